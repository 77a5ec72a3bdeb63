/**
 * A toy game's slate for the platform's own tests (no real game: the platform knows none). 2-7 players; each entry
 * is the points every player scored in a deal (whole numbers, summing to at most 20); the game is over when somebody
 * reaches the target. Version 2 of its record renamed `goal` to `target`; version 1 records are migrated.
 */
import { checkPlayers, isCount, isIntIn, isObj, type SlateGame } from '../engine';
import { err, ok } from '../../result';

export interface ToySetup {
  names: string[];
  firstDealer: number;
  target: number;
}
export interface ToyEntry {
  points: number[];
}
export interface ToyState {
  setup: ToySetup;
  entries: ToyEntry[];
  totals: number[];
  dealer: number;
  /** Why each total changed, per entry (the "why" of every figure). */
  reasons: { seat: number; points: number }[][];
}
export type ToyError =
  | { code: 'slate.bad-setup'; field: 'names' | 'firstDealer' | 'target'; min?: number; max?: number }
  | { code: 'toy.bad-entry' }
  | { code: 'toy.too-many-points'; sum: number; max: number };

export const TOY_SLATE: SlateGame<ToySetup, ToyEntry, ToyState, ToyError> = {
  format: 'toy-slate',
  version: 2,
  migrate: (x) => (isObj(x.setup) ? { ...x, v: 2, setup: { ...x.setup, target: x.setup.goal, goal: undefined } } : x),
  checkSetup(raw) {
    const p = checkPlayers(raw);
    if (!p.ok) return p;
    const target = isObj(raw) ? raw.target : undefined;
    if (!isIntIn(target, 1, 1000)) return err({ code: 'slate.bad-setup', field: 'target' });
    return ok({ ...p.value, target });
  },
  newSlate: (setup) => ({ setup, entries: [], totals: setup.names.map(() => 0), dealer: setup.firstDealer, reasons: [] }),
  enter(s, raw) {
    const n = s.setup.names.length;
    if (!isObj(raw) || !Array.isArray(raw.points) || raw.points.length !== n || !raw.points.every(isCount)) return err({ code: 'toy.bad-entry' });
    const points = raw.points as number[];
    const sum = points.reduce((a, b) => a + b, 0);
    if (sum > 20) return err({ code: 'toy.too-many-points', sum, max: 20 });
    return ok({
      ...s,
      entries: [...s.entries, { points: [...points] }],
      totals: s.totals.map((x, i) => x + (points[i] ?? 0)),
      dealer: (s.dealer + 1) % n,
      reasons: [...s.reasons, points.map((p, seat) => ({ seat, points: p }))],
    });
  },
  // The form types text: blanks count 0.
  prepare: (s, typed) => {
    const xs = isObj(typed) && Array.isArray(typed.points) ? typed.points : null;
    if (!xs) return err({ code: 'toy.bad-entry' });
    return ok({ points: s.setup.names.map((_, i) => (xs[i] === '' || xs[i] === null || xs[i] === undefined ? 0 : Number(xs[i]))) });
  },
  isOver: (s) => s.totals.some((x) => x >= s.setup.target),
};

export const TOY_SETUP: ToySetup = { names: ['Anna', 'Bert', 'Cilli'], firstDealer: 0, target: 10 };
