/**
 * The engine contract of a game table: what the platform's table machine (`machine.ts`) needs of a game's engine.
 * Every game's engine already exports these as plain functions (newGame, legalActions, apply, whoseTurn, its
 * stages); a game's adapter (`src/games/<id>/table/engine.ts`) names them in this one shape, so the machine knows no
 * game. Plain functions over plain data: no UI, no i18n, no xstate.
 */
import type { Result } from '../result';

/** What the table shows after a step: the game goes on, a deal's result waits to be read, or the game is over. */
export interface TableResult {
  /** The game is over. */
  over: boolean;
  /**
   * How many deals have been scored so far. A deal scored and not yet acknowledged by the learner (`continue`)
   * is shown as the deal's result.
   */
  scored: number;
  /** Whether the newest scored deal's result waits to be read (false, e.g., when the game ended with it). */
  showScored: boolean;
}

export interface GameEngine<State, Action, Rules, Setup, Settings, Error extends { code: string } = { code: string }> {
  /** A new game from the table's setup (seed, players...), settings and rule variants. */
  newGame(setup: Setup, settings: Settings, rules: Rules): Result<State, Error>;
  /** Every action the engine accepts now. */
  legalActions(state: State): Action[];
  /** Applies an action; a refused action is the engine's coded error. */
  apply(state: State, action: Action): Result<State, Error>;
  /** The seat whose decision the game waits for, or null (a table step, a deal's result, the end). */
  toAct(state: State): number | null;
  /** The seat an action is taken by (null: the table's own step, e.g. dealing). */
  seatOf(action: Action): number | null;
  /** The table's own step now (dealing; moving on after a read result), or null. */
  tableStep(state: State): Action | null;
  /** The game's result so far. */
  result(state: State): TableResult;
  /** How many actions the game has seen (a position's identity, e.g. for a hint). */
  progress(state: State): number;
  /** The seed the game was dealt from. */
  seed(state: State): number;
}

/** The first legal action of a seat: the safe move made for a computer player that cannot decide. */
export function firstLegal<State, Action>(engine: Pick<GameEngine<State, Action, never, never, never>, 'legalActions' | 'seatOf'>, state: State, seat: number): Action | null {
  return engine.legalActions(state).find((a) => engine.seatOf(a) === seat) ?? null;
}

/** How many deals a game's event log says were scored (`deal-scored` events). */
export function scoredDeals(log: readonly { type: string }[]): number {
  let n = 0;
  for (const e of log) if (e.type === 'deal-scored') n++;
  return n;
}

/**
 * A game's engine contract with the usual readings filled in, for an engine whose state keeps its `actions` and its
 * `seed` and whose actions name their `seat` (none: the table's own step): an adapter names only the rest.
 */
export function tableEngine<State extends { actions: readonly unknown[]; seed: number }, Action extends object, Rules, Setup, Settings, Error extends { code: string } = { code: string }>(
  e: Omit<GameEngine<State, Action, Rules, Setup, Settings, Error>, 'seatOf' | 'progress' | 'seed'>,
): GameEngine<State, Action, Rules, Setup, Settings, Error> {
  return {
    seatOf: (a) => ('seat' in a && typeof a.seat === 'number' ? a.seat : null),
    progress: (g) => g.actions.length,
    seed: (g) => g.seed,
    ...e,
  };
}
