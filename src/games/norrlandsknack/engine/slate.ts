/**
 * The table slate: a game of Norrlandsknack kept from what a real table tells after each deal (no cards): who
 * knocked, who lurked, who went along or folded, and each player's tricks. The slate scores it with the engine's own
 * rules: the bidding (`biddingOutcomeOf`), the countdown with limpas and their marks (`scoreDealOf`), the pot and the
 * stakes (`newSheet`, `sheetAnte`, `sheetAfterDeal`), Trumfmant (`trumfmantFor`), the end at 0 (`firstToZeroOf`,
 * `lowestAtZero`) and the deal passing on (`nextDealer`). Every figure carries a reason code the page translates.
 *
 * A slate is its setup (names, first dealer, house rules) plus the entered deals in order; everything else is
 * replayed, so undo, the stored record and files are the platform's (`NK_SLATE`). Nothing here throws.
 */
import { checkRulesSetup, ENTRIES_MAX, isObj, type PlayersSetupError, type SlateCoreError, type SlateGame } from '../../../shared/slate/engine';
import { biddingOutcomeOf, type Bid, type Response } from './bidding';
import { seatOrder } from './deal';
import { lowestAtZero, nextDealer } from './game';
import { makeRules, type Rules } from './rules';
import { firstToZeroOf, newSheet, scoreDealOf, sheetAfterDeal, sheetAnte, trumfmantFor, type ScoreSheet, type SeatScore } from './scoring';
import { err, isSeatOf, ok, type Result, type Seat, MAX_PLAYERS, MIN_PLAYERS, START_SCORE, TRICKS_PER_DEAL } from './types';

export const NK_SLATE_VERSION = 1;
export const NK_SLATE_FORMAT = 'norrlandsknack-slate';

export interface NkSlateSetup {
  /** 3 to 5 players, in seat order clockwise. */
  names: string[];
  firstDealer: Seat;
  rules: Rules;
}

/** What a player said in a deal: the knock, a lurk (everybody lurked), or the answer to the knock. */
export type NkCall = 'knock' | 'lurk' | 'along' | 'fold';
export const NK_CALLS: readonly NkCall[] = ['knock', 'lurk', 'along', 'fold'];

/**
 * One entered deal. `calls` by seat: the knocker 'knock'; from deal 2 on every other player 'along' or 'fold'; in
 * deal 1 the others null (everybody plays after a knock; a lurk before the knock may be entered); everybody 'lurk'
 * when nobody knocked (a redeal). Players before the knocker lurked first: the slate knows that from the seats.
 * `tricks` by seat: null for a player who folded or when nobody played. `breaches`: Trumfmant breaches that stood
 * (only with the penalty rule).
 */
export interface NkSlateEntry {
  calls: (NkCall | null)[];
  tricks: (number | null)[];
  breaches: Seat[];
}

export type NkDealerReason = 'dealer.first' | 'dealer.rotates' | 'dealer.same-after-lurk' | 'dealer.passes-after-lurk';

/** The dealing the slate waits for. */
export interface NkDealing {
  dealNo: number;
  /** 0 for the first dealing of this deal number, 1 after one all-lurk redeal, and so on. */
  redeal: number;
  dealer: Seat;
  dealerReason: NkDealerReason;
  forehand: Seat;
  /** Seats clockwise from forehand to the dealer. */
  order: Seat[];
  trumfmant: boolean;
  /** Players on exactly 1 before the deal (why Trumfmant is on). */
  onOne: Seat[];
  /** Everybody stakes again at this dealing (the ante rule, deal 2 on, not at a redeal). */
  ante: boolean;
}

export type NkEndReason = { code: 'end.zero-reached'; seat: Seat; trick: number } | { code: 'end.lowest-at-zero'; seats: Seat[]; score: number };

/** One entered dealing, as the slate shows it. */
export interface NkStep extends NkDealing {
  kind: 'all-lurked' | 'played';
  knocker: Seat | null;
  /** Lurked before the knock (or everybody, when nobody knocked). */
  lurked: Seat[];
  along: Seat[];
  folded: Seat[];
  participants: Seat[];
  /** Everybody else folded: the knocker was credited his tricks without play. */
  unopposed: boolean;
  tricks: number[];
  before: number[];
  after: number[];
  /** Per seat: tricks, limpas and the reason codes (empty when the game ended during the deal). */
  seats: SeatScore[];
  limpas: number[];
  /** The game ended at a trick during the deal: no limpas were scored. */
  cutShort: boolean;
  potBefore: number;
  potAfter: number;
  /** Stakes each player has put in, after this dealing. */
  stakes: number[];
  end: NkEndReason | null;
}

