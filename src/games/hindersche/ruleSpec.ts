/** Hindersche's rule options as the platform reads them (the rule-variant panel, saved choices, rule links). */
import type { RuleSpec } from '../../shared/game';
import { DEFAULT_RULES, RULE_OPTIONS } from './engine/rules';

export const RULE_SPEC: RuleSpec = {
  game: 'hindersche',
  options: RULE_OPTIONS,
  defaults: DEFAULT_RULES,
  // The options are the specification's variant points, named by their codes (VP01 ...).
  codes: Object.fromEntries(Object.keys(RULE_OPTIONS).map((k) => [k, k])),
};
