/**
 * Scoring a deal (spec §7, §9.2) and the end of the game (§8). Every score comes with a reason code and the
 * numbers behind it, so a drill can explain it (the division calculator, the every-trick override, ...).
 */
import { checkCardList, isJoker, suitOf, type GameCard } from './cards';
import { makeRules, type Rules } from './rules';
import { err, isBid, ok, type Bid, type Result, type Seat } from './types';

export type ScoreReason =
  /** This unit won every trick: 100 whatever its bad cards (rule 1). */
  | { code: 'score.all-tricks'; tricks: number; bad: number }
  /** A Null bidder won every trick: 0 by default (OP9; 100 with nullAllTricks = 100). */
  | { code: 'score.null-all-tricks'; tricks: number }
  /** Someone else won every trick: 0 whatever was bid (rule 1; a successful Null too unless OP10 says 100). */
  | { code: 'score.other-took-all'; by: Seat[]; null: boolean }
  /** Null made: no trick taken (rule 2). */
  | { code: 'score.null-made' }
  /** Null failed: at least one trick taken (rule 2). */
  | { code: 'score.null-failed'; tricks: number }
  /** A suit bidder with no trick: flat 30 (rule 3). */
  | { code: 'score.no-trick' }
  /** No card of the bad suit taken: 20 per trick, no division (rule 4). */
  | { code: 'score.clean'; tricks: number; perTrick: 20 }
  /** 10 per trick divided by the bad cards, rounded down (rule 5): `points` / `bad` = `exact`. */
  | { code: 'score.divided'; tricks: number; bad: number; points: number; exact: number; remainder: number };

export interface UnitScoreInput {
  bid: Bid;
  tricks: number;
  /** Bad cards taken (of the bad suit, Jokers included). Ignored for Null. */
  bad: number;
}

/** Cards of `bid`'s bad suit among `captured`, Jokers counted as bad (§9.1); 0 for Null. */
export function badCount(captured: readonly GameCard[], bid: Bid): number {
  if (bid === 'NULL' || !Array.isArray(captured)) return 0;
  let n = 0;
  for (const c of captured) if (isJoker(c) || suitOf(c) === bid) n++;
  return n;
}

/** Rules 2-5 of §7 for one unit, assuming nobody took every trick. Trusted input. */
export function unitScoreUnchecked(u: UnitScoreInput): { score: number; reason: ScoreReason } {
  if (u.bid === 'NULL') return u.tricks === 0 ? { score: 100, reason: { code: 'score.null-made' } } : { score: 0, reason: { code: 'score.null-failed', tricks: u.tricks } };
  if (u.tricks === 0) return { score: 30, reason: { code: 'score.no-trick' } };
  if (u.bad === 0) return { score: 20 * u.tricks, reason: { code: 'score.clean', tricks: u.tricks, perTrick: 20 } };
  const points = 10 * u.tricks;
  const score = Math.floor(points / u.bad);
  return { score, reason: { code: 'score.divided', tricks: u.tricks, bad: u.bad, points, exact: points / u.bad, remainder: points - score * u.bad } };
}

export type ScoringError =
  | { code: 'score.bad-rules'; detail: unknown }
  | { code: 'score.bad-input'; field: string; index?: number; detail?: unknown };

const isCount = (x: unknown, max = 1000): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;

/**
 * One unit's score by rules 2-5 (nobody took every trick). Give `bad`, or the `captured` cards to count them.
 * Returns the score, the reason and the bad count used.
 */
export function unitScore(input: unknown, rules?: unknown): Result<{ score: number; reason: ScoreReason; bad: number }, ScoringError> {
  const r = makeRules(rules ?? {});
  if (!r.ok) return err({ code: 'score.bad-rules', detail: r.error });
  if (input === null || typeof input !== 'object') return err({ code: 'score.bad-input', field: '*' });
  const { bid, tricks, bad, captured } = input as Record<string, unknown>;
  if (!isBid(bid)) return err({ code: 'score.bad-input', field: 'bid' });
  if (!isCount(tricks, 60)) return err({ code: 'score.bad-input', field: 'tricks' });
  let b: number;
  if (bad !== undefined) {
    if (!isCount(bad, 60)) return err({ code: 'score.bad-input', field: 'bad' });
    b = bad;
  } else if (captured !== undefined) {
    const c = checkCardList(captured, r.value.jokers, 60);
    if (!c.ok) return err({ code: 'score.bad-input', field: 'captured', detail: c.error });
    b = badCount(c.value, bid);
  } else b = 0;
  if (bid !== 'NULL' && tricks === 0 && b > 0) return err({ code: 'score.bad-input', field: 'bad' });
  return ok({ ...unitScoreUnchecked({ bid, tricks, bad: bid === 'NULL' ? 0 : b }), bad: bid === 'NULL' ? 0 : b });
}