export interface NkSlateState {
  setup: NkSlateSetup;
  entries: NkSlateEntry[];
  steps: NkStep[];
  scores: number[];
  sheet: ScoreSheet;
  /** The dealing the slate waits for (null when the game is over). */
  next: NkDealing | null;
  /** The winners (several only with the 'after-deal' rule and a tie), empty while the game goes on. */
  winners: Seat[];
}

export type NkSlateError =
  | PlayersSetupError
  | SlateCoreError
  | { code: 'nk.bad-entry'; field: 'calls' | 'tricks' | 'breaches' }
  | { code: 'nk.two-knockers'; seats: Seat[] }
  /** Somebody went along or folded, but nobody knocked. */
  | { code: 'nk.answer-without-knock'; seat: Seat }
  /** Nobody knocked and a player's word is missing. */
  | { code: 'nk.call-missing'; seat: Seat }
  /** Deal 2 on: a player did not answer the knock (go along or fold). */
  | { code: 'nk.answer-missing'; seat: Seat }
  /** Deal 1: nobody may fold, everybody plays after a knock. */
  | { code: 'nk.fold-first-deal'; seat: Seat }
  /** A lurk from a player who sat after the knocker (he was never asked). */
  | { code: 'nk.lurk-after-knock'; seat: Seat; knocker: Seat }
  | { code: 'nk.tricks-missing'; seat: Seat }
  | { code: 'nk.tricks-not-a-count'; seat: Seat }
  /** Tricks for a player who folded (or when nobody played). */
  | { code: 'nk.tricks-not-playing'; seat: Seat }
  /** The tricks do not add up to the deal's five. */
  | { code: 'nk.tricks-total'; total: number; expected: number }
  /** The game ends the moment a player reaches 0: he cannot take more tricks than his score. */
  | { code: 'nk.tricks-past-zero'; seat: Seat; score: number; tricks: number }
  /** Two players reached 0 in one deal: the first ended the game. */
  | { code: 'nk.two-at-zero'; seats: Seat[] }
  /** Everybody folded: the knocker is credited the house's number of tricks. */
  | { code: 'nk.unopposed-tricks'; seat: Seat; tricks: number; expected: number }
  /** Breaches are only scored under Trumfmant with the penalty rule. */
  | { code: 'nk.breach-not-scored' }
  | { code: 'nk.breach-not-playing'; seat: Seat };

const isIntIn = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

// ---------------------------------------------------------------------------------------------------------------
// Setup

export function checkSetup(raw: unknown): Result<NkSlateSetup, NkSlateError> {
  return checkRulesSetup(raw, MIN_PLAYERS, MAX_PLAYERS, makeRules);
}

function dealing(n: number, rules: Rules, scores: readonly number[], dealNo: number, redeal: number, dealer: Seat, dealerReason: NkDealerReason): NkDealing {
  const order = seatOrder(n, dealer);
  const tm = trumfmantFor(scores);
  return { dealNo, redeal, dealer, dealerReason, forehand: order[0] as Seat, order, trumfmant: tm.on, onOne: tm.onOne, ante: rules.ante_each_deal && redeal === 0 && dealNo > 1 };
}

export function newSlate(setup: NkSlateSetup): NkSlateState {
  const n = isObj(setup) && Array.isArray(setup.names) ? setup.names.length : 0;
  const scores = Array.from({ length: n }, () => START_SCORE);
  const rules = setup.rules;
  const dealer = isSeatOf(setup.firstDealer, n) ? setup.firstDealer : 0;
  return { setup, entries: [], steps: [], scores, sheet: newSheet(n, scores), next: n >= MIN_PLAYERS ? dealing(n, rules, scores, 1, 0, dealer, 'dealer.first') : null, winners: [] };
}

// ---------------------------------------------------------------------------------------------------------------
// Entering deals

