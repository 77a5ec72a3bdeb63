/**
 * The knock/lurk/go-along/fold trainer (spec 11.2): the learner sees a seat's hand, the turned-up trump, the deal
 * number, the protokoll and the calls before, and makes the call. The engine's `judgeCall` refuses a call the rules
 * do not offer at this point (deal 1 and later deals differ) with its reason code; among the legal calls the advice
 * of bots/advice.ts decides (Steady's rule in deal 1, a seeded sampled search from deal 2 on). Every line of the
 * explanation is a code with data.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import type { CallAdvice } from '../../bots/advice';
import { judgeCall, type BidChoices, type Call, type CallVerdict, type Seat } from '../../engine';
import { decisionScene, type DecisionScene } from '../../positions/decision';
import { engineRules } from '../../ruleSpec';
import { drill } from './drill';

export type DecisionAnswer = Call;

export type DecisionReason =
  /** The rule of this decision: deal 1 (all play after a knock), deal 2 on before a knock, or answering a knock. */
  | { code: 'rule.first-deal' }
  | { code: 'rule.later-bid' }
  | { code: 'rule.respond'; knocker: Seat }
  | { code: 'trumps'; count: number }
  /** Deal 1, Steady's count of the hand against its threshold. */
  | { code: 'first.knock'; tricks: number }
  | { code: 'first.lurk'; tricks: number }
  /** Deal 2 on: the sampled values of both calls (points off the count). */
  | { code: 'value'; call: Call; value: number; tricks: number }
  /** The chance of a limpa when playing, and what it costs from this number. */
  | { code: 'blank'; percent: number; points: number }
  | { code: 'on-ten' }
  | { code: 'one-wins' }
  | { code: 'trumfmant'; seats: Seat[] }
  | { code: 'alone'; knocker: Seat; tricks: number; wins: boolean }
  | { code: 'redeal-if-lurk'; dealer: Seat }
  | { code: 'close'; best: Call }
  | { code: 'best'; best: Call };

export interface DecisionVerdict extends Verdict {
  given: Call | null;
  legal: boolean;
  /** The engine's verdict on the call itself (call.ok or why it is refused). */
  refusal: CallVerdict;
  choices: BidChoices;
  advice: CallAdvice;
  reasons: DecisionReason[];
}

function callInput(q: DecisionScene) {
  const score = q.scores[q.seat];
  return q.knocker !== null && q.dealNo > 1 ? { dealNo: q.dealNo, score, knocker: q.knocker } : { dealNo: q.dealNo, score };
}

export function reasonsOf(q: DecisionScene, choices: BidChoices, rules: RuleSet): DecisionReason[] {
  const a = q.advice;
  const out: DecisionReason[] = [];
  out.push(choices.reason.code === 'choices.respond-to-knock' ? { code: 'rule.respond', knocker: choices.reason.knocker } : choices.firstDeal ? { code: 'rule.first-deal' } : { code: 'rule.later-bid' });
  if (q.trumfmant) out.push({ code: 'trumfmant', seats: q.onOne });
  out.push({ code: 'trumps', count: a.trumps });
  if (a.firstDeal) out.push({ code: a.best === 'knock' ? 'first.knock' : 'first.lurk', tricks: a.expectedTricks });
  else {
    for (const v of a.values) out.push({ code: 'value', call: v.call, value: v.value, tricks: v.tricks });
    const play = a.values.find((v) => v.call === 'knock' || v.call === 'go_along');
    if (play) out.push({ code: 'blank', percent: Math.round(play.blank * 100), points: a.limpaCost });
    if (a.limpaCost === 0) out.push({ code: 'on-ten' });
    if (q.scores[q.seat] === 1) out.push({ code: 'one-wins' });
  }
  const last = q.order[q.order.length - 1];
  if (a.decision === 'bid' && q.seat === last && q.bids.every((b) => b.bid === 'lurk')) out.push({ code: 'redeal-if-lurk', dealer: q.dealer });
  if (a.decision === 'respond' && q.knocker !== null && q.responses.length > 0 && q.responses.every((r) => r.response === 'fold')) {
    const tricks = Number(engineRules(rules).unopposed_knock_tricks);
    out.push({ code: 'alone', knocker: q.knocker, tricks, wins: tricks >= (q.scores[q.knocker] as number) });
  }
  out.push(a.accepted.length > 1 ? { code: 'close', best: a.best } : { code: 'best', best: a.best });
  return out;
}

function judge(q: DecisionScene, answer: unknown, rules: RuleSet): DecisionVerdict {
  const r = judgeCall(callInput(q), answer);
  if (!r.ok) throw new Error(`invalid decision scene: ${r.error.code}`);
  const { legal, verdict, choices } = r.value;
  const given = verdict.code === 'call.unknown' ? null : verdict.call;
  return {
    given,
    legal,
    refusal: verdict,
    choices,
    advice: q.advice,
    reasons: reasonsOf(q, choices, rules),
    correct: legal && given !== null && q.advice.accepted.includes(given),
  };
}

export const decisionDrill = drill<DecisionScene, DecisionAnswer, DecisionVerdict, RuleSet>({
  id: 'decision',
  skill: 'bidding',
  generate: (seed, level, rules) => decisionScene(seed, level, engineRules(rules)),
  judge,
  solve: (q) => q.advice.best,
  // The advice is a sampled search: the page brings its first question with it.
  costly: true,
});
