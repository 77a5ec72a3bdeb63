import { describe, expect, it } from 'vitest';
import { firstRepeat, parseList, replayActions, splitFields } from './notation';
import { err, ok } from './result';

const isDigit = (s: string): s is `${number}` => /^[0-9]$/.test(s);

describe('shared notation helpers', () => {
  it('splits fields and refuses unknown keys', () => {
    expect(splitFields('v1~a1~b2', 'v1')).toEqual(ok(new Map([['a', '1'], ['b', '2']])));
    expect(splitFields('v1~c1', 'v1', { allowed: 'ab' })).toEqual(err({ code: 'notation.unknown-field', field: 'c' }));
  });

  it('parses lists item by item', () => {
    expect(parseList('', isDigit)).toEqual([]);
    expect(parseList('1.2.3', isDigit)).toEqual(['1', '2', '3']);
    expect(parseList('1-2', isDigit, '-')).toEqual(['1', '2']);
    expect(parseList('1..2', isDigit)).toBeNull();
  });

  it('finds the first repeated item', () => {
    expect(firstRepeat(['AS', 'KS', 'QS'])).toBeUndefined();
    expect(firstRepeat(['AS', 'KS', 'KS', 'AS'])).toBe('KS');
  });

  it('replays actions and reports the first bad or refused one by index', () => {
    const parse = (c: string): number | null => (isDigit(c) ? Number(c) : null);
    const add = (s: number, a: number) => (a === 9 ? err({ code: 'too-big' }) : ok(s + a));
    expect(replayActions(0, ['1', '2'], parse, add)).toEqual(ok(3));
    expect(replayActions(0, ['1', 'x'], parse, add)).toEqual(err({ code: 'notation.bad-action', index: 1 }));
    expect(replayActions(0, ['1', '9'], parse, add)).toEqual(err({ code: 'notation.illegal-action', index: 1, error: { code: 'too-big' } }));
  });
});
