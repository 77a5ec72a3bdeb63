/** The ranking drill: which of two cards is higher under the trump suit, explained from the engine's ladders. */
import type { Card } from '../../../../shared/cards/model';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { cardInfo, type CardInfo } from '../../engine/cards';
import type { DrillRules } from './rules';
import { rankingScene, type RankingScene } from '../../positions/ranking';
import { drill } from './drill';

export type RankingWhy = 'rank.trump-beats-plain' | 'rank.higher-on-trump-ladder' | 'rank.higher-on-plain-ladder';

export interface RankingVerdict extends Verdict {
  higher: Card;
  lower: Card;
  why: RankingWhy;
  a: CardInfo;
  b: CardInfo;
}

function info(c: Card, q: RankingScene): CardInfo {
  const r = cardInfo(c, q.trump);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

export function rankPair(q: RankingScene): Omit<RankingVerdict, 'correct'> {
  const a = info(q.a, q);
  const b = info(q.b, q);
  let higher: CardInfo;
  let why: RankingWhy;
  if (a.trump !== b.trump) {
    higher = a.trump ? a : b;
    why = 'rank.trump-beats-plain';
  } else {
    higher = a.place < b.place ? a : b;
    why = a.trump ? 'rank.higher-on-trump-ladder' : 'rank.higher-on-plain-ladder';
  }
  return { higher: higher.card, lower: higher === a ? b.card : a.card, why, a, b };
}

export const rankingDrill = drill<RankingScene, Card, RankingVerdict, DrillRules>({
  id: 'ranking-board',
  skill: 'ranking',
  generate: (seed, level) => rankingScene(seed, level),
  judge: (q, answer) => {
    const v = rankPair(q);
    return { ...v, correct: answer === v.higher };
  },
  solve: (q) => rankPair(q).higher,
});
