/**
 * Stopp's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the engine's
 * rules, and how the coach's hint rates a card the learner played (the expected units the learner pays at the end of
 * the deal after it, against the coach's best card).
 */
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import { apply, legalActions, type GameAction, type GameState } from '../engine/game';
import type { Hint } from '../bots/hint';
import type { Card } from '../engine/types';

/** Differences under a fifth of a unit are within the search's noise. */
export const MIN_LOSS = 0.2;

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  rules: {
    actions: (s) => s.actions,
    apply: (s, a) => {
      const r = apply(s, a);
      return r.ok ? r.value : null;
    },
    seatOf: (a) => ('seat' in a ? a.seat : null),
    deal: (s) => s.dealNo,
    choices: (s, seat) => legalActions(s).filter((a) => 'seat' in a && a.seat === seat).length,
  },
  judge(hint, action) {
    if (action.type !== 'play' || hint.action.type !== 'play' || hint.candidates.length < 2) return null;
    const coach = hint.action.card;
    const find = (card: Card) => hint.candidates.find((c) => c.card === card || c.same.includes(card));
    const best = find(coach);
    const mine = find(action.card);
    if (!best || !mine) return null;
    return { best: hint.action, loss: Math.max(0, Math.round((mine.expectedPaid - best.expectedPaid) * 100) / 100) };
  },
  minLoss: MIN_LOSS,
};
