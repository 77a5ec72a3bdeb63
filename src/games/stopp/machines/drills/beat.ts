/**
 * The beat-or-Stopp drill: tap a card that beats the top card, or press Stopp. The engine's `judgePress` decides,
 * under the learner's rules (OP1 ranking, OP4 any higher or only the lowest), and `cardVerdicts` gives the reason
 * for every card of the hand and for the Stopp button.
 */
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { cardVerdicts, judgePress, type PressJudgement, type Verdicts } from '../../engine/drills';
import type { Rules } from '../../engine/rules';
import type { DrillRules } from './rules';
import type { Card } from '../../engine/types';
import { beatQuestion, type BeatQuestion } from '../../positions/beat';
import { drill } from './drill';

export type BeatAnswer = Card | 'STOPP';

export interface BeatVerdict extends Verdict {
  press: BeatAnswer;
  judgement: PressJudgement;
  verdicts: Verdicts;
}

function verdictsOf(q: BeatQuestion, rules: Rules): Verdicts {
  const v = cardVerdicts(q.top, q.hand, rules);
  if (!v.ok) throw new Error(`invalid beat-or-Stopp position: ${v.error.code}`);
  return v.value;
}

export const beatDrill = drill<BeatQuestion, BeatAnswer, BeatVerdict, DrillRules>({
  id: 'beat-or-stopp',
  skill: 'beat',
  generate: (seed, level, rules) => beatQuestion(seed, level, rules),
  judge(q, press, rules) {
    const j = judgePress(q.top, q.hand, press, rules);
    if (!j.ok) throw new Error(`invalid press: ${j.error.code}`);
    return { correct: j.value.correct, press, judgement: j.value, verdicts: verdictsOf(q, rules) };
  },
  solve: (q, rules) => verdictsOf(q, rules).legal[0] as BeatAnswer,
});
