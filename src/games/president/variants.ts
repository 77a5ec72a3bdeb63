/**
 * Where each rule option's readings come from (spec §8 and §11): 'source' = the Swedish rules text states it,
 * 'neither' = the text is silent and the reading is ours. The options and defaults come from the engine's rule set,
 * so this table cannot drift from it.
 */
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from './engine/rules';

export type Source = 'source' | 'neither';
export type VariantKey = keyof Rules;

export const SOURCES: { [K in VariantKey]: Partial<Record<string, Source>> } = {
  variant: { classic: 'source', trouduc: 'source' },
  rankOrder: { 'ace-high': 'neither', 'two-high': 'source' },
  jokers: { '0': 'source', '1': 'source', '2': 'source' },
  highJoker: { black: 'source', red: 'source' },
  exchangeCards: { '3': 'source', '2': 'source', '1': 'source', '0': 'neither' },
  presidentReturns: { 'lowest-own': 'neither', 'lowest-after-receiving': 'neither', 'free-choice': 'neither' },
  sequences: { false: 'source', true: 'source' },
  runMinLength: { '2': 'neither', '3': 'neither' },
  jokersInRuns: { false: 'neither', true: 'neither' },
  passWhenAble: { allowed: 'source', forbidden: 'neither' },
  scoring: { places: 'source', trouduc: 'source' },
  target: { '15': 'source', '25': 'source', '11': 'source' },
  tieBreak: { 'total-then-last-deal': 'neither', 'last-deal': 'neither' },
  titles: { none: 'neither', 'by-place': 'source' },
};

/** The spec's open point (§11) or variant (§8) behind each option, shown on the variants page. */
export const SPEC_POINT: Record<VariantKey, string> = {
  variant: 'V4',
  rankOrder: 'OP1',
  jokers: 'V4',
  highJoker: 'V4',
  exchangeCards: 'V1',
  presidentReturns: 'OP6',
  sequences: 'V2',
  runMinLength: 'OP10',
  jokersInRuns: 'OP12',
  passWhenAble: 'OP3',
  scoring: 'V4',
  target: 'OP9',
  tieBreak: 'OP8',
  titles: 'V3',
};

export interface VariantOption {
  value: string | number | boolean;
  source: Source;
  isDefault: boolean;
}

export interface Variant {
  key: VariantKey;
  point: string;
  options: VariantOption[];
}

export const VARIANTS: Variant[] = (Object.keys(RULE_OPTIONS) as VariantKey[]).map((key) => ({
  key,
  point: SPEC_POINT[key],
  options: (RULE_OPTIONS[key] as readonly (string | number | boolean)[]).map((value) => ({
    value,
    source: SOURCES[key][String(value)] ?? 'neither',
    isDefault: DEFAULT_RULES[key] === value,
  })),
}));
