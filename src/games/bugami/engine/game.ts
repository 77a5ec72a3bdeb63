/**
 * One game state and one way to change it.
 *
 * A whole game (deals until someone reaches the target) is a single plain, JSON-serialisable `GameState`.
 * `apply(state, action)` returns the next state or a coded error; it never throws and never mutates its input.
 * Everything the UI narrates is in `state.log` as structured events (codes and data, no prose); `step` also
 * returns just the events of one action.
 *
 * Flow of a deal: 'awaiting-deal' --deal--> 'bidding' --(every seat bids, in any order; the bids are revealed
 * together)--> 'playing' --(last trick; the remainder goes to its winner)--> 'scored' --continue--> 'awaiting-deal'
 * ... or 'game-over' straight after scoring when the game ends.
 *
 * The state holds every hand and every secret bid: a UI shows a seat only what that seat may see (bids are secret
 * until the 'bids-revealed' event).
 */
import { rngFromSeed, shuffle, type RngState } from '../../../shared/random/rng';
import { applyEach, engineSteps, notVersion1, wrongStage, type StepParts, type CommonGameError, type TurnError } from '../../../shared/engine/step';
import { dealLayout, isPackCard, packOf, type GameCard } from './cards';
import { legalPlaysUnchecked, trickWinnerUnchecked, type CannotWinWhy, type LegalPlay, type PlayReason, type TrickPlay, type TrickReason } from './play';
import { makeRules, type Rules } from './rules';
import { badCount, gameEndUnchecked, scoreDealCounts, unitsOf, type GameEndReason, type ScoredUnit, type SeatScore } from './scoring';
import { BIDS, err, isBid, isPlayerCount, isSeatOf, ok, type Bid, type Result, type Seat } from './types';

// ---------------------------------------------------------------------------------------------
// Types

export interface NewGameInput {
  seed: number;
  /** 3..7 (default 4). */
  players?: number;
  /** Partial rule set; missing options take their defaults. */
  rules?: unknown;
  /** First dealer; default: drawn from the seed (OP3: random first dealer). */
  firstDealer?: Seat;
}

export type Stage = 'awaiting-deal' | 'bidding' | 'playing' | 'scored' | 'game-over';

export interface TrickRecord {
  plays: TrickPlay[];
  winner: Seat;
}

export interface DealInPlay {
  /** 1-based deal number. */
  number: number;
  dealer: Seat;
  /** Seats in playing order from the first leader (the dealer's neighbour) to the dealer. */
  order: Seat[];
  handSize: number;
  hands: GameCard[][];
  /** The undealt cards, face down until they go to the last trick's winner. */
  remainder: GameCard[];
  /** Secret bids by seat (null = not yet bid). */
  bids: (Bid | null)[];
  revealed: boolean;
  /** Scoring units once revealed: single seats, or partners under Zwangshochzeit. */
  units: Seat[][];
  tricks: TrickRecord[];
  /** The trick being played, lead first. */
  trick: TrickPlay[];
  /** Whose card is next (null outside play). */
  turn: Seat | null;
  tricksWon: number[];
  /** Cards each seat has taken in tricks (and the remainder after the last trick). */
  captured: GameCard[][];
  /** Who received the remainder (after the last trick). */
  remainderTo: Seat | null;
  /** A play-off deal (equal highest totals with the play-off rule). */
  playOff: boolean;
}

/** One line of the score sheet: what players write down after a deal. */
export interface ScoreRow {
  deal: number;
  dealer: Seat;
  bids: Bid[];
  tricks: number[];
  bad: number[];
  scores: number[];
  totals: number[];
  units: ScoredUnit[];
  remainderTo: Seat | null;
  allTricks: Seat[] | null;
}

export interface GameState {
  v: 1;
  seed: number;
  players: number;
  firstDealer: Seat;
  rules: Rules;
  rng: RngState;
  stage: Stage;
  /** Dealer of the current or next deal. */
  dealer: Seat;
  deals: number;
  totals: number[];
  record: ScoreRow[];
  deal: DealInPlay | null;
  /** Winners once the game is over. */
  winners: Seat[] | null;
  end: GameEndReason | null;
  /** Every accepted action, normalised; notation replays them. */
  actions: GameAction[];
  log: GameEvent[];
}

export type GameAction =
  /** Deal the next deal: from the state's RNG, or from an explicit stacked pack (top first, dealt one at a time from the first leader). */
  | { type: 'deal'; pack?: GameCard[] }
  /** A secret bid (any order; revealed when all have bid). */
  | { type: 'bid'; seat: Seat; bid: Bid }
  | { type: 'play'; seat: Seat; card: GameCard }
  /** Move on after a scored deal. */
  | { type: 'continue' };

