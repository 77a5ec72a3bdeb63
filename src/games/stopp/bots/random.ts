/** The random player: a uniformly random legal action from a seeded generator. */
import { nextBelow, type RandomGenerator } from '../../../shared/random/rng';
import { legalActions, type GameAction, type GameState } from '../engine/game';

export function randomAction(state: GameState, gen: RandomGenerator): GameAction | null {
  const acts = legalActions(state);
  return acts.length === 0 ? null : (acts[nextBelow(gen, acts.length)] as GameAction);
}
