/**
 * Hindersche's rules for the platform's log of the learner's decisions (src/shared/table/playReview.ts), so that a
 * costly play named in the analysis after a deal (bots/analysis.ts) can be played again from the moment before it.
 */
import { reviewRules } from '../../../shared/table/playReview';
import type { GameAction, GameState } from '../engine/game';
import { TABLE_ENGINE } from './engine';

// The deals dealt so far: a state belongs to the deal last dealt before it.
export const REVIEW_RULES = reviewRules<GameState, GameAction>(TABLE_ENGINE, { actions: (s) => s.actions, deal: (s) => s.actions.reduce((n, a) => (a.type === 'deal' ? n + 1 : n), 0) });
