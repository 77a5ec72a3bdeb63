/**
 * The computer players' client for the table: a module worker when the browser has one, else the same handler in
 * the page's thread (loaded on the first request). Errors the bots report come back as rejected promises carrying
 * `botError`, which the shared lazy loader passes on instead of retrying.
 */
import { botTransport, resultOf, type RpcTransport } from '../../../shared/worker/rpc';
import type { GameAction, GameState } from '../engine/game';
import type { BotLevel } from './bot';
import type { Hint } from './hint';
import type { BotRequest, BotResult } from './protocol';

export interface BotClient {
  move(state: GameState, seat: number, opts: { level: BotLevel; budgetMs?: number }): Promise<GameAction | null>;
  hint(state: GameState, seat: number, opts?: { budgetMs?: number }): Promise<Hint | null>;
  terminate(): void;
  readonly threaded: boolean;
}

function wrap(t: RpcTransport<Omit<BotRequest, 'id'>, BotResult>): BotClient {
  return {
    move: (state, seat, opts) => t.request({ kind: 'move', state, seat, level: opts.level, budgetMs: opts.budgetMs }).then(resultOf('move', (r) => r.action)),
    hint: (state, seat, opts = {}) => t.request({ kind: 'hint', state, seat, budgetMs: opts.budgetMs }).then(resultOf('hint', (r) => r.hint)),
    terminate: t.terminate,
    threaded: t.threaded,
  };
}

const handler = () => import('./protocol').then((m) => m.handleRequest);

export function createSyncBotClient(): BotClient {
  return wrap(botTransport({ sync: true, worker: () => null, handler }));
}

/** A module worker when the browser has one, the page's thread otherwise. */
export function createBotClient(): BotClient {
  return wrap(botTransport({ worker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }), handler }));
}
