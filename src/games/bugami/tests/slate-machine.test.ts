/**
 * Bugami's slate machine without a browser: every state and every guarded transition reached and replayed
 * (xstate/graph), and the flows a table goes through: a refusal kept for correction, the end of the game, undo.
 */
import { describe, expect, it } from 'vitest';
import { checkPathCoverage, replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';
import { checkSetup, enterDeal, newSlate, slateFile, type SlateState, type TypedDeal } from '../engine/slate';
import { slateMachine } from '../machines/slate';

const SETUP = { names: ['Anna', 'Ben', 'Carla'], firstDealer: 0, rules: { target: 100 } };
/** Three players: 17 tricks, one card set aside. Anna clean with 6 tricks: 120, the game is over. */
const ANNA_WINS: TypedDeal = { bids: ['S', 'H', 'D'], tricks: [6, 6, null], bad: [0, 1, 13], last: 2 };
const SMALL: TypedDeal = { bids: ['S', 'H', 'D'], tricks: [1, 1, null], bad: [1, 1, 13], last: 2 };

function slateAfter(deals: TypedDeal[]): SlateState {
  const setup = checkSetup(SETUP);
  if (!setup.ok) throw new Error('setup');
  let s = newSlate(setup.value);
  for (const d of deals) {
    const r = enterDeal(s, { ...d, tricks: d.tricks.map((t, i) => t ?? 17 - d.tricks.reduce<number>((a, x, j) => a + (j === i ? 0 : (x ?? 0)), 0)), bad: d.bad.map((b) => b ?? 0) });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

const enter = (entry: unknown): AnyEvent => ({ type: 'enter', entry });

const EVENTS: AnyEvent[] = [
  { type: 'loaded', slate: null },
  { type: 'loaded', slate: slateAfter([SMALL]), notice: 'slate.saved.elsewhere' },
  { type: 'loaded', slate: slateAfter([ANNA_WINS]) },
  { type: 'start', setup: SETUP },
  { type: 'start', setup: { ...SETUP, names: ['Anna', 'Ben'] } },
  enter(SMALL),
  enter(ANNA_WINS),
  // More tricks than were played.
  enter({ ...SMALL, tricks: [10, 10, 0] }),
  { type: 'undo' },
  { type: 'new' },
  { type: 'dismiss' },
  { type: 'import', text: slateFile(slateAfter([SMALL])) },
  { type: 'import', text: slateFile(slateAfter([ANNA_WINS])) },
  { type: 'import', text: '{"format":"bugami-slate","v":7}' },
];

describe('the Bugami slate machine', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    const result = checkPathCoverage(slateMachine, { events: EVENTS });
    expect(result.states).toBe(4);
  });

  it('keeps a refused deal for correction and says why, then scores the corrected one', () => {
    const start: AnyEvent[] = [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }];
    const snap = replay(slateMachine, undefined, [...start, enter({ ...SMALL, bids: ['NULL', 'H', 'D'], nullKept: [true, null, null] })]);
    expect(snap.value).toBe('playing');
    expect(snap.context.refusal).toEqual({ code: 'slate.null-kept-with-tricks', seat: 0, tricks: 1 });
    expect(snap.context.slate?.entries).toEqual([]);
    const fixed = replay(slateMachine, undefined, [...start, enter({ ...SMALL, bids: ['NULL', 'H', 'D'], nullKept: [true, null, null] }), enter({ ...SMALL, bids: ['NULL', 'H', 'D'], nullKept: [false, null, null] })]);
    expect(fixed.context.refusal).toBeNull();
    expect(fixed.context.slate?.totals).toEqual([0, 10, 11]);
  });

  it('ends the game at the target, and undo takes the last deal back', () => {
    const over = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, enter(ANNA_WINS)]);
    expect(over.value).toBe('over');
    expect(over.context.slate?.winners).toEqual([0]);
    const back = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, enter(ANNA_WINS), { type: 'undo' }, { type: 'undo' }]);
    expect(back.value).toBe('setup');
    expect(back.context.lastSetup?.names).toEqual(['Anna', 'Ben', 'Carla']);
  });
});
