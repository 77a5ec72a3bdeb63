/** The numbers Bugami's lessons take from the engine (lesson/figures.ts), checked against the spec's own figures. */
import { describe, expect, it } from 'vitest';
import { expectEveryEngineValueAnswered } from '../../../../tests/support/lessonNumbers';
import { lessonFigure, type FigureQuery } from '../lesson/figures';

const value = (q: FigureQuery) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return r.value;
};

describe('Bugami lesson figures', () => {
  it('gives the pack and the table sizes of spec 3 and 4', () => {
    expect(value({ of: 'pack-cards' })).toBe(52);
    expect(value({ of: 'pack-cards', jokers: 1 })).toBe(53);
    expect([value({ of: 'min-players' }), value({ of: 'max-players' })]).toEqual([3, 7]);
    // Spec 4's table: cards each and cards set aside for 3 to 7 players.
    expect([3, 4, 5, 6, 7].map((players) => value({ of: 'hand', players }))).toEqual([17, 13, 10, 8, 7]);
    expect([3, 4, 5, 6, 7].map((players) => value({ of: 'left-over', players }))).toEqual([1, 0, 2, 4, 3]);
    expect([3, 4, 5, 6, 7].map((players) => value({ of: 'left-over', players, jokers: 1 }))).toEqual([2, 1, 3, 5, 4]);
  });

  it('gives the five scoring rules of spec 7', () => {
    expect(value({ of: 'every-trick' })).toBe(100);
    expect(value({ of: 'others-when-one-takes-all' })).toBe(0);
    // OP9 and OP10 defaults: a Null bidder scores 0 when he sweeps, and 0 when someone else sweeps.
    expect([value({ of: 'null-all-tricks' }), value({ of: 'null-when-other-takes-all' })]).toEqual([0, 0]);
    expect([value({ of: 'null-made' }), value({ of: 'null-failed' })]).toEqual([100, 0]);
    expect(value({ of: 'no-trick' })).toBe(30);
    expect(value({ of: 'clean-per-trick' })).toBe(20);
    expect(value({ of: 'per-trick' })).toBe(10);
  });

  it('works the scoring lesson example: four tricks, three bad cards', () => {
    expect(value({ of: 'trick-points', tricks: 4 })).toBe(40);
    expect(value({ of: 'score', tricks: 4, bad: 3 })).toBe(13);
    expect(value({ of: 'score', tricks: 4, bad: 0 })).toBe(80);
  });

  it('gives the end of the game of spec 8', () => {
    expect(value({ of: 'target' })).toBe(250);
  });

  it('refuses a question it cannot answer with a coded error, never a number', () => {
    for (const q of [
      { of: 'hand', players: 2 },
      { of: 'left-over', players: 8 },
      { of: 'pack-cards', jokers: 5 },
      { of: 'trick-points' },
      { of: 'trick-points', tricks: 0 },
      { of: 'score', tricks: -1 },
      { of: 'score', tricks: 0, bad: 2 },
      { of: 'nonsense' },
    ] as FigureQuery[]) {
      const r = lessonFigure(q);
      expect(r.ok, JSON.stringify(q)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('figure.bad-query');
    }
  });

  it('every <EngineValue> in every Bugami lesson asks a question the engine answers', () => {
    expectEveryEngineValueAnswered('bugami', lessonFigure, 80);
  });
});
