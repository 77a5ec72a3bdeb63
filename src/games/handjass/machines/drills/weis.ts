/**
 * The Weis drills. Builder: what a hand declares in total (disjoint combinations, the highest total; the engine's
 * declaration with its rejected options). Comparison: whose Weis wins in a four-player deal (value, cards, top card,
 * trumps, seat order; the engine's contest with the deciding step for every loser), and what the winner scores.
 */
import type { Drill, Verdict } from '../../../../shared/quiz/quizMachine';
import type { DrillRules } from './rules';
import { compareWeis, weisDeclaration, type Declaration, type WeisComparison } from '../../engine/weis';
import { weisContestScene, weisHandScene, weisOptions, type WeisContestScene, type WeisHandScene } from '../../positions/weis';
import { RULE_SPEC } from '../../ruleSpec';

export interface WeisBuildQuestion extends WeisHandScene {
  options: number[];
}

export interface WeisBuildVerdict extends Verdict {
  declaration: Declaration;
}

function declare(q: WeisHandScene): Declaration {
  const d = weisDeclaration(q.hand, q.trump);
  if (!d.ok) throw new Error(d.error.code);
  return d.value;
}

export const weisBuildDrill: Drill<WeisBuildQuestion, number, WeisBuildVerdict, DrillRules> = {
  id: 'weis-builder',
  ruleSpec: RULE_SPEC,
  skill: 'weis',
  levels: 3,
  generate: (seed, level) => {
    const s = weisHandScene(seed, level);
    return { ...s, options: weisOptions(s) };
  },
  judge: (q, answer) => {
    const declaration = declare(q);
    return { declaration, correct: answer === declaration.total };
  },
  solve: (q) => declare(q).total,
};

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

export const weisCompareDrill: Drill<WeisContestScene, number, WeisCompareVerdict, DrillRules> = {
  id: 'weis-compare',
  ruleSpec: RULE_SPEC,
  skill: 'weisContest',
  levels: 3,
  generate: (seed, level) => weisContestScene(seed, level),
  judge: (q, answer) => {
    const comparison = compareScene(q);
    return { comparison, correct: answer === comparison.winner };
  },
  solve: (q) => compareScene(q).winner ?? 0,
};
