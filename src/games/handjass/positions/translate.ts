/**
 * Suit-and-rank translator positions: a card named in one pack, to be named in the other. Level 1 the court cards
 * and the Banner, level 2 the suits, level 3 whole cards. The suit pairing is the learner's reading (OP1).
 */
import type { Card } from '../../../shared/cards/model';
import { PACK } from '../engine/cards';
import { below, firstFound, pick } from './random';

export type Ask = 'rank' | 'suit' | 'card';
export type Direction = 'toSwiss' | 'toFrench';

export interface TranslateScene {
  card: Card;
  ask: Ask;
  direction: Direction;
  /** Three other cards whose names make the wrong choices (different in the asked part). */
  others: Card[];
}

const COURT = new Set(['A', 'K', 'Q', 'J', 'T']);

export function translateScene(seed: number, level: number): TranslateScene {
  const ask: Ask = level <= 1 ? 'rank' : level === 2 ? 'suit' : 'card';
  return firstFound(
    seed,
    10,
    (gen) => {
      const pool = ask === 'rank' ? PACK.filter((c) => COURT.has(c[0] as string)) : PACK;
      const card = pick(gen, pool);
      const direction: Direction = below(gen, 2) === 0 ? 'toSwiss' : 'toFrench';
      const part = (c: Card) => (ask === 'rank' ? c[0] : ask === 'suit' ? c[1] : c);
      const others: Card[] = [];
      const seen = new Set([part(card)]);
      let guard = 0;
      while (others.length < 3 && guard++ < 200) {
        // Whole cards: wrong choices share the rank or the suit, so both halves must be right.
        const c = ask === 'card' ? pick(gen, PACK.filter((x) => x !== card && (x[0] === card[0] || x[1] === card[1] || COURT.has(x[0] as string)))) : pick(gen, pool);
        if (!seen.has(part(c))) {
          seen.add(part(c));
          others.push(c);
        }
      }
      return others.length === 3 ? { card, ask, direction, others } : null;
    },
    () => ({ card: 'JH', ask, direction: 'toSwiss', others: ['QS', 'TD', 'AC'] }),
  );
}
