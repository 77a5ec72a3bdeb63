/**
 * Handjass's slate machine, without a browser: path coverage with xstate/graph (every state and every guarded
 * transition reached and replayed), and the flows a table goes through (a refusal kept, the loser, undo back).
 */
import { describe, expect, it } from 'vitest';
import { fileText } from '../../../shared/slate/engine';
import { checkPathCoverage, replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';
import { checkSetup, enterResult, HANDJASS_SLATE, newSlate, type SlateState } from '../engine/slate';
import { slateMachine } from '../machines/slate';

const SETUP = { names: ['Anna', 'Beat'], firstDealer: 0, rules: { target: 5 } };
/** Anna 100, Beat 30: Anna takes the stroke, Beat a potato. */
const ANNA_WINS = { played: [true, true], points: [100, 30], weis: { seat: null, points: 0 }, stoeck: null };
const TOO_MANY = { played: [true, true], points: [150, 30], weis: { seat: null, points: 0 }, stoeck: null };

function slateAfter(n: number): SlateState {
  const setup = checkSetup(SETUP);
  if (!setup.ok) throw new Error('setup');
  let s = newSlate(setup.value);
  for (let i = 0; i < n; i++) {
    const r = enterResult(s, ANNA_WINS);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

const EVENTS: AnyEvent[] = [
  { type: 'loaded', slate: null },
  { type: 'loaded', slate: slateAfter(0), notice: 'slate.saved.elsewhere' },
  { type: 'loaded', slate: slateAfter(4) },
  { type: 'loaded', slate: slateAfter(5) },
  { type: 'start', setup: SETUP },
  { type: 'start', setup: { ...SETUP, names: ['Anna', 'anna'] } },
  { type: 'enter', entry: ANNA_WINS },
  { type: 'enter', entry: TOO_MANY },
  { type: 'undo' },
  { type: 'new' },
  { type: 'dismiss' },
  { type: 'import', text: fileText(HANDJASS_SLATE, slateAfter(0)) },
  { type: 'import', text: fileText(HANDJASS_SLATE, slateAfter(4)) },
  { type: 'import', text: fileText(HANDJASS_SLATE, slateAfter(5)) },
  { type: 'import', text: '{"format":"handjass-slate","v":9}' },
];

describe('the Handjass slate machine', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    const result = checkPathCoverage(slateMachine, { events: EVENTS });
    expect(result.states).toBe(4);
  });

  it('keeps a refused entry for correction and says why, names the loser, and undoes back into the game', () => {
    const base: AnyEvent[] = [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }];
    const refused = replay(slateMachine, undefined, [...base, { type: 'enter', entry: TOO_MANY }]);
    expect(refused.value).toBe('playing');
    expect(refused.context.refusal).toEqual({ code: 'slate.points-over', sum: 180, total: 157 });
    expect(refused.context.slate?.entries).toEqual([]);
    const five: AnyEvent[] = Array.from({ length: 5 }, () => ({ type: 'enter', entry: ANNA_WINS }));
    const over = replay(slateMachine, undefined, [...base, ...five]);
    expect(over.value).toBe('over');
    expect((over.context.slate as SlateState).loser).toBe(1);
    const back = replay(slateMachine, undefined, [...base, ...five, { type: 'undo' }]);
    expect(back.value).toBe('playing');
    expect(back.context.slate?.entries).toHaveLength(4);
  });
});
