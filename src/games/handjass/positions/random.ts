/** Seeded helpers for position generators (pure: the same seed always gives the same position). */
import { mixSeed } from '../../../shared/random/mix';
import { nextBelow, rngFromSeed, toGenerator, type RandomGenerator } from '../../../shared/random/rng';
import type { Card, Suit } from '../../../shared/cards/model';
import { HJ_SUITS, PACK } from '../engine/cards';

export type Gen = RandomGenerator;

export const genFromSeed = (seed: number, attempt = 0): Gen => toGenerator(rngFromSeed(attempt === 0 ? seed : mixSeed(seed, attempt)));

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

export const pickSuit = (gen: Gen): Suit => pick(gen, HJ_SUITS);

/** A shuffled 36-card pack. */
export const shuffled = (gen: Gen): Card[] => sample(gen, PACK, PACK.length);

/**
 * Tries `make` with the seed, then with sub-seeds derived from it, until it returns a position (at most `tries`
 * times); then `fallback` (also seeded). Rare cases come on demand this way and stay reproducible from the seed.
 */
export function firstFound<T>(seed: number, tries: number, make: (gen: Gen, attempt: number) => T | null, fallback: (gen: Gen) => T): T {
  for (let a = 0; a < tries; a++) {
    const found = make(genFromSeed(seed, a), a);
    if (found !== null) return found;
  }
  return fallback(genFromSeed(seed, tries));
}
