/**
 * President's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the engine's
 * rules, and how the coach's hint rates the learner’s play or pass (the points it can expect from the deal after it,
 * against the coach's choice). The exchange of cards at the start of a deal is not rated here.
 */
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import { apply, legalActions, type GameAction, type GameState } from '../engine/game';
import type { Hint, HintCandidate } from '../bots/hint';

/** Differences under a tenth of a point are within the search's noise. */
export const MIN_LOSS = 0.1;

/** An action as a key that does not depend on the order of its cards. */
const key = (a: GameAction): string => (a.type === 'play' || a.type === 'give' ? JSON.stringify({ ...a, cards: [...a.cards].sort() }) : JSON.stringify(a));

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
    if (action.type === 'give' || hint.candidates.length < 2) return null;
    const find = (a: GameAction): HintCandidate | undefined => hint.candidates.find((c) => key(c.action) === key(a));
    const best = find(hint.action);
    const mine = find(action);
    if (!best || !mine) return null;
    return { best: hint.action, loss: Math.max(0, Math.round((best.expectedPoints - mine.expectedPoints) * 100) / 100) };
  },
  minLoss: MIN_LOSS,
};
