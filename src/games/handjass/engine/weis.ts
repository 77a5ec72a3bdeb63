/**
 * Weis and Stöck (spec §7): building a hand's declaration (which disjoint combinations it scores), ranking single
 * combinations, the Weis contest between players, and the Stöck holders. Every answer carries reason codes.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from '../../../shared/result';
import { cardAt, cardIndex, HJ_RANKS, HJ_SUITS, isHjCard, isHjSuit, R_JACK, R_KING, R_QUEEN, R_TEN, suitIndex } from './cards';

export type ComboKind = 'quartet' | 'run';

export interface Combo {
  kind: ComboKind;
  /** The cards, sorted by their names (e.g. ["AC","AD","AH","AS"]). */
  cards: Card[];
  value: number;
  length: number;
  /** Top card's rank letter in the natural order (for a quartet: its rank). */
  top: string;
  /** Natural rank index of the top card (6 = 0 ... A = 8). */
  topIndex: number;
  /** The run's suit (null for a quartet). */
  suit: Suit | null;
  /** A run in the trump suit. */
  trump: boolean;
}

/** Why a declaration is what it is. */
export type DeclarationReason =
  | { code: 'weis.none' }
  /** The only way to use the combinations present. */
  | { code: 'weis.single-option'; total: number }
  /** Several ways: this one has the highest total. */
  | { code: 'weis.highest-total'; total: number; rejected: { total: number; combos: Combo[] }[] }
  /** Equal totals: this one has the stronger best combination. */
  | { code: 'weis.stronger-best-combo'; total: number; rejected: { total: number; combos: Combo[] }[] };

export interface Declaration {
  total: number;
  /** Highest value first. */
  combos: Combo[];
  /** The strongest single combination (compared in a contest), or null. */
  best: Combo | null;
  /** What is announced with the first card: the best combination's value, or 0. */
  announce: number;
  /** Four 9s, 8s, 7s or 6s in the hand (worthless, shown for teaching). */
  worthlessQuartets: string[];
  reason: DeclarationReason;
}

export type WeisError = { code: 'weis.bad-trump'; trump: unknown } | { code: 'weis.bad-hand'; detail: unknown } | { code: 'weis.bad-hands'; detail: unknown };

const RUN_VALUE = (len: number): number => (len >= 5 ? 100 : len === 4 ? 50 : len === 3 ? 20 : 0);
const sortNames = (cards: Card[]): Card[] => [...cards].sort();

function makeRun(s: number, lo: number, hi: number, t: number): Combo {
  const cards: Card[] = [];
  for (let r = lo; r <= hi; r++) cards.push(cardAt(s * 9 + r));
  const length = hi - lo + 1;
  return { kind: 'run', cards: sortNames(cards), value: RUN_VALUE(length), length, top: HJ_RANKS[hi] as string, topIndex: hi, suit: HJ_SUITS[s] as Suit, trump: s === t };
}

function makeQuartet(r: number): Combo {
  return {
    kind: 'quartet',
    cards: sortNames([0, 1, 2, 3].map((s) => cardAt(s * 9 + r))),
    value: r === R_JACK ? 200 : 100,
    length: 4,
    top: HJ_RANKS[r] as string,
    topIndex: r,
    suit: null,
    trump: false,
  };
}

/** Reason a combination beat another one. */
export type ComboWhy = 'weis.higher-value' | 'weis.more-cards' | 'weis.higher-top' | 'weis.trump-run' | 'weis.seat-order';

/**
 * Compares two single combinations (spec §7.4 steps 1-4): > 0 when `a` is stronger, < 0 when `b` is, 0 when only
 * seat order can separate them; `why` names the deciding step.
 */
export function compareCombos(a: Combo, b: Combo): { sign: number; why: ComboWhy } {
  if (a.value !== b.value) return { sign: Math.sign(a.value - b.value), why: 'weis.higher-value' };
  if (a.length !== b.length) return { sign: Math.sign(a.length - b.length), why: 'weis.more-cards' };
  if (a.topIndex !== b.topIndex) return { sign: Math.sign(a.topIndex - b.topIndex), why: 'weis.higher-top' };
  if (a.trump !== b.trump) return { sign: a.trump ? 1 : -1, why: 'weis.trump-run' };
  return { sign: 0, why: 'weis.seat-order' };
}

