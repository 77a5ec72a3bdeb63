/**
 * Stroke-and-potato positions: the deal totals of one deal at a table of 4, 3 or 2, with the passers shown.
 * Level 1: four active players; level 2: passers (so fewer points are in play: the two-strokes-to-one case, all
 * under the line, everyone else passing); level 3: ties at the cut settled by drawn cards, and the two-player table.
 * Totals are made so that the points in play add up (at most 157 plus Weis and Stöck); the engine scores them.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { HJ_RANKS } from '../engine/cards';
import type { Rules } from '../engine/rules';
import { below, firstFound, pick, pickSuit, sample, shuffled, type Gen } from './random';

export interface StrokeSeat {
  seat: number;
  active: boolean;
  /** Deal total of an active player (card points, last trick, Weis and Stöck); null for a passer. */
  total: number | null;
}

export interface StrokeScene {
  tableSize: 2 | 3 | 4;
  trump: Suit;
  seats: StrokeSeat[];
  /** Cards drawn for a tie at the cut, two per active player (the second only for equal ranks). */
  drawCards: Record<number, Card[]>;
}

function split(gen: Gen, pool: number, n: number): number[] {
  const w = Array.from({ length: n }, () => 1 + below(gen, 10));
  const sum = w.reduce((a, b) => a + b, 0);
  const out = w.map((x) => Math.floor((pool * x) / sum));
  out[0] = (out[0] as number) + pool - out.reduce((a, b) => a + b, 0);
  return out;
}

export function strokeScene(seed: number, level: number, rules: Pick<Rules, 'threshold'>): StrokeScene {
  return firstFound(
    seed,
    20,
    (gen) => {
      const tableSize = (level <= 1 ? 4 : level === 2 ? pick(gen, [4, 4, 3]) : pick(gen, [4, 3, 2])) as 2 | 3 | 4;
      const seats = Array.from({ length: tableSize }, (_, i) => i);
      let active = seats;
      if (level === 2) {
        const passers = below(gen, 5) === 0 ? tableSize - 1 : 1 + below(gen, tableSize - 2);
        const out = sample(gen, seats, passers);
        active = seats.filter((s) => !out.includes(s));
      }
      // Points in play: the whole pack at four, less what passers and the dead blind or stock hold.
      const dead = (tableSize === 4 ? 0 : tableSize === 3 ? 1 : 2) + (tableSize - active.length);
      let pool = 157;
      for (let k = 0; k < dead; k++) pool -= 20 + below(gen, 30);
      pool = Math.max(pool, 30);
      const bonus = below(gen, 3) === 0 ? pick(gen, [20, 20, 40, 50, 70]) : 0;
      const totals = split(gen, pool, active.length);
      if (bonus) { const i = below(gen, totals.length); totals[i] = (totals[i] as number) + bonus; }
      if (level >= 3 && active.length >= 2) {
        // A tie at the cut: two players level above the line, with one player above them at 3 and 4.
        const tie = rules.threshold + 4 + below(gen, 30);
        const [x, y] = sample(gen, active.map((_, i) => i), 2) as [number, number];
        totals[x] = tie;
        totals[y] = tie;
        const rest = active.map((_, i) => i).filter((i) => i !== x && i !== y);
        if (rest.length > 0) totals[rest[0] as number] = tie + 5 + below(gen, 30);
        for (const i of rest.slice(1)) totals[i] = below(gen, rules.threshold + 10);
      }
      const drawPack = shuffled(gen);
      const drawCards: Record<number, Card[]> = {};
      if (level >= 3) for (const s of active) drawCards[s] = [drawPack.pop() as Card, drawPack.pop() as Card];
      const list: StrokeSeat[] = seats.map((s) => {
        const i = active.indexOf(s);
        return { seat: s, active: i >= 0, total: i >= 0 ? (totals[i] as number) : null };
      });
      return { tableSize, trump: pickSuit(gen), seats: list, drawCards };
    },
    () => ({ tableSize: 4, trump: 'S', seats: [60, 50, 30, 17].map((t, seat) => ({ seat, active: true, total: t })), drawCards: {} }),
  );
}

/** The rank of a drawn card for reading out (plain order). */
export const drawRank = (c: Card): number => HJ_RANKS.indexOf(c[0] as (typeof HJ_RANKS)[number]);
