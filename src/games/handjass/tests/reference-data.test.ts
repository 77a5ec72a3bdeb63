/** The reference page's tables come from the engine and say what the specification says. */
import { describe, expect, it } from 'vitest';
import { ladders, strokeExamples, weisValues } from '../reference/referenceData';
import { VARIANTS } from '../variants';
import { DEFAULT_RULES, RULE_OPTIONS } from '../engine/rules';

describe('reference data', () => {
  it('the ladders add up to 157', () => {
    const l = ladders();
    expect([l.trumpPoints, l.plainPointsEach, l.cardPoints, l.total]).toEqual([62, 30, 152, 157]);
    expect(l.trumpLadder.map((r) => r.card[0])).toEqual(['J', '9', 'A', 'K', 'Q', 'T', '8', '7', '6']);
  });

  it('the Weis table has the specification values', () => {
    expect(Object.fromEntries(weisValues().map((w) => [w.key, w.value]))).toEqual({ fourJacks: 200, run5: 100, fourOthers: 100, run4: 50, run3: 20, fourNines: 0 });
  });

  it('the stroke examples show two strokes for a lone qualifier and only potatoes when nobody reaches 26', () => {
    const ex = Object.fromEntries(strokeExamples().map((e) => [e.key, e.seats.map((s) => s.net)]));
    expect(ex.normal).toEqual([1, 1, 0, -1]);
    expect(ex.lone).toEqual([2, -1, -1, -1]);
    expect(ex.passers).toEqual([-1, null, -1, null]);
    expect(ex.two).toEqual([1, 0]);
  });

  it('the variants page lists every rule option with exactly one default', () => {
    expect(VARIANTS.map((v) => v.key).sort()).toEqual(Object.keys(RULE_OPTIONS).sort());
    for (const v of VARIANTS) {
      expect(v.options.filter((o) => o.isDefault)).toHaveLength(1);
      expect(v.options.find((o) => o.isDefault)?.value).toBe(DEFAULT_RULES[v.key]);
    }
  });
});
