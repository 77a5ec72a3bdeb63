/** The rule set as drills receive it: the engine's rules, readable as the platform's plain rule record too. */
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import type { Rules } from '../../engine/rules';

export type DrillRules = Rules & RuleSet;
