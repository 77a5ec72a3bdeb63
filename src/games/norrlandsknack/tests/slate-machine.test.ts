/**
 * The Norrlandsknack slate machine, without a browser: path coverage with xstate/graph (every state and every guarded
 * transition reached and replayed), and the flows a table goes through (a refusal kept, the end, undo back into it).
 */
import { describe, expect, it } from 'vitest';
import { replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';
import { checkSlateMachine, slateAfter as after, slateEvents } from '../../../shared/slate/testing/slateMachine';
import { NK_SLATE, type NkSlateState } from '../engine/slate';
import { slateMachine } from '../machines/slate';

const SETUP = { names: ['Anna', 'Bert', 'Cilla'], firstDealer: 2, rules: { unopposed_knock_tricks: 5 } };
/** Deal 1: Anna knocks and takes all five tricks (10 -> 5). */
const FIRST = { calls: ['knock', null, null], tricks: [5, 0, 0], breaches: [] };
/** Deal 2: Bert knocks, the others fold: Bert is credited five tricks. Deal 3: Cilla knocks, all fold: she goes to 5. */
const ALONE = [
  { calls: ['fold', 'knock', 'fold'], tricks: [null, 5, null], breaches: [] },
  { calls: ['fold', 'fold', 'knock'], tricks: [null, null, 5], breaches: [] },
];
/** Deal 4: Anna knocks and takes all five: she reaches 0 and wins. */
const WIN = { calls: ['knock', 'fold', 'fold'], tricks: [5, null, null], breaches: [] };

const slateAfter = (n: number): NkSlateState => after(NK_SLATE, SETUP, [FIRST, ...ALONE, WIN].slice(0, n));

const EVENTS = slateEvents(NK_SLATE, {
  loaded: [slateAfter(0), slateAfter(3), slateAfter(4)],
  setup: SETUP,
  badSetup: { ...SETUP, names: ['Anna', 'anna', 'Cilla'] },
  enter: [WIN, { calls: ['knock', 'knock', null], tricks: [5, 0, 0], breaches: [] }],
  imports: [slateAfter(0), slateAfter(4)],
});

describe('the Norrlandsknack slate machine', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    checkSlateMachine(slateMachine, EVENTS);
  });

  it('keeps a refused entry for correction and says why, then ends the game and undoes back into it', () => {
    const start = [{ type: 'loaded', slate: slateAfter(3) }] as AnyEvent[];
    const refused = replay(slateMachine, undefined, [...start, { type: 'enter', entry: { calls: ['knock', 'knock', 'fold'], tricks: [5, 0, null], breaches: [] } }]);
    expect(refused.value).toBe('playing');
    expect(refused.context.refusal).toEqual({ code: 'nk.two-knockers', seats: [0, 1] });
    const over = replay(slateMachine, undefined, [...start, { type: 'enter', entry: WIN }]);
    expect(over.value).toBe('over');
    expect(over.context.slate?.winners).toEqual([0]);
    const back = replay(slateMachine, undefined, [...start, { type: 'enter', entry: WIN }, { type: 'undo' }]);
    expect(back.value).toBe('playing');
    expect(back.context.slate?.entries).toHaveLength(3);
  });
});
