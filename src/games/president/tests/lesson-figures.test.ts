/**
 * President's lesson figures come from the engine and refuse questions it cannot answer. The expected values are the
 * specification's (shared/rules/president/spec.md): 3 to 6 players, 52 cards all dealt with the first receivers
 * getting the odd cards, sets of up to four, runs from two cards, an exchange of three (two in V1, one in Trouduc),
 * n-1 ... 0 points (2/1/0 in Trouduc), target 15 (11 in Trouduc).
 */
import { describe, expect, it } from 'vitest';
import { lessonFigure, type FigureQuery } from '../lesson/figures';

const value = (q: FigureQuery) => {
  const r = lessonFigure(q);
  return r.ok ? r.value : r.error.code;
};

describe('President lesson figures', () => {
  it('answer every figure the lessons use with the specification\'s numbers', () => {
    expect(value({ of: 'players-min' })).toBe(3);
    expect(value({ of: 'players-max' })).toBe(6);
    expect(value({ of: 'pack' })).toBe(52);
    expect(value({ of: 'hand', players: 4 })).toBe(13);
    expect([1, 2, 3].map((place) => value({ of: 'hand', players: 3, place }))).toEqual([18, 17, 17]);
    expect([1, 2, 3, 4, 5].map((place) => value({ of: 'hand', players: 5, place }))).toEqual([11, 11, 10, 10, 10]);
    expect([1, 2, 3, 4, 5, 6].map((place) => value({ of: 'hand', players: 6, place }))).toEqual([9, 9, 9, 9, 8, 8]);
    expect(value({ of: 'extra', players: 3 })).toBe(1);
    expect(value({ of: 'extra', players: 5 })).toBe(2);
    expect(value({ of: 'extra', players: 6 })).toBe(4);
    expect(value({ of: 'set-max' })).toBe(4);
    expect(value({ of: 'run-min' })).toBe(2);
    expect(value({ of: 'exchange' })).toBe(3);
    expect(value({ of: 'exchange', rules: 'two-card' })).toBe(2);
    expect(value({ of: 'exchange', rules: 'trouduc' })).toBe(1);
    expect([1, 2, 3, 4, 5].map((place) => value({ of: 'points', players: 5, place }))).toEqual([4, 3, 2, 1, 0]);
    expect([1, 2, 3].map((place) => value({ of: 'points', players: 3, place }))).toEqual([2, 1, 0]);
    expect([1, 2].map((place) => value({ of: 'points', players: 4, place }))).toEqual([3, 2]);
    expect(value({ of: 'points-total', players: 5 })).toBe(10);
    expect([1, 2, 3, 4].map((place) => value({ of: 'points', players: 4, place, rules: 'trouduc' }))).toEqual([2, 1, 0, 0]);
    expect(value({ of: 'target' })).toBe(15);
    expect(value({ of: 'target', rules: 'trouduc' })).toBe(11);
  });

  it('refuse a question the engine cannot answer, with a code', () => {
    expect(lessonFigure({ of: 'hand', players: 7 })).toEqual({ ok: false, error: { code: 'figure.bad-query', detail: 'players=7' } });
    expect(value({ of: 'hand', players: 4, place: 5 })).toBe('figure.bad-query');
    expect(value({ of: 'points', players: 3, place: 0 })).toBe('figure.bad-query');
    expect(value({ of: 'points' })).toBe('figure.bad-query');
    expect(value({ of: 'target', rules: 'toString' as never })).toBe('figure.bad-query');
    expect(value({ of: 'nonsense' } as unknown as FigureQuery)).toBe('figure.bad-query');
  });
});
