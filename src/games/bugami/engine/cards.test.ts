import { describe, expect, it } from 'vitest';
import { dealLayout, isPackCard, jokerNames, packOf, powerOf, sortCards, suitOf } from './cards';

describe('deal layout (spec §4 table)', () => {
  const table: [number, number, number, number][] = [
    // players, cards each, set aside with 52, set aside with 53
    [3, 17, 1, 2],
    [4, 13, 0, 1],
    [5, 10, 2, 3],
    [6, 8, 4, 5],
    [7, 7, 3, 4],
  ];
  for (const [p, each, r52, r53] of table) {
    it(`${p} players`, () => {
      expect(dealLayout(p, 0)).toEqual({ ok: true, value: { players: p, jokers: 0, packSize: 52, handSize: each, remainder: r52 } });
      const j = dealLayout(p, 1);
      expect(j.ok && j.value.remainder).toBe(r53);
      expect(j.ok && j.value.handSize).toBe(each);
    });
  }
  it('refuses 2 or 8 players and bad Joker counts', () => {
    expect(dealLayout(2, 0)).toMatchObject({ ok: false, error: { code: 'layout.bad-players' } });
    expect(dealLayout(8, 0)).toMatchObject({ ok: false, error: { code: 'layout.bad-players' } });
    expect(dealLayout(4, 5)).toMatchObject({ ok: false, error: { code: 'layout.bad-jokers' } });
    expect(dealLayout(4, 1.5)).toMatchObject({ ok: false, error: { code: 'layout.bad-jokers' } });
  });
});

describe('cards', () => {
  it('names Jokers JK for one, JK1.. for several', () => {
    expect(jokerNames(0)).toEqual([]);
    expect(jokerNames(1)).toEqual(['JK']);
    expect(jokerNames(3)).toEqual(['JK1', 'JK2', 'JK3']);
    expect(isPackCard('JK', 1)).toBe(true);
    expect(isPackCard('JK', 0)).toBe(false);
    expect(isPackCard('JK1', 1)).toBe(false);
    expect(isPackCard('JK2', 2)).toBe(true);
    expect(packOf(2)).toHaveLength(54);
  });
  it('ranks A K Q J T 9 .. 2 by default (OP1), Ace low on request', () => {
    expect(powerOf('AS')).toBe(12);
    expect(powerOf('KS')).toBe(11);
    expect(powerOf('2S')).toBe(0);
    expect(powerOf('AS', 'ace-low')).toBe(0);
    expect(powerOf('KS', 'ace-low')).toBe(12);
    expect(powerOf('2S', 'ace-low')).toBe(1);
    expect(powerOf('JK')).toBe(-1);
  });
  it('knows suits and sorts for display', () => {
    expect(suitOf('TD')).toBe('D');
    expect(suitOf('JK')).toBeNull();
    expect(sortCards(['2C', 'JK', 'AH', 'KS', 'AS'])).toEqual(['AS', 'KS', 'AH', '2C', 'JK']);
  });
});
