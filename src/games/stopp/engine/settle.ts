/**
 * Settlement, elimination, game end and the rotation of the deal (spec 2, 4, 5; OP2, OP5, OP8).
 * Every function takes plain arrays by seat and returns data with reason codes, so the capital board and the
 * quizzes can explain each line. None of them throws.
 */
import type { Rules } from './rules';
import { err, isObj, ok, type Result, type Seat } from './types';

export type PayReason =
  /** No cards left: the player went out and pays nothing. */
  | 'settle.went-out'
  /** One unit per card still held. */
  | 'settle.pays-per-card'
  /** The capital did not cover the cards: he pays everything he has (OP5 default). */
  | 'settle.pays-all-it-has'
  /** OP5 'go-negative': he pays in full and his capital drops below zero. */
  | 'settle.pays-into-debt'
  /** Already eliminated before this deal (capital 0): not part of the settlement. */
  | 'settle.not-playing';

export interface SettleLine {
  seat: Seat;
  cards: number;
  /** What the cards call for (1 unit each). */
  due: number;
  paid: number;
  capitalBefore: number;
  capitalAfter: number;
  reason: PayReason;
  /** This payment took his capital to 0 (or below): he drops out (spec 4). */
  eliminated: boolean;
}

export interface Settlement {
  paid: number[];
  capital: number[];
  pot: number;
  potBefore: number;
  eliminated: Seat[];
  lines: SettleLine[];
  /** Capital plus pot, before and after: always equal (spec 4, money is conserved). */
  totalBefore: number;
  totalAfter: number;
  conserved: boolean;
}

export type SettleError = { code: 'settle.bad-input'; field: string; detail?: unknown };


const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 && x <= 1e9;
const isMoney = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && Math.abs(x) <= 1e9;

/** Pays one unit per card left into the pot (spec 4). Capital at or below 0 eliminates. */
export function settle(capital: unknown, cardsLeft: unknown, pot: unknown, rules: Pick<Rules, 'short_payment'> = { short_payment: 'pay-what-is-left' }): Result<Settlement, SettleError> {
  if (!Array.isArray(capital) || capital.length > 64 || !capital.every(isMoney)) return err({ code: 'settle.bad-input', field: 'capital' });
  if (!Array.isArray(cardsLeft) || cardsLeft.length !== capital.length || !cardsLeft.every(isCount)) return err({ code: 'settle.bad-input', field: 'cards_left' });
  if (!isCount(pot)) return err({ code: 'settle.bad-input', field: 'pot' });
  const mode = rules && typeof rules === 'object' && rules.short_payment === 'go-negative' ? 'go-negative' : 'pay-what-is-left';
  const caps = capital as number[];
  const cards = cardsLeft as number[];
  const lines: SettleLine[] = [];
  let p = pot;
  for (let s = 0; s < caps.length; s++) {
    const before = caps[s] as number;
    const c = cards[s] as number;
    if (before <= 0) {
      lines.push({ seat: s, cards: c, due: 0, paid: 0, capitalBefore: before, capitalAfter: before, reason: 'settle.not-playing', eliminated: false });
      continue;
    }
    let paid = c;
    let reason: PayReason = c === 0 ? 'settle.went-out' : 'settle.pays-per-card';
    if (c > before) {
      if (mode === 'go-negative') reason = 'settle.pays-into-debt';
      else {
        paid = before;
        reason = 'settle.pays-all-it-has';
      }
    }
    const after = before - paid;
    p += paid;
    lines.push({ seat: s, cards: c, due: c, paid, capitalBefore: before, capitalAfter: after, reason, eliminated: after <= 0 });
  }
  const totalBefore = caps.reduce((a, b) => a + b, 0) + pot;
  const capAfter = lines.map((l) => l.capitalAfter);
  const totalAfter = capAfter.reduce((a, b) => a + b, 0) + p;
  return ok({
    paid: lines.map((l) => l.paid),
    capital: capAfter,
    pot: p,
    potBefore: pot,
    eliminated: lines.filter((l) => l.eliminated).map((l) => l.seat),
    lines,
    totalBefore,
    totalAfter,
    conserved: totalBefore === totalAfter,
  });
}