export type GameEvent =
  | { type: 'game-started'; players: number; dealer: Seat }
  | { type: 'deal-dealt'; deal: number; dealer: Seat; leader: Seat; order: Seat[]; handSize: number; remainder: number; playOff: boolean }
  /** A seat committed its secret bid (the bid itself is not in the event, except a Null shown face up, OP6). */
  | { type: 'bid-made'; seat: Seat; faceUpNull?: true }
  | { type: 'bids-revealed'; bids: Bid[]; units: Seat[][]; partnerships: Seat[][] }
  | { type: 'card-played'; seat: Seat; card: GameCard; trick: number; reason: PlayReason }
  | {
      type: 'trick-won';
      trick: number;
      winner: Seat;
      card: GameCard;
      reason: TrickReason;
      beaten: { seat: Seat; card: GameCard; why: CannotWinWhy }[];
      /** Cards of the winner's bad suit in this trick (Jokers included); 0 for a Null bidder. */
      bad: number;
      /** The winner's bad cards so far this deal. */
      badTotal: number;
    }
  | { type: 'remainder-taken'; seat: Seat; cards: GameCard[]; bad: number; badTotal: number }
  | { type: 'deal-scored'; deal: number; units: ScoredUnit[]; seats: SeatScore[]; scores: number[]; totals: number[]; allTricks: Seat[] | null }
  | { type: 'play-off'; tied: Seat[]; highest: number }
  | { type: 'game-over'; winners: Seat[]; totals: number[]; reason: GameEndReason };

export type GameError =
  | CommonGameError<Stage>
  | TurnError<Seat, GameCard, PlayReason>
  | { code: 'game.no-such-seat'; seat: Seat }
  | { code: 'game.already-bid'; seat: Seat }
  | { code: 'game.bad-pack'; problem: string; card?: unknown };

export type NextDecision =
  | { kind: 'deal'; dealer: Seat; deal: number; playOff: boolean }
  /** Every seat in `waitingFor` must still name its bad suit or Null (secretly, any order). */
  | { kind: 'bid'; waitingFor: Seat[]; options: Bid[] }
  /** `seat` must play; `plays` gives every card of its hand with legal/illegal and the reason. */
  | { kind: 'play'; seat: Seat; trick: number; legal: GameCard[]; plays: LegalPlay[] }
  | { kind: 'continue'; deal: number }
  | { kind: 'game-over'; winners: Seat[]; totals: number[] }
  /** The value given is not a state this module produced. */
  | { kind: 'invalid-state' };

// ---------------------------------------------------------------------------------------------
// Construction

/** The seat after `s` in the direction of play. */
export function nextSeat(s: Seat, players: number, rules: Pick<Rules, 'direction'>): Seat {
  if (!isPlayerCount(players) || !isSeatOf(s, players)) return -1;
  return rules?.direction === 'counterclockwise' ? (s + players - 1) % players : (s + 1) % players;
}

/** Seats in playing order for a deal: the dealer's neighbour first, the dealer last. */
export function playingOrder(dealer: Seat, players: number, rules: Pick<Rules, 'direction'>): Seat[] {
  const out: Seat[] = [];
  if (!isPlayerCount(players) || !isSeatOf(dealer, players)) return out;
  let s = dealer;
  for (let i = 0; i < players; i++) {
    s = nextSeat(s, players, rules);
    out.push(s);
  }
  return out;
}

