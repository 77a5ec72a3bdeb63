/**
 * One game of President as a single plain, JSON-serialisable `GameState`, changed only by `apply`/`step`, which
 * never throw and never mutate their input. Everything to narrate is in `state.log` as structured events (codes and
 * data, no prose).
 *
 * Flow: 'awaiting-deal' --deal--> ['exchange' --give (Bottom), give (President)-->] 'playing' --(one player left)-->
 * scored: 'awaiting-deal' for the next deal (re-seated, the Bottom deals), or 'game-over'.
 * Players are 0..n-1 (P0..P5); they move chairs between deals, so `seating` (clockwise) changes.
 */
import { err, ok, type Result } from '../../../shared/result';
import { applyEach, engineSteps, notVersion1, wrongStage, type StepParts, type CommonGameError, type TurnError } from '../../../shared/engine/step';
import { isPCard, isRankName, type PCard, type Rank } from './cards';
import { enumeratePlays, type PlayOption } from './combos';
import { checkGive, dealOut, dealSizes, exchangePlan, firstDealSetup, giveRequirement, nextDealSetup, isPlayerCount, validatePack, type ExchangeRole, type GiveRequirement } from './deal';
import { packOf } from './cards';
import { rngFromSeed, shuffle, toGenerator, nextBelow, fromGenerator, isRngState, type RngState } from '../../../shared/random/rng';
import { makeRules, type Rules } from './rules';
import { gameEnd, placePoints, type EndReason } from './scoring';
import { copyTable, newTable, tablePass, tablePlay, type LastPlay, type Table, type TableError, type TableEvent } from './table';
import { badInput, emptyList, guard } from './safe';

export interface NewGameInput {
  seed: number;
  /** 3 to 6. */
  players: number;
  /** Partial rule set; missing options take their defaults. */
  rules?: unknown;
  /** The first dealer (default: drawn from the seed; OP2). */
  firstDealer?: number;
}

export type Stage = 'awaiting-deal' | 'exchange' | 'playing' | 'game-over';

export interface ExchangeState {
  count: number;
  president: number;
  bottom: number;
  /** What the President held when the cards were dealt (OP6: he gives from it by default). */
  presidentDealt: PCard[];
  bottomGave: PCard[] | null;
  presidentGave: PCard[] | null;
}

export interface DealRecord {
  deal: number;
  /** Complete finishing order: President first, Bottom last. */
  finishOrder: number[];
  /** Points of this deal by player. */
  points: number[];
  /** Totals after this deal by player. */
  totals: number[];
}

export interface GameState {
  v: 1;
  seed: number;
  players: number;
  rules: Rules;
  rng: RngState;
  stage: Stage;
  /** Deals dealt so far (the current one included). */
  dealNo: number;
  /** Clockwise seating for the current (or next) deal. */
  seating: number[];
  dealer: number;
  /** Who gets the first card (forehand in the first deal, then the President). */
  firstReceiver: number;
  /** Roles from the previous deal (null before the first deal is scored). */
  roles: { president: number; bottom: number } | null;
  exchange: ExchangeState | null;
  table: Table | null;
  totals: number[];
  /** The score record: one line per scored deal. */
  record: DealRecord[];
  winner: number | null;
  actions: GameAction[];
  log: GameEvent[];
}

export type GameAction =
  /** Deal from the game's RNG, or a stacked pack (top first). */
  | { type: 'deal'; pack?: PCard[] }
  /** Exchange: the Bottom, then the President, hands over cards. */
  | { type: 'give'; seat: number; cards: PCard[] }
  /** `rank` names the rank a wild Joker stands for (a Joker-only set, or a run's top). */
  | { type: 'play'; seat: number; cards: PCard[]; rank?: Rank }
  | { type: 'pass'; seat: number };

export type GameEvent =
  | { type: 'game-started'; players: number; seating: number[]; dealer: number }
  | { type: 'deal-dealt'; deal: number; dealer: number; firstReceiver: number; seating: number[]; sizes: number[] }
  | { type: 'exchange-started'; bottom: number; president: number; count: number }
  | { type: 'cards-given'; seat: number; to: number; role: ExchangeRole; cards: PCard[] }
  | { type: 'lead-to'; seat: number; reason: 'forehand' | 'president' }
  | TableEvent
  | { type: 'deal-scored'; deal: number; finishOrder: number[]; points: number[]; totals: number[]; president: number; bottom: number }
  | { type: 'reseated'; seating: number[]; dealer: number; firstReceiver: number }
  | { type: 'game-over'; winner: number; totals: number[]; reason: EndReason };

