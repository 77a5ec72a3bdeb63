/**
 * Scoring (spec sections 6 and 7): the countdown from 10, limpas (+5 capped at 10 and a new stake from deal 2 on;
 * in deal 1 only a trickless knocker, a stake only), Trumfmant, the first player to reach 0, and the score sheet
 * the players keep (a column of numbers per player, limpa marks under a number, the stakes in the pot).
 */
import { DEFAULT_RULES, type Rules } from './rules';
import { LIMPA_POINTS, START_SCORE, err, guard, isPlayerCount, ok, type Result, type Seat } from './types';

export type ScoreReason =
  /** One point off per trick won. */
  | { code: 'score.tricks'; tricks: number }
  /** Sat this deal out: no change. */
  | { code: 'score.folded' }
  /** Deal 1: the knocker took no trick: a mark and a stake, no points (everyone is on 10). */
  | { code: 'score.limpa-knocker-first-deal' }
  /** Deal 1: a player who did not knock is not punished for taking no trick. */
  | { code: 'score.no-limpa-first-deal' }
  /** Deal 2 on: a participant without a trick: a mark, a stake and +5 (capped at 10). */
  | { code: 'score.limpa-no-trick'; added: number; capped: boolean }
  /** A Trumfmant breach (penalty mode). */
  | { code: 'score.limpa-trumfmant-breach'; added: number; capped: boolean }
  /** A second limpa the one-per-deal rule (OP11) swallowed. */
  | { code: 'score.limpa-not-stacked' }
  /** Joiners-only rule (OP13): the knocker is not punished for no trick. */
  | { code: 'score.knocker-exempt' };

export interface DealScoreInput {
  /** 1 for the first deal of the game. */
  dealNo: number;
  knocker: Seat;
  /** Seats that played the deal. */
  participants: readonly Seat[];
  /** Scores of every seat before the deal. */
  scores: readonly number[];
  /** Tricks by seat (0 for non-participants). */
  tricks: readonly number[];
  /** Seats that breached Trumfmant (penalty mode). */
  breaches?: readonly Seat[];
  rules?: Rules;
}

export interface SeatScore {
  seat: Seat;
  before: number;
  after: number;
  tricks: number;
  limpas: number;
  participated: boolean;
  reasons: ScoreReason[];
}

export interface DealScore {
  scores: number[];
  /** Seats with a limpa, ascending. */
  limpa: Seat[];
  /** Extra stakes by seat (only seats that pay). */
  extraStakes: Map<Seat, number>;
  seats: SeatScore[];
}

/** Scores one finished deal. Scores may end below 0 (the game is won at 0 or below). */
export function scoreDealOf(input: DealScoreInput): Result<DealScore> {
  return guard(() => {
    const rules = input.rules ?? DEFAULT_RULES;
    const n = input.scores.length;
    const breaches = new Set(input.breaches ?? []);
    const seats: SeatScore[] = [];
    const limpa: Seat[] = [];
    const extra = new Map<Seat, number>();
    for (let s = 0; s < n; s++) {
      const before = input.scores[s] as number;
      const played = input.participants.includes(s);
      if (!played) {
        seats.push({ seat: s, before, after: before, tricks: 0, limpas: 0, participated: false, reasons: [{ code: 'score.folded' }] });
        continue;
      }
      const t = input.tricks[s] ?? 0;
      const reasons: ScoreReason[] = [{ code: 'score.tricks', tricks: t }];
      let score = before - t;
      let count = 0;
      const add = (): { added: number; capped: boolean } => {
        if (input.dealNo <= 1) return { added: 0, capped: false };
        const target = score + LIMPA_POINTS;
        const next = Math.max(score, Math.min(START_SCORE, target));
        const added = next - score;
        score = next;
        return { added, capped: next < target };
      };
      if (t === 0) {
        if (input.dealNo <= 1) {
          if (s === input.knocker) {
            count++;
            reasons.push({ code: 'score.limpa-knocker-first-deal' });
          } else reasons.push({ code: 'score.no-limpa-first-deal' });
        } else if (rules.limpa_later === 'joiners-only' && s === input.knocker) reasons.push({ code: 'score.knocker-exempt' });
        else {
          count++;
          reasons.push({ code: 'score.limpa-no-trick', ...add() });
        }
      }
      if (breaches.has(s)) {
        if (count < rules.max_limpa_per_deal) {
          count++;
          reasons.push({ code: 'score.limpa-trumfmant-breach', ...add() });
        } else reasons.push({ code: 'score.limpa-not-stacked' });
      }
      if (count > 0) {
        limpa.push(s);
        extra.set(s, count);
      }
      seats.push({ seat: s, before, after: score, tricks: t, limpas: count, participated: true, reasons });
    }
    return ok({ scores: seats.map((x) => x.after), limpa, extraStakes: extra, seats });
  });
}

export type TrumfmantReason = { code: 'trumfmant.on'; onOne: Seat[] } | { code: 'trumfmant.off' };

