/** Seeded helpers for position generators: the platform's (src/shared/random/positions.ts) and the game's own. */
export { type Gen, genFromSeed, pick, below } from '../../../shared/random/positions';
