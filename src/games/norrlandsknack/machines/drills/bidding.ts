/**
 * The "who plays?" trainer: after a knock/lurk round (and from deal 2 the go-along/fold answers) the learner says
 * who plays the deal, or that it is dealt again. The engine's `biddingOutcomeOf` decides and gives a reason per
 * seat; `bidChoices` adds what each choice risks (a limpa in deal 1 or later).
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { bidChoices, biddingOutcomeOf, type BidChoices, type BiddingOutcome, type Seat } from '../../engine';
import { biddingScene, type BiddingScene } from '../../positions/bidding';
import { engineRules } from '../../ruleSpec';
import { drill } from './drill';

export type BiddingAnswer = { redeal: true } | { players: Seat[] };

export interface BiddingVerdict extends Verdict {
  outcome: BiddingOutcome;
  expected: BiddingAnswer;
  /** What knocking risks in this deal (deal 1 or later). */
  risk: BidChoices;
  unopposedTricks: number | null;
}

function explain(q: BiddingScene, rules: RuleSet): Omit<BiddingVerdict, 'correct'> {
  const r = engineRules(rules);
  const out = biddingOutcomeOf({
    dealNo: q.dealNo,
    order: q.order,
    bids: new Map(q.bids.map((b) => [b.seat, b.bid])),
    responses: new Map(q.responses.map((x) => [x.seat, x.response])),
    rules: r,
  });
  if (!out.ok) throw new Error(`invalid bidding scene: ${out.error.code}`);
  const risk = bidChoices({ dealNo: q.dealNo });
  if (!risk.ok) throw new Error('bidChoices');
  const o = out.value;
  const expected: BiddingAnswer = o.result === 'redeal' ? { redeal: true } : { players: [...o.participants].sort((a, b) => a - b) };
  return { outcome: o, expected, risk: risk.value, unopposedTricks: o.result === 'play' && o.unopposed ? (o.knocker_tricks ?? null) : null };
}

const same = (a: BiddingAnswer, b: BiddingAnswer) =>
  'redeal' in a ? 'redeal' in b : 'players' in b && [...a.players].sort((x, y) => x - y).join() === [...b.players].sort((x, y) => x - y).join();

export const biddingDrill = drill<BiddingScene, BiddingAnswer, BiddingVerdict, RuleSet>({
  id: 'who-plays',
  skill: 'bidding',
  generate: (seed, level, rules) => biddingScene(seed, level, engineRules(rules)),
  judge(q, answer, rules) {
    const v = explain(q, rules);
    return { ...v, correct: same(answer, v.expected) };
  },
  solve: (q, rules) => explain(q, rules).expected,
});
