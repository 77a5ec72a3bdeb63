/**
 * Settlement of a rubber (spec 11): each frame mark makes its owner pay the tariff to each of the three others, so
 * with m_i frame marks and T in total, net_i = t * (T - 4 m_i), and the four nets always add up to zero.
 */
import type { Rules } from './rules';
import { isSeat } from './seats';
import { err, ok, type Result, type Seat } from './types';

export type SettlementError =
  | { code: 'settlement.bad-frame-marks'; value: unknown }
  | { code: 'settlement.bad-tariff'; value: unknown }
  | { code: 'settlement.bad-game'; index: number; value: unknown };

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_FRAME_MARKS;

/** The largest stake per mark and opponent a game accepts: any real table's stake, far from overflowing a sum. */
export const MAX_TARIFF = 1_000_000;
/** More frame marks than any rubber of 99 games (two per game at most) can give. */
const MAX_FRAME_MARKS = 1_000;

/** A tariff a game may be played at: a finite number from 0 to MAX_TARIFF. */
export const isTariff = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= MAX_TARIFF;

/** Net result per seat for frame marks per seat (length 4) at `tariff` per mark and opponent. */
export function settle(frameMarks: readonly number[], tariff: number): Result<number[], SettlementError> {
  if (!Array.isArray(frameMarks) || frameMarks.length !== 4 || !frameMarks.every(isCount)) {
    return err({ code: 'settlement.bad-frame-marks', value: frameMarks });
  }
  if (!isTariff(tariff)) return err({ code: 'settlement.bad-tariff', value: tariff });
  const total = frameMarks.reduce((a, b) => a + b, 0);
  // `+ 0` turns a -0 (tariff 0 or a zero balance) into 0, which keeps results JSON- and deep-equal-friendly.
  return ok(frameMarks.map((m) => tariff * (total - 4 * m) + 0));
}

/** One finished game: its loser and the frame marks he received (1, or 2 for a phase-1 shut-out). */
export interface GameResult {
  loser: Seat;
  frameMarks: 1 | 2;
}

/** Frame marks per seat after a list of games. */
export function frameMarksFromGames(games: readonly GameResult[]): Result<number[], SettlementError> {
  if (!Array.isArray(games)) return err({ code: 'settlement.bad-game', index: -1, value: games });
  const marks = [0, 0, 0, 0];
  for (const [index, g] of games.entries()) {
    if (!g || !isSeat(g.loser) || (g.frameMarks !== 1 && g.frameMarks !== 2)) return err({ code: 'settlement.bad-game', index, value: g });
    marks[g.loser] = (marks[g.loser] ?? 0) + g.frameMarks;
  }
  return ok(marks);
}

/** Whether a rubber of `gamesPlayed` games is complete (VP22: 4 games by default). */
export function rubberComplete(gamesPlayed: number, rules: Pick<Rules, 'VP22'>): boolean {
  const games = typeof rules === 'object' && rules !== null ? Number(rules.VP22) : NaN;
  return typeof gamesPlayed === 'number' && Number.isFinite(games) && gamesPlayed >= games;
}

