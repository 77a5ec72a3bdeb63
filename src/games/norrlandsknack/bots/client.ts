/**
 * A promise-based client for the bots. It runs them in a module worker so the page never stutters; where workers
 * are unavailable it answers in the same thread through the same handler (the bots' code then loads on the first
 * request).
 */
import type { GameAction, GameState } from '../engine';
import type { BotLevel } from './bot';
import type { Hint } from './hint';
import { syncTransport, workerTransport, type RpcTransport, type WorkerLike } from '../../../shared/worker/rpc';
import type { BotReply, BotRequest, BotResult } from './protocol';

export interface RequestOptions {
  level?: BotLevel;
  budgetMs?: number;
  seed?: number;
}

export interface BotClient {
  move(state: GameState, seat: number, opts?: RequestOptions): Promise<GameAction | null>;
  hint(state: GameState, seat: number, opts?: RequestOptions): Promise<Hint | null>;
  terminate(): void;
  readonly threaded: boolean;
}

function unwrap<T>(kind: BotResult['kind'], pick: (r: BotResult) => T) {
  return (r: BotResult): T => {
    if (r.kind === 'error') throw Object.assign(new Error(r.error.code), { botError: r.error });
    if (r.kind !== kind) throw new Error('bots.unexpected-reply');
    return pick(r);
  };
}

function wrap({ request, terminate, threaded }: RpcTransport<Omit<BotRequest, 'id'>, BotResult>): BotClient {
  const req = (kind: BotRequest['kind'], state: GameState, seat: number, o: RequestOptions = {}): Omit<BotRequest, 'id'> => ({
    kind,
    state,
    seat,
    level: o.level ?? 'strong',
    ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
  });
  return {
    move: (s, seat, o) => request(req('move', s, seat, o)).then(unwrap('move', (r) => (r.kind === 'move' ? r.action : null))),
    hint: (s, seat, o) => request(req('hint', s, seat, o)).then(unwrap('hint', (r) => (r.kind === 'hint' ? r.hint : null))),
    terminate,
    threaded,
  };
}

export function createSyncBotClient(): BotClient {
  return wrap(syncTransport(() => import('./protocol').then((m) => m.handleRequest as never)));
}

export function createBotClient(): BotClient {
  if (typeof Worker !== 'undefined') {
    try {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      return wrap(workerTransport(worker as unknown as WorkerLike<BotReply['result']>));
    } catch {
      // fall through to the same-thread client
    }
  }
  return createSyncBotClient();
}
