/** Seeded helpers for position generators (pure: the same seed always gives the same position). */
import { nextBelow, rngFromSeed, toGenerator, type RandomGenerator } from '../../../shared/random/rng';

export type Gen = RandomGenerator;

export const genFromSeed = (seed: number): Gen => toGenerator(rngFromSeed(seed));

export function pick<T>(gen: Gen, items: readonly T[]): T {
  return items[nextBelow(gen, items.length)] as T;
}

export const below = (gen: Gen, k: number): number => nextBelow(gen, k);
