/**
 * One game state and one way to change it.
 *
 * A whole rubber is a single plain, JSON-serialisable `GameState`. `apply(state, action)` returns the next state or
 * a typed error; it never throws and never mutates its input. Everything the UI needs to narrate is in `state.log`
 * as structured events; `step` also returns just the events an action produced.
 *
 * Flow of one deal: 'awaiting-deal' --deal--> 'playing' --(9 tricks)--> ['deal-end' --score-->] 'scored' --continue-->
 * 'awaiting-deal' (next regular deal, a playoff deal, or the first deal of the next game) ... 'rubber-over'.
 * The 'deal-end' stop exists only with schleipfen enabled: it is the objection window for the ninth trick (VP07).
 * Scoring itself is delegated to `scoring.ts`; a 'playoff-needed' result makes the next deal a playoff among the
 * tied players, whose result is appended and scored again until the regular deal resolves.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { isPackCard } from './cards';
import { dealFromPack, huebscherVerdict, shuffledPack, validatePack, type UpcardLocation } from './deal';
import {
  legalPlaysUnchecked,
  mayHaulUnchecked,
  trickWinnerUnchecked,
  type CannotWinWhy,
  type HaulReason,
  type PlayReason,
  type TrickPlay,
  type TrickReason,
} from './play';
import { rngFromSeed, type RngState } from './rng';
import { makeRules, type Rules } from './rules';
import { scoreDeal, type DealScore, type DealToScore, type PlayoffCall } from './scoring';
import { isSeat, type BySeat } from './seats';
import { isTariff, settle } from './settlement';
import { err, ok, type Result, type Seat } from './types';
import { applyEach, engineSteps, guardedStep, stateOf, wrongStage, type StepParts, type CommonGameError, type TurnError } from '../../../shared/engine/step';
import type { HuebscherReason } from './deal';

// ---------------------------------------------------------------------------------------------
// Types

export interface GameOptions {
  /** Allow hauling tricks (spec 4.4). Off by default: it is a social rule and bots do not need it. */
  schleipfen: boolean;
  /** Settlement stake per frame mark and opponent. */
  tariff: number;
}

export interface NewGameInput {
  seed: number;
  firstDealer: Seat;
  /** Partial rule set (VP switches); missing ones take their defaults. */
  rules?: unknown;
  schleipfen?: boolean;
  tariff?: number;
}

export type Stage = 'awaiting-deal' | 'playing' | 'deal-end' | 'scored' | 'rubber-over';
export type DealRole = 'regular' | 'playoff';

export interface TrickRecord {
  /** Plays in order, lead first. */
  plays: TrickPlay[];
  rightfulWinner: Seat;
  /** Who holds the trick now (differs from the rightful winner after a haul that stands). */
  owner: Seat;
  points: number;
  haul: { by: Seat; objectedBy: Seat | null } | null;
}

export interface DealInPlay {
  kind: DealRole;
  /** Only for playoff deals: what the playoff decides. */
  call: PlayoffCall | null;
  dealer: Seat;
  /** Players of this deal in turn order from forehand (the dealer last). */
  order: Seat[];
  /** Who leads to the first trick. */
  leader: Seat;
  trump: Suit;
  upcard: Card;
  upcardLocation: UpcardLocation;
  upcardHolder: Seat | null;
  outOfPlay: Card[];
  pointsInPlay: number;
  hands: BySeat<Card[]>;
  tricks: TrickRecord[];
  /** The trick being played, lead first. */
  trick: TrickPlay[];
  /** Whose card is next; null when the deal is over. */
  turn: Seat | null;
  points: BySeat<number>;
  tricksWon: BySeat<number>;
  /** True between the end of a trick and the next lead (or scoring, after the ninth trick) when schleipfen is on. */
  haulWindow: boolean;
  huebscher: { requester: Seat; answers: { seat: Seat; agree: boolean }[] } | null;
  /** A hübscher request was refused: the hand must be played. */
  huebscherRefused: boolean;
}

