/**
 * Where each rule option's readings come from. The source (the Swedish text, first section) names no variants for
 * Stopp (spec 7); every option settles an open point (spec 9):
 * - 'source': the source says so in words;
 * - 'implied': the source's own example or wording only makes sense this way;
 * - 'literal': the letter of the source's general rule, read on its own;
 * - 'spec': the source is silent; the default our rules specification (shared/rules/stopp/spec.md, section 9) chose;
 * - 'ours': the source and the specification are silent; we decided it for this course (issue 25);
 * - 'neither': the source is silent; another reading, nobody's default.
 * The options and the defaults come from the engine's rule set, so this table cannot drift from it. Open points the
 * engine settles one way, and our own decisions, are in `DECIDED_POINTS`, so the variants and sources pages together
 * list every open point of the specification (1-9, and the [D] defaults outside them) with who decided it.
 */
import { optionReadings, type OptionReadings } from '../../shared/game';
import type { TryAt } from '../../components/reference/variants';
import { OPEN_POINT, RULE_KEYS, RULE_OPTIONS, type Rules } from './engine/rules';
import { RULE_SPEC } from './ruleSpec';

export type Source = 'source' | 'implied' | 'literal' | 'spec' | 'ours' | 'neither';
export type VariantKey = keyof Rules;

export const SOURCES: { [K in VariantKey]: Partial<Record<string, Source>> } = {
  ranking: { 'ace-high': 'implied', 'ace-low': 'neither' },
  dealer_rotation: { left: 'spec', 'loser-deals': 'neither' },
  deal_method: { 'one-at-a-time': 'spec', 'six-at-once': 'neither' },
  beat_choice: { 'any-higher': 'implied', 'lowest-higher': 'neither' },
  short_payment: { 'pay-what-is-left': 'spec', 'go-negative': 'neither' },
  solo_continue: { false: 'implied', true: 'literal' },
  next_leader: { forehand: 'spec', 'deal-winner': 'neither' },
  pot_payout: { 'game-end': 'source', 'each-deal': 'neither' },
  stopp_call: { automatic: 'spec', announced: 'source' },
};

/**
 * Points the engine plays one way only (no rule option): the [D] defaults of the specification outside its option
 * list, and the decision we took ourselves for a game that comes down to two players (the specification's 3-6 players
 * is the table at the start; section 5 says deals go on until one player has capital left, but not how two play).
 * `openPoint` is the specification's open point, when the point is one.
 */
export const DECIDED_POINTS: readonly { key: string; openPoint?: number; source: Source }[] = [
  { key: 'first_dealer', openPoint: 2, source: 'spec' },
  { key: 'empty_pot', source: 'spec' },
  { key: 'two_players', source: 'ours' },
];

export interface Variant extends OptionReadings<VariantKey, string | boolean, Source> {
  /** The open point of the specification (section 9) the option settles. */
  openPoint: number;
}

// Our default: the site's (RULE_SPEC), which differs from the specification's in saying Stopp (ruleSpec.ts).
export const VARIANTS: Variant[] = optionReadings<VariantKey, Source, string | boolean>(RULE_KEYS, RULE_OPTIONS, SOURCES, 'neither', RULE_SPEC.defaults).map((v) => ({
  ...v,
  openPoint: OPEN_POINT[v.key],
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
