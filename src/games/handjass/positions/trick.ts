/** Trick-winner positions: a finished trick cut from a real deal. Level 1 no trump in it, 2 a trump in it, 3 the last trick. */
import type { Suit } from '../../../shared/cards/model';
import { playFour, type Play, type Seat } from './deal';
import { firstFound, pick } from './random';

export interface TrickScene {
  trump: Suit;
  /** Trick number 1..9 (9 = the last trick, worth 5 more). */
  number: number;
  plays: Play[];
}

export function trickScene(seed: number, level: number): TrickScene {
  const make = (gen: Parameters<typeof playFour>[0]): TrickScene | null => {
    const deal = playFour(gen);
    const fits = deal.tricks.filter((t) => {
      const trumps = t.plays.filter((p) => p.card[1] === deal.trump).length;
      if (level >= 3) return t.number === 9;
      if (level === 2) return trumps > 0 && t.number < 9;
      return trumps === 0 && t.number < 9;
    });
    if (fits.length === 0) return null;
    const t = pick(gen, fits);
    return { trump: deal.trump, number: t.number, plays: t.plays };
  };
  return firstFound(seed, 50, make, (gen) => {
    const deal = playFour(gen);
    const t = deal.tricks[0]!;
    return { trump: deal.trump, number: t.number, plays: t.plays };
  });
}

export const seatsOf = (s: TrickScene): Seat[] => s.plays.map((p) => p.seat);
