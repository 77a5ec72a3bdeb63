/**
 * One game state and one way to change it.
 *
 * A whole game is a single plain, JSON-serialisable `GameState`. `apply(state, action)` returns the next state or a
 * coded error; it never throws and never mutates its input. Everything a UI narrates is in `state.log` as
 * structured events (codes and data, never prose); `step` also returns just the events one action produced.
 *
 * Flow of one deal: 'awaiting-deal' --deal--> 'bidding' (knock/lurk from forehand; all lurk: back to
 * 'awaiting-deal', same dealer) --knock--> ['responding' (deal 2 on: go along / fold)] --> 'buying' (participants
 * from forehand, dealer last) --> 'playing' (5 tricks) --> 'scored' --continue--> 'awaiting-deal' ... 'game-over'
 * (someone reached 0: by default the moment his trick takes him there).
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { rngFromSeed, isRngState, type RngState } from '../../../shared/random/rng';
import { aceOf, checkCardList, isPackCard, suitOfCard } from './cards';
import { buyCheck, dealFromPack, seatOrder, shuffledPack, validatePack } from './deal';
import { responseOrder } from './bidding';
import { legalPlaysUnchecked, trickWinnerUnchecked, type CannotWinWhy, type LegalPlay, type PlayReason, type TrickPlay, type TrickReason } from './play';
import { isRules, makeRules, type Rules } from './rules';
import { newSheet, scoreDealOf, sheetAfterDeal, sheetAnte, trumfmantFor, type ScoreReason, type ScoreSheet } from './scoring';
import { START_SCORE, TRICKS_PER_DEAL, err, isPlayerCount, isSeatOf, ok, type Result, type Seat } from './types';
import { applyEach, engineSteps, wrongStage, type StepParts, type CommonGameError, type TurnError } from '../../../shared/engine/step';

// ---------------------------------------------------------------------------------------------
// Types

export interface NewGameInput {
  seed: number;
  players: 3 | 4 | 5;
  /** Dealer of the first deal (default: the last seat, so that P0 is forehand). */
  firstDealer?: Seat;
  /** Partial rule set; missing options take their defaults. */
  rules?: unknown;
  /** Start part-way through a game (drills): scores before the next deal and how many deals were played. */
  start?: { scores?: number[]; dealsPlayed?: number };
}

export type Stage = 'awaiting-deal' | 'bidding' | 'responding' | 'buying' | 'playing' | 'scored' | 'game-over';

export interface TrickRecord {
  /** Plays in order, lead first. */
  plays: TrickPlay[];
  winner: Seat;
}

export interface DealState {
  /** 1-based number of the deal in the game (a redeal keeps the number). */
  dealNo: number;
  /** 0 for the first dealing of this deal number, 1 after one all-lurk redeal, and so on. */
  redeal: number;
  dealer: Seat;
  forehand: Seat;
  /** Seats clockwise from forehand to the dealer. */
  order: Seat[];
  trump: Suit;
  upcard: Card;
  /** Hands by seat (a folded player's hand is emptied into his discards). */
  hands: Card[][];
  /** Talon, top first. */
  talon: Card[];
  /** Cards each seat put away (buying, folding). */
  discards: Card[][];
  /** Cards each seat bought (null: has not bought). */
  bought: (Card[] | null)[];
  trumfmant: boolean;
  onOne: Seat[];
  bids: { seat: Seat; bid: 'knock' | 'lurk' }[];
  knocker: Seat | null;
  /** Who answers the knock, in order (deal 2 on). */
  responders: Seat[];
  responses: { seat: Seat; response: 'go_along' | 'fold' }[];
  /** Seats playing this deal, clockwise from forehand. */
  participants: Seat[];
  folded: Seat[];
  unopposed: boolean;
  leader: Seat | null;
  /** Whose decision is next; null when nobody's. */
  turn: Seat | null;
  trick: TrickPlay[];
  tricks: TrickRecord[];
  tricksWon: number[];
  /** Scores as they count down trick by trick during this deal. */
  live: number[];
  /** Trumfmant breaches that stood (penalty mode). */
  breaches: Seat[];
}

export interface DealSummary {
  dealNo: number;
  dealer: Seat;
  knocker: Seat;
  participants: Seat[];
  tricks: number[];
  before: number[];
  after: number[];
  /** Points taken off each seat's count this deal: tricks less limpa points (before - after). */
  pointsOff: number[];
  limpa: Seat[];
  limpas: number[];
  reasons: { seat: Seat; reasons: ScoreReason[] }[];
  /** True when the game ended during the deal (no limpas were scored). */
  cutShort: boolean;
}

