/** The point-counting drill: piles from the positions layer, added up card by card with the engine's cardPoints. */
import type { Card } from '../../../../shared/cards/model';
import type { Verdict } from '../../../../shared/quiz/quizMachine';
import { cardPoints, isLittleMan, isOldMan, isTrump, pilePoints } from '../../engine/cards';
import { pileCards, pointsQuestion, type PointsQuestion } from '../../positions/points';
import type { Rules } from '../../engine/rules';
import { drill } from './drill';

export interface PointsAnswer {
  points: number;
}

/** Why a card is worth what it is, where a learner may hesitate: the two trump jacks (12) and the other jacks (2). */
export type PointsRole = 'old-man' | 'little-man' | 'plain-jack';

export interface PointsLine {
  card: Card;
  points: number;
  /** Total after this card. */
  running: number;
  role?: PointsRole;
}

export interface PointsVerdict extends Verdict {
  total: number;
  given: number | null;
  lines: PointsLine[];
}

export function countPile(q: PointsQuestion): { total: number; lines: PointsLine[] } {
  let running = 0;
  const lines = pileCards(q).map((card): PointsLine => {
    const points = cardPoints(card, q.trump);
    running += points;
    const role: PointsRole | undefined = isOldMan(card, q.trump)
      ? 'old-man'
      : isLittleMan(card, q.trump)
        ? 'little-man'
        : card[0] === 'J' && !isTrump(card, q.trump)
          ? 'plain-jack'
          : undefined;
    return role ? { card, points, running, role } : { card, points, running };
  });
  return { total: pilePoints(pileCards(q), q.trump), lines };
}

export const pointsDrill = drill<PointsQuestion, PointsAnswer, PointsVerdict, Rules>({
  id: 'point-counter',
  skill: 'points',
  generate: (seed, level, rules) => pointsQuestion(seed, level, rules),
  judge(q, answer) {
    const { total, lines } = countPile(q);
    const given = typeof answer?.points === 'number' && Number.isFinite(answer.points) ? answer.points : null;
    return { correct: given === total, total, given, lines };
  },
  solve: (q) => ({ points: countPile(q).total }),
});
