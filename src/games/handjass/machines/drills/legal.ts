/** The legal-play drill: which cards of the hand may be played now; every card's verdict is the engine's reason. */
import type { Card } from '../../../../shared/cards/model';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { legalPlays, type PlayVerdict } from '../../engine/play';
import type { DrillRules } from './rules';
import { legalScene, type LegalScene } from '../../positions/legal';
import { drill } from './drill';

export interface LegalVerdict extends Verdict {
  verdicts: PlayVerdict[];
  /** Cards the learner got wrong: marked playable but not, or left out though playable. */
  wrong: Card[];
}

export function verdictsOf(q: LegalScene): PlayVerdict[] {
  const r = legalPlays(q.hand, q.trick.map((p) => p.card), q.trump);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

export const legalDrill = drill<LegalScene, Card[], LegalVerdict, DrillRules>({
  id: 'legal-play',
  skill: 'follow',
  generate: (seed, level) => legalScene(seed, level),
  judge: (q, answer) => {
    const verdicts = verdictsOf(q);
    const chosen = new Set(Array.isArray(answer) ? answer : []);
    const wrong = verdicts.filter((v) => v.legal !== chosen.has(v.card)).map((v) => v.card);
    return { verdicts, wrong, correct: wrong.length === 0 };
  },
  solve: (q) => verdictsOf(q).filter((v) => v.legal).map((v) => v.card),
});
