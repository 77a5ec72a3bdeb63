/**
 * What the reference page shows as tables, asked of the engine rather than typed in, so the page cannot disagree
 * with the rules the trainer uses: the ranking of every suit and the card points under an example trump, the
 * points by kind of card, the number of erasers in Butzen, and the settlement example.
 */
import {
  DEFAULT_RULES,
  PACK,
  cardPoints,
  excessErasePlaces,
  isTrump,
  littleMan,
  marcherErases,
  oldMan,
  pilePoints,
  settle,
  suitRanking,
  trumpRanking,
  type Card,
  type Rules,
  type Suit,
} from '../engine';
import { SUITS, partnerSuit, rankOf } from '../../../shared/cards/model';

/** The trump suit the reference page's tables use as their example. */
export const EXAMPLE_TRUMP: Suit = 'S';

export interface RankedCard {
  card: Card;
  points: number;
}

export interface RankingGroup {
  /** trump: the ten trumps; partner: the other suit of the trump colour (8 cards); plain: a suit of the other colour. */
  kind: 'trump' | 'partner' | 'plain';
  suit: Suit;
  /** High to low. */
  cards: RankedCard[];
}

/** Every card in play, grouped as it ranks under `trump`: trumps, the partner suit, then the two other suits. */
export function rankingGroups(trump: Suit = EXAMPLE_TRUMP): RankingGroup[] {
  const withPoints = (cards: Card[]) => cards.map((card) => ({ card, points: cardPoints(card, trump) }));
  const partner = partnerSuit(trump);
  const plain = SUITS.filter((s) => s !== trump && s !== partner);
  return [
    { kind: 'trump', suit: trump, cards: withPoints(trumpRanking(trump)) },
    { kind: 'partner', suit: partner, cards: withPoints(suitRanking(partner, trump)) },
    ...plain.map((suit) => ({ kind: 'plain' as const, suit, cards: withPoints(suitRanking(suit, trump)) })),
  ];
}

export type PointKind = 'trump-jacks' | 'aces' | 'tens' | 'kings' | 'queens' | 'other-jacks' | 'low';

export interface PointRow {
  kind: PointKind;
  cards: Card[];
  /** What each of these cards is worth (they are all worth the same; the build fails otherwise). */
  points: number;
}

/** Card points by kind of card under `trump`, from the engine's own values. */
export function pointRows(trump: Suit = EXAMPLE_TRUMP): PointRow[] {
  const jacks = PACK.filter((c) => rankOf(c) === 'J');
  const groups: [PointKind, Card[]][] = [
    ['trump-jacks', [oldMan(trump), littleMan(trump)]],
    ['aces', PACK.filter((c) => rankOf(c) === 'A')],
    ['tens', PACK.filter((c) => rankOf(c) === 'T')],
    ['kings', PACK.filter((c) => rankOf(c) === 'K')],
    ['queens', PACK.filter((c) => rankOf(c) === 'Q')],
    ['other-jacks', jacks.filter((c) => !isTrump(c, trump))],
    ['low', PACK.filter((c) => '9876'.includes(rankOf(c)))],
  ];
  return groups.map(([kind, cards]) => {
    const values = new Set(cards.map((c) => cardPoints(c, trump)));
    if (values.size !== 1) throw new Error(`reference: the ${kind} are not all worth the same under ${trump}`);
    return { kind, cards, points: [...values][0] as number };
  });
}

/** The points in the whole pack (140 under every trump). */
export function packPoints(trump: Suit = EXAMPLE_TRUMP): number {
  return pilePoints(PACK, trump);
}

/** Butzen with excess marks and no march: how many of the lowest scorers erase, for 5, 6 and 7 marks with 4 players. */
export function excessErasers(rules: Pick<Rules, 'VP13'> = DEFAULT_RULES): { marks: number; erasers: number }[] {
  return [5, 6, 7].map((marks) => ({ marks, erasers: excessErasePlaces(4, marks, rules) }));
}

/** Butzen with excess marks: what a marcher erases, by the marks he holds and the marks on the slate. */
export function marchWithExcess(rules: Pick<Rules, 'VP14'> = DEFAULT_RULES): { marks: number; own: number; erases: number }[] {
  const out: { marks: number; own: number; erases: number }[] = [];
  for (const marks of [5, 6]) for (const own of [1, 2]) out.push({ marks, own, erases: marcherErases('R2', own, marks, rules) });
  return out;
}

/** The sources' settlement example: frame marks 3, 1, 0, 0 at a stake of 5. */
export const SETTLEMENT_EXAMPLE = { frameMarks: [3, 1, 0, 0], stake: 5 } as const;

export function settlementExample(): number[] {
  const r = settle([...SETTLEMENT_EXAMPLE.frameMarks], SETTLEMENT_EXAMPLE.stake);
  if (!r.ok) throw new Error('reference: the settlement example does not settle');
  return r.value;
}
