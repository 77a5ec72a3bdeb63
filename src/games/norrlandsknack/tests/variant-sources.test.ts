/**
 * The variants and sources pages say who decided every reading of every open point (rules review N6, issue 25):
 * each option value of the rule spec has its source named explicitly, every source has its label in every language,
 * and the points the engine settles one way (the deal order, the first dealer, the count below 0) have their texts.
 */
import { describe, expect, it } from 'vitest';
import { allMessages, LANGUAGES } from '../../../i18n';
import { OPTION_LIST, RULE_SPEC } from '../ruleSpec';
import { DECIDED_POINTS, SOURCES, VARIANTS } from '../variants';

describe('who decided each reading', () => {
  it('every value of every open point has its source named, and exactly the default is the spec\'s or the source\'s', () => {
    for (const key of OPTION_LIST) {
      const values = (RULE_SPEC.options[key] ?? []).map(String);
      expect(Object.keys(SOURCES[key]).sort(), key).toEqual([...values].sort());
      const def = String(RULE_SPEC.defaults[key]);
      // The default is stated by the source or is the spec's default; no other reading claims to be the spec's.
      expect(['sv', 'spec'], key).toContain(SOURCES[key][def]);
      for (const v of values) if (v !== def) expect(SOURCES[key][v], `${key}=${v}`).not.toBe('spec');
    }
    expect(VARIANTS.map((v) => v.key)).toEqual(OPTION_LIST);
  });
  it('OP13: counting the knocker is our reading, not the source\'s words (review N6)', () => {
    expect(SOURCES.OP13['knocker-and-joiners']).toBe('spec');
  });
  for (const lang of LANGUAGES) {
    it(`${lang}: every source label and every decided point has its texts`, () => {
      const m = allMessages(lang, 'norrlandsknack') as Record<string, string>;
      const used = new Set([...Object.values(SOURCES).flatMap((x) => Object.values(x)), ...DECIDED_POINTS.map((p) => p.source)]);
      for (const s of used) expect(m[`differ.source.${s}`], s).toBeTruthy();
      for (const p of DECIDED_POINTS) for (const k of [`vp.${p.key}.title`, `vp.${p.key}.reading`, `variants.${p.key}.source`, `variants.${p.key}.why`]) expect(m[k], k).toBeTruthy();
      for (const k of OPTION_LIST) expect(m[`variants.${k}.source`], k).toBeTruthy();
    });
  }
});
