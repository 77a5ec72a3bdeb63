/**
 * Norrlandsknack's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the
 * engine's rules, and how the coach's hint rates the learner's knock or lurk, answer to a knock, buy or card (the
 * expected points off the learner's count in the deal after it, against the coach's choice).
 */
import { candidateJudge, reviewRules } from '../../../shared/table/playReview';
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import type { GameAction, GameState } from '../engine/game';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from './engine';

/** Differences under a tenth of a point are within the search's noise. */
export const MIN_LOSS = 0.1;

/** An action as a key that does not depend on the order of a buy's cards. */
const key = (a: GameAction): string => (a.type === 'buy' ? JSON.stringify({ ...a, discard: [...a.discard].sort() }) : JSON.stringify(a));

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  // A deal keeps its number through a redeal; once scored, the last deal's summary carries it.
  rules: reviewRules(TABLE_ENGINE, { actions: (s) => s.actions, deal: (s) => s.deal?.dealNo ?? s.lastDeal?.dealNo ?? 0 }),
  judge: candidateJudge({ find: (hint: Hint, a: GameAction) => hint.candidates.find((c) => key(c.action) === key(a)), worth: (c) => c.value }),
  minLoss: MIN_LOSS,
};
