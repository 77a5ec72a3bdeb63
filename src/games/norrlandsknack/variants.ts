/**
 * Where each open point's readings come from. The source (the Swedish rules text) states a few readings outright;
 * most open points it leaves open, and the reading is ours ('neither'). Options and defaults come from the rule
 * spec, so this table cannot drift from the engine.
 */
import type { TryAt } from '../../components/reference/variants';
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

/**
 * Where each reading's "try it" link leads (the platform's variants page): the drills index by default, a drill and
 * level where the reading changes the answer, or the game table for readings only a whole game shows. Checked against
 * the drills in tests/variant-links.test.ts.
 */
export const TRY_AT: Partial<Record<OptionKey, TryAt>> = {
  // The stake at every deal, the direction the deal passes, a passed deal after everyone lurked and a second limpa
  // in one deal: only a whole game shows them.
  OP2: { page: 'play' },
  OP3: { page: 'play' },
  OP5: { page: 'play' },
  OP11: { page: 'play' },
};
