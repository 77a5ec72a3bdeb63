/**
 * Where each rule option's readings come from. The source (the Swedish text, first section) names no variants for
 * Stopp (spec 7); every option settles an open point (spec 9):
 * - 'source': the source says so in words;
 * - 'implied': the source's own example or wording only makes sense this way;
 * - 'literal': the letter of the source's general rule, read on its own;
 * - 'neither': the source is silent and the reading is ours.
 * The options and the defaults come from the engine's rule set, so this table cannot drift from it.
 */
import { DEFAULT_RULES, OPEN_POINT, RULE_KEYS, RULE_OPTIONS, type Rules } from './engine/rules';

export type Source = 'source' | 'implied' | 'literal' | 'neither';
export type VariantKey = keyof Rules;

export const SOURCES: { [K in VariantKey]: Partial<Record<string, Source>> } = {
  ranking: { 'ace-high': 'implied', 'ace-low': 'neither' },
  dealer_rotation: { left: 'neither', 'loser-deals': 'neither' },
  deal_method: { 'one-at-a-time': 'neither', 'six-at-once': 'neither' },
  beat_choice: { 'any-higher': 'implied', 'lowest-higher': 'neither' },
  short_payment: { 'pay-what-is-left': 'neither', 'go-negative': 'neither' },
  solo_continue: { false: 'implied', true: 'literal' },
  next_leader: { forehand: 'neither', 'deal-winner': 'neither' },
  pot_payout: { 'game-end': 'source', 'each-deal': 'neither' },
  stopp_call: { automatic: 'neither', announced: 'source' },
};

export interface VariantOption {
  value: string | boolean;
  source: Source;
  isDefault: boolean;
}

export interface Variant {
  key: VariantKey;
  /** The open point of the specification (section 9) the option settles. */
  openPoint: number;
  options: VariantOption[];
}

export const VARIANTS: Variant[] = RULE_KEYS.map((key) => ({
  key,
  openPoint: OPEN_POINT[key],
  options: (RULE_OPTIONS[key] as readonly (string | boolean)[]).map((value) => ({
    value,
    source: SOURCES[key][String(value)] ?? 'neither',
    isDefault: DEFAULT_RULES[key] === value,
  })),
}));
