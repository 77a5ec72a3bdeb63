/**
 * Deal scenes: a table of 3-5 players and its dealer. Level 1 asks how many cards stay in the talon; level 2 follows
 * the dealing card by card (three each from forehand, the turn-up, two each) and asks who gets the k-th card.
 */
import type { Rules, Seat } from '../engine';
import { below, genFromSeed, pick } from './random';

export interface DealScene {
  level: number;
  players: 3 | 4 | 5;
  dealer: Seat;
  /** Level 2: the number of the card dealt (1 = the top card). */
  k: number | null;
}

export function dealScene(seed: number, level: number, _rules: Rules): DealScene {
  const gen = genFromSeed(seed);
  const players = pick(gen, [3, 4, 5] as const);
  const dealer = below(gen, players);
  return { level, players, dealer, k: level >= 2 ? 1 + below(gen, 5 * players + 1) : null };
}
