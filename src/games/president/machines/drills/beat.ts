/**
 * The beat-or-pass drill (spec §12.2): the last play and your hand; play something that beats it, or pass when
 * nothing does. The engine's `judgeResponse` gives the verdict with its reason (wrong count, equal rank, lower rank,
 * weaker wild set...) and every card's status, which the widget shows after the answer.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { RuleSet } from '../../../../shared/settings/rulesSetting';
import { enumeratePlays, type CardStatus, type Combo } from '../../engine/combos';
import { judgeResponse, type ResponseVerdict } from '../../engine/drills';
import type { PCard } from '../../engine/cards';
import { beatQuestion, lastCombo, type BeatQuestion } from '../../positions/beat';
import { drillRules } from '../../positions/common';
import { declaredFor } from './combo';
import { drill } from './drill';

export type BeatAnswer = { cards: PCard[] } | 'PASS';

export interface BeatVerdictData extends Verdict {
  verdict: ResponseVerdict;
  statuses: CardStatus[];
  canBeat: boolean;
  /** The distinct plays that beat the last play (one per shape). */
  options: Combo[];
  last: Combo | null;
  /** Passing was legal but a play was possible (the answer asked for a play when one exists). */
  passedWhenAble: boolean;
}

function judge(q: BeatQuestion, answer: BeatAnswer, set: RuleSet): BeatVerdictData {
  const rules = drillRules(set);
  const last = lastCombo(q, rules);
  const plays = last ? enumeratePlays(q.hand, last, rules, { limit: 4000 }) : [];
  const selection = answer === 'PASS' ? 'PASS' : Array.isArray(answer?.cards) ? answer.cards : [];
  const declared = selection === 'PASS' ? undefined : declaredFor(selection, plays);
  const r = judgeResponse(q.hand, q.last, selection, rules, declared);
  if (!r.ok) return { correct: false, verdict: { code: 'response.pass' }, statuses: [], canBeat: false, options: [], last, passedWhenAble: false };
  const j = r.value;
  const passedWhenAble = selection === 'PASS' && j.canBeat;
  const correct = selection === 'PASS' ? !j.canBeat : j.legal;
  return { correct, verdict: j.verdict, statuses: j.statuses, canBeat: j.canBeat, options: j.options, last, passedWhenAble };
}

export const beatDrill = drill<BeatQuestion, BeatAnswer, BeatVerdictData>({
  id: 'beat-or-pass',
  skill: 'beating',
  generate: (seed, level, set) => beatQuestion(seed, level, drillRules(set)),
  judge,
  solve(q, set) {
    const rules = drillRules(set);
    const last = lastCombo(q, rules);
    const plays = last ? enumeratePlays(q.hand, last, rules, { limit: 4000 }) : [];
    const best = plays.find((p) => p.cards.some((c) => !c.startsWith('JK'))) ?? plays[0];
    return best ? { cards: best.cards } : 'PASS';
  },
});
