/**
 * Where each rule option's readings come from, and who decided every open point of the spec. Handjass has one
 * source (a Persian article, itself a translation of an English page):
 * - 'source': the source states this reading; 'variant': one of the variants the source lists;
 * - 'table': a simplification of our table where the source's own rule is the other reading (announcing for you,
 *   always playing out);
 * - 'neither': a reading the source does not give (an alternative we offer, or an amount it leaves open);
 * - 'spec': the source is silent or garbled, and the reading is our rule book's default (spec §13);
 * - 'ours': neither the source nor the rule book decides it; we did (three-way held strokes, what counts as an
 *   announcement).
 * Options and defaults come from the engine's rule set, so this table cannot drift from it.
 */
import { optionReadings, type OptionReadings, type RuleValue } from '../../shared/game';
import type { TryAt } from '../../components/reference/variants';
import { DEFAULT_RULES, RULE_OPTIONS, RULE_SOURCES, type Rules } from './engine/rules';

export type Source = 'source' | 'variant' | 'table' | 'neither' | 'spec' | 'ours';
export type VariantKey = keyof Rules;

const stakes = (values: readonly number[]) => Object.fromEntries(values.map((v) => [String(v), 'neither' as Source]));

export const SOURCES: { [K in VariantKey]: Partial<Record<string, Source>> } = {
  threshold: { '26': 'source', '21': 'variant' },
  target: { '7': 'source', '9': 'variant', '5': 'variant' },
  bessern: { false: 'source', true: 'variant' },
  extraPerNull: { false: 'source', true: 'variant' },
  compulsory: { false: 'source', true: 'variant' },
  stakes: { false: 'source', true: 'variant' },
  loserStake: stakes(RULE_OPTIONS.loserStake),
  nullStake: stakes(RULE_OPTIONS.nullStake),
  multiplier: { false: 'source', true: 'variant' },
  strokesAtFour: { '2': 'source', '3': 'variant' },
  heldStroke: { false: 'source', true: 'variant' },
  announcing: { auto: 'table', manual: 'source' },
  mutualClaim: { false: 'table', true: 'source' },
  suitNames: { source: 'source', common: 'neither' },
};

export interface Variant extends OptionReadings<VariantKey, RuleValue, Source> {
  /** The spec's variant or open point (V1..V9, OP1..). */
  spec: string;
}

export const VARIANTS: Variant[] = optionReadings(Object.keys(RULE_OPTIONS) as VariantKey[], RULE_OPTIONS, SOURCES, 'neither', DEFAULT_RULES).map((v) => ({
  ...v,
  spec: RULE_SOURCES[v.key],
}));

/**
 * The spec's points behind each option as the variants page shows them: the variant or open point of the option,
 * plus the open points that settle its details (OP22-OP27 for the variants, OP8 with announcing).
 */
export const OPTION_POINTS: { readonly [K in VariantKey]: string } = {
  threshold: 'V1',
  target: 'V2',
  bessern: 'V3 · OP24',
  extraPerNull: 'V4 · OP22',
  compulsory: 'V5 · OP23',
  stakes: 'V6 · OP27',
  loserStake: 'V6 · OP27',
  nullStake: 'V6 · OP27',
  multiplier: 'V7 · OP26',
  strokesAtFour: 'V8',
  heldStroke: 'V9 · OP25',
  announcing: 'OP7 · OP8',
  mutualClaim: 'OP10',
  suitNames: 'OP1',
};

/**
 * Every other open point of the spec (and our own decisions beyond it), each settled one way by the engine: with
 * the options above, the variants page and the sources page list every point of spec §12-13. `source` says who
 * decided it (the `differ.source.<source>` text).
 */
export const DECIDED_POINTS: readonly { key: string; code: string; source: Source }[] = [
  { key: 'missingSuit', code: 'OP2', source: 'spec' },
  { key: 'runNames', code: 'OP3', source: 'spec' },
  { key: 'buurExemption', code: 'OP4', source: 'spec' },
  { key: 'announce200', code: 'OP5', source: 'spec' },
  { key: 'declaration', code: 'OP6', source: 'spec' },
  { key: 'announceBlocked', code: '§7.5', source: 'ours' },
  { key: 'lastCannotPass', code: 'OP9', source: 'spec' },
  { key: 'drawRanks', code: 'OP11', source: 'spec' },
  { key: 'threeWayTie', code: 'OP11', source: 'spec' },
  { key: 'heldThreeWay', code: 'V9 · OP25', source: 'ours' },
  { key: 'thresholdBasis', code: 'OP12', source: 'spec' },
  { key: 'blackboard', code: 'OP13', source: 'spec' },
  { key: 'dealOrder', code: 'OP14', source: 'spec' },
  { key: 'turnedCard', code: 'OP15', source: 'spec' },
  { key: 'sixExchange', code: 'OP16', source: 'spec' },
  { key: 'deadBlindSix', code: 'OP17', source: 'spec' },
  { key: 'twoPlayerPackets', code: 'OP18', source: 'spec' },
  { key: 'twoPlayerTie', code: 'OP19', source: 'spec' },
  { key: 'rotation', code: 'OP20', source: 'spec' },
  { key: 'severalRetire', code: 'OP21', source: 'spec' },
  { key: 'firstDealer', code: 'OP28', source: 'spec' },
];

export function variant(key: VariantKey): Variant {
  return VARIANTS.find((v) => v.key === key)!;
}

/**
 * Where each reading's "try it" link leads (the platform's variants page): the drills index by default, or the game
 * table for readings no drill shows. Checked against the drills in tests/variant-links.test.ts.
 */
export const TRY_AT: Partial<Record<VariantKey, TryAt>> = {
  // Bessern, compulsory play, the stakes, the loser's and the Null payments, announcing by hand and two players left
  // in a deal: no drill asks about them, a whole game shows them.
  bessern: { page: 'play' },
  compulsory: { page: 'play' },
  stakes: { page: 'play' },
  loserStake: { page: 'play' },
  nullStake: { page: 'play' },
  announcing: { page: 'play' },
  mutualClaim: { page: 'play' },
};
