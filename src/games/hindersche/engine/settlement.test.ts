import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './rules';
import { MAX_TARIFF, frameMarksFromGames, rubberComplete, settle } from './settlement';

describe('settlement (spec 11)', () => {
  it('the example of both sources: A 3, B 1 at 5 a mark', () => {
    expect(settle([3, 1, 0, 0], 5)).toEqual({ ok: true, value: [-40, 0, 20, 20] });
    expect(settle([3, 1, 0, 0], 1)).toEqual({ ok: true, value: [-8, 0, 4, 4] });
  });
  it('equal frame marks cancel out', () => {
    expect(settle([1, 1, 1, 1], 5)).toEqual({ ok: true, value: [0, 0, 0, 0] });
    expect(settle([0, 0, 0, 0], 0)).toEqual({ ok: true, value: [0, 0, 0, 0] });
  });
  it('a rubber with a shut-out (two frame marks in one game)', () => {
    const frame = frameMarksFromGames([
      { loser: 2, frameMarks: 1 },
      { loser: 2, frameMarks: 2 },
      { loser: 0, frameMarks: 1 },
      { loser: 3, frameMarks: 1 },
    ]);
    expect(frame).toEqual({ ok: true, value: [1, 0, 3, 1] });
    expect(settle([1, 0, 3, 1], 5)).toEqual({ ok: true, value: [5, 25, -35, 5] });
  });
  it('rejects bad input with codes', () => {
    expect(settle([1, 2, 3], 5)).toMatchObject({ ok: false, error: { code: 'settlement.bad-frame-marks' } });
    expect(settle([1, 2, 3, -1], 5)).toMatchObject({ ok: false, error: { code: 'settlement.bad-frame-marks' } });
    expect(settle([1, 2, 3, 0], Number.NaN)).toMatchObject({ ok: false, error: { code: 'settlement.bad-tariff' } });
    expect(frameMarksFromGames([{ loser: 1, frameMarks: 3 as 1 }])).toMatchObject({ ok: false, error: { code: 'settlement.bad-game', index: 0 } });
  });
  it('a rubber has four games by default (VP22)', () => {
    expect(rubberComplete(3, DEFAULT_RULES)).toBe(false);
    expect(rubberComplete(4, DEFAULT_RULES)).toBe(true);
    expect(rubberComplete(2, { VP22: 2 })).toBe(true);
  });
  it('property: the nets always add up to zero', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 20 }), { minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 1000 }), (frame, tariff) => {
        const r = settle(frame, tariff);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value.reduce((a, b) => a + b, 0)).toBe(0);
      }),
    );
  });
});

describe('a tampered stake never gives a settlement that makes no sense', () => {
  it('refuses stakes beyond any real table, and a saved game carrying one does not replay', async () => {
    expect(settle([1, 0, 0, 0], 1e308)).toMatchObject({ ok: false, error: { code: 'settlement.bad-tariff' } });
    expect(settle([1, 0, 0, 0], MAX_TARIFF)).toEqual({ ok: true, value: [-3 * MAX_TARIFF, MAX_TARIFF, MAX_TARIFF, MAX_TARIFF] });
    expect(settle([1e300, 0, 0, 0], 1)).toMatchObject({ ok: false, error: { code: 'settlement.bad-frame-marks' } });
    const { parseGame } = await import('./notation');
    const { newGame } = await import('./game');
    expect(newGame({ seed: 1, firstDealer: 0, tariff: 1e308 })).toMatchObject({ ok: false, error: { code: 'game.bad-options', field: 'tariff' } });
    expect(parseGame('g1~n1~f0~p5').ok).toBe(true);
    expect(parseGame('g1~n1~f0~p1e308').ok).toBe(false);
  });

  it('every settlement of an accepted stake is finite', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 4, maxLength: 4 }), fc.double({ min: 0, max: MAX_TARIFF, noNaN: true }), (marks, t) => {
        const r = settle(marks, t);
        expect(r.ok && r.value.every(Number.isFinite)).toBe(true);
      }),
    );
  });
});
