/**
 * The table slate: a game of Stopp kept from what a real table tells after each deal (no cards): how many cards each
 * player still held. The slate settles it with the engine's own rules (`settleDeal`, `nextDeal`, `dealLeader` in
 * `settle.ts`): the payments, a short payment, the pot, who drops out, who deals and leads next, and at the end the
 * last player with capital, who takes the pot. Every figure carries a reason code the page translates.
 *
 * A slate is its setup (names, starting capital, the pot on the table, first dealer, house rules) plus the list of
 * entered deals, in order. The whole state is a pure function of setup and entries, so undo is "replay without the
 * last entry", and a saved or imported slate is checked by replaying it: anything the engine refuses is refused as a
 * whole (the platform's `replay`, `undo`, `readRecord`, `readFile` on `STOPP_SLATE`). Nothing here throws.
 */
import { checkDistinctPlayers, ENTRIES_MAX, type RepeatError, type SlateGame } from '../../../shared/slate/engine';
import { DEFAULT_RULES, makeRules, type Rules } from './rules';
import { dealLeader, dealOrder, nextDeal, settleDeal, type PotReason, type SettleLine } from './settle';
import { err, isObj, isSeatOf, ok, type Result, type Seat, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, START_CAPITAL } from './types';

/** Version of the stored record and of exported files. */
export const SLATE_VERSION = 1;
/** The format name written into exported files. */
export const SLATE_FILE_FORMAT = 'stopp-slate';
/** Largest starting capital (and pot) the slate takes. */
export const CAPITAL_MAX = 1000;

export interface SlateSetup {
  /** 3 to 6 players, in seat order clockwise. */
  names: string[];
  /** Capital per player at the start (10 each for a new game). */
  capital: number[];
  /** The pot on the table at the start (0 for a new game). */
  pot: number;
  firstDealer: Seat;
  rules: Rules;
}

/** One entered deal: the cards each player still held when it ended. */
export interface SlateEntry {
  /** By seat: cards still held (0 = went out); null for a player no longer in the game. */
  held: (number | null)[];
  /**
   * The last player to go out (the deal's winner), when the table says. The slate needs him only when the rules use
   * the deal's winner (OP7 'deal-winner', OP8 'each-deal') and more than one player went out.
   */
  lastOut: Seat | null;
}

export type LeaderReason = 'lead.forehand' | 'lead.deal-winner';
export type DealerReason = 'rotation.first' | 'rotation.left' | 'rotation.loser-deals';

/** Who plays the next deal, who deals and who leads, with the reasons. */
export interface SlateDealSeats {
  deal: number;
  dealer: Seat;
  dealerReason: DealerReason;
  forehand: Seat;
  leader: Seat;
  leaderReason: LeaderReason;
  /** Players of the deal, clockwise from forehand (the dealer last). */
  players: Seat[];
}

/** What the slate waits for. */
export type SlateAwaiting =
  | ({ kind: 'deal'; needsLastOut: boolean } & SlateDealSeats)
  | { kind: 'over'; winner: Seat; pot: number };

/** Why the slate knows the deal's winner. */
export type WinnerReason = 'winner.only-one-out' | 'winner.told' | 'winner.unknown';

/** One settled deal, as the slate shows it. */
export interface SlateStep extends SlateDealSeats {
  /** Cards held by seat (0 for players not in the deal). */
  held: number[];
  /** The deal's winner (the last to go out), or null when more than one went out and the table did not say. */
  winner: Seat | null;
  winnerReason: WinnerReason;
  /** One line per seat: cards, what they call for, what was paid, capital before and after, the reason. */
  lines: SettleLine[];
  potBefore: number;
  /** The pot after the payments (before any payout). */
  potPaid: number;
  /** The pot after the deal (0 when it was taken). */
  potAfter: number;
  potReason: PotReason;
  potTaken: { seat: Seat; amount: number } | null;
  capitalBefore: number[];
  capitalAfter: number[];
  eliminated: Seat[];
  /** The game ended with this deal: the last player with capital and the pot he took. */
  gameWon: { seat: Seat; pot: number } | null;
}

