/**
 * President's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the engine's
 * rules, and how the coach's hint rates the learner’s play or pass (the points it can expect from the deal after it,
 * against the coach's choice). The exchange of cards at the start of a deal is not rated here.
 */
import { candidateJudge, reviewRules } from '../../../shared/table/playReview';
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import type { GameAction, GameState } from '../engine/game';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from './engine';

/** Differences under a tenth of a point are within the search's noise. */
export const MIN_LOSS = 0.1;

/** An action as a key that does not depend on the order of its cards. */
const key = (a: GameAction): string => (a.type === 'play' || a.type === 'give' ? JSON.stringify({ ...a, cards: [...a.cards].sort() }) : JSON.stringify(a));

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  rules: reviewRules(TABLE_ENGINE, { actions: (s) => s.actions, deal: (s) => s.dealNo }),
  judge: candidateJudge({
    rated: (a: GameAction) => a.type !== 'give',
    find: (hint: Hint, a: GameAction) => hint.candidates.find((c) => key(c.action) === key(a)),
    worth: (c) => c.expectedPoints,
  }),
  minLoss: MIN_LOSS,
};
