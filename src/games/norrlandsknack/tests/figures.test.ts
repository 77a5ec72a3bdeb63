/**
 * The lesson figures come from the engine and refuse questions it cannot answer. The expected values are the
 * specification's (shared/rules/norrlandsknack/spec.md): 3 to 5 players, 52 cards, packets of three and two, five
 * cards (six for the dealer), five tricks, start on 10 and race to 0, a limpa of five points and one stake,
 * Trumfmant at exactly 1.
 */
import { describe, expect, it } from 'vitest';
import { lessonFigure, type FigureInput } from '../lesson/figures';

const value = (q: FigureInput) => {
  const r = lessonFigure(q);
  return r.ok ? r.value : r.error.code;
};

describe('lesson figures', () => {
  it('answer every figure the lessons use with the specification\'s numbers', () => {
    expect(value({ of: 'talon', players: 4 })).toBe(31);
    expect(value({ of: 'talon', players: 5 })).toBe(26);
    expect(value({ of: 'dealt', players: 3 })).toBe(16);
    expect(value({ of: 'dealer-receives', discard: 3 })).toBe(2);
    expect(value({ of: 'dealer-receives', discard: 1 })).toBe(0);
    expect(value({ of: 'after-limpa', score: 7 })).toBe(10);
    expect(value({ of: 'after-limpa', score: 1 })).toBe(6);
    expect(value({ of: 'after-tricks', score: 10, tricks: 3 })).toBe(7);
    expect(value({ of: 'after-tricks', score: 7, tricks: 1 })).toBe(6);
    expect(value({ of: 'start' })).toBe(10);
    expect(value({ of: 'goal' })).toBe(0);
    expect(value({ of: 'limpa-points' })).toBe(5);
    expect(value({ of: 'limpa-stakes' })).toBe(1);
    expect(value({ of: 'stake' })).toBe(1);
    expect(value({ of: 'players-min' })).toBe(3);
    expect(value({ of: 'players-max' })).toBe(5);
    expect(value({ of: 'pack' })).toBe(52);
    expect(value({ of: 'hand' })).toBe(5);
    expect(value({ of: 'dealer-hand' })).toBe(6);
    expect(value({ of: 'first-packet' })).toBe(3);
    expect(value({ of: 'second-packet', players: 5 })).toBe(2);
    expect(value({ of: 'tricks' })).toBe(5);
    expect(value({ of: 'trumfmant' })).toBe(1);
  });
  it('refuse what the engine cannot answer', () => {
    expect(lessonFigure({ of: 'talon', players: 7 })).toEqual({ ok: false, error: { code: 'figure.bad-input', detail: 'players=7' } });
    expect(value({ of: 'dealer-receives', discard: 0 })).toBe('figure.bad-input');
    expect(value({ of: 'after-limpa' })).toBe('figure.bad-input');
    expect(value({ of: 'after-tricks', score: 10, tricks: 6 })).toBe('figure.bad-input');
    expect(value({ of: 'first-packet', players: 2 })).toBe('figure.bad-input');
    expect(value({ of: 'nonsense' } as unknown as FigureInput)).toBe('figure.bad-input');
  });
});