export interface GameState {
  v: 1;
  seed: number;
  firstDealer: Seat;
  rules: Rules;
  options: GameOptions;
  rng: RngState;
  stage: Stage;
  /** 1-based number of the current game in the rubber. */
  game: number;
  frame: BySeat<number>;
  slate: BySeat<number>;
  active: Seat[];
  phase: 1 | 2;
  /** Regular phase-1 deals already scored in this game. */
  phase1Deals: number;
  /** Who received marks in each scored phase-1 deal of this game (for VP12). */
  phase1Receivers: Seat[][];
  /** Dealer of the current or next regular deal. */
  dealer: Seat;
  deal: DealInPlay | null;
  /** A regular deal that needs playoffs: what to score again, and the playoffs still to be played. */
  pending: { toScore: DealToScore; calls: PlayoffCall[] } | null;
  lastScore: DealScore | null;
  losers: Seat[];
  settlement: number[] | null;
  /** Every accepted action, normalised; `notation.ts` replays them. */
  actions: GameAction[];
  log: GameEvent[];
}

export type GameAction =
  /** Deal the next deal: from the state's RNG, or from an explicit stacked pack (top first). */
  | { type: 'deal'; pack?: Card[] }
  | { type: 'play'; seat: Seat; card: Card }
  | { type: 'huebscher'; seat: Seat }
  | { type: 'huebscher-answer'; seat: Seat; agree: boolean }
  | { type: 'haul'; seat: Seat }
  | { type: 'object'; seat: Seat }
  /** Close the ninth trick's objection window and score the deal (only with schleipfen). */
  | { type: 'score' }
  /** Move on after a scored deal. */
  | { type: 'continue' };

export type GameEvent =
  | { type: 'game-started'; game: number; dealer: Seat }
  | {
      type: 'deal-dealt';
      kind: DealRole;
      phase: 1 | 2;
      dealer: Seat;
      players: Seat[];
      leader: Seat;
      trump: Suit;
      upcard: Card;
      upcardLocation: UpcardLocation;
      upcardHolder: Seat | null;
      outOfPlay: Card[];
      pointsInPlay: number;
    }
  | { type: 'huebscher-requested'; seat: Seat }
  | { type: 'huebscher-answered'; seat: Seat; agree: boolean }
  | { type: 'huebscher-accepted'; dealer: Seat }
  | { type: 'huebscher-refused'; by: Seat[] }
  | { type: 'card-played'; seat: Seat; card: Card; trick: number; reason: PlayReason }
  | { type: 'trick-won'; trick: number; winner: Seat; card: Card; reason: TrickReason; beaten: { seat: Seat; card: Card; why: CannotWinWhy }[]; points: number }
  | { type: 'trick-hauled'; trick: number; by: Seat; rightfulWinner: Seat }
  | { type: 'haul-objected'; trick: number; by: Seat; owner: Seat }
  | { type: 'haul-stands'; trick: number; by: Seat }
  | { type: 'deal-finished'; kind: DealRole; points: number[]; tricks: number[] }
  | { type: 'march'; seat: Seat }
  | { type: 'deal-scored'; status: DealScore['status']; reasons: DealScore['reasons'] }
  | { type: 'playoff-called'; players: Seat[]; decides: PlayoffCall['decides']; dealer: Seat; leader: Seat }
  | { type: 'marks-changed'; erased: number[]; added: number[]; slate: number[] }
  | { type: 'dropped-out'; seats: Seat[] }
  | { type: 'phase-2-started'; active: Seat[] }
  | { type: 'game-over'; game: number; loser: Seat; frameMarksAdded: number[]; frame: number[] }
  | { type: 'rubber-over'; frame: number[]; tariff: number; settlement: number[] };

export type GameError =
  | CommonGameError<Stage>
  | TurnError<Seat, Card, PlayReason>
  | { code: 'game.not-in-deal'; seat: Seat }
  | { code: 'game.bad-pack'; detail: unknown }
  | { code: 'game.huebscher-not-allowed'; reason: HuebscherReason | { code: 'huebscher.already-refused' } | { code: 'huebscher.pending' } }
  | { code: 'game.huebscher-pending'; requester: Seat }
  | { code: 'game.no-huebscher-request' }
  | { code: 'game.already-answered'; seat: Seat }
  | { code: 'game.schleipfen-disabled' }
  | { code: 'game.haul-not-allowed'; reason: HaulReason | { code: 'haul.no-trick' } | { code: 'haul.already-claimed' } }
  | { code: 'game.objection-not-allowed'; reason: 'no-haul' | 'hauler' | 'already-objected' | 'last-trick-closed' }
  | { code: 'game.scoring-failed'; detail: unknown };

