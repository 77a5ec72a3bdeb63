/**
 * A small seeded generator for the bots' inner loops (sfc32: four 32-bit words, no allocation per draw). It is
 * seeded from a game's seeded RNG or from a seed number, never from Math.random. Shared by every game's bots
 * and the search.
 */
export class FastRng {
  a = 0;
  b = 0;
  c = 0;
  d = 1;
  constructor(seed = 1) {
    this.seed(seed);
  }
  seed(seed: number, seed2 = 0): void {
    this.a = 0x9e3779b9;
    this.b = seed | 0;
    this.c = seed2 | 0;
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }
  setState(a: number, b: number, c: number, d: number): void {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
  }
  /** Uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  /** Uniform integer in [0, k), k >= 1 (tiny bias below 2^-20 for the k used here). */
  below(k: number): number {
    return Math.floor((this.next() / 4294967296) * k);
  }
  /** Uniform float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }
}

/**
 * Shuffles the first `len` items of `items` in place (Fisher-Yates, drawing from `rng`): how every game's bots deal
 * the unseen cards for a sample. The draws are the same as a bot's own loop made, so a seeded search repeats.
 */
export function shuffleFirst(rng: FastRng, items: { [i: number]: number }, len: number): void {
  for (let i = len - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = items[i] as number;
    items[i] = items[j] as number;
    items[j] = t;
  }
}
