/**
 * Bugami's slate machine without a browser: every state and every guarded transition reached and replayed
 * (xstate/graph), and the flows a table goes through: a refusal kept for correction, the end of the game, undo.
 */
import { describe, expect, it } from 'vitest';
import { replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';
import { checkSlateMachine, sitDown, slateAfter as after, slateEvents } from '../../../shared/slate/testing/slateMachine';
import { BUGAMI_SLATE, type SlateState, type TypedDeal } from '../engine/slate';
import { slateMachine } from '../machines/slate';

const SETUP = { names: ['Anna', 'Ben', 'Carla'], firstDealer: 0, rules: { target: 100 } };
/** Three players: 17 tricks, one card set aside. Anna clean with 6 tricks: 120, the game is over. */
const ANNA_WINS: TypedDeal = { bids: ['S', 'H', 'D'], tricks: [6, 6, null], bad: [0, 1, 13], last: 2 };
const SMALL: TypedDeal = { bids: ['S', 'H', 'D'], tricks: [1, 1, null], bad: [1, 1, 13], last: 2 };

/** The slate after these deals (the blank tricks filled in as the form's are). */
const slateAfter = (deals: TypedDeal[]): SlateState => after(BUGAMI_SLATE, SETUP, deals);

const enter = (entry: unknown): AnyEvent => ({ type: 'enter', entry });

const EVENTS = slateEvents(BUGAMI_SLATE, {
  loaded: [slateAfter([SMALL]), slateAfter([ANNA_WINS])],
  setup: SETUP,
  badSetup: { ...SETUP, names: ['Anna', 'Ben'] },
  // The last: more tricks than were played.
  enter: [SMALL, ANNA_WINS, { ...SMALL, tricks: [10, 10, 0] }],
  imports: [slateAfter([SMALL]), slateAfter([ANNA_WINS])],
});

describe('the Bugami slate machine', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    checkSlateMachine(slateMachine, EVENTS);
  });

  it('keeps a refused deal for correction and says why, then scores the corrected one', () => {
    const start = sitDown(SETUP);
    const snap = replay(slateMachine, undefined, [...start, enter({ ...SMALL, bids: ['NULL', 'H', 'D'], nullKept: [true, null, null] })]);
    expect(snap.value).toBe('playing');
    expect(snap.context.refusal).toEqual({ code: 'slate.null-kept-with-tricks', seat: 0, tricks: 1 });
    expect(snap.context.slate?.entries).toEqual([]);
    const fixed = replay(slateMachine, undefined, [...start, enter({ ...SMALL, bids: ['NULL', 'H', 'D'], nullKept: [true, null, null] }), enter({ ...SMALL, bids: ['NULL', 'H', 'D'], nullKept: [false, null, null] })]);
    expect(fixed.context.refusal).toBeNull();
    expect(fixed.context.slate?.totals).toEqual([0, 10, 11]);
  });

  it('ends the game at the target, and undo takes the last deal back', () => {
    const over = replay(slateMachine, undefined, [...sitDown(SETUP), enter(ANNA_WINS)]);
    expect(over.value).toBe('over');
    expect(over.context.slate?.winners).toEqual([0]);
    const back = replay(slateMachine, undefined, [...sitDown(SETUP), enter(ANNA_WINS), { type: 'undo' }, { type: 'undo' }]);
    expect(back.value).toBe('setup');
    expect(back.context.lastSetup?.names).toEqual(['Anna', 'Ben', 'Carla']);
  });
});
