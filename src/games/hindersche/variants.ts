/**
 * Where each variant point's readings come from (spec section 14): EN = Paul Eaton and John McLeod's article,
 * SV = the Swedish rules text, both = the sources agree, neither = both are silent and the reading is ours.
 * The options and the default come from the engine's rule set, so this table cannot drift from it.
 */
import { optionReadings, type OptionReadings } from '../../shared/game';
import { DEFAULT_RULES, RULE_OPTIONS, type Rules } from './engine/rules';

export type Source = 'en' | 'sv' | 'both' | 'neither';
export type VariantKey = keyof Rules;

export const SOURCES: { [K in VariantKey]: Partial<Record<string, Source>> } = {
  VP01: { A: 'en', B: 'sv' },
  VP02: { A: 'en', B: 'neither' },
  VP05: { 'trump-only': 'both', 'follows-printed-suit': 'neither' },
  VP06: { A: 'en', B: 'sv' },
  VP07: { 'until-scoring': 'neither', closed: 'neither' },
  VP08: { A: 'en', B: 'sv' },
  VP09: { A: 'en', B: 'sv' },
  VP10: { A: 'neither', B: 'sv' },
  VP11: { A: 'neither', B: 'sv' },
  VP12: { 'exactly-one-holder': 'sv', 'lost-every-deal': 'en' },
  VP13: { A: 'en', B: 'sv' },
  VP14: { A: 'en', B: 'sv' },
  VP16: { A: 'neither', B: 'sv' },
  VP17: { A: 'en', B: 'sv' },
  VP18: { A: 'en', B: 'sv' },
  VP20: { 'erase-first': 'neither', 'add-first': 'neither' },
  VP21: { A: 'en', B: 'sv' },
  VP22: { '4': 'both' },
  VP23: { 'continue-rotation': 'neither', 'loser-deals': 'neither' },
};

export type Variant = OptionReadings<VariantKey, string | number, Source>;

export const VARIANTS: Variant[] = optionReadings<VariantKey, Source, string | number>(Object.keys(RULE_OPTIONS) as VariantKey[], RULE_OPTIONS, SOURCES, 'neither', DEFAULT_RULES);

export function variant(key: VariantKey): Variant {
  return VARIANTS.find((v) => v.key === key)!;
}