/** How many tricks a knocker nobody went along with is credited (OP6), stopping at 0 when the game ends per trick. */
export function unopposedTricks(rules: Rules, score: number): number {
  const t = rules.unopposed_knock_tricks;
  return rules.game_end === 'per-trick' ? Math.min(t, Math.max(score, 0)) : t;
}

interface Bidding {
  knocker: Seat | null;
  lurked: Seat[];
  along: Seat[];
  folded: Seat[];
  participants: Seat[];
  unopposed: boolean;
  sameDealer: boolean;
}

/** Reads the calls through the engine's bidding (spec 4). */
function checkCalls(d: NkDealing, rules: Rules, raw: unknown[]): Result<Bidding, NkSlateError> {
  const n = raw.length;
  if (!raw.every((c) => c === null || c === undefined || NK_CALLS.includes(c as NkCall))) return err({ code: 'nk.bad-entry', field: 'calls' });
  const calls = raw.map((c) => (c ?? null) as NkCall | null);
  const knockers = d.order.filter((s) => calls[s] === 'knock');
  if (knockers.length > 1) return err({ code: 'nk.two-knockers', seats: knockers });
  const bids = new Map<Seat, Bid>();
  const responses = new Map<Seat, Response>();
  const k = knockers[0];
  if (k === undefined) {
    for (const s of d.order) {
      const c = calls[s];
      if (c === 'along' || c === 'fold') return err({ code: 'nk.answer-without-knock', seat: s });
      if (c !== 'lurk') return err({ code: 'nk.call-missing', seat: s });
      bids.set(s, 'lurk');
    }
  } else {
    const ki = d.order.indexOf(k);
    for (const s of d.order.slice(0, ki)) bids.set(s, 'lurk');
    bids.set(k, 'knock');
    for (const s of d.order) {
      if (s === k) continue;
      const c = calls[s];
      const after = d.order.indexOf(s) > ki;
      if (d.dealNo === 1) {
        if (c === 'fold') return err({ code: 'nk.fold-first-deal', seat: s });
        if (c === 'lurk' && after) return err({ code: 'nk.lurk-after-knock', seat: s, knocker: k });
      } else if (c === 'along') responses.set(s, 'go_along');
      else if (c === 'fold') responses.set(s, 'fold');
      else return err({ code: 'nk.answer-missing', seat: s });
    }
  }
  if (n !== d.order.length) return err({ code: 'nk.bad-entry', field: 'calls' });
  const b = biddingOutcomeOf({ dealNo: d.dealNo, order: d.order, bids, responses, rules });
  if (!b.ok) return err({ code: 'slate.bad-state' });
  const o = b.value;
  if (o.result === 'redeal') return ok({ knocker: null, lurked: [...d.order], along: [], folded: [], participants: [], unopposed: false, sameDealer: o.same_dealer });
  const lurked = o.reasons.filter((r) => r.code === 'bid.lurked').map((r) => r.seat);
  return ok({ knocker: o.knocker, lurked, along: o.participants.filter((s) => s !== o.knocker), folded: o.folded, participants: o.participants, unopposed: o.unopposed, sameDealer: true });
}

/** What the form typed, made an entry: the unopposed knocker's credited tricks and one missing count filled in. */
export function prepareEntry(s: NkSlateState, typed: unknown): Result<unknown, NkSlateError> {
  if (!isObj(typed) || !Array.isArray(typed.calls) || !Array.isArray(typed.tricks) || !s.next) return ok(typed);
  const b = checkCalls(s.next, s.setup.rules, typed.calls as unknown[]);
  if (!b.ok || b.value.knocker === null) return ok(typed);
  const tricks = [...(typed.tricks as unknown[])].map((t) => (t === '' ? null : t));
  const k = b.value.knocker;
  if (b.value.unopposed) {
    if (tricks[k] === null || tricks[k] === undefined) tricks[k] = unopposedTricks(s.setup.rules, s.scores[k] as number);
  } else {
    const blank = b.value.participants.filter((p) => tricks[p] === null || tricks[p] === undefined);
    const known = b.value.participants.filter((p) => !blank.includes(p));
    if (blank.length === 1 && known.every((p) => isIntIn(tricks[p], 0, TRICKS_PER_DEAL))) {
      const rest = TRICKS_PER_DEAL - known.reduce((a, p) => a + (tricks[p] as number), 0);
      // Only when nobody's count reached 0 (then the deal may have stopped early and the rest is unknown).
      const stopped = s.setup.rules.game_end === 'per-trick' && known.some((p) => (tricks[p] as number) >= (s.scores[p] as number));
      if (rest >= 0 && !stopped) tricks[blank[0] as Seat] = rest;
    }
  }
  return ok({ ...typed, tricks });
}