// ---------------------------------------------------------------------------------------------
// A whole deal

export interface DealEntry {
  seat: Seat;
  bid: Bid;
  tricks: number;
  /** Bad cards taken in tricks (without the remainder); or give `captured`. */
  bad?: number;
  captured?: GameCard[];
}

export interface ScoredUnit {
  /** Seats of the unit (one, or partners under Zwangshochzeit), ascending. */
  seats: Seat[];
  bid: Bid;
  tricks: number;
  bad: number;
  score: number;
  reason: ScoreReason;
}

export interface SeatScore {
  seat: Seat;
  bid: Bid;
  /** The seat's own tricks (with the remainder as a trick when remainderIsTrick). */
  tricks: number;
  /** The seat's own bad cards, the remainder included when it took the last trick. */
  bad: number;
  /** Index into `units`. */
  unit: number;
  score: number;
  /** Set when the seat's score is not its unit's (OP18 per-partner: a partner without a trick scores 30). */
  reason?: ScoreReason;
}

export interface DealScore {
  units: ScoredUnit[];
  seats: SeatScore[];
  totalTricks: number;
  /** The unit that took every trick, or null. */
  allTricks: Seat[] | null;
}

export interface DealScoreInput {
  players: DealEntry[];
  /** Tricks in the deal (default: the sum of the players' tricks). */
  totalTricks?: number;
  /** The undealt cards: they go to `lastTrickWinner` (§6.4). */
  remainder?: GameCard[];
  lastTrickWinner?: Seat;
}

/** Groups seats into scoring units: one per player, or (Zwangshochzeit) one per bad suit named by two or more. */
export function unitsOf(bids: readonly { seat: Seat; bid: Bid }[], zwangshochzeit: boolean): Seat[][] {
  const units: Seat[][] = [];
  const bySuit = new Map<Bid, Seat[]>();
  for (const { seat, bid } of bids) {
    if (!zwangshochzeit || bid === 'NULL') units.push([seat]);
    else {
      const g = bySuit.get(bid);
      if (g) g.push(seat);
      else {
        const ng = [seat];
        bySuit.set(bid, ng);
        units.push(ng);
      }
    }
  }
  return units.map((u) => [...u].sort((a, b) => a - b));
}

/**
 * The Zwangshochzeit detector (spec §11.7): the scoring units for revealed bids by seat: every seat alone, or
 * (with zwangshochzeit) the seats that named the same suit together; Null bidders always alone.
 */
export function partnerships(bids: unknown, rules?: unknown): Result<{ units: Seat[][]; partnerships: Seat[][] }, ScoringError> {
  const r = makeRules(rules ?? {});
  if (!r.ok) return err({ code: 'score.bad-rules', detail: r.error });
  if (!Array.isArray(bids) || bids.length < 1 || bids.length > 7 || !bids.every((b) => isBid(b))) return err({ code: 'score.bad-input', field: 'bids' });
  const units = unitsOf((bids as Bid[]).map((bid, seat) => ({ seat, bid })), r.value.zwangshochzeit);
  return ok({ units, partnerships: units.filter((u) => u.length > 1) });
}