export interface GameState {
  v: 1;
  seed: number;
  players: 3 | 4 | 5;
  firstDealer: Seat;
  rules: Rules;
  start: { scores: number[]; dealsPlayed: number } | null;
  rng: RngState;
  stage: Stage;
  /** Deals played and scored (redeals do not count). */
  dealsPlayed: number;
  /** Dealer of the current or next deal. */
  dealer: Seat;
  /** The next dealing is a redeal after everybody lurked. */
  redealNext: number;
  scores: number[];
  /** The score sheet: columns of numbers with limpa marks, stakes and the pot. */
  sheet: ScoreSheet;
  deal: DealState | null;
  lastDeal: DealSummary | null;
  winners: Seat[];
  /** Every accepted action, normalised; `notation.ts` replays them. */
  actions: GameAction[];
  log: GameEvent[];
}

export type GameAction =
  /** Deal from the game's RNG, or from an explicit stacked pack (top first). */
  | { type: 'deal'; pack?: Card[] }
  | { type: 'knock'; seat: Seat }
  | { type: 'lurk'; seat: Seat }
  | { type: 'go-along'; seat: Seat }
  | { type: 'fold'; seat: Seat }
  /** Discard these cards and buy (as many, or the dealer one fewer) from the talon. */
  | { type: 'buy'; seat: Seat; discard: Card[] }
  | { type: 'play'; seat: Seat; card: Card }
  /** Move on after a scored deal. */
  | { type: 'continue' };

export type GameEvent =
  | { type: 'game-started'; players: number; dealer: Seat; scores: number[] }
  | { type: 'stakes-paid'; seats: Seat[]; why: 'game-start' | 'ante' | 'limpa'; pot: number }
  | { type: 'deal-dealt'; dealNo: number; redeal: number; dealer: Seat; forehand: Seat; trump: Suit; upcard: Card; talon: number }
  | { type: 'trumfmant'; on: boolean; onOne: Seat[] }
  | { type: 'knocked'; seat: Seat }
  | { type: 'lurked'; seat: Seat }
  | { type: 'all-lurked'; nextDealer: Seat; sameDealer: boolean }
  | { type: 'went-along'; seat: Seat }
  | { type: 'folded'; seat: Seat }
  | { type: 'participants'; knocker: Seat; participants: Seat[]; folded: Seat[] }
  | { type: 'unopposed'; knocker: Seat; tricks: number }
  | { type: 'bought'; seat: Seat; discarded: number; received: number; dealer: boolean }
  | { type: 'card-played'; seat: Seat; card: Card; trick: number; reason: PlayReason }
  | { type: 'trumfmant-breach'; seat: Seat; card: Card; trick: number }
  | { type: 'trick-won'; trick: number; winner: Seat; card: Card; reason: TrickReason; beaten: { seat: Seat; card: Card; why: CannotWinWhy }[]; score: number }
  | { type: 'deal-finished'; tricks: number[] }
  | { type: 'limpa'; seat: Seat; reasons: ScoreReason[]; before: number; after: number; stakes: number }
  | { type: 'deal-scored'; dealNo: number; scores: number[]; pointsOff: number[]; limpa: Seat[]; pot: number }
  | { type: 'game-won'; winners: Seat[]; pot: number; trick: number | null; dealNo: number };

export type GameError =
  | CommonGameError<Stage>
  | TurnError<Seat, Card, PlayReason>
  | { code: 'game.not-in-deal'; seat: Seat }
  | { code: 'game.bad-buy'; seat: Seat; problem: string; detail?: unknown }
  | { code: 'game.bad-pack'; detail: unknown };

export type NextDecision =
  | { kind: 'deal'; dealer: Seat; dealNo: number; redeal: number }
  | { kind: 'bid'; seat: Seat; dealNo: number; firstDeal: boolean; legal: ('knock' | 'lurk')[] }
  | { kind: 'respond'; seat: Seat; knocker: Seat; legal: ('go_along' | 'fold')[] }
  | { kind: 'buy'; seat: Seat; isDealer: boolean; minDiscard: number; maxDiscard: number; hand: Card[]; mustKeep: Card[] }
  | { kind: 'play'; seat: Seat; trick: number; openingLead: boolean; trumfmant: boolean; legal: Card[]; plays: LegalPlay[] }
  | { kind: 'continue'; after: 'deal' }
  | { kind: 'game-over'; winners: Seat[]; pot: number }
  /** The value given is not a state this module produced. */
  | { kind: 'invalid-state' };

