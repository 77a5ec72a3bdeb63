/** Seeded helpers for position generators (pure: the same seed always gives the same position). */
import { nextBelow, rngFromSeed, toGenerator, type RandomGenerator } from '../../../shared/random/rng';

export type Gen = RandomGenerator;

export const genFromSeed = (seed: number): Gen => toGenerator(rngFromSeed(seed));

export function pick<T>(gen: Gen, items: readonly T[]): T {
  return items[nextBelow(gen, items.length)] as T;
}

/** A whole number from lo to hi inclusive. */
export const between = (gen: Gen, lo: number, hi: number): number => lo + nextBelow(gen, hi - lo + 1);

/** `k` distinct items in random order. */
export function sample<T>(gen: Gen, items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = nextBelow(gen, i + 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, k);
}
