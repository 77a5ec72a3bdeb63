/**
 * Follow-suit positions: a moment of a real deal when a player (not the leader) must add a card to a trick. Level 1:
 * the plain pack, half the time a hand that holds the led suit and half the time a void hand. Level 2: the Joker
 * pack (at least one Joker), with a Joker in the hand or led to the trick; when the rules forbid leading a Joker
 * (OP14, jokerLead = 'never'), half of them are a lead with a Joker among other cards.
 */
import { isJoker, type GameCard } from '../engine/cards';
import { legalPlays, type TrickPlay } from '../engine/play';
import type { Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { nextSeed } from '../../../shared/quiz/seeds';
import { playDeal, stateAfter } from './deal';
import { below, genFromSeed, pick } from './random';

export interface FollowQuestion {
  level: number;
  dealSeed: number;
  players: number;
  rules: Rules;
  seat: Seat;
  hand: GameCard[];
  trick: TrickPlay[];
  /** Which trick of the deal (1-based). */
  number: number;
}

const PLAYERS = [3, 4, 4, 5, 6, 7];

export function followQuestion(seed: number, level: number, base: Rules): FollowQuestion {
  const gen = genFromSeed(seed);
  const rules: Rules = level >= 2 ? { ...base, jokers: base.jokers > 0 ? base.jokers : 1 } : { ...base, jokers: 0 };
  const wantVoid = below(gen, 2) === 0;
  // OP14 with jokerLead = 'never': half the Joker questions are a lead with a Joker and another card in the hand.
  const wantLead = level >= 2 && rules.jokerLead === 'never' && below(gen, 2) === 0;
  let dealSeed = seed;
  for (let attempt = 0; attempt < 60; attempt++) {
    const players = pick(gen, PLAYERS);
    const p = playDeal(dealSeed, players, rules);
    const spots: { t: number; i: number }[] = [];
    for (let t = 0; t < p.tricks.length - 1; t++) for (let i = wantLead ? 0 : 1; i < (wantLead ? 1 : players); i++) spots.push({ t, i });
    // Walk the spots from a random start and take the first that fits the level.
    const start = below(gen, spots.length);
    for (let k = 0; k < spots.length; k++) {
      const { t, i } = spots[(start + k) % spots.length]!;
      const s = stateAfter(p, t * players + i);
      const d = s.deal!;
      const seat = d.turn!;
      const hand = d.hands[seat]!;
      const trick = d.trick.map((x) => ({ ...x }));
      if (hand.length < 2) continue;
      const plays = legalPlays(hand, trick.map((x) => x.card), rules);
      if (!plays.ok) continue;
      const legal = plays.value.filter((x) => x.legal).length;
      if (wantLead) {
        if (!hand.some(isJoker) || hand.every(isJoker)) continue;
      } else if (level >= 2) {
        if (!hand.some(isJoker) && !isJoker(trick[0]!.card)) continue;
      } else if (wantVoid ? legal !== hand.length : legal === hand.length) continue;
      return { level, dealSeed, players, rules, seat, hand: [...hand], trick, number: t + 1 };
    }
    dealSeed = nextSeed(dealSeed);
  }
  throw new Error(`no follow position for seed ${seed}`);
}
