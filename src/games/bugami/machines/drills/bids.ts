/**
 * The two bidding drills.
 * - bid-reveal: the learner commits a secret bid, all bids are turned over at once, and the learner says whom a
 *   given card would cost if it ended in their tricks (the engine's `badCount`: the card's suit named as bad suit,
 *   or a Joker for everyone who named a suit; never a Null bidder, who counts tricks only).
 * - bid-advisor: which bid is safest for this hand? The bots' advisor plays the deal out over sampled deals for every
 *   option (paired samples); any option not clearly behind the best (within two standard errors) counts as right.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { bidAdvice, type BidAdvice } from '../../bots/advisor';
import { badCount } from '../../engine/scoring';
import { isBid, type Bid, type Seat } from '../../engine/types';
import { bidQuestion, type BidQuestion } from '../../positions/bids';
import { rulesOf } from '../../ruleSpec';
import type { BidPickerOutput } from '../bidPicker';
import { drill } from './drill';

export type RevealAnswer = BidPickerOutput;

export interface RevealVerdict extends Verdict {
  /** Every seat's bid with the learner's in seat 0. */
  bids: Bid[];
  /** Per seat: would the card count against it? */
  hurts: boolean[];
  expected: Seat[];
  given: Seat[];
}

function revealOf(q: BidQuestion, bid: Bid) {
  const bids = q.bids.map((b, s) => (s === 0 ? bid : (b as Bid)));
  const hurts = bids.map((b) => badCount([q.card], b) > 0);
  return { bids, hurts, expected: hurts.flatMap((h, s) => (h ? [s] : [])) };
}

export const revealDrill = drill<BidQuestion, RevealAnswer, RevealVerdict>({
  id: 'bid-reveal',
  skill: 'bidding',
  generate: (seed, level, rules) => bidQuestion(seed, level, rulesOf(rules)),
  judge(q, answer) {
    const bid: Bid = answer && isBid(answer.bid) ? answer.bid : 'NULL';
    const r = revealOf(q, bid);
    const given = Array.isArray(answer?.hurt) ? [...new Set(answer.hurt)].filter((s) => Number.isInteger(s) && s >= 0 && s < q.players).sort((a, b) => a - b) : [];
    return { ...r, given, correct: given.length === r.expected.length && given.every((s, i) => s === r.expected[i]) };
  },
  // "Show me" commits the bid the Steady player would make with this hand, and marks the seats the card costs.
  solve: (q) => ({ bid: q.suggested, hurt: revealOf(q, q.suggested).expected }),
});

export type AdvisorAnswer = { bid: Bid };

export interface AdvisorVerdict extends Verdict {
  advice: BidAdvice;
  given: Bid | null;
  /** Bids that count as right: the best and any not clearly behind it. */
  accepted: Bid[];
}

export const ADVICE_SAMPLES = 200;

export function adviceFor(q: BidQuestion): { advice: BidAdvice; accepted: Bid[] } {
  const r = bidAdvice(q.hand, q.players, q.rules, { samples: ADVICE_SAMPLES, seed: q.dealSeed, slot: 0 });
  if (!r.ok) throw new Error(r.error.code);
  const accepted = r.value.options.filter((o) => o.behind <= Math.max(2 * o.behindSe, 0.5)).map((o) => o.bid);
  return { advice: r.value, accepted };
}

export const advisorDrill = drill<BidQuestion, AdvisorAnswer, AdvisorVerdict>({
  id: 'bid-advisor',
  skill: 'advice',
  generate: (seed, level, rules) => bidQuestion(seed, level, rulesOf(rules)),
  judge(q, answer) {
    const a = adviceFor(q);
    const given = answer && isBid(answer.bid) ? answer.bid : null;
    return { ...a, given, correct: given !== null && a.accepted.includes(given) };
  },
  solve: (q) => ({ bid: adviceFor(q).advice.best }),
});
