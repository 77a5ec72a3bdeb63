import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffledPack } from './deal';
import { fromGenerator, isRngState, nextBelow, randomInt, rngFromSeed, shuffle, shuffleInPlace, toGenerator } from './rng';

describe('rng', () => {
  it('is deterministic and pinned (a change here changes every seeded deal)', () => {
    const a = shuffle([...Array(10).keys()], rngFromSeed(42));
    const b = shuffle([...Array(10).keys()], rngFromSeed(42));
    expect(a).toEqual(b);
    if (!a.ok) throw new Error();
    expect(a.value.value).toEqual([4, 8, 6, 5, 7, 0, 3, 9, 1, 2]);
    expect(rngFromSeed(42)).toEqual({ alg: 'xoroshiro128plus', s: [-375449659, 1493649426, -666662221, -1344916122] });
    const p = shuffledPack(rngFromSeed(1));
    expect(p.ok && p.value.pack.slice(0, 12)).toEqual(['TD', 'TS', 'TH', '9H', 'QD', 'KC', '7H', 'QH', '6H', '9D', 'QC', 'JH']);
  });
  it('never mutates the state it is given, and the state survives JSON', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const s = rngFromSeed(seed);
        const copy = JSON.parse(JSON.stringify(s));
        const r = randomInt(s, 0, 99);
        expect(s).toEqual(copy);
        expect(randomInt(copy, 0, 99)).toEqual(r);
        if (!r.ok) throw new Error();
        expect(isRngState(r.value.rng)).toBe(true);
        expect(r.value.value).toBeGreaterThanOrEqual(0);
        expect(r.value.value).toBeLessThanOrEqual(99);
      }),
      { numRuns: 200 },
    );
  });
  it('round-trips through a generator', () => {
    const s = rngFromSeed(7);
    const g = toGenerator(s);
    expect(fromGenerator(g)).toEqual(s);
    g.next();
    expect(fromGenerator(g)).not.toEqual(s);
  });
  it('spreads the first draw of neighbouring seeds (no weak start)', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 64; seed++) {
      const r = randomInt(rngFromSeed(seed), 0, 35);
      if (r.ok) firsts.add(r.value.value);
    }
    expect(firsts.size).toBeGreaterThan(20);
  });
  it('shuffles uniformly: every card reaches every position', () => {
    const counts = Array.from({ length: 36 }, () => new Array<number>(36).fill(0));
    const g = toGenerator(rngFromSeed(3));
    const a = new Uint8Array(36);
    for (let n = 0; n < 3600; n++) {
      for (let i = 0; i < 36; i++) a[i] = i;
      shuffleInPlace(a, g);
      for (let i = 0; i < 36; i++) (counts[a[i] as number] as number[])[i]! += 1;
    }
    // Expected 100 per cell; a biased shuffle (e.g. a broken batch decode) leaves cells near 0 or far above.
    for (const row of counts) for (const c of row) expect(c > 50 && c < 160).toBe(true);
  });
  it('draws integers uniformly (chi-square against a generous bound)', () => {
    for (const k of [2, 3, 7, 36]) {
      const g = toGenerator(rngFromSeed(k));
      const counts = new Array<number>(k).fill(0);
      const n = 2000 * k;
      for (let i = 0; i < n; i++) {
        const v = nextBelow(g, k);
        counts[v] = (counts[v] ?? Number.NaN) + 1;
      }
      expect(counts).toHaveLength(k);
      expect(counts.every(Number.isInteger)).toBe(true);
      const chi = counts.reduce((a, c) => a + (c - 2000) ** 2 / 2000, 0);
      // 99.9% quantile of chi-square with k-1 degrees of freedom is below 3k + 12 for these k.
      expect(chi).toBeLessThan(3 * k + 12);
    }
  });
  it('answers bad input with errors', () => {
    expect(randomInt(rngFromSeed(1), 5, 4)).toMatchObject({ ok: false, error: { code: 'rng.bad-range' } });
    expect(randomInt({} as never, 0, 4)).toMatchObject({ ok: false, error: { code: 'rng.bad-state' } });
    expect(shuffle('abc' as never, rngFromSeed(1))).toMatchObject({ ok: false, error: { code: 'rng.bad-items' } });
  });
  it('rejects malformed states', () => {
    for (const x of [null, {}, { alg: 'x', s: [1, 2, 3, 4] }, { alg: 'xoroshiro128plus', s: [1, 2, 3] }, { alg: 'xoroshiro128plus', s: [0, 0, 0, 0] }, { alg: 'xoroshiro128plus', s: [1.5, 0, 0, 0] }]) {
      expect(isRngState(x)).toBe(false);
    }
  });
});
