/**
 * A small promise-based client for the bots, for the table widget. It runs the bots in a module worker so the page
 * never stutters; where workers are unavailable (tests, server rendering) it answers in the same thread through the
 * same handler.
 *
 *   const bots = createBotClient();
 *   const action = await bots.move(state, 2, { level: 'strong', budgetMs: 200 });
 *   const h = await bots.hint(state, 0);
 */
import type { GameAction, GameState } from '../engine/game';
import type { BotLevel } from './bot';
import type { Hint } from './hint';
import { syncTransport, workerTransport, type RpcTransport, type WorkerLike as RpcWorkerLike } from '../../../shared/worker/rpc';
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

export type WorkerLike = RpcWorkerLike<BotReply['result']>;

function toResult<T>(kind: BotResult['kind'], pick: (r: BotResult) => T): (r: BotResult) => T {
  return (r) => {
    if (r.kind === 'error') throw Object.assign(new Error(r.error.code), { botError: r.error });
    if (r.kind !== kind) throw new Error('bots.unexpected-reply');
    return pick(r);
  };
}

function wrap({ request, terminate, threaded }: RpcTransport<Omit<BotRequest, 'id'>, BotResult>): BotClient {
  const base = (kind: BotRequest['kind'], state: GameState, seat: number, opts: RequestOptions = {}): Omit<BotRequest, 'id'> => ({
    kind,
    state,
    seat,
    level: opts.level ?? 'strong',
    budgetMs: opts.budgetMs,
    seed: opts.seed,
  });
  return {
    move: (state, seat, opts) => request(base('move', state, seat, opts)).then(toResult('move', (r) => (r.kind === 'move' ? r.action : null))),
    hint: (state, seat, opts) => request(base('hint', state, seat, opts)).then(toResult('hint', (r) => (r.kind === 'hint' ? r.hint : null))),
    terminate,
    threaded,
  };
}

/** A client that answers in the calling thread; the bots' code is imported on the first request. */
export function createSyncBotClient(): BotClient {
  return wrap(syncTransport(() => import('./protocol').then((m) => m.handleRequest)));
}

export function createWorkerBotClient(worker: WorkerLike): BotClient {
  return wrap(workerTransport(worker));
}

/** The bots' client: a module worker when the environment has one, the synchronous fallback otherwise. */
export function createBotClient(opts: { sync?: boolean } = {}): BotClient {
  if (!opts.sync && typeof Worker !== 'undefined') {
    try {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      return createWorkerBotClient(worker as unknown as WorkerLike);
    } catch {
      // fall through to the synchronous client
    }
  }
  return createSyncBotClient();
}
