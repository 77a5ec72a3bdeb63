/**
 * Follow-or-trump scenes: a trick under way (who led and who followed), the trump suit, and the hand of the player
 * whose turn it is. Level 1: a plain suit led, the player holding it or void. Level 2: more voids and trump leads.
 * Level 3: Trumfmant is on (someone stood on 1 before the deal). Cards come from one shuffled pack, so no card is
 * seen twice; the engine judges every answer.
 */
import { suitOfCard, type Card, type Seat, type Suit } from '../engine';
import type { Rules } from '../engine';
import { nextSeed } from '../../../shared/quiz/seeds';
import { below, chance, genFromSeed, pick, shuffled } from './random';

export interface FollowScene {
  level: number;
  players: 3 | 4 | 5;
  trump: Suit;
  trumfmant: boolean;
  /** Plays so far, lead first. */
  trick: { seat: Seat; card: Card }[];
  seat: Seat;
  hand: Card[];
  /** Which trick of the deal (1-5); the hand holds 6 - trickNo cards. */
  trickNo: number;
}

function attempt(seed: number, level: number): FollowScene | null {
  const gen = genFromSeed(seed);
  const players = pick(gen, [3, 4, 5] as const);
  const trump = pick(gen, ['S', 'H', 'D', 'C'] as const);
  const trickNo = 1 + below(gen, 4);
  const size = 6 - trickNo;
  const before = 1 + below(gen, players - 1);
  const leader = below(gen, players);
  const pack = shuffled(gen);
  const trumpLed = level >= 2 && chance(gen, 1, 4);
  const leadIdx = pack.findIndex((c) => (suitOfCard(c) === trump) === trumpLed);
  const lead = pack.splice(leadIdx, 1)[0] as Card;
  const led = suitOfCard(lead);
  const trick = [{ seat: leader, card: lead }];
  for (let i = 1; i < before; i++) trick.push({ seat: (leader + i) % players, card: pack.pop() as Card });
  const wantVoid = level === 1 ? chance(gen, 1, 3) : chance(gen, 1, 2);
  const pool = pack.filter((c) => (wantVoid ? suitOfCard(c) !== led : true));
  const hand = pool.slice(0, size);
  const holdsLed = hand.some((c) => suitOfCard(c) === led);
  const holdsTrump = hand.some((c) => suitOfCard(c) === trump);
  if (!wantVoid && !holdsLed) return null;
  if (level >= 2 && wantVoid && !holdsTrump && chance(gen, 2, 3)) return null;
  const trumfmant = level >= 3 && chance(gen, 4, 5);
  if (trumfmant && !trumpLed && !holdsTrump && chance(gen, 3, 4)) return null;
  return { level, players, trump, trumfmant, trick, seat: (leader + before) % players, hand, trickNo };
}

export function followScene(seed: number, level: number, _rules: Rules): FollowScene {
  let s = seed;
  for (let i = 0; i < 200; i++) {
    const q = attempt(s, level);
    if (q) return q;
    s = nextSeed(s);
  }
  throw new Error(`no follow scene for seed ${seed}`);
}
