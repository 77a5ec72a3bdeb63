/**
 * Stopp's slate machine, without a browser: path coverage with xstate/graph (every state and every guarded transition
 * reached and replayed), and the flows a table goes through (a refusal kept, the end of the game, undo back into it).
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../shared/slate/testing/pathCoverage';
import { checkSlateMachine, sitDown, slateAfter as after, slateEvents } from '../../../shared/slate/testing/slateMachine';
import { STOPP_SLATE, type SlateState } from '../engine/slate';
import { slateMachine } from '../machines/slate';

const SETUP = { names: ['Anna', 'Bert', 'Cilli'], capital: [10, 2, 1], firstDealer: 2 };
/** Anna goes out; Bert and Cilli hold more cards than they can pay for and drop out: the game is over. */
const ANNA_OUT = { held: [0, 3, 3], lastOut: null };

const slateAfter = (n: number): SlateState => after(STOPP_SLATE, SETUP, Array.from({ length: n }, () => ANNA_OUT));

const EVENTS = slateEvents(STOPP_SLATE, {
  loaded: [slateAfter(0), slateAfter(1)],
  setup: SETUP,
  badSetup: { ...SETUP, names: ['Anna', 'anna', 'Cilli'] },
  // Then Bert pays one of his two: the game goes on.
  enter: [ANNA_OUT, { held: [0, 1, 0], lastOut: null }, { held: [1, 2, 3], lastOut: null }],
  imports: [slateAfter(0), slateAfter(1)],
});

describe('the Stopp slate machine', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    checkSlateMachine(slateMachine, EVENTS);
  });

  it('keeps a refused entry for correction and says why, then ends the game and undoes back into it', () => {
    const refused = replay(slateMachine, undefined, [...sitDown(SETUP), { type: 'enter', entry: { held: [1, 2, 3], lastOut: null } }]);
    expect(refused.value).toBe('playing');
    expect(refused.context.refusal).toEqual({ code: 'slate.nobody-out' });
    expect(refused.context.slate?.entries).toEqual([]);
    const over = replay(slateMachine, undefined, [...sitDown(SETUP), { type: 'enter', entry: ANNA_OUT }]);
    expect(over.value).toBe('over');
    expect(over.context.slate?.winner).toEqual({ seat: 0, pot: 3 });
    const back = replay(slateMachine, undefined, [...sitDown(SETUP), { type: 'enter', entry: ANNA_OUT }, { type: 'undo' }]);
    expect(back.value).toBe('playing');
    expect(back.context.slate?.entries).toEqual([]);
  });
});
