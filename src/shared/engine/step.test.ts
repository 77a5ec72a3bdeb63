import { describe, expect, it } from 'vitest';
import { err, ok } from '../result';
import { applyEach, commitAction, stateOf, thrownDetail, wrongStage } from './step';

interface Counter {
  total: number;
  actions: number[];
  log: string[];
}

const copy = (s: Counter): Counter => ({ ...s });
const dispatch = (s: Counter, a: number, ev: string[]) => {
  if (a < 0) return { code: 'negative' };
  s.total += a;
  ev.push(`added ${a}`);
  return null;
};
const apply = (s: Counter, a: unknown) => stateOf(typeof a === 'number' ? commitAction(s, a, copy, dispatch) : err({ code: 'not-a-number' }));

describe('the shared step', () => {
  const start: Counter = { total: 0, actions: [], log: [] };

  it('appends the action and its events to a copy, leaving the input unchanged', () => {
    const r = commitAction(start, 2, copy, dispatch);
    expect(r).toEqual(ok({ state: { total: 2, actions: [2], log: ['added 2'] }, events: ['added 2'] }));
    expect(start).toEqual({ total: 0, actions: [], log: [] });
    expect(commitAction(start, -1, copy, dispatch)).toEqual(err({ code: 'negative' }));
  });

  it('appends in place to a state the replay owns', () => {
    const owned: Counter = { total: 0, actions: [], log: [] };
    const r = commitAction(owned, 3, copy, dispatch, true);
    expect(r.ok && r.value.state.actions).toBe(owned.actions);
    expect(owned.actions).toEqual([3]);
  });

  it('applies a list and names the first refused action', () => {
    expect(applyEach(start, [1, 2, 3], apply)).toEqual(ok({ total: 6, actions: [1, 2, 3], log: ['added 1', 'added 2', 'added 3'] }));
    expect(applyEach(start, [1, -2, 3], apply)).toEqual(err({ code: 'negative', index: 1 }));
  });

  it('says what was thrown', () => {
    expect(thrownDetail(new Error('boom'))).toBe('boom');
    expect(thrownDetail('x')).toBe('string');
  });

  it('names the stage that does not take an action', () => {
    expect(wrongStage({ stage: 'scored' }, { type: 'play' })).toEqual({ code: 'game.wrong-stage', stage: 'scored', action: 'play' });
  });
});
