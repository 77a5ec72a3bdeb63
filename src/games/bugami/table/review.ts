/**
 * Bugami's part of the review of the learner's play after a deal (src/shared/table/PlayReview.tsx): the engine's
 * rules, and how the coach's hint rates the learner's bid or card (the expected score of the deal after it, against
 * the coach's choice).
 */
import type { PlayReviewGame } from '../../../shared/table/PlayReview';
import { apply, legalActions, type GameAction, type GameState } from '../engine/game';
import type { Hint, HintCandidate } from '../bots/hint';

/** Differences under a quarter of a point are within the search's noise. */
export const MIN_LOSS = 0.25;

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
const chosen = (a: GameAction): unknown => (a.type === 'bid' ? a.bid : a.type === 'play' ? a.card : null);

export const REVIEW: PlayReviewGame<GameState, GameAction, Hint> = {
  rules: {
    actions: (s) => s.actions,
    apply: (s, a) => {
      const r = apply(s, a);
      return r.ok ? r.value : null;
    },
    seatOf: (a) => ('seat' in a ? a.seat : null),
    deal: (s) => s.deal?.number ?? s.deals,
    choices: (s, seat) => legalActions(s).filter((a) => 'seat' in a && a.seat === seat).length,
  },
  judge(hint, action) {
    if ((action.type !== 'bid' && action.type !== 'play') || hint.action.type !== action.type || hint.candidates.length < 2) return null;
    const find = (x: unknown): HintCandidate | undefined => hint.candidates.find((c) => same(c.choice, x) || c.same.some((y) => same(y, x)));
    const best = find(chosen(hint.action));
    const mine = find(chosen(action));
    if (!best || !mine) return null;
    return { best: hint.action, loss: Math.max(0, Math.round((best.value - mine.value) * 100) / 100) };
  },
  minLoss: MIN_LOSS,
};
