/**
 * The table slate: a game of Handjass kept from what a real table says after each deal (no cards): who played and
 * who passed, each active player's card points, the Weis that scored and who said Stöck (and, where the rules need
 * them, the trump suit and who won a draw at the cut). The engine's own scoring (`dealStrokes`, `tallyDeal` in
 * `scoring.ts`) turns that into strokes and potatoes with their reasons, who retires safe, who deals next and the
 * loser. One blank card-point field is filled from 157 when every card of the pack was in play. With the house's
 * options: a deal of two active players settled by mutual claim (OP10, `claimAllowed`/`claimStrokes`), and the
 * stakes (V6): each null's payments (`nullPayments`) and the final settlement (`settle`).
 *
 * A slate is its setup plus the entered deals; undo, saving and files are the platform's (src/shared/slate) on
 * `HANDJASS_SLATE`. Nothing here throws.
 */
import { checkRulesSetup, isIntIn, isObj, type PlayersSetupError, type SlateCoreError, type SlateGame } from '../../../shared/slate/engine';
import { err, ok, type Result } from '../../../shared/result';
import { DEAL_TOTAL, HJ_SUITS, isHjSuit, LAST_TRICK_BONUS, PACK, type Card, type Suit } from './cards';
import { makeRules, retireTarget, type Rules } from './rules';
import { claimAllowed, claimStrokes, dealStrokes, nullPayments, settle, tallyDeal, type DrawRecord, type HeldStroke, type NullPayment, type SeatStrokes } from './scoring';
import { STOECK_POINTS } from './weis';

export const SLATE_VERSION = 1;
export const SLATE_FILE_FORMAT = 'handjass-slate';
/** Highest Weis a slate takes (a whole hand of runs and four of a kind stays well below). */
export const WEIS_MAX = 1000;

export interface SlateSetup {
  /** 2 to 4 players, in seat order counter-clockwise (the way the deal passes). */
  names: string[];
  firstDealer: number;
  rules: Rules;
}

/** One entered deal, as stored (complete). */
export interface SlateEntry {
  /** By seat: played (true) or passed (false); false for a retired player. */
  played: boolean[];
  /** Card points by seat (last trick's 5 included); null for passers, retired players and a deal nobody played out. */
  points: (number | null)[];
  /** The Weis that scored: who and how much (seat null and 0: none). */
  weis: { seat: number | null; points: number };
  /** Who said Stöck (null: nobody). */
  stoeck: number | null;
  /** The trump suit, needed only with the trump multiplier (V7). */
  trump?: Suit;
  /** A draw at the cut: the tied players from the highest card down (only when the deal needs one). */
  draw?: number[];
  /** The seat whose card points the slate filled from 157 (kept so a replay shows the same reason). */
  filled?: number;
  /** OP10: the two active players took a stroke each without play (no card points, Weis or Stöck). */
  claimed?: true;
}

export type PointsReason = 'points.entered' | 'points.from-157' | 'points.no-play';

/** The seats of a deal. */
export interface SlateDealSeats {
  deal: number;
  dealer: number;
  vorhand: number;
  /** Non-retired seats from Vorhand counter-clockwise, the dealer last. */
  order: number[];
  /** Whether every card of the pack is in play when everybody plays (4 at the table, or 3 with compulsory play). */
  allCards: boolean;
  /** Whether the mutual claim (OP10) is possible at this table: the option is on and three or four are still in. */
  claim: boolean;
}

/** One scored deal as the slate shows it. */
export interface SlateStep extends SlateDealSeats {
  kind: 'played' | 'sole-active' | 'claimed';
  /** Active seats in play order. */
  active: number[];
  passed: number[];
  points: (number | null)[];
  pointsReason: (PointsReason | null)[];
  weis: { seat: number | null; points: number };
  stoeck: number | null;
  /** Deal totals by seat (card points + Weis + Stöck); null for seats that did not play it out. */
  totals: (number | null)[];
  /** The engine's strokes and potatoes with their reasons. */
  seats: SeatStrokes[];
  multiplier: number;
  threshold: number;
  trump: Suit | null;
  draw: DrawRecord | null;
  /** A stroke newly held over (V9), and those still waiting after the deal. */
  held: HeldStroke | null;
  heldAfter: HeldStroke[];
  strokes: number[];
  potatoes: number[];
  net: number[];
  target: number;
  /** Retired safe in this deal. */
  newly: number[];
  loser: number | null;
  /** V6: what the nulls of the deal paid (empty without stakes), and each player's money after the deal. */
  payments: NullPayment[];
  money: number[];
  /** V6: the final money once the loser has paid (null before the end or without stakes). */
  settlement: number[] | null;
}

