/**
 * The table slate: a Bugami game kept from results entered at a real table (no cards), scored by the engine's own
 * rules (`scoreDealCounts`, `gameEndUnchecked`, the deal layout and the dealer's rotation of `game.ts`).
 *
 * A slate is its setup (names, first dealer, the house's rules with the target) plus the list of entered deals, in
 * order. Each entry is what the table counted after a deal: every player's bid, tricks and bad cards, and who took
 * the last trick (and so the cards set aside). The whole state is a pure function of setup and entries, so undo is
 * "replay without the last entry", and a saved or imported slate is checked by replaying it: anything the engine
 * refuses is refused as a whole.
 *
 * Entries that cannot happen are refused with a coded error (the UI translates it and keeps what was typed):
 * tricks that do not add up to the tricks played, a Null declared kept with tricks, bad cards without a trick or
 * more than a player's cards or a suit can hold, too few bad cards of a suit when nobody else can hold the rest.
 *
 * What every slate does the same way (undo by replay, the saved record and the file, the entry limit, never throwing)
 * is the platform's (`src/shared/slate/engine.ts`), run through `BUGAMI_SLATE`.
 */
import {
  checkPlayers,
  enterEntry,
  fileText,
  isIntIn,
  isObj,
  ENTRIES_MAX,
  readFile,
  readRecord,
  record,
  replay,
  undo,
  type ReplayError,
  type SlateCoreError,
  type SlateFileError as PlatformFileError,
  type SlateGame,
} from '../../../shared/slate/engine';
import { dealLayout, MAX_JOKERS } from './cards';
import { nextSeat, playingOrder } from './game';
import { makeRules, type Rules } from './rules';
import { gameEndUnchecked, scoreDealCounts, type DealScore, type GameEndReason, type ScoreReason } from './scoring';
import { BIDS, err, isBid, isPlayerCount, isSeatOf, ok, MAX_PLAYERS, MIN_PLAYERS, type Bid, type Result, type Seat } from './types';

/** Version of the stored record and of exported files. */
export const SLATE_VERSION = 1;
/** The format name written into exported files. */
export const SLATE_FILE_FORMAT = 'bugami-slate';
/** Cards of one suit in the pack. */
const SUIT_CARDS = 13;

export interface SlateSetup {
  /** 3-7 names, in seat order (clockwise round the table unless the rules say otherwise). */
  names: string[];
  firstDealer: Seat;
  /** The house's rules; `rules.target` ends the game. */
  rules: Rules;
}

/** One entered deal, by seat. */
export interface SlateEntry {
  bids: Bid[];
  /** Tricks won in play (the set-aside cards are not a trick here, even when the rules score them as one). */
  tricks: number[];
  /** Bad cards in each player's pile: cards of the bad suit and Jokers, the set-aside cards included for the
   * player who took the last trick. 0 for a Null bidder. */
  bad: number[];
  /** Who took the last trick (and the set-aside cards); null when nothing was set aside or only one player took
   * tricks. */
  last: Seat | null;
  /** What the table says of each Null bid: kept (true), broken (false), or nothing said (null). Checked against the
   * tricks. Always null for a suit bid. */
  nullKept: (boolean | null)[];
}

/** What the slate waits for. */
export type SlateAwaiting =
  | {
      kind: 'deal';
      /** 1-based number of the deal. */
      deal: number;
      dealer: Seat;
      /** Who leads to the first trick (the dealer's neighbour in the direction of play). */
      leader: Seat;
      /** Cards each = tricks in the deal. */
      handSize: number;
      /** Cards set aside for the winner of the last trick. */
      remainder: number;
      /** Equal highest totals at or above the target under the play-off rule: this deal decides. */
      playOff: boolean;
    }
  | { kind: 'over' };

/** The reason behind one player's figure in one deal. */
export interface SeatFigure {
  seat: Seat;
  score: number;
  /** The engine's reason for the score (of the player's scoring unit, or his own under OP18 per partner). */
  reason: ScoreReason;
  /** The partners the player scored with under Zwangshochzeit (empty when alone). */
  partners: Seat[];
  /** Tricks and bad cards the score was worked out from (pooled for partners; the extra trick included). */
  tricks: number;
  bad: number;
  /** This player took the last trick and the set-aside cards (`remainder` of them, counted in his bad cards). */
  tookRemainder: boolean;
}

