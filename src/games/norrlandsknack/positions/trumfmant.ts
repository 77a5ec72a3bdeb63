/**
 * Trumfmant scenes: the protokoll's numbers, and the question whether the next deal is played with Trumfmant.
 * Level 1: the numbers before the deal (someone on 1 or not). Level 2: the numbers before a deal and how it went
 * (tricks, limpas): the learner works out the new numbers first, so Trumfmant switches on and off between deals.
 * Level 3: the same, with the player on 1 taking a limpa or a trick now and then (the rule lapses or stays).
 */
import { START_SCORE, seatOrder, type Rules, type Seat } from '../engine';
import { below, chance, genFromSeed, pick } from './random';

export interface TrumfmantScene {
  level: number;
  players: 3 | 4 | 5;
  /** Numbers before the deal. */
  scores: number[];
  /** Levels 2-3: the deal played from those numbers. */
  deal: null | { dealNo: number; knocker: Seat; participants: Seat[]; tricks: number[] };
}

function attempt(gen: ReturnType<typeof genFromSeed>, level: number, rules: Rules): TrumfmantScene | null {
  const players = pick(gen, [3, 4, 5] as const);
  const scores = Array.from({ length: players }, () => (chance(gen, 1, 3) ? 1 + below(gen, 2) : 2 + below(gen, START_SCORE - 1)));
  if (level === 1) return { level, players, scores, deal: null };
  const order = seatOrder(players, below(gen, players));
  const knocker = pick(gen, order);
  const onOne = order.filter((s) => scores[s] === 1);
  const participants = order.filter((s) => s === knocker || (level >= 3 && onOne.includes(s)) || chance(gen, 2, 3));
  const tricks = order.map(() => 0);
  for (let i = 0; i < 5; i++) {
    const w = pick(gen, participants);
    tricks[w] = (tricks[w] ?? 0) + 1;
  }
  if (participants.length === 1) tricks[knocker] = rules.unopposed_knock_tricks;
  if (participants.some((s) => (scores[s] as number) - (tricks[s] as number) <= 0)) return null;
  return { level, players, scores, deal: { dealNo: 2 + below(gen, 6), knocker, participants, tricks } };
}

export function trumfmantScene(seed: number, level: number, rules: Rules): TrumfmantScene {
  const gen = genFromSeed(seed);
  for (let i = 0; i < 500; i++) {
    const q = attempt(gen, level, rules);
    if (q) return q;
  }
  throw new Error(`no Trumfmant scene for seed ${seed}`);
}
