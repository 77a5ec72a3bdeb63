/**
 * Handjass's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the engine's
 * rules, and how the coach's hint rates a card the learner played (the expected net strokes of the deal after it,
 * against the coach's card). The choice to play, pass or take the blind and the exchanges are not rated here.
 */
import { candidateJudge, reviewRules } from '../../../shared/table/playReview';
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import type { GameAction, GameState } from '../engine/game';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from './engine';

/** Differences under a tenth of a stroke are within the search's noise. */
export const MIN_LOSS = 0.1;

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  // `dealsPlayed` counts a deal once it is scored; the deal itself keeps its number until the next one is dealt.
  rules: reviewRules(TABLE_ENGINE, { actions: (s) => s.actions, deal: (s) => s.deal?.number ?? s.dealsPlayed + 1 }),
  judge: candidateJudge({
    find: (hint: Hint, a: GameAction) => (a.type === 'play' && hint.action.type === 'play' ? hint.candidates.find((c) => c.card === a.card || c.same.includes(a.card)) : undefined),
    worth: (c) => c.value,
  }),
  minLoss: MIN_LOSS,
};