export function newGame(input: unknown): Result<GameState, GameError> {
  try {
    if (input === null || typeof input !== 'object') return err({ code: 'game.bad-options', field: '*' });
    const inp = input as Record<string, unknown>;
    const seed = inp.seed;
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err({ code: 'game.bad-options', field: 'seed' });
    const players = inp.players ?? 4;
    if (!isPlayerCount(players)) return err({ code: 'game.bad-options', field: 'players' });
    const rules = makeRules(inp.rules ?? {});
    if (!rules.ok) return err({ code: 'game.bad-options', field: 'rules', detail: rules.error });
    const rng = rngFromSeed(seed);
    let firstDealer: Seat;
    if (inp.firstDealer === undefined) {
      // OP3: a random first dealer, drawn from a generator of its own, so that the deals of a seed are the same
      // whether the first dealer was drawn or given (a game record stores the dealer).
      const order = shuffle(Array.from({ length: players }, (_, i) => i), rngFromSeed(seed ^ 0x5f3759df));
      if (!order.ok) return err({ code: 'game.bad-state', detail: order.error });
      firstDealer = order.value.value[0] as Seat;
    } else if (isSeatOf(inp.firstDealer, players)) firstDealer = inp.firstDealer;
    else return err({ code: 'game.bad-options', field: 'firstDealer' });
    return ok({
      v: 1,
      seed: seed === 0 ? 0 : seed,
      players,
      firstDealer,
      rules: rules.value,
      rng,
      stage: 'awaiting-deal',
      dealer: firstDealer,
      deals: 0,
      totals: new Array<number>(players).fill(0),
      record: [],
      deal: null,
      winners: null,
      end: null,
      actions: [],
      log: [{ type: 'game-started', players, dealer: firstDealer }],
    });
  } catch (x) {
    return err({ code: 'game.bad-state', detail: String(x) });
  }
}

// ---------------------------------------------------------------------------------------------
// Queries

/** What the game is waiting for, as data. */
export function nextDecision(state: unknown): NextDecision {
  try {
    return decide(state as GameState);
  } catch {
    return { kind: 'invalid-state' };
  }
}

function decide(state: GameState): NextDecision {
  switch (state.stage) {
    case 'awaiting-deal':
      return { kind: 'deal', dealer: state.dealer, deal: state.deals + 1, playOff: isPlayOffDue(state) };
    case 'bidding': {
      const d = state.deal as DealInPlay;
      return { kind: 'bid', waitingFor: d.order.filter((s) => d.bids[s] === null), options: [...BIDS] };
    }
    case 'playing': {
      const d = state.deal as DealInPlay;
      const seat = d.turn as Seat;
      const plays = legalPlaysUnchecked(d.hands[seat] as GameCard[], d.trick[0]?.card, state.rules);
      return { kind: 'play', seat, trick: d.tricks.length + 1, legal: plays.filter((p) => p.legal).map((p) => p.card), plays };
    }
    case 'scored':
      return { kind: 'continue', deal: state.deals };
    case 'game-over':
      return { kind: 'game-over', winners: [...(state.winners ?? [])], totals: [...state.totals] };
    default:
      return { kind: 'invalid-state' };
  }
}

function isPlayOffDue(state: GameState): boolean {
  return state.rules.playOff && gameEndUnchecked(state.totals, state.rules).reason.code === 'end.play-off';
}

/** The seat whose decision the game waits for (the first one still to bid while bidding), or null. */
export function whoseTurn(state: unknown): Seat | null {
  const d = nextDecision(state);
  if (d.kind === 'play') return d.seat;
  if (d.kind === 'bid') return d.waitingFor[0] ?? null;
  return null;
}

/** Every action `apply` would accept now. */
export function legalActions(state: unknown): GameAction[] {
  const d = nextDecision(state);
  switch (d.kind) {
    case 'deal':
      return [{ type: 'deal' }];
    case 'bid':
      return d.waitingFor.flatMap((seat) => d.options.map((bid) => ({ type: 'bid', seat, bid }) as const));
    case 'play':
      return d.legal.map((card) => ({ type: 'play', seat: d.seat, card }) as const);
    case 'continue':
      return [{ type: 'continue' }];
    default:
      return [];
  }
}

/** The live bad-suit counter of the current deal, per seat (spec §11.4). */
export interface BadCounterRow {
  seat: Seat;
  /** The seat's bid once revealed (null before). */
  bid: Bid | null;
  tricks: number;
  /** Bad cards taken so far (0 before the reveal and for Null). */
  bad: number;
  /** Cards still face down that will go to the last trick's winner (0 once taken). */
  remainderPending: number;
  tookRemainder: boolean;
}

export function badCounter(state: unknown): Result<BadCounterRow[], GameError> {
  try {
    const s = state as GameState;
    const d = s.deal;
    if (!d) return err({ code: 'game.wrong-stage', stage: s.stage, action: 'bad-counter' });
    return ok(
      Array.from({ length: s.players }, (_, seat) => {
        const bid = d.revealed ? (d.bids[seat] as Bid) : null;
        return {
          seat,
          bid,
          tricks: d.tricksWon[seat] as number,
          bad: bid ? badCount(d.captured[seat] as GameCard[], bid) : 0,
          remainderPending: d.remainderTo === null ? d.remainder.length : 0,
          tookRemainder: d.remainderTo === seat,
        };
      }),
    );
  } catch (x) {
    return err({ code: 'game.bad-state', detail: String(x) });
  }
}

