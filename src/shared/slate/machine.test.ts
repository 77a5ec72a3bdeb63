/**
 * The platform's slate machine, without a browser, on a toy game: path coverage with xstate/graph (every state and
 * every guarded transition reached and replayed), and the flows every slate goes through.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createSlateMachine, type SlateEvent } from './machine';
import { enterEntry, fileText } from './engine';
import { checkPathCoverage, replay, type AnyEvent } from './testing/pathCoverage';
import { TOY_SETUP, TOY_SLATE, type ToyState } from './testing/toy';

const machine = createSlateMachine(TOY_SLATE);

function after(...entries: number[][]): ToyState {
  let s = TOY_SLATE.newSlate(TOY_SETUP);
  for (const points of entries) {
    const r = enterEntry(TOY_SLATE, s, { points });
    if (!r.ok) throw new Error('entry');
    s = r.value;
  }
  return s;
}
const enter = (...points: (string | number)[]): AnyEvent => ({ type: 'enter', entry: { points } });

const EVENTS: AnyEvent[] = [
  { type: 'loaded', slate: null },
  { type: 'loaded', slate: after([1, 1, 1]), notice: 'slate.saved.elsewhere' },
  { type: 'loaded', slate: after([10, 0, 0]) },
  { type: 'start', setup: TOY_SETUP },
  { type: 'start', setup: { ...TOY_SETUP, names: ['Anna'] } },
  enter(5, 0, 0),
  enter(30, 0, 0),
  { type: 'undo' },
  { type: 'new' },
  { type: 'dismiss' },
  { type: 'import', text: fileText(TOY_SLATE, after([2, 2, 2])) },
  { type: 'import', text: fileText(TOY_SLATE, after([10, 0, 0])) },
  { type: 'import', text: '{"format":"toy-slate","v":7}' },
  { type: 'import', text: '', tooBig: true },
];

describe('the slate machine of the platform', () => {
  it('reaches every state and takes every transition (xstate/graph)', { timeout: 120_000 }, () => {
    const result = checkPathCoverage(machine, { events: EVENTS });
    expect(result.states).toBe(4);
    expect(result.paths).toBeGreaterThan(10);
  });

  it('keeps a refused entry out of the slate and says why; the next accepted entry clears it', () => {
    const snap = replay(machine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: TOY_SETUP }, enter(15, 6, 0)]);
    expect(snap.value).toBe('playing');
    expect(snap.context.refusal).toEqual({ code: 'toy.too-many-points', sum: 21, max: 20 });
    expect(snap.context.slate?.entries).toEqual([]);
    const fixed = replay(machine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: TOY_SETUP }, enter(15, 6, 0), enter('4', '', 6)]);
    expect(fixed.context.refusal).toBeNull();
    expect(fixed.context.slate?.totals).toEqual([4, 0, 6]);
  });

  it('a refused setup stays at the setup with the reason', () => {
    const snap = replay(machine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: { ...TOY_SETUP, target: 0 } }]);
    expect(snap.value).toBe('setup');
    expect(snap.context.refusal).toEqual({ code: 'slate.bad-setup', field: 'target' });
  });

  it('ends the game, undoes back into it any number of times, and from the first entry back to the setup with the names kept', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'loaded', slate: null, notice: 'slate.saved.discarded' });
    expect(actor.getSnapshot().context.notice).toBe('slate.saved.discarded');
    actor.send({ type: 'start', setup: TOY_SETUP });
    expect(actor.getSnapshot().context.notice).toBeNull();
    for (let i = 0; i < 3; i++) actor.send({ type: 'enter', entry: { points: [4, 0, 0] } } as SlateEvent<ToyState>);
    expect(actor.getSnapshot().value).toBe('over');
    actor.send({ type: 'enter', entry: { points: [0, 0, 0] } } as SlateEvent<ToyState>);
    expect(actor.getSnapshot().context.slate?.entries).toHaveLength(3);
    for (let i = 0; i < 3; i++) actor.send({ type: 'undo' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.slate?.entries).toEqual([]);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().value).toBe('setup');
    expect(actor.getSnapshot().context.lastSetup).toEqual(TOY_SETUP);
    actor.stop();
  });

  it('an invalid or too big file changes nothing and says why; a valid one replaces the slate with a notice', () => {
    const two = after([2, 2, 2]);
    let snap = replay(machine, undefined, [{ type: 'loaded', slate: two }, { type: 'import', text: 'nonsense' }]);
    expect(snap.context.slate).toEqual(two);
    expect(snap.context.refusal).toEqual({ code: 'slate-file.not-json' });
    snap = replay(machine, undefined, [{ type: 'loaded', slate: two }, { type: 'import', text: '', tooBig: true }]);
    expect(snap.context.slate).toEqual(two);
    expect(snap.context.refusal).toEqual({ code: 'slate-file.too-big' });
    snap = replay(machine, undefined, [{ type: 'loaded', slate: null }, { type: 'import', text: fileText(TOY_SLATE, two) }]);
    expect(snap.value).toBe('playing');
    expect(snap.context.slate).toEqual(two);
    expect(snap.context.notice).toBe('slate.imported');
  });

  it('follows a slate saved in another tab, whatever state it is in', () => {
    const snap = replay(machine, undefined, [{ type: 'loaded', slate: null }, { type: 'start', setup: TOY_SETUP }, { type: 'loaded', slate: after([10, 0, 0]), notice: 'slate.saved.elsewhere' }]);
    expect(snap.value).toBe('over');
    expect(snap.context.notice).toBe('slate.saved.elsewhere');
  });
});
