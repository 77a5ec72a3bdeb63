/**
 * Stopp's lesson figures come from the engine and refuse questions it cannot answer. The expected values are the
 * specification's (shared/rules/stopp/spec.md): 3 to 6 players, 52 cards, six each, the rest set aside, a capital of
 * ten units, one unit per card left.
 */
import { describe, expect, it } from 'vitest';
import { lessonFigure, type FigureQuery } from '../lesson/figures';

const value = (q: FigureQuery) => {
  const r = lessonFigure(q);
  return r.ok ? r.value : r.error.code;
};

describe('Stopp lesson figures', () => {
  it('answer every figure the lessons use with the specification\'s numbers', () => {
    expect(value({ of: 'players-min' })).toBe(3);
    expect(value({ of: 'players-max' })).toBe(6);
    expect(value({ of: 'pack' })).toBe(52);
    expect(value({ of: 'hand' })).toBe(6);
    expect(value({ of: 'hand', players: 6 })).toBe(6);
    expect(value({ of: 'set-aside', players: 3 })).toBe(34);
    expect(value({ of: 'set-aside', players: 4 })).toBe(28);
    expect(value({ of: 'set-aside', players: 6 })).toBe(16);
    expect(value({ of: 'capital' })).toBe(10);
    expect(value({ of: 'per-card' })).toBe(1);
    expect(value({ of: 'worst-deal' })).toBe(6);
    expect(value({ of: 'money', players: 3 })).toBe(30);
    expect(value({ of: 'money', players: 6 })).toBe(60);
  });

  it('refuse a question the engine cannot answer, with a code', () => {
    expect(lessonFigure({ of: 'set-aside', players: 2 })).toEqual({ ok: false, error: { code: 'figure.bad-query', detail: 'players=2' } });
    expect(value({ of: 'money', players: 7 })).toBe('figure.bad-query');
    expect(value({ of: 'hand', players: 3.5 })).toBe('figure.bad-query');
    expect(value({ of: 'nonsense' } as unknown as FigureQuery)).toBe('figure.bad-query');
  });
});
