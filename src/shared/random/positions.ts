/**
 * Seeded helpers for the games' position generators (pure: the same seed always gives the same position). Part of
 * the deterministic contract like rng.ts: a drill's question for a seed depends on every draw made here.
 */
import { mixSeed } from './mix';
import { nextBelow, rngFromSeed, toGenerator, type RandomGenerator } from './rng';

export type Gen = RandomGenerator;

/** The generator of a seed; a later `attempt` (a retry for a position that did not fit) gets a seed mixed from both. */
export const genFromSeed = (seed: number, attempt = 0): Gen => toGenerator(rngFromSeed(attempt === 0 ? seed : mixSeed(seed, attempt)));

export function pick<T>(gen: Gen, items: readonly T[]): T {
  return items[nextBelow(gen, items.length)] as T;
}

/** A whole number from 0 to k - 1. */
export const below = (gen: Gen, k: number): number => nextBelow(gen, k);

/** A whole number from lo to hi inclusive. */
export const between = (gen: Gen, lo: number, hi: number): number => lo + nextBelow(gen, hi - lo + 1);

/** true with probability num/den. */
export const chance = (gen: Gen, num: number, den: number): boolean => nextBelow(gen, den) < num;

/** `k` distinct items in random order. */
export function sample<T>(gen: Gen, items: readonly T[], k: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = nextBelow(gen, i + 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, k);
}
