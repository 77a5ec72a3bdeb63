/**
 * Where each open point's readings come from. The source (the Swedish rules text) states a few readings outright;
 * most open points it leaves open, and the reading is ours ('neither'). Options and defaults come from the rule
 * spec, so this table cannot drift from the engine.
 */
import type { RuleValue } from '../../shared/game';
import { OPTION_LIST, RULE_SPEC, type OptionKey } from './ruleSpec';

export type Source = 'sv' | 'neither';

export const SOURCES: { [K in OptionKey]: Partial<Record<string, Source>> } = {
  OP1: {},
  OP2: {},
  OP3: {},
  OP4: {},
  OP5: {},
  OP6: {},
  OP7: {},
  OP8: { 'forehand-only': 'sv' },
  OP9: {},
  OP10: {},
  OP10b: {},
  OP11: {},
  OP12: { penalty: 'sv' },
  OP13: { 'knocker-and-joiners': 'sv' },
};

export interface VariantOption {
  value: RuleValue;
  source: Source;
  isDefault: boolean;
}

export interface Variant {
  key: OptionKey;
  options: VariantOption[];
}

export const VARIANTS: Variant[] = OPTION_LIST.map((key) => ({
  key,
  options: (RULE_SPEC.options[key] ?? []).map((value) => ({ value, source: SOURCES[key][String(value)] ?? 'neither', isDefault: RULE_SPEC.defaults[key] === value })),
}));