export interface SlateState {
  setup: SlateSetup;
  entries: SlateEntry[];
  steps: SlateStep[];
  capital: number[];
  pot: number;
  /** Players still in the game. */
  active: boolean[];
  /** The next deal's seats (null when the game is over). */
  next: SlateDealSeats | null;
  /** Payments of the last deal (OP2 'loser-deals'). */
  lastPaid: number[] | null;
  /** Winner of the last deal (OP7 'deal-winner'). */
  lastWinner: Seat | null;
  winner: { seat: Seat; pot: number } | null;
}

export type SlateError =
  | { code: 'slate.bad-setup'; field: 'names' | 'capital' | 'pot' | 'firstDealer' | 'rules'; detail?: unknown; min?: number; max?: number }
  | RepeatError
  | { code: 'slate.over' }
  | { code: 'slate.bad-entry'; field: 'held' | 'lastOut' }
  /** A number was entered for a player who is out of the game. */
  | { code: 'slate.eliminated-entered'; seat: Seat }
  | { code: 'slate.held-missing'; seat: Seat }
  | { code: 'slate.held-not-a-count'; seat: Seat; value: unknown }
  /** More cards held than the six dealt. */
  | { code: 'slate.held-too-many'; seat: Seat; held: number; dealt: number }
  /** Every player still held cards: a deal only ends when someone has played his last card. */
  | { code: 'slate.nobody-out' }
  /** The leader played the deal's first card, so he cannot still hold all six. */
  | { code: 'slate.leader-held-all'; seat: Seat; dealt: number }
  /** The table named as last out a player who still held cards. */
  | { code: 'slate.last-out-holds'; seat: Seat; held: number }
  /** The rules pay or seat the deal's winner and more than one went out: who went out last? */
  | { code: 'slate.last-out-needed'; candidates: Seat[] }
  | { code: 'slate.too-many-entries' }
  | { code: 'slate.nothing-to-undo' }
  /** A state this module did not make (hand-edited data): refused, never an exception. */
  | { code: 'slate.bad-state' };

const isIntIn = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

// ---------------------------------------------------------------------------------------------------------------
// Setup

/** Checks an untrusted setup (from a form, a saved record or a file). Missing rules take their defaults. */
export function checkSetup(raw: unknown): Result<SlateSetup, SlateError> {
  try {
    const players = checkDistinctPlayers(raw, MIN_PLAYERS, MAX_PLAYERS);
    if (!players.ok) return players;
    const clean = players.value.names;
    const { capital } = raw as Record<string, unknown>;
    const caps = capital === undefined ? clean.map(() => START_CAPITAL) : capital;
    if (!Array.isArray(caps) || caps.length !== clean.length || !caps.every((c) => isIntIn(c, 1, CAPITAL_MAX))) return err({ code: 'slate.bad-setup', field: 'capital' });
    const pot = (raw as Record<string, unknown>).pot === undefined ? 0 : (raw as Record<string, unknown>).pot;
    if (!isIntIn(pot, 0, CAPITAL_MAX * MAX_PLAYERS)) return err({ code: 'slate.bad-setup', field: 'pot' });
    const rules = makeRules((raw as Record<string, unknown>).rules ?? {});
    if (!rules.ok) return err({ code: 'slate.bad-setup', field: 'rules', detail: rules.error });
    return ok({ names: clean, capital: (caps as number[]).map((c) => c + 0), pot: pot + 0, firstDealer: players.value.firstDealer, rules: rules.value });
  } catch {
    return err({ code: 'slate.bad-setup', field: 'names' });
  }
}

/** The seats of a deal dealt by `dealer` with `active` players in. */
function seatsOf(deal: number, dealer: Seat, dealerReason: DealerReason, active: readonly boolean[], lastWinner: Seat | null, rules: Rules): SlateDealSeats {
  const players = dealOrder(dealer, active);
  const lead = dealLeader(players, lastWinner, rules);
  return { deal, dealer, dealerReason, forehand: players[0] as Seat, leader: lead.leader, leaderReason: lead.reason, players };
}

