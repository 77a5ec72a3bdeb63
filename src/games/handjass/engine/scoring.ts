/**
 * Scoring a deal (spec §8, V1 V4 V7 V8 V9): strokes and potatoes (nulls) from the active players' deal totals,
 * with the 2-strokes-to-one case, ties at the cut settled by a card draw (or held over, V9), the extra stroke per
 * null, and the trump multiplier. Also the Vorhand/dealer rotation (§9) and the stakes settlement (V6).
 * Every seat's result carries a reason code.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from '../../../shared/result';
import { cardIndex, isHjCard, isHjSuit } from './cards';
import { DEFAULT_RULES, retireTarget, SUIT_MULTIPLIER, strokesPerDeal, type Rules } from './rules';

/** Why a seat got what it got in a deal. */
export type StrokeReason =
  /** Everybody else passed: S strokes without play. */
  | { code: 'strokes.sole-active'; strokes: number }
  /** Among the top S totals at or above the line. */
  | { code: 'strokes.top'; rank: number }
  /** Fewer players reached the line than there are strokes: strokes cycle through them from the top. */
  | { code: 'strokes.cycled'; rank: number; qualified: number }
  /** Won (or lost) a draw for a stroke at the cut. */
  | { code: 'strokes.won-draw'; rank: number }
  | { code: 'strokes.lost-draw'; rank: number }
  /** Tied at the cut with V9: the stroke is held over. */
  | { code: 'strokes.held-over'; between: number[] }
  /** At or above the line, but below the stroke winners. */
  | { code: 'strokes.safe'; rank: number }
  /** Below the line: a potato (null), never a stroke. */
  | { code: 'strokes.potato'; total: number; threshold: number };

export interface SeatStrokes {
  seat: number;
  total: number;
  /** Strokes of this deal (multiplied, extras and held strokes included). */
  strokes: number;
  /** Potatoes (nulls) of this deal (multiplied). */
  potatoes: number;
  reason: StrokeReason;
  /** V4 extra strokes (before the multiplier). */
  extra: number;
  /** Held strokes (V9) awarded to this seat in this deal. */
  heldWon: number;
}

/**
 * A held-over stroke (V9): `strokes` wait among the tied players `between` for a deal in which all of them are
 * active. Two players: all of it goes to the one who scores more then. Three or more (a three-way tie across the
 * cut, our reading): it has `strokes / each` places, one per player from the top, `each` strokes a place (the V7
 * multiplier of the deal it was held in; 1 when absent).
 */
export interface HeldStroke {
  between: number[];
  strokes: number;
  each?: number;
}

const copyHeld = (h: HeldStroke): HeldStroke => ({ between: [...h.between], strokes: h.strokes, ...(h.each !== undefined && h.each !== 1 ? { each: h.each } : {}) });

/**
 * A held stroke as the engine can use it: at least two distinct whole seat numbers and a positive finite count.
 * Saved or hand-made data is checked with this before anything reads it.
 */
function isHeldStroke(h: unknown): h is HeldStroke {
  if (typeof h !== 'object' || h === null) return false;
  const { between, strokes } = h as { between?: unknown; strokes?: unknown };
  return (
    Array.isArray(between) &&
    between.length >= 2 &&
    between.every((s) => Number.isSafeInteger(s) && (s as number) >= 0) &&
    new Set(between).size === between.length &&
    typeof strokes === 'number' &&
    Number.isFinite(strokes) &&
    strokes > 0
  );
}

/** Places and strokes per place of a (checked) held stroke (a pair has one place carrying everything). */
function heldPlaces(h: HeldStroke): { places: number; each: number } {
  if (h.between.length <= 2) return { places: 1, each: h.strokes };
  const each = typeof h.each === 'number' && Number.isFinite(h.each) && h.each > 0 ? h.each : 1;
  const places = Math.max(1, Math.min(h.between.length - 1, Math.round(h.strokes / each)));
  return { places, each: h.strokes / places };
}