/** One scored deal, as the slate shows it. */
export interface SlateStep {
  deal: number;
  dealer: Seat;
  leader: Seat;
  playOff: boolean;
  entry: SlateEntry;
  handSize: number;
  remainder: number;
  /** Who took the set-aside cards (null when none were set aside). */
  remainderTo: Seat | null;
  /** The rules made the set-aside cards one more trick for `remainderTo`. */
  extraTrick: boolean;
  /** The engine's scoring of the deal (units, seats, who took every trick). */
  score: DealScore;
  figures: SeatFigure[];
  scores: number[];
  totalsBefore: number[];
  totalsAfter: number[];
  /** The state of the game after this deal: below the target, a play-off, or the end with its winners. */
  end: GameEndReason;
  winners: Seat[] | null;
}

export interface SlateState {
  setup: SlateSetup;
  entries: SlateEntry[];
  steps: SlateStep[];
  totals: number[];
  /** Dealer of the next deal. */
  dealer: Seat;
  /** The game's standing after the last deal (null before the first). */
  end: GameEndReason | null;
  /** The winners once the game is over (several = a shared win). */
  winners: Seat[] | null;
}

export type SlateSetupError = { code: 'slate.bad-setup'; field: 'names' | 'firstDealer' | 'rules'; detail?: unknown };

export type SlateEntryError =
  /** A list of the wrong length or a value of the wrong kind. */
  | { code: 'slate.bad-entry'; field: 'bids' | 'tricks' | 'bad' | 'last' | 'nullKept'; seat?: Seat }
  /** More tricks entered than were played. */
  | { code: 'slate.tricks-over'; sum: number; played: number }
  /** Fewer tricks entered than were played (every trick goes to someone). */
  | { code: 'slate.tricks-under'; sum: number; played: number }
  /** A player's bid was not given. */
  | { code: 'slate.bid-missing'; seat: Seat }
  /** More than one player's tricks left blank (only one can be worked out). */
  | { code: 'slate.tricks-blanks'; count: number }
  /** The table says this Null was kept, but the player took tricks. */
  | { code: 'slate.null-kept-with-tricks'; seat: Seat; tricks: number }
  /** The table says this Null was broken, but the player took no trick. */
  | { code: 'slate.null-broken-without-tricks'; seat: Seat }
  /** A Null bidder has no bad suit: his bad cards must be 0. */
  | { code: 'slate.null-bad'; seat: Seat; bad: number }
  /** Bad cards without a single trick (the set-aside cards go only to the winner of a trick). */
  | { code: 'slate.bad-without-trick'; seat: Seat; bad: number }
  /** More bad cards than cards in the player's pile. */
  | { code: 'slate.bad-over-pile'; seat: Seat; bad: number; cards: number }
  /** More bad cards than the suit has (with the Jokers). */
  | { code: 'slate.bad-over-suit'; seat: Seat; bad: number; max: number }
  /** The players who named `suit` counted more of it than there is (13, with the Jokers). */
  | { code: 'slate.suit-over'; suit: Bid; seats: Seat[]; bad: number; max: number }
  /** The players who named `suit` counted too few: the other players' piles cannot hold the rest of the suit. */
  | { code: 'slate.suit-under'; suit: Bid; seats: Seat[]; bad: number; min: number }
  /** Counting every Joker as a bad card where it must be, the bad cards do not add up. */
  | { code: 'slate.jokers'; jokers: number }
  /** Cards were set aside and more than one player took tricks: who took the last trick? */
  | { code: 'slate.last-needed'; remainder: number }
  /** The player said to have taken the last trick took no trick. */
  | { code: 'slate.last-without-trick'; seat: Seat };

export type SlateError = SlateSetupError | SlateEntryError | SlateCoreError;


// ---------------------------------------------------------------------------------------------------------------
// Setup

