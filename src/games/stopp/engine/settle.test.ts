import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealOrder, gameStatus, nextDeal, settle } from './settle';

describe('settlement (spec 4)', () => {
  it('one unit per card; a short capital pays what it has and drops out (ST-12)', () => {
    const r = settle([10, 7, 2], [0, 4, 3], 5);
    expect(r.ok && r.value).toMatchObject({ paid: [0, 4, 2], capital: [10, 3, 0], pot: 11, eliminated: [2], conserved: true });
    expect(r.ok && r.value.lines.map((l) => l.reason)).toEqual(['settle.went-out', 'settle.pays-per-card', 'settle.pays-all-it-has']);
  });
  it('nobody pays when both went out (ST-13)', () => {
    const r = settle([4, 9], [0, 0], 17);
    expect(r.ok && r.value).toMatchObject({ paid: [0, 0], capital: [4, 9], pot: 17, eliminated: [] });
  });
  it('OP5 go-negative pays in full', () => {
    const r = settle([10, 2], [0, 3], 0, { short_payment: 'go-negative' });
    expect(r.ok && r.value).toMatchObject({ paid: [0, 3], capital: [10, -1], pot: 3, eliminated: [1] });
  });
  it('money is conserved for any input', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 6 })), { minLength: 2, maxLength: 6 }), fc.integer({ min: 0, max: 60 }), fc.boolean(), (rows, pot, neg) => {
        const r = settle(rows.map((x) => x[0]), rows.map((x) => x[1]), pot, { short_payment: neg ? 'go-negative' : 'pay-what-is-left' });
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.value.totalAfter).toBe(r.value.totalBefore);
          expect(r.value.paid.every((p, i) => p <= (rows[i]?.[1] ?? 0))).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
  it('refuses bad input with codes', () => {
    expect(settle('x', [], 0).ok).toBe(false);
    expect(settle([1], [1, 2], 0).ok).toBe(false);
    expect(settle([1], [1], -1).ok).toBe(false);
  });
});

describe('game end (spec 5)', () => {
  it('the last with capital wins the pot (ST-14)', () => {
    expect(gameStatus([6, 0, 0], 24)).toMatchObject({ ok: true, value: { gameOver: true, winner: 0, winnings: 24 } });
    expect(gameStatus([6, 1, 0], 23)).toMatchObject({ ok: true, value: { gameOver: false, winner: null, playersLeft: [0, 1] } });
    expect(gameStatus([0, 0], 20).ok).toBe(false);
  });
});

describe('rotation (spec 2, OP2)', () => {
  it('passes left skipping eliminated players; forehand on the dealer left (ST-16)', () => {
    const r = nextDeal(0, [true, false, true, true]);
    expect(r.ok && r.value).toMatchObject({ dealer: 2, forehand: 3, players: [3, 0, 2] });
    expect(dealOrder(3, [true, true, true, true])).toEqual([0, 1, 2, 3]);
  });
  it('loser-deals: the player who paid most deals', () => {
    const r = nextDeal(0, [true, true, true, true], 'loser-deals', [0, 2, 5, 5]);
    expect(r.ok && r.value).toMatchObject({ dealer: 2, forehand: 3, reason: 'rotation.loser-deals' });
  });
});