/**
 * The held strokes summed by group of players (two entries for the same pair become one with both strokes), for
 * showing and for the conformance answer. A pair's entries always add up; a larger group's only when its places
 * carry the same strokes each.
 */
export function mergeHeld(list: readonly HeldStroke[]): HeldStroke[] {
  const out: HeldStroke[] = [];
  // Untrusted input (saved data, a conformance query): entries that are not held strokes are left out.
  for (const h of Array.isArray(list) ? (list as readonly unknown[]) : []) {
    if (!isHeldStroke(h)) continue;
    const key = [...h.between].sort((a, b) => a - b).join(',');
    const same = out.find((o) => [...o.between].sort((a, b) => a - b).join(',') === key && (h.between.length === 2 || (o.each ?? 1) === (h.each ?? 1)));
    if (same) same.strokes += h.strokes;
    else out.push(copyHeld(h));
  }
  return out;
}

export interface DrawRecord {
  between: number[];
  /** Strokes the draw decides. */
  strokes: number;
  /** Cards drawn by each tied player (several when equal ranks were redrawn). */
  cards: { seat: number; cards: Card[] }[];
  /** The tied players from the highest draw down. */
  order: number[];
}

export interface DealStrokes {
  /** Strokes per deal at this table (S). */
  available: number;
  multiplier: number;
  threshold: number;
  seats: SeatStrokes[];
  /** A draw at the cut (settled when the cards were given, else `pendingDraw`). */
  draw: DrawRecord | null;
  /** A draw is needed but no (or not enough) draw cards were given: those strokes are unassigned. */
  pendingDraw: { between: number[]; strokes: number } | null;
  /** V9: a stroke newly held over from this deal. */
  held: HeldStroke | null;
  /** V9: held strokes still waiting after this deal (awarded ones removed, re-tied ones kept). */
  heldAfter: HeldStroke[];
  nulls: number;
}

export interface DealStrokesInput {
  tableSize: number;
  /** Active seats in play order (Vorhand first). */
  active: number[];
  /** Deal totals by seat. */
  totals: Record<number, number>;
  trump?: Suit;
  rules?: Partial<Rules>;
  /** Draw cards for tied players (one or more each; later cards are redraws). */
  drawCards?: Record<number, Card[]>;
  /** V9 held strokes carried in from earlier deals. */
  held?: HeldStroke[];
}

export type ScoringError =
  | { code: 'scoring.bad-input'; field: string }
  | { code: 'scoring.bad-table-size'; tableSize: unknown }
  | { code: 'scoring.no-active' }
  | { code: 'scoring.bad-total'; seat: number };

const DRAW_RANK = (c: Card): number => cardIndex(c) % 9;

/** Orders tied seats by their draw cards (plain rank, suits ignored, equal ranks redraw). Null when the cards run out. */
function drawOrder(between: number[], cards: Record<number, Card[]>): number[] | null {
  const rec = (group: number[], k: number): number[] | null => {
    if (group.length <= 1) return group;
    const ranks = new Map<number, number>();
    for (const s of group) {
      const c = cards[s]?.[k];
      if (c === undefined || !isHjCard(c)) return null;
      ranks.set(s, DRAW_RANK(c));
    }
    const distinct = [...new Set(ranks.values())].sort((a, b) => b - a);
    const out: number[] = [];
    for (const r of distinct) {
      const sub = group.filter((s) => ranks.get(s) === r);
      const o = rec(sub, k + 1);
      if (!o) return null;
      out.push(...o);
    }
    return out;
  };
  return rec(between, 0);
}

/**
 * Strokes and potatoes of one deal (spec §8.2-8.4 and variants). Pure; the draw cards come with the input (the
 * game draws them from its seeded pack). Seats are any integers; `active` is in play order.
 */
