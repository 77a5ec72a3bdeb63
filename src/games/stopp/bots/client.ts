/**
 * A small promise-based client for the bots, for the play page. It runs the bots in a module worker so the page
 * never stutters; where workers are unavailable (tests, server rendering) it answers in the same thread through the
 * same handler, importing the bots' code only on the first request.
 */
import type { GameAction, GameState } from '../engine/game';
import type { Seat } from '../engine/types';
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
  move(state: GameState, seat: Seat, opts?: RequestOptions): Promise<GameAction | null>;
  hint(state: GameState, seat: Seat, opts?: RequestOptions): Promise<Hint | null>;
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
  const base = (kind: BotRequest['kind'], state: GameState, seat: Seat, opts: RequestOptions = {}): Omit<BotRequest, 'id'> => ({
    kind,
    state,
    seat,
    level: opts.level ?? 'steady',
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

export function createSyncBotClient(): BotClient {
  return wrap(syncTransport(() => import('./protocol').then((m) => m.handleRequest)));
}

export function createWorkerBotClient(worker: WorkerLike): BotClient {
  return wrap(workerTransport(worker));
}

/** The bots' client: a module worker when the environment has one, the in-thread fallback otherwise. */
export function createBotClient(opts: { sync?: boolean } = {}): BotClient {
  if (!opts.sync && typeof Worker !== 'undefined') {
    try {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      return createWorkerBotClient(worker as unknown as WorkerLike);
    } catch {
      // fall through to the in-thread client
    }
  }
  return createSyncBotClient();
}
