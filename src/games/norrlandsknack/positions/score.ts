/**
 * Score-sheet scenes: the protokoll before a deal (everyone's number), who knocked, who went along or folded, and
 * how the five tricks fell; the learner writes one player's new number and says whether he gets a limpa. Level 1:
 * the first deal (everyone on 10). Level 2: later deals. Level 3: later deals near the cap (a limpa that cannot add
 * the full five), folded players and a player who ends on 1, mixed with the others. No one reaches 0 here, so the
 * deal is always scored in full.
 */
import { START_SCORE, seatOrder, type Rules, type Seat } from '../engine';
import { below, chance, genFromSeed, pick } from './random';

export interface ScoreScene {
  level: number;
  players: 3 | 4 | 5;
  dealer: Seat;
  dealNo: number;
  knocker: Seat;
  /** Seats that played, clockwise from forehand. */
  participants: Seat[];
  scores: number[];
  tricks: number[];
  /** The player whose new number is asked. */
  seat: Seat;
  /** Stakes in the pot before the deal. */
  pot: number;
}

function attempt(gen: ReturnType<typeof genFromSeed>, level: number, rules: Rules): ScoreScene | null {
  const players = pick(gen, [3, 4, 5] as const);
  const dealer = below(gen, players);
  const order = seatOrder(players, dealer);
  const dealNo = level === 1 ? 1 : 2 + below(gen, 8);
  const knocker = order[below(gen, players)] as Seat;
  const scores = order.map(() => START_SCORE);
  if (dealNo > 1) for (let s = 0; s < players; s++) scores[s] = level >= 3 && chance(gen, 1, 2) ? 7 + below(gen, 4) : 2 + below(gen, 9);
  const participants = dealNo === 1 ? [...order] : order.filter((s) => s === knocker || !chance(gen, level >= 3 ? 2 : 1, 4));
  const tricks = order.map(() => 0);
  if (participants.length === 1) tricks[knocker] = rules.unopposed_knock_tricks;
  else
    for (let i = 0; i < 5; i++) {
    const w = pick(gen, participants);
    tricks[w] = (tricks[w] ?? 0) + 1;
  }
  // The deal must be scored in full: nobody may reach 0 (the game would end at once).
  if (participants.some((s) => (scores[s] as number) - (tricks[s] as number) <= 0)) return null;
  const noTrick = participants.filter((s) => tricks[s] === 0);
  // Ask about a player with no trick half the time, so limpas come up often.
  const seat = noTrick.length > 0 && chance(gen, 1, 2) ? pick(gen, noTrick) : level >= 3 && participants.length < players && chance(gen, 1, 4) ? (pick(gen, order.filter((s) => !participants.includes(s))) as Seat) : (pick(gen, participants) as Seat);
  const pot = players + (dealNo > 1 ? below(gen, 2 * players) : 0);
  return { level, players, dealer, dealNo, knocker, participants, scores, tricks, seat, pot };
}

export function scoreScene(seed: number, level: number, rules: Rules): ScoreScene {
  const gen = genFromSeed(seed);
  for (let i = 0; i < 500; i++) {
    const q = attempt(gen, level, rules);
    if (q) return q;
  }
  throw new Error(`no score scene for seed ${seed}`);
}