// ---------------------------------------------------------------------------------------------
// Construction

export function newGame(input: unknown): Result<GameState, GameError> {
  try {
    if (input === null || typeof input !== 'object') return err({ code: 'game.bad-options', field: '*' });
    const i = input as Record<string, unknown>;
    const { seed, players } = i;
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err({ code: 'game.bad-options', field: 'seed' });
    if (!isPlayerCount(players)) return err({ code: 'game.bad-options', field: 'players' });
    const firstDealer = i.firstDealer === undefined ? players - 1 : i.firstDealer;
    if (!isSeatOf(firstDealer, players)) return err({ code: 'game.bad-options', field: 'firstDealer' });
    const rules = makeRules(i.rules ?? {});
    if (!rules.ok) return err({ code: 'game.bad-options', field: 'rules', detail: rules.error });
    let start: GameState['start'] = null;
    let scores = Array.from({ length: players }, () => START_SCORE);
    if (i.start !== undefined) {
      const st = i.start as Record<string, unknown> | null;
      if (st === null || typeof st !== 'object') return err({ code: 'game.bad-options', field: 'start' });
      const sc = st.scores ?? scores;
      if (!Array.isArray(sc) || sc.length !== players || !sc.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= START_SCORE)) return err({ code: 'game.bad-options', field: 'start.scores' });
      const dp = st.dealsPlayed ?? 0;
      if (typeof dp !== 'number' || !Number.isInteger(dp) || dp < 0 || dp > 10000) return err({ code: 'game.bad-options', field: 'start.dealsPlayed' });
      scores = [...(sc as number[])];
      start = { scores: [...scores], dealsPlayed: dp };
    }
    const sheet = newSheet(players, scores);
    return ok({
      v: 1,
      seed: seed === 0 ? 0 : seed,
      players,
      firstDealer,
      rules: rules.value,
      start,
      rng: rngFromSeed(seed),
      stage: 'awaiting-deal',
      dealsPlayed: start?.dealsPlayed ?? 0,
      dealer: firstDealer,
      redealNext: 0,
      scores,
      sheet,
      deal: null,
      lastDeal: null,
      winners: [],
      actions: [],
      log: [
        { type: 'game-started', players, dealer: firstDealer, scores: [...scores] },
        { type: 'stakes-paid', seats: seatOrder(players, players - 1), why: 'game-start', pot: sheet.pot },
      ],
    });
  } catch (x) {
    return err({ code: 'game.bad-options', field: '*', detail: x instanceof Error ? x.message : typeof x });
  }
}

// ---------------------------------------------------------------------------------------------
// Queries

/** A light structural check, so that queries answer garbage with 'invalid-state' instead of nonsense. */
export function isGameState(x: unknown): x is GameState {
  if (x === null || typeof x !== 'object') return false;
  const s = x as Partial<GameState>;
  return (
    s.v === 1 &&
    isPlayerCount(s.players) &&
    isRules(s.rules) &&
    isRngState(s.rng) &&
    Array.isArray(s.scores) &&
    s.scores.length === s.players &&
    Array.isArray(s.actions) &&
    Array.isArray(s.log) &&
    typeof s.stage === 'string' &&
    (s.deal === null || (typeof s.deal === 'object' && s.deal !== undefined)) &&
    Array.isArray(s.winners)
  );
}

/** The seat whose decision the game waits for, or null when it waits for the table (deal, continue) or is over. */
export function whoseTurn(state: unknown): Seat | null {
  const d = nextDecision(state);
  return d.kind === 'bid' || d.kind === 'respond' || d.kind === 'buy' || d.kind === 'play' ? d.seat : null;
}

/** What the game is waiting for, as data (with the legal choices). */
export function nextDecision(state: unknown): NextDecision {
  try {
    if (!isGameState(state)) return { kind: 'invalid-state' };
    return decide(state);
  } catch {
    return { kind: 'invalid-state' };
  }
}

function playCtx(s: GameState, d: DealState) {
  return {
    trump: d.trump,
    openingLead: d.tricks.length === 0 && d.trick.length === 0,
    leaderIsForehand: d.leader === d.forehand,
    trumfmant: d.trumfmant,
    rules: s.rules,
  };
}