// ---------------------------------------------------------------------------------------------
// Changing the state

const STEP: StepParts<GameState, GameAction, GameEvent, GameError> = { check: notVersion1, normalise: normaliseAction, copy: cloneWorking, dispatch };

function normaliseAction(action: unknown, st: GameState): Result<GameAction, GameError> {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return err({ code: 'game.bad-action', problem: 'not-an-object' });
  const a = action as Record<string, unknown>;
  switch (a.type) {
    case 'deal': {
      if (a.pack === undefined) return ok({ type: 'deal' });
      const p = checkPack(a.pack, st.rules.jokers);
      return p.ok ? ok({ type: 'deal', pack: p.value }) : p;
    }
    case 'bid':
      if (!isSeatOf(a.seat, st.players)) return err({ code: 'game.bad-action', problem: 'seat' });
      if (!isBid(a.bid)) return err({ code: 'game.bad-action', problem: 'bid' });
      return ok({ type: 'bid', seat: a.seat, bid: a.bid });
    case 'play':
      if (!isSeatOf(a.seat, st.players)) return err({ code: 'game.bad-action', problem: 'seat' });
      if (!isPackCard(a.card, st.rules.jokers)) return err({ code: 'game.bad-action', problem: 'card' });
      return ok({ type: 'play', seat: a.seat, card: a.card });
    case 'continue':
      return ok({ type: 'continue' });
    default:
      return err({ code: 'game.bad-action', problem: 'type' });
  }
}

/** `step`: the next state and the events this action produced; `apply`: the next state (src/shared/engine/step.ts). */
export const { step, apply } = engineSteps(STEP);

/** A stacked pack must be exactly the pack of the rules (52 cards plus the Jokers), in any order. */
export function checkPack(pack: unknown, jokers: number): Result<GameCard[], GameError> {
  if (!Array.isArray(pack)) return err({ code: 'game.bad-pack', problem: 'not-an-array' });
  const full = packOf(jokers);
  if (pack.length !== full.length) return err({ code: 'game.bad-pack', problem: 'size' });
  const seen = new Set<string>();
  for (const c of pack as unknown[]) {
    if (!isPackCard(c, jokers)) return err({ code: 'game.bad-pack', problem: 'card', card: c });
    if (seen.has(c)) return err({ code: 'game.bad-pack', problem: 'duplicate', card: c });
    seen.add(c);
  }
  return ok((pack as GameCard[]).slice());
}

function cloneWorking(s: GameState): GameState {
  return {
    ...s,
    totals: [...s.totals],
    record: [...s.record],
    deal: s.deal
      ? {
          ...s.deal,
          hands: [...s.deal.hands],
          bids: [...s.deal.bids],
          tricks: [...s.deal.tricks],
          trick: [...s.deal.trick],
          tricksWon: [...s.deal.tricksWon],
          captured: [...s.deal.captured],
        }
      : null,
  };
}

function dispatch(s: GameState, a: GameAction, ev: GameEvent[]): GameError | null {
  const wrong = (): GameError => wrongStage(s, a);
  switch (a.type) {
    case 'deal':
      return s.stage === 'awaiting-deal' ? doDeal(s, a.pack, ev) : wrong();
    case 'bid':
      return s.stage === 'bidding' ? doBid(s, a.seat, a.bid, ev) : wrong();
    case 'play':
      return s.stage === 'playing' ? doPlay(s, a.seat, a.card, ev) : wrong();
    case 'continue':
      if (s.stage !== 'scored') return wrong();
      s.stage = 'awaiting-deal';
      s.deal = null;
      return null;
  }
}

function doDeal(s: GameState, pack: GameCard[] | undefined, ev: GameEvent[]): GameError | null {
  const layout = dealLayout(s.players, s.rules.jokers);
  if (!layout.ok) return { code: 'game.bad-state', detail: layout.error };
  let cards = pack;
  if (!cards) {
    const sh = shuffle(packOf(s.rules.jokers), s.rng);
    if (!sh.ok) return { code: 'game.bad-state', detail: sh.error };
    cards = sh.value.value;
    s.rng = sh.value.rng;
  }
  const { handSize } = layout.value;
  const n = s.players;
  const order = playingOrder(s.dealer, n, s.rules);
  const hands: GameCard[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < handSize * n; i++) (hands[order[i % n] as Seat] as GameCard[]).push(cards[i] as GameCard);
  const playOff = isPlayOffDue(s);
  s.deals += 1;
  s.deal = {
    number: s.deals,
    dealer: s.dealer,
    order,
    handSize,
    hands,
    remainder: cards.slice(handSize * n),
    bids: new Array<Bid | null>(n).fill(null),
    revealed: false,
    units: [],
    tricks: [],
    trick: [],
    turn: null,
    tricksWon: new Array<number>(n).fill(0),
    captured: Array.from({ length: n }, () => []),
    remainderTo: null,
    playOff,
  };
  s.stage = 'bidding';
  ev.push({ type: 'deal-dealt', deal: s.deals, dealer: s.dealer, leader: order[0] as Seat, order: [...order], handSize, remainder: s.deal.remainder.length, playOff });
  return null;
}

