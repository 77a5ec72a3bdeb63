import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRules } from './rules';
import { firstToZeroOf, newSheet, scoreDealOf, sheetAfterDeal, trumfmantFor } from './scoring';

const R = (x: object) => (makeRules(x) as { ok: true; value: ReturnType<typeof makeRules> extends { value: infer V } ? V : never }).value;

describe('countdown scoring (spec 6)', () => {
  it('deal 1: a trick is a point off; only the knocker is punished (a stake, no points)', () => {
    const r = scoreDealOf({ dealNo: 1, knocker: 1, participants: [0, 1, 2, 3], scores: [10, 10, 10, 10], tricks: [3, 0, 2, 0] });
    expect(r.ok && r.value.scores).toEqual([7, 10, 8, 10]);
    expect(r.ok && r.value.limpa).toEqual([1]);
    expect(r.ok && r.value.seats[3]?.reasons.map((x) => x.code)).toEqual(['score.tricks', 'score.no-limpa-first-deal']);
  });
  it('later deals: every trickless participant +5, capped at 10', () => {
    const r = scoreDealOf({ dealNo: 3, knocker: 1, participants: [0, 1, 2], scores: [7, 4, 6], tricks: [0, 3, 2] });
    expect(r.ok && r.value.scores).toEqual([10, 1, 4]);
    expect(r.ok && r.value.seats[0]?.reasons[1]).toEqual({ code: 'score.limpa-no-trick', added: 3, capped: true });
    const r2 = scoreDealOf({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [2, 8, 6], tricks: [0, 3, 2] });
    expect(r2.ok && r2.value.scores).toEqual([7, 5, 4]);
  });
  it('folded players do not change', () => {
    const r = scoreDealOf({ dealNo: 4, knocker: 2, participants: [2], scores: [6, 9, 8], tricks: [0, 0, 5] });
    expect(r.ok && r.value.scores).toEqual([6, 9, 3]);
    expect(r.ok && r.value.limpa).toEqual([]);
  });
  it('a Trumfmant breach is a limpa; at most one per deal by default (OP11)', () => {
    const a = scoreDealOf({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [5, 1, 8], tricks: [2, 0, 3], breaches: [1] });
    expect(a.ok && a.value.extraStakes.get(1)).toBe(1);
    expect(a.ok && a.value.scores[1]).toBe(6);
    const b = scoreDealOf({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [5, 1, 8], tricks: [2, 0, 3], breaches: [1], rules: R({ max_limpa_per_deal: 2 }) });
    expect(b.ok && [b.value.extraStakes.get(1), b.value.scores[1]]).toEqual([2, 10]);
  });
  it('joiners-only (OP13) spares the knocker', () => {
    const r = scoreDealOf({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [5, 5, 5], tricks: [0, 2, 3], rules: R({ limpa_later: 'joiners-only' }) });
    expect(r.ok && r.value.scores).toEqual([5, 3, 2]);
  });
  it('property: points conserved (points off = tricks less limpa points, limpa only for trickless players)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 4, maxLength: 4 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }), (dealNo, scores, winners) => {
        const tricks = [0, 0, 0, 0];
        for (const w of winners) tricks[w] = (tricks[w] as number) + 1;
        const r = scoreDealOf({ dealNo, knocker: 0, participants: [0, 1, 2, 3], scores, tricks });
        if (!r.ok) return false;
        return r.value.seats.every((x) => {
          const limpaPts = x.after - (x.before - x.tricks);
          return (x.tricks > 0 ? limpaPts === 0 && x.limpas === 0 : limpaPts >= 0 && x.after <= 10) && (dealNo > 1 || limpaPts === 0);
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('Trumfmant and the race to zero', () => {
  it('Trumfmant whenever someone stands on exactly 1', () => {
    expect([{ 0: 2 }, { 0: 1 }, { 0: 6 }].map((x) => trumfmantFor([x[0], 5, 8]).on)).toEqual([false, true, false]);
    expect(trumfmantFor([1, 1, 4]).onOne).toEqual([0, 1]);
  });
  it('first to 0 counted trick by trick', () => {
    const r = firstToZeroOf([1, 6, 2], [2, 0, 2, 1, 1]);
    expect([r.winner, r.afterTrick]).toEqual([0, 2]);
    expect(firstToZeroOf([5, 6, 7], [0, 1]).winner).toBe(null);
  });
});

describe('score sheet', () => {
  it('new numbers, limpa marks under the latest number, stakes into the pot', () => {
    let s = newSheet(3);
    expect(s.pot).toBe(3);
    s = sheetAfterDeal(s, 1, [7, 10, 8], [0, 1, 0]);
    expect(s.columns[0]).toEqual([{ deal: 0, score: 10, limpas: 0 }, { deal: 1, score: 7, limpas: 0 }]);
    expect(s.columns[1]).toEqual([{ deal: 0, score: 10, limpas: 1 }]);
    expect([s.stakes, s.pot]).toEqual([[1, 2, 1], 4]);
  });
});
