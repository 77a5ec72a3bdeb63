/**
 * Norrlandsknack's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the
 * engine's rules, and how the coach's hint rates the learner's knock or lurk, answer to a knock, buy or card (the
 * expected points off the learner's count in the deal after it, against the coach's choice).
 */
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import { apply, legalActions, type GameAction, type GameState } from '../engine/game';
import type { Hint, HintCandidate } from '../bots/hint';

/** Differences under a tenth of a point are within the search's noise. */
export const MIN_LOSS = 0.1;

/** An action as a key that does not depend on the order of a buy's cards. */
const key = (a: GameAction): string => (a.type === 'buy' ? JSON.stringify({ ...a, discard: [...a.discard].sort() }) : JSON.stringify(a));

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  rules: {
    actions: (s) => s.actions,
    apply: (s, a) => {
      const r = apply(s, a);
      return r.ok ? r.value : null;
    },
    seatOf: (a) => ('seat' in a ? a.seat : null),
    // A deal keeps its number through a redeal; once scored, the last deal's summary carries it.
    deal: (s) => s.deal?.dealNo ?? s.lastDeal?.dealNo ?? 0,
    choices: (s, seat) => legalActions(s).filter((a) => 'seat' in a && a.seat === seat).length,
  },
  judge(hint, action) {
    if (hint.candidates.length < 2) return null;
    const find = (a: GameAction): HintCandidate | undefined => hint.candidates.find((c) => key(c.action) === key(a));
    const best = find(hint.action);
    const mine = find(action);
    if (!best || !mine) return null;
    return { best: hint.action, loss: Math.max(0, Math.round((best.value - mine.value) * 100) / 100) };
  },
  minLoss: MIN_LOSS,
};
