/**
 * Bugami's rule options as the platform reads them (the rule-variant panel, saved choices, "other reading" links).
 * Only the options with more than one reading are offered; the values and defaults are the engine's own, so the
 * panel cannot drift from the rules engine. (The single-reading open points are listed on the variants page.)
 */
import type { RuleSpec, RuleValue } from '../../shared/game';
import { DEFAULT_RULES, RULE_OPTIONS, makeRules, type Rules } from './engine/rules';
import type { RuleSet } from '../../shared/settings/rulesSetting';

export const PANEL_KEYS = ['ranking', 'jokers', 'jokerLead', 'zwangshochzeit', 'remainderIsTrick', 'nullAllTricks', 'nullWhenOtherTakesAll', 'playOff', 'target', 'direction', 'nullReveal', 'jokerDiscard', 'partnershipSpecials'] as const satisfies readonly (keyof Rules)[];
export type PanelKey = (typeof PANEL_KEYS)[number];

export const RULE_SPEC: RuleSpec = {
  game: 'bugami',
  options: Object.fromEntries(PANEL_KEYS.map((k) => [k, RULE_OPTIONS[k] as readonly RuleValue[]])),
  defaults: Object.fromEntries(PANEL_KEYS.map((k) => [k, DEFAULT_RULES[k] as RuleValue])),
};

/** The engine's rule set for a panel choice (unknown or bad values fall back to the defaults). */
export function rulesOf(set: RuleSet | undefined): Rules {
  const r = makeRules(Object.fromEntries(Object.entries(set ?? {}).filter(([k]) => (PANEL_KEYS as readonly string[]).includes(k))));
  return r.ok ? r.value : { ...DEFAULT_RULES };
}
