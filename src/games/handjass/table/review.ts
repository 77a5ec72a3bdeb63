/**
 * Handjass's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the engine's
 * rules, and how the coach's hint rates a card the learner played (the expected net strokes of the deal after it,
 * against the coach's card). The choice to play, pass or take the blind and the exchanges are not rated here.
 */
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import type { Card } from '../../../shared/cards/model';
import { apply, legalActions, type GameAction, type GameState } from '../engine/game';
import type { Hint } from '../bots/hint';

/** Differences under a tenth of a stroke are within the search's noise. */
export const MIN_LOSS = 0.1;

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  rules: {
    actions: (s) => s.actions,
    apply: (s, a) => {
      const r = apply(s, a);
      return r.ok ? r.value : null;
    },
    seatOf: (a) => ('seat' in a ? a.seat : null),
    // `dealsPlayed` counts a deal once it is scored; the deal itself keeps its number until the next one is dealt.
    deal: (s) => s.deal?.number ?? s.dealsPlayed + 1,
    choices: (s, seat) => legalActions(s).filter((a) => 'seat' in a && a.seat === seat).length,
  },
  judge(hint, action) {
    if (action.type !== 'play' || hint.action.type !== 'play' || hint.candidates.length < 2) return null;
    const find = (card: Card) => hint.candidates.find((c) => c.card === card || c.same.includes(card));
    const best = find(hint.action.card);
    const mine = find(action.card);
    if (!best || !mine) return null;
    return { best: hint.action, loss: Math.max(0, Math.round((best.value - mine.value) * 100) / 100) };
  },
  minLoss: MIN_LOSS,
};
