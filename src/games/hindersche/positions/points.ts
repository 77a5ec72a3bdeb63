/**
 * Point-counting questions: a pile of won cards from a real deal, played to the end by the engine with seeded
 * random legal cards. Level 1: one trick. Level 2: one player's whole pile of tricks. Level 3: a pile in which the
 * trump jacks (12 each) and the ordinary jacks (2 each) matter.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { isTrump } from '../engine/cards';
import type { Rules } from '../engine/rules';
import type { TrickPlay } from '../engine/play';
import type { Seat } from '../engine/types';
import { searchPlayouts, type PlayedTrick, type Playout } from './playout';
import { nextBelow, type RandomGenerator } from '../engine/rng';

export interface PileTrick {
  /** 1-based number of the trick in the deal. */
  number: number;
  plays: TrickPlay[];
}

export interface PointsQuestion {
  level: number;
  trump: Suit;
  /** The turned card that made trumps (public). */
  upcard: Card;
  dealer: Seat;
  /** Whose pile it is. */
  seat: Seat;
  /** The tricks in the pile, in the order they were won. */
  tricks: PileTrick[];
}

export const pileCards = (q: Pick<PointsQuestion, 'tricks'>): Card[] => q.tricks.flatMap((t) => t.plays.map((p) => p.card));

const isJack = (c: Card) => c[0] === 'J';

function toQuestion(p: Playout, level: number, seat: Seat, tricks: PlayedTrick[]): PointsQuestion {
  return {
    level,
    trump: p.trump,
    upcard: p.deal.upcard,
    dealer: p.deal.dealer,
    seat,
    tricks: tricks.map((t) => ({ number: t.index + 1, plays: t.plays.map((x) => ({ ...x })) })),
  };
}

function pickOne<T>(gen: RandomGenerator, items: readonly T[]): T | null {
  return items.length === 0 ? null : (items[nextBelow(gen, items.length)] as T);
}

/** The pile question for a seed and level; `rules` (VP05) steers which cards were legal while the deal was played. */
export function pointsQuestion(seed: number, level: number, rules: Pick<Rules, 'VP01' | 'VP05'>): PointsQuestion {
  const opts = { rules, players: 4 as const };
  const attempt = (p: Playout, gen: RandomGenerator): PointsQuestion | null => {
    if (level <= 1) {
      // A single trick that holds points (most do).
      const t = pickOne(gen, p.tricks.filter((x) => x.points > 0));
      return t ? toQuestion(p, level, t.winner, [t]) : null;
    }
    const seats = ([0, 1, 2, 3] as Seat[]).filter((s) => p.won[s].length >= 2);
    if (level === 2) {
      // A whole pile of two to four tricks: long enough to need a running total, short enough to count.
      const s = pickOne(
        gen,
        seats.filter((x) => p.won[x].length <= 4),
      );
      return s === null ? null : toQuestion(p, level, s, p.won[s]);
    }
    // Level 3: a pile with a trump jack and an ordinary jack, so the two jack values must be told apart.
    const s = pickOne(
      gen,
      seats.filter((x) => {
        const cards = p.won[x].flatMap((t) => t.plays.map((y) => y.card));
        return p.won[x].length <= 5 && cards.some((c) => isJack(c) && isTrump(c, p.trump)) && cards.some((c) => isJack(c) && !isTrump(c, p.trump));
      }),
    );
    return s === null ? null : toQuestion(p, level, s, p.won[s]);
  };
  const found = searchPlayouts(seed, 60, opts, attempt);
  if (found) return found;
  // Fallback (practically unreachable): the first deal's forehand trick pile, whatever it holds.
  return searchPlayouts(seed, 1, opts, (p) => {
    const s = ([0, 1, 2, 3] as Seat[]).find((x) => p.won[x].length > 0) as Seat;
    return toQuestion(p, level, s, level <= 1 ? p.won[s].slice(0, 1) : p.won[s]);
  }) as PointsQuestion;
}