/** Scores a deal by §7 (and §9.2 with Zwangshochzeit). */
export function scoreDeal(input: unknown, rules?: unknown): Result<DealScore, ScoringError> {
  const r = makeRules(rules ?? {});
  if (!r.ok) return err({ code: 'score.bad-rules', detail: r.error });
  if (input === null || typeof input !== 'object') return err({ code: 'score.bad-input', field: '*' });
  const inp = input as Record<string, unknown>;
  if (!Array.isArray(inp.players) || inp.players.length < 1 || inp.players.length > 7) return err({ code: 'score.bad-input', field: 'players' });
  const entries: { seat: Seat; bid: Bid; tricks: number; bad: number }[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < inp.players.length; i++) {
    const p = inp.players[i] as unknown;
    if (p === null || typeof p !== 'object') return err({ code: 'score.bad-input', field: 'players', index: i });
    const e = p as Record<string, unknown>;
    if (!isCount(e.seat, 6) || seen.has(e.seat)) return err({ code: 'score.bad-input', field: 'seat', index: i });
    seen.add(e.seat);
    if (!isBid(e.bid)) return err({ code: 'score.bad-input', field: 'bid', index: i });
    if (!isCount(e.tricks, 60)) return err({ code: 'score.bad-input', field: 'tricks', index: i });
    let bad = 0;
    if (e.bad !== undefined) {
      if (!isCount(e.bad, 60)) return err({ code: 'score.bad-input', field: 'bad', index: i });
      bad = e.bad;
    } else if (e.captured !== undefined) {
      const c = checkCardList(e.captured, r.value.jokers, 60);
      if (!c.ok) return err({ code: 'score.bad-input', field: 'captured', index: i, detail: c.error });
      bad = badCount(c.value, e.bid);
    }
    entries.push({ seat: e.seat, bid: e.bid, tricks: e.tricks, bad: e.bid === 'NULL' ? 0 : bad });
  }
  let remainder: GameCard[] = [];
  if (inp.remainder !== undefined) {
    const c = checkCardList(inp.remainder, r.value.jokers, 10);
    if (!c.ok) return err({ code: 'score.bad-input', field: 'remainder', detail: c.error });
    remainder = c.value;
  }
  const ltw = inp.lastTrickWinner;
  if (ltw !== undefined && !(isCount(ltw, 6) && seen.has(ltw))) return err({ code: 'score.bad-input', field: 'lastTrickWinner' });
  const rest = ltw === undefined ? undefined : entries.find((e) => e.seat === ltw);
  if (rest) {
    rest.bad += badCount(remainder, rest.bid);
    if (r.value.remainderIsTrick && remainder.length > 0) rest.tricks += 1;
  }
  let total = entries.reduce((a, e) => a + e.tricks, 0);
  if (inp.totalTricks !== undefined) {
    if (!isCount(inp.totalTricks, 60) || (inp.totalTricks as number) + (rest && r.value.remainderIsTrick && remainder.length > 0 ? 1 : 0) < total) return err({ code: 'score.bad-input', field: 'totalTricks' });
    total = (inp.totalTricks as number) + (rest && r.value.remainderIsTrick && remainder.length > 0 ? 1 : 0);
  }
  return ok(scoreEntries(entries, total, r.value));
}

/** `scoreDeal` for trusted entries (bad counts final). */
export function scoreEntries(
  entries: readonly { seat: Seat; bid: Bid; tricks: number; bad: number }[],
  totalTricks: number,
  rules: Pick<Rules, 'zwangshochzeit' | 'nullAllTricks' | 'nullWhenOtherTakesAll'> & Partial<Pick<Rules, 'partnershipSpecials'>>,
): DealScore {
  const perPartner = rules.partnershipSpecials === 'per-partner';
  const groups = unitsOf(entries, rules.zwangshochzeit);
  const bySeat = new Map(entries.map((e) => [e.seat, e]));
  const pooled = groups.map((g) => {
    let tricks = 0;
    let bad = 0;
    for (const s of g) {
      const e = bySeat.get(s) as { tricks: number; bad: number };
      tricks += e.tricks;
      bad += e.bad;
    }
    return { seats: g, bid: (bySeat.get(g[0] as Seat) as { bid: Bid }).bid, tricks, bad };
  });
  // OP18: pooled, the unit's tricks together make the sweep; per partner, one player must take them all himself.
  const sweep = totalTricks > 0 ? pooled.find((u) => u.tricks === totalTricks && (!perPartner || u.seats.some((s) => bySeat.get(s)?.tricks === totalTricks))) : undefined;
  const units: ScoredUnit[] = pooled.map((u) => {
    if (sweep) {
      if (u === sweep) {
        if (u.bid === 'NULL') return { ...u, score: rules.nullAllTricks, reason: { code: 'score.null-all-tricks', tricks: u.tricks } };
        return { ...u, score: 100, reason: { code: 'score.all-tricks', tricks: u.tricks, bad: u.bad } };
      }
      const isNull = u.bid === 'NULL';
      return { ...u, score: isNull ? rules.nullWhenOtherTakesAll : 0, reason: { code: 'score.other-took-all', by: [...sweep.seats], null: isNull } };
    }
    return { ...u, ...unitScoreUnchecked(u) };
  });
  const seats: SeatScore[] = entries.map((e) => {
    const ui = groups.findIndex((g) => g.includes(e.seat));
    // OP18 per partner: a partner who took no trick scores 30 on his own (never in a sweep, never a Null bidder).
    if (perPartner && !sweep && e.bid !== 'NULL' && e.tricks === 0 && (groups[ui] as Seat[]).length > 1) return { seat: e.seat, bid: e.bid, tricks: 0, bad: e.bad, unit: ui, score: 30, reason: { code: 'score.no-trick' } };
    return { seat: e.seat, bid: e.bid, tricks: e.tricks, bad: e.bad, unit: ui, score: (units[ui] as ScoredUnit).score };
  });
  return { units, seats, totalTricks, allTricks: sweep ? [...sweep.seats] : null };
}

