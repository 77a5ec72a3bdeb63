/**
 * What every President drill generator shares: the learner's rule choices as an engine rule set, and seeded
 * randomness (a drill position is a pure function of its seed, level and rules).
 */
import { nextBelow, rngFromSeed, toGenerator, type RandomGenerator } from '../../../shared/random/rng';
import { DEFAULT_RULES, makeRules, TROUDUC_DEFAULTS, type Rules } from '../engine/rules';
import { packOf, sortAscending, type PCard } from '../engine/cards';

export type { RandomGenerator };

/**
 * The learner's saved rule choices (every option present, from the rule panel) as an engine rule set. Choosing the
 * Trouduc preset in the panel also switches those options that are still at their base-game default to Trouduc's
 * (one Joker, a one-card exchange, 2/1/0 scoring, target 11), as the preset does in the engine. Anything that does
 * not validate falls back to the defaults.
 */
export function drillRules(set: unknown): Rules {
  const input = set !== null && typeof set === 'object' && !Array.isArray(set) ? { ...(set as Record<string, unknown>) } : {};
  if (input.variant === 'trouduc') {
    for (const [k, v] of Object.entries(TROUDUC_DEFAULTS)) if (input[k] === undefined || input[k] === DEFAULT_RULES[k as keyof Rules]) input[k] = v;
  }
  const r = makeRules(input);
  return r.ok ? r.value : { ...DEFAULT_RULES };
}

export const rng = (seed: number, salt = 0): RandomGenerator => toGenerator(rngFromSeed((seed ^ Math.imul(salt + 1, 0x9e3779b1)) | 0));

export const below = (g: RandomGenerator, k: number): number => nextBelow(g, k);

export function pick<T>(g: RandomGenerator, items: readonly T[]): T {
  return items[below(g, items.length)] as T;
}

export function shuffled<T>(g: RandomGenerator, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(g, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A shuffled pack of the rules' size (52 cards plus the Trouduc Jokers). */
export const shuffledPack = (g: RandomGenerator, rules: Rules): PCard[] => shuffled(g, packOf(rules.jokers));

/** A hand as players hold it: low to high under the active order, Jokers last. */
export const sortHand = (hand: readonly PCard[], rules: Rules): PCard[] => sortAscending(hand, rules.rankOrder, rules.highJoker);