/** Runs (maximal, 3+) in per-suit masks, natural order. */
function runsIn(masks: number[], t: number): Combo[] {
  const out: Combo[] = [];
  for (let s = 0; s < 4; s++) {
    const m = masks[s] as number;
    let r = 0;
    while (r < 9) {
      if ((m & (1 << r)) === 0) {
        r++;
        continue;
      }
      let e = r;
      while (e + 1 < 9 && (m & (1 << (e + 1))) !== 0) e++;
      if (e - r + 1 >= 3) out.push(makeRun(s, r, e, t));
      r = e + 1;
    }
  }
  return out;
}

function strongest(combos: Combo[]): Combo | null {
  let b: Combo | null = null;
  for (const c of combos) if (b === null || compareCombos(c, b).sign > 0) b = c;
  return b;
}

const byStrength = (x: Combo, y: Combo): number => -compareCombos(x, y).sign;

/** The declaration of a hand without validation (distinct pack cards). */
export function declarationUnchecked(hand: readonly Card[], trump: Suit): Declaration {
  const t = suitIndex(trump);
  const masks = [0, 0, 0, 0];
  for (const c of hand) {
    const i = cardIndex(c);
    masks[(i / 9) | 0] = (masks[(i / 9) | 0] as number) | (1 << i % 9);
  }
  const quartets: number[] = [];
  const worthless: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (masks.every((m) => (m & (1 << r)) !== 0)) {
      if (r >= R_TEN) quartets.push(r);
      else worthless.push(HJ_RANKS[r] as string);
    }
  }
  const options: { total: number; combos: Combo[]; best: Combo | null }[] = [];
  for (let sub = 0; sub < 1 << quartets.length; sub++) {
    const m = [...masks];
    const combos: Combo[] = [];
    quartets.forEach((r, k) => {
      if ((sub & (1 << k)) === 0) return;
      combos.push(makeQuartet(r));
      for (let s = 0; s < 4; s++) m[s] = (m[s] as number) & ~(1 << r);
    });
    combos.push(...runsIn(m, t));
    combos.sort(byStrength);
    options.push({ total: combos.reduce((a, c) => a + c.value, 0), combos, best: strongest(combos) });
  }
  let bi = 0;
  let decidedByBest = false;
  for (let i = 1; i < options.length; i++) {
    const o = options[i] as (typeof options)[number];
    const b = options[bi] as (typeof options)[number];
    if (o.total > b.total) {
      bi = i;
      decidedByBest = false;
    } else if (o.total === b.total && o.best && (!b.best || compareCombos(o.best, b.best).sign > 0)) {
      bi = i;
      decidedByBest = true;
    } else if (o.total === b.total && o.total > 0) decidedByBest = true;
  }
  const chosen = options[bi] as (typeof options)[number];
  const distinct = options.filter((o, i) => i !== bi && o.total > 0);
  let reason: DeclarationReason;
  if (chosen.total === 0) reason = { code: 'weis.none' };
  else if (distinct.length === 0) reason = { code: 'weis.single-option', total: chosen.total };
  else if (decidedByBest && distinct.some((o) => o.total === chosen.total))
    reason = { code: 'weis.stronger-best-combo', total: chosen.total, rejected: distinct.map((o) => ({ total: o.total, combos: o.combos })) };
  else reason = { code: 'weis.highest-total', total: chosen.total, rejected: distinct.map((o) => ({ total: o.total, combos: o.combos })) };
  return { total: chosen.total, combos: chosen.combos, best: chosen.best, announce: chosen.best?.value ?? 0, worthlessQuartets: worthless, reason };
}

function checkHand(hand: unknown): Result<Card[], WeisError> {
  if (!Array.isArray(hand) || hand.length > 12) return err({ code: 'weis.bad-hand', detail: 'not-a-list' });
  const seen = new Set<string>();
  for (const c of hand) {
    if (!isHjCard(c)) return err({ code: 'weis.bad-hand', detail: { card: c } });
    if (seen.has(c)) return err({ code: 'weis.bad-hand', detail: { duplicate: c } });
    seen.add(c);
  }
  return ok(hand as Card[]);
}