/** Why a deal's settlement ends with the pot where it is (spec 5, OP8). */
export type PotReason =
  /** OP8 default: the pot waits for the end of the game. */
  | 'pot.waits'
  /** OP8 'each-deal': the deal's winner (the last to go out) takes the pot. */
  | 'pot.deal-winner-takes'
  /** The last player with capital takes the whole pot (spec 5). */
  | 'pot.game-winner-takes';

export interface DealSettlement extends Settlement {
  /** Players still in the game after the deal. */
  active: boolean[];
  /** OP8 each-deal: who took the pot and how much. */
  potTaken: { seat: Seat; amount: number } | null;
  /** The game ended with this deal: the last player with capital and the pot he took. */
  gameWon: { seat: Seat; pot: number } | null;
  potReason: PotReason;
}

/**
 * Everything a finished deal changes (spec 4, 5; OP5, OP8): the payments (`settle`), who drops out, the pot taken by
 * the deal's winner under OP8 'each-deal', and the pot won by the last player with capital. `capital` and `pot` of
 * the result are the standing after all of it. `dealWinner` is the last player to go out (null when unknown: only
 * OP8 'each-deal' needs him). Pure; never throws.
 */
export function settleDeal(
  input: { capital: readonly number[]; active: readonly boolean[]; pot: number; cardsLeft: readonly number[]; dealWinner: Seat | null },
  rules: Pick<Rules, 'short_payment' | 'pot_payout'>,
): Result<DealSettlement, SettleError> {
  try {
    if (!input || typeof input !== 'object') return err({ code: 'settle.bad-input', field: '*' });
    const { active, dealWinner } = input;
    if (!Array.isArray(active) || active.length !== input.capital?.length || !active.every((a) => typeof a === 'boolean')) return err({ code: 'settle.bad-input', field: 'active' });
    const st = settle(input.capital, input.cardsLeft, input.pot, rules);
    if (!st.ok) return st;
    const v = st.value;
    const capital = [...v.capital];
    const act = [...active];
    for (const seat of v.eliminated) act[seat] = false;
    let pot = v.pot;
    let potTaken: DealSettlement['potTaken'] = null;
    let potReason: PotReason = 'pot.waits';
    if (rules.pot_payout === 'each-deal' && dealWinner !== null && isSeatIn(dealWinner, capital.length) && pot > 0) {
      potTaken = { seat: dealWinner, amount: pot };
      capital[dealWinner] = (capital[dealWinner] as number) + pot;
      pot = 0;
      potReason = 'pot.deal-winner-takes';
    }
    let gameWon: DealSettlement['gameWon'] = null;
    const left = act.map((a, i) => (a ? i : -1)).filter((i) => i >= 0);
    if (left.length <= 1) {
      const w = (left[0] ?? dealWinner ?? 0) as Seat;
      gameWon = { seat: w, pot };
      capital[w] = (capital[w] as number) + pot;
      pot = 0;
      potReason = 'pot.game-winner-takes';
    }
    return ok({ ...v, capital, pot, active: act, potTaken, gameWon, potReason });
  } catch {
    return err({ code: 'settle.bad-input', field: '*' });
  }
}

const isSeatIn = (x: unknown, n: number): x is Seat => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < n;

/**
 * Who leads the first pile of a deal (OP7): forehand, or with 'deal-winner' the last deal's winner when he plays
 * this deal. Pure.
 */
export function dealLeader(players: readonly Seat[], lastWinner: Seat | null, rules: Pick<Rules, 'next_leader'>): { leader: Seat; reason: 'lead.forehand' | 'lead.deal-winner' } {
  const forehand = (Array.isArray(players) && isSeatIn(players[0], 64) ? players[0] : 0) as Seat;
  const winnerLeads = isObj(rules) && rules.next_leader === 'deal-winner' && isSeatIn(lastWinner, 64) && Array.isArray(players) && players.includes(lastWinner);
  return winnerLeads ? { leader: lastWinner, reason: 'lead.deal-winner' } : { leader: forehand, reason: 'lead.forehand' };
}

