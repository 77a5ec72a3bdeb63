import { describe, expect, it } from 'vitest';
import { hintMemo } from './hintMemo';

describe('hints asked ahead', () => {
  it('a prefetched hint is the answer the button gets, without a second search', async () => {
    const calls: number[] = [];
    const memo = hintMemo(async (state: { n: number }, seat: number) => {
      calls.push(state.n * 10 + seat);
      return `advice ${state.n}/${seat}`;
    });
    const a = { n: 1 };
    memo.prefetch(a, 0);
    expect(await memo.ask(a, 0)).toBe('advice 1/0');
    expect(calls).toEqual([10]);
    // Another seat or another state is another question.
    expect(await memo.ask(a, 1)).toBe('advice 1/1');
    expect(await memo.ask({ n: 1 }, 0)).toBe('advice 1/0');
    expect(calls).toEqual([10, 11, 10]);
  });

  it('a failed request is forgotten, so asking again retries', async () => {
    let fail = true;
    let calls = 0;
    const memo = hintMemo(async () => {
      calls++;
      if (fail) throw new Error('worker gone');
      return 'ok';
    });
    const s = {};
    memo.prefetch(s, 0);
    await expect(memo.ask(s, 0)).rejects.toThrow('worker gone');
    fail = false;
    expect(await memo.ask(s, 0)).toBe('ok');
    expect(calls).toBe(2);
  });
});
