/**
 * Hands for the bidding drills. The learner always sits in seat 0, the first to lead (the dealer's neighbour); the
 * other seats' secret bids are the Steady player's, made from their own hands only (bids are simultaneous, so they
 * do not depend on the learner's). Level 1: four players. Level 2: three, five, six or seven. Level 3: the Joker pack.
 */
import { nextSeed } from '../../../shared/quiz/seeds';
import { steadyAction } from '../bots/steadyAction';
import { packOf, suitOf, type GameCard } from '../engine/cards';
import { apply, newGame } from '../engine/game';
import type { Rules } from '../engine/rules';
import type { Bid } from '../engine/types';
import { genFromSeed, pick } from './random';

export interface BidQuestion {
  level: number;
  dealSeed: number;
  players: number;
  rules: Rules;
  /** Seat 0's hand (the learner's). */
  hand: GameCard[];
  /** The other seats' secret bids (index 0 is the learner's, null until chosen). */
  bids: (Bid | null)[];
  /** The card asked about after the reveal: whom would it cost? */
  card: GameCard;
  /** What the Steady player would bid with the learner's hand (the answer "Show me" commits). */
  suggested: Bid;
}

export function bidQuestion(seed: number, level: number, base: Rules): BidQuestion {
  const gen = genFromSeed(seed);
  const rules: Rules = level >= 3 ? { ...base, jokers: base.jokers > 0 ? base.jokers : 1 } : { ...base, jokers: 0 };
  const players = level === 1 ? 4 : pick(gen, [3, 5, 6, 7]);
  let s = seed;
  for (let i = 0; i < 20; i++) {
    const g = newGame({ seed: s, players, rules, firstDealer: players - 1 });
    const dealt = g.ok ? apply(g.value, { type: 'deal' }) : null;
    if (dealt && dealt.ok) {
      const st = dealt.value;
      const own = steadyAction(st, 0);
      const bids: (Bid | null)[] = [null];
      for (let seat = 1; seat < players; seat++) {
        const a = steadyAction(st, seat);
        bids.push(a && a.type === 'bid' ? a.bid : 'S');
      }
      // The card to ask about: half the time of a suit someone named, the Joker now and then at level 3.
      const named = bids.filter((b): b is Exclude<Bid, 'NULL'> => b !== null && b !== 'NULL');
      const pack = packOf(rules.jokers);
      const jokers = pack.filter((c) => suitOf(c) === null);
      const pool = level >= 3 && jokers.length > 0 && pick(gen, [true, false]) ? jokers : named.length > 0 && pick(gen, [true, false]) ? pack.filter((c) => named.includes(suitOf(c) as never)) : pack;
      return { level, dealSeed: s, players, rules, hand: [...st.deal!.hands[0]!], bids, card: pick(gen, pool), suggested: own && own.type === 'bid' ? own.bid : 'NULL' };
    }
    s = nextSeed(s);
  }
  throw new Error(`no bid question for seed ${seed}`);
}
