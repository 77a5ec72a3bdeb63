/**
 * President's slate machine (the platform's, made from President's slate engine), without a browser: path coverage
 * with xstate/graph (every state and every guarded transition reached and replayed), and the flows a table goes
 * through: a refused order kept for correction, the last place left blank, the end at the target, undo, import.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PRESIDENT_SLATE, type SlateState } from '../engine/slate';
import { slateMachine } from '../machines/slate';
import { replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';
import { checkSlateMachine, sitDown, slateAfter as after, slateEvents } from '../../../shared/slate/testing/slateMachine';

/** Three players to 3 points: the second deal Anna wins ends the game. */
const SETUP = { names: ['Anna', 'Bert', 'Cilli'], firstDealer: 2, rules: { target: 3 } };

const slateAfter = (n: number): SlateState => after(PRESIDENT_SLATE, SETUP, Array.from({ length: n }, () => ({ order: [0, 1, 2] })));

const enter = (order: (number | null)[]) => ({ type: 'enter' as const, entry: { order } });
const ev = (order: (number | null)[]) => enter(order) as AnyEvent;

const EVENTS = slateEvents(PRESIDENT_SLATE, {
  loaded: [slateAfter(1), slateAfter(2)],
  setup: SETUP,
  badSetup: { ...SETUP, names: ['Anna', 'anna', 'Cilli'] },
  // First Cilli, in the last place, left blank: the slate puts her there.
  enter: [{ order: [0, 1, null] }, { order: [0, 0, 1] }],
  imports: [slateAfter(1), slateAfter(2)],
});

describe("President's slate machine", () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    expect(checkSlateMachine(slateMachine, EVENTS).paths).toBeGreaterThan(10);
  });

  it('keeps a refused order for correction and says who is twice and who is missing', () => {
    const snap = replay(slateMachine, undefined, [...sitDown(SETUP), ev([1, 1, null])]);
    expect(snap.value).toBe('playing');
    expect(snap.context.refusal).toEqual({ code: 'slate.order.duplicate', player: 1, places: [0, 1], missing: [0, 2] });
    expect(snap.context.slate?.entries).toEqual([]);
    const blank = replay(slateMachine, undefined, [...sitDown(SETUP), ev([1, null, 2])]);
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
