/**
 * The variants page covers every open point of the spec (§11, OP1-OP16): each is either a rule option (with a
 * reading for every value) or a decided point with its texts in every language.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { RULE_OPTIONS, type Rules } from '../engine/rules';
import { ALONG, DECIDED_POINTS, SOURCES, SPEC_POINT } from '../variants';

describe('variants page', () => {
  it('lists every open point 1-16, as an option or as a decided point', () => {
    const codes = new Set([...Object.values(SPEC_POINT).flatMap((c) => c.split(/,\s*/)), ...DECIDED_POINTS.map((d) => d.code)]);
    for (let i = 1; i <= 16; i++) expect(codes, `OP${i}`).toContain(`OP${i}`);
  });
  it('gives every value of every option its source, and the run options their companions in the links', () => {
    for (const key of Object.keys(RULE_OPTIONS) as (keyof Rules)[]) for (const v of RULE_OPTIONS[key] as readonly unknown[]) if (key !== 'target') expect(SOURCES[key][String(v)], `${key} ${String(v)}`).toBeDefined();
    for (const key of ['runWrap', 'runMaxLength', 'runSetAnswers', 'runOrder'] as const) expect(ALONG[key]?.sequences).toBe(true);
    expect(ALONG.runOrder?.rankOrder).toBe('two-high');
  });
  it('has the texts of every option and decided point in every language', () => {
    for (const lang of ['en', 'de', 'sv'] as const) {
      const t = createTranslator(lang, allMessages(lang, 'president'));
      const keys = [
        ...DECIDED_POINTS.flatMap((d) => [`vp.${d.key}.title`, `vp.${d.key}.reading`, `variants.${d.key}.source`, `variants.${d.key}.why`]),
        ...Object.keys(RULE_OPTIONS).flatMap((k) => [`vp.${k}.title`, `variants.${k}.source`, `variants.${k}.why`]),
        'variants.decided',
        'variants.introDecided',
      ];
      for (const k of keys) expect(t(k), `${lang} ${k}`).not.toBe(k);
      expect(t('vp.runMaxLength.opt', { count: 0 })).not.toMatch(/0/);
      expect(t('vp.runMaxLength.opt', { count: 4 })).toMatch(/4/);
    }
  });
});
