/**
 * Buying scenes: one player's hand straight after a real deal (the engine deals a seeded pack), the cards he puts
 * away, and the question how many he gets from the talon. Level 1: a player other than the dealer. Level 2: the
 * dealer with his six cards. Level 3: the dealer's rare cases on demand (putting nothing away, putting away the
 * turned-up trump), mixed with the others.
 */
import { dealFromPack, type Card, type Rules, type Seat, type Suit } from '../engine';
import { below, chance, genFromSeed, pick, sample, shuffled } from './random';

export interface BuyingScene {
  level: number;
  players: 3 | 4 | 5;
  dealer: Seat;
  seat: Seat;
  isDealer: boolean;
  trump: Suit;
  upcard: Card;
  hand: Card[];
  discard: Card[];
}

export function buyingScene(seed: number, level: number, _rules: Rules): BuyingScene {
  const gen = genFromSeed(seed);
  const players = pick(gen, [3, 4, 5] as const);
  const dealer = below(gen, players);
  const d = dealFromPack(shuffled(gen), dealer, players);
  if (!d.ok) throw new Error(d.error.code);
  const dealt = d.value;
  const isDealer = level === 2 || (level >= 3 && chance(gen, 3, 4));
  const seat = isDealer ? dealer : (dealt.order[below(gen, players - 1)] as Seat);
  const hand = dealt.hands[seat] as Card[];
  let discard: Card[];
  if (!isDealer) discard = sample(gen, hand, below(gen, 6));
  else if (level >= 3 && chance(gen, 1, 3)) discard = [];
  else if (level >= 3 && chance(gen, 1, 2)) discard = [dealt.upcard, ...sample(gen, hand.filter((c) => c !== dealt.upcard), below(gen, 5))];
  else discard = sample(gen, hand, 1 + below(gen, 6));
  return { level, players, dealer, seat, isDealer, trump: dealt.trump, upcard: dealt.upcard, hand: [...hand], discard };
}
