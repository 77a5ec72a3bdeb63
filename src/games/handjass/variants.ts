/**
 * Where each rule option's readings come from. Handjass has one source (a Persian article, itself a translation of
 * an English page): 'source' = the source states this reading (the main rule or one of its listed variants),
 * 'neither' = the source is silent or garbled and the reading is ours (spec §13). Options and defaults come from
 * the engine's rule set, so this table cannot drift from it.
 */
import type { TryAt } from '../../components/reference/variants';
import { DEFAULT_RULES, RULE_OPTIONS, RULE_SOURCES, type Rules } from './engine/rules';

export type Source = 'source' | 'variant' | 'neither';
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
  announcing: { auto: 'neither', manual: 'source' },
  mutualClaim: { false: 'neither', true: 'source' },
  suitNames: { source: 'source', common: 'neither' },
};

export interface VariantOption {
  value: string | number | boolean;
  source: Source;
  isDefault: boolean;
}

export interface Variant {
  key: VariantKey;
  /** The spec's variant or open point (V1..V9, OP1..). */
  spec: string;
  options: VariantOption[];
}

export const VARIANTS: Variant[] = (Object.keys(RULE_OPTIONS) as VariantKey[]).map((key) => ({
  key,
  spec: RULE_SOURCES[key],
  options: (RULE_OPTIONS[key] as readonly (string | number | boolean)[]).map((value) => ({
    value,
    source: SOURCES[key][String(value)] ?? 'neither',
    isDefault: DEFAULT_RULES[key] === value,
  })),
}));

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