export type NextDecision =
  | { kind: 'deal'; dealKind: DealRole; dealer: Seat; players: Seat[]; decides?: PlayoffCall['decides'] }
  | { kind: 'huebscher-answer'; requester: Seat; waitingFor: Seat[] }
  | { kind: 'play'; seat: Seat; trick: number; legal: Card[]; mayAskHuebscher: Seat[]; mayHaul: Seat[]; mayObject: Seat[] }
  | { kind: 'close-deal'; mayHaul: Seat[]; mayObject: Seat[] }
  | { kind: 'continue'; after: 'deal' | 'playoff-call' | 'game-over' }
  | { kind: 'rubber-over'; frame: number[]; settlement: number[] | null }
  /** The value given is not a state this module produced. */
  | { kind: 'invalid-state' };

// ---------------------------------------------------------------------------------------------
// Construction

const ALL_SEATS: Seat[] = [0, 1, 2, 3];

export function newGame(input: NewGameInput): Result<GameState, GameError> {
  if (input === null || typeof input !== 'object') return err({ code: 'game.bad-options', field: '*' });
  const { seed, firstDealer } = input;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err({ code: 'game.bad-options', field: 'seed' });
  if (!isSeat(firstDealer)) return err({ code: 'game.bad-options', field: 'firstDealer' });
  const rules = makeRules(input.rules ?? {});
  if (!rules.ok) return err({ code: 'game.bad-options', field: 'rules', detail: rules.error });
  const schleipfen = input.schleipfen ?? false;
  if (typeof schleipfen !== 'boolean') return err({ code: 'game.bad-options', field: 'schleipfen' });
  const tariff = input.tariff ?? 1;
  if (!isTariff(tariff)) return err({ code: 'game.bad-options', field: 'tariff' });
  return ok({
    v: 1,
    // -0 would not survive a round trip through text.
    seed: seed === 0 ? 0 : seed,
    firstDealer,
    rules: rules.value,
    options: { schleipfen, tariff },
    rng: rngFromSeed(seed),
    stage: 'awaiting-deal',
    game: 1,
    frame: [0, 0, 0, 0],
    slate: [0, 0, 0, 0],
    active: [...ALL_SEATS],
    phase: 1,
    phase1Deals: 0,
    phase1Receivers: [],
    dealer: firstDealer,
    deal: null,
    pending: null,
    lastScore: null,
    losers: [],
    settlement: null,
    actions: [],
    log: [{ type: 'game-started', game: 1, dealer: firstDealer }],
  });
}

// ---------------------------------------------------------------------------------------------
// Queries

/** The seat whose decision the game waits for, or null when it waits for the table (deal, score, continue) or is over. */
export function whoseTurn(state: GameState): Seat | null {
  const d = nextDecision(state);
  if (d.kind === 'play') return d.seat;
  if (d.kind === 'huebscher-answer') return d.waitingFor[0] ?? null;
  return null;
}

/** What the game is waiting for, as data. */
export function nextDecision(state: GameState): NextDecision {
  try {
    return decide(state);
  } catch {
    return { kind: 'invalid-state' };
  }
}

