/** Seeded helpers for position generators (pure: the same seed always gives the same position). */
import { SUITS, type Suit } from '../../../shared/cards/model';
import { nextBelow, rngFromSeed, toGenerator, type RandomGenerator } from '../engine/rng';

export type Gen = RandomGenerator;

export const genFromSeed = (seed: number): Gen => toGenerator(rngFromSeed(seed));

export function pick<T>(gen: Gen, items: readonly T[]): T {
  return items[nextBelow(gen, items.length)] as T;
}

/** `k` distinct items in random order. */
export function sample<T>(gen: Gen, items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = nextBelow(gen, i + 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, k);
}

export const pickSuit = (gen: Gen): Suit => pick(gen, SUITS);
