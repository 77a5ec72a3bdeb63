/**
 * The message protocol between the page and the bots' worker, and the handler that answers a request. Everything
 * crossing the boundary is plain data: the game state as the engine made it, actions and hint codes back.
 */
import type { GameAction, GameState } from '../engine';
import { isGameState } from '../engine';
import { chooseAction, type BotLevel } from './bot';
import { hint, type Hint } from './hint';

export interface BotRequest {
  id: number;
  kind: 'move' | 'hint';
  state: GameState;
  seat: number;
  level: BotLevel;
  budgetMs?: number;
  seed?: number;
}

export type BotError = { code: 'bots.bad-request'; problem: string } | { code: 'bots.failed'; detail: string };

export type BotResult = { kind: 'move'; action: GameAction | null } | { kind: 'hint'; hint: Hint | null } | { kind: 'error'; error: BotError };

export interface BotReply {
  id: number;
  result: BotResult;
}

const bad = (problem: string): BotResult => ({ kind: 'error', error: { code: 'bots.bad-request', problem } });

/** Answers one request. Never throws: a failure comes back as an error result. */
export function handleRequest(req: BotRequest): BotReply {
  const id = req && typeof req.id === 'number' ? req.id : -1;
  try {
    if (!req || typeof req !== 'object') return { id, result: bad('not-an-object') };
    if (!isGameState(req.state)) return { id, result: bad('state') };
    if (!Number.isInteger(req.seat) || req.seat < 0 || req.seat >= req.state.players) return { id, result: bad('seat') };
    const level: BotLevel = req.level === 'steady' ? 'steady' : req.level === 'random' ? 'random' : 'strong';
    const budgetMs = typeof req.budgetMs === 'number' && req.budgetMs > 0 ? req.budgetMs : undefined;
    const seed = typeof req.seed === 'number' ? req.seed : 0;
    if (req.kind === 'move') return { id, result: { kind: 'move', action: chooseAction(req.state, req.seat, { level, seed, ...(budgetMs ? { budgetMs } : {}) }) } };
    if (req.kind === 'hint') return { id, result: { kind: 'hint', hint: hint(req.state, req.seat, { seed, ...(budgetMs ? { budgetMs } : {}) }) } };
    return { id, result: bad('kind') };
  } catch (x) {
    return { id, result: { kind: 'error', error: { code: 'bots.failed', detail: String(x) } } };
  }
}
