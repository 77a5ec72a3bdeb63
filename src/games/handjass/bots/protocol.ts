/**
 * The messages between the table and the computer players (in a worker, or in the page's thread as a fallback):
 * a move for a seat at a level, or a hint for the learner's seat. Errors come back as coded values.
 */
import type { RpcReply } from '../../../shared/worker/rpc';
import type { GameAction, GameState } from '../engine/game';
import { chooseAction, type BotLevel } from './bot';
import { hint, type Hint } from './hint';

export interface BotRequest {
  id: number;
  kind: 'move' | 'hint';
  state: GameState;
  seat: number;
  level?: BotLevel;
  budgetMs?: number;
  seed?: number;
}

export type BotResult = { kind: 'move'; action: GameAction | null } | { kind: 'hint'; hint: Hint | null } | { kind: 'error'; error: { code: 'bots.failed'; detail: string } };

export type BotReply = RpcReply<BotResult>;

export function handleRequest(req: BotRequest): BotReply {
  try {
    if (req.kind === 'hint') return { id: req.id, result: { kind: 'hint', hint: hint(req.state, req.seat, { budgetMs: req.budgetMs ?? 300 }) } };
    const action = chooseAction(req.state, req.seat, { level: req.level ?? 'steady', seed: req.seed ?? 0, budgetMs: req.budgetMs });
    return { id: req.id, result: { kind: 'move', action } };
  } catch (e) {
    return { id: req.id, result: { kind: 'error', error: { code: 'bots.failed', detail: String(e) } } };
  }
}
