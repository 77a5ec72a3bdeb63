/**
 * How every engine changes its state, the same in each game: an action is checked and normalised by the game, then
 * applied to a working copy of the state (the game's `copy` and `dispatch`); an accepted action and the events it
 * produced are appended to the state's `actions` and `log`. Pure functions over plain data: the game supplies its
 * own copy, dispatch and error values.
 */
import { err, ok, type Result } from '../result';

/**
 * The errors every engine's `apply` shares: options it cannot start a game with, an action that is not one, an
 * action the state's stage does not take, a state it did not make. A game's own `GameError` adds its codes.
 */
export type CommonGameError<Stage extends string> =
  | { code: 'game.bad-options'; field: string; detail?: unknown }
  | { code: 'game.bad-action'; problem: string }
  | { code: 'game.wrong-stage'; stage: Stage; action: string }
  | { code: 'game.bad-state'; detail: unknown };

/** The errors of a card game's turn: not this seat's turn, a card it does not hold, a card the rules refuse (`reason`). */
export type TurnError<Seat, Card, Reason> =
  | { code: 'game.not-your-turn'; seat: Seat; expected: Seat | null }
  | { code: 'game.card-not-in-hand'; seat: Seat; card: Card }
  | { code: 'game.illegal-card'; seat: Seat; card: Card; reason: Reason };

/** The part of a game state this module touches: the accepted actions and the events they produced. */
export interface Logged<A, Ev> {
  actions: A[];
  log: Ev[];
}

/** One step's outcome: the next state and the events this action produced. */
export interface Stepped<S, Ev> {
  state: S;
  events: Ev[];
}

/**
 * Applies a normalised `action` to a copy of `state`: `copy` makes the working copy, `dispatch` changes it in place
 * and pushes its events (or returns why the action is refused, leaving `state` as it was). With `owned`, `state`'s
 * `actions` and `log` belong to the caller's replay (made by an earlier step of it, never the caller's input) and are
 * appended to in place, so replaying n actions costs O(n) rather than O(n^2) copying.
 */
export function commitAction<S extends Logged<A, Ev>, A, Ev, E extends { code: string }>(
  state: S,
  action: NoInfer<A>,
  copy: (s: S) => S,
  dispatch: (s: S, a: A, events: Ev[]) => E | null,
  owned = false,
): Result<Stepped<S, Ev>, E> {
  const s = copy(state);
  const events: Ev[] = [];
  const e = dispatch(s, action, events);
  if (e) return err(e);
  if (owned) {
    s.actions.push(action);
    for (const ev of events) s.log.push(ev);
  } else {
    s.actions = state.actions.concat([action]);
    s.log = state.log.concat(events);
  }
  return ok({ state: s, events });
}

/** The state of a step's outcome: what `apply` returns for what `step` returns. */
export function stateOf<S, Ev, E extends { code: string }>(r: Result<Stepped<S, Ev>, E>): Result<S, E> {
  return r.ok ? ok(r.value.state) : r;
}

/** What a caught throw says in an error's detail: an Error's message, else the type of what was thrown. */
export function thrownDetail(x: unknown): string {
  return x instanceof Error ? x.message : typeof x;
}

/** Applies `actions` in order with `apply`; stops at the first refused one, its index added to the error. */
export function applyEach<S, E extends { code: string }>(
  state: S,
  actions: readonly unknown[],
  apply: (state: S, action: unknown, index: number) => Result<S, E>,
): Result<S, E & { index: number }> {
  let s = state;
  for (let i = 0; i < actions.length; i++) {
    const r = apply(s, actions[i], i);
    if (!r.ok) return err({ ...r.error, index: i });
    s = r.value;
  }
  return ok(s);
}

/** The error every engine gives for an action its state's stage does not take. */
export function wrongStage<St extends string, T extends string>(state: { stage: St }, action: { type: T }): { code: 'game.wrong-stage'; stage: St; action: T } {
  return { code: 'game.wrong-stage', stage: state.stage, action: action.type };
}

/** The error for a value that is not a state of the engine (a game's own `GameError` includes it). */
export type BadState = { code: 'game.bad-state'; detail: unknown };

/** What an engine's `step` is made of: the game's own check of a state, normalising of an action, copy and dispatch. */
export interface StepParts<S, A, Ev, E extends { code: string }> {
  /** Why `state` is not a state this engine made (an error value), or null; no check when left out. */
  check?: (state: unknown) => E | null;
  /** The action as the engine takes it, or why it is not one (may read the state). */
  normalise: (action: unknown, state: S) => Result<A, E>;
  copy: (s: S) => S;
  dispatch: (s: S, a: A, events: Ev[]) => E | null;
}

/**
 * Every engine's `step`: the state is checked (the game's `check`), the action normalised, then committed
 * (commitAction, with `owned` as there); whatever is thrown on the way (a state this engine did not make, such as
 * hand-edited JSON, or an engine bug) comes back as a `game.bad-state` value, never an exception.
 */
export function guardedStep<S extends Logged<A, Ev>, A, Ev, E extends { code: string }>(
  parts: StepParts<S, A, Ev, E>,
  state: unknown,
  action: unknown,
  owned = false,
): Result<Stepped<S, Ev>, E | BadState> {
  try {
    const bad = parts.check?.(state);
    if (bad) return err(bad);
    const s = state as S;
    const a = parts.normalise(action, s);
    if (!a.ok) return a;
    return commitAction(s, a.value, parts.copy, parts.dispatch, owned);
  } catch (x) {
    return err({ code: 'game.bad-state', detail: thrownDetail(x) });
  }
}

/**
 * An engine's `step` and `apply` from its parts: `step` is guardedStep (the next state and the events this action
 * produced, already appended to the state's `log`), `apply` the next state alone; both give an error value for an
 * action the engine refuses.
 */
export function engineSteps<S extends Logged<A, Ev>, A, Ev, E extends { code: string }>(parts: StepParts<S, A, Ev, E>) {
  const step = (state: unknown, action: unknown): Result<Stepped<S, Ev>, E | BadState> => guardedStep(parts, state, action);
  const apply = (state: unknown, action: unknown): Result<S, E | BadState> => stateOf(step(state, action));
  return { step, apply };
}

/** The plainest check of a state: an object of version 1 (`v: 1`), else `game.bad-state` ('not-a-state'). */
export function notVersion1(state: unknown): BadState | null {
  return state === null || typeof state !== 'object' || (state as { v?: unknown }).v !== 1 ? { code: 'game.bad-state', detail: 'not-a-state' } : null;
}
