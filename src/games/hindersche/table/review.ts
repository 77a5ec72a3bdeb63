/**
 * Hindersche's rules for the platform's log of the learner's decisions (src/shared/table/playReview.ts), so that a
 * costly play named in the analysis after a deal (bots/analysis.ts) can be played again from the moment before it.
 */
import { reviewRules } from '../../../shared/table/playReview';
import type { GameAction, GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { TABLE_ENGINE } from './engine';

// The deals dealt so far: a state belongs to the deal last dealt before it.
export const REVIEW_RULES = reviewRules<GameState, GameAction>(TABLE_ENGINE, { actions: (s) => s.actions, deal: (s) => s.actions.reduce((n, a) => (a.type === 'deal' ? n + 1 : n), 0) });

/**
 * The player who marched in the deal last scored, or null. A march decides the deal whatever the card points, so the
 * analysis (which counts card points only) names no play as a cost then: the review says why instead.
 */
export function marcherOf(game: GameState): Seat | null {
  for (let i = game.log.length - 1; i >= 0; i--) {
    const e = game.log[i];
    if (e?.type === 'deal-dealt') return null;
    if (e?.type === 'deal-scored') return e.reasons.find((r) => r.code === 'march')?.seat ?? null;
  }
  return null;
}