/** Spec 7: Trumfmant applies in a deal when, before it, any player (folded or not) stands on exactly 1. */
export function trumfmantFor(scores: readonly number[]): { on: boolean; onOne: Seat[]; reason: TrumfmantReason } {
  const onOne: Seat[] = [];
  if (!Array.isArray(scores)) return { on: false, onOne, reason: { code: 'trumfmant.off' } };
  scores.forEach((v, s) => {
    if (v === 1) onOne.push(s);
  });
  return onOne.length > 0 ? { on: true, onOne, reason: { code: 'trumfmant.on', onOne } } : { on: false, onOne, reason: { code: 'trumfmant.off' } };
}

export interface FirstToZero {
  winner: Seat | null;
  /** 1-based trick at which the winner reached 0, or null. */
  afterTrick: number | null;
  /** Scores after each trick (or up to the winning trick). */
  scoresAfter: number[][];
  reason: { code: 'zero.reached'; seat: Seat; trick: number } | { code: 'zero.not-reached' };
}

/** Spec 6 / OP9: the score counts down trick by trick; the first player to reach 0 wins at once. */
export function firstToZeroOf(scores: readonly number[], trickWinners: readonly Seat[]): FirstToZero {
  if (!Array.isArray(scores) || !Array.isArray(trickWinners) || trickWinners.length > 1000 || !trickWinners.every((w) => Number.isInteger(w) && w >= 0 && w < scores.length) || !scores.every((v) => typeof v === 'number')) {
    return { winner: null, afterTrick: null, scoresAfter: [], reason: { code: 'zero.not-reached' } };
  }
  const cur = [...scores];
  const scoresAfter: number[][] = [];
  for (let i = 0; i < trickWinners.length; i++) {
    const w = trickWinners[i] as Seat;
    cur[w] = (cur[w] as number) - 1;
    scoresAfter.push([...cur]);
    if ((cur[w] as number) <= 0) return { winner: w, afterTrick: i + 1, scoresAfter, reason: { code: 'zero.reached', seat: w, trick: i + 1 } };
  }
  return { winner: null, afterTrick: null, scoresAfter, reason: { code: 'zero.not-reached' } };
}

// ---------------------------------------------------------------------------------------------
// Score sheet

/** One number in a player's column. */
export interface SheetEntry {
  /** The deal that produced it (0 for the starting 10). */
  deal: number;
  score: number;
  /** Limpa marks drawn under this number. */
  limpas: number;
}

export interface ScoreSheet {
  /** One column per seat, oldest number first. */
  columns: SheetEntry[][];
  /** Stakes each seat has put in the pot. */
  stakes: number[];
  pot: number;
}

export function newSheet(players: number, startScores?: readonly number[], stakesEach = 1): ScoreSheet {
  if (!isPlayerCount(players)) players = 4;
  if (!Array.isArray(startScores)) startScores = undefined;
  if (typeof stakesEach !== 'number' || !Number.isFinite(stakesEach)) stakesEach = 1;
  const columns = Array.from({ length: players }, (_, s) => [{ deal: 0, score: startScores?.[s] ?? START_SCORE, limpas: 0 }]);
  return { columns, stakes: Array.from({ length: players }, () => stakesEach), pot: players * stakesEach };
}

/**
 * The sheet after a deal: a new number for every player whose score changed; a limpa's mark goes under the
 * player's latest number (the new one when the limpa changed it, else the old one), and its stake into the pot.
 */
export function sheetAfterDeal(sheet: ScoreSheet, deal: number, scores: readonly number[], limpas: readonly number[]): ScoreSheet {
  if (!isSheet(sheet) || !Array.isArray(scores) || !Array.isArray(limpas)) return sheet;
  const columns = sheet.columns.map((col, s) => {
    const last = col[col.length - 1] as SheetEntry;
    const sc = scores[s] as number;
    const l = limpas[s] ?? 0;
    if (sc !== last.score) return [...col, { deal, score: sc, limpas: l }];
    if (l > 0) return [...col.slice(0, -1), { ...last, limpas: last.limpas + l }];
    return col;
  });
  const paid = limpas.reduce((a, b) => a + b, 0);
  return { columns, stakes: sheet.stakes.map((v, s) => v + (limpas[s] ?? 0)), pot: sheet.pot + paid };
}

/** Everybody stakes once more (the ante_each_deal rule). */
export function isSheet(x: unknown): x is ScoreSheet {
  if (x === null || typeof x !== 'object') return false;
  const s = x as ScoreSheet;
  return Array.isArray(s.columns) && s.columns.every((c) => Array.isArray(c) && c.length > 0) && Array.isArray(s.stakes) && typeof s.pot === 'number';
}

export function sheetAnte(sheet: ScoreSheet): ScoreSheet {
  if (!isSheet(sheet)) return sheet;
  return { ...sheet, stakes: sheet.stakes.map((v) => v + 1), pot: sheet.pot + sheet.stakes.length };
}

export function checkScores(x: unknown): Result<number[]> {
  if (!Array.isArray(x) || x.length < 3 || x.length > 5) return err({ code: 'score.bad-scores' });
  if (!x.every((v) => typeof v === 'number' && Number.isInteger(v) && v <= START_SCORE && v > -10)) return err({ code: 'score.bad-scores' });
  return ok([...(x as number[])]);
}
