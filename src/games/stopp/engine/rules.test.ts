import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, RULE_KEYS, RULE_OPTIONS, isRules, makeRules, rulesDiff } from './rules';

describe('rule options', () => {
  it('defaults are the first allowed value of every option (spec 9)', () => {
    for (const k of RULE_KEYS) expect(RULE_OPTIONS[k][0]).toBe(DEFAULT_RULES[k]);
    expect(DEFAULT_RULES.solo_continue).toBe(false);
    expect(DEFAULT_RULES.ranking).toBe('ace-high');
  });
  it('makeRules fills defaults and accepts every allowed value', () => {
    expect(makeRules({})).toEqual({ ok: true, value: { ...DEFAULT_RULES } });
    expect(makeRules(undefined).ok).toBe(true);
    for (const k of RULE_KEYS) {
      for (const v of RULE_OPTIONS[k]) {
        const r = makeRules({ [k]: v });
        expect(r.ok).toBe(true);
        if (r.ok) expect(isRules(r.value)).toBe(true);
      }
    }
    const r = makeRules({ solo_continue: true });
    expect(r.ok && r.value.solo_continue).toBe(true);
    expect(r.ok && rulesDiff(r.value)).toEqual({ solo_continue: true });
  });
  it('refuses unknown options and values with codes', () => {
    expect(makeRules({ jokers: 2 })).toEqual({ ok: false, error: { code: 'rules.unknown-option', option: 'jokers' } });
    const r = makeRules({ solo_continue: 'yes' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('rules.bad-value');
    expect(makeRules([1]).ok).toBe(false);
    expect(makeRules('x').ok).toBe(false);
  });
});
