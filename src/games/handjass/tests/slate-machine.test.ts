/**
 * Handjass's slate machine, without a browser: path coverage with xstate/graph (every state and every guarded
 * transition reached and replayed), and the flows a table goes through (a refusal kept, the loser, undo back).
 */
import { describe, expect, it } from 'vitest';
import { replay, type AnyEvent } from '../../../shared/slate/testing/pathCoverage';
import { checkSlateMachine, sitDown, slateAfter as after, slateEvents } from '../../../shared/slate/testing/slateMachine';
import { HANDJASS_SLATE, type SlateState } from '../engine/slate';
import { slateMachine } from '../machines/slate';

const SETUP = { names: ['Anna', 'Beat'], firstDealer: 0, rules: { target: 5 } };
/** Anna 100, Beat 30: Anna takes the stroke, Beat a potato. */
const ANNA_WINS = { played: [true, true], points: [100, 30], weis: { seat: null, points: 0 }, stoeck: null };
const TOO_MANY = { played: [true, true], points: [150, 30], weis: { seat: null, points: 0 }, stoeck: null };

const slateAfter = (n: number): SlateState => after(HANDJASS_SLATE, SETUP, Array.from({ length: n }, () => ANNA_WINS));

const EVENTS = slateEvents(HANDJASS_SLATE, {
  loaded: [slateAfter(0), slateAfter(4), slateAfter(5)],
  setup: SETUP,
  badSetup: { ...SETUP, names: ['Anna', 'anna'] },
  enter: [ANNA_WINS, TOO_MANY],
  imports: [slateAfter(0), slateAfter(4), slateAfter(5)],
});

describe('the Handjass slate machine', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    checkSlateMachine(slateMachine, EVENTS);
  });

  it('keeps a refused entry for correction and says why, names the loser, and undoes back into the game', () => {
    const base = sitDown(SETUP);
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