export function dealStrokes(input: DealStrokesInput): Result<DealStrokes, ScoringError> {
  if (input === null || typeof input !== 'object') return err({ code: 'scoring.bad-input', field: '*' });
  const { tableSize, active, totals } = input;
  if (tableSize !== 2 && tableSize !== 3 && tableSize !== 4) return err({ code: 'scoring.bad-table-size', tableSize });
  if (!Array.isArray(active) || active.some((s) => typeof s !== 'number' || !Number.isInteger(s)) || new Set(active).size !== active.length || active.length > tableSize)
    return err({ code: 'scoring.bad-input', field: 'active' });
  if (active.length === 0) return err({ code: 'scoring.no-active' });
  if (totals === null || typeof totals !== 'object') return err({ code: 'scoring.bad-input', field: 'totals' });
  for (const s of active) {
    const t = (totals as Record<number, unknown>)[s];
    if (typeof t !== 'number' || !Number.isFinite(t)) return err({ code: 'scoring.bad-total', seat: s });
  }
  if (input.trump !== undefined && !isHjSuit(input.trump)) return err({ code: 'scoring.bad-input', field: 'trump' });
  const rules: Rules = { ...DEFAULT_RULES, ...(input.rules && typeof input.rules === 'object' ? input.rules : {}) };
  const S = strokesPerDeal(rules, tableSize);
  let multiplier = 1;
  if (rules.multiplier) {
    if (!input.trump) return err({ code: 'scoring.bad-input', field: 'trump' });
    multiplier = SUIT_MULTIPLIER[input.trump];
  }
  const threshold = rules.threshold;
  const total = (s: number): number => totals[s] as number;
  const res = new Map<number, SeatStrokes>();
  for (const s of active) res.set(s, { seat: s, total: total(s), strokes: 0, potatoes: 0, reason: { code: 'strokes.safe', rank: 0 }, extra: 0, heldWon: 0 });
  const out: DealStrokes = { available: S, multiplier, threshold, seats: [], draw: null, pendingDraw: null, held: null, heldAfter: [], nulls: 0 };

  if (active.length === 1) {
    const r = res.get(active[0] as number) as SeatStrokes;
    r.strokes = S * multiplier;
    r.reason = { code: 'strokes.sole-active', strokes: S };
  } else {
    // Potatoes.
    for (const r of res.values()) {
      if (r.total < threshold) {
        r.potatoes = 1;
        r.reason = { code: 'strokes.potato', total: r.total, threshold };
        out.nulls++;
      }
    }
    // Qualified players, highest first (play order keeps ties stable until a draw decides).
    const Q = active.filter((s) => total(s) >= threshold).sort((a, b) => total(b) - total(a));
    const receivers: number[] = [];
    if (Q.length > 0) {
      const base = Math.floor(S / Q.length);
      const extraCount = S - base * Q.length; // the top `extraCount` get base + 1
      const cycled = Q.length < S;
      Q.forEach((s, i) => {
        const r = res.get(s) as SeatStrokes;
        r.strokes = base;
        r.reason = base > 0 ? { code: 'strokes.cycled', rank: i + 1, qualified: Q.length } : { code: 'strokes.safe', rank: i + 1 };
      });
      let order = Q;
      if (extraCount > 0) {
        const cutTotal = total(Q[extraCount - 1] as number);
        const group = Q.filter((s) => total(s) === cutTotal);
        const above = Q.filter((s) => total(s) > cutTotal);
        const inGroup = extraCount - above.length;
        for (const s of above) {
          const r = res.get(s) as SeatStrokes;
          r.strokes = base + 1;
          r.reason = cycled ? { code: 'strokes.cycled', rank: Q.indexOf(s) + 1, qualified: Q.length } : { code: 'strokes.top', rank: Q.indexOf(s) + 1 };
        }
        if (group.length === inGroup) {
          for (const s of group) {
            const r = res.get(s) as SeatStrokes;
            r.strokes = base + 1;
            r.reason = cycled ? { code: 'strokes.cycled', rank: Q.indexOf(s) + 1, qualified: Q.length } : { code: 'strokes.top', rank: Q.indexOf(s) + 1 };
          }
        } else if (rules.heldStroke) {
          out.held = { between: [...group], strokes: inGroup * multiplier, ...(group.length > 2 && multiplier !== 1 ? { each: multiplier } : {}) };
          for (const s of group) (res.get(s) as SeatStrokes).reason = { code: 'strokes.held-over', between: [...group] };
          order = Q.filter((s) => !group.includes(s) || base > 0);
        } else {
          const cards = input.drawCards ?? {};
          const o = drawOrder(group, cards);
          if (!o) {
            out.pendingDraw = { between: [...group], strokes: inGroup };
            order = Q.filter((s) => !group.includes(s) || base > 0);
          } else {
            out.draw = { between: [...group], strokes: inGroup, cards: group.map((s) => ({ seat: s, cards: [...(cards[s] ?? [])].slice(0, 8) })), order: o };
            o.forEach((s, k) => {
              const r = res.get(s) as SeatStrokes;
              const rank = above.length + k + 1;
              if (k < inGroup) {
                r.strokes = base + 1;
                r.reason = { code: 'strokes.won-draw', rank };
              } else r.reason = base > 0 ? { code: 'strokes.cycled', rank, qualified: Q.length } : { code: 'strokes.lost-draw', rank };
            });
            order = [...above, ...o, ...Q.filter((s) => !above.includes(s) && !group.includes(s))];
          }
        }
      }
      for (const s of order) if ((res.get(s) as SeatStrokes).strokes > 0) receivers.push(s);
    }
    // V4: one extra stroke per null, cycling through the receivers from the top.
    if (rules.extraPerNull && receivers.length > 0) {
      for (let k = 0; k < out.nulls; k++) {
        const r = res.get(receivers[k % receivers.length] as number) as SeatStrokes;
        r.extra++;
      }
    }
    for (const r of res.values()) {
      r.strokes = (r.strokes + r.extra) * multiplier;
      r.potatoes *= multiplier;
    }
  }
  // V9 (OP25 and our reading for three-way ties): every held stroke from an earlier deal waits for a deal in which
  // all of its players are active; then its places go to the best of them in that deal, and a tie across its cut is
  // held again among the tied players. A deal in which one of them passed leaves it waiting (passing is not retiring).
  for (const h of Array.isArray(input.held) ? input.held : []) {
    if (!isHeldStroke(h)) continue;
    if (!h.between.every((s) => active.includes(s)) || active.length === 1) {
      out.heldAfter.push(copyHeld(h));
      continue;
    }
    const { places, each } = heldPlaces(h);
    const ranked = [...h.between].sort((a, b) => total(b) - total(a));
    const cutTotal = total(ranked[places - 1] as number);
    const tied = ranked.filter((s) => total(s) === cutTotal);
    const above = ranked.filter((s) => total(s) > cutTotal);
    const award = (s: number): void => {
      const r = res.get(s) as SeatStrokes;
      r.heldWon += each;
      r.strokes += each;
    };
    above.forEach(award);
    const left = places - above.length;
    if (tied.length === left) tied.forEach(award);
    else out.heldAfter.push({ between: tied, strokes: left * each, ...(tied.length > 2 && each !== 1 ? { each } : {}) });
  }
  if (out.held) out.heldAfter.push(out.held);
  out.seats = active.map((s) => res.get(s) as SeatStrokes);
  return ok(out);
}