export type GameError =
  | CommonGameError<Stage | 'unknown'>
  | { code: 'game.not-your-turn'; seat: number; expected: number | null }
  | { code: 'game.bad-give'; error: unknown }
  | TableError
  | { code: 'deal.bad-pack'; problem: string; card?: unknown };

export type NextDecision =
  | { kind: 'deal'; dealer: number; firstReceiver: number; seating: number[] }
  | { kind: 'give'; seat: number; role: ExchangeRole; to: number; requirement: GiveRequirement }
  | {
      kind: 'play';
      seat: number;
      /** True when the seat leads (any combination; no pass). */
      lead: boolean;
      last: LastPlay | null;
      canPass: boolean;
      /** One play per distinct shape (suits never matter); `legalActions` lists every suit choice. */
      plays: PlayOption[];
      passed: number[];
    }
  | { kind: 'game-over'; winner: number | null; totals: number[] }
  | { kind: 'invalid-state' };

// ---------------------------------------------------------------------------------------------

function newGame_(input: NewGameInput): Result<GameState, GameError> {
  if (input === null || typeof input !== 'object') return err({ code: 'game.bad-options', field: '*' });
  const { seed, players } = input;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err({ code: 'game.bad-options', field: 'seed' });
  if (!isPlayerCount(players)) return err({ code: 'game.bad-options', field: 'players' });
  const rules = makeRules(input.rules ?? {});
  if (!rules.ok) return err({ code: 'game.bad-options', field: 'rules', detail: rules.error });
  // The dealer is always drawn (so the deals of a seed do not depend on whether a dealer was given), then the
  // given one, if any, takes the chair.
  const gen = toGenerator(rngFromSeed(seed));
  let dealer = nextBelow(gen, players);
  const rng = fromGenerator(gen);
  if (input.firstDealer !== undefined) {
    if (typeof input.firstDealer !== 'number' || !Number.isInteger(input.firstDealer) || input.firstDealer < 0 || input.firstDealer >= players) {
      return err({ code: 'game.bad-options', field: 'firstDealer' });
    }
    dealer = input.firstDealer;
  }
  const seating = Array.from({ length: players }, (_, i) => i);
  return ok({
    v: 1,
    seed: seed === 0 ? 0 : seed,
    players,
    rules: rules.value,
    rng,
    stage: 'awaiting-deal',
    dealNo: 0,
    seating,
    dealer,
    firstReceiver: forehandOf(seating, dealer),
    roles: null,
    exchange: null,
    table: null,
    totals: Array.from({ length: players }, () => 0),
    record: [],
    winner: null,
    actions: [],
    log: [{ type: 'game-started', players, seating: [...seating], dealer }],
  });
}

/** Forehand: who gets the first card and leads in the first deal (spec §3, OP2). */
function forehandOf(seating: number[], dealer: number): number {
  const first = firstDealSetup(seating, dealer);
  return first.ok ? first.value.firstCardTo : (seating[0] as number);
}

/** The seat whose decision the game waits for (null while it waits for the deal or is over). */
export function whoseTurn(state: GameState): number | null {
  const d = nextDecision(state);
  return d.kind === 'give' || d.kind === 'play' ? d.seat : null;
}

/** What the game waits for, as data. */
export function nextDecision(state: GameState): NextDecision {
  try {
    return decide(state);
  } catch {
    return { kind: 'invalid-state' };
  }
}

function giveDecision(state: GameState): NextDecision {
  const x = state.exchange as ExchangeState;
  const table = state.table as Table;
  if (x.bottomGave === null) {
    return { kind: 'give', seat: x.bottom, role: 'bottom', to: x.president, requirement: giveRequirement(table.hands[x.bottom] as PCard[], x.count, 'bottom', state.rules) };
  }
  return { kind: 'give', seat: x.president, role: 'president', to: x.bottom, requirement: giveRequirement(presidentGiveHand(state), x.count, 'president', state.rules) };
}

