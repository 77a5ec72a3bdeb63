/**
 * Who decided each reading of every open point (spec section 10; section 8 lists no variants): 'sv' = the source (the
 * Swedish rules text) says so; 'spec' = the source is silent or unclear and the reading is the default of the rule
 * specification; 'alt' = another reading of a point the source leaves open; 'ours' = neither the source nor the
 * specification settles it and this site decided (the points in DECIDED_POINTS). Options and defaults come from the
 * rule spec, so this table cannot drift from the engine; every value is listed (a test checks).
 */
import { optionReadings, type OptionReadings } from '../../shared/game';
import type { TryAt } from '../../components/reference/variants';
import type { RuleValue } from '../../shared/game';
import { OPTION_LIST, RULE_SPEC, type OptionKey } from './ruleSpec';

export type Source = 'sv' | 'spec' | 'alt' | 'ours';

const alt = (...values: string[]) => Object.fromEntries(values.map((v) => [v, 'alt' as Source]));

export const SOURCES: { [K in OptionKey]: Partial<Record<string, Source>> } = {
  OP1: { 'ace-high': 'spec', 'ace-low': 'alt' },
  OP2: { false: 'spec', true: 'alt' },
  OP3: { left: 'spec', right: 'alt' },
  OP4: { 'after-knocker': 'spec', 'from-forehand': 'alt' },
  OP5: { redeal: 'spec', 'pass-deal': 'alt' },
  OP6: { '5': 'spec', ...alt('0', '1', '2', '3', '4') },
  OP7: { true: 'spec', false: 'alt' },
  // The source names forehand only; whoever makes the opening lead when forehand folded is the spec's reading.
  OP8: { 'opening-lead': 'spec', 'forehand-only': 'sv', off: 'alt' },
  OP9: { 'per-trick': 'spec', 'after-deal': 'alt' },
  OP10: { 'follow-suit': 'spec', free: 'alt' },
  OP10b: { free: 'spec', 'must-lead-trump': 'alt' },
  OP11: { '1': 'spec', '2': 'alt' },
  // The source punishes a breach with a limpa; refusing the card is the spec's default for a screen.
  OP12: { prevent: 'spec', penalty: 'sv' },
  // The source says "everyone who went along"; counting the knocker among them is the spec's reading (review N6).
  OP13: { 'knocker-and-joiners': 'spec', 'joiners-only': 'alt' },
};

/**
 * Points the engine settles one way, with no other reading to switch to: the order of the deal (a default of the
 * spec, section 3), how the first dealer is chosen, and the count below 0 (both left open by the source and the spec;
 * decided here).
 */
export const DECIDED_POINTS: readonly { key: string; source: Source }[] = [
  { key: 'dealOrder', source: 'spec' },
  { key: 'firstDealer', source: 'ours' },
  { key: 'belowZero', source: 'ours' },
];

export type Variant = OptionReadings<OptionKey, RuleValue, Source>;

export const VARIANTS: Variant[] = optionReadings(OPTION_LIST, RULE_SPEC.options, SOURCES, 'alt', RULE_SPEC.defaults);

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
