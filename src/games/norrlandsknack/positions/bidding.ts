/**
 * Bidding scenes for the "who plays?" trainer: a table of 3-5 players, the deal number, the knock/lurk round as far
 * as it went (it stops at the first knock) and, from deal 2, the go-along/fold answers in the engine's order.
 * Level 1: the first deal. Level 2: later deals. Level 3: the rare cases on demand (everyone lurks, everyone folds
 * against a knock), mixed with the others.
 */
import { responseOrder, seatOrder, type Rules, type Seat } from '../engine';
import { below, chance, genFromSeed, pick } from './random';

export interface BiddingScene {
  level: number;
  players: 3 | 4 | 5;
  dealer: Seat;
  dealNo: number;
  /** Seats from forehand to the dealer. */
  order: Seat[];
  /** The bids actually made, in order (up to and including the first knock). */
  bids: { seat: Seat; bid: 'knock' | 'lurk' }[];
  /** Deal 2 on after a knock: the answers, in the order they were asked. */
  responses: { seat: Seat; response: 'go_along' | 'fold' }[];
}

export function biddingScene(seed: number, level: number, rules: Rules): BiddingScene {
  const gen = genFromSeed(seed);
  const players = pick(gen, [3, 4, 5] as const);
  const dealer = below(gen, players);
  const order = seatOrder(players, dealer);
  const rare = level >= 3 && chance(gen, 1, 2);
  const first = level === 1 || (level >= 3 && chance(gen, 1, 3));
  const dealNo = first ? 1 : 2 + below(gen, 6);
  const allLurk = rare && chance(gen, 1, 2);
  const knockAt = allLurk ? -1 : below(gen, players);
  const bids: BiddingScene['bids'] = [];
  for (let i = 0; i < players; i++) {
    const seat = order[i] as Seat;
    if (i === knockAt) {
      bids.push({ seat, bid: 'knock' });
      break;
    }
    bids.push({ seat, bid: 'lurk' });
  }
  const responses: BiddingScene['responses'] = [];
  if (knockAt >= 0 && dealNo > 1) {
    const knocker = order[knockAt] as Seat;
    const allFold = rare;
    for (const seat of responseOrder(order, knocker, rules.response_order)) responses.push({ seat, response: allFold || chance(gen, 2, 5) ? 'fold' : 'go_along' });
  }
  return { level, players, dealer, dealNo, order, bids, responses };
}