// ---------------------------------------------------------------------------------------------
// Rotation

export interface Rotation<T> {
  vorhand: T;
  dealer: T;
}

export type RotationError = { code: 'rotation.bad-input'; field: string } | { code: 'rotation.nobody-left' } | { code: 'rotation.game-over'; loser: unknown };

/**
 * The next Vorhand and dealer (spec §9): Vorhand = the next non-retired seat counter-clockwise after the current
 * Vorhand; dealer = the non-retired seat just before the new Vorhand. `seatsCcw` lists the table counter-clockwise;
 * `retired` are all retired seats (including those who retired in the last deal).
 */
export function rotate<T>(seatsCcw: readonly T[], vorhand: T, retired: readonly T[]): Result<Rotation<T>, RotationError> {
  if (!Array.isArray(seatsCcw) || seatsCcw.length < 2 || seatsCcw.length > 4 || new Set(seatsCcw).size !== seatsCcw.length) return err({ code: 'rotation.bad-input', field: 'seats' });
  if (!Array.isArray(retired)) return err({ code: 'rotation.bad-input', field: 'retired' });
  const n = seatsCcw.length;
  const i = seatsCcw.indexOf(vorhand);
  if (i < 0) return err({ code: 'rotation.bad-input', field: 'vorhand' });
  const left = seatsCcw.filter((s) => !retired.includes(s));
  if (left.length === 0) return err({ code: 'rotation.nobody-left' });
  if (left.length === 1) return err({ code: 'rotation.game-over', loser: left[0] });
  let v = -1;
  for (let k = 1; k <= n; k++) {
    const j = (i + k) % n;
    if (!retired.includes(seatsCcw[j] as T)) {
      v = j;
      break;
    }
  }
  let d = -1;
  for (let k = 1; k <= n; k++) {
    const j = (v - k + n) % n;
    if (!retired.includes(seatsCcw[j] as T)) {
      d = j;
      break;
    }
  }
  return ok({ vorhand: seatsCcw[v] as T, dealer: seatsCcw[d] as T });
}

