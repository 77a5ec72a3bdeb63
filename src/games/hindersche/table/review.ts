/**
 * Hindersche's rules for the platform's log of the learner's decisions (src/shared/table/playReview.ts), so that a
 * costly play named in the analysis after a deal (bots/analysis.ts) can be played again from the moment before it.
 */
import type { ReviewRules } from '../../../shared/table/playReview';
import { apply, legalActions, type GameAction, type GameState } from '../engine/game';

export const REVIEW_RULES: ReviewRules<GameState, GameAction> = {
  actions: (s) => s.actions,
  apply: (s, a) => {
    const r = apply(s, a);
    return r.ok ? r.value : null;
  },
  seatOf: (a) => ('seat' in a ? a.seat : null),
  // The deals dealt so far: a state belongs to the deal last dealt before it.
  deal: (s) => s.actions.reduce((n, a) => (a.type === 'deal' ? n + 1 : n), 0),
  choices: (s, seat) => legalActions(s).filter((a) => 'seat' in a && a.seat === seat).length,
};
