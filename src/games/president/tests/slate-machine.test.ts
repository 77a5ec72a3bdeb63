/**
 * President's slate machine (the platform's, made from President's slate engine), without a browser: path coverage
 * with xstate/graph (every state and every guarded transition reached and replayed), and the flows a table goes
 * through: a refused order kept for correction, the last place left blank, the end at the target, undo, import.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkSetup, enterResult, newSlate, slateFile, type SlateState } from '../engine/slate';
import { slateMachine } from '../machines/slate';
import { checkPathCoverage, replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';

/** Three players to 3 points: the second deal Anna wins ends the game. */
const SETUP = { names: ['Anna', 'Bert', 'Cilli'], firstDealer: 2, rules: { target: 3 } };

function slateAfter(n: number): SlateState {
  const setup = checkSetup(SETUP);
  if (!setup.ok) throw new Error('setup');
  let s = newSlate(setup.value);
  for (let i = 0; i < n; i++) {
    const r = enterResult(s, { order: [0, 1, 2] });
    if (!r.ok) throw new Error('entry');
    s = r.value;
  }
  return s;
}

const enter = (order: (number | null)[]) => ({ type: 'enter' as const, entry: { order } });
const ev = (order: (number | null)[]) => enter(order) as AnyEvent;

const EVENTS: AnyEvent[] = [
  { type: 'loaded', slate: null },
  { type: 'loaded', slate: slateAfter(1), notice: 'slate.saved.elsewhere' },
  { type: 'loaded', slate: slateAfter(2) },
  { type: 'start', setup: SETUP },
  { type: 'start', setup: { ...SETUP, names: ['Anna', 'anna', 'Cilli'] } },
  // Cilli, in the last place, left blank: the slate puts her there.
  ev([0, 1, null]),
  ev([0, 0, 1]),
  { type: 'undo' },
  { type: 'new' },
  { type: 'dismiss' },
  { type: 'import', text: slateFile(slateAfter(1)) },
  { type: 'import', text: slateFile(slateAfter(2)) },
  { type: 'import', text: '{"format":"president-slate","v":7}' },
];

describe("President's slate machine", () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    const result = checkPathCoverage(slateMachine, { events: EVENTS });
    expect(result.states).toBe(4);
    expect(result.paths).toBeGreaterThan(10);
  });

  it('keeps a refused order for correction and says who is twice and who is missing', () => {
    const snap = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, ev([1, 1, null])]);
    expect(snap.value).toBe('playing');
    expect(snap.context.refusal).toEqual({ code: 'slate.order.duplicate', player: 1, places: [0, 1], missing: [0, 2] });
    expect(snap.context.slate?.entries).toEqual([]);
    const blank = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, ev([1, null, 2])]);
    expect(blank.context.refusal).toEqual({ code: 'slate.order.blank', place: 1 });
  });

  it('ends at the target, undoes back into the game, and from the first deal back to the setup with the names kept', () => {
    const actor = createActor(slateMachine).start();
    actor.send({ type: 'loaded', slate: null });
    actor.send({ type: 'start', setup: SETUP });
    actor.send(enter([0, 1]));
    expect(actor.getSnapshot().context.slate?.entries).toEqual([{ order: [0, 1, 2] }]);
    actor.send(enter([0, 2, 1]));
    expect(actor.getSnapshot().value).toBe('over');
    expect(actor.getSnapshot().context.slate?.winner).toBe(0);
    actor.send(enter([0, 1, 2]));
    expect(actor.getSnapshot().context.slate?.entries).toHaveLength(2);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().value).toBe('playing');
    actor.send({ type: 'undo' });
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().value).toBe('setup');
    expect(actor.getSnapshot().context.lastSetup?.names).toEqual(SETUP.names);
    actor.stop();
  });

  it('an invalid file changes nothing and says why', () => {
    const snap = replay(slateMachine, undefined, [{ type: 'loaded', slate: slateAfter(1) }, { type: 'import', text: 'nonsense' }]);
    expect(snap.value).toBe('playing');
    expect(snap.context.slate).toEqual(slateAfter(1));
    expect(snap.context.refusal).toEqual({ code: 'slate-file.not-json' });
  });
});