// ---------------------------------------------------------------------------------------------
// Two active players: the mutual claim (OP10)

/**
 * Whether the mutual claim may settle a deal: the option is on and exactly two players remain active at a table of
 * three or four (spec §8.3, OP10). Whether everyone agrees is the table's business.
 */
export function claimAllowed(rules: Rules, tableSize: number, activeCount: number): boolean {
  return typeof rules === 'object' && rules !== null && rules.mutualClaim === true && tableSize >= 3 && activeCount === 2;
}

/** A deal settled by mutual claim: each of the two active players takes 1 stroke (times the V7 multiplier), no play. */
export function claimStrokes(active: readonly number[], rules: Rules, trump?: Suit): { seats: SeatStrokes[]; multiplier: number } {
  // Untrusted input never throws: no rules or no list of seats is a claim by nobody.
  const multiplier = typeof rules === 'object' && rules !== null && rules.multiplier && isHjSuit(trump) ? SUIT_MULTIPLIER[trump] : 1;
  const seats: SeatStrokes[] = (Array.isArray(active) ? active : []).map((seat) => ({ seat, total: 0, strokes: multiplier, potatoes: 0, reason: { code: 'strokes.top', rank: 1 }, extra: 0, heldWon: 0 }));
  return { seats, multiplier };
}

// ---------------------------------------------------------------------------------------------
// Stakes (V6)

/** One null's payment in a deal (V6): `each` units to every player in `to`. */
export interface NullPayment {
  from: number;
  to: number[];
  each: number;
  potatoes: number;
}

/**
 * V6 in a deal: each potato pays `nullStake` to every other active player of the deal (a multiplied potato pays
 * that many times). Returns the payments and the money moved, by seat (sums to 0).
 */
export function nullPayments(players: number, seats: readonly SeatStrokes[], active: readonly number[], nullStake: number): { payments: NullPayment[]; money: number[] } {
  const money = Array.from({ length: Number.isInteger(players) && players > 0 && players <= 4 ? players : 0 }, () => 0);
  const payments: NullPayment[] = [];
  if (!Array.isArray(seats) || !Array.isArray(active) || typeof nullStake !== 'number') return { payments, money };
  for (const r of seats) {
    if (typeof r !== 'object' || r === null || !r.potatoes) continue;
    const to = active.filter((o) => o !== r.seat);
    const each = nullStake * r.potatoes;
    // A stake of 0 moves nothing: no payment to show.
    if (each === 0) continue;
    for (const o of to) {
      money[r.seat] = (money[r.seat] as number) - each;
      money[o] = (money[o] as number) + each;
    }
    payments.push({ from: r.seat, to, each, potatoes: r.potatoes });
  }
  return { payments, money };
}

