import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, RULE_OPTIONS, RULE_KEYS, makeRules, rulesDiff } from './rules';

describe('rules', () => {
  it('defaults are the first allowed value of every option', () => {
    for (const k of RULE_KEYS) expect(RULE_OPTIONS[k][0]).toBe(DEFAULT_RULES[k]);
    expect(DEFAULT_RULES).toMatchObject({ ranking: 'ace-high', jokers: 0, zwangshochzeit: false, remainderIsTrick: false, nullAllTricks: 0, nullWhenOtherTakesAll: 0, playOff: false, target: 250 });
  });
  it('builds partial rule sets', () => {
    expect(makeRules({ jokers: 1, zwangshochzeit: true })).toEqual({ ok: true, value: { ...DEFAULT_RULES, jokers: 1, zwangshochzeit: true } });
    expect(makeRules(undefined)).toEqual({ ok: true, value: DEFAULT_RULES });
    expect(makeRules({ target: 175 })).toMatchObject({ ok: true, value: { target: 175 } });
  });
  it('refuses unknown options and values with codes', () => {
    expect(makeRules({ trumps: true })).toEqual({ ok: false, error: { code: 'rules.unknown-option', option: 'trumps' } });
    expect(makeRules({ jokers: 9 })).toEqual({ ok: false, error: { code: 'rules.bad-value', option: 'jokers', value: 9 } });
    expect(makeRules({ zwangshochzeit: 'yes' })).toMatchObject({ ok: false, error: { code: 'rules.bad-value' } });
    expect(makeRules({ target: 2.5 })).toMatchObject({ ok: false, error: { code: 'rules.bad-value' } });
    expect(makeRules(null)).toMatchObject({ ok: false, error: { code: 'rules.not-an-object' } });
    expect(makeRules([])).toMatchObject({ ok: false, error: { code: 'rules.not-an-object' } });
  });
  it('lists only the differences', () => {
    expect(rulesDiff({ ...DEFAULT_RULES, playOff: true })).toEqual({ playOff: true });
  });
});
