/**
 * The one protocol between a play page and a game's computer players, for every game: a request asks for a bot's
 * action at a level (`move`), the coach's hint for the learner (`hint`) or, where the game has one, the analysis of
 * a deal (`analyse`), for a seat of a game state; the reply carries the same id and the answer, or an error value
 * with a code. Everything crossing the boundary is plain data: the game state as the engine made it, actions,
 * hints (codes plus data) and numbers back.
 *
 * A game supplies its bots as data (`BotGame`): its levels and default level, how to recognise its states and seats,
 * and its functions for a move, a hint and an analysis. `botHandler` turns them into the handler the worker runs on
 * every message and the page's thread calls directly where workers are unavailable:
 *
 *   export const handleRequest = botHandler({ defaultLevel: 'strong', isState: (s) => s.v === 1, move: chooseAction, hint });
 *   export type Bots = BotTypesOf<typeof handleRequest>;
 */
import type { RpcReply, WorkerLike } from './rpc';

/** The types of one game's bots: its state, action, hint, levels and seats; an analysis and extra move options where it has them. */
export interface BotTypes {
  state: unknown;
  action: unknown;
  hint: unknown;
  level: string;
  seat: unknown;
  analysis?: unknown;
  /** Options of a move beyond level, time and seed (sent along as they are). */
  extra?: object;
}

export type AnalysisOf<T extends BotTypes> = T extends { analysis: infer A } ? A : never;
export type ExtraOf<T extends BotTypes> = T extends { extra: infer E } ? E : {};

export type BotRequestKind = 'move' | 'hint' | 'analyse';

/** What a request may ask besides its kind, state and seat. */
export type BotRequestOptions<T extends BotTypes> = {
  /** The bot's level (a move); the game's default level when absent. */
  level?: T['level'];
  /** Thinking time in ms. */
  budgetMs?: number;
  seed?: number;
} & Partial<ExtraOf<T>>;

export type BotRequest<T extends BotTypes> = {
  id: number | string;
  kind: BotRequestKind;
  state: T['state'];
  seat: T['seat'];
} & BotRequestOptions<T>;

export type BotError = { code: 'bots.bad-request'; problem: string } | { code: 'bots.failed'; detail: string };

export type BotResult<T extends BotTypes> =
  | { kind: 'move'; action: T['action'] | null }
  | { kind: 'hint'; hint: T['hint'] | null }
  | { kind: 'analyse'; analysis: AnalysisOf<T> | null }
  | { kind: 'error'; error: BotError };

export type BotReply<T extends BotTypes> = RpcReply<BotResult<T>>;

/** What a client needs from the bots' Worker (tests pass a fake). */
export type BotWorkerLike<T extends BotTypes> = WorkerLike<BotResult<T>>;

/** A move's options after checking: a known level, a seed (0 when none was sent) and a positive budget or none. */
export interface MoveOptions<Level> {
  level: Level;
  seed: number;
  budgetMs?: number;
}

/** A hint's or an analysis's options after checking. */
export interface ThinkOptions {
  seed: number;
  budgetMs?: number;
}

/** A game's bots as data: the types of its state, seats, actions, hints, levels (and analysis, extra move options) are read from its functions. */
export interface BotGame<S extends object, Seat, A, H, L extends string, An = never, E extends object = {}> {
  /** The levels the game's bots have (default random, steady, strong); any other level asked for is `defaultLevel`. */
  levels?: readonly NoInfer<L>[];
  defaultLevel: NoInfer<L>;
  /** Is this (an object) a state of the game the bots can read? */
  isState(state: NoInfer<S>): boolean;
  /** Is `seat` a seat of `state`? Default: an integer from 0 to below `state.players`. */
  isSeat?(seat: unknown, state: NoInfer<S>): boolean;
  /** Values of the game's own move options when a request has none. */
  moveDefaults?: E;
  /** The action of `seat`'s bot now, or null when the seat has nothing to decide. */
  move(state: S, seat: Seat, opts: MoveOptions<L> & NoInfer<E>): A | null;
  /** The coach's hint for `seat`, or null when the seat has nothing to decide. */
  hint(state: NoInfer<S>, seat: NoInfer<Seat>, opts: ThinkOptions): H | null;
  /** The analysis of the deal for `seat`, where the game has one. */
  analyse?(state: NoInfer<S>, seat: NoInfer<Seat>, opts: ThinkOptions): An | null;
}

