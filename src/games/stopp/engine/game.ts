/**
 * A whole game of Stopp as one plain, JSON-serialisable `GameState`, and one way to change it.
 *
 * Flow: 'awaiting-deal' --deal--> 'playing' --(deal ends: settlement)--> 'deal-over' --continue--> 'awaiting-deal'
 * ... until one player has capital left: 'game-over' (he takes the pot). `apply(state, action)` returns the next
 * state or a coded error; it never throws and never mutates its input. Every accepted action is kept in
 * `state.actions` (notation replays them); everything that happened is in `state.log` as structured events, and
 * `step` also returns just the events of one action. `state.record` is the score sheet players keep: per deal the
 * cards left, the payments, the capital and the pot.
 */
import { FULL_PACK } from '../../../shared/cards/model';
import { randomInt, rngFromSeed, shuffle, isRngState, type RngState } from '../../../shared/random/rng';
import { isCard } from './cards';
import { applyEach, engineSteps, wrongStage, type StepParts, type CommonGameError } from '../../../shared/engine/step';
import { cloneDeal, dealCards, dealLegal, dealWinner, playInPlace, startDeal, stoppInPlace, validatePack, type DealError, type DealState } from './deal';
import type { DealEndReason, GameEvent } from './events';
import { isRules, makeRules, type Rules } from './rules';
import { dealLeader, dealOrder, nextDeal, settleDeal } from './settle';
import { err, isObj, isSeatOf, ok, type Card, type Result, type Seat, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, START_CAPITAL } from './types';

export type Stage = 'awaiting-deal' | 'playing' | 'deal-over' | 'game-over';

/** One line of the score sheet: what a deal cost each player. */
export interface DealRecord {
  deal: number;
  dealer: Seat;
  /** Players of the deal, clockwise from forehand. */
  players: Seat[];
  endReason: DealEndReason;
  endedBy: Seat;
  /** Who went out, in order. */
  out: Seat[];
  /** By seat (0 for seats not in the deal). */
  cardsLeft: number[];
  paid: number[];
  capital: number[];
  pot: number;
  eliminated: Seat[];
  /** OP8 each-deal: who took the pot and how much. */
  potTaken: { seat: Seat; amount: number } | null;
}

export interface GameState {
  v: 1;
  game: 'stopp';
  seed: number;
  /** Seats at the table (3-6). */
  players: number;
  /** The first dealer as given to `newGame`, or null when it was drawn from the seed. */
  firstDealer: Seat | null;
  rules: Rules;
  rng: RngState;
  stage: Stage;
  capital: number[];
  pot: number;
  /** Seats still in the game (capital left). */
  active: boolean[];
  /** Dealer of the current or next deal. */
  dealer: Seat;
  /** 1-based number of the current (or last) deal. */
  dealNo: number;
  deal: DealState | null;
  /** Payments of the last deal (for OP2 'loser-deals'). */
  lastPaid: number[] | null;
  /** Winner of the last deal (for OP7 'deal-winner'). */
  lastWinner: Seat | null;
  record: DealRecord[];
  winner: { seat: Seat; pot: number } | null;
  actions: GameAction[];
  log: GameEvent[];
}

export type GameAction =
  /** Deal from the game's RNG, or from a stacked pack (52 cards, top first). */
  | { type: 'deal'; pack?: Card[] }
  /** Lead or beat with a card. */
  | { type: 'play'; seat: Seat; card: Card }
  /** Announce Stopp (only with OP9 'announced'; otherwise the engine says it). */
  | { type: 'stopp'; seat: Seat }
  /** Move on after a settled deal. */
  | { type: 'continue' };

export type GameError =
  | CommonGameError<Stage>
  /** Stopp's own checks may leave the detail out. */
  | { code: 'game.bad-state'; detail?: unknown }
  | { code: 'game.bad-pack'; detail?: unknown }
  | DealError;

export type NextDecision =
  | { kind: 'deal'; dealer: Seat; players: Seat[] }
  /** Lead any card: the pile is empty (start of the deal, or after turning it). */
  | { kind: 'lead'; seat: Seat; legal: Card[] }
  /** Beat the top card: compulsory, any of `legal`. */
  | { kind: 'beat'; seat: Seat; top: Card; topPlayer: Seat; legal: Card[] }
  /** OP9 'announced': the seat holds no higher card and must say Stopp. */
  | { kind: 'stopp'; seat: Seat; top: Card; topPlayer: Seat }
  | { kind: 'continue'; record: DealRecord }
  | { kind: 'game-over'; winner: Seat; pot: number; capital: number[] }
  | { kind: 'invalid-state' };

