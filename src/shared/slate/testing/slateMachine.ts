/**
 * Test helpers for a game's slate machine (made with `createSlateMachine`): a slate after some entries, the events
 * every slate's path coverage needs (loads, a good and a refused setup, entries, undo, new, dismiss, imports and a
 * file of a newer version), the check that path coverage reaches the four states, and the events of a table that
 * has just sat down.
 */
import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { enterTyped, fileText, type AnySlateGame, type SlateBase, type SlateGame } from '../engine';
import { checkPathCoverage, type AnyEvent } from './pathCoverage';

/** The slate of `setup` after `entries` (each as the form types it); throws on a refused setup or entry. */
export function slateAfter<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(game: SlateGame<Setup, Entry, State, E>, setup: unknown, entries: readonly unknown[]): State {
  const checked = game.checkSetup(setup);
  if (!checked.ok) throw new Error(`setup: ${JSON.stringify(checked.error)}`);
  let s = game.newSlate(checked.value);
  for (const e of entries) {
    const r = enterTyped(game, s, e);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

/**
 * The events for a slate machine's path coverage: no slate loaded, then each of `loaded` (the first as saved in
 * another tab), the setup and a refused one, each entry of `enter`, undo, new, dismiss, each of `imports` as a file
 * and a file of a version this page does not know.
 */
export function slateEvents(game: AnySlateGame, o: { loaded: readonly SlateBase[]; setup: unknown; badSetup: unknown; enter: readonly unknown[]; imports: readonly SlateBase[] }): AnyEvent[] {
  const [first, ...rest] = o.loaded;
  return [
    { type: 'loaded', slate: null },
    ...(first === undefined ? [] : [{ type: 'loaded', slate: first, notice: 'slate.saved.elsewhere' }]),
    ...rest.map((slate) => ({ type: 'loaded', slate })),
    { type: 'start', setup: o.setup },
    { type: 'start', setup: o.badSetup },
    ...o.enter.map((entry) => ({ type: 'enter', entry })),
    { type: 'undo' },
    { type: 'new' },
    { type: 'dismiss' },
    ...o.imports.map((slate) => ({ type: 'import', text: fileText(game, slate) })),
    { type: 'import', text: JSON.stringify({ format: game.format, v: game.version + 7 }) },
  ];
}

/** Path coverage of a slate machine (xstate/graph): every state and every guarded transition reached and replayed. */
export function checkSlateMachine(machine: AnyStateMachine, events: readonly AnyEvent[]) {
  const result = checkPathCoverage(machine, { events });
  expect(result.states).toBe(4);
  return result;
}

/** A table that has just sat down: nothing saved, then the setup. */
export const sitDown = (setup: unknown): AnyEvent[] => [
  { type: 'loaded', slate: null },
  { type: 'start', setup },
];