/** A slate at the first deal of its setup (a checked setup: see `checkSetup`). */
export function newSlate(setup: SlateSetup): SlateState {
  const capital = isObj(setup) && Array.isArray(setup.capital) ? [...setup.capital] : [];
  const active = capital.map((c) => c > 0);
  const rules = isObj(setup) && isObj(setup.rules) ? setup.rules : DEFAULT_RULES;
  const dealer = isObj(setup) && isSeatOf(setup.firstDealer, capital.length) ? setup.firstDealer : 0;
  return {
    setup,
    entries: [],
    steps: [],
    capital,
    pot: isObj(setup) && typeof setup.pot === 'number' ? setup.pot : 0,
    active,
    next: capital.length >= MIN_PLAYERS ? seatsOf(1, dealer, 'rotation.first', active, null, rules) : null,
    lastPaid: null,
    lastWinner: null,
    winner: null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What comes next

/** Does the slate need to know who went out last? Only when the rules pay or seat the deal's winner. */
export function rulesNeedWinner(rules: Pick<Rules, 'next_leader' | 'pot_payout'>): boolean {
  return isObj(rules) && (rules.next_leader === 'deal-winner' || rules.pot_payout === 'each-deal');
}

/** The deal the slate waits for: who plays it, who deals and who leads; or the end of the game. */
export function awaiting(s: SlateState): SlateAwaiting {
  try {
    if (s.winner) return { kind: 'over', winner: s.winner.seat, pot: s.winner.pot };
    const next = s.next as SlateDealSeats;
    return { kind: 'deal', ...next, players: [...next.players], needsLastOut: rulesNeedWinner(s.setup.rules) };
  } catch {
    // A state this module did not make: nothing more can be entered on it.
    return { kind: 'over', winner: 0, pot: 0 };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Entering deals

/**
 * Checks what the table says about the deal the slate waits for, against what a deal of Stopp can end with
 * (spec 2, 3.5): six cards dealt, someone went out, the leader played at least his first card.
 */
export function checkEntry(next: Pick<SlateDealSeats, 'players' | 'leader'> & { needsLastOut: boolean }, tableSize: number, raw: unknown): Result<{ entry: SlateEntry; held: number[]; winner: Seat | null; winnerReason: WinnerReason }, SlateError> {
  if (!isObj(raw) || !Array.isArray(raw.held) || raw.held.length !== tableSize) return err({ code: 'slate.bad-entry', field: 'held' });
  const rawHeld = raw.held as unknown[];
  const players = next.players;
  const held: number[] = Array.from({ length: tableSize }, () => 0);
  for (let s = 0; s < tableSize; s++) {
    const v = rawHeld[s];
    if (!players.includes(s)) {
      if (v !== null && v !== undefined) return err({ code: 'slate.eliminated-entered', seat: s });
      continue;
    }
    if (v === null || v === undefined || v === '') return err({ code: 'slate.held-missing', seat: s });
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return err({ code: 'slate.held-not-a-count', seat: s, value: v });
    if (v > HAND_SIZE) return err({ code: 'slate.held-too-many', seat: s, held: v, dealt: HAND_SIZE });
    held[s] = v;
  }
  const out = players.filter((p) => held[p] === 0);
  if (out.length === 0) return err({ code: 'slate.nobody-out' });
  if (held[next.leader] === HAND_SIZE) return err({ code: 'slate.leader-held-all', seat: next.leader, dealt: HAND_SIZE });
  const lo = raw.lastOut;
  let lastOut: Seat | null = null;
  if (lo !== null && lo !== undefined) {
    if (!isSeatOf(lo, tableSize) || !players.includes(lo)) return err({ code: 'slate.bad-entry', field: 'lastOut' });
    if ((held[lo] as number) > 0) return err({ code: 'slate.last-out-holds', seat: lo, held: held[lo] as number });
    lastOut = lo;
  }
  let winner: Seat | null = null;
  let winnerReason: WinnerReason = 'winner.unknown';
  if (out.length === 1) {
    winner = out[0] as Seat;
    winnerReason = 'winner.only-one-out';
  } else if (lastOut !== null) {
    winner = lastOut;
    winnerReason = 'winner.told';
  } else if (next.needsLastOut) return err({ code: 'slate.last-out-needed', candidates: out });
  const entry: SlateEntry = { held: rawHeld.map((v, s) => (players.includes(s) ? (v as number) : null)), lastOut };
  return ok({ entry, held, winner, winnerReason });
}

/** Settles the deal the slate waits for. Never throws and never changes `s`. */
export function enterResult(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError> {
  if (!isObj(s) || !Array.isArray(s.entries) || !isObj(s.setup)) return err({ code: 'slate.bad-state' });
  try {
    return enterUnchecked(s, rawEntry);
  } catch {
    return err({ code: 'slate.bad-state' });
  }
}

function enterUnchecked(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError> {
  const next = awaiting(s);
  if (next.kind === 'over') return err({ code: 'slate.over' });
  if (s.entries.length >= ENTRIES_MAX) return err({ code: 'slate.too-many-entries' });
  const n = s.capital.length;
  const rules = s.setup.rules;
  const checked = checkEntry(next, n, rawEntry);
  if (!checked.ok) return checked;
  const { entry, held, winner, winnerReason } = checked.value;
  const st = settleDeal({ capital: s.capital, active: s.active, pot: s.pot, cardsLeft: held, dealWinner: winner }, rules);
  if (!st.ok) return err({ code: 'slate.bad-state' });
  const v = st.value;
  let seats: SlateDealSeats | null = null;
  if (!v.gameWon) {
    const r = nextDeal(next.dealer, v.active, rules.dealer_rotation, v.paid);
    if (!r.ok) return err({ code: 'slate.bad-state' });
    seats = seatsOf(next.deal + 1, r.value.dealer, r.value.reason, v.active, winner, rules);
  }
  const { kind: _k, needsLastOut: _n, ...dealSeats } = next;
  const step: SlateStep = {
    ...dealSeats,
    held,
    winner,
    winnerReason,
    lines: v.lines,
    potBefore: s.pot,
    potPaid: v.potBefore + v.paid.reduce((a, b) => a + b, 0),
    potAfter: v.pot,
    potReason: v.potReason,
    potTaken: v.potTaken,
    capitalBefore: [...s.capital],
    capitalAfter: [...v.capital],
    eliminated: [...v.eliminated],
    gameWon: v.gameWon,
  };
  return ok({
    ...s,
    entries: [...s.entries, entry],
    steps: [...s.steps, step],
    capital: [...v.capital],
    pot: v.pot,
    active: [...v.active],
    next: seats,
    lastPaid: [...v.paid],
    lastWinner: winner,
    winner: v.gameWon,
  });
}

/** Capital plus pot: unchanged by every deal (spec 4, money is conserved). */
export function slateTotal(s: SlateState): number {
  if (!isObj(s) || !Array.isArray(s.capital)) return NaN;
  return s.capital.reduce((a, b) => a + b, 0) + s.pot;
}

// ---------------------------------------------------------------------------------------------------------------
// The platform's slate

/**
 * Stopp's slate for the platform (src/shared/slate): replay, undo, the record kept in the browser and the exported
 * file are the platform's, on these functions.
 */
export const STOPP_SLATE: SlateGame<SlateSetup, SlateEntry, SlateState, SlateError> = {
  format: SLATE_FILE_FORMAT,
  version: SLATE_VERSION,
  checkSetup,
  newSlate,
  enter: enterResult,
  isOver: (s) => !isObj(s) || s.winner !== null,
  entriesMax: ENTRIES_MAX,
};
