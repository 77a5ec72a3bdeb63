import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACK, cardPoints } from './cards';
import type { Suit } from '../../../shared/cards/model';
import type { Seat } from './types';
import { checkDealResult, pileFeasible, pointsInPlayRange, validateDealPoints } from './validate';

const ALL: Seat[] = [0, 1, 2, 3];
const four = (points: number[], tricks: number[]) => validateDealPoints({ active: ALL, trump: 'S', outOfPlay: [], points, tricks });

describe('validateDealPoints (spec 13.2)', () => {
  it('accepts a realisable deal and reports the points in play', () => {
    expect(four([20, 50, 30, 40], [2, 3, 2, 2])).toEqual({ ok: true, value: { pointsInPlay: 140 } });
    const out = ['6S', 'AS', 'AH', 'TD', 'KC', 'QC', 'JH', '9S', '8S', '7S', '9H', '8H', '7H', '6H', '9D', '8D', '7D', '6D'] as const;
    expect(validateDealPoints({ active: [1, 3], trump: 'S', outOfPlay: [...out], points: [0, 0, 0, 99], tricks: [0, 0, 0, 9] })).toEqual({ ok: true, value: { pointsInPlay: 99 } });
  });
  it('points must add up to the points in play', () => {
    expect(four([35, 40, 30, 34], [2, 3, 2, 2])).toEqual({ ok: false, error: { code: 'deal.points-sum', sum: 139, expected: 140 } });
  });
  it('no points without a trick', () => {
    expect(four([0, 12, 60, 68], [1, 0, 4, 4])).toEqual({ ok: false, error: { code: 'deal.points-without-tricks', seat: 1, points: 12 } });
  });
  it('tricks add up to nine, and players outside the deal score nothing', () => {
    expect(four([20, 50, 30, 40], [2, 3, 2, 1])).toMatchObject({ ok: false, error: { code: 'deal.tricks-sum', sum: 8 } });
    const r = validateDealPoints({ active: [0, 1, 2], trump: 'S', outOfPlay: PACK.slice(27), points: [20, 50, 30, 0], tricks: [2, 3, 2, 2] });
    expect(r).toMatchObject({ ok: false, error: { code: 'deal.inactive-scored', seat: 3 } });
  });
  it('each pile must be possible from n x tricks cards: 1 point and 139 points never are', () => {
    expect(four([1, 39, 50, 50], [1, 2, 3, 3])).toMatchObject({ ok: false, error: { code: 'deal.points-impossible', seat: 0, points: 1, cards: 4 } });
    expect(four([139, 1, 0, 0], [8, 1, 0, 0])).toMatchObject({ ok: false, error: { code: 'deal.points-impossible', seat: 0, points: 139, cards: 32 } });
  });
  it('all piles must be cut from the cards at once', () => {
    // 46 in one trick needs both 12s and two 11s; then 38 in one trick is impossible, though alone it is not.
    expect(four([44, 12, 46, 38], [6, 1, 1, 1])).toMatchObject({ ok: false, error: { code: 'deal.points-not-realisable' } });
  });
  it('rejects malformed input with codes', () => {
    expect(validateDealPoints({ active: [0], trump: 'S', outOfPlay: [], points: [], tricks: [] })).toMatchObject({ ok: false, error: { code: 'deal.bad-active' } });
    expect(validateDealPoints({ active: ALL, trump: 'X' as Suit, outOfPlay: [], points: [], tricks: [] })).toMatchObject({ ok: false, error: { code: 'deal.bad-trump' } });
    expect(validateDealPoints({ active: [0, 1, 2], trump: 'S', outOfPlay: ['5S' as never], points: [], tricks: [] })).toMatchObject({ ok: false, error: { code: 'deal.bad-card' } });
    expect(validateDealPoints({ active: [0, 1, 2], trump: 'S', outOfPlay: ['AS', 'AS'], points: [], tricks: [] })).toMatchObject({ ok: false, error: { code: 'deal.duplicate-card' } });
    expect(validateDealPoints({ active: [0, 1, 2], trump: 'S', outOfPlay: ['AS'], points: [], tricks: [] })).toMatchObject({ ok: false, error: { code: 'deal.out-of-play-count', expected: 9 } });
    expect(four([20, 50, -30, 40], [2, 3, 2, 2])).toMatchObject({ ok: false, error: { code: 'deal.bad-number', field: 'points', seat: 2 } });
    expect(validateDealPoints(null as never).ok).toBe(false);
  });
  it('knows the range of points in play when the out-of-play cards are unknown', () => {
    expect(pointsInPlayRange(4)).toEqual({ min: 140, max: 140 });
    expect(pointsInPlayRange(2).max).toBe(136);
    expect(pileFeasible([2, 4, 4, 4, 4, 2, 16], 4, 1)).toBe(false);
  });
  it('property: piles cut from a real shuffled pack always validate', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...PACK], { minLength: 36, maxLength: 36 }),
        fc.constantFrom<Suit>('S', 'H', 'D', 'C'),
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }),
        (pack, trump, n, cuts) => {
          const players = ALL.slice(0, n);
          const bounds = [0, ...cuts.slice(0, n - 1).sort((a, b) => a - b), 9];
          const tricks = [0, 0, 0, 0];
          const points = [0, 0, 0, 0];
          let next = 0;
          players.forEach((s, i) => {
            tricks[s] = (bounds[i + 1] ?? 9) - (bounds[i] ?? 0);
            const pile = pack.slice(next, next + n * (tricks[s] ?? 0));
            next += pile.length;
            points[s] = pile.reduce((a, c) => a + cardPoints(c, trump), 0);
          });
          const outOfPlay = pack.slice(9 * n);
          expect(validateDealPoints({ active: players, trump, outOfPlay, points, tricks }).ok).toBe(true);
          expect(checkDealResult(players, points, tricks, null).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