export interface NewGameInput {
  seed: number;
  /** Seats at the table, 3-6. */
  players: number;
  rules?: unknown;
  /** First dealer; random (from the seed) when omitted (OP2). */
  firstDealer?: Seat;
}

// ---------------------------------------------------------------------------------------------
// Construction

export function newGame(input: NewGameInput): Result<GameState, GameError> {
  try {
    if (!isObj(input)) return err({ code: 'game.bad-options', field: '*' });
    const { seed, players } = input;
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err({ code: 'game.bad-options', field: 'seed' });
    if (typeof players !== 'number' || !Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return err({ code: 'game.bad-options', field: 'players' });
    const rules = makeRules(input.rules ?? {});
    if (!rules.ok) return err({ code: 'game.bad-options', field: 'rules', detail: rules.error });
    let rng = rngFromSeed(seed);
    let dealer: Seat;
    if (input.firstDealer === undefined) {
      const r = randomInt(rng, 0, players - 1);
      if (!r.ok) return err({ code: 'game.bad-state', detail: r.error });
      dealer = r.value.value;
      rng = r.value.rng;
    } else if (isSeatOf(input.firstDealer, players)) dealer = input.firstDealer;
    else return err({ code: 'game.bad-options', field: 'firstDealer' });
    const capital = Array.from({ length: players }, () => START_CAPITAL);
    return ok({
      v: 1,
      game: 'stopp',
      seed: seed === 0 ? 0 : seed,
      players,
      firstDealer: input.firstDealer === undefined ? null : dealer,
      rules: rules.value,
      rng,
      stage: 'awaiting-deal',
      capital,
      pot: 0,
      active: capital.map(() => true),
      dealer,
      dealNo: 0,
      deal: null,
      lastPaid: null,
      lastWinner: null,
      record: [],
      winner: null,
      actions: [],
      log: [{ type: 'game-started', players, dealer, capital: [...capital] }],
    });
  } catch {
    return err({ code: 'game.bad-options', field: '*' });
  }
}

// ---------------------------------------------------------------------------------------------
// Queries

/** A cheap structural check of a state (a value not made by this module answers with errors, never throws). */
export function isGameState(x: unknown): x is GameState {
  if (!isObj(x)) return false;
  const s = x as Record<string, unknown>;
  const n = s.players;
  if (s.v !== 1 || s.game !== 'stopp' || typeof n !== 'number' || !Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) return false;
  if (!isRules(s.rules) || !isRngState(s.rng)) return false;
  if (!Array.isArray(s.capital) || s.capital.length !== n || !s.capital.every((c) => typeof c === 'number' && Number.isFinite(c))) return false;
  if (!Array.isArray(s.active) || s.active.length !== n || !s.active.every((a) => typeof a === 'boolean')) return false;
  if (typeof s.pot !== 'number' || !isSeatOf(s.dealer, n) || !Array.isArray(s.actions) || !Array.isArray(s.log) || !Array.isArray(s.record)) return false;
  if (!['awaiting-deal', 'playing', 'deal-over', 'game-over'].includes(s.stage as string)) return false;
  if (s.stage === 'playing' && !isDeal(s.deal, n)) return false;
  return true;
}

function isDeal(x: unknown, n: number): x is DealState {
  if (!isObj(x)) return false;
  const d = x as Record<string, unknown>;
  if (!Array.isArray(d.hands) || d.hands.length !== n || !d.hands.every((h) => Array.isArray(h) && h.every(isCard))) return false;
  if (!Array.isArray(d.players) || d.players.length < 2 || !d.players.every((p) => isSeatOf(p, n))) return false;
  if (!Array.isArray(d.pile) || !Array.isArray(d.pileBy) || !Array.isArray(d.stoppedSince) || !Array.isArray(d.turned) || !Array.isArray(d.moves) || !Array.isArray(d.out) || !Array.isArray(d.setAside)) return false;
  if (d.top !== null && !isCard(d.top)) return false;
  if (d.turn !== null && !isSeatOf(d.turn, n)) return false;
  if (d.top !== null && !isSeatOf(d.topPlayer, n)) return false;
  return typeof d.ended === 'boolean';
}

/** What the game waits for, as data. */
export function nextDecision(state: GameState): NextDecision {
  try {
    if (!isGameState(state)) return { kind: 'invalid-state' };
    switch (state.stage) {
      case 'awaiting-deal':
        return { kind: 'deal', dealer: state.dealer, players: dealOrder(state.dealer, state.active) };
      case 'playing': {
        const d = state.deal as DealState;
        const seat = d.turn;
        if (seat === null || d.ended) return { kind: 'invalid-state' };
        const legal = dealLegal(d, state.rules);
        if (d.top === null) return { kind: 'lead', seat, legal: legal as Card[] };
        if (legal[0] === 'STOPP') return { kind: 'stopp', seat, top: d.top, topPlayer: d.topPlayer as Seat };
        return { kind: 'beat', seat, top: d.top, topPlayer: d.topPlayer as Seat, legal: legal as Card[] };
      }
      case 'deal-over': {
        const rec = state.record[state.record.length - 1];
        return rec ? { kind: 'continue', record: rec } : { kind: 'invalid-state' };
      }
      case 'game-over':
        return state.winner ? { kind: 'game-over', winner: state.winner.seat, pot: state.winner.pot, capital: [...state.capital] } : { kind: 'invalid-state' };
    }
  } catch {
    return { kind: 'invalid-state' };
  }
}

/** The seat whose decision the game waits for, or null (table steps: deal, continue; or game over). */
export function whoseTurn(state: GameState): Seat | null {
  const d = nextDecision(state);
  return d.kind === 'lead' || d.kind === 'beat' || d.kind === 'stopp' ? d.seat : null;
}

/** Every action `apply` would accept now. */
export function legalActions(state: GameState): GameAction[] {
  const d = nextDecision(state);
  switch (d.kind) {
    case 'deal':
      return [{ type: 'deal' }];
    case 'lead':
    case 'beat':
      return d.legal.map((card) => ({ type: 'play', seat: d.seat, card }));
    case 'stopp':
      return [{ type: 'stopp', seat: d.seat }];
    case 'continue':
      return [{ type: 'continue' }];
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Changing the state

const STEP: StepParts<GameState, GameAction, GameEvent, GameError> = {
  check: (s) => (isGameState(s) ? null : { code: 'game.bad-state' }),
  normalise: (action, s) => normaliseAction(action, s.players),
  copy: cloneWorking,
  dispatch,
};

/** `step`: the next state and the events this action produced; `apply`: the next state (src/shared/engine/step.ts). */
export const { step, apply } = engineSteps(STEP);

function normaliseAction(action: unknown, n: number): Result<GameAction, GameError> {
  if (!isObj(action)) return err({ code: 'game.bad-action', problem: 'not-an-object' });
  const a = action;
  switch (a.type) {
    case 'deal': {
      if (a.pack === undefined) return ok({ type: 'deal' });
      const p = validatePack(a.pack);
      return p.ok ? ok({ type: 'deal', pack: p.value }) : err({ code: 'game.bad-pack', detail: p.error });
    }
    case 'play':
      if (!isSeatOf(a.seat, n)) return err({ code: 'game.bad-action', problem: 'seat' });
      if (!isCard(a.card)) return err({ code: 'game.bad-action', problem: 'card' });
      return ok({ type: 'play', seat: a.seat, card: a.card });
    case 'stopp':
      if (!isSeatOf(a.seat, n)) return err({ code: 'game.bad-action', problem: 'seat' });
      return ok({ type: 'stopp', seat: a.seat });
    case 'continue':
      return ok({ type: 'continue' });
    default:
      return err({ code: 'game.bad-action', problem: 'type' });
  }
}

function cloneWorking(s: GameState): GameState {
  return {
    ...s,
    rules: { ...s.rules },
    rng: { alg: s.rng.alg, s: [...s.rng.s] as [number, number, number, number] },
    capital: [...s.capital],
    active: [...s.active],
    deal: s.deal ? cloneDeal(s.deal) : null,
    lastPaid: s.lastPaid ? [...s.lastPaid] : null,
    record: [...s.record],
    winner: s.winner ? { ...s.winner } : null,
  };
}

function dispatch(s: GameState, a: GameAction, ev: GameEvent[]): GameError | null {
  switch (a.type) {
    case 'deal':
      return s.stage === 'awaiting-deal' ? doDeal(s, a.pack, ev) : wrongStage(s, a);
    case 'play': {
      if (s.stage !== 'playing') return wrongStage(s, a);
      const e = playInPlace(s.deal as DealState, a.seat, a.card, s.rules, ev);
      if (e) return e;
      return (s.deal as DealState).ended ? finishDeal(s, ev) : null;
    }
    case 'stopp': {
      if (s.stage !== 'playing') return wrongStage(s, a);
      const e = stoppInPlace(s.deal as DealState, a.seat, s.rules, ev);
      if (e) return e;
      return (s.deal as DealState).ended ? finishDeal(s, ev) : null;
    }
    case 'continue':
      return s.stage === 'deal-over' ? doContinue(s) : wrongStage(s, a);
  }
}

function doDeal(s: GameState, pack: Card[] | undefined, ev: GameEvent[]): GameError | null {
  let cards = pack;
  if (!cards) {
    const sh = shuffle(FULL_PACK, s.rng);
    if (!sh.ok) return { code: 'game.bad-state', detail: sh.error };
    cards = sh.value.value;
    s.rng = sh.value.rng;
  }
  const players = dealOrder(s.dealer, s.active);
  if (players.length < 2) return { code: 'game.bad-state', detail: 'fewer-than-two-players' };
  const { hands, setAside } = dealCards(cards, players, s.players, s.rules.deal_method);
  const forehand = players[0] as Seat;
  const leader = dealLeader(players, s.lastWinner, s.rules).leader;
  s.deal = startDeal({ dealer: s.dealer, players, hands, setAside, leader });
  s.dealNo += 1;
  s.stage = 'playing';
  ev.push({ type: 'deal-dealt', deal: s.dealNo, dealer: s.dealer, forehand, leader, players: [...players], handSize: HAND_SIZE, setAside: setAside.length });
  return null;
}

function finishDeal(s: GameState, ev: GameEvent[]): GameError | null {
  const d = s.deal as DealState;
  const cards = d.hands.map((h, i) => (d.players.includes(i) ? h.length : 0));
  const winner = dealWinner(d);
  const st = settleDeal({ capital: s.capital, active: s.active, pot: s.pot, cardsLeft: cards, dealWinner: winner }, s.rules);
  if (!st.ok) return { code: 'game.bad-state', detail: st.error };
  const v = st.value;
  // The pot after each payment, in seat order.
  let pot = s.pot;
  for (const l of v.lines) {
    if (l.cards > 0 && l.reason !== 'settle.not-playing') ev.push({ type: 'pay', seat: l.seat, cards: l.cards, amount: l.paid, short: l.paid < l.cards, capital: l.capitalAfter, pot: (pot += l.paid) });
  }
  for (const seat of v.eliminated) ev.push({ type: 'eliminate', seat, capital: v.lines[seat]?.capitalAfter as number });
  if (v.potTaken) ev.push({ type: 'pot-taken', seat: v.potTaken.seat, amount: v.potTaken.amount });
  s.capital = v.capital;
  s.active = v.active;
  s.pot = v.pot;
  s.lastPaid = v.paid;
  s.lastWinner = winner;
  const potAfterDeal = v.gameWon ? v.gameWon.pot : v.pot;
  s.record.push({
    deal: s.dealNo,
    dealer: d.dealer,
    players: [...d.players],
    endReason: d.endReason as DealEndReason,
    endedBy: d.endedBy as Seat,
    out: [...d.out],
    cardsLeft: cards,
    paid: [...v.paid],
    capital: v.gameWon ? v.capital.map((c, i) => (i === v.gameWon?.seat ? c - potAfterDeal : c)) : [...v.capital],
    pot: potAfterDeal,
    eliminated: [...v.eliminated],
    potTaken: v.potTaken,
  });
  if (v.gameWon) {
    s.winner = { ...v.gameWon };
    s.stage = 'game-over';
    ev.push({ type: 'game-won', seat: v.gameWon.seat, pot: v.gameWon.pot, capital: s.capital[v.gameWon.seat] as number });
    return null;
  }
  s.stage = 'deal-over';
  return null;
}

function doContinue(s: GameState): GameError | null {
  const r = nextDeal(s.dealer, s.active, s.rules.dealer_rotation, s.lastPaid ?? undefined);
  if (!r.ok) return { code: 'game.bad-state', detail: r.error };
  s.dealer = r.value.dealer;
  s.deal = null;
  s.stage = 'awaiting-deal';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Convenience

/** Applies actions in order; stops at the first refused one (its index is in the error). */
export function applyAll(state: GameState, actions: readonly unknown[]): Result<GameState, GameError & { index?: number }> {
  if (!Array.isArray(actions)) return err({ code: 'game.bad-action', problem: 'not-an-array' });
  return applyEach(state, actions, apply);
}

/** Capital plus pot: always 10 x the number of seats (spec 4). */
export function moneyTotal(state: GameState): number {
  if (!isGameState(state)) return NaN;
  return state.capital.reduce((a, b) => a + b, 0) + state.pot;
}