function doBid(s: GameState, seat: Seat, bid: Bid, ev: GameEvent[]): GameError | null {
  const d = s.deal as DealInPlay;
  if (d.bids[seat] !== null) return { code: 'game.already-bid', seat };
  d.bids[seat] = bid;
  // OP6: under the source's literal reading a Null bidder turns his bid cards face up at once.
  ev.push(bid === 'NULL' && s.rules.nullReveal === 'face-up' ? { type: 'bid-made', seat, faceUpNull: true } : { type: 'bid-made', seat });
  if (d.bids.every((b) => b !== null)) {
    const bids = d.bids as Bid[];
    d.revealed = true;
    d.units = unitsOf(bids.map((b, i) => ({ seat: i, bid: b })), s.rules.zwangshochzeit);
    d.turn = d.order[0] as Seat;
    s.stage = 'playing';
    ev.push({ type: 'bids-revealed', bids: [...bids], units: d.units.map((u) => [...u]), partnerships: d.units.filter((u) => u.length > 1).map((u) => [...u]) });
  }
  return null;
}

function doPlay(s: GameState, seat: Seat, card: GameCard, ev: GameEvent[]): GameError | null {
  const d = s.deal as DealInPlay;
  if (seat !== d.turn) return { code: 'game.not-your-turn', seat, expected: d.turn };
  const hand = d.hands[seat] as GameCard[];
  if (!hand.includes(card)) return { code: 'game.card-not-in-hand', seat, card };
  const verdict = legalPlaysUnchecked(hand, d.trick[0]?.card, s.rules).find((p) => p.card === card) as LegalPlay;
  if (!verdict.legal) return { code: 'game.illegal-card', seat, card, reason: verdict.reason };
  d.hands[seat] = hand.filter((c) => c !== card);
  d.trick.push({ seat, card });
  ev.push({ type: 'card-played', seat, card, trick: d.tricks.length + 1, reason: verdict.reason });
  const n = s.players;
  if (d.trick.length < n) {
    d.turn = nextSeat(seat, n, s.rules);
    return null;
  }
  const w = trickWinnerUnchecked(d.trick, s.rules);
  const cards = d.trick.map((p) => p.card);
  d.tricks.push({ plays: d.trick, winner: w.winner });
  d.trick = [];
  d.tricksWon[w.winner] = (d.tricksWon[w.winner] as number) + 1;
  d.captured[w.winner] = (d.captured[w.winner] as GameCard[]).concat(cards);
  const bid = d.bids[w.winner] as Bid;
  ev.push({
    type: 'trick-won',
    trick: d.tricks.length,
    winner: w.winner,
    card: w.card,
    reason: w.reason,
    beaten: w.beaten,
    bad: badCount(cards, bid),
    badTotal: badCount(d.captured[w.winner] as GameCard[], bid),
  });
  if (d.tricks.length < d.handSize) {
    d.turn = w.winner;
    return null;
  }
  d.turn = null;
  d.remainderTo = w.winner;
  if (d.remainder.length > 0) {
    d.captured[w.winner] = (d.captured[w.winner] as GameCard[]).concat(d.remainder);
    ev.push({ type: 'remainder-taken', seat: w.winner, cards: [...d.remainder], bad: badCount(d.remainder, bid), badTotal: badCount(d.captured[w.winner] as GameCard[], bid) });
  }
  return finishDeal(s, ev);
}

