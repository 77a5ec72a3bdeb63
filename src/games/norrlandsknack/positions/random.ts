/** Seeded helpers for position generators: the platform's (src/shared/random/positions.ts) and the game's own. */
import { PACK } from '../engine';
import type { Card } from '../engine';
import { type Gen, sample } from '../../../shared/random/positions';
export { type Gen, genFromSeed, pick, below, chance, sample } from '../../../shared/random/positions';

/** A shuffled 52-card pack. */
export const shuffled = (gen: Gen): Card[] => sample(gen, PACK, PACK.length);
