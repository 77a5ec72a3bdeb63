/**
 * A small promise-based client for the bots, for the table widget. It runs the bots in a module worker so the page
 * never stutters; where workers are unavailable (tests, server rendering) it answers in the same thread through the
 * same handler (loaded on the first request).
 */
import type { GameAction, GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import type { BotLevel } from './bot';
import type { Hint } from './hint';
import { botTransport, resultOf, workerTransport, type RpcTransport, type WorkerLike as RpcWorkerLike } from '../../../shared/worker/rpc';
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

function wrap({ request, terminate, threaded }: RpcTransport<Omit<BotRequest, 'id'>, BotResult>): BotClient {
  const base = (kind: BotRequest['kind'], state: GameState, seat: Seat, o: RequestOptions = {}): Omit<BotRequest, 'id'> => ({
    kind,
    state,
    seat,
    level: o.level ?? 'strong',
    ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
  });
  return {
    move: (state, seat, o) => request(base('move', state, seat, o)).then(resultOf('move', (r) => r.action)),
    hint: (state, seat, o) => request(base('hint', state, seat, o)).then(resultOf('hint', (r) => r.hint)),
    terminate,
    threaded,
  };
}

const handler = () => import('./protocol').then((m) => m.handleRequest);

export function createSyncBotClient(): BotClient {
  return wrap(botTransport({ sync: true, worker: () => null, handler }));
}

export function createWorkerBotClient(worker: WorkerLike): BotClient {
  return wrap(workerTransport(worker));
}

/** A module worker when the environment has one, the page's thread otherwise. */
export function createBotClient(opts: { sync?: boolean } = {}): BotClient {
  return wrap(botTransport({ sync: opts.sync, worker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }), handler }));
}