function presidentGiveHand(state: GameState): PCard[] {
  const x = state.exchange as ExchangeState;
  const hand = (state.table as Table).hands[x.president] as PCard[];
  return state.rules.presidentReturns === 'lowest-after-receiving' ? hand : hand.filter((c) => x.presidentDealt.includes(c));
}

function decide(state: GameState): NextDecision {
  switch (state.stage) {
    case 'awaiting-deal':
      return { kind: 'deal', dealer: state.dealer, firstReceiver: state.firstReceiver, seating: [...state.seating] };
    case 'exchange':
      return giveDecision(state);
    case 'playing': {
      const t = state.table as Table;
      const seat = t.turn as number;
      const plays = enumeratePlays(t.hands[seat] as PCard[], t.last?.combo ?? null, state.rules, { distinct: true });
      const canPass = t.last !== null && (state.rules.passWhenAble === 'allowed' || plays.length === 0);
      return { kind: 'play', seat, lead: t.last === null, last: t.last, canPass, plays, passed: [...t.passed] };
    }
    case 'game-over':
      return { kind: 'game-over', winner: state.winner, totals: [...state.totals] };
    default:
      return { kind: 'invalid-state' };
  }
}

export interface LegalActionsOptions {
  /** One play per distinct shape instead of every suit choice (default false). */
  distinct?: boolean;
}

/** Every action `apply` would accept now (with `distinct`, one play per shape). */
export function legalActions(state: GameState, opts: LegalActionsOptions = {}): GameAction[] {
  try {
    const d = nextDecision(state);
    switch (d.kind) {
      case 'deal':
        return [{ type: 'deal' }];
      case 'give':
        return giveChoices(d.requirement, opts.distinct === true).map((cards) => ({ type: 'give', seat: d.seat, cards }));
      case 'play': {
        const t = state.table as Table;
        const plays = opts.distinct === true ? d.plays : enumeratePlays(t.hands[d.seat] as PCard[], t.last?.combo ?? null, state.rules);
        const out: GameAction[] = plays.map((p) => (p.declared ? { type: 'play', seat: d.seat, cards: p.cards, rank: p.declared } : { type: 'play', seat: d.seat, cards: p.cards }));
        if (d.canPass) out.push({ type: 'pass', seat: d.seat });
        return out;
      }
      default:
        return [];
    }
  } catch {
    return [];
  }
}

function chooseK<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...chooseK(rest, k - 1).map((c) => [first as T, ...c]), ...chooseK(rest, k)];
}

/** The card sets a give may consist of (forced cards plus every choice among the tied ones). */
function giveChoices_(req: GiveRequirement, distinct = false): PCard[][] {
  const k = req.count - req.forced.length;
  if (distinct || req.tied.length > 24) return [req.choice];
  return chooseK(req.tied, k).map((c) => [...req.forced, ...c]);
}

// ---------------------------------------------------------------------------------------------

const STEP: StepParts<GameState, GameAction, GameEvent, GameError> = { check: notVersion1, normalise: normaliseAction, copy: cloneWorking, dispatch };

/** A working copy for one action: what actions change in place is copied, the rest is shared. */
function cloneWorking(state: GameState): GameState {
  return {
    ...state,
    seating: [...state.seating],
    totals: [...state.totals],
    table: state.table ? copyTable(state.table) : null,
    exchange: state.exchange ? { ...state.exchange } : null,
  };
}

/** `step`: the next state and the events this action produced; `apply`: the next state (src/shared/engine/step.ts). */
export const { step, apply } = engineSteps(STEP);

/** Applies actions in order; stops at the first refused one. */
export function applyAll(state: GameState, actions: readonly unknown[]): Result<GameState, GameError & { index?: number }> {
  if (!Array.isArray(actions)) return err({ code: 'game.bad-action', problem: 'not-a-list' });
  return applyEach(state, actions, apply);
}

const isSeatNumber = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 6;

function cardList(x: unknown): PCard[] | null {
  if (!Array.isArray(x) || x.length > 60) return null;
  return (x as unknown[]).every(isPCard) ? [...(x as PCard[])] : null;
}

