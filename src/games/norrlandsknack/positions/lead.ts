/**
 * Opening-lead scenes: the player about to lead, his five cards after buying, which trick it is, and whether he is
 * forehand or leads in place of a forehand who folded. Level 1: the opening lead, half the time with the trump ace.
 * Level 2: also leads to later tricks with the ace still in hand. Level 3: a substitute leader after forehand
 * folded (the ace sometimes just bought), mixed with the others.
 */
import { aceOf, seatOrder, type Card, type Rules, type Seat, type Suit } from '../engine';
import { below, chance, genFromSeed, pick, sample, shuffled } from './random';

export interface LeadScene {
  level: number;
  players: 3 | 4 | 5;
  dealer: Seat;
  leader: Seat;
  /** 1 = the deal's opening lead. */
  trickNo: number;
  /** Forehand folded and the leader leads in his place. */
  substitute: boolean;
  /** The leader bought the trump ace this deal. */
  boughtAce: boolean;
  trump: Suit;
  hand: Card[];
}

export function leadScene(seed: number, level: number, _rules: Rules): LeadScene {
  const gen = genFromSeed(seed);
  const players = pick(gen, [3, 4, 5] as const);
  const dealer = below(gen, players);
  const order = seatOrder(players, dealer);
  const trump = pick(gen, ['S', 'H', 'D', 'C'] as const);
  const ace = aceOf(trump);
  const substitute = level >= 3 && chance(gen, 2, 3);
  const trickNo = level >= 2 && !substitute && chance(gen, 1, 2) ? 2 + below(gen, 4) : 1;
  const withAce = trickNo > 1 || chance(gen, 1, 2);
  const size = 6 - trickNo;
  const rest = shuffled(gen).filter((c) => c !== ace);
  const hand = withAce ? [ace, ...rest.slice(0, size - 1)] : rest.slice(0, size);
  const leader = trickNo > 1 ? pick(gen, order) : substitute ? (order[1 + below(gen, players - 1)] as Seat) : (order[0] as Seat);
  return { level, players, dealer, leader, trickNo, substitute, boughtAce: substitute && withAce && chance(gen, 1, 2), trump, hand: sample(gen, hand, hand.length) };
}
