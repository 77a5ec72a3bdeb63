/**
 * Exchange positions (spec §4, §12.6): a freshly dealt hand (four players, so 13 cards, 14 in Trouduc when the
 * extra card falls to it) and the role of its holder. Level 1 is the learner's exchange (3 cards unless the rules say
 * 2 or 1), level 2 the 2-card exchange
 * (V1), level 3 the Trouduc 1-card exchange with a Joker in the hand (which is never handed over).
 */
import { isJoker, type PCard } from '../engine/cards';
import { dealSizes, type ExchangeRole } from '../engine/deal';
import type { Rules } from '../engine/rules';
import { below, rng, shuffledPack, sortHand } from './common';

export interface ExchangeQuestion {
  hand: PCard[];
  role: ExchangeRole;
  count: number;
  /** The rules the exchange follows: the learner's, with Trouduc's Jokers at level 3. */
  rules: Rules;
}

/** The rules a level is played under: level 3 is Trouduc (at least one Joker, one card changes hands). */
export function exchangeRules(level: number, rules: Rules): Rules {
  return level === 3 ? { ...rules, jokers: rules.jokers === 0 ? 1 : rules.jokers } : rules;
}

export function exchangeQuestion(seed: number, level: number, learner: Rules): ExchangeQuestion {
  const rules = exchangeRules(level, learner);
  // Level 1 is the learner's own exchange (3 cards by default), level 2 the 2-card variant, level 3 Trouduc's one.
  const count = level === 1 ? (learner.exchangeCards === 0 ? 3 : learner.exchangeCards) : level === 2 ? 2 : 1;
  for (let attempt = 0; attempt < 100; attempt++) {
    const g = rng(seed, attempt);
    const role: ExchangeRole = below(g, 2) === 0 ? 'bottom' : 'president';
    // Four players: the President receives the first card, the Bottom the fourth (spec §3), so with Jokers in the
    // pack the President holds the extra card (14 of 53), the Bottom 13.
    const sizes = dealSizes(4, rules.jokers);
    const size = sizes.ok ? (role === 'president' ? sizes.value[0] : sizes.value[3]) ?? 13 : 13;
    const hand = sortHand(shuffledPack(g, rules).slice(0, size), rules);
    // Level 3 shows the Joker rule: the hand holds a Joker (the Bottom's best card, and still he keeps it).
    if (level === 3 && !hand.some(isJoker)) continue;
    return { hand, role, count, rules };
  }
  const hand = sortHand(['2S', '4H', '5D', '7C', '8S', '9H', 'TD', 'JC', 'QS', 'KH', 'AD', 'AC', level === 3 ? (rules.jokers === 2 ? 'JKB' : 'JK') : '3S'], rules);
  return { hand, role: 'bottom', count, rules };
}
