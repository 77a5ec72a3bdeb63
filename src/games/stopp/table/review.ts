/**
 * Stopp's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the engine's
 * rules, and how the coach's hint rates a card the learner played (the expected units the learner pays at the end of
 * the deal after it, against the coach's best card).
 */
import { candidateJudge, reviewRules } from '../../../shared/table/playReview';
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import type { GameAction, GameState } from '../engine/game';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from './engine';

/** Differences under a fifth of a unit are within the search's noise. */
export const MIN_LOSS = 0.2;

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  rules: reviewRules(TABLE_ENGINE, { actions: (s) => s.actions, deal: (s) => s.dealNo }),
  // A card's candidate holds it or plays the same; units paid are a cost, so their worth is negated.
  judge: candidateJudge({
    find: (hint: Hint, a: GameAction) => (a.type === 'play' && hint.action.type === 'play' ? hint.candidates.find((c) => c.card === a.card || c.same.includes(a.card)) : undefined),
    worth: (c) => -c.expectedPaid,
  }),
  minLoss: MIN_LOSS,
};
