/** Hindersche draws its seeded randomness from the platform's generator. */
export * from '../../../shared/random/rng';