function decide(state: GameState): NextDecision {
  switch (state.stage) {
    case 'awaiting-deal': {
      const call = state.pending?.calls[0];
      if (call) return { kind: 'deal', dealKind: 'playoff', dealer: call.dealer, players: [...call.players], decides: { ...call.decides } };
      return { kind: 'deal', dealKind: 'regular', dealer: state.dealer, players: [...state.active] };
    }
    case 'playing': {
      const deal = state.deal as DealInPlay;
      if (deal.huebscher) {
        const h = deal.huebscher;
        return { kind: 'huebscher-answer', requester: h.requester, waitingFor: deal.order.filter((s) => s !== h.requester && !h.answers.some((a) => a.seat === s)) };
      }
      const seat = deal.turn as Seat;
      return {
        kind: 'play',
        seat,
        trick: deal.tricks.length + 1,
        legal: legalCardsFor(state, deal, seat),
        mayAskHuebscher: deal.order.filter((s) => huebscherCheck(state, deal, s) === null),
        mayHaul: deal.order.filter((s) => haulCheck(state, deal, s) === null),
        mayObject: deal.order.filter((s) => objectCheck(state, deal, s) === null),
      };
    }
    case 'deal-end': {
      const deal = state.deal as DealInPlay;
      return {
        kind: 'close-deal',
        mayHaul: deal.order.filter((s) => haulCheck(state, deal, s) === null),
        mayObject: deal.order.filter((s) => objectCheck(state, deal, s) === null),
      };
    }
    case 'scored': {
      const s = state.lastScore;
      const after = s && s.status === 'resolved' && s.phaseAfter === 'game_over' ? 'game-over' : s && s.status === 'playoff-needed' ? 'playoff-call' : 'deal';
      return { kind: 'continue', after };
    }
    case 'rubber-over':
      return { kind: 'rubber-over', frame: [...state.frame], settlement: state.settlement ? [...state.settlement] : null };
    default:
      return { kind: 'invalid-state' };
  }
}

/** Every action `apply` would accept now. */
export function legalActions(state: GameState): GameAction[] {
  const d = nextDecision(state);
  switch (d.kind) {
    case 'deal':
      return [{ type: 'deal' }];
    case 'huebscher-answer':
      return d.waitingFor.flatMap((seat) => [
        { type: 'huebscher-answer', seat, agree: true } as const,
        { type: 'huebscher-answer', seat, agree: false } as const,
      ]);
    case 'play':
      return [
        ...d.legal.map((card) => ({ type: 'play', seat: d.seat, card }) as const),
        ...d.mayAskHuebscher.map((seat) => ({ type: 'huebscher', seat }) as const),
        ...d.mayHaul.map((seat) => ({ type: 'haul', seat }) as const),
        ...d.mayObject.map((seat) => ({ type: 'object', seat }) as const),
      ];
    case 'close-deal':
      return [
        { type: 'score' },
        ...d.mayHaul.map((seat) => ({ type: 'haul', seat }) as const),
        ...d.mayObject.map((seat) => ({ type: 'object', seat }) as const),
      ];
    case 'continue':
      return [{ type: 'continue' }];
    case 'rubber-over':
    case 'invalid-state':
      return [];
  }
}

function legalCardsFor(state: GameState, deal: DealInPlay, seat: Seat): Card[] {
  return legalPlaysUnchecked(deal.hands[seat], deal.trick[0]?.card, deal.trump, state.rules)
    .filter((p) => p.legal)
    .map((p) => p.card);
}

function huebscherCheck(state: GameState, deal: DealInPlay, seat: Seat): GameError | null {
  if (deal.huebscher) return { code: 'game.huebscher-not-allowed', reason: { code: 'huebscher.pending' } };
  if (deal.huebscherRefused) return { code: 'game.huebscher-not-allowed', reason: { code: 'huebscher.already-refused' } };
  const v = huebscherVerdict(
    {
      phase: state.phase,
      playoff: deal.kind === 'playoff',
      cardsPlayed: deal.tricks.length * deal.order.length + deal.trick.length,
      active: deal.order,
      requester: seat,
      answers: [],
    },
    state.rules,
  );
  return v.allowed ? null : { code: 'game.huebscher-not-allowed', reason: v.reason };
}

function haulCheck(state: GameState, deal: DealInPlay, seat: Seat): GameError | null {
  if (!state.options.schleipfen) return { code: 'game.schleipfen-disabled' };
  const last = deal.tricks[deal.tricks.length - 1];
  if (!deal.haulWindow || !last) return { code: 'game.haul-not-allowed', reason: { code: 'haul.no-trick' } };
  if (last.haul) return { code: 'game.haul-not-allowed', reason: { code: 'haul.already-claimed' } };
  const m = mayHaulUnchecked(last.plays, deal.trump, seat, last.rightfulWinner, state.rules);
  return m.allowed ? null : { code: 'game.haul-not-allowed', reason: m.reason };
}