export function enterResult(s: NkSlateState, raw: unknown): Result<NkSlateState, NkSlateError> {
  if (!isObj(s) || !Array.isArray(s.entries) || !isObj(s.setup)) return err({ code: 'slate.bad-state' });
  try {
    return enterUnchecked(s, raw);
  } catch {
    return err({ code: 'slate.bad-state' });
  }
}

function enterUnchecked(s: NkSlateState, raw: unknown): Result<NkSlateState, NkSlateError> {
  const d = s.next;
  if (!d || s.winners.length > 0) return err({ code: 'slate.over' });
  if (s.entries.length >= ENTRIES_MAX) return err({ code: 'slate.too-many-entries' });
  const rules = s.setup.rules;
  const n = s.scores.length;
  if (!isObj(raw) || !Array.isArray(raw.calls) || raw.calls.length !== n) return err({ code: 'nk.bad-entry', field: 'calls' });
  if (!Array.isArray(raw.tricks) || raw.tricks.length !== n) return err({ code: 'nk.bad-entry', field: 'tricks' });
  const rawBreaches = raw.breaches ?? [];
  if (!Array.isArray(rawBreaches) || !rawBreaches.every((x) => isSeatOf(x, n)) || new Set(rawBreaches).size !== rawBreaches.length) return err({ code: 'nk.bad-entry', field: 'breaches' });
  const bc = checkCalls(d, rules, raw.calls as unknown[]);
  if (!bc.ok) return bc;
  const b = bc.value;
  const rawTricks = raw.tricks as unknown[];
  const tricks: number[] = Array.from({ length: n }, () => 0);
  for (const seat of d.order) {
    const t = rawTricks[seat];
    const plays = b.participants.includes(seat);
    if (!plays) {
      if (t !== null && t !== undefined && t !== 0) return err({ code: 'nk.tricks-not-playing', seat });
      continue;
    }
    if (t === null || t === undefined || t === '') return err({ code: 'nk.tricks-missing', seat });
    if (!isIntIn(t, 0, TRICKS_PER_DEAL)) return err({ code: 'nk.tricks-not-a-count', seat });
    tricks[seat] = t;
  }
  const breaches = (rawBreaches as Seat[]).slice().sort((a, c) => a - c);
  if (breaches.length > 0 && (rules.trumfmant_breach !== 'penalty' || !d.trumfmant || b.knocker === null)) return err({ code: 'nk.breach-not-scored' });
  for (const x of breaches) if (!b.participants.includes(x) || b.unopposed) return err({ code: 'nk.breach-not-playing', seat: x });
  const entry: NkSlateEntry = { calls: (raw.calls as unknown[]).map((c) => (c ?? null) as NkCall | null), tricks: rawTricks.map((t, i) => (b.participants.includes(i) ? (t as number) : null)), breaches };

  // The pot: the ante (rule OP2) is paid at the first dealing of every deal from the second on.
  const potBefore = s.sheet.pot;
  let sheet = d.ante ? sheetAnte(s.sheet) : s.sheet;
  const base = { ...d, order: [...d.order], onOne: [...d.onOne], lurked: b.lurked, along: b.along, folded: b.folded, participants: b.participants, unopposed: b.unopposed, knocker: b.knocker, tricks, before: [...s.scores] };

  if (b.knocker === null) {
    // Everybody lurked: dealt again without new stakes, by the same dealer or (OP5 'pass-deal') the next.
    const dealer = b.sameDealer ? d.dealer : nextDealer({ players: n as 3 | 4 | 5, rules }, d.dealer);
    const step: NkStep = { ...base, kind: 'all-lurked', after: [...s.scores], seats: [], limpas: s.scores.map(() => 0), cutShort: false, potBefore, potAfter: sheet.pot, stakes: [...sheet.stakes], end: null };
    const next = dealing(n, rules, s.scores, d.dealNo, d.redeal + 1, dealer, b.sameDealer ? 'dealer.same-after-lurk' : 'dealer.passes-after-lurk');
    return ok({ ...s, entries: [...s.entries, entry], steps: [...s.steps, step], sheet, next });
  }
  const k = b.knocker;
  const total = tricks.reduce((a, t) => a + t, 0);
  if (b.unopposed) {
    const expected = unopposedTricks(rules, s.scores[k] as number);
    if (tricks[k] !== expected) return err({ code: 'nk.unopposed-tricks', seat: k, tricks: tricks[k] as number, expected });
  } else if (rules.game_end === 'per-trick') {
    const atZero = b.participants.filter((p) => (tricks[p] as number) >= (s.scores[p] as number));
    if (atZero.length > 1) return err({ code: 'nk.two-at-zero', seats: atZero });
    const z = atZero[0];
    if (z !== undefined && (tricks[z] as number) > (s.scores[z] as number)) return err({ code: 'nk.tricks-past-zero', seat: z, score: s.scores[z] as number, tricks: tricks[z] as number });
    if (z === undefined ? total !== TRICKS_PER_DEAL : total > TRICKS_PER_DEAL) return err({ code: 'nk.tricks-total', total, expected: TRICKS_PER_DEAL });
  } else if (total !== TRICKS_PER_DEAL) return err({ code: 'nk.tricks-total', total, expected: TRICKS_PER_DEAL });

  // Per trick (OP9 default): the first count to reach 0 ends the game at once; the winner's tricks come last.
  if (rules.game_end === 'per-trick') {
    const winners: Seat[] = [];
    for (const p of b.participants) for (let i = 0; i < (tricks[p] as number); i++) winners.push(p);
    const z = b.participants.find((p) => (tricks[p] as number) >= (s.scores[p] as number));
    const order = z === undefined ? winners : [...winners.filter((w) => w !== z), ...winners.filter((w) => w === z)];
    const f = firstToZeroOf(s.scores, order);
    if (f.winner !== null && f.reason.code === 'zero.reached') {
      const after = s.scores.map((v, i) => v - (tricks[i] as number));
      sheet = sheetAfterDeal(sheet, d.dealNo, after, after.map(() => 0));
      const step: NkStep = { ...base, kind: 'played', after, seats: [], limpas: after.map(() => 0), cutShort: true, potBefore, potAfter: sheet.pot, stakes: [...sheet.stakes], end: { code: 'end.zero-reached', seat: f.winner, trick: f.afterTrick as number } };
      return ok({ ...s, entries: [...s.entries, entry], steps: [...s.steps, step], scores: after, sheet, next: null, winners: [f.winner] });
    }
  }
  const sc = scoreDealOf({ dealNo: d.dealNo, knocker: k, participants: b.participants, scores: s.scores, tricks, breaches, rules });
  if (!sc.ok) return err({ code: 'slate.bad-state' });
  const v = sc.value;
  const limpas = v.seats.map((x) => x.limpas);
  sheet = sheetAfterDeal(sheet, d.dealNo, v.scores, limpas);
  const low = lowestAtZero(v.scores);
  const step: NkStep = {
    ...base,
    kind: 'played',
    after: [...v.scores],
    seats: v.seats,
    limpas,
    cutShort: false,
    potBefore,
    potAfter: sheet.pot,
    stakes: [...sheet.stakes],
    end: low ? { code: 'end.lowest-at-zero', seats: low.seats, score: low.score } : null,
  };
  const next = low ? null : dealing(n, rules, v.scores, d.dealNo + 1, 0, nextDealer({ players: n as 3 | 4 | 5, rules }, d.dealer), 'dealer.rotates');
  return ok({ ...s, entries: [...s.entries, entry], steps: [...s.steps, step], scores: [...v.scores], sheet, next, winners: low ? low.seats : [] });
}

// ---------------------------------------------------------------------------------------------------------------
// The platform's slate

export const NK_SLATE: SlateGame<NkSlateSetup, NkSlateEntry, NkSlateState, NkSlateError> = {
  format: NK_SLATE_FORMAT,
  version: NK_SLATE_VERSION,
  checkSetup,
  newSlate,
  enter: enterResult,
  prepare: prepareEntry,
  isOver: (s) => !isObj(s) || !Array.isArray(s.winners) || s.winners.length > 0,
  entriesMax: ENTRIES_MAX,
};