function normaliseAction(action: unknown): Result<GameAction, GameError> {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return err({ code: 'game.bad-action', problem: 'not-an-object' });
  const a = action as Record<string, unknown>;
  switch (a.type) {
    case 'deal': {
      if (a.pack === undefined) return ok({ type: 'deal' });
      const p = cardList(a.pack);
      if (!p) return err({ code: 'deal.bad-pack', problem: 'not-a-card' });
      return ok({ type: 'deal', pack: p });
    }
    case 'give':
    case 'play': {
      if (!isSeatNumber(a.seat)) return err({ code: 'game.bad-action', problem: 'seat' });
      const cards = cardList(a.cards);
      if (!cards) return err({ code: 'game.bad-action', problem: 'cards' });
      if (a.type === 'give') return ok({ type: 'give', seat: a.seat, cards });
      if (a.rank !== undefined && a.rank !== null) {
        if (!isRankName(a.rank)) return err({ code: 'game.bad-action', problem: 'rank' });
        return ok({ type: 'play', seat: a.seat, cards, rank: a.rank });
      }
      return ok({ type: 'play', seat: a.seat, cards });
    }
    case 'pass':
      if (!isSeatNumber(a.seat)) return err({ code: 'game.bad-action', problem: 'seat' });
      return ok({ type: 'pass', seat: a.seat });
    default:
      return err({ code: 'game.bad-action', problem: 'type' });
  }
}

function dispatch(s: GameState, a: GameAction, events: GameEvent[]): GameError | null {
  switch (a.type) {
    case 'deal':
      if (s.stage !== 'awaiting-deal') return wrongStage(s, a);
      return doDeal(s, a.pack, events);
    case 'give':
      if (s.stage !== 'exchange') return wrongStage(s, a);
      return doGive(s, a.seat, a.cards, events);
    case 'play':
    case 'pass': {
      if (s.stage !== 'playing') return wrongStage(s, a);
      const t = s.table as Table;
      const tev: TableEvent[] = [];
      const e = a.type === 'play' ? tablePlay(t, a.seat, a.cards, a.rank, s.rules, tev) : tablePass(t, a.seat, s.rules, tev);
      if (e) return e;
      events.push(...tev);
      if (t.turn === null) scoreDeal(s, events);
      return null;
    }
  }
}

function doDeal(s: GameState, stacked: PCard[] | undefined, events: GameEvent[]): GameError | null {
  let pack: PCard[];
  if (stacked) {
    const v = validatePack(stacked, s.rules.jokers);
    if (!v.ok) return v.error;
    pack = v.value;
  } else {
    const r = shuffle(packOf(s.rules.jokers), s.rng);
    if (!r.ok) return { code: 'game.bad-state', detail: r.error };
    pack = r.value.value;
    s.rng = r.value.rng;
  }
  const n = s.players;
  const start = s.seating.indexOf(s.firstReceiver);
  const dealOrder = Array.from({ length: n }, (_, i) => s.seating[(start + i) % n] as number);
  const byPos = dealOut(pack, n);
  const hands: PCard[][] = Array.from({ length: n }, () => []);
  dealOrder.forEach((p, i) => (hands[p] = byPos[i] as PCard[]));
  s.dealNo++;
  const sizes = dealSizes(n, s.rules.jokers);
  events.push({ type: 'deal-dealt', deal: s.dealNo, dealer: s.dealer, firstReceiver: s.firstReceiver, seating: [...s.seating], sizes: sizes.ok ? sizes.value : [] });
  const roles = s.roles;
  const plan = exchangePlan(roles, s.rules);
  if (roles && plan.kind === 'exchange') {
    s.table = newTable(s.seating, hands, roles.president);
    s.table.turn = null;
    s.exchange = { count: plan.count, president: plan.president, bottom: plan.bottom, presidentDealt: [...(hands[roles.president] as PCard[])], bottomGave: null, presidentGave: null };
    s.stage = 'exchange';
    events.push({ type: 'exchange-started', bottom: plan.bottom, president: plan.president, count: plan.count });
    return null;
  }
  const leader = roles ? roles.president : s.firstReceiver;
  s.table = newTable(s.seating, hands, leader);
  s.exchange = null;
  s.stage = 'playing';
  events.push({ type: 'lead-to', seat: leader, reason: roles ? 'president' : 'forehand' });
  return null;
}