export interface SlateState {
  setup: SlateSetup;
  entries: SlateEntry[];
  steps: SlateStep[];
  strokes: number[];
  potatoes: number[];
  net: number[];
  retired: number[];
  held: HeldStroke[];
  next: SlateDealSeats | null;
  loser: number | null;
  /** V6: money moved by the nulls' payments so far, by seat; `settlement` adds the loser's payment at the end. */
  money: number[];
  settlement: number[] | null;
}

export type SlateError =
  | PlayersSetupError
  | SlateCoreError
  | { code: 'slate.bad-entry'; field: 'played' | 'points' | 'weis' | 'stoeck' | 'trump' | 'draw' }
  | { code: 'slate.retired-entered'; seat: number }
  | { code: 'slate.nobody-played' }
  | { code: 'slate.pass-not-allowed'; seat: number }
  | { code: 'slate.points-for-passer'; seat: number }
  | { code: 'slate.points-without-play'; seat: number }
  | { code: 'slate.points-missing'; seat: number }
  | { code: 'slate.points-not-a-number'; seat: number }
  | { code: 'slate.points-too-many'; seat: number; max: number }
  | { code: 'slate.points-sum'; sum: number; total: number }
  | { code: 'slate.points-over'; sum: number; total: number }
  | { code: 'slate.points-under'; sum: number; min: number }
  | { code: 'slate.weis-bad'; points: number }
  | { code: 'slate.weis-passer'; seat: number }
  | { code: 'slate.stoeck-passer'; seat: number }
  | { code: 'slate.trump-needed' }
  | { code: 'slate.draw-needed'; between: number[]; strokes: number }
  | { code: 'slate.draw-bad'; between: number[] }
  | { code: 'slate.claim-off' }
  | { code: 'slate.claim-not-two'; active: number }
  | { code: 'slate.claim-points'; seat: number };

// ---------------------------------------------------------------------------------------------------------------
// Setup

export function checkSetup(raw: unknown): Result<SlateSetup, SlateError> {
  return checkRulesSetup(raw, 2, 4, makeRules);
}

function seatsOf(deal: number, players: number, dealer: number, vorhand: number, retired: readonly number[], rules: Rules): SlateDealSeats {
  const order: number[] = [];
  for (let k = 0; k < players; k++) {
    const seat = (vorhand + k) % players;
    if (!retired.includes(seat)) order.push(seat);
  }
  return { deal, dealer, vorhand, order, allCards: order.length === 4 || (order.length === 3 && rules.compulsory), claim: claimAllowed(rules, order.length, 2) };
}

