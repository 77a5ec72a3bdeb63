/**
 * The table slate's machine, without a browser: path coverage with xstate/graph (every state and every guarded
 * transition reached and replayed), and the flows a table goes through (refusal kept for correction, undo, import).
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkSetup, enterResult, newSlate, slateFile, type SlateState } from '../engine/slate';
import { slateMachine, type SlateEvent } from '../machines/slate';
import { checkPathCoverage, replay, type AnyEvent } from './scoring-machine-coverage';

const SETUP = { names: ['Anna', 'Bert', 'Cilli', 'Dora'], firstDealer: 0, rules: { VP22: 1 }, stake: 1 };
/** Anna takes the most points: four of these shut her out, which ends a one-game rubber. */
const ANNA_MOST = { points: [50, 20, 30, 40], tricks: [3, 2, 2, 2], march: null };

function slateAfter(n: number): SlateState {
  const setup = checkSetup(SETUP);
  if (!setup.ok) throw new Error('setup');
  let s = newSlate(setup.value);
  for (let i = 0; i < n; i++) {
    const r = enterResult(s, ANNA_MOST);
    if (!r.ok) throw new Error('entry');
    s = r.value;
  }
  return s;
}

const enter = (points: (number | null)[], tricks: (number | null)[], march: 0 | 1 | 2 | 3 | null = null): SlateEvent => ({ type: 'enter', entry: { points, tricks, march } });

const EVENTS: AnyEvent[] = [
  { type: 'loaded', slate: null },
  { type: 'loaded', slate: slateAfter(1), notice: 'slate.saved.elsewhere' },
  { type: 'loaded', slate: slateAfter(4) },
  { type: 'start', setup: SETUP },
  { type: 'start', setup: { ...SETUP, names: ['Anna'] } },
  // A table sitting down in Butzen with three players still in, and one whose standing cannot happen.
  { type: 'start', setup: { ...SETUP, start: { game: 1, frame: [0, 0, 0, 0], phase: 2, active: [0, 1, 2], slate: [2, 1, 1, 0] } } },
  { type: 'start', setup: { ...SETUP, start: { game: 1, frame: [0, 0, 0, 0], phase: 2, active: [0, 1, 2], slate: [1, 1, 1, 0] } } },
  // Anna's points left blank: the slate computes them.
  enter([null, 20, 30, 40], [3, 2, 2, null]) as AnyEvent,
  enter([50, 20, 30, 39], [3, 2, 2, 2]) as AnyEvent,
  { type: 'undo' },
  { type: 'new' },
  { type: 'dismiss' },
  { type: 'import', text: slateFile(slateAfter(2)) },
  { type: 'import', text: slateFile(slateAfter(4)) },
  { type: 'import', text: '{"format":"hindersche-slate","v":7}' },
];

describe('the slate machine', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    const result = checkPathCoverage(slateMachine, { events: EVENTS });
    expect(result.states).toBe(4);
    expect(result.paths).toBeGreaterThan(20);
  });

  it('keeps a refused entry for correction and says why', () => {
    const snap = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, enter([50, 20, 30, 39], [3, 2, 2, 2]) as AnyEvent]);
    expect(snap.value).toBe('playing');
    expect(snap.context.refusal).toEqual({ code: 'deal.points-sum', sum: 139, expected: 140 });
    expect(snap.context.slate?.entries).toEqual([]);
    const fixed = replay(slateMachine, undefined, [
      { type: 'loaded', slate: null },
      { type: 'start', setup: SETUP },
      enter([50, 20, 30, 39], [3, 2, 2, 2]) as AnyEvent,
      enter([50, 20, 30, 40], [3, 2, 2, 2]) as AnyEvent,
    ]);
    expect(fixed.context.refusal).toBeNull();
    expect(fixed.context.slate?.slate).toEqual([1, 0, 0, 0]);
  });

  it('refuses a wrongly claimed march', () => {
    const snap = replay(slateMachine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: SETUP }, enter([50, 20, 30, 40], [3, 2, 2, 2], 1) as AnyEvent]);
    expect(snap.context.refusal).toEqual({ code: 'slate.march-claim-wrong', claimed: 1, actual: null });
  });

  it('ends the rubber, undoes back into it, and from the first deal back to the setup with the names kept', () => {
    const actor = createActor(slateMachine).start();
    actor.send({ type: 'loaded', slate: null });
    actor.send({ type: 'start', setup: SETUP });
    for (let i = 0; i < 4; i++) actor.send(enter([50, 20, 30, 40], [3, 2, 2, 2]));
    expect(actor.getSnapshot().value).toBe('over');
    expect(actor.getSnapshot().context.slate?.settlement).toEqual([-6, 2, 2, 2]);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().value).toBe('playing');
    for (let i = 0; i < 3; i++) actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.slate?.entries).toEqual([]);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().value).toBe('setup');
    expect(actor.getSnapshot().context.lastSetup?.names).toEqual(SETUP.names);
    actor.stop();
  });

  it('an invalid file changes nothing and says why', () => {
    const snap = replay(slateMachine, undefined, [{ type: 'loaded', slate: slateAfter(2) }, { type: 'import', text: 'nonsense' }]);
    expect(snap.value).toBe('playing');
    expect(snap.context.slate).toEqual(slateAfter(2));
    expect(snap.context.refusal).toEqual({ code: 'slate-file.not-json' });
  });

  it('starts in the middle of a rubber, refuses an impossible standing and keeps it for correction, undoes back to it', () => {
    const standing = { game: 1, frame: [0, 0, 0, 0], phase: 2, active: [0, 1, 2], slate: [1, 1, 1, 0] };
    const actor = createActor(slateMachine).start();
    actor.send({ type: 'loaded', slate: null });
    actor.send({ type: 'start', setup: { ...SETUP, start: standing } });
    expect(actor.getSnapshot().value).toBe('setup');
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'slate.start.too-few-marks', marks: 3, players: 3, min: 4 });
    actor.send({ type: 'start', setup: { ...SETUP, start: { ...standing, slate: [2, 1, 1, 0] } } });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(actor.getSnapshot().context.slate?.active).toEqual([0, 1, 2]);
    // Three players: every player's points are needed (cards are out of play); Bert erases his last mark and is out.
    actor.send(enter([50, 10, 60, 0], [4, 1, 4, 0]));
    expect(actor.getSnapshot().context.slate?.slate).toEqual([2, 0, 2, 0]);
    actor.send({ type: 'undo' });
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().value).toBe('setup');
    expect(actor.getSnapshot().context.lastSetup?.start).toEqual({ ...standing, slate: [2, 1, 1, 0] });
    actor.stop();
  });
});