/** The Weis a hand declares (spec §7.3): disjoint combinations with the highest total. */
export function weisDeclaration(hand: unknown, trump: unknown): Result<Declaration, WeisError> {
  if (!isHjSuit(trump)) return err({ code: 'weis.bad-trump', trump });
  const h = checkHand(hand);
  if (!h.ok) return h;
  return ok(declarationUnchecked(h.value, trump));
}

/** What Stöck (King and Ober of trumps in one hand) is worth to its holder (spec §7.6). */
export const STOECK_POINTS = 20;

/** Does the hand hold both the King and the Ober (Queen) of trumps? */
export function holdsStoeck(hand: readonly Card[], trump: Suit): boolean {
  const t = suitIndex(trump);
  return hand.includes(cardAt(t * 9 + R_KING)) && hand.includes(cardAt(t * 9 + R_QUEEN));
}

export interface ContestEntry {
  /** Any seat label (a number in the game, "P0".. in drills). */
  seat: number;
  /** Best single combination (null: nothing to announce). */
  best: Combo | null;
}

export interface ContestResult {
  /** Seat of the Weis winner, or null when nobody has a combination. */
  winner: number | null;
  /** Why each other announcer lost to the winner. */
  losers: { seat: number; why: ComboWhy }[];
}

/**
 * The Weis contest (spec §7.4-7.5) among entries listed in seat order (Vorhand first, the dealer last): the
 * strongest best combination wins, earlier seat breaks a full tie.
 */
export function contestUnchecked(entries: readonly ContestEntry[]): ContestResult {
  let w: ContestEntry | null = null;
  for (const e of entries) {
    if (!e.best) continue;
    if (w === null || compareCombos(e.best, w.best as Combo).sign > 0) w = e;
  }
  if (!w) return { winner: null, losers: [] };
  const win = w;
  const losers = entries
    .filter((e) => e.best && e !== win)
    .map((e) => ({ seat: e.seat, why: compareCombos(win.best as Combo, e.best as Combo).why }));
  return { winner: win.seat, losers };
}

export interface WeisComparison {
  winner: number | null;
  /** The winner's declaration total (all his combinations). */
  points: number;
  declarations: { seat: number; declaration: Declaration }[];
  losers: { seat: number; why: ComboWhy }[];
  /** Seats holding Stöck (20 each, independent of the Weis). */
  stoeck: number[];
}

/**
 * Compares whole hands (seat numbers in play order, Vorhand = lowest): who wins the Weis, what he scores, and who
 * holds Stöck (the hands as held at the start of play).
 */
export function compareWeis(hands: unknown, trump: unknown): Result<WeisComparison, WeisError> {
  if (!isHjSuit(trump)) return err({ code: 'weis.bad-trump', trump });
  if (!Array.isArray(hands) || hands.length === 0 || hands.length > 4) return err({ code: 'weis.bad-hands', detail: 'not-a-list' });
  const seen = new Set<string>();
  const entries: { seat: number; hand: Card[] }[] = [];
  for (const e of hands as unknown[]) {
    if (e === null || typeof e !== 'object') return err({ code: 'weis.bad-hands', detail: 'entry' });
    const { seat, hand } = e as { seat?: unknown; hand?: unknown };
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 9) return err({ code: 'weis.bad-hands', detail: 'seat' });
    if (entries.some((x) => x.seat === seat)) return err({ code: 'weis.bad-hands', detail: 'duplicate-seat' });
    const h = checkHand(hand);
    if (!h.ok) return h;
    for (const c of h.value) {
      if (seen.has(c)) return err({ code: 'weis.bad-hands', detail: { duplicate: c } });
      seen.add(c);
    }
    entries.push({ seat, hand: h.value });
  }
  entries.sort((a, b) => a.seat - b.seat);
  const declarations = entries.map((e) => ({ seat: e.seat, declaration: declarationUnchecked(e.hand, trump) }));
  const c = contestUnchecked(declarations.map((d) => ({ seat: d.seat, best: d.declaration.best })));
  const points = c.winner === null ? 0 : (declarations.find((d) => d.seat === c.winner)?.declaration.total ?? 0);
  return ok({ winner: c.winner, points, declarations, losers: c.losers, stoeck: entries.filter((e) => holdsStoeck(e.hand, trump)).map((e) => e.seat) });
}

/** Announceable values (spec §7.5, OP5). */
export const ANNOUNCE_VALUES = [20, 50, 100, 200] as const;
