import { describe, expect, it } from 'vitest';
import { err, ok } from '../result';
import { applyEach, commitAction, guardedStep, notVersion1, stateOf, thrownDetail, wrongStage, type StepParts } from './step';

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

  it('guards a step: checks the state, normalises the action, and turns a throw into a bad-state value', () => {
    type E = { code: string; detail?: unknown };
    const parts: StepParts<Counter, number, string, E> = {
      check: (s) => (s !== null && typeof s === 'object' && 'total' in s ? null : { code: 'game.bad-state', detail: 'not-a-counter' }),
      normalise: (a) => (typeof a === 'number' ? ok(a) : err({ code: 'game.bad-action' })),
      copy,
      dispatch: (s, a, ev) => {
        if (a === 99) throw new Error('boom');
        return dispatch(s, a, ev);
      },
    };
    expect(guardedStep(parts, start, 2)).toEqual(ok({ state: { total: 2, actions: [2], log: ['added 2'] }, events: ['added 2'] }));
    expect(guardedStep(parts, null, 2)).toEqual(err({ code: 'game.bad-state', detail: 'not-a-counter' }));
    expect(guardedStep(parts, start, 'x')).toEqual(err({ code: 'game.bad-action' }));
    expect(guardedStep(parts, start, -1)).toEqual(err({ code: 'negative' }));
    expect(guardedStep(parts, start, 99)).toEqual(err({ code: 'game.bad-state', detail: 'boom' }));
    expect(notVersion1({ v: 1 })).toBeNull();
    expect(notVersion1({ v: 2 })).toEqual({ code: 'game.bad-state', detail: 'not-a-state' });
  });
});
