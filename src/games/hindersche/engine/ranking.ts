/**
 * Why one card ranks above another under a trump suit, as data: which group the cards belong to (trumps or a
 * plain suit), their places in that group's order, and which special rule decided (Old Man, Little Man, trumps beat
 * plain cards). Cards of two different plain suits do not compete: only the led suit and trumps can win a trick.
 */
import { effectiveSuit, isLittleMan, isOldMan, isPackCard, suitRanking, trumpRanking, type EffectiveSuit } from './cards';
import { isSuit, type Card, type Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from './types';

export type RankWhy = 'old-man' | 'little-man' | 'trump-beats-plain' | 'order';

export interface RankComparison {
  higher: Card;
  lower: Card;
  why: RankWhy;
  /** Group of each card: 'trump' or its suit. */
  groups: [EffectiveSuit, EffectiveSuit];
  /** 1-based place of each card in its group's ranking. */
  places: [number, number];
  /** Extra facts a learner may trip over: a ten below the queen (and jack), or a jack that is really a trump. */
  notes: RankNote[];
}

export type RankNote =
  | { code: 'rank.note.ten-low'; ten: Card }
  | { code: 'rank.note.little-man-is-trump'; card: Card; printedSuit: Suit }
  | { code: 'rank.note.plain-jack'; card: Card };

export type RankError =
  | { code: 'rank.bad-card'; card: unknown }
  | { code: 'rank.bad-trump'; trump: unknown }
  | { code: 'rank.same-card'; card: Card }
  | { code: 'rank.different-plain-suits'; suits: [Suit, Suit] };

/** The order of a card's group under `trump`, high to low. */
export function groupRanking(group: EffectiveSuit, trump: Suit): Card[] {
  return group === 'trump' ? trumpRanking(trump) : suitRanking(group, trump);
}

export function placeInGroup(card: Card, trump: Suit): number {
  return groupRanking(effectiveSuit(card, trump), trump).indexOf(card) + 1;
}

function notesFor(card: Card, other: Card, trump: Suit): RankNote[] {
  const notes: RankNote[] = [];
  if (isLittleMan(card, trump)) notes.push({ code: 'rank.note.little-man-is-trump', card, printedSuit: card[1] as Suit });
  else if (card[0] === 'J' && !isOldMan(card, trump)) notes.push({ code: 'rank.note.plain-jack', card });
  if (card[0] === 'T' && ['Q', 'K', 'J'].includes(other[0] as string) && effectiveSuit(card, trump) === effectiveSuit(other, trump)) {
    notes.push({ code: 'rank.note.ten-low', ten: card });
  }
  return notes;
}

export function compareRank(a: unknown, b: unknown, trump: unknown): Result<RankComparison, RankError> {
  if (!isSuit(trump)) return err({ code: 'rank.bad-trump', trump });
  if (!isPackCard(a)) return err({ code: 'rank.bad-card', card: a });
  if (!isPackCard(b)) return err({ code: 'rank.bad-card', card: b });
  if (a === b) return err({ code: 'rank.same-card', card: a });
  const ga = effectiveSuit(a, trump);
  const gb = effectiveSuit(b, trump);
  if (ga !== 'trump' && gb !== 'trump' && ga !== gb) return err({ code: 'rank.different-plain-suits', suits: [ga, gb] });
  const pa = placeInGroup(a, trump);
  const pb = placeInGroup(b, trump);
  let aHigher: boolean;
  let why: RankWhy;
  if (ga !== gb) {
    aHigher = ga === 'trump';
    why = 'trump-beats-plain';
  } else {
    aHigher = pa < pb;
    const top = aHigher ? a : b;
    why = isOldMan(top, trump) ? 'old-man' : isLittleMan(top, trump) ? 'little-man' : 'order';
  }
  const [higher, lower] = aHigher ? [a, b] : [b, a];
  return ok({
    higher,
    lower,
    why,
    groups: aHigher ? [ga, gb] : [gb, ga],
    places: aHigher ? [pa, pb] : [pb, pa],
    notes: [...notesFor(higher, lower, trump), ...notesFor(lower, higher, trump)],
  });
}

/** Cards of one group sorted high to low (the answer to "put these in order"). */
export function sortByRank(cards: readonly Card[], trump: Suit): Card[] {
  if (!Array.isArray(cards) || !isSuit(trump)) return [];
  return cards.filter(isPackCard).sort((x, y) => {
    const gx = effectiveSuit(x, trump);
    const gy = effectiveSuit(y, trump);
    if (gx !== gy) return gx === 'trump' ? -1 : gy === 'trump' ? 1 : gx < gy ? -1 : 1;
    return placeInGroup(x, trump) - placeInGroup(y, trump);
  });
}
