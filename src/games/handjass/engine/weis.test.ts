import { describe, expect, it } from 'vitest';
import { compareWeis, weisDeclaration } from './weis';

const decl = (hand: string[], trump = 'C') => {
  const r = weisDeclaration(hand, trump);
  if (!r.ok) throw new Error();
  return r.value;
};

describe('Weis declaration', () => {
  it('four Aces + K-Q of one suit = 100 only', () => {
    const d = decl(['AS', 'AH', 'AD', 'AC', 'KH', 'QH', '7S', '8D', '9C']);
    expect(d.total).toBe(100);
    expect(d.combos.map((c) => [c.kind, c.cards])).toEqual([['quartet', ['AC', 'AD', 'AH', 'AS']]]);
    expect(d.reason.code).toBe('weis.highest-total');
  });
  it('add the Jack: four Aces + K-Q-J = 120 (beats A-K-Q-J alone, 50)', () => {
    const d = decl(['AS', 'AH', 'AD', 'AC', 'KH', 'QH', 'JH', '8D', '9C']);
    expect(d.total).toBe(120);
    expect(d.combos.map((c) => [c.kind, c.cards])).toEqual([
      ['quartet', ['AC', 'AD', 'AH', 'AS']],
      ['run', ['JH', 'KH', 'QH']],
    ]);
    expect(d.announce).toBe(100);
  });
  it('worthless quartets and no run', () => {
    const d = decl(['9S', '9H', '9D', '9C', '6S', '6H', '6D', '6C', 'AD']);
    expect(d.total).toBe(0);
    expect(d.worthlessQuartets).toEqual(['6', '9']);
    expect(d.reason.code).toBe('weis.none');
  });
  it('runs use the natural order, even in trumps', () => {
    expect(decl(['JH', 'TH', '9H', '8H', 'AS', 'KD', '6C', '7C', 'QS'], 'H').total).toBe(50);
    expect(decl(['JH', '9H', 'AH', '6S', '8D', 'TC', 'QS', 'KD', '7C'], 'H').total).toBe(0);
  });
  it('a run of 5+ is 100; four Jacks 200; runs are not split', () => {
    expect(decl(['6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', 'AH']).total).toBe(100);
    expect(decl(['JS', 'JH', 'JD', 'JC', '6S', '8H', 'AD', 'KC', '7D']).total).toBe(200);
  });
});

describe('Weis contest', () => {
  it('reproduces the source example: 50 + 20 + Stöck 20 = 90 for P2', () => {
    // A full valid deal: P0 and P2 announce 50 (both K-Q-J-T); P2's run is trumps (H) and P2 also holds 8-7-6.
    const hands = [
      { seat: 0, hand: ['KS', 'QS', 'JS', 'TS', '6D', '8C', 'AD', '9H', '7C'] },
      { seat: 1, hand: ['AS', '9S', '7S', 'AH', '6H', 'KD', 'TD', 'AC', 'QC'] },
      { seat: 2, hand: ['KH', 'QH', 'JH', 'TH', '8D', '7D', '6S', '8S', '9D'] },
      { seat: 3, hand: ['8H', '7H', 'QD', 'JD', 'KC', 'JC', 'TC', '9D', '6C'] },
    ];
    // P2's 8-7-6 must be one suit: use diamonds 8D 7D 6D instead.
    (hands[2] as { hand: string[] }).hand = ['KH', 'QH', 'JH', 'TH', '8D', '7D', '6D', '8S', '9C'];
    (hands[0] as { hand: string[] }).hand = ['KS', 'QS', 'JS', 'TS', '6S', '8C', 'AD', '9H', '7C'];
    const r = compareWeis(hands, 'H');
    expect(r).toMatchObject({ ok: true, value: { winner: 2, points: 70, stoeck: [2] } });
    if (r.ok) expect(r.value.losers).toEqual([{ seat: 0, why: 'weis.trump-run' }]);
  });
  it('more cards, top card, seat order', () => {
    const r1 = compareWeis(
      [
        { seat: 0, hand: ['KS', 'KH', 'KD', 'KC', '6S', '8H', 'AC', '9D', '7C'] },
        { seat: 1, hand: ['7S', '8S', '9S', 'TS', 'JS', '6D', 'AH', '8D', 'QC'] },
      ],
      'D',
    );
    expect(r1).toMatchObject({ ok: true, value: { winner: 1, points: 100, losers: [{ seat: 0, why: 'weis.more-cards' }] } });
    const r2 = compareWeis(
      [
        { seat: 1, hand: ['7S', '8S', '9S', 'AH', 'KC', '6D', 'QD', 'TC', 'JH'] },
        { seat: 3, hand: ['7D', '8D', '9D', 'AS', '6C', 'QH', 'TH', 'KD', '8C'] },
      ],
      'H',
    );
    expect(r2).toMatchObject({ ok: true, value: { winner: 1, points: 20, losers: [{ seat: 3, why: 'weis.seat-order' }] } });
  });
  it('refuses overlapping hands', () => {
    expect(compareWeis([{ seat: 0, hand: ['AS'] }, { seat: 1, hand: ['AS'] }], 'H').ok).toBe(false);
  });
});
