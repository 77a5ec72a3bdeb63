/** Seeded helpers for position generators: the platform's (src/shared/random/positions.ts) and the game's own. */
import type { Card, Suit } from '../../../shared/cards/model';
import { HJ_SUITS, PACK } from '../engine/cards';
import { type Gen, pick, sample, genFromSeed } from '../../../shared/random/positions';
export { type Gen, genFromSeed, pick, below, sample } from '../../../shared/random/positions';

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
