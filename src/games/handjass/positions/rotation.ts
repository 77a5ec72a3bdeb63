/**
 * Blackboard positions: the tallies before a deal, the deal's strokes and potatoes (scored by the engine from deal
 * totals), and the current Vorhand. The learner says who retires, who is the next Vorhand and who deals. Level 1:
 * nobody retires; level 2: one player retires; level 3: the Vorhand retires, or the table shrinks to two.
 */
import type { Rules } from '../engine/rules';
import { retireTarget, strokesPerDeal } from '../engine/rules';
import { dealStrokes, rotate } from '../engine/scoring';
import { below, firstFound, pick, sample } from './random';

export interface TallySeat {
  seat: number;
  /** Strokes and potatoes on the board before this deal. */
  strokes: number;
  potatoes: number;
  /** Retired before this deal. */
  retired: boolean;
  /** This deal: total (null: passed, or retired), strokes and potatoes won. */
  total: number | null;
  gained: number;
  lost: number;
}

export interface RotationScene {
  /** Seats 0..n-1 in counter-clockwise order. */
  seats: TallySeat[];
  vorhand: number;
  target: number;
}

export interface RotationAnswer {
  retire: number[];
  vorhand: number;
  dealer: number;
}

export function rotationSolution(s: RotationScene): RotationAnswer | null {
  const net = (t: TallySeat) => t.strokes - t.potatoes + t.gained - t.lost;
  const retire = s.seats.filter((t) => !t.retired && net(t) >= s.target).map((t) => t.seat);
  const retired = [...s.seats.filter((t) => t.retired).map((t) => t.seat), ...retire];
  const r = rotate(
    s.seats.map((t) => t.seat),
    s.vorhand,
    retired,
  );
  return r.ok ? { retire, vorhand: r.value.vorhand, dealer: r.value.dealer } : null;
}

export function rotationScene(seed: number, level: number, rules: Rules): RotationScene {
  const target = retireTarget(rules);
  return firstFound(
    seed,
    400,
    (gen) => {
      const n = 4;
      const preRetired = level >= 3 && below(gen, 2) === 0 ? [below(gen, n)] : [];
      const playing = Array.from({ length: n }, (_, i) => i).filter((s) => !preRetired.includes(s));
      const vorhand = pick(gen, playing);
      const active = playing.filter(() => below(gen, 5) !== 0);
      if (active.length === 0) return null;
      const totals: Record<number, number> = {};
      const pts = sample(gen, [8, 14, 22, 27, 31, 38, 45, 52, 60, 67, 74], active.length);
      active.forEach((s, i) => (totals[s] = pts[i] as number));
      const scored = dealStrokes({ tableSize: playing.length as 2 | 3 | 4, active, totals, rules, trump: 'S' });
      if (!scored.ok || scored.value.pendingDraw) return null;
      const unit = Math.max(1, strokesPerDeal(rules, playing.length));
      const seats: TallySeat[] = Array.from({ length: n }, (_, seat) => {
        const r = scored.value.seats.find((x) => x.seat === seat);
        const retired = preRetired.includes(seat);
        const potatoes = below(gen, 3);
        const strokes = retired ? target + potatoes : Math.max(0, target - 1 - below(gen, 4 + unit) + potatoes);
        return { seat, strokes, potatoes, retired, total: r ? r.total : null, gained: r?.strokes ?? 0, lost: r?.potatoes ?? 0 };
      });
      const scene = { seats, vorhand, target };
      const sol = rotationSolution(scene);
      if (!sol) return null;
      const left = playing.length - sol.retire.length;
      if (level <= 1 && sol.retire.length !== 0) return null;
      if (level === 2 && (sol.retire.length !== 1 || sol.retire.includes(vorhand) || left < 3)) return null;
      if (level >= 3 && !(sol.retire.includes(vorhand) || (left === 2 && sol.retire.length > 0))) return null;
      return scene;
    },
    () => ({
      seats: [0, 1, 2, 3].map((seat) => ({ seat, strokes: 3, potatoes: 1, retired: false, total: 40, gained: seat === 0 ? 1 : 0, lost: 0 })),
      vorhand: 0,
      target,
    }),
  );
}
