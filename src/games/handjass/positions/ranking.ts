/**
 * Ranking positions: two cards that can meet in a trick, and the trump suit. Level 1: two cards of one plain suit
 * (the Banner below the Under, the Nine low); level 2: two trumps (the Buur and the Nell promoted); level 3: a trump
 * against a plain card or two cards of the trump suit and one plain suit mixed.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { cardAt, HJ_SUITS, suitIndex } from '../engine/cards';
import { below, firstFound, pick, pickSuit, sample } from './random';

export interface RankingScene {
  trump: Suit;
  a: Card;
  b: Card;
}

/** Natural ranks that make the interesting comparisons (9, T, J, Q, K, A); lower spot cards now and then. */
const TEACHING = [3, 4, 5, 6, 7, 8];

export function rankingScene(seed: number, level: number): RankingScene {
  return firstFound(
    seed,
    20,
    (gen) => {
      const trump = pickSuit(gen);
      const plain = pick(gen, HJ_SUITS.filter((s) => s !== trump));
      const ranks = (k: number) => (below(gen, 4) === 0 ? sample(gen, [0, 1, 2, ...TEACHING], k) : sample(gen, TEACHING, k));
      const [r1, r2] = ranks(2) as [number, number];
      let a: Card;
      let b: Card;
      if (level <= 1) {
        a = cardAt(suitIndex(plain) * 9 + r1);
        b = cardAt(suitIndex(plain) * 9 + r2);
      } else if (level === 2) {
        a = cardAt(suitIndex(trump) * 9 + r1);
        b = cardAt(suitIndex(trump) * 9 + r2);
      } else {
        a = cardAt(suitIndex(trump) * 9 + r1);
        b = cardAt(suitIndex(below(gen, 3) === 0 ? trump : plain) * 9 + r2);
      }
      return below(gen, 2) === 0 ? { trump, a, b } : { trump, a: b, b: a };
    },
    () => ({ trump: 'H', a: 'JH', b: 'AH' }),
  );
}
