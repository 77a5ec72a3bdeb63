/**
 * Stopp's rule options as the platform reads them (the rule-variant panel, saved choices, rule links).
 *
 * Our default differs from the engine's in one place: at our table the learner says "Stopp" (the announced reading,
 * OP9), as a beginner should practise it, where the specification's default lets the table say it (the engine and
 * the conformance cases keep that default). The automatic reading is one switch away in the rule panel. A learner who
 * has saved rule choices keeps them as saved.
 */
import type { RuleSpec } from '../../shared/game';
import { DEFAULT_RULES, RULE_OPTIONS } from './engine/rules';

export const SITE_DEFAULTS = { ...DEFAULT_RULES, stopp_call: 'announced' } as const;

export const RULE_SPEC: RuleSpec = { game: 'stopp', options: RULE_OPTIONS, defaults: SITE_DEFAULTS };