export function newSlate(setup: SlateSetup): SlateState {
  const n = isObj(setup) && Array.isArray(setup.names) ? setup.names.length : 0;
  const zeros = Array.from({ length: n }, () => 0);
  const dealer = isObj(setup) && isIntIn(setup.firstDealer, 0, Math.max(0, n - 1)) ? setup.firstDealer : 0;
  const rules = isObj(setup) && isObj(setup.rules) ? (setup.rules as Rules) : (makeRules({}) as { ok: true; value: Rules }).value;
  return {
    setup,
    entries: [],
    steps: [],
    strokes: [...zeros],
    potatoes: [...zeros],
    net: [...zeros],
    retired: [],
    held: [],
    next: n >= 2 ? seatsOf(1, n, dealer, (dealer + 1) % n, [], rules) : null,
    loser: null,
    money: [...zeros],
    settlement: null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Entering a deal

const blank = (v: unknown): boolean => v === null || v === undefined || v === '';

/**
 * What the form typed made an entry: one active player's blank card points filled from 157 when every card was in
 * play, and a draw left out when the deal needs none.
 */
export function prepareEntry(s: SlateState, typed: unknown): Result<SlateEntry, SlateError> {
  if (!isObj(typed) || !Array.isArray(typed.played) || !Array.isArray(typed.points)) return err({ code: 'slate.bad-entry', field: 'played' });
  const next = s.next;
  if (!next) return err({ code: 'slate.over' });
  const played = typed.played.map((p) => p === true);
  const points = [...typed.points] as unknown[];
  const active = next.order.filter((x) => played[x]);
  const claimed = typed.claimed === true;
  const blanks = active.filter((x) => blank(points[x]));
  if (!claimed && active.length >= 2 && next.allCards && active.length === next.order.length && blanks.length === 1) {
    const others = active.filter((x) => x !== blanks[0]);
    if (others.every((x) => isIntIn(points[x], 0, DEAL_TOTAL))) {
      const sum = others.reduce((a, x) => a + (points[x] as number), 0);
      if (sum > DEAL_TOTAL) return err({ code: 'slate.points-sum', sum, total: DEAL_TOTAL });
      points[blanks[0] as number] = DEAL_TOTAL - sum;
    }
  }
  const entry: SlateEntry = {
    played,
    points: points.map((v) => (blank(v) ? null : (v as number))),
    weis: isObj(typed.weis) ? { seat: blank(typed.weis.seat) ? null : (typed.weis.seat as number), points: blank(typed.weis.points) ? 0 : (typed.weis.points as number) } : { seat: null, points: 0 },
    stoeck: blank(typed.stoeck) ? null : (typed.stoeck as number),
  };
  if (s.setup.rules.multiplier) entry.trump = typed.trump as Suit;
  if (claimed) entry.claimed = true;
  if (!claimed && Array.isArray(typed.draw) && typed.draw.length > 0) {
    const scored = scoreEntry(s, entry);
    const needs = !scored.ok && scored.error.code === 'slate.draw-needed';
    if (needs || (scored.ok && scored.value.draw)) entry.draw = [...(typed.draw as number[])];
  }
  return ok(entry);
}

interface Scored {
  entry: SlateEntry;
  active: number[];
  passed: number[];
  totals: (number | null)[];
  pointsReason: (PointsReason | null)[];
  seats: SeatStrokes[];
  multiplier: number;
  threshold: number;
  draw: DrawRecord | null;
  held: HeldStroke | null;
  heldAfter: HeldStroke[];
}

/** Checks an entry against what a deal of Handjass can end with and scores it with the engine. */
function scoreEntry(s: SlateState, raw: unknown): Result<Scored, SlateError> {
  const next = s.next as SlateDealSeats;
  const n = s.setup.names.length;
  const rules = s.setup.rules;
  if (!isObj(raw) || !Array.isArray(raw.played) || raw.played.length !== n || !raw.played.every((p) => typeof p === 'boolean')) return err({ code: 'slate.bad-entry', field: 'played' });
  if (!Array.isArray(raw.points) || raw.points.length !== n) return err({ code: 'slate.bad-entry', field: 'points' });
  const played = raw.played as boolean[];
  const points = raw.points as unknown[];
  for (let x = 0; x < n; x++) if (!next.order.includes(x) && (played[x] || !blank(points[x]))) return err({ code: 'slate.retired-entered', seat: x });
  const active = next.order.filter((x) => played[x]);
  const passed = next.order.filter((x) => !played[x]);
  if (active.length === 0) return err({ code: 'slate.nobody-played' });
  if (rules.compulsory && passed.length > 0) return err({ code: 'slate.pass-not-allowed', seat: passed[0] as number });
  for (const x of passed) if (!blank(points[x])) return err({ code: 'slate.points-for-passer', seat: x });
  const claimed = raw.claimed !== undefined;
  if (claimed) {
    if (raw.claimed !== true) return err({ code: 'slate.bad-entry', field: 'played' });
    if (!rules.mutualClaim) return err({ code: 'slate.claim-off' });
    if (!claimAllowed(rules, next.order.length, active.length)) return err({ code: 'slate.claim-not-two', active: active.length });
    for (const x of active) if (!blank(points[x])) return err({ code: 'slate.claim-points', seat: x });
  }
  const sole = active.length === 1 || claimed;
  const pointsReason: (PointsReason | null)[] = Array.from({ length: n }, () => null);
  if (sole && !claimed) {
    const x = active[0] as number;
    if (!blank(points[x])) return err({ code: 'slate.points-without-play', seat: x });
    pointsReason[x] = 'points.no-play';
  } else if (claimed) {
    for (const x of active) pointsReason[x] = 'points.no-play';
  } else {
    let sum = 0;
    for (const x of active) {
      const v = points[x];
      if (blank(v)) return err({ code: 'slate.points-missing', seat: x });
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return err({ code: 'slate.points-not-a-number', seat: x });
      if (v > DEAL_TOTAL) return err({ code: 'slate.points-too-many', seat: x, max: DEAL_TOTAL });
      sum += v;
      pointsReason[x] = 'points.entered';
    }
    if (next.allCards && passed.length === 0 && sum !== DEAL_TOTAL) return err({ code: 'slate.points-sum', sum, total: DEAL_TOTAL });
    if (sum > DEAL_TOTAL) return err({ code: 'slate.points-over', sum, total: DEAL_TOTAL });
    if (sum < LAST_TRICK_BONUS) return err({ code: 'slate.points-under', sum, min: LAST_TRICK_BONUS });
  }
  // Weis and Stöck are scored only in a deal that was played out.
  const w = raw.weis;
  if (!isObj(w)) return err({ code: 'slate.bad-entry', field: 'weis' });
  let weis: { seat: number | null; points: number } = { seat: null, points: 0 };
  if (w.seat !== null && w.seat !== undefined) {
    if (!isIntIn(w.seat, 0, n - 1)) return err({ code: 'slate.bad-entry', field: 'weis' });
    if (sole || !active.includes(w.seat)) return err({ code: 'slate.weis-passer', seat: w.seat });
    if (!isIntIn(w.points, 20, WEIS_MAX) || w.points % 10 !== 0) return err({ code: 'slate.weis-bad', points: typeof w.points === 'number' ? w.points : 0 });
    weis = { seat: w.seat, points: w.points };
  } else if (w.points !== 0 && w.points !== undefined && w.points !== null) return err({ code: 'slate.bad-entry', field: 'weis' });
  let stoeck: number | null = null;
  if (raw.stoeck !== null && raw.stoeck !== undefined) {
    if (!isIntIn(raw.stoeck, 0, n - 1)) return err({ code: 'slate.bad-entry', field: 'stoeck' });
    if (sole || !active.includes(raw.stoeck)) return err({ code: 'slate.stoeck-passer', seat: raw.stoeck });
    stoeck = raw.stoeck;
  }
  let trump: Suit | undefined;
  if (rules.multiplier) {
    if (!isHjSuit(raw.trump)) return err({ code: 'slate.trump-needed' });
    trump = raw.trump;
  } else if (raw.trump !== undefined) return err({ code: 'slate.bad-entry', field: 'trump' });
  const totals: (number | null)[] = Array.from({ length: n }, () => null);
  const tot: Record<number, number> = {};
  for (const x of active) {
    const t = sole ? 0 : (points[x] as number) + (weis.seat === x ? weis.points : 0) + (stoeck === x ? STOECK_POINTS : 0);
    tot[x] = t;
    if (!sole) totals[x] = t;
  }
  if (raw.draw !== undefined && claimed) return err({ code: 'slate.bad-entry', field: 'draw' });
  const entryOut = (draw?: number[]): SlateEntry => {
    const e: SlateEntry = { played: [...played], points: points.map((v, x) => (active.includes(x) && !sole ? (v as number) : null)), weis, stoeck };
    if (trump) e.trump = trump;
    if (draw) e.draw = draw;
    if (claimed) e.claimed = true;
    return e;
  };
  if (claimed) {
    // OP10: scored as the game scores it; held strokes (V9) keep waiting.
    const c = claimStrokes(active, rules, trump);
    return ok({ entry: entryOut(), active, passed, totals, pointsReason, seats: c.seats, multiplier: c.multiplier, threshold: rules.threshold, draw: null, held: null, heldAfter: s.held.map((h) => ({ ...h, between: [...h.between] })) });
  }
  const input = { tableSize: next.order.length, active, totals: tot, rules, held: s.held, ...(trump ? { trump } : {}) };
  let r = dealStrokes(input);
  if (!r.ok) return err({ code: 'slate.bad-state' });
  let draw: number[] | undefined;
  if (r.value.pendingDraw) {
    const { between, strokes } = r.value.pendingDraw;
    if (raw.draw === undefined) return err({ code: 'slate.draw-needed', between: [...between], strokes });
    const d = raw.draw;
    if (!Array.isArray(d) || d.length < strokes || d.length > between.length || new Set(d).size !== d.length || !d.every((x) => between.includes(x as number))) return err({ code: 'slate.draw-bad', between: [...between] });
    draw = [...(d as number[]), ...between.filter((x) => !d.includes(x))];
    // The draw as the engine takes it: the first named drew the highest card, and so on down.
    const cards: Record<number, Card[]> = {};
    draw.forEach((x, k) => (cards[x] = [PACK[8 - k] as Card]));
    r = dealStrokes({ ...input, drawCards: cards });
    if (!r.ok || r.value.pendingDraw) return err({ code: 'slate.bad-state' });
  } else if (raw.draw !== undefined) return err({ code: 'slate.bad-entry', field: 'draw' });
  const entry = entryOut(draw);
  const v = r.value;
  return ok({ entry, active, passed, totals, pointsReason, seats: v.seats, multiplier: v.multiplier, threshold: v.threshold, draw: v.draw, held: v.held, heldAfter: v.heldAfter });
}

/** Scores the deal the slate waits for. Never throws and never changes `s`. */
export function enterResult(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError> {
  if (!isObj(s) || !Array.isArray(s.entries) || !isObj(s.setup)) return err({ code: 'slate.bad-state' });
  try {
    if (s.loser !== null || !s.next) return err({ code: 'slate.over' });
    const sc = scoreEntry(s, rawEntry);
    if (!sc.ok) return sc;
    const v = sc.value;
    const next = s.next;
    const n = s.setup.names.length;
    const t = tallyDeal({ players: n, strokes: s.strokes, potatoes: s.potatoes, seats: v.seats, order: next.order, retired: s.retired, held: v.heldAfter, vorhand: next.vorhand, dealer: next.dealer, rules: s.setup.rules });
    if (!t.ok) return err({ code: 'slate.bad-state' });
    const tv = t.value;
    const rules = s.setup.rules;
    const paid = rules.stakes ? nullPayments(n, v.seats, v.active, rules.nullStake) : { payments: [], money: [] };
    const money = s.money.map((m, x) => m + (paid.money[x] ?? 0));
    const settlement = rules.stakes && tv.loser !== null ? settle(n, tv.loser, rules.loserStake, money) : null;
    const step: SlateStep = {
      ...next,
      order: [...next.order],
      kind: v.entry.claimed ? 'claimed' : v.active.length === 1 ? 'sole-active' : 'played',
      active: v.active,
      passed: v.passed,
      points: [...v.entry.points],
      pointsReason: v.pointsReason.map((r, x) => (r === 'points.entered' && !isEntered(rawEntry, x) ? 'points.from-157' : r)),
      weis: v.entry.weis,
      stoeck: v.entry.stoeck,
      totals: v.totals,
      seats: v.seats,
      multiplier: v.multiplier,
      threshold: v.threshold,
      trump: v.entry.trump ?? null,
      draw: v.draw,
      held: v.held,
      heldAfter: tv.held,
      strokes: tv.strokes,
      potatoes: tv.potatoes,
      net: tv.net,
      target: tv.target,
      newly: tv.newly,
      loser: tv.loser,
      payments: paid.payments,
      money,
      settlement,
    };
    const steps = [...s.steps, step];
    // Which points were filled from 157 is kept with the entry (`filled`), so a replay shows the same reason.
    return ok({
      ...s,
      entries: [...s.entries, filledSeat(rawEntry) !== null ? { ...v.entry, filled: filledSeat(rawEntry) as number } : v.entry],
      steps,
      strokes: tv.strokes,
      potatoes: tv.potatoes,
      net: tv.net,
      retired: tv.retired,
      held: tv.held,
      next: tv.next ? seatsOf(next.deal + 1, n, tv.next.dealer, tv.next.vorhand, tv.retired, s.setup.rules) : null,
      loser: tv.loser,
      money,
      settlement,
    });
  } catch {
    return err({ code: 'slate.bad-state' });
  }
}

const filledSeat = (raw: unknown): number | null => (isObj(raw) && isIntIn(raw.filled, 0, 3) ? raw.filled : null);
const isEntered = (raw: unknown, x: number): boolean => filledSeat(raw) !== x;

/** The form's entry with the seat whose points were filled from 157 remembered. */
function prepare(s: SlateState, typed: unknown): Result<SlateEntry, SlateError> {
  const e = prepareEntry(s, typed);
  if (!e.ok || !isObj(typed) || !Array.isArray(typed.points)) return e;
  const filled = e.value.points.findIndex((v, x) => v !== null && blank((typed.points as unknown[])[x]));
  return filled >= 0 ? ok({ ...e.value, filled }) : e;
}

/** The retirement target of a setup (for the page). */
export const slateTarget = (s: SlateState): number => retireTarget(s.setup.rules);

/** The trump suits in the order the form offers them. */
export const SLATE_SUITS: readonly Suit[] = HJ_SUITS;

/** Handjass's slate for the platform (src/shared/slate). */
export const HANDJASS_SLATE: SlateGame<SlateSetup, SlateEntry, SlateState, SlateError> = {
  format: SLATE_FILE_FORMAT,
  version: SLATE_VERSION,
  checkSetup,
  newSlate,
  enter: enterResult,
  prepare,
  isOver: (s) => !isObj(s) || s.loser !== null || s.next === null,
};
