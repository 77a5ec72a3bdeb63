/**
 * Finishing-order positions (spec §12.4, §12.9): the order in which the players went out, and one player to ask
 * about (points and role; level 1 with three or four players, level 2 with five or six). Level 3 is the race to the
 * target: the totals before the last deal and that deal's finishing order; who has won, if anyone? Many level-3
 * positions have two or more players past the target, so the tie-break matters.
 */
import { placePoints } from '../engine/scoring';
import type { Rules } from '../engine/rules';
import { below, rng, shuffled } from './common';

export interface FinishQuestion {
  players: number;
  /** Seats in the order they went out: President first, Bottom last. */
  finishOrder: number[];
  /** Levels 1-2: the seat asked about. */
  focus: number;
  /** Level 3: totals before the deal, by seat. */
  before: number[] | null;
}

export function finishQuestion(seed: number, level: number, rules: Rules): FinishQuestion {
  const g = rng(seed, level);
  const players = level === 1 ? 3 + below(g, 2) : level === 2 ? 5 + below(g, 2) : 3 + below(g, 4);
  const seats = Array.from({ length: players }, (_, i) => i);
  const finishOrder = shuffled(g, seats);
  if (level < 3) return { players, finishOrder, focus: below(g, players), before: null };
  // Totals just short of the target: the deal's points take some players past it (often more than one).
  const top = placePoints(0, players, rules.scoring);
  const before = seats.map(() => Math.max(0, rules.target - 1 - below(g, top + 2)));
  // Sometimes two players are level before the deal, so equal totals and the last-deal tie-break turn up.
  if (below(g, 3) === 0 && players > 1) before[finishOrder[1] as number] = before[finishOrder[0] as number]! + placePoints(0, players, rules.scoring) - placePoints(1, players, rules.scoring);
  return { players, finishOrder, focus: finishOrder[0] as number, before };
}