/**
 * Settlement of a finished game: the loser pays `loserStake` to every other player, and every null paid
 * `nullStake` to every other active player of its deal (`nullPayments` already accumulated by the game).
 * Returns the net money by seat (sums to 0).
 */
export function settle(players: number, loser: number, loserStake: number, nullNet: readonly number[]): number[] {
  const out = Array.from({ length: players }, (_, i) => nullNet[i] ?? 0);
  for (let s = 0; s < players; s++) {
    if (s === loser) continue;
    out[s] = (out[s] as number) + loserStake;
    out[loser] = (out[loser] as number) - loserStake;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// After a deal: tallies, retiring safe, the loser, the next dealer

export interface TallyInput {
  /** Seats at the table (2-4). */
  players: number;
  /** Tallies before the deal, by seat. */
  strokes: readonly number[];
  potatoes: readonly number[];
  /** The deal's strokes and potatoes (from `dealStrokes`, or the mutual claim). */
  seats: readonly SeatStrokes[];
  /** Non-retired seats of the deal from Vorhand counter-clockwise. */
  order: readonly number[];
  /** Seats retired before the deal, in the order they retired. */
  retired: readonly number[];
  /** Held strokes still waiting after the deal (`heldAfter`). */
  held: readonly HeldStroke[];
  /** The deal's Vorhand and dealer. */
  vorhand: number;
  dealer: number;
  rules: Rules;
}

export interface Tally {
  strokes: number[];
  potatoes: number[];
  /** Net tallies (strokes minus potatoes), by seat. */
  net: number[];
  /** The net a player needs to retire safe. */
  target: number;
  /** Seats that reached the target in this deal and retire safe. */
  newly: number[];
  /** All retired seats, in the order they retired. */
  retired: number[];
  /** Held strokes waiting (a held stroke lapses when one of its players retires; none once the game is over). */
  held: HeldStroke[];
  /** The last player left, once every other has retired safe. */
  loser: number | null;
  /** The next Vorhand and dealer (null once the game is over). */
  next: Rotation<number> | null;
}

/**
 * The tallies after a deal (spec §8.5, §9): the deal's strokes and potatoes added, every player whose net reaches
 * the target retires safe, the last one left loses, else the deal passes on (`rotate`). Pure.
 */
export function tallyDeal(t: TallyInput): Result<Tally, RotationError> {
  // Untrusted input never throws: anything that is not a tally input is refused.
  try {
    return tallyUnchecked(t);
  } catch {
    return err({ code: 'rotation.bad-input', field: '*' });
  }
}

function tallyUnchecked(t: TallyInput): Result<Tally, RotationError> {
  if (t === null || typeof t !== 'object' || !Number.isInteger(t.players) || t.players < 2 || t.players > 4) return err({ code: 'rotation.bad-input', field: 'players' });
  const strokes = [...t.strokes];
  const potatoes = [...t.potatoes];
  for (const r of t.seats) {
    strokes[r.seat] = (strokes[r.seat] as number) + r.strokes;
    potatoes[r.seat] = (potatoes[r.seat] as number) + r.potatoes;
  }
  const net = strokes.map((x, i) => x - (potatoes[i] as number));
  const target = retireTarget(t.rules);
  const newly = t.order.filter((x) => (net[x] as number) >= target);
  const retired = [...t.retired, ...newly];
  let held = t.held.map(copyHeld);
  if (newly.length > 0) held = held.filter((h) => !h.between.some((x) => retired.includes(x)));
  const left = Array.from({ length: t.players }, (_, i) => i).filter((x) => !retired.includes(x));
  if (left.length <= 1) return ok({ strokes, potatoes, net, target, newly, retired, held: [], loser: (left[0] ?? t.dealer) as number, next: null });
  const rot = rotate(Array.from({ length: t.players }, (_, i) => i), t.vorhand, retired);
  if (!rot.ok) return rot;
  return ok({ strokes, potatoes, net, target, newly, retired, held, loser: null, next: rot.value });
}
