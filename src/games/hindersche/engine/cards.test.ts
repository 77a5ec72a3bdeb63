import { describe, expect, it } from 'vitest';
import { SUITS, type Card, type Suit } from '../../../shared/cards/model';
import {
  EFF_SUIT,
  IS_TRUMP,
  PACK,
  PACK_SIZE,
  POINTS,
  cardAt,
  cardIndex,
  cardPoints,
  effectiveSuit,
  isLittleMan,
  isOldMan,
  isPackCard,
  isTrump,
  littleMan,
  oldMan,
  pilePoints,
  pointsInPlay,
  suitIndex,
  suitRanking,
  suitSizes,
  trickPower,
  trumpRanking,
} from './cards';

describe('pack', () => {
  it('has 36 distinct cards, 9 per suit, no 2-5', () => {
    expect(PACK).toHaveLength(36);
    expect(new Set(PACK).size).toBe(36);
    for (const s of SUITS) expect(PACK.filter((c) => c[1] === s)).toHaveLength(9);
    expect(isPackCard('5S')).toBe(false);
    expect(isPackCard('XX')).toBe(false);
    expect(cardIndex('2H')).toBe(-1);
    expect(cardIndex(42)).toBe(-1);
  });
  it('indexes round-trip', () => {
    PACK.forEach((c, i) => {
      expect(cardIndex(c)).toBe(i);
      expect(cardAt(i)).toBe(c);
    });
  });
});

describe('trumps, Old Man and Little Man', () => {
  it('names the jacks', () => {
    expect(oldMan('S')).toBe('JS');
    expect(littleMan('S')).toBe('JC');
    expect(littleMan('H')).toBe('JD');
    expect(isOldMan('JD', 'D')).toBe(true);
    expect(isLittleMan('JH', 'D')).toBe(true);
    expect(isLittleMan('JS', 'D')).toBe(false);
  });
  it('puts the Little Man in trumps only (VP05)', () => {
    expect(effectiveSuit('JC', 'S')).toBe('trump');
    expect(effectiveSuit('JH', 'S')).toBe('H');
    expect(effectiveSuit('7C', 'S')).toBe('C');
    expect(isTrump('JD', 'H')).toBe(true);
  });
  it('ranks trumps and suits', () => {
    expect(trumpRanking('S')).toEqual(['JS', 'JC', 'AS', 'KS', 'QS', 'TS', '9S', '8S', '7S', '6S']);
    expect(suitRanking('C', 'S')).toEqual(['AC', 'KC', 'QC', 'TC', '9C', '8C', '7C', '6C']);
    expect(suitRanking('H', 'S')).toEqual(['AH', 'KH', 'QH', 'JH', 'TH', '9H', '8H', '7H', '6H']);
    expect(suitRanking('S', 'S')).toEqual(trumpRanking('S'));
  });
  it('sizes the suits 10 + 8 + 9 + 9', () => {
    expect(suitSizes('S')).toEqual({ trump: 10, C: 8, H: 9, D: 9 });
    expect(suitSizes('D')).toEqual({ trump: 10, H: 8, S: 9, C: 9 });
  });
});

describe('points', () => {
  it('totals 140 under every trump, with the spec group sums for spades', () => {
    for (const t of SUITS) expect(pilePoints(PACK, t)).toBe(140);
    const group = (g: string) => pilePoints(PACK.filter((c) => effectiveSuit(c, 'S') === g), 'S');
    expect([group('trump'), group('C'), group('H'), group('D')]).toEqual([52, 28, 30, 30]);
  });
  it('values jacks by trump', () => {
    expect(SUITS.map((t) => cardPoints('JD', t))).toEqual([2, 12, 12, 2]);
    expect(cardPoints('AS', 'H')).toBe(11);
    expect(cardPoints('9S', 'S')).toBe(0);
  });
  it('computes points in play', () => {
    expect(pointsInPlay(['7S', 'AC', 'KD', 'QH', '9H', '8D', '7C', '6C', 'JH'], 'S')).toBe(120);
    expect(pointsInPlay([], 'S')).toBe(140);
  });
});

describe('fast tables agree with the string layer', () => {
  it('for every trump and card', () => {
    for (const t of SUITS) {
      const ti = suitIndex(t);
      for (const c of PACK) {
        const k = ti * PACK_SIZE + cardIndex(c);
        expect(POINTS[k]).toBe(cardPoints(c, t));
        expect(IS_TRUMP[k] === 1).toBe(isTrump(c, t));
        const eff = effectiveSuit(c, t);
        expect(SUITS[EFF_SUIT[k] as number]).toBe(eff === 'trump' ? t : eff);
      }
    }
  });
  it('orders trick power: trumps over led suit over off-suit', () => {
    const p = (c: Card, led: Suit | 'trump') => trickPower(c, 'S', led);
    expect(p('JS', 'H')).toBeGreaterThan(p('JC', 'H'));
    expect(p('JC', 'H')).toBeGreaterThan(p('AS', 'H'));
    expect(p('6S', 'H')).toBeGreaterThan(p('AH', 'H'));
    expect(p('AH', 'H')).toBeGreaterThan(p('KH', 'H'));
    expect(p('QS', 'trump')).toBeGreaterThan(p('TS', 'trump'));
    expect(p('AD', 'H')).toBe(0);
  });
});