function doGive(s: GameState, seat: number, cards: PCard[], events: GameEvent[]): GameError | null {
  const d = giveDecision(s);
  if (d.kind !== 'give') return { code: 'game.bad-state', detail: 'no-give' };
  if (seat !== d.seat) return { code: 'game.not-your-turn', seat, expected: d.seat };
  const x = s.exchange as ExchangeState;
  const t = s.table as Table;
  const from = d.role === 'bottom' ? (t.hands[seat] as PCard[]) : presidentGiveHand(s);
  const chk = checkGive(from, cards, x.count, d.role, s.rules);
  if (!chk.ok) return { code: 'game.bad-give', error: chk.error };
  const given = chk.value;
  t.hands[seat] = (t.hands[seat] as PCard[]).filter((c) => !given.includes(c));
  t.hands[d.to] = [...(t.hands[d.to] as PCard[]), ...given];
  events.push({ type: 'cards-given', seat, to: d.to, role: d.role, cards: [...given] });
  if (d.role === 'bottom') {
    x.bottomGave = given;
    return null;
  }
  x.presidentGave = given;
  s.stage = 'playing';
  t.turn = x.president;
  events.push({ type: 'lead-to', seat: x.president, reason: 'president' });
  return null;
}

function scoreDeal(s: GameState, events: GameEvent[]): void {
  const t = s.table as Table;
  const n = s.players;
  const order = [...t.finishOrder];
  if (t.bottom !== null && !order.includes(t.bottom)) order.push(t.bottom);
  const points = Array.from({ length: n }, () => 0);
  order.forEach((p, place) => (points[p] = placePoints(place, n, s.rules.scoring)));
  s.totals = s.totals.map((x, i) => x + (points[i] as number));
  s.record = [...s.record, { deal: s.dealNo, finishOrder: order, points, totals: [...s.totals] }];
  const president = order[0] as number;
  const bottom = order[order.length - 1] as number;
  events.push({ type: 'deal-scored', deal: s.dealNo, finishOrder: [...order], points: [...points], totals: [...s.totals], president, bottom });
  const end = gameEnd(s.totals, points, s.rules.target, s.rules.tieBreak);
  if (end.ok && end.value.ended && end.value.winner !== null) {
    s.stage = 'game-over';
    s.winner = Number(end.value.winner);
    events.push({ type: 'game-over', winner: s.winner, totals: [...s.totals], reason: end.value.reason });
    return;
  }
  const next = nextDealSetup(order);
  if (!next.ok) return;
  s.roles = { president: next.value.president, bottom: next.value.bottom };
  s.seating = next.value.seatingClockwise;
  s.dealer = next.value.dealer;
  s.firstReceiver = next.value.firstCardTo;
  s.stage = 'awaiting-deal';
  events.push({ type: 'reseated', seating: [...s.seating], dealer: s.dealer, firstReceiver: s.firstReceiver });
}

// ---------------------------------------------------------------------------------------------
// Queries for a table UI

/** The deal's result so far: finishing order, points (once scored) and roles. */
function dealResult_(state: GameState): { finishOrder: number[]; bottom: number | null; over: boolean; record: DealRecord | null } {
  const t = state.table;
  const over = !!t && t.turn === null && state.stage !== 'exchange';
  const last = state.record[state.record.length - 1];
  return { finishOrder: t ? [...t.finishOrder] : [], bottom: t?.bottom ?? null, over, record: over && last && last.deal === state.dealNo ? last : null };
}

/** Cards each player holds (counts are public; the cards are not). */
function handSizes_(state: GameState): number[] {
  return state.table ? state.table.hands.map((h) => h.length) : Array.from({ length: state.players }, () => 0);
}

function isGameState_(x: unknown): x is GameState {
  if (x === null || typeof x !== 'object') return false;
  const s = x as Partial<GameState>;
  return s.v === 1 && typeof s.players === 'number' && isRngState(s.rng) && Array.isArray(s.seating) && Array.isArray(s.actions) && Array.isArray(s.log);
}

export const giveChoices = guard(giveChoices_, emptyList);
export const dealResult = guard(dealResult_, () => ({ finishOrder: [], bottom: null, over: false, record: null }));
export const handSizes = guard(handSizes_, emptyList);
export const newGame = guard(newGame_, badInput);
export const isGameState = guard(isGameState_, () => false);
