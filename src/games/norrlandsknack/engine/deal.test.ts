import { describe, expect, it } from 'vitest';
import { buyCheck, dealFromPack, dealLayout, packOfSeed } from './deal';
import { stackPack } from './testkit';
import { sortHand } from './cards';

describe('deal layout (spec 3.6)', () => {
  it.each([
    [3, 36, 15],
    [4, 31, 20],
    [5, 26, 25],
  ])('%i players: talon %i, largest buy %i', (n, talon, demand) => {
    const r = dealLayout(n);
    expect(r.ok && r.value).toMatchObject({ hand_size: 5, dealer_hand_size: 6, talon, max_buy_demand: demand, talon_suffices: true });
  });
  it('refuses 2 or 6 players', () => {
    expect(dealLayout(2).ok).toBe(false);
    expect(dealLayout(6).ok).toBe(false);
  });
});

describe('buying (spec 4.3)', () => {
  it('others get as many as they discard', () => {
    expect(buyCheck(false, 2)).toMatchObject({ ok: true, value: { receive: 2, hand_after: 5 } });
    expect(buyCheck(false, 0)).toMatchObject({ ok: true, value: { receive: 0, hand_after: 5 } });
  });
  it('the dealer discards one more than he buys', () => {
    expect(buyCheck(true, 3)).toMatchObject({ ok: true, value: { receive: 2, hand_after: 5, reason: { code: 'buy.dealer-one-extra' } } });
    expect(buyCheck(true, 6)).toMatchObject({ ok: true, value: { receive: 5, hand_after: 5 } });
    expect(buyCheck(true, 0)).toMatchObject({ ok: false, error: { code: 'buy.dealer-must-discard' } });
    expect(buyCheck(false, 6)).toMatchObject({ ok: false, error: { code: 'buy.too-many' } });
  });
});

describe('dealing (spec 3)', () => {
  it('3 cards each, the turn-up, 2 each; the dealer takes the turn-up', () => {
    const hands = [
      ['2S', '3S', '4S', '5S', '6S'],
      ['2H', '3H', '4H', '5H', '6H'],
      ['2D', '3D', '4D', '5D', '6D'],
      ['2C', '3C', '4C', '5C', '6C'],
    ] as const;
    const pack = stackPack(hands.map((h) => [...h]), 'AH');
    const r = dealFromPack(pack, 3, 4);
    if (!r.ok) throw new Error();
    expect(r.value.hands[0]).toEqual(hands[0]);
    expect(r.value.hands[3]).toEqual([...hands[3], 'AH']);
    expect(r.value.trump).toBe('H');
    expect(r.value.talon.length).toBe(31);
    expect(r.value.order).toEqual([0, 1, 2, 3]);
  });
  it('forehand is the dealer\'s left', () => {
    const p = packOfSeed(5);
    if (!p.ok) throw new Error();
    const r = dealFromPack(p.value, 1, 3);
    expect(r.ok && r.value.order).toEqual([2, 0, 1]);
    expect(r.ok && r.value.hands[1]?.length).toBe(6);
  });
  it('refuses a bad pack', () => {
    expect(dealFromPack(['AS'], 0, 4).ok).toBe(false);
  });
});

describe('the hand as the table shows it', () => {
  it('puts trumps first, then the other suits with the colours alternating, each strongest first', () => {
    expect(sortHand(['2C', 'KH', '9S', 'AH', '3D', 'TS'], 'D')).toEqual(['3D', 'TS', '9S', 'AH', 'KH', '2C']);
  });
  it('follows the ace-low house rule and keeps only cards', () => {
    expect(sortHand(['AS', 'KS', '2S', 'bad' as never], 'S', 'ace-low')).toEqual(['KS', '2S', 'AS']);
  });
});
