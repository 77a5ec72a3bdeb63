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
import { powerOf, suitOf } from '../engine/cards';
import type { Rules } from '../engine/rules';

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

/** Reasons for staying under the winning card: of two cards that both stay under, the higher is the one to be rid of. */
const UNDER = new Set(['hint.null-duck', 'hint.duck-under', 'hint.duck-later', 'hint.duck-lead', 'hint.cannot-beat']);

/**
 * How the learner's card compares with the coach's in the review, when the hint's reason fits the learner's card
 * too ("Stay under the ace" for the three as for the seven), so that the reason alone would not say why it cost:
 * 'higher' when both stay under in one suit and the coach's card is the higher, 'same' otherwise; null when the
 * reasons differ (the coach's reason is the difference) or it is not a card.
 */
export function sameReason(hint: Hint, action: GameAction, ranking: Rules['ranking']): 'same' | 'higher' | null {
  if (action.type !== 'play' || hint.action.type !== 'play') return null;
  const best = hint.action.card;
  if (same(best, action.card)) return null;
  const mine = hint.candidates.find((c) => same(c.choice, action.card) || c.same.some((y) => same(y, action.card)));
  if (!mine?.reason || mine.reason !== hint.reason.code) return null;
  const suit = suitOf(best);
  return UNDER.has(hint.reason.code) && suit !== null && suit === suitOf(action.card) && powerOf(best, ranking) > powerOf(action.card, ranking) ? 'higher' : 'same';
}