/** The counts of a finished deal, as a score sheet or a slate has them. */
export interface DealCounts {
  bids: readonly Bid[];
  /** Tricks each seat won in play (the remainder not counted as a trick here). */
  tricks: readonly number[];
  /** Bad cards each seat took: in its tricks, and the remainder for the seat that took it (§6.4). */
  bad: readonly number[];
  /** Who won the last trick and so took the remainder (null when there is no remainder to take). */
  remainderTo: Seat | null;
  /** How many cards were set aside (the remainder). */
  remainder: number;
  /** Tricks played in the deal (the hand size). */
  handSize: number;
}

/**
 * Scores a finished deal from its counts (§6.4, §7, §9.2): the remainder is one more trick for its taker when
 * `remainderIsTrick` (OP7), a Null bidder's bad cards never count. The game state and the table slate both score
 * through here. Trusted input.
 */
export function scoreDealCounts(
  c: DealCounts,
  rules: Pick<Rules, 'zwangshochzeit' | 'nullAllTricks' | 'nullWhenOtherTakesAll' | 'remainderIsTrick'> & Partial<Pick<Rules, 'partnershipSpecials'>>,
): { entries: { seat: Seat; bid: Bid; tricks: number; bad: number }[]; extraTrick: boolean; score: DealScore } {
  const extraTrick = rules.remainderIsTrick && c.remainder > 0 && c.remainderTo !== null;
  const entries = c.bids.map((bid, seat) => ({
    seat,
    bid,
    tricks: (c.tricks[seat] as number) + (extraTrick && seat === c.remainderTo ? 1 : 0),
    bad: bid === 'NULL' ? 0 : (c.bad[seat] as number),
  }));
  return { entries, extraTrick, score: scoreEntries(entries, c.handSize + (extraTrick ? 1 : 0), rules) };
}

// ---------------------------------------------------------------------------------------------
// Game end

export type GameEndReason =
  /** Nobody has reached the target yet. */
  | { code: 'end.below-target'; target: number; highest: number }
  /** Someone reached the target: the highest total wins (shared when equal). */
  | { code: 'end.highest-total'; target: number; highest: number; shared: boolean }
  /** Equal highest totals with the play-off rule: another deal is played. */
  | { code: 'end.play-off'; target: number; highest: number; tied: Seat[] };

export interface GameEnd {
  ended: boolean;
  /** The winners (several = a shared win), empty while the game goes on. */
  winners: Seat[];
  reason: GameEndReason;
}

/** §8: after a deal, does the game end, and who wins? `totals` by seat. */
export function gameEnd(totals: unknown, rules?: unknown): Result<GameEnd, ScoringError> {
  const r = makeRules(rules ?? {});
  if (!r.ok) return err({ code: 'score.bad-rules', detail: r.error });
  if (!Array.isArray(totals) || totals.length < 1 || totals.length > 7 || !totals.every((t) => typeof t === 'number' && Number.isFinite(t))) return err({ code: 'score.bad-input', field: 'totals' });
  return ok(gameEndUnchecked(totals as number[], r.value));
}

export function gameEndUnchecked(totals: readonly number[], rules: Pick<Rules, 'target' | 'playOff'>): GameEnd {
  const highest = Math.max(...totals);
  const target = rules.target;
  if (highest < target) return { ended: false, winners: [], reason: { code: 'end.below-target', target, highest } };
  const tops: Seat[] = [];
  totals.forEach((t, i) => {
    if (t === highest) tops.push(i);
  });
  if (tops.length > 1 && rules.playOff) return { ended: false, winners: [], reason: { code: 'end.play-off', target, highest, tied: tops } };
  return { ended: true, winners: tops, reason: { code: 'end.highest-total', target, highest, shared: tops.length > 1 } };
}