function objectCheck(state: GameState, deal: DealInPlay, seat: Seat): GameError | null {
  if (!state.options.schleipfen) return { code: 'game.schleipfen-disabled' };
  const last = deal.tricks[deal.tricks.length - 1];
  if (!deal.haulWindow || !last || !last.haul) return { code: 'game.objection-not-allowed', reason: 'no-haul' };
  if (last.haul.objectedBy !== null) return { code: 'game.objection-not-allowed', reason: 'already-objected' };
  if (last.haul.by === seat) return { code: 'game.objection-not-allowed', reason: 'hauler' };
  if (!deal.order.includes(seat)) return { code: 'game.not-in-deal', seat };
  if (deal.tricks.length === 9 && state.rules.VP07 === 'closed') return { code: 'game.objection-not-allowed', reason: 'last-trick-closed' };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Changing the state

const STEP: StepParts<GameState, GameAction, GameEvent, GameError> = { normalise: normaliseAction, copy: cloneWorking, dispatch };

/** `step`: the next state and the events this action produced; `apply`: the next state (src/shared/engine/step.ts). */
export const { step, apply } = engineSteps(STEP);

function normaliseAction(action: unknown): Result<GameAction, GameError> {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return err({ code: 'game.bad-action', problem: 'not-an-object' });
  const a = action as Record<string, unknown>;
  const seat = a.seat;
  const needSeat = (): Result<Seat, GameError> => (isSeat(seat) ? ok(seat) : err({ code: 'game.bad-action', problem: 'seat' }));
  switch (a.type) {
    case 'deal': {
      if (a.pack === undefined) return ok({ type: 'deal' });
      const p = validatePack(a.pack);
      if (!p.ok) return err({ code: 'game.bad-pack', detail: p.error });
      return ok({ type: 'deal', pack: p.value });
    }
    case 'play': {
      const s = needSeat();
      if (!s.ok) return s;
      if (!isPackCard(a.card)) return err({ code: 'game.bad-action', problem: 'card' });
      return ok({ type: 'play', seat: s.value, card: a.card });
    }
    case 'huebscher':
    case 'haul':
    case 'object': {
      const s = needSeat();
      return s.ok ? ok({ type: a.type, seat: s.value }) : s;
    }
    case 'huebscher-answer': {
      const s = needSeat();
      if (!s.ok) return s;
      if (typeof a.agree !== 'boolean') return err({ code: 'game.bad-action', problem: 'agree' });
      return ok({ type: 'huebscher-answer', seat: s.value, agree: a.agree });
    }
    case 'score':
    case 'continue':
      return ok({ type: a.type });
    default:
      return err({ code: 'game.bad-action', problem: 'type' });
  }
}

/**
 * A working copy for one action. Only the parts that actions change in place are copied; `pending`, `lastScore`,
 * a deal's `call`, its hands' arrays and its trick records are never changed in place (they are replaced), so the
 * copy shares them. `actions` and `log` stay shared and are replaced by `step`.
 */
function cloneWorking(s: GameState): GameState {
  return {
    ...s,
    frame: [...s.frame],
    slate: [...s.slate],
    active: [...s.active],
    phase1Receivers: [...s.phase1Receivers],
    deal: s.deal ? cloneDeal(s.deal) : null,
    losers: [...s.losers],
  };
}

function cloneDeal(d: DealInPlay): DealInPlay {
  return {
    ...d,
    hands: [...d.hands],
    tricks: [...d.tricks],
    trick: [...d.trick],
    points: [...d.points],
    tricksWon: [...d.tricksWon],
    huebscher: d.huebscher ? { requester: d.huebscher.requester, answers: [...d.huebscher.answers] } : null,
  };
}

/** Applies `a` to the working copy `s` in place; returns an error instead when it is refused. */
function dispatch(s: GameState, a: GameAction, ev: GameEvent[]): GameError | null {
  switch (a.type) {
    case 'deal':
      return s.stage === 'awaiting-deal' ? doDeal(s, a.pack, ev) : wrongStage(s, a);
    case 'play':
      return s.stage === 'playing' ? doPlay(s, a.seat, a.card, ev) : wrongStage(s, a);
    case 'huebscher':
      return s.stage === 'playing' ? doHuebscher(s, a.seat, ev) : wrongStage(s, a);
    case 'huebscher-answer':
      return s.stage === 'playing' ? doAnswer(s, a.seat, a.agree, ev) : wrongStage(s, a);
    case 'haul':
      return s.stage === 'playing' || s.stage === 'deal-end' ? doHaul(s, a.seat, ev) : wrongStage(s, a);
    case 'object':
      return s.stage === 'playing' || s.stage === 'deal-end' ? doObject(s, a.seat, ev) : wrongStage(s, a);
    case 'score':
      if (s.stage !== 'deal-end') return wrongStage(s, a);
      closeHaulWindow(s.deal as DealInPlay, ev);
      return finishDeal(s, ev);
    case 'continue':
      return s.stage === 'scored' ? doContinue(s, ev) : wrongStage(s, a);
  }
}

function doDeal(s: GameState, pack: Card[] | undefined, ev: GameEvent[]): GameError | null {
  const call = s.pending?.calls[0] ?? null;
  const dealer = call ? call.dealer : s.dealer;
  const players = call ? [...call.players].sort((a, b) => a - b) : s.active;
  let cards = pack;
  if (!cards) {
    const sh = shuffledPack(s.rng);
    if (!sh.ok) return { code: 'game.bad-state', detail: sh.error };
    cards = sh.value.pack;
    s.rng = sh.value.rng;
  }
  const d = dealFromPack(cards, dealer, players, s.rules);
  if (!d.ok) return { code: 'game.bad-pack', detail: d.error };
  const v = d.value;
  const leader = call ? call.leader : v.forehand;
  s.deal = {
    kind: call ? 'playoff' : 'regular',
    call,
    dealer,
    order: v.order,
    leader,
    trump: v.trump,
    upcard: v.upcard,
    upcardLocation: v.upcardLocation,
    upcardHolder: v.upcardHolder,
    outOfPlay: v.outOfPlay,
    pointsInPlay: v.pointsInPlay,
    hands: v.hands,
    tricks: [],
    trick: [],
    turn: leader,
    points: [0, 0, 0, 0],
    tricksWon: [0, 0, 0, 0],
    haulWindow: false,
    huebscher: null,
    huebscherRefused: false,
  };
  s.stage = 'playing';
  ev.push({
    type: 'deal-dealt',
    kind: s.deal.kind,
    phase: s.phase,
    dealer,
    players: [...v.order],
    leader,
    trump: v.trump,
    upcard: v.upcard,
    upcardLocation: v.upcardLocation,
    upcardHolder: v.upcardHolder,
    outOfPlay: [...v.outOfPlay],
    pointsInPlay: v.pointsInPlay,
  });
  return null;
}

function closeHaulWindow(deal: DealInPlay, ev: GameEvent[]): void {
  if (!deal.haulWindow) return;
  deal.haulWindow = false;
  const last = deal.tricks[deal.tricks.length - 1];
  if (last?.haul && last.haul.objectedBy === null) ev.push({ type: 'haul-stands', trick: deal.tricks.length, by: last.haul.by });
}

function doPlay(s: GameState, seat: Seat, card: Card, ev: GameEvent[]): GameError | null {
  const deal = s.deal as DealInPlay;
  if (deal.huebscher) return { code: 'game.huebscher-pending', requester: deal.huebscher.requester };
  if (seat !== deal.turn) return { code: 'game.not-your-turn', seat, expected: deal.turn };
  const hand = deal.hands[seat];
  if (!hand.includes(card)) return { code: 'game.card-not-in-hand', seat, card };
  const verdict = legalPlaysUnchecked(hand, deal.trick[0]?.card, deal.trump, s.rules).find((p) => p.card === card);
  if (!verdict) return { code: 'game.card-not-in-hand', seat, card };
  if (!verdict.legal) return { code: 'game.illegal-card', seat, card, reason: verdict.reason };
  // Leading to the next trick is what closes the objection window of the previous one.
  if (deal.trick.length === 0) closeHaulWindow(deal, ev);
  deal.hands[seat] = hand.filter((c) => c !== card);
  deal.trick.push({ seat, card });
  ev.push({ type: 'card-played', seat, card, trick: deal.tricks.length + 1, reason: verdict.reason });
  if (deal.trick.length < deal.order.length) {
    const i = deal.order.indexOf(seat);
    deal.turn = deal.order[(i + 1) % deal.order.length] as Seat;
    return null;
  }
  const w = trickWinnerUnchecked(deal.trick, deal.trump);
  deal.tricks.push({ plays: deal.trick, rightfulWinner: w.winner, owner: w.winner, points: w.points, haul: null });
  deal.trick = [];
  deal.points[w.winner] += w.points;
  deal.tricksWon[w.winner] += 1;
  ev.push({ type: 'trick-won', trick: deal.tricks.length, winner: w.winner, card: w.card, reason: w.reason, beaten: w.beaten, points: w.points });
  deal.haulWindow = s.options.schleipfen;
  if (deal.tricks.length < 9) {
    deal.turn = w.winner;
    return null;
  }
  deal.turn = null;
  if (s.options.schleipfen) {
    s.stage = 'deal-end';
    return null;
  }
  return finishDeal(s, ev);
}

function doHuebscher(s: GameState, seat: Seat, ev: GameEvent[]): GameError | null {
  const deal = s.deal as DealInPlay;
  const e = huebscherCheck(s, deal, seat);
  if (e) return e;
  deal.huebscher = { requester: seat, answers: [] };
  ev.push({ type: 'huebscher-requested', seat });
  return null;
}

function doAnswer(s: GameState, seat: Seat, agree: boolean, ev: GameEvent[]): GameError | null {
  const deal = s.deal as DealInPlay;
  const h = deal.huebscher;
  if (!h) return { code: 'game.no-huebscher-request' };
  if (!deal.order.includes(seat)) return { code: 'game.not-in-deal', seat };
  if (seat === h.requester || h.answers.some((x) => x.seat === seat)) return { code: 'game.already-answered', seat };
  h.answers.push({ seat, agree });
  ev.push({ type: 'huebscher-answered', seat, agree });
  const v = huebscherVerdict(
    { phase: s.phase, playoff: deal.kind === 'playoff', cardsPlayed: 0, active: deal.order, requester: h.requester, answers: h.answers },
    s.rules,
  );
  if (v.reason.code === 'huebscher.refused') {
    deal.huebscher = null;
    deal.huebscherRefused = true;
    ev.push({ type: 'huebscher-refused', by: v.reason.by });
  } else if (v.redeal) {
    // Thrown in: nothing is scored and the same dealer deals again (spec 3.7).
    ev.push({ type: 'huebscher-accepted', dealer: deal.dealer });
    s.deal = null;
    s.stage = 'awaiting-deal';
  }
  return null;
}

function moveTrick(deal: DealInPlay, t: TrickRecord, to: Seat): void {
  deal.points[t.owner] -= t.points;
  deal.tricksWon[t.owner] -= 1;
  t.owner = to;
  deal.points[to] += t.points;
  deal.tricksWon[to] += 1;
  if (deal.tricks.length < 9) deal.turn = to;
}

function doHaul(s: GameState, seat: Seat, ev: GameEvent[]): GameError | null {
  const deal = s.deal as DealInPlay;
  if (deal.huebscher) return { code: 'game.huebscher-pending', requester: deal.huebscher.requester };
  const e = haulCheck(s, deal, seat);
  if (e) return e;
  const last: TrickRecord = { ...(deal.tricks[deal.tricks.length - 1] as TrickRecord), haul: { by: seat, objectedBy: null } };
  deal.tricks[deal.tricks.length - 1] = last;
  moveTrick(deal, last, seat);
  ev.push({ type: 'trick-hauled', trick: deal.tricks.length, by: seat, rightfulWinner: last.rightfulWinner });
  return null;
}

function doObject(s: GameState, seat: Seat, ev: GameEvent[]): GameError | null {
  const deal = s.deal as DealInPlay;
  const e = objectCheck(s, deal, seat);
  if (e) return e;
  const prev = deal.tricks[deal.tricks.length - 1] as TrickRecord;
  const last: TrickRecord = { ...prev, haul: { by: (prev.haul as { by: Seat }).by, objectedBy: seat } };
  deal.tricks[deal.tricks.length - 1] = last;
  moveTrick(deal, last, last.rightfulWinner);
  ev.push({ type: 'haul-objected', trick: deal.tricks.length, by: seat, owner: last.rightfulWinner });
  return null;
}

function finishDeal(s: GameState, ev: GameEvent[]): GameError | null {
  const deal = s.deal as DealInPlay;
  const points = [...deal.points];
  const tricks = [...deal.tricksWon];
  ev.push({ type: 'deal-finished', kind: deal.kind, points, tricks });
  let toScore: DealToScore;
  if (deal.kind === 'playoff' && s.pending) {
    toScore = { ...s.pending.toScore, playoffs: [...s.pending.toScore.playoffs, { players: [...(deal.call as PlayoffCall).players], points, tricks }] };
  } else {
    toScore = {
      phase: s.phase,
      phase1DealNumber: s.phase1Deals + 1,
      slate: [...s.slate],
      active: [...s.active],
      dealer: s.dealer,
      points,
      tricks,
      playoffs: [],
      phase1Receivers: s.phase1Receivers.map((r) => [...r]),
    };
  }
  const r = scoreDeal(toScore, s.rules);
  if (!r.ok) return { code: 'game.scoring-failed', detail: r.error };
  const score = r.value;
  s.lastScore = score;
  s.stage = 'scored';
  if (toScore.playoffs.length === 0 && score.march !== null) ev.push({ type: 'march', seat: score.march });
  ev.push({ type: 'deal-scored', status: score.status, reasons: score.reasons });
  if (score.status === 'playoff-needed') {
    const first = score.playoffs[0];
    if (!first) return { code: 'game.scoring-failed', detail: { problem: 'playoff-needed-without-playoffs' } };
    s.pending = { toScore, calls: score.playoffs };
    ev.push({ type: 'playoff-called', players: [...first.players], decides: { ...first.decides }, dealer: first.dealer, leader: first.leader });
    return null;
  }
  s.pending = null;
  const wasPhase = s.phase;
  s.slate = [...score.slateAfter] as BySeat<number>;
  ev.push({ type: 'marks-changed', erased: [...score.erased], added: [...score.added], slate: [...score.slateAfter] });
  if (score.droppedOut.length > 0) ev.push({ type: 'dropped-out', seats: [...score.droppedOut] });
  if (wasPhase === 1) {
    s.phase1Deals += 1;
    s.phase1Receivers.push(ALL_SEATS.filter((p) => (score.added[p] ?? 0) > 0));
  }
  s.dealer = score.nextDealer;
  if (score.phaseAfter === 'game_over') {
    const loser = score.gameLoser as Seat;
    for (const p of ALL_SEATS) s.frame[p] += score.frameMarksAdded[p] ?? 0;
    s.losers.push(loser);
    s.active = [];
    ev.push({ type: 'game-over', game: s.game, loser, frameMarksAdded: [...score.frameMarksAdded], frame: [...s.frame] });
    if (s.game >= s.rules.VP22) {
      const st = settle([...s.frame], s.options.tariff);
      if (!st.ok) return { code: 'game.scoring-failed', detail: st.error };
      s.settlement = st.value;
      s.stage = 'rubber-over';
      ev.push({ type: 'rubber-over', frame: [...s.frame], tariff: s.options.tariff, settlement: [...st.value] });
    }
    return null;
  }
  s.active = [...score.activeAfter];
  s.phase = score.phaseAfter;
  if (wasPhase === 1 && s.phase === 2) ev.push({ type: 'phase-2-started', active: [...s.active] });
  return null;
}

function doContinue(s: GameState, ev: GameEvent[]): GameError | null {
  const score = s.lastScore;
  s.deal = null;
  s.stage = 'awaiting-deal';
  if (score && score.status === 'resolved' && score.phaseAfter === 'game_over') {
    s.game += 1;
    s.slate = [0, 0, 0, 0];
    s.active = [...ALL_SEATS];
    s.phase = 1;
    s.phase1Deals = 0;
    s.phase1Receivers = [];
    s.lastScore = null;
    ev.push({ type: 'game-started', game: s.game, dealer: s.dealer });
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Convenience

/**
 * Applies actions in order; stops at the first refused one. Linear in the number of actions (the replay appends to
 * its own copy of the action list and log); `state` itself is never changed.
 */
export function applyAll(state: GameState, actions: readonly unknown[]): Result<GameState, GameError & { index?: number }> {
  if (!Array.isArray(actions)) return err({ code: 'game.bad-action', problem: 'not-an-array' });
  return applyEach(state, actions, (s, a, i) => stateOf(guardedStep(STEP, s, a, i > 0)));
}
