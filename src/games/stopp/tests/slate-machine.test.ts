/**
 * Stopp's slate machine, without a browser: path coverage with xstate/graph (every state and every guarded transition
 * reached and replayed), and the flows a table goes through (a refusal kept, the end of the game, undo back into it).
 */
import { describe, expect, it } from 'vitest';
import { fileText } from '../../../shared/slate/engine';
import { checkPathCoverage, replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';
import { checkSetup, enterResult, newSlate, STOPP_SLATE, type SlateState } from '../engine/slate';
import { slateMachine } from '../machines/slate';

const SETUP = { names: ['Anna', 'Bert', 'Cilli'], capital: [10, 2, 1], firstDealer: 2 };
/** Anna goes out; Bert and Cilli hold more cards than they can pay for and drop out: the game is over. */
const ANNA_OUT = { held: [0, 3, 3], lastOut: null };

function slateAfter(n: number): SlateState {
  const setup = checkSetup(SETUP);
  if (!setup.ok) throw new Error('setup');
  let s = newSlate(setup.value);
  for (let i = 0; i < n; i++) {
    const r = enterResult(s, ANNA_OUT);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

const EVENTS: AnyEvent[] = [
  { type: 'loaded', slate: null },
  { type: 'loaded', slate: slateAfter(0), notice: 'slate.saved.elsewhere' },
  { type: 'loaded', slate: slateAfter(1) },
  { type: 'start', setup: SETUP },
  { type: 'start', setup: { ...SETUP, names: ['Anna', 'anna', 'Cilli'] } },
  { type: 'enter', entry: ANNA_OUT },
  // Bert pays one of his two: the game goes on.
  { type: 'enter', entry: { held: [0, 1, 0], lastOut: null } },
  { type: 'enter', entry: { held: [1, 2, 3], lastOut: null } },
  { type: 'undo' },
  { type: 'new' },
  { type: 'dismiss' },
  { type: 'import', text: fileText(STOPP_SLATE, slateAfter(0)) },
  { type: 'import', text: fileText(STOPP_SLATE, slateAfter(1)) },
  { type: 'import', text: '{"format":"stopp-slate","v":9}' },
];

describe('the Stopp slate machine', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    const result = checkPathCoverage(slateMachine, { events: EVENTS });
    expect(result.states).toBe(4);
  });

  it('keeps a refused entry for correction and says why, then ends the game and undoes back into it', () => {
    const refused = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, { type: 'enter', entry: { held: [1, 2, 3], lastOut: null } }]);
    expect(refused.value).toBe('playing');
    expect(refused.context.refusal).toEqual({ code: 'slate.nobody-out' });
    expect(refused.context.slate?.entries).toEqual([]);
    const over = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, { type: 'enter', entry: ANNA_OUT }]);
    expect(over.value).toBe('over');
    expect(over.context.slate?.winner).toEqual({ seat: 0, pot: 3 });
    const back = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, { type: 'enter', entry: ANNA_OUT }, { type: 'undo' }]);
    expect(back.value).toBe('playing');
    expect(back.context.slate?.entries).toEqual([]);
  });
});
