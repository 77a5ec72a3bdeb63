/**
 * The message protocol between the play page and the bots' worker, and the handler that answers a request. The
 * worker runs `handleRequest` on every message; the synchronous fallback (tests, or a browser without module
 * workers) calls it directly. Everything crossing the boundary is plain data: the game state as the engine made it,
 * codes and numbers back.
 */
import type { GameAction, GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { chooseAction, type BotLevel } from './bot';
import { hint, type Hint } from './hint';

export type BotRequestKind = 'move' | 'hint';

export interface BotRequest {
  id: number | string;
  kind: BotRequestKind;
  state: GameState;
  seat: Seat;
  level: BotLevel;
  /** Thinking time in ms. */
  budgetMs?: number;
  seed?: number;
}

export type BotError = { code: 'bots.bad-request'; problem: string } | { code: 'bots.failed'; detail: string };

export type BotResult = { kind: 'move'; action: GameAction | null } | { kind: 'hint'; hint: Hint | null } | { kind: 'error'; error: BotError };

export interface BotReply {
  id: number | string;
  result: BotResult;
}

const bad = (problem: string): BotResult => ({ kind: 'error', error: { code: 'bots.bad-request', problem } });

/** Answers one request. Never throws: a failure comes back as an error result. */
export function handleRequest(req: BotRequest): BotReply {
  const id = req && (typeof req.id === 'number' || typeof req.id === 'string') ? req.id : -1;
  try {
    if (!req || typeof req !== 'object') return { id, result: bad('not-an-object') };
    if (!req.state || typeof req.state !== 'object' || req.state.v !== 1 || req.state.game !== 'stopp') return { id, result: bad('state') };
    if (typeof req.seat !== 'number' || !Number.isInteger(req.seat) || req.seat < 0 || req.seat >= req.state.players) return { id, result: bad('seat') };
    const level: BotLevel = req.level === 'strong' ? 'strong' : req.level === 'random' ? 'random' : 'steady';
    const budgetMs = typeof req.budgetMs === 'number' && req.budgetMs > 0 ? req.budgetMs : undefined;
    const seed = typeof req.seed === 'number' ? req.seed : 0;
    switch (req.kind) {
      case 'move':
        return { id, result: { kind: 'move', action: chooseAction(req.state, req.seat, { level, seed, budgetMs }) } };
      case 'hint':
        return { id, result: { kind: 'hint', hint: hint(req.state, req.seat, { budgetMs, seed }) } };
      default:
        return { id, result: bad('kind') };
    }
  } catch (x) {
    return { id, result: { kind: 'error', error: { code: 'bots.failed', detail: String(x) } } };
  }
}
