/**
 * Where each rule option's readings come from. The source (the Swedish text, first section) names no variants for
 * Stopp (spec 7); every option settles an open point (spec 9):
 * - 'source': the source says so in words;
 * - 'implied': the source's own example or wording only makes sense this way;
 * - 'literal': the letter of the source's general rule, read on its own;
 * - 'neither': the source is silent and the reading is ours.
 * The options and the defaults come from the engine's rule set, so this table cannot drift from it.
 */
import type { TryAt } from '../../components/reference/variants';
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

/**
 * Where each reading's "try it" link leads (the platform's variants page): to the drill and level where the reading
 * changes the answer, or to the game table for the readings that only a whole game shows (who deals and leads next,
 * how the cards are dealt, saying "Stopp" aloud). Checked against the drills in tests/variant-links.test.ts.
 */
export const TRY_AT: Partial<Record<VariantKey, TryAt>> = {
  beat_choice: { drill: 'beat-or-stopp' },
  short_payment: { drill: 'capital-board', level: 2 },
  solo_continue: { drill: 'pile-tracker', level: 3 },
  pot_payout: { drill: 'capital-board' },
  dealer_rotation: { page: 'play' },
  deal_method: { page: 'play' },
  next_leader: { page: 'play' },
  stopp_call: { page: 'play' },
};
