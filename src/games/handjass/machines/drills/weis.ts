/**
 * The Weis drills. Builder: the learner groups the hand's cards into the combinations they would announce (runs of
 * one suit in the natural order, four-of-a-kinds), and the engine judges the set against the hand's declaration
 * (disjoint combinations, the highest total), explaining every group and every combination missed. Comparison: whose
 * Weis wins in a four-player deal (value, cards, top card, trumps, seat order; the engine's contest with the deciding
 * step for every loser), and what the winner scores.
 */
import type { Card } from '../../../../shared/cards/model';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import type { DrillRules } from './rules';
import { compareWeis, weisDeclaration, type Declaration, type WeisComparison } from '../../engine/weis';
import { judgeWeisBuild, type BuildError, type BuildJudgement } from '../../engine/weisBuild';
import { weisContestScene, weisHandScene, type WeisContestScene, type WeisHandScene } from '../../positions/weis';
import { drill } from './drill';

export type WeisBuildQuestion = WeisHandScene;

/** The learner's answer: the combinations they would announce, each a list of cards. */
export type WeisBuildAnswer = Card[][];

export interface WeisBuildVerdict extends Verdict {
  declaration: Declaration;
  /** The engine's judgement of every group (null when the answer was not a list of card groups). */
  judgement: BuildJudgement | null;
  problem: BuildError | null;
}

function declare(q: WeisHandScene): Declaration {
  const d = weisDeclaration(q.hand, q.trump);
  if (!d.ok) throw new Error(d.error.code);
  return d.value;
}

export const weisBuildDrill = drill<WeisBuildQuestion, WeisBuildAnswer, WeisBuildVerdict, DrillRules>({
  id: 'weis-builder',
  skill: 'weis',
  generate: (seed, level) => weisHandScene(seed, level),
  judge: (q, answer) => {
    const r = judgeWeisBuild(q.hand, q.trump, answer);
    if (!r.ok) return { declaration: declare(q), judgement: null, problem: r.error, correct: false };
    return { declaration: r.value.declaration, judgement: r.value, problem: null, correct: r.value.correct };
  },
  solve: (q) => declare(q).combos.map((c) => [...c.cards]),
});

export interface WeisCompareVerdict extends Verdict {
  comparison: WeisComparison;
}

export function compareScene(q: WeisContestScene): WeisComparison {
  const r = compareWeis(
    q.hands.map((hand, seat) => ({ seat, hand })),
    q.trump,
  );
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

export const weisCompareDrill = drill<WeisContestScene, number, WeisCompareVerdict, DrillRules>({
  id: 'weis-compare',
  skill: 'weisContest',
  generate: (seed, level) => weisContestScene(seed, level),
  judge: (q, answer) => {
    const comparison = compareScene(q);
    return { comparison, correct: answer === comparison.winner };
  },
  solve: (q) => compareScene(q).winner ?? 0,
});
