/**
 * A small promise-based client for the bots, for the Preact widgets. It runs the bots in a module worker so the
 * page never stutters; where workers are unavailable (tests, server rendering) it answers synchronously in the
 * same thread through the same handler.
 *
 *   const bots = createBotClient();
 *   const action = await bots.move(state, 2, { level: 'strong', budgetMs: 300 });
 *   const h = await bots.hint(state, 0);
 *   const report = await bots.analyse(state, 0);
 *   bots.terminate();
 */
import type { GameAction, GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import type { DealAnalysis } from './analysis';
import type { BotLevel } from './bot';
import type { Hint } from './hint';
import { botTransport, resultOf, workerTransport, type RpcTransport, type WorkerLike as RpcWorkerLike } from '../../../shared/worker/rpc';
import type { BotReply, BotRequest, BotResult } from './protocol';

export interface RequestOptions {
  level?: BotLevel;
  budgetMs?: number;
  seed?: number;
  schleipfen?: 'never' | 'sometimes';
}

export interface BotClient {
  /** The raw protocol: resolves with the result for the request. */
  request(req: Omit<BotRequest, 'id'>): Promise<BotResult>;
  /** The action `seat`'s bot takes now (a card, hübscher, haul, objection), or null. */
  move(state: GameState, seat: Seat, opts?: RequestOptions): Promise<GameAction | null>;
  hint(state: GameState, seat: Seat, opts?: RequestOptions): Promise<Hint | null>;
  analyse(state: GameState, seat: Seat, opts?: RequestOptions): Promise<DealAnalysis | null>;
  /** Stops the worker; pending requests are rejected. */
  terminate(): void;
  /** True when requests run in a worker. */
  readonly threaded: boolean;
}

/** What the client needs from a Worker (so tests can pass a fake). */
export type WorkerLike = RpcWorkerLike<BotReply['result']>;

function wrap({ request, terminate, threaded }: RpcTransport<Omit<BotRequest, 'id'>, BotResult>): BotClient {
  const base = (kind: BotRequest['kind'], state: GameState, seat: Seat, opts: RequestOptions = {}): Omit<BotRequest, 'id'> => ({
    kind,
    state,
    seat,
    level: opts.level ?? 'strong',
    budgetMs: opts.budgetMs,
    seed: opts.seed,
    schleipfen: opts.schleipfen,
  });
  return {
    request,
    move: (state, seat, opts) => request(base('move', state, seat, opts)).then(resultOf('move', (r) => r.action)),
    hint: (state, seat, opts) => request(base('hint', state, seat, opts)).then(resultOf('hint', (r) => r.hint)),
    analyse: (state, seat, opts) => request(base('analyse', state, seat, opts)).then(resultOf('analyse', (r) => r.analysis)),
    terminate,
    threaded,
  };
}

/**
 * A client that answers in the calling thread (tests, and the fallback without workers). The bots' code is
 * imported on the first request, so a page that only uses the worker never loads it in the main thread.
 */
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
