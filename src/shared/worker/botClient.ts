/**
 * The bots client every game's play page uses: `move`, `hint` and `analyse` requests for a seat (protocol.ts),
 * answered by the game's bots in a module worker so the page never stutters, or in the page's thread where workers
 * are unavailable (tests, server rendering) through the same handler, imported on the first request. A game
 * supplies its handler and its worker (the `new Worker(new URL(...))` expression must stay in the game's file,
 * where the bundler emits the worker); the types come from its bots' types.
 *
 *   export const { createBotClient, createSyncBotClient, createWorkerBotClient } = botClients<Bots>({
 *     handler: () => import('./protocol').then((m) => m.handleRequest),
 *     worker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
 *   });
 */
import { botTransport, resultOf, workerTransport, type RpcTransport } from './rpc';
import type { AnalysisOf, BotReply, BotRequest, BotRequestKind, BotRequestOptions, BotResult, BotTypes, BotWorkerLike } from './protocol';

export type { BotRequestOptions } from './protocol';

/** A request as the client sends it (the transport adds the id). */
export type BotRequestBody<T extends BotTypes> = Omit<BotRequest<T>, 'id'>;

export interface BotClient<T extends BotTypes> {
  /** The raw protocol: resolves with the result for the request. */
  request(req: BotRequestBody<T>): Promise<BotResult<T>>;
  /** The action `seat`'s bot takes now, or null. */
  move(state: T['state'], seat: T['seat'], opts?: BotRequestOptions<T>): Promise<T['action'] | null>;
  /** The coach's hint for `seat`, or null. */
  hint(state: T['state'], seat: T['seat'], opts?: BotRequestOptions<T>): Promise<T['hint'] | null>;
  /** The analysis of the deal for `seat` (games that have one). */
  analyse(state: T['state'], seat: T['seat'], opts?: BotRequestOptions<T>): Promise<AnalysisOf<T> | null>;
  /** Stops the worker; pending requests are rejected. */
  terminate(): void;
  /** True when requests run in a worker. */
  readonly threaded: boolean;
}

/** The request for `kind`: the options given, without the ones left undefined. */
function body<T extends BotTypes>(kind: BotRequestKind, state: T['state'], seat: T['seat'], opts: BotRequestOptions<T> = {}): BotRequestBody<T> {
  const req: Record<string, unknown> = { kind, state, seat };
  for (const [k, v] of Object.entries(opts)) if (v !== undefined) req[k] = v;
  return req as BotRequestBody<T>;
}

function wrap<T extends BotTypes>({ request, terminate, threaded }: RpcTransport<BotRequestBody<T>, BotResult<T>>): BotClient<T> {
  type R = BotResult<T>;
  return {
    request,
    move: (state, seat, o) => request(body<T>('move', state, seat, o)).then(resultOf<R, 'move', T['action'] | null>('move', (r) => r.action)),
    hint: (state, seat, o) => request(body<T>('hint', state, seat, o)).then(resultOf<R, 'hint', T['hint'] | null>('hint', (r) => r.hint)),
    analyse: (state, seat, o) => request(body<T>('analyse', state, seat, o)).then(resultOf<R, 'analyse', AnalysisOf<T> | null>('analyse', (r) => r.analysis)),
    terminate,
    threaded,
  };
}

export function botClients<T extends BotTypes>(game: {
  /** The game's request handler (protocol.ts's `botHandler` of its bots), imported on first use. */
  handler: () => Promise<(req: BotRequest<T>) => BotReply<T>>;
  /** The game's literal `() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`. */
  worker: () => unknown;
}) {
  type Body = BotRequestBody<T>;
  const handler = game.handler as () => Promise<(req: Body & { id: number }) => BotReply<T>>;
  return {
    /** A module worker when the environment has one, the page's thread otherwise (or when `sync` asks for it). */
    createBotClient: (opts: { sync?: boolean } = {}): BotClient<T> => wrap<T>(botTransport<Body, BotResult<T>>({ sync: opts.sync, worker: game.worker, handler })),
    /** Always the page's thread. */
    createSyncBotClient: (): BotClient<T> => wrap<T>(botTransport<Body, BotResult<T>>({ sync: true, worker: () => null, handler })),
    /** Over a given worker (tests pass a fake one). */
    createWorkerBotClient: (worker: BotWorkerLike<T>): BotClient<T> => wrap<T>(workerTransport<Body, BotResult<T>>(worker)),
  };
}
