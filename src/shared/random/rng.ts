/**
 * Seeded randomness for every game. The generator is pure-rand's xoroshiro128+ (128-bit state, period 2^128 - 1), chosen because
 * it is pure-rand's recommended generator, is fast, and its whole state is four 32-bit integers, so a game state can
 * carry it as plain JSON and resume the exact same sequence on any machine.
 *
 * Integers in a range come from `nextBelow`: Lemire's multiply-and-reject method on one 32-bit output (unbiased, and
 * it avoids the floating-point division and modulo of a plain rejection sampler, which dominated the random-deal
 * benchmark). Shuffles are Fisher-Yates from the last position down, several steps per draw (see `shuffleInPlace`).
 * Both are part of the deterministic contract:
 * changing either changes every seeded deal, so do it only together with a new `alg` name.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { err, ok, type Result } from '../result';

export type RandomGenerator = ReturnType<typeof xoroshiro128plus>;

/** Serialisable generator state. */
export interface RngState {
  alg: 'xoroshiro128plus';
  s: [number, number, number, number];
}

/** MurmurHash3's 32-bit finaliser: spreads nearby seeds (1, 2, 3...) over the whole 32-bit range. */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x | 0;
}

/** Outputs thrown away after seeding: xoroshiro's first outputs from a sparse state are far from random. */
const WARM_UP = 16;

/**
 * The generator state for a seed. Only the low 32 bits of an integer seed matter; anything else counts as 0.
 * pure-rand seeds xoroshiro128+ as (-1, ~seed, seed, 0), whose first output is -seed - 1: for small seeds that is
 * close to 2^32, so the first draw of a multiply-based range reduction would always be the top value. The seed is
 * therefore mixed first and the first outputs are skipped.
 */
export function rngFromSeed(seed: number): RngState {
  const gen = xoroshiro128plus(mix32(typeof seed === 'number' ? seed | 0 : 0));
  for (let i = 0; i < WARM_UP; i++) gen.next();
  return fromGenerator(gen);
}

export function isRngState(x: unknown): x is RngState {
  if (x === null || typeof x !== 'object') return false;
  const r = x as { alg?: unknown; s?: unknown };
  return (
    r.alg === 'xoroshiro128plus' &&
    Array.isArray(r.s) &&
    r.s.length === 4 &&
    r.s.every((v) => typeof v === 'number' && Number.isInteger(v) && (v | 0) === v) &&
    // The all-zero state is the one fixed point of xoroshiro: it would return 0 for ever.
    r.s.some((v) => v !== 0)
  );
}

/** A fresh mutable generator positioned at `state` (the state itself is never touched). */
export function toGenerator(state: RngState): RandomGenerator {
  return xoroshiro128plusFromState(state.s);
}

export function fromGenerator(gen: RandomGenerator): RngState {
  const [a, b, c, d] = gen.getState() as unknown as [number, number, number, number];
  // `| 0` turns a possible -0 into 0 so that equal states are also deep-equal.
  return { alg: 'xoroshiro128plus', s: [a | 0, b | 0, c | 0, d | 0] };
}

const TWO_32 = 4294967296;
const INV_TWO_32 = 1 / TWO_32;

/**
 * Uniform integer in [0, k) for 1 <= k <= 2^21 from a mutable generator (hot path). With x a uniform 32-bit value,
 * floor(x * k / 2^32) is uniform once the few x whose low product part falls below 2^32 mod k are redrawn.
 * Every product stays below 2^53, so the arithmetic on doubles is exact.
 */
export function nextBelow(gen: RandomGenerator, k: number): number {
  let m = (gen.next() >>> 0) * k;
  let low = m - Math.floor(m * INV_TWO_32) * TWO_32;
  if (low < k) {
    const threshold = TWO_32 % k;
    while (low < threshold) {
      m = (gen.next() >>> 0) * k;
      low = m - Math.floor(m * INV_TWO_32) * TWO_32;
    }
  }
  return Math.floor(m * INV_TWO_32);
}

/** Uniform integer in [lo, hi] from a mutable generator; hi - lo must be below 2^21. */
export function nextInt(gen: RandomGenerator, lo: number, hi: number): number {
  return lo + nextBelow(gen, hi - lo + 1);
}

export type RngError = { code: 'rng.bad-state' } | { code: 'rng.bad-range'; lo: unknown; hi: unknown } | { code: 'rng.bad-items' };

/** Pure form: a uniform integer in [lo, hi] (integers, hi - lo below 2^21) and the state after drawing it. */
export function randomInt(state: RngState, lo: number, hi: number): Result<{ value: number; rng: RngState }, RngError> {
  if (!isRngState(state)) return err({ code: 'rng.bad-state' });
  if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi) || hi < lo || hi - lo >= 2 ** 21) return err({ code: 'rng.bad-range', lo, hi });
  const gen = toGenerator(state);
  const value = nextInt(gen, lo, hi);
  return ok({ value, rng: fromGenerator(gen) });
}

/** Largest product of Fisher-Yates ranges drawn from one `nextBelow` call (its k must stay at or below 2^21). */
const BATCH_LIMIT = 2 ** 21;

/**
 * Fisher-Yates in place over the first `length` entries (hot path; no allocation). Several consecutive steps share
 * one draw: a uniform r in [0, b1*b2*...) read in mixed radix gives independent uniform digits, so the shuffle stays
 * exactly uniform while a 36-card pack needs 9 generator outputs instead of 35.
 */
export function shuffleInPlace(arr: { [i: number]: number; length: number }, gen: RandomGenerator, length = arr.length): void {
  let i = length - 1;
  while (i > 0) {
    let k = i + 1;
    let j = i - 1;
    while (j > 0 && k * (j + 1) <= BATCH_LIMIT) {
      k *= j + 1;
      j--;
    }
    let r = nextBelow(gen, k);
    for (let m = i; m > j; m--) {
      const b = m + 1;
      const pos = r % b;
      r = (r - pos) / b;
      const tmp = arr[m] as number;
      arr[m] = arr[pos] as number;
      arr[pos] = tmp;
    }
    i = j;
  }
}

/** Pure shuffle: a shuffled copy and the state after shuffling. */
export function shuffle<T>(items: readonly T[], state: RngState): Result<{ value: T[]; rng: RngState }, RngError> {
  if (!isRngState(state)) return err({ code: 'rng.bad-state' });
  if (!Array.isArray(items) || items.length >= 2 ** 21) return err({ code: 'rng.bad-items' });
  const gen = toGenerator(state);
  // Shuffle positions with the same algorithm as the hot path, so both give the same order for the same state.
  const order = Array.from({ length: items.length }, (_, i) => i);
  shuffleInPlace(order, gen);
  const out = order.map((i) => items[i] as T);
  return ok({ value: out, rng: fromGenerator(gen) });
}
