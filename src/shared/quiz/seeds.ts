/** Seeds of drill questions: small non-negative integers that fit a URL, derived deterministically. */
export const MAX_SEED = 0x7fffffff;

/** The seed of the question after `seed` (a 32-bit integer hash, so a sequence never repeats early). */
export function nextSeed(seed: number): number {
  let x = (seed ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) & MAX_SEED;
}

export type SeedError = { code: 'seed.malformed'; input: string };

/** Parses a `?seed=` value: decimal digits only, within range. */
export function parseSeed(text: string | null | undefined): { ok: true; value: number } | { ok: false; error: SeedError } | null {
  if (text === null || text === undefined || text === '') return null;
  if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_SEED) return { ok: false, error: { code: 'seed.malformed', input: text } };
  return { ok: true, value: Number(text) };
}

/** A fresh seed for a new visitor (the only place that uses ambient randomness; the rules engine never does). */
export function freshSeed(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return (buf[0] ?? 1) & MAX_SEED;
}
