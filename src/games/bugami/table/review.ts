/**
 * Bugami's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the engine's
 * rules, and how the coach's hint rates the learner's bid or card (the expected score of the deal after it, against
 * the coach's choice).
 */
import { candidateJudge, reviewRules } from '../../../shared/table/playReview';
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import type { GameAction, GameState } from '../engine/game';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from './engine';

/** Differences under a quarter of a point are within the search's noise. */
export const MIN_LOSS = 0.25;

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
const chosen = (a: GameAction): unknown => (a.type === 'bid' ? a.bid : a.type === 'play' ? a.card : null);

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  rules: reviewRules(TABLE_ENGINE, { actions: (s) => s.actions, deal: (s) => s.deal?.number ?? s.deals }),
  judge: candidateJudge({
    rated: (a: GameAction, hint: Hint) => (a.type === 'bid' || a.type === 'play') && hint.action.type === a.type,
    find: (hint: Hint, a: GameAction) => hint.candidates.find((c) => same(c.choice, chosen(a)) || c.same.some((y) => same(y, chosen(a)))),
    worth: (c) => c.value,
  }),
  minLoss: MIN_LOSS,
};
