/**
 * The bots client every game's play page uses: `move` and `hint` requests for a seat, answered by the game's bots
 * in a module worker so the page never stutters, or in the page's thread where workers are unavailable (tests,
 * server rendering) through the same handler, imported on the first request. A game supplies its handler, its
 * worker (the `new Worker(new URL(...))` expression must stay in the game's file, where the bundler emits the worker)
 * and its default level; the types come from its bots protocol.
 *
 *   export const { createBotClient, createSyncBotClient, createWorkerBotClient } = botClients<GameState, GameAction, Hint, BotLevel, Seat>({
 *     defaultLevel: 'strong',
 *     handler: () => import('./protocol').then((m) => m.handleRequest),
 *     worker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
 *   });
 */
import { botTransport, resultOf, workerTransport, type RpcReply, type RpcTransport, type WorkerLike } from './rpc';

export interface BotRequestOptions<Level> {
  level?: Level;
  /** Thinking time in ms. */
  budgetMs?: number;
  seed?: number;
}

export interface BotClient<State, Action, Hint, Level, Seat = number> {
  move(state: State, seat: Seat, opts?: BotRequestOptions<Level>): Promise<Action | null>;
  hint(state: State, seat: Seat, opts?: BotRequestOptions<Level>): Promise<Hint | null>;
  terminate(): void;
  readonly threaded: boolean;
}

/** A request as the client sends it (the transport adds the id). */
export interface BotRequestBody<State, Level, Seat = number> {
  kind: 'move' | 'hint';
  state: State;
  seat: Seat;
  level: Level;
  budgetMs?: number;
  seed?: number;
}

/** The replies a game's bots give: a move, a hint, or an error value with a code. */
export type BotResultOf<Action, Hint> = { kind: 'move'; action: Action | null } | { kind: 'hint'; hint: Hint | null } | { kind: 'error'; error: { code: string } };

export function botClients<State, Action, Hint, Level, Seat = number>(game: {
  defaultLevel: Level;
  /** The game's request handler; its request type holds the body's fields (and the id). */
  handler: () => Promise<(req: any) => RpcReply<BotResultOf<Action, Hint>>>;
  worker: () => unknown;
}) {
  type Body = BotRequestBody<State, Level, Seat>;
  type Result = BotResultOf<Action, Hint>;
  const handler = game.handler as () => Promise<(req: Body & { id: number }) => RpcReply<Result>>;
  function wrap({ request, terminate, threaded }: RpcTransport<Body, Result>): BotClient<State, Action, Hint, Level, Seat> {
    const body = (kind: Body['kind'], state: State, seat: Seat, o: BotRequestOptions<Level> = {}): Body => ({
      kind,
      state,
      seat,
      level: o.level ?? game.defaultLevel,
      ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}),
      ...(o.seed !== undefined ? { seed: o.seed } : {}),
    });
    return {
      move: (state, seat, o) => request(body('move', state, seat, o)).then(resultOf<Result, 'move', Action | null>('move', (r) => r.action)),
      hint: (state, seat, o) => request(body('hint', state, seat, o)).then(resultOf<Result, 'hint', Hint | null>('hint', (r) => r.hint)),
      terminate,
      threaded,
    };
  }
  return {
    /** A module worker when the environment has one, the page's thread otherwise (or when `sync` asks for it). */
    createBotClient: (opts: { sync?: boolean } = {}) => wrap(botTransport<Body, Result>({ sync: opts.sync, worker: game.worker, handler })),
    /** Always the page's thread. */
    createSyncBotClient: () => wrap(botTransport<Body, Result>({ sync: true, worker: () => null, handler })),
    /** Over a given worker (tests pass a fake one). */
    createWorkerBotClient: (worker: WorkerLike<Result>) => wrap(workerTransport<Body, Result>(worker)),
  };
}