function finishDeal(s: GameState, ev: GameEvent[]): GameError | null {
  const d = s.deal as DealInPlay;
  const n = s.players;
  const bids = d.bids as Bid[];
  const { entries, score } = scoreDealCounts(
    { bids, tricks: d.tricksWon, bad: bids.map((bid, seat) => badCount(d.captured[seat] as GameCard[], bid)), remainderTo: d.remainderTo, remainder: d.remainder.length, handSize: d.handSize },
    s.rules,
  );
  const scores = score.seats.map((x) => x.score);
  for (let i = 0; i < n; i++) s.totals[i] = (s.totals[i] as number) + (scores[i] as number);
  s.record.push({
    deal: d.number,
    dealer: d.dealer,
    bids: [...bids],
    tricks: entries.map((e) => e.tricks),
    bad: entries.map((e) => e.bad),
    scores,
    totals: [...s.totals],
    units: score.units,
    remainderTo: d.remainderTo,
    allTricks: score.allTricks,
  });
  ev.push({ type: 'deal-scored', deal: d.number, units: score.units, seats: score.seats, scores: [...scores], totals: [...s.totals], allTricks: score.allTricks });
  s.dealer = nextSeat(s.dealer, n, s.rules);
  const end = gameEndUnchecked(s.totals, s.rules);
  s.end = end.reason;
  if (end.ended) {
    s.stage = 'game-over';
    s.winners = end.winners;
    ev.push({ type: 'game-over', winners: [...end.winners], totals: [...s.totals], reason: end.reason });
    return null;
  }
  if (end.reason.code === 'end.play-off') ev.push({ type: 'play-off', tied: [...end.reason.tied], highest: end.reason.highest });
  s.stage = 'scored';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Convenience

/** Applies actions in order; stops at the first refused one (its index is in the error). */
export function applyAll(state: unknown, actions: unknown): Result<GameState, GameError & { index?: number }> {
  if (!Array.isArray(actions)) return err({ code: 'game.bad-action', problem: 'not-an-array' });
  const r = applyEach(state as GameState, actions, apply);
  if (!r.ok) return r;
  const s = r.value;
  const bad = notVersion1(s);
  return bad ? err(bad) : ok(s);
}

// ---------------------------------------------------------------------------------------------
// What one seat may see

/** The part of the state one seat may see: its own hand and bid, other bids only once revealed, hand sizes. */
export interface SeatView {
  seat: Seat;
  players: number;
  stage: Stage;
  dealer: Seat;
  rules: Rules;
  totals: number[];
  record: ScoreRow[];
  deal: {
    number: number;
    order: Seat[];
    handSize: number;
    hand: GameCard[];
    handCounts: number[];
    remainderCount: number;
    /** Own bid always; the others' once revealed (null before). */
    bids: (Bid | null)[];
    /** Who has already committed a bid (while bidding). */
    hasBid: boolean[];
    revealed: boolean;
    units: Seat[][];
    tricks: TrickRecord[];
    trick: TrickPlay[];
    turn: Seat | null;
    tricksWon: number[];
    /** Captured cards are public once the tricks are turned (the remainder after it is taken). */
    captured: GameCard[][];
    remainder: GameCard[] | null;
    remainderTo: Seat | null;
  } | null;
  winners: Seat[] | null;
}

export function seatView(state: unknown, seat: unknown): Result<SeatView, GameError> {
  try {
    const s = state as GameState;
    const bad = notVersion1(s);
    if (bad) return err(bad);
    if (!isSeatOf(seat, s.players)) return err({ code: 'game.no-such-seat', seat: seat as Seat });
    const d = s.deal;
    return ok({
      seat,
      players: s.players,
      stage: s.stage,
      dealer: s.dealer,
      rules: { ...s.rules },
      totals: [...s.totals],
      record: s.record.map((r) => ({ ...r })),
      deal: d
        ? {
            number: d.number,
            order: [...d.order],
            handSize: d.handSize,
            hand: [...(d.hands[seat] as GameCard[])],
            handCounts: d.hands.map((h) => h.length),
            remainderCount: d.remainder.length,
            bids: d.bids.map((b, i) => (d.revealed || i === seat || (b === 'NULL' && s.rules.nullReveal === 'face-up') ? b : null)),
            hasBid: d.bids.map((b) => b !== null),
            revealed: d.revealed,
            units: d.units.map((u) => [...u]),
            tricks: d.tricks.map((t) => ({ plays: [...t.plays], winner: t.winner })),
            trick: [...d.trick],
            turn: d.turn,
            tricksWon: [...d.tricksWon],
            captured: d.captured.map((c) => [...c]),
            remainder: d.remainderTo === null ? null : [...d.remainder],
            remainderTo: d.remainderTo,
          }
        : null,
      winners: s.winners ? [...s.winners] : null,
    });
  } catch (x) {
    return err({ code: 'game.bad-state', detail: String(x) });
  }
}