/** Checks an untrusted setup (from a form, a saved record or a file). Missing rules take their defaults. */
export function checkSetup(raw: unknown): Result<SlateSetup, SlateSetupError> {
  const players = checkPlayers(raw, MIN_PLAYERS, MAX_PLAYERS);
  if (!players.ok) return err(players.error.field === 'names' ? { code: 'slate.bad-setup', field: 'names' } : { code: 'slate.bad-setup', field: 'firstDealer' });
  const rules = makeRules((raw as Record<string, unknown>).rules ?? {});
  if (!rules.ok) return err({ code: 'slate.bad-setup', field: 'rules', detail: rules.error });
  return ok({ names: players.value.names, firstDealer: players.value.firstDealer, rules: rules.value });
}

/** A slate at the first deal of its setup. */
export function newSlate(setup: SlateSetup): SlateState {
  const n = isObj(setup) && Array.isArray(setup.names) ? setup.names.length : MIN_PLAYERS;
  const firstDealer = isObj(setup) && isSeatOf(setup.firstDealer, n) ? setup.firstDealer : 0;
  return { setup, entries: [], steps: [], totals: new Array<number>(n).fill(0), dealer: firstDealer, end: null, winners: null };
}

// ---------------------------------------------------------------------------------------------------------------
// What comes next