function decide(s: GameState): NextDecision {
  const d = s.deal;
  switch (s.stage) {
    case 'awaiting-deal':
      return { kind: 'deal', dealer: s.dealer, dealNo: s.dealsPlayed + 1, redeal: s.redealNext };
    case 'bidding':
      if (!d || d.turn === null) return { kind: 'invalid-state' };
      return { kind: 'bid', seat: d.turn, dealNo: d.dealNo, firstDeal: d.dealNo === 1, legal: ['knock', 'lurk'] };
    case 'responding':
      if (!d || d.turn === null || d.knocker === null) return { kind: 'invalid-state' };
      return { kind: 'respond', seat: d.turn, knocker: d.knocker, legal: ['go_along', 'fold'] };
    case 'buying': {
      if (!d || d.turn === null) return { kind: 'invalid-state' };
      const isDealer = d.turn === d.dealer;
      const hand = [...(d.hands[d.turn] as Card[])];
      const mustKeep = isDealer && !s.rules.dealer_may_discard_turnup && hand.includes(d.upcard) ? [d.upcard] : [];
      return { kind: 'buy', seat: d.turn, isDealer, minDiscard: isDealer ? 1 : 0, maxDiscard: hand.length - mustKeep.length, hand, mustKeep };
    }
    case 'playing': {
      if (!d || d.turn === null) return { kind: 'invalid-state' };
      const plays = legalPlaysUnchecked(d.hands[d.turn] as Card[], d.trick[0]?.card, playCtx(s, d));
      const ctx = playCtx(s, d);
      return { kind: 'play', seat: d.turn, trick: d.tricks.length + 1, openingLead: ctx.openingLead, trumfmant: d.trumfmant, legal: plays.filter((p) => p.legal).map((p) => p.card), plays };
    }
    case 'scored':
      return { kind: 'continue', after: 'deal' };
    case 'game-over':
      return { kind: 'game-over', winners: [...s.winners], pot: s.sheet.pot };
    default:
      return { kind: 'invalid-state' };
  }
}

/** Every subset of `cards` with `min`..`max` cards, smaller first, in hand order. */
export function subsets(cards: readonly Card[], min: number, max: number): Card[][] {
  const out: Card[][] = [];
  if (!Array.isArray(cards) || cards.length > 6) return out;
  const n = cards.length;
  for (let m = 0; m < 1 << n; m++) {
    let k = 0;
    for (let b = m; b; b &= b - 1) k++;
    if (k < min || k > max) continue;
    out.push(cards.filter((_, i) => (m >> i) & 1));
  }
  return out.sort((a, b) => a.length - b.length);
}

