/**
 * Norrlandsknack's rule options as the platform reads them (the rule panel, saved choices, `?rules=` links). The
 * platform names each option by its open point of the specification (`OP1` .. `OP13`, section 10); the engine by
 * a descriptive key. `engineRules` turns a platform rule set into the engine's `Rules`.
 */
import type { RuleSpec, RuleValue } from '../../shared/game';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from './engine/rules';

/** Platform option name -> engine option. OP10 has two halves (no trump in hand; the leader). */
export const OPTION_KEYS = {
  OP1: 'ranking',
  OP2: 'ante_each_deal',
  OP3: 'rotation',
  OP4: 'response_order',
  OP5: 'all_lurk_later',
  OP6: 'unopposed_knock_tricks',
  OP7: 'dealer_may_discard_turnup',
  OP8: 'trump_ace_rule',
  OP9: 'game_end',
  OP10: 'trumfmant_no_trump',
  OP10b: 'trumfmant_lead',
  OP11: 'max_limpa_per_deal',
  OP12: 'trumfmant_breach',
  OP13: 'limpa_later',
} as const satisfies Record<string, keyof Rules>;

export type OptionKey = keyof typeof OPTION_KEYS;
export const OPTION_LIST = Object.keys(OPTION_KEYS) as OptionKey[];

export const RULE_SPEC: RuleSpec = {
  game: 'norrlandsknack',
  options: Object.fromEntries(OPTION_LIST.map((k) => [k, RULE_OPTIONS[OPTION_KEYS[k]] as readonly RuleValue[]])),
  defaults: Object.fromEntries(OPTION_LIST.map((k) => [k, DEFAULT_RULES[OPTION_KEYS[k]] as RuleValue])),
  // The panel names each option by its open point, as the variants page does.
  codes: Object.fromEntries(OPTION_LIST.map((k) => [k, k])),
};

/** The engine's rules for a platform rule set (unknown or invalid entries keep the defaults). */
export function engineRules(set: Readonly<Record<string, RuleValue>> | undefined): Rules {
  const rules: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const k of OPTION_LIST) {
    const v = set?.[k];
    if (v !== undefined && (RULE_OPTIONS[OPTION_KEYS[k]] as readonly unknown[]).includes(v)) rules[OPTION_KEYS[k]] = v;
  }
  return rules as unknown as Rules;
}

/** The platform option of an engine key. */
export const optionOf = (key: keyof Rules): OptionKey => OPTION_LIST.find((k) => OPTION_KEYS[k] === key) as OptionKey;
