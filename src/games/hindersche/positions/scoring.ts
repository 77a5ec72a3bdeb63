/**
 * Scoring positions: a regular deal's result (points and tricks per player), the slate before it and, for playoff
 * positions, the playoff deals played for it. Ask for a target (a rule of spec 6-9 you want to see) and get one at
 * once: rare results such as all four on 35 are constructed, not searched for among random deals.
 *
 * How a deal is built: the cards of the deal are shuffled (for two or three players the undealt cards are really out
 * of play, with the turned card, so the points in play vary, spec 3.5-3.6). The in-play cards that carry points are
 * then split between the players' trick piles, either at random (weighted, so some players do better than others) or
 * exactly to chosen totals (a tie, a march, everybody level) by a small search over card values; each pile is filled
 * up with blank cards to a whole number of tricks. Every pile is therefore a real set of cards, and every position is
 * checked by the engine before it is returned: `validateDealPoints` with the out-of-play cards for every deal of two or
 * three players, `scoreDeal` for the whole (it checks a four-player deal exactly), and the target's own test on the
 * engine's answer.
 *
 * Slates are reachable ones (spec 8.4; phase 1 slates come with the deals that chalked them), the dealer is an
 * active player, and a playoff deal is dealt by the player the engine seats (VP08, VP11).
 */
import type { Rules } from '../engine/rules';
import { butzenPosition } from './scoringButzen';
import type { ButzenTarget, Phase1Target, PlayoffTarget, ScoringPosition, ScoringTarget } from './scoringCore';
import { phase1Position } from './scoringPhase1';
import { playoffPosition } from './scoringPlayoff';

// The generators live in one module per family (phase 1, Butzen, playoffs), so that each widget's bundle carries only
// its own; this module gathers them for callers that want any target (tests, the benchmark).
export { SCORING_TARGETS, targetFor, targetReachable } from './scoringCore';
export type { ButzenTarget, PlayedDeal, Phase1Target, PlayoffTarget, ScoringPosition, ScoringTarget } from './scoringCore';
export { butzenPosition, phase1Position, playoffPosition };

/** A position for any target (same seed and rules, same position); see the family modules. */
export function scoringPosition(target: ScoringTarget, seed: number, rules: Rules): ScoringPosition {
  if (target.startsWith('phase1-')) return phase1Position(target as Phase1Target, seed, rules);
  if (target.startsWith('butzen-')) return butzenPosition(target as ButzenTarget, seed, rules);
  return playoffPosition(target as PlayoffTarget, seed, rules);
}
