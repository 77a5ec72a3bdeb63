/** Handjass's rule options as the platform reads them (the rule-variant panel, saved choices, rule links). */
import type { RuleSpec } from '../../shared/game';
import { DEFAULT_RULES, RULE_OPTIONS } from './engine/rules';

export const RULE_SPEC: RuleSpec = { game: 'handjass', options: RULE_OPTIONS, defaults: DEFAULT_RULES };