export interface GameStatus {
  gameOver: boolean;
  /** The only player with capital left, when the game is over. */
  winner: Seat | null;
  /** What he wins: the whole pot (spec 5). */
  winnings: number;
  /** Players with capital left. */
  playersLeft: Seat[];
  reason: 'status.last-with-capital' | 'status.play-on';
}

/** Is the game over? Only one player with capital left: he wins the pot (spec 5). */
export function gameStatus(capital: unknown, pot: unknown): Result<GameStatus, SettleError> {
  if (!Array.isArray(capital) || capital.length > 64 || !capital.every(isMoney)) return err({ code: 'settle.bad-input', field: 'capital' });
  if (!isCount(pot)) return err({ code: 'settle.bad-input', field: 'pot' });
  const left = (capital as number[]).map((c, i) => (c > 0 ? i : -1)).filter((i) => i >= 0);
  if (left.length === 0) return err({ code: 'settle.bad-input', field: 'capital', detail: 'nobody-has-capital' });
  if (left.length === 1) return ok({ gameOver: true, winner: left[0] as Seat, winnings: pot, playersLeft: left, reason: 'status.last-with-capital' });
  return ok({ gameOver: false, winner: null, winnings: 0, playersLeft: left, reason: 'status.play-on' });
}

export interface NextDeal {
  dealer: Seat;
  forehand: Seat;
  /** Players of the deal, clockwise from forehand (the dealer last). */
  players: Seat[];
  reason: 'rotation.left' | 'rotation.loser-deals';
}

/** The next active seat clockwise (to the left) after `from`, or null when nobody is active. */
export function nextActive(from: Seat, active: readonly boolean[]): Seat | null {
  if (!Array.isArray(active) || typeof from !== 'number' || !Number.isInteger(from)) return null;
  const n = active.length;
  for (let k = 1; k <= n; k++) {
    const s = (((from + k) % n) + n) % n;
    if (active[s]) return s;
  }
  return null;
}

/** The active players clockwise starting left of `dealer` (forehand first, the dealer last). */
export function dealOrder(dealer: Seat, active: readonly boolean[]): Seat[] {
  const out: Seat[] = [];
  if (!Array.isArray(active) || typeof dealer !== 'number' || !Number.isInteger(dealer) || active.length > 64) return out;
  const n = active.length;
  for (let k = 1; k <= n; k++) {
    const s = (dealer + k) % n;
    if (active[s]) out.push(s);
  }
  return out;
}

/**
 * Who deals next (OP2): the deal passes to the left, skipping eliminated players; forehand sits on the dealer's
 * left. With 'loser-deals', the active player who paid most in the last deal deals (ties: the first of them to the
 * left of the previous dealer); if nobody paid, the deal passes left.
 */
export function nextDeal(dealer: unknown, active: unknown, rotation: Rules['dealer_rotation'] = 'left', lastPaid?: readonly number[]): Result<NextDeal, SettleError> {
  if (!Array.isArray(active) || active.length < 2 || active.length > 64 || !active.every((a) => typeof a === 'boolean')) return err({ code: 'settle.bad-input', field: 'active' });
  const act = active as boolean[];
  const n = act.length;
  if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= n) return err({ code: 'settle.bad-input', field: 'dealer' });
  if (act.filter(Boolean).length < 2) return err({ code: 'settle.bad-input', field: 'active', detail: 'fewer-than-two-players' });
  let next: Seat | null = null;
  let reason: NextDeal['reason'] = 'rotation.left';
  if (rotation === 'loser-deals' && Array.isArray(lastPaid)) {
    let best = 0;
    for (let k = 1; k <= n; k++) {
      const s = (dealer + k) % n;
      const paid = lastPaid[s];
      if (act[s] && typeof paid === 'number' && paid > best) {
        best = paid;
        next = s;
      }
    }
    if (next !== null) reason = 'rotation.loser-deals';
  }
  if (next === null) next = nextActive(dealer, act) as Seat;
  const players = dealOrder(next, act);
  return ok({ dealer: next, forehand: players[0] as Seat, players, reason });
}
