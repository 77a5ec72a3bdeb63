import { describe, expect, it } from 'vitest';
import { defaultRules, loadRules, validRules } from '../../shared/settings/rulesSetting';
import { DEFAULT_RULES } from './engine/rules';
import { RULE_SPEC } from './ruleSpec';

const storage = (text: string | null) => ({ getItem: () => text, setItem: () => undefined, removeItem: () => undefined });

describe('Stopp at our table', () => {
  it('the learner says Stopp by default; the engine and the specification keep the automatic reading', () => {
    expect(defaultRules(RULE_SPEC).stopp_call).toBe('announced');
    expect(DEFAULT_RULES.stopp_call).toBe('automatic');
    for (const [k, v] of Object.entries(DEFAULT_RULES)) if (k !== 'stopp_call') expect(RULE_SPEC.defaults[k]).toBe(v);
  });

  it('the automatic reading is one switch away, and a learner’s saved choice is kept as saved', () => {
    expect(validRules(RULE_SPEC, { stopp_call: 'automatic' })?.stopp_call).toBe('automatic');
    expect(loadRules(RULE_SPEC, storage(JSON.stringify({ version: 1, rules: { ...DEFAULT_RULES } }))).rules.stopp_call).toBe('automatic');
    expect(loadRules(RULE_SPEC, storage(JSON.stringify({ version: 1, rules: { pot_payout: 'each-deal' } }))).rules.stopp_call).toBe('announced');
    expect(loadRules(RULE_SPEC, storage(null)).rules.stopp_call).toBe('announced');
  });
});