/** The deal the slate waits for: its number, dealer, leader, tricks and set-aside cards. */
export function awaiting(s: SlateState): SlateAwaiting {
  try {
    if (s.winners !== null) return { kind: 'over' };
    const n = s.setup.names.length;
    const layout = dealLayout(n, s.setup.rules.jokers);
    if (!layout.ok) return { kind: 'over' };
    return {
      kind: 'deal',
      deal: s.steps.length + 1,
      dealer: s.dealer,
      leader: playingOrder(s.dealer, n, s.setup.rules)[0] ?? s.dealer,
      handSize: layout.value.handSize,
      remainder: layout.value.remainder,
      playOff: s.end?.code === 'end.play-off',
    };
  } catch {
    // A state this module did not make: nothing more can be entered on it.
    return { kind: 'over' };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Entering a deal

/**
 * Fills in what the table left blank: with one player's tricks blank, the tricks the others did not take. Other
 * blanks are errors. Returns the tricks by seat.
 */
export function completeTricks(tricks: readonly (number | null)[], handSize: number): Result<number[], SlateEntryError> {
  if (!Array.isArray(tricks) || !isPlayerCount(tricks.length)) return err({ code: 'slate.bad-entry', field: 'tricks' });
  const blanks: Seat[] = [];
  const out: number[] = [];
  for (let i = 0; i < tricks.length; i++) {
    const t = tricks[i];
    if (t === null || t === undefined) {
      blanks.push(i);
      out.push(0);
    } else if (!isIntIn(t, 0, handSize)) return err({ code: 'slate.bad-entry', field: 'tricks', seat: i });
    else out.push(t);
  }
  const sum = out.reduce((a, b) => a + b, 0);
  if (blanks.length > 1) return err({ code: 'slate.tricks-blanks', count: blanks.length });
  if (sum > handSize) return err({ code: 'slate.tricks-over', sum, played: handSize });
  if (blanks.length === 1) out[blanks[0] as Seat] = handSize - sum;
  return ok(out);
}

/** What a form typed for one deal: blanks are null. */
export interface TypedDeal {
  bids: (Bid | null)[];
  tricks: (number | null)[];
  bad: (number | null)[];
  last: Seat | null;
  nullKept?: (boolean | null)[];
}

/**
 * Makes what the table typed an entry: every bid is needed; one player's tricks may be blank (worked out from the
 * tricks played); a blank bad-card count is 0 (and a Null bidder's is always 0). Checks nothing else: `enterDeal`
 * does.
 */
export function prepareEntry(s: SlateState, typed: unknown): Result<SlateEntry, SlateError> {
  try {
    const next = awaiting(s);
    if (next.kind === 'over') return err({ code: 'slate.over' });
    const n = s.setup.names.length;
    if (!isObj(typed)) return err({ code: 'slate.bad-entry', field: 'bids' });
    const { bids, tricks, bad, last, nullKept } = typed;
    if (!Array.isArray(bids) || bids.length !== n) return err({ code: 'slate.bad-entry', field: 'bids' });
    for (let i = 0; i < n; i++) if (bids[i] === null || bids[i] === undefined || bids[i] === '') return err({ code: 'slate.bid-missing', seat: i });
    if (!Array.isArray(tricks) || !Array.isArray(bad) || bad.length !== n) return err({ code: 'slate.bad-entry', field: 'tricks' });
    const t = completeTricks(tricks as (number | null)[], next.handSize);
    if (!t.ok) return t;
    return ok({
      bids: [...bids] as Bid[],
      tricks: t.value,
      bad: (bad as unknown[]).map((b, i) => (bids[i] === 'NULL' || b === null || b === undefined ? 0 : (b as number))),
      last: (last ?? null) as Seat | null,
      nullKept: Array.isArray(nullKept) ? nullKept.map((k, i) => (bids[i] === 'NULL' && typeof k === 'boolean' ? k : null)) : bids.map(() => null),
    });
  } catch {
    return err({ code: 'slate.bad-state' });
  }
}

/** The shape of an entry for `n` players (values not yet checked against the deal). */
function checkEntryShape(raw: unknown, n: number): Result<SlateEntry, SlateEntryError> {
  if (!isObj(raw)) return err({ code: 'slate.bad-entry', field: 'bids' });
  const { bids, tricks, bad, last, nullKept } = raw;
  if (!Array.isArray(bids) || bids.length !== n) return err({ code: 'slate.bad-entry', field: 'bids' });
  for (let i = 0; i < n; i++) if (!isBid(bids[i])) return err({ code: 'slate.bad-entry', field: 'bids', seat: i });
  if (!Array.isArray(tricks) || tricks.length !== n) return err({ code: 'slate.bad-entry', field: 'tricks' });
  for (let i = 0; i < n; i++) if (!isIntIn(tricks[i], 0, 60)) return err({ code: 'slate.bad-entry', field: 'tricks', seat: i });
  if (!Array.isArray(bad) || bad.length !== n) return err({ code: 'slate.bad-entry', field: 'bad' });
  for (let i = 0; i < n; i++) if (!isIntIn(bad[i], 0, 60)) return err({ code: 'slate.bad-entry', field: 'bad', seat: i });
  if (last !== null && last !== undefined && !isSeatOf(last, n)) return err({ code: 'slate.bad-entry', field: 'last' });
  let kept: (boolean | null)[];
  if (nullKept === undefined || nullKept === null) kept = new Array<boolean | null>(n).fill(null);
  else {
    if (!Array.isArray(nullKept) || nullKept.length !== n) return err({ code: 'slate.bad-entry', field: 'nullKept' });
    kept = [];
    for (let i = 0; i < n; i++) {
      const k = nullKept[i] as unknown;
      if (k === undefined || k === null) kept.push(null);
      else if (typeof k === 'boolean' && bids[i] === 'NULL') kept.push(k);
      else return err({ code: 'slate.bad-entry', field: 'nullKept', seat: i });
    }
  }
  return ok({ bids: [...bids] as Bid[], tricks: [...tricks] as number[], bad: [...bad] as number[], last: (last ?? null) as Seat | null, nullKept: kept });
}

/**
 * Checks an entry against the deal it is for: `handSize` tricks, `remainder` set-aside cards, `jokers` Jokers in
 * the pack, `n` players. Returns the entry with `last` worked out when only one player took tricks (and null when
 * nothing was set aside and nobody named it). Only counts that cannot happen are refused: an accepted entry is
 * not proof that the deal was played so.
 */
export function checkEntry(raw: unknown, deal: { players: number; handSize: number; remainder: number; jokers: number }): Result<SlateEntry, SlateEntryError> {
  if (!isObj(deal) || !isPlayerCount(deal.players) || !isIntIn(deal.handSize, 1, 60) || !isIntIn(deal.remainder, 0, 10) || !isIntIn(deal.jokers, 0, MAX_JOKERS)) {
    return err({ code: 'slate.bad-entry', field: 'tricks' });
  }
  const { players: n, handSize, remainder, jokers } = deal;
  const shaped = checkEntryShape(raw, n);
  if (!shaped.ok) return shaped;
  const e = shaped.value;
  // Tricks: every trick played goes to exactly one player.
  const sum = e.tricks.reduce((a, b) => a + b, 0);
  if (sum > handSize) return err({ code: 'slate.tricks-over', sum, played: handSize });
  if (sum < handSize) return err({ code: 'slate.tricks-under', sum, played: handSize });
  // Null claims against the tricks.
  for (let i = 0; i < n; i++) {
    const t = e.tricks[i] as number;
    if (e.nullKept[i] === true && t > 0) return err({ code: 'slate.null-kept-with-tricks', seat: i, tricks: t });
    if (e.nullKept[i] === false && t === 0) return err({ code: 'slate.null-broken-without-tricks', seat: i });
  }
  // The last trick (and the set-aside cards).
  const takers = e.tricks.map((t, i) => (t > 0 ? i : -1)).filter((i) => i >= 0);
  let last = e.last;
  if (last !== null && (e.tricks[last] as number) === 0) return err({ code: 'slate.last-without-trick', seat: last });
  if (last === null && takers.length === 1) last = takers[0] as Seat;
  if (last === null && remainder > 0) return err({ code: 'slate.last-needed', remainder });
  // Bad cards, player by player: a Null bidder has none; no trick, no card; never more than the pile or the suit.
  const pile = (i: Seat): number => (e.tricks[i] as number) * n + (i === last ? remainder : 0);
  const suitMax = SUIT_CARDS + jokers;
  for (let i = 0; i < n; i++) {
    const b = e.bad[i] as number;
    if (e.bids[i] === 'NULL') {
      if (b > 0) return err({ code: 'slate.null-bad', seat: i, bad: b });
      continue;
    }
    if (b > 0 && (e.tricks[i] as number) === 0) return err({ code: 'slate.bad-without-trick', seat: i, bad: b });
    if (b > pile(i)) return err({ code: 'slate.bad-over-pile', seat: i, bad: b, cards: pile(i) });
    if (b > suitMax) return err({ code: 'slate.bad-over-suit', seat: i, bad: b, max: suitMax });
  }
  // Suit by suit: the players who named a suit share its 13 cards (and the Jokers); the cards of it they did not
  // take lie in the other players' piles, which must have room for them.
  let jokersOver = 0;
  let jokersUnder = 0;
  for (const suit of BIDS) {
    if (suit === 'NULL') continue;
    const seats = e.bids.map((b, i) => (b === suit ? i : -1)).filter((i) => i >= 0);
    if (seats.length === 0) continue;
    const bad = seats.reduce((a, i) => a + (e.bad[i] as number), 0);
    if (bad > suitMax) return err({ code: 'slate.suit-over', suit, seats, bad, max: suitMax });
    let others = 0;
    for (let i = 0; i < n; i++) if (!seats.includes(i)) others += pile(i);
    const min = Math.max(0, SUIT_CARDS - others);
    if (bad < min) return err({ code: 'slate.suit-under', suit, seats, bad, min });
    jokersOver += Math.max(0, bad - SUIT_CARDS);
    jokersUnder += min;
  }
  // The Jokers: those counted above a suit's 13 cards are Jokers, so no more than the pack has; and every Joker
  // outside a Null bidder's pile is somebody's bad card.
  if (jokers > 0) {
    let nullPiles = 0;
    for (let i = 0; i < n; i++) if (e.bids[i] === 'NULL') nullPiles += pile(i);
    const allBad = e.bad.reduce((a, b) => a + b, 0);
    if (jokersOver > jokers || allBad < jokersUnder + Math.max(0, jokers - nullPiles)) return err({ code: 'slate.jokers', jokers });
  }
  return ok({ ...e, last: remainder > 0 || e.last !== null ? last : null });
}

/** Scores the deal the slate waits for. Never throws and never changes `s`. */
export function enterDeal(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError> {
  if (!isObj(s) || !isObj(s.setup)) return err({ code: 'slate.bad-state' });
  return enterEntry(BUGAMI_SLATE, s, rawEntry);
}

function enterDealUnchecked(s: SlateState, rawEntry: unknown): Result<SlateState, SlateError> {
  const next = awaiting(s);
  if (next.kind === 'over') return err({ code: 'slate.over' });
  const rules = s.setup.rules;
  const n = s.setup.names.length;
  const checked = checkEntry(rawEntry, { players: n, handSize: next.handSize, remainder: next.remainder, jokers: rules.jokers });
  if (!checked.ok) return checked;
  const entry = checked.value;
  const remainderTo = next.remainder > 0 ? entry.last : null;
  const { entries, extraTrick, score } = scoreDealCounts({ bids: entry.bids, tricks: entry.tricks, bad: entry.bad, remainderTo, remainder: next.remainder, handSize: next.handSize }, rules);
  const scores = score.seats.map((x) => x.score);
  const totalsAfter = s.totals.map((t, i) => t + (scores[i] as number));
  const figures: SeatFigure[] = score.seats.map((x) => {
    const unit = score.units[x.unit] as DealScore['units'][number];
    const own = x.reason !== undefined;
    return {
      seat: x.seat,
      score: x.score,
      reason: x.reason ?? unit.reason,
      partners: unit.seats.filter((p) => p !== x.seat),
      tricks: own ? (entries[x.seat]?.tricks ?? 0) : unit.tricks,
      bad: own ? (entries[x.seat]?.bad ?? 0) : unit.bad,
      tookRemainder: remainderTo === x.seat,
    };
  });
  const end = gameEndUnchecked(totalsAfter, rules);
  const step: SlateStep = {
    deal: next.deal,
    dealer: next.dealer,
    leader: next.leader,
    playOff: next.playOff,
    entry,
    handSize: next.handSize,
    remainder: next.remainder,
    remainderTo,
    extraTrick,
    score,
    figures,
    scores,
    totalsBefore: [...s.totals],
    totalsAfter,
    end: end.reason,
    winners: end.ended ? [...end.winners] : null,
  };
  return ok({
    setup: s.setup,
    entries: [...s.entries, entry],
    steps: [...s.steps, step],
    totals: totalsAfter,
    dealer: nextSeat(s.dealer, n, rules),
    end: end.reason,
    winners: end.ended ? [...end.winners] : null,
  });
}

/** Replays a setup's entries; the first entry the engine refuses is reported with its index. */
export function replaySlate(setup: SlateSetup, entries: readonly unknown[]): Result<SlateState, ReplayError<SlateError>> {
  return replay(BUGAMI_SLATE, setup, entries);
}

/** The slate without its last entry. */
export function undoLast(s: SlateState): Result<SlateState, ReplayError<SlateError>> {
  return undo(BUGAMI_SLATE, s);
}

// ---------------------------------------------------------------------------------------------------------------
// Saved records and files

/** The slate as stored and exported: its setup and its entries (everything else is replayed). */
export function slateRecord(s: SlateState): { setup: SlateSetup; entries: SlateEntry[] } {
  return record(s);
}

/**
 * Reads a stored record `{ v?, setup, entries }` (from storage or a file) by replaying it (a record without `v` is
 * taken as this version). Callers refuse newer versions (the platform's store and `readSlateFile` do).
 */
export function readSlateRecord(raw: unknown): Result<SlateState, ReplayError<SlateError>> {
  return readRecord(BUGAMI_SLATE, raw);
}

/** The text of an exported slate file. */
export function slateFile(s: SlateState): string {
  return fileText(BUGAMI_SLATE, s);
}

export type SlateFileError = PlatformFileError<SlateError>;

/** Reads an imported file. Anything that is not a slate this version can replay is refused with a reason. */
export function readSlateFile(text: unknown): Result<SlateState, SlateFileError> {
  return readFile(BUGAMI_SLATE, text);
}


/** Bugami's slate as the platform's slate parts take it (src/shared/slate: machine, saved record, file). */
export const BUGAMI_SLATE: SlateGame<SlateSetup, SlateEntry, SlateState, SlateError> = {
  format: SLATE_FILE_FORMAT,
  version: SLATE_VERSION,
  checkSetup,
  newSlate,
  enter: enterDealUnchecked,
  prepare: prepareEntry,
  isOver: (s: SlateState): boolean => s.winners !== null,
  entriesMax: ENTRIES_MAX,
};
