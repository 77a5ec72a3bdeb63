/**
 * The computer players' client for the table: a module worker when the browser has one, else the same handler in
 * the page's thread (loaded on the first request). Errors the bots report come back as rejected promises carrying
 * `botError`, which the shared lazy loader passes on instead of retrying.
 */
import { syncTransport, workerTransport, type RpcTransport, type WorkerLike } from '../../../shared/worker/rpc';
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

function unwrap<T>(kind: 'move' | 'hint', pick: (r: BotResult) => T): (r: BotResult) => T {
  return (r) => {
    if (r.kind === 'error') throw Object.assign(new Error(r.error.code), { botError: r.error });
    if (r.kind !== kind) throw new Error('bots.unexpected-reply');
    return pick(r);
  };
}

function wrap(t: RpcTransport<Omit<BotRequest, 'id'>, BotResult>): BotClient {
  return {
    move: (state, seat, opts) => t.request({ kind: 'move', state, seat, level: opts.level, budgetMs: opts.budgetMs }).then(unwrap('move', (r) => (r.kind === 'move' ? r.action : null))),
    hint: (state, seat, opts = {}) => t.request({ kind: 'hint', state, seat, budgetMs: opts.budgetMs }).then(unwrap('hint', (r) => (r.kind === 'hint' ? r.hint : null))),
    terminate: t.terminate,
    threaded: t.threaded,
  };
}

export function createSyncBotClient(): BotClient {
  return wrap(syncTransport(() => import('./protocol').then((m) => m.handleRequest)));
}

export function createBotClient(): BotClient {
  if (typeof Worker !== 'undefined') {
    try {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      return wrap(workerTransport(worker as unknown as WorkerLike<BotResult>));
    } catch {
      // fall through to the page's thread
    }
  }
  return createSyncBotClient();
}