/** Every action `apply` would accept now (a buy: every allowed discard). */
export function legalActions(state: unknown): GameAction[] {
  const d = nextDecision(state);
  switch (d.kind) {
    case 'deal':
      return [{ type: 'deal' }];
    case 'bid':
      return [
        { type: 'knock', seat: d.seat },
        { type: 'lurk', seat: d.seat },
      ];
    case 'respond':
      return [
        { type: 'go-along', seat: d.seat },
        { type: 'fold', seat: d.seat },
      ];
    case 'buy': {
      const free = d.hand.filter((c) => !d.mustKeep.includes(c));
      return subsets(free, d.minDiscard, d.maxDiscard).map((discard) => ({ type: 'buy', seat: d.seat, discard }));
    }
    case 'play':
      return d.legal.map((card) => ({ type: 'play', seat: d.seat, card }));
    case 'continue':
      return [{ type: 'continue' }];
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Changing the state

const STEP: StepParts<GameState, GameAction, GameEvent, GameError> = {
  check: (s) => (isGameState(s) ? null : { code: 'game.bad-state', detail: 'not-a-game-state' }),
  normalise: (action, s) => normaliseAction(action, s.players),
  copy: cloneWorking,
  dispatch,
};

/** `step`: the next state and the events this action produced; `apply`: the next state (src/shared/engine/step.ts). */
export const { step, apply } = engineSteps(STEP);

export function normaliseAction(action: unknown, players: number): Result<GameAction, GameError> {
  try {
    return normalise(action, players);
  } catch {
    return err({ code: 'game.bad-action', problem: 'malformed' });
  }
}

function normalise(action: unknown, players: number): Result<GameAction, GameError> {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return err({ code: 'game.bad-action', problem: 'not-an-object' });
  const a = action as Record<string, unknown>;
  const seat = a.seat;
  const seatOk = isSeatOf(seat, players);
  switch (a.type) {
    case 'deal': {
      if (a.pack === undefined) return ok({ type: 'deal' });
      const p = validatePack(a.pack);
      if (!p.ok) return err({ code: 'game.bad-pack', detail: p.error });
      return ok({ type: 'deal', pack: p.value });
    }
    case 'knock':
    case 'lurk':
    case 'go-along':
    case 'fold':
      return seatOk ? ok({ type: a.type, seat }) : err({ code: 'game.bad-action', problem: 'seat' });
    case 'buy': {
      if (!seatOk) return err({ code: 'game.bad-action', problem: 'seat' });
      const c = checkCardList(a.discard, 6);
      if (!c.ok) return err({ code: 'game.bad-action', problem: 'discard' });
      return ok({ type: 'buy', seat, discard: c.value });
    }
    case 'play':
      if (!seatOk) return err({ code: 'game.bad-action', problem: 'seat' });
      if (!isPackCard(a.card)) return err({ code: 'game.bad-action', problem: 'card' });
      return ok({ type: 'play', seat, card: a.card });
    case 'continue':
      return ok({ type: 'continue' });
    default:
      return err({ code: 'game.bad-action', problem: 'type' });
  }
}

/** A working copy for one action: arrays that actions change in place are copied, the rest is shared. */
function cloneWorking(s: GameState): GameState {
  return { ...s, scores: [...s.scores], winners: [...s.winners], deal: s.deal ? cloneDeal(s.deal) : null };
}

function cloneDeal(d: DealState): DealState {
  return {
    ...d,
    hands: d.hands.map((h) => [...h]),
    talon: [...d.talon],
    discards: d.discards.map((h) => [...h]),
    bought: [...d.bought],
    bids: [...d.bids],
    responses: [...d.responses],
    participants: [...d.participants],
    folded: [...d.folded],
    trick: [...d.trick],
    tricks: [...d.tricks],
    tricksWon: [...d.tricksWon],
    live: [...d.live],
    breaches: [...d.breaches],
  };
}

function dispatch(s: GameState, a: GameAction, ev: GameEvent[]): GameError | null {
  switch (a.type) {
    case 'deal':
      return s.stage === 'awaiting-deal' ? doDeal(s, a.pack, ev) : wrongStage(s, a);
    case 'knock':
    case 'lurk':
      return s.stage === 'bidding' ? doBid(s, a.seat, a.type, ev) : wrongStage(s, a);
    case 'go-along':
    case 'fold':
      return s.stage === 'responding' ? doRespond(s, a.seat, a.type, ev) : wrongStage(s, a);
    case 'buy':
      return s.stage === 'buying' ? doBuy(s, a.seat, a.discard, ev) : wrongStage(s, a);
    case 'play':
      return s.stage === 'playing' ? doPlay(s, a.seat, a.card, ev) : wrongStage(s, a);
    case 'continue':
      if (s.stage !== 'scored') return wrongStage(s, a);
      s.stage = 'awaiting-deal';
      return null;
  }
}

function doDeal(s: GameState, pack: Card[] | undefined, ev: GameEvent[]): GameError | null {
  let cards = pack;
  if (!cards) {
    const sh = shuffledPack(s.rng);
    if (!sh.ok) return { code: 'game.bad-state', detail: sh.error };
    cards = sh.value.pack;
    s.rng = sh.value.rng;
  }
  const dealt = dealFromPack(cards, s.dealer, s.players);
  if (!dealt.ok) return { code: 'game.bad-pack', detail: dealt.error };
  const v = dealt.value;
  const dealNo = s.dealsPlayed + 1;
  if (s.rules.ante_each_deal && s.redealNext === 0 && dealNo > 1) {
    s.sheet = sheetAnte(s.sheet);
    ev.push({ type: 'stakes-paid', seats: [...v.order], why: 'ante', pot: s.sheet.pot });
  }
  const tm = trumfmantFor(s.scores);
  const n = s.players;
  s.deal = {
    dealNo,
    redeal: s.redealNext,
    dealer: s.dealer,
    forehand: v.order[0] as Seat,
    order: v.order,
    trump: v.trump,
    upcard: v.upcard,
    hands: v.hands,
    talon: v.talon,
    discards: Array.from({ length: n }, () => []),
    bought: Array.from({ length: n }, () => null),
    trumfmant: tm.on,
    onOne: tm.onOne,
    bids: [],
    knocker: null,
    responders: [],
    responses: [],
    participants: [],
    folded: [],
    unopposed: false,
    leader: null,
    turn: v.order[0] as Seat,
    trick: [],
    tricks: [],
    tricksWon: Array.from({ length: n }, () => 0),
    live: [...s.scores],
    breaches: [],
  };
  s.stage = 'bidding';
  ev.push({ type: 'deal-dealt', dealNo, redeal: s.redealNext, dealer: s.dealer, forehand: v.order[0] as Seat, trump: v.trump, upcard: v.upcard, talon: v.talon.length });
  ev.push({ type: 'trumfmant', on: tm.on, onOne: [...tm.onOne] });
  return null;
}

function doBid(s: GameState, seat: Seat, bid: 'knock' | 'lurk', ev: GameEvent[]): GameError | null {
  const d = s.deal as DealState;
  if (seat !== d.turn) return { code: 'game.not-your-turn', seat, expected: d.turn };
  d.bids.push({ seat, bid });
  if (bid === 'lurk') {
    ev.push({ type: 'lurked', seat });
    const i = d.order.indexOf(seat);
    if (i < d.order.length - 1) {
      d.turn = d.order[i + 1] as Seat;
      return null;
    }
    // Everybody lurked: a redeal without new stakes (spec 4.1; OP5 for later deals).
    const same = d.dealNo === 1 || s.rules.all_lurk_later === 'redeal';
    if (!same) s.dealer = nextDealer(s, s.dealer);
    // The same deal is dealt again (by the next dealer under OP5 'pass-deal'): no new stakes either way (OP2).
    s.redealNext = d.redeal + 1;
    d.turn = null;
    s.stage = 'awaiting-deal';
    ev.push({ type: 'all-lurked', nextDealer: s.dealer, sameDealer: same });
    return null;
  }
  ev.push({ type: 'knocked', seat });
  d.knocker = seat;
  if (d.dealNo === 1) {
    d.participants = [...d.order];
    return startBuying(s, ev);
  }
  d.responders = responseOrder(d.order, seat, s.rules.response_order);
  d.turn = d.responders[0] as Seat;
  s.stage = 'responding';
  return null;
}

function doRespond(s: GameState, seat: Seat, r: 'go-along' | 'fold', ev: GameEvent[]): GameError | null {
  const d = s.deal as DealState;
  if (seat !== d.turn) return { code: 'game.not-your-turn', seat, expected: d.turn };
  d.responses.push({ seat, response: r === 'go-along' ? 'go_along' : 'fold' });
  if (r === 'go-along') ev.push({ type: 'went-along', seat });
  else {
    ev.push({ type: 'folded', seat });
    d.discards[seat] = [...(d.discards[seat] as Card[]), ...(d.hands[seat] as Card[])];
    d.hands[seat] = [];
  }
  const i = d.responders.indexOf(seat);
  if (i < d.responders.length - 1) {
    d.turn = d.responders[i + 1] as Seat;
    return null;
  }
  const along = new Set(d.responses.filter((x) => x.response === 'go_along').map((x) => x.seat));
  along.add(d.knocker as Seat);
  d.participants = d.order.filter((x) => along.has(x));
  d.folded = d.order.filter((x) => !along.has(x));
  if (d.participants.length === 1) {
    // Everyone folded: the knocker plays alone (OP6: credited with unopposed_knock_tricks tricks).
    const k = d.knocker as Seat;
    ev.push({ type: 'participants', knocker: k, participants: [k], folded: [...d.folded] });
    d.unopposed = true;
    d.turn = null;
    const t = s.rules.unopposed_knock_tricks;
    ev.push({ type: 'unopposed', knocker: k, tricks: t });
    for (let i2 = 0; i2 < t; i2++) {
      d.tricksWon[k] = (d.tricksWon[k] as number) + 1;
      d.live[k] = (d.live[k] as number) - 1;
      if (s.rules.game_end === 'per-trick' && (d.live[k] as number) <= 0) return winDuringDeal(s, k, i2 + 1, ev);
    }
    return finishDeal(s, ev);
  }
  return startBuying(s, ev);
}

function startBuying(s: GameState, ev: GameEvent[]): GameError | null {
  const d = s.deal as DealState;
  if (d.folded.length === 0) d.folded = d.order.filter((x) => !d.participants.includes(x));
  ev.push({ type: 'participants', knocker: d.knocker as Seat, participants: [...d.participants], folded: [...d.folded] });
  s.stage = 'buying';
  d.turn = d.participants[0] as Seat;
  return null;
}

function doBuy(s: GameState, seat: Seat, discard: Card[], ev: GameEvent[]): GameError | null {
  const d = s.deal as DealState;
  if (seat !== d.turn) return { code: 'game.not-your-turn', seat, expected: d.turn };
  const hand = d.hands[seat] as Card[];
  for (const c of discard) if (!hand.includes(c)) return { code: 'game.bad-buy', seat, problem: 'not-in-hand', detail: c };
  const isDealer = seat === d.dealer;
  const chk = buyCheck(isDealer, discard.length);
  if (!chk.ok) return { code: 'game.bad-buy', seat, problem: chk.error.code, detail: chk.error };
  if (isDealer && !s.rules.dealer_may_discard_turnup && discard.includes(d.upcard)) return { code: 'game.bad-buy', seat, problem: 'turnup-kept' };
  const receive = chk.value.receive;
  if (receive > d.talon.length) return { code: 'game.bad-buy', seat, problem: 'talon-empty' };
  const got = d.talon.slice(0, receive);
  d.talon = d.talon.slice(receive);
  d.hands[seat] = [...hand.filter((c) => !discard.includes(c)), ...got];
  d.discards[seat] = [...(d.discards[seat] as Card[]), ...discard];
  d.bought[seat] = got;
  ev.push({ type: 'bought', seat, discarded: discard.length, received: receive, dealer: isDealer });
  const i = d.participants.indexOf(seat);
  if (i < d.participants.length - 1) {
    d.turn = d.participants[i + 1] as Seat;
    return null;
  }
  // Forehand leads; if he folded, the first participant clockwise from the dealer's left.
  d.leader = d.participants[0] as Seat;
  d.turn = d.leader;
  s.stage = 'playing';
  return null;
}

function doPlay(s: GameState, seat: Seat, card: Card, ev: GameEvent[]): GameError | null {
  const d = s.deal as DealState;
  if (!d.participants.includes(seat)) return { code: 'game.not-in-deal', seat };
  if (seat !== d.turn) return { code: 'game.not-your-turn', seat, expected: d.turn };
  const hand = d.hands[seat] as Card[];
  if (!hand.includes(card)) return { code: 'game.card-not-in-hand', seat, card };
  const verdict = legalPlaysUnchecked(hand, d.trick[0]?.card, playCtx(s, d)).find((p) => p.card === card) as LegalPlay;
  if (!verdict.legal) return { code: 'game.illegal-card', seat, card, reason: verdict.reason };
  d.hands[seat] = hand.filter((c) => c !== card);
  d.trick.push({ seat, card });
  const trickNo = d.tricks.length + 1;
  ev.push({ type: 'card-played', seat, card, trick: trickNo, reason: verdict.reason });
  if (verdict.breach) {
    if (!d.breaches.includes(seat)) d.breaches.push(seat);
    ev.push({ type: 'trumfmant-breach', seat, card, trick: trickNo });
  }
  if (d.trick.length < d.participants.length) {
    const i = d.participants.indexOf(seat);
    d.turn = d.participants[(i + 1) % d.participants.length] as Seat;
    return null;
  }
  const w = trickWinnerUnchecked(d.trick, d.trump, s.rules.ranking);
  d.tricks.push({ plays: d.trick, winner: w.winner });
  d.trick = [];
  d.tricksWon[w.winner] = (d.tricksWon[w.winner] as number) + 1;
  d.live[w.winner] = (d.live[w.winner] as number) - 1;
  ev.push({ type: 'trick-won', trick: trickNo, winner: w.winner, card: w.card, reason: w.reason, beaten: w.beaten, score: d.live[w.winner] as number });
  if (s.rules.game_end === 'per-trick' && (d.live[w.winner] as number) <= 0) return winDuringDeal(s, w.winner, trickNo, ev);
  if (d.tricks.length < TRICKS_PER_DEAL) {
    d.turn = w.winner;
    return null;
  }
  return finishDeal(s, ev);
}

/** OP9 'after-deal': after a scored deal, the lowest score at 0 or below wins (ties share); null while nobody is there. */
export function lowestAtZero(scores: readonly number[]): { seats: Seat[]; score: number } | null {
  if (!Array.isArray(scores) || scores.length === 0) return null;
  const low = Math.min(...scores);
  if (!(low <= 0)) return null;
  return { seats: scores.map((v, i) => (v === low ? i : -1)).filter((i) => i >= 0), score: low };
}

export function nextDealer(s: Pick<GameState, 'players' | 'rules'>, dealer: Seat): Seat {
  if (s === null || typeof s !== 'object' || !isPlayerCount(s.players) || !isRules(s.rules) || !isSeatOf(dealer, s.players)) return 0;
  return s.rules.rotation === 'left' ? (dealer + 1) % s.players : (dealer + s.players - 1) % s.players;
}

/** The game ends the moment a trick takes a player to 0 (OP9 default): no limpas are scored. */
function winDuringDeal(s: GameState, winner: Seat, trick: number, ev: GameEvent[]): GameError | null {
  const d = s.deal as DealState;
  d.turn = null;
  ev.push({ type: 'deal-finished', tricks: [...d.tricksWon] });
  const before = [...s.scores];
  s.scores = [...d.live];
  s.sheet = sheetAfterDeal(s.sheet, d.dealNo, s.scores, s.scores.map(() => 0));
  s.lastDeal = {
    dealNo: d.dealNo,
    dealer: d.dealer,
    knocker: d.knocker as Seat,
    participants: [...d.participants],
    tricks: [...d.tricksWon],
    before,
    after: [...s.scores],
    pointsOff: before.map((b, i) => b - (s.scores[i] as number)),
    limpa: [],
    limpas: s.scores.map(() => 0),
    reasons: [],
    cutShort: true,
  };
  s.dealsPlayed += 1;
  s.winners = [winner];
  s.stage = 'game-over';
  ev.push({ type: 'game-won', winners: [winner], pot: s.sheet.pot, trick, dealNo: d.dealNo });
  return null;
}

function finishDeal(s: GameState, ev: GameEvent[]): GameError | null {
  const d = s.deal as DealState;
  d.turn = null;
  ev.push({ type: 'deal-finished', tricks: [...d.tricksWon] });
  const sc = scoreDealOf({ dealNo: d.dealNo, knocker: d.knocker as Seat, participants: d.participants, scores: s.scores, tricks: d.tricksWon, breaches: d.breaches, rules: s.rules });
  if (!sc.ok) return { code: 'game.bad-state', detail: sc.error };
  const v = sc.value;
  const before = [...s.scores];
  const limpas = v.seats.map((x) => x.limpas);
  s.scores = [...v.scores];
  s.sheet = sheetAfterDeal(s.sheet, d.dealNo, s.scores, limpas);
  for (const x of v.seats) if (x.limpas > 0) ev.push({ type: 'limpa', seat: x.seat, reasons: x.reasons, before: x.before, after: x.after, stakes: x.limpas });
  if (v.limpa.length > 0) ev.push({ type: 'stakes-paid', seats: [...v.limpa], why: 'limpa', pot: s.sheet.pot });
  const pointsOff = before.map((b, i) => b - (s.scores[i] as number));
  s.lastDeal = {
    dealNo: d.dealNo,
    dealer: d.dealer,
    knocker: d.knocker as Seat,
    participants: [...d.participants],
    tricks: [...d.tricksWon],
    before,
    after: [...s.scores],
    pointsOff,
    limpa: [...v.limpa],
    limpas,
    reasons: v.seats.map((x) => ({ seat: x.seat, reasons: x.reasons })),
    cutShort: false,
  };
  ev.push({ type: 'deal-scored', dealNo: d.dealNo, scores: [...s.scores], pointsOff, limpa: [...v.limpa], pot: s.sheet.pot });
  s.dealsPlayed += 1;
  s.redealNext = 0;
  const low = lowestAtZero(s.scores);
  if (low) {
    // Only reachable with game_end 'after-deal': the lowest score wins, ties share the pot.
    s.winners = low.seats;
    s.stage = 'game-over';
    ev.push({ type: 'game-won', winners: [...s.winners], pot: s.sheet.pot, trick: null, dealNo: d.dealNo });
    return null;
  }
  s.dealer = nextDealer(s, s.dealer);
  s.stage = 'scored';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Convenience

/** Applies actions in order; stops at the first refused one. */
export function applyAll(state: unknown, actions: unknown): Result<GameState, GameError | (GameError & { index: number })> {
  if (!Array.isArray(actions)) return err({ code: 'game.bad-action', problem: 'not-an-array' });
  if (!isGameState(state)) return err({ code: 'game.bad-state', detail: 'not-a-game-state' });
  return applyEach(state, actions, apply);
}

/** The score sheet players write down: one column of numbers per seat with limpa marks, the stakes and the pot. */
export function scoreSheet(state: unknown): Result<ScoreSheet, GameError> {
  if (!isGameState(state)) return err({ code: 'game.bad-state', detail: 'not-a-game-state' });
  return ok(state.sheet);
}

/** The result of the last finished deal (points off, limpas, reasons), or null before the first. */
export function dealResult(state: unknown): Result<DealSummary | null, GameError> {
  if (!isGameState(state)) return err({ code: 'game.bad-state', detail: 'not-a-game-state' });
  return ok(state.lastDeal);
}

/** The trump ace of a deal's trump suit (for the opening-lead drill). */
export function trumpAceOf(state: unknown): Card | null {
  if (!isGameState(state) || !state.deal) return null;
  return aceOf(state.deal.trump);
}

export { suitOfCard };