/** A game's request handler; `types` (never set) carries its bots' types for the client. */
export type BotHandler<T extends BotTypes> = ((req: BotRequest<T>) => BotReply<T>) & { readonly types?: T };

/** The bots' types of a game's handler: `export type Bots = BotTypesOf<typeof handleRequest>`. */
export type BotTypesOf<H> = H extends { readonly types?: infer T extends BotTypes } ? T : never;

const bad = (problem: string): { kind: 'error'; error: BotError } => ({ kind: 'error', error: { code: 'bots.bad-request', problem } });

function playersSeat(seat: unknown, state: unknown): boolean {
  const players = (state as { players?: unknown }).players;
  return typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && (typeof players !== 'number' || seat < players);
}

/** The extra options of a request: every field that is not part of the protocol itself. */
function extraOf<T extends BotTypes>(req: BotRequest<T>): Partial<ExtraOf<T>> {
  const { id: _id, kind: _kind, state: _state, seat: _seat, level: _level, budgetMs: _budget, seed: _seed, ...extra } = req as BotRequest<T> & Record<string, unknown>;
  return extra as Partial<ExtraOf<T>>;
}

/** The handler of a game's bots: answers one request; never throws (a failure comes back as an error result). */
export function botHandler<S extends object, Seat, A, H, L extends string, An = never, E extends object = {}>(
  game: BotGame<S, Seat, A, H, L, An, E>,
): BotHandler<{ state: S; seat: Seat; action: A; hint: H; level: L; analysis: An; extra: E }> {
  type T = { state: S; seat: Seat; action: A; hint: H; level: L; analysis: An; extra: E };
  const isSeat = game.isSeat ?? playersSeat;
  const levels: readonly string[] = game.levels ?? ['random', 'steady', 'strong'];
  return (req: BotRequest<T>): BotReply<T> => {
    const id = req && (typeof req.id === 'number' || typeof req.id === 'string') ? req.id : -1;
    try {
      if (!req || typeof req !== 'object') return { id, result: bad('not-an-object') };
      if (!req.state || typeof req.state !== 'object' || !game.isState(req.state)) return { id, result: bad('state') };
      if (!isSeat(req.seat, req.state)) return { id, result: bad('seat') };
      const budgetMs = typeof req.budgetMs === 'number' && req.budgetMs > 0 ? req.budgetMs : undefined;
      const think: ThinkOptions = { seed: typeof req.seed === 'number' ? req.seed : 0, ...(budgetMs !== undefined ? { budgetMs } : {}) };
      switch (req.kind) {
        case 'move': {
          const level = typeof req.level === 'string' && levels.includes(req.level) ? req.level : game.defaultLevel;
          const opts = { ...game.moveDefaults, ...extraOf<T>(req), level, ...think } as MoveOptions<L> & E;
          return { id, result: { kind: 'move', action: game.move(req.state, req.seat, opts) } };
        }
        case 'hint':
          return { id, result: { kind: 'hint', hint: game.hint(req.state, req.seat, think) } };
        case 'analyse':
          if (!game.analyse) return { id, result: bad('kind') };
          return { id, result: { kind: 'analyse', analysis: game.analyse(req.state, req.seat, think) } };
        default:
          return { id, result: bad('kind') };
      }
    } catch (x) {
      return { id, result: { kind: 'error', error: { code: 'bots.failed', detail: String(x) } } };
    }
  };
}
