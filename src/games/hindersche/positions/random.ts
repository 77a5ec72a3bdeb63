/** Seeded helpers for position generators: the platform's (src/shared/random/positions.ts) and the game's own. */
import { SUITS, type Suit } from '../../../shared/cards/model';
import { type Gen, pick } from '../../../shared/random/positions';
export { type Gen, genFromSeed, pick, sample } from '../../../shared/random/positions';

export const pickSuit = (gen: Gen): Suit => pick(gen, SUITS);
