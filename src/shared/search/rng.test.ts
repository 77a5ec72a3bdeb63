import { describe, expect, it } from 'vitest';
import { FastRng, shuffleFirst } from './rng';

describe('shuffleFirst', () => {
  it('permutes only the first len items, with the draws of a plain Fisher-Yates loop', () => {
    const a = Int8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    shuffleFirst(new FastRng(7), a, 6);
    expect([...a.slice(0, 6)].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...a.slice(6)]).toEqual([6, 7, 8, 9]);
    const b = [0, 1, 2, 3, 4, 5];
    const rng = new FastRng(7);
    for (let i = b.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      [b[i], b[j]] = [b[j] as number, b[i] as number];
    }
    expect([...a.slice(0, 6)]).toEqual(b);
  });
});
