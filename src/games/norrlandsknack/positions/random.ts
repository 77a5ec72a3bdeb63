/** Seeded helpers for position generators (pure: the same seed always gives the same position). */
import { nextBelow, rngFromSeed, toGenerator, type RandomGenerator } from '../../../shared/random/rng';
import { PACK } from '../engine';
import type { Card } from '../engine';

export type Gen = RandomGenerator;

export const genFromSeed = (seed: number): Gen => toGenerator(rngFromSeed(seed));

export function pick<T>(gen: Gen, items: readonly T[]): T {
  return items[nextBelow(gen, items.length)] as T;
}

export const below = (gen: Gen, k: number): number => nextBelow(gen, k);

/** `k` distinct items in random order. */
export function sample<T>(gen: Gen, items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = nextBelow(gen, i + 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, k);
}

/** A shuffled 52-card pack. */
export const shuffled = (gen: Gen): Card[] => sample(gen, PACK, PACK.length);

/** true with probability num/den. */
export const chance = (gen: Gen, num: number, den: number): boolean => nextBelow(gen, den) < num;
