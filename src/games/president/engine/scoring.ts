/**
 * Points by finishing order (spec §6, V4), roles (§2, V3) and the end of the game with its tie-break (§7, OP8).
 * Players are any ids.
 */
import { err, ok, type Result } from '../../../shared/result';
import type { Rules } from './rules';
import { badInput, guard } from './safe';

export type Role = 'president' | 'citizen' | 'bottom';

/** Points for the player finishing in `place` (0 = first out) among `players` (spec §6; Trouduc 2/1/0). */
function placePoints_(place: number, players: number, scoring: Rules['scoring']): number {
  if (scoring === 'trouduc') return place === 0 ? 2 : place === 1 ? 1 : 0;
  return Math.max(0, players - 1 - place);
}

function roleOf_(place: number, players: number): Role {
  return place === 0 ? 'president' : place === players - 1 ? 'bottom' : 'citizen';
}

export interface BoardEntry<P> {
  player: P;
  /** 0 = first out. */
  place: number;
  points: number;
  role: Role;
  /** With citizen titles (V3): 1 for the first citizen ("foreman"), 2 for the next, ...; else null. */
  title: number | null;
}

export type BoardError = { code: 'points.bad-finish-order'; problem: 'not-a-list' | 'too-short' | 'duplicate' | 'wrong-length' };

/** The finishing-order board of a deal: every player's place, points and role (spec §6, §12.4). */
function finishingBoard_<P>(finishOrder: readonly P[], rules: Pick<Rules, 'scoring' | 'titles'>, players?: number): Result<BoardEntry<P>[], BoardError> {
  if (!Array.isArray(finishOrder)) return err({ code: 'points.bad-finish-order', problem: 'not-a-list' });
  if (finishOrder.length < 2) return err({ code: 'points.bad-finish-order', problem: 'too-short' });
  if (new Set(finishOrder).size !== finishOrder.length) return err({ code: 'points.bad-finish-order', problem: 'duplicate' });
  const n = players ?? finishOrder.length;
  if (n !== finishOrder.length) return err({ code: 'points.bad-finish-order', problem: 'wrong-length' });
  return ok(
    finishOrder.map((player, place) => {
      const role = roleOf(place, n);
      return { player, place, points: placePoints(place, n, rules.scoring), role, title: rules.titles === 'by-place' && role === 'citizen' ? place : null };
    }),
  );
}

export type EndReason =
  | { code: 'end.not-yet'; target: number; best: number }
  /** One player reached the target. */
  | { code: 'end.reached'; winner: unknown; total: number }
  /** Several reached it: the highest total wins. */
  | { code: 'end.highest-total'; winner: unknown; total: number; reached: unknown[] }
  /** Several reached it with equal totals (or OP8 'last-deal'): more points in the last deal wins. */
  | { code: 'end.last-deal-points'; winner: unknown; points: number; reached: unknown[] }
  /** A tie the rules cannot break (impossible in real play: points within a deal all differ). */
  | { code: 'end.unresolved-tie'; tied: unknown[] };

export interface GameEnd<P> {
  ended: boolean;
  winner: P | null;
  reached: P[];
  reason: EndReason;
}

export type GameEndError = { code: 'end.bad-input'; field: 'totals' | 'last-deal-points' | 'target' };

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * Has the game ended after a deal, and who won (spec §7)? `totals` and `lastDealPoints` map player ids to
 * numbers (arrays are read as players 0..n-1).
 */
function gameEnd_(
  totals: unknown,
  lastDealPoints: unknown,
  target: unknown,
  tieBreak: Rules['tieBreak'] = 'total-then-last-deal',
): Result<GameEnd<string>, GameEndError> {
  if (!isFiniteNumber(target)) return err({ code: 'end.bad-input', field: 'target' });
  const t = asMap(totals);
  if (!t) return err({ code: 'end.bad-input', field: 'totals' });
  const l = asMap(lastDealPoints ?? {});
  if (!l) return err({ code: 'end.bad-input', field: 'last-deal-points' });
  const ids = Object.keys(t);
  const reached = ids.filter((p) => (t[p] as number) >= target);
  if (reached.length === 0) return ok({ ended: false, winner: null, reached: [], reason: { code: 'end.not-yet', target, best: Math.max(-Infinity, ...ids.map((p) => t[p] as number)) } });
  if (reached.length === 1) return ok({ ended: true, winner: reached[0] as string, reached, reason: { code: 'end.reached', winner: reached[0], total: t[reached[0] as string] as number } });
  const last = (p: string): number => l[p] ?? 0;
  let pool = reached;
  if (tieBreak === 'total-then-last-deal') {
    const best = Math.max(...pool.map((p) => t[p] as number));
    pool = pool.filter((p) => t[p] === best);
    if (pool.length === 1) return ok({ ended: true, winner: pool[0] as string, reached, reason: { code: 'end.highest-total', winner: pool[0], total: best, reached } });
  }
  const bestLast = Math.max(...pool.map(last));
  const top = pool.filter((p) => last(p) === bestLast);
  if (top.length === 1) return ok({ ended: true, winner: top[0] as string, reached, reason: { code: 'end.last-deal-points', winner: top[0], points: bestLast, reached } });
  return ok({ ended: true, winner: null, reached, reason: { code: 'end.unresolved-tie', tied: top } });
}

function asMap(x: unknown): Record<string, number> | null {
  if (Array.isArray(x)) {
    if (!x.every(isFiniteNumber)) return null;
    return Object.fromEntries(x.map((v, i) => [String(i), v]));
  }
  if (x === null || typeof x !== 'object') return null;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(x)) {
    if (!isFiniteNumber(v)) return null;
    out[k] = v;
  }
  return out;
}


export const placePoints = guard(placePoints_, () => 0);
export const roleOf = guard(roleOf_, () => 'citizen');
export const finishingBoard = guard(finishingBoard_, badInput);
export const gameEnd = guard(gameEnd_, badInput);
