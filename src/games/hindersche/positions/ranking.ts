/**
 * Ranking questions: "which of these two cards is higher?" and "put these cards in order", under a trump suit.
 * Level 1 keeps to plain orders; level 2 brings in the Old Man, the Little Man, low tens and trumps against plain
 * cards; level 3 asks for an order of four cards of one group that includes such a card.
 */
import { partnerSuit, SUITS, type Card, type Suit } from '../../../shared/cards/model';
import { littleMan, oldMan, type EffectiveSuit } from '../engine/cards';
import { groupRanking } from '../engine/ranking';
import { genFromSeed, pick, pickSuit, sample, type Gen } from './random';

export type RankingQuestion =
  | { kind: 'pair'; trump: Suit; cards: [Card, Card] }
  | { kind: 'order'; trump: Suit; cards: Card[] };

function plainPair(gen: Gen, trump: Suit): [Card, Card] {
  const group: EffectiveSuit = pick(gen, ['trump', ...SUITS.filter((s) => s !== trump)] as EffectiveSuit[]);
  const cards = groupRanking(group, trump).filter((c) => c[0] !== 'J');
  return sample(gen, cards, 2) as [Card, Card];
}

function trickyPair(gen: Gen, trump: Suit): [Card, Card] {
  const partner = partnerSuit(trump);
  const plainSuits = SUITS.filter((s) => s !== trump && s !== partner);
  const offSuit = pick(gen, plainSuits);
  const templates: (() => [Card, Card])[] = [
    () => [oldMan(trump), littleMan(trump)],
    () => [littleMan(trump), `A${trump}` as Card],
    () => [littleMan(trump), `A${partner}` as Card],
    () => [`T${offSuit}` as Card, `${pick(gen, ['Q', 'K', 'J'])}${offSuit}` as Card],
    () => [`T${trump}` as Card, `${pick(gen, ['Q', 'K'])}${trump}` as Card],
    () => [`6${trump}` as Card, `A${pick(gen, [partner, offSuit])}` as Card],
    () => [`J${offSuit}` as Card, `T${offSuit}` as Card],
    () => [oldMan(trump), `A${trump}` as Card],
  ];
  return sample(gen, pick(gen, templates)(), 2) as [Card, Card];
}

function orderQuestion(gen: Gen, trump: Suit): Card[] {
  const group: EffectiveSuit = pick(gen, ['trump', 'trump', partnerSuit(trump), ...SUITS.filter((s) => s !== trump && s !== partnerSuit(trump))] as EffectiveSuit[]);
  const ranking = groupRanking(group, trump);
  const special = group === 'trump' ? pick(gen, [oldMan(trump), littleMan(trump), `T${trump}` as Card]) : (`T${group}` as Card);
  const rest = sample(
    gen,
    ranking.filter((c) => c !== special),
    3,
  );
  return sample(gen, [special, ...rest], 4);
}

export function rankingQuestion(seed: number, level: number): RankingQuestion {
  const gen = genFromSeed(seed);
  const trump = pickSuit(gen);
  if (level >= 3) return { kind: 'order', trump, cards: orderQuestion(gen, trump) };
  return { kind: 'pair', trump, cards: level === 2 ? trickyPair(gen, trump) : plainPair(gen, trump) };
}

/** Every card grouped as it plays under `trump`: trumps first, then the three other suits (for the explorer). */
export function groupsUnder(trump: Suit): { group: EffectiveSuit; cards: Card[] }[] {
  const order: EffectiveSuit[] = ['trump', ...SUITS.filter((s) => s !== trump)];
  return order.map((group) => ({ group, cards: groupRanking(group, trump) }));
}
