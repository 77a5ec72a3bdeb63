/** The numbers lessons take from the engine (lesson/figures.ts), and that every lesson's <EngineValue> question has an answer. */
import { describe, expect, it } from 'vitest';
import { expectEveryEngineValueAnswered } from '../../../../tests/support/lessonNumbers';
import { SUITS } from '../../../shared/cards/model';
import { lessonFigure, type FigureQuery } from '../lesson/figures';

const value = (q: FigureQuery) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return r.value;
};

describe('lesson figures', () => {
  it('gives the pack, the hands and the stack out of play for every table size', () => {
    expect(value({ of: 'pack-cards' })).toBe(36);
    for (const players of [2, 3, 4]) {
      expect(value({ of: 'hand', players })).toBe(9);
      expect(value({ of: 'dealt', players }) + value({ of: 'out-of-play', players })).toBe(36);
    }
    expect(value({ of: 'out-of-play', players: 2 })).toBe(18);
    expect(value({ of: 'out-of-play', players: 4 })).toBe(0);
  });

  it('with two players as few as 4 points can be in play (issue 17: not 58), under every trump', () => {
    for (const trump of SUITS) {
      expect(value({ of: 'pack-points', trump })).toBe(140);
      expect(value({ of: 'most-out-of-play', players: 2, trump })).toBe(136);
      expect(value({ of: 'fewest-in-play', players: 2, trump })).toBe(4);
      expect(value({ of: 'fewest-in-play', players: 4, trump })).toBe(140);
    }
  });

  it('counts the dealing lesson example and writes out its terms', () => {
    const cards = '7S AC KD QH JH 9H 8D 7C 6C';
    const r = lessonFigure({ of: 'points', cards, trump: 'S' });
    expect(r).toEqual({ ok: true, value: 20, terms: [11, 4, 3, 2] });
    expect(value({ of: 'in-play', cards, trump: 'S' })).toBe(120);
    expect(value({ of: 'card-points', cards: 'JH', trump: 'S' })).toBe(2);
    expect(value({ of: 'card-points', cards: 'JH', trump: 'D' })).toBe(12);
  });

  it('gives the march threshold, the points that put it out of reach and the all-level count', () => {
    expect([value({ of: 'march-points' }), value({ of: 'march-out-of-reach' }), value({ of: 'all-equal' })]).toEqual([100, 41, 35]);
  });

  it('settles the rubbers of the lessons with the engine', () => {
    expect([0, 1, 2, 3].map((seat) => value({ of: 'settlement', marks: '0 2 1 1', stake: 2, seat }))).toEqual([8, -8, 0, 0]);
    expect(lessonFigure({ of: 'settlement', marks: '0 2 1 1', stake: 2 })).toEqual({ ok: true, value: 0, terms: [8, -8, 0, 0] });
    expect(value({ of: 'settlement', marks: '3 1 0 1', stake: 1, seat: 0 })).toBe(-7);
    expect(lessonFigure({ of: 'settlement', marks: '1 x', stake: 1, seat: 0 }).ok).toBe(false);
  });

  it('gives points by rank and the suit sizes', () => {
    expect(['A', 'T', 'K', 'Q', 'J', 'TJ', '9'].map((rank) => value({ of: 'rank-points', rank }))).toEqual([44, 40, 16, 12, 4, 24, 0]);
    expect([value({ of: 'trumps' }), value({ of: 'partner-suit-cards' }), value({ of: 'plain-suit-cards' })]).toEqual([10, 8, 9]);
    expect(['trump', 'C', 'H', 'D'].map((suit) => value({ of: 'suit-points', suit, trump: 'S' }))).toEqual([52, 28, 30, 30]);
  });

  it('gives the deal in packets of three, three times round (spec 5)', () => {
    expect([value({ of: 'deal-packet' }), value({ of: 'deal-rounds' })]).toEqual([3, 3]);
  });

  it('gives the mark rules of phase 1 from the engine\'s scoring (spec 6, 7)', () => {
    expect(value({ of: 'phase1-end-marks' })).toBe(4);
    expect(['most', 'march', 'all-equal'].map((event) => value({ of: 'phase1-adds', event }))).toEqual([1, 3, 4]);
    // Every way phase 1 can end, by the marks on the slate before the deal.
    expect([0, 1, 2, 3].map((slate) => value({ of: 'phase1-after', event: 'most', slate }))).toEqual([1, 2, 3, 4]);
    expect([0, 1, 2, 3].map((slate) => value({ of: 'phase1-after', event: 'march', slate }))).toEqual([3, 4, 5, 6]);
    expect([0, 1, 2, 3].map((slate) => value({ of: 'phase1-after', event: 'all-equal', slate }))).toEqual([4, 5, 6, 7]);
  });

  it('gives the Butzen rows with excess marks, the marcher\'s erasing and the final stage (spec 8.2, VP13, VP14)', () => {
    expect([5, 6, 7].map((slate) => value({ of: 'excess-erasers', slate }))).toEqual([1, 2, 3]);
    expect([5, 6, 7].map((slate) => value({ of: 'excess-march', slate }))).toEqual([1, 2, 2]);
    expect(value({ of: 'excess-march-most' })).toBe(2);
    expect(value({ of: 'final-march-erases' })).toBe(2);
  });

  it('gives the frame marks of a lost game and the games of a rubber (spec 10, 11, VP22)', () => {
    expect([value({ of: 'frame-marks' }), value({ of: 'shut-out-frame-marks' }), value({ of: 'rubber-games' })]).toEqual([1, 2, 4]);
    // Spec §13: a frame mark costs one stake to each of the three others; the short way subtracts four times your own.
    expect([value({ of: 'settlement-payees' }), value({ of: 'settlement-factor' })]).toEqual([3, 4]);
  });

  it('refuses a question it cannot answer with a coded error, never a number', () => {
    for (const q of [
      { of: 'hand', players: 5 },
      { of: 'points', cards: '2S' },
      { of: 'points' },
      { of: 'rank-points', rank: 'X' },
      { of: 'card-points', cards: 'AS KS' },
      { of: 'nonsense' },
      { of: 'pack-points', trump: 'X' },
      { of: 'suit-points', suit: 'S', trump: 'S' },
      { of: 'phase1-adds', event: 'nothing' },
      { of: 'phase1-after', event: 'march' },
      { of: 'phase1-after', event: 'march', slate: 4 },
      { of: 'excess-erasers', slate: 4 },
      { of: 'excess-march', slate: 8 },
    ] as FigureQuery[]) {
      const r = lessonFigure(q);
      expect(r.ok, JSON.stringify(q)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('figure.bad-query');
    }
  });

  it('every <EngineValue> in every lesson asks a question the engine answers', () => {
    expectEveryEngineValueAnswered('hindersche', lessonFigure, 500);
  });
});
