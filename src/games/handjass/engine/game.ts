/**
 * A whole Handjass game as one plain, JSON-serialisable state, and one way to change it.
 *
 * `apply(state, action)` returns the next state or a coded error; it never throws and never mutates its input.
 * Everything the UI needs to narrate is in `state.log` as structured events (codes and data, no prose); `step`
 * also returns just the events one action produced.
 *
 * Seats are numbers 0..players-1 listed counter-clockwise (the direction of play): the seat after the dealer is
 * Vorhand. Flow of one deal:
 *   'awaiting-deal' --deal--> ['bessern' (V3)] --> 'choosing' (play / pass / blind) --> ['claim' (OP10)]
 *   --> ['six-exchange'] --> 'playing' (9 or 12 tricks; Weis on the first card, Stöck on the second of K/Q)
 *   --> 'scored' --continue--> 'awaiting-deal' ... until one player is left: 'game-over'.
 * A deal in which all but one player pass is scored straight after the choices.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from '../../../shared/result';
import { applyEach, engineSteps, notVersion1, wrongStage, type StepParts, type CommonGameError, type TurnError } from '../../../shared/engine/step';
import { rngFromSeed, toGenerator, nextBelow, fromGenerator, type RngState } from '../../../shared/random/rng';
import { cardIndex, isHjCard, LAST_TRICK_BONUS, pointsOf, R_KING, R_QUEEN, R_SIX, suitIndex, cardAt, PACK } from './cards';
import { layOut, shuffledPack, validatePack, type DealMode, type TurnedAt } from './deal';
import { legalPlaysUnchecked, trickWinnerUnchecked, type LoseWhy, type PlayReason, type PlayVerdict, type TrickReason } from './play';
import { makeRules, retireTarget, type Rules } from './rules';
import { claimAllowed, claimStrokes, dealStrokes, nullPayments, settle, tallyDeal, type DrawRecord, type HeldStroke, type SeatStrokes } from './scoring';
import { contestUnchecked, declarationUnchecked, holdsStoeck, STOECK_POINTS, type Combo, type ComboWhy } from './weis';

export type Seat = number;
export type Choice = 'play' | 'pass' | 'blind';

export interface NewGameInput {
  seed: number;
  /** 2, 3 or 4 players. */
  players: number;
  /** Partial rule set; missing options take their defaults. */
  rules?: unknown;
  /** The first dealer; drawn from the seed when omitted (OP28). */
  firstDealer?: number;
}

export type Stage = 'awaiting-deal' | 'bessern' | 'choosing' | 'claim' | 'six-exchange' | 'playing' | 'scored' | 'game-over';

export interface TrickRecord {
  plays: { seat: Seat; card: Card }[];
  winner: Seat;
  points: number;
}

export interface WeisResult {
  winner: Seat | null;
  points: number;
  combos: Combo[];
  losers: { seat: Seat; why: ComboWhy }[];
}

export interface DealState {
  number: number;
  mode: DealMode;
  dealer: Seat;
  vorhand: Seat;
  /** Non-retired seats from Vorhand counter-clockwise, the dealer last. */
  order: Seat[];
  trump: Suit;
  turned: Card;
  turnedAt: TurnedAt;
  /** Hands by table seat (empty for retired seats). */
  hands: Card[][];
  blind: Card[] | null;
  blindTaker: Seat | null;
  stock: Card[] | null;
  bessern: Card[][] | null;
  /** Whether each seat has made its Bessern decision (V3). */
  bessernDone: boolean[];
  /** Cards out of play: passers' hands, an unused blind or stock, Bessern discards, leftovers. Nobody scores them. */
  dead: Card[];
  /** Each seat's play/pass/blind choice (null: not yet). */
  choices: (Choice | null)[];
  /** Active seats in play order (set when the choices are complete). */
  active: Seat[];
  claimAnswers: { seat: Seat; agree: boolean }[];
  sixDone: boolean;
  /** Hands when play began (for Weis and Stöck). */
  startHands: Card[][];
  leader: Seat | null;
  turn: Seat | null;
  trick: { seat: Seat; card: Card }[];
  tricks: TrickRecord[];
  tricksTotal: number;
  /** Card points taken by seat (with the last-trick bonus). */
  points: number[];
  announcements: { seat: Seat; value: number }[];
  weis: WeisResult | null;
  /** Stöck points by seat. */
  stoeck: number[];
}

export interface RecordRow {
  deal: number;
  dealer: Seat;
  trump: Suit;
  /** Deal total by seat; null for seats that did not play the deal. */
  totals: (number | null)[];
  strokes: number[];
  potatoes: number[];
  /** Net tally by seat after the deal (the blackboard). */
  net: number[];
  retired: Seat[];
  /** How the deal ended. */
  kind: 'played' | 'sole-active' | 'claimed';
}

export interface GameState {
  v: 1;
  seed: number;
  players: number;
  rules: Rules;
  /** The first dealer, and whether it was drawn from the seed (OP28) rather than given. */
  firstDealer: Seat;
  dealerDrawn: boolean;
  rng: RngState;
  stage: Stage;
  dealer: Seat;
  vorhand: Seat;
  dealsPlayed: number;
  strokes: number[];
  potatoes: number[];
  /** Retired seats in the order they retired. */
  retired: Seat[];
  held: HeldStroke[];
  /** V6: money moved by null payments so far. */
  money: number[];
  deal: DealState | null;
  lastScore: DealScoreSummary | null;
  record: RecordRow[];
  loser: Seat | null;
  settlement: number[] | null;
  actions: GameAction[];
  log: GameEvent[];
}

export interface DealScoreSummary {
  kind: 'played' | 'sole-active' | 'claimed';
  seats: SeatStrokes[];
  draw: DrawRecord | null;
  held: HeldStroke | null;
  multiplier: number;
}

export type GameAction =
  | { type: 'deal'; pack?: Card[] }
  | { type: 'bessern'; seat: Seat; discard: Card[] }
  | { type: 'choose'; seat: Seat; choice: Choice }
  | { type: 'claim'; seat: Seat; agree: boolean }
  | { type: 'six'; seat: Seat; swap: boolean }
  /** `stoeck`: true says Stöck with this card, false keeps quiet (only on the card that completes Stöck). */
  | { type: 'play'; seat: Seat; card: Card; announce?: number; stoeck?: boolean }
  | { type: 'continue' };

export type GameEvent =
  | { type: 'game-started'; players: number; dealer: Seat; vorhand: Seat; target: number }
  | { type: 'deal-dealt'; deal: number; mode: DealMode; dealer: Seat; vorhand: Seat; order: Seat[]; trump: Suit; turned: Card; turnedAt: TurnedAt }
  | { type: 'bessern'; seat: Seat; exchanged: boolean }
  | { type: 'chose'; seat: Seat; choice: Choice }
  | { type: 'auto-active'; seat: Seat; reason: 'choose.others-passed' }
  | { type: 'claim-answered'; seat: Seat; agree: boolean }
  | { type: 'claim-accepted'; active: Seat[] }
  | { type: 'claim-refused'; by: Seat }
  | { type: 'six-exchanged'; seat: Seat; six: Card; took: Card; from: TurnedAt | 'blind-taker' }
  | { type: 'six-kept'; seat: Seat }
  | { type: 'play-started'; active: Seat[]; leader: Seat; tricks: number }
  | { type: 'card-played'; seat: Seat; card: Card; trick: number; reason: PlayReason }
  | { type: 'weis-announced'; seat: Seat; value: number }
  | { type: 'weis-blocked'; seat: Seat; value: number; higher: number }
  | { type: 'weis-resolved'; winner: Seat | null; points: number; combos: Combo[]; losers: { seat: Seat; why: ComboWhy }[] }
  | { type: 'weis-missed'; seat: Seat; value: number }
  | { type: 'stoeck'; seat: Seat; points: number }
  | { type: 'stoeck-missed'; seat: Seat }
  | { type: 'trick-won'; trick: number; winner: Seat; card: Card; points: number; lastTrickBonus: number; reason: TrickReason; beaten: { seat: Seat; card: Card; why: LoseWhy }[] }
  | { type: 'deal-finished'; totals: (number | null)[]; cardPoints: (number | null)[]; weis: { seat: Seat | null; points: number }; stoeck: number[] }
  | { type: 'draw'; between: Seat[]; strokes: number; cards: { seat: Seat; cards: Card[] }[]; order: Seat[] }
  | { type: 'deal-scored'; kind: 'played' | 'sole-active' | 'claimed'; seats: SeatStrokes[]; multiplier: number; held: HeldStroke | null }
  | { type: 'tally'; strokes: number[]; potatoes: number[]; net: number[] }
  | { type: 'retired'; seats: Seat[]; target: number }
  | { type: 'next-deal'; dealer: Seat; vorhand: Seat; players: Seat[] }
  | { type: 'game-over'; loser: Seat; net: number[]; settlement: number[] | null };

export type GameError =
  | CommonGameError<Stage>
  | TurnError<Seat, Card, PlayReason>
  | { code: 'game.bad-pack'; detail: unknown }
  | { code: 'game.bad-discard'; seat: Seat; problem: 'count' | 'not-in-hand' | 'duplicate' }
  | { code: 'game.choice-not-allowed'; seat: Seat; choice: Choice; why: 'choose.blind-taken' | 'choose.no-blind' | 'choose.compulsory' }
  | { code: 'game.announce-not-allowed'; seat: Seat; why: 'weis.not-first-card' | 'weis.not-held' | 'weis.blocked-by-higher' | 'weis.auto-mode'; value: number }
  | { code: 'game.stoeck-not-allowed'; seat: Seat; why: 'stoeck.not-second-card' };

export type NextDecision =
  | { kind: 'deal'; dealer: Seat; vorhand: Seat; players: Seat[] }
  | { kind: 'bessern'; seat: Seat; hand: Card[] }
  | { kind: 'choose'; seat: Seat; choices: Choice[] }
  | { kind: 'claim'; seat: Seat; active: Seat[] }
  | { kind: 'six-exchange'; seat: Seat; six: Card; turned: Card }
  | {
      kind: 'play';
      seat: Seat;
      trick: number;
      legal: Card[];
      verdicts: PlayVerdict[];
      /** Manual announcing only: values this seat may announce with this card (its first card). */
      mayAnnounce: number[];
      /**
       * Cards whose play now completes this seat's Stöck (the second of the trump King and Queen). Manual
       * announcing: Stöck scores only with `stoeck: true`. Automatic announcing: it is said for the player unless
       * the action carries `stoeck: false` (the player keeps quiet and loses the 20).
       */
      stoeckCards: Card[];
    }
  | { kind: 'continue' }
  | { kind: 'game-over'; loser: Seat }
  | { kind: 'invalid-state' };

// ---------------------------------------------------------------------------------------------
// Helpers

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const net = (s: GameState): number[] => s.strokes.map((x, i) => x - (s.potatoes[i] as number));
const remove = (hand: Card[], cards: readonly Card[]): Card[] => hand.filter((c) => !cards.includes(c));

/** Non-retired seats from `vorhand` counter-clockwise. */
function orderFrom(s: Pick<GameState, 'players' | 'retired'>, vorhand: Seat): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < s.players; k++) {
    const seat = (vorhand + k) % s.players;
    if (!s.retired.includes(seat)) out.push(seat);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Construction

export function newGame(input: NewGameInput): Result<GameState, GameError> {
  if (input === null || typeof input !== 'object') return err({ code: 'game.bad-options', field: '*' });
  const { seed, players } = input;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err({ code: 'game.bad-options', field: 'seed' });
  if (players !== 2 && players !== 3 && players !== 4) return err({ code: 'game.bad-options', field: 'players' });
  const rules = makeRules(input.rules ?? {});
  if (!rules.ok) return err({ code: 'game.bad-options', field: 'rules', detail: rules.error });
  let rng = rngFromSeed(seed);
  let dealer: number;
  if (input.firstDealer === undefined) {
    const gen = toGenerator(rng);
    dealer = nextBelow(gen, players);
    rng = fromGenerator(gen);
  } else {
    if (!isInt(input.firstDealer) || input.firstDealer < 0 || input.firstDealer >= players) return err({ code: 'game.bad-options', field: 'firstDealer' });
    dealer = input.firstDealer;
  }
  const vorhand = (dealer + 1) % players;
  const zeros = Array.from({ length: players }, () => 0);
  return ok({
    v: 1,
    seed: seed === 0 ? 0 : seed,
    players,
    rules: rules.value,
    firstDealer: dealer,
    dealerDrawn: input.firstDealer === undefined,
    rng,
    stage: 'awaiting-deal',
    dealer,
    vorhand,
    dealsPlayed: 0,
    strokes: [...zeros],
    potatoes: [...zeros],
    retired: [],
    held: [],
    money: [...zeros],
    deal: null,
    lastScore: null,
    record: [],
    loser: null,
    settlement: null,
    actions: [],
    log: [{ type: 'game-started', players, dealer, vorhand, target: retireTarget(rules.value) }],
  });
}

// ---------------------------------------------------------------------------------------------
// Queries

/** What the game waits for, as data. */
export function nextDecision(state: GameState): NextDecision {
  try {
    return decide(state);
  } catch {
    return { kind: 'invalid-state' };
  }
}

/** The seat whose decision the game waits for, or null (the table's step: deal, continue; or the game is over). */
export function whoseTurn(state: GameState): Seat | null {
  const d = nextDecision(state);
  return 'seat' in d ? d.seat : null;
}

function pendingSeat(d: DealState, done: (seat: Seat) => boolean): Seat | null {
  for (const seat of d.order) if (!done(seat)) return seat;
  return null;
}

function choicesFor(s: GameState, d: DealState): Choice[] {
  const out: Choice[] = ['play', 'pass'];
  if (d.blind && d.blindTaker === null && d.mode !== 'compulsory') out.push('blind');
  return out;
}

/** The trump-6 holder who may exchange now, or null. */
function sixHolder(d: DealState): Seat | null {
  if (d.sixDone) return null;
  if (d.mode === 'four' || d.mode === 'compulsory') return null;
  if (d.mode === 'bessern' && d.turnedAt !== 'indicator') return null;
  const six = cardAt(suitIndex(d.trump) * 9 + R_SIX);
  if (d.turned === six) return null;
  for (const seat of d.active) {
    const h = d.hands[seat] as Card[];
    if (h.includes(six)) return h.includes(d.turned) ? null : seat;
  }
  return null;
}

function decide(s: GameState): NextDecision {
  const d = s.deal;
  switch (s.stage) {
    case 'awaiting-deal':
      return { kind: 'deal', dealer: s.dealer, vorhand: s.vorhand, players: orderFrom(s, s.vorhand) };
    case 'bessern': {
      const dd = d as DealState;
      const seat = pendingSeat(dd, (x) => dd.bessernDone[x] === true) as Seat;
      return { kind: 'bessern', seat, hand: [...(dd.hands[seat] as Card[])] };
    }
    case 'choosing': {
      const dd = d as DealState;
      const seat = pendingSeat(dd, (x) => dd.choices[x] !== null) as Seat;
      return { kind: 'choose', seat, choices: choicesFor(s, dd) };
    }
    case 'claim': {
      const dd = d as DealState;
      const seat = pendingSeat(dd, (x) => dd.claimAnswers.some((a) => a.seat === x)) as Seat;
      return { kind: 'claim', seat, active: [...dd.active] };
    }
    case 'six-exchange': {
      const dd = d as DealState;
      const seat = sixHolder(dd) as Seat;
      return { kind: 'six-exchange', seat, six: cardAt(suitIndex(dd.trump) * 9 + R_SIX), turned: dd.turned };
    }
    case 'playing': {
      const dd = d as DealState;
      const seat = dd.turn as Seat;
      const hand = dd.hands[seat] as Card[];
      const verdicts = legalPlaysUnchecked(hand, dd.trick.map((p) => p.card), dd.trump);
      const manual = s.rules.announcing === 'manual';
      return {
        kind: 'play',
        seat,
        trick: dd.tricks.length + 1,
        legal: verdicts.filter((v) => v.legal).map((v) => v.card),
        verdicts,
        mayAnnounce: manual ? announceOptions(dd, seat) : [],
        stoeckCards: stoeckCards(dd, seat),
      };
    }
    case 'scored':
      return { kind: 'continue' };
    case 'game-over':
      return { kind: 'game-over', loser: s.loser as Seat };
    default:
      return { kind: 'invalid-state' };
  }
}

/** Values `seat` may announce with its first card (manual mode): its best combination's value, unless blocked. */
function announceOptions(d: DealState, seat: Seat): number[] {
  if (d.tricks.length > 0 || d.trick.some((p) => p.seat === seat)) return [];
  const decl = declarationUnchecked(d.startHands[seat] as Card[], d.trump);
  if (!decl.best) return [];
  const higher = Math.max(0, ...d.announcements.map((a) => a.value));
  return decl.announce >= higher ? [decl.announce] : [];
}

/** Cards whose play now completes `seat`'s Stöck (the other of K/Q trumps already played by him). */
function stoeckCards(d: DealState, seat: Seat): Card[] {
  const t = suitIndex(d.trump);
  const k = cardAt(t * 9 + R_KING);
  const q = cardAt(t * 9 + R_QUEEN);
  if (!holdsStoeck(d.startHands[seat] as Card[], d.trump)) return [];
  const hand = d.hands[seat] as Card[];
  if (hand.includes(k) && !hand.includes(q)) return [k];
  if (hand.includes(q) && !hand.includes(k)) return [q];
  return [];
}

/**
 * Every action `apply` accepts now (for manual announcing: each card with and without its announcements). With
 * automatic announcing, keeping quiet about Stöck (`stoeck: false`) is also accepted but not listed: it only throws
 * 20 points away, so a random player does not try it.
 */
export function legalActions(state: GameState): GameAction[] {
  const d = nextDecision(state);
  switch (d.kind) {
    case 'deal':
      return [{ type: 'deal' }];
    case 'bessern': {
      const out: GameAction[] = [{ type: 'bessern', seat: d.seat, discard: [] }];
      const h = d.hand;
      for (let a = 0; a < h.length; a++)
        for (let b = a + 1; b < h.length; b++) for (let c = b + 1; c < h.length; c++) out.push({ type: 'bessern', seat: d.seat, discard: [h[a], h[b], h[c]] as Card[] });
      return out;
    }
    case 'choose':
      return d.choices.map((choice) => ({ type: 'choose', seat: d.seat, choice }));
    case 'claim':
      return [true, false].map((agree) => ({ type: 'claim', seat: d.seat, agree }));
    case 'six-exchange':
      return [true, false].map((swap) => ({ type: 'six', seat: d.seat, swap }));
    case 'play': {
      const out: GameAction[] = [];
      const manual = state.rules.announcing === 'manual';
      for (const card of d.legal) {
        const anns = [undefined, ...d.mayAnnounce];
        const st = manual && d.stoeckCards.includes(card) ? [undefined, true] : [undefined];
        for (const announce of anns)
          for (const stoeck of st) {
            const a: GameAction = { type: 'play', seat: d.seat, card };
            if (announce !== undefined) a.announce = announce;
            if (stoeck) a.stoeck = true;
            out.push(a);
          }
      }
      return out;
    }
    case 'continue':
      return [{ type: 'continue' }];
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Changing the state

const STEP: StepParts<GameState, GameAction, GameEvent, GameError> = { check: notVersion1, normalise: normaliseAction, copy: clone, dispatch };

function normaliseAction(action: unknown): Result<GameAction, GameError> {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return err({ code: 'game.bad-action', problem: 'not-an-object' });
  const a = action as Record<string, unknown>;
  const seatOk = isInt(a.seat) && (a.seat as number) >= 0 && (a.seat as number) < 4;
  const seat = a.seat as number;
  switch (a.type) {
    case 'deal': {
      if (a.pack === undefined) return ok({ type: 'deal' });
      const p = validatePack(a.pack);
      return p.ok ? ok({ type: 'deal', pack: p.value }) : err({ code: 'game.bad-pack', detail: p.error });
    }
    case 'bessern': {
      if (!seatOk) return err({ code: 'game.bad-action', problem: 'seat' });
      if (!Array.isArray(a.discard) || !a.discard.every(isHjCard)) return err({ code: 'game.bad-action', problem: 'discard' });
      return ok({ type: 'bessern', seat, discard: [...(a.discard as Card[])] });
    }
    case 'choose':
      if (!seatOk) return err({ code: 'game.bad-action', problem: 'seat' });
      if (a.choice !== 'play' && a.choice !== 'pass' && a.choice !== 'blind') return err({ code: 'game.bad-action', problem: 'choice' });
      return ok({ type: 'choose', seat, choice: a.choice });
    case 'claim':
      if (!seatOk) return err({ code: 'game.bad-action', problem: 'seat' });
      if (typeof a.agree !== 'boolean') return err({ code: 'game.bad-action', problem: 'agree' });
      return ok({ type: 'claim', seat, agree: a.agree });
    case 'six':
      if (!seatOk) return err({ code: 'game.bad-action', problem: 'seat' });
      if (typeof a.swap !== 'boolean') return err({ code: 'game.bad-action', problem: 'swap' });
      return ok({ type: 'six', seat, swap: a.swap });
    case 'play': {
      if (!seatOk) return err({ code: 'game.bad-action', problem: 'seat' });
      if (!isHjCard(a.card)) return err({ code: 'game.bad-action', problem: 'card' });
      const out: GameAction = { type: 'play', seat, card: a.card };
      if (a.announce !== undefined) {
        if (a.announce !== 20 && a.announce !== 50 && a.announce !== 100 && a.announce !== 200) return err({ code: 'game.bad-action', problem: 'announce' });
        out.announce = a.announce;
      }
      if (a.stoeck !== undefined) {
        if (typeof a.stoeck !== 'boolean') return err({ code: 'game.bad-action', problem: 'stoeck' });
        out.stoeck = a.stoeck;
      }
      return ok(out);
    }
    case 'continue':
      return ok({ type: 'continue' });
    default:
      return err({ code: 'game.bad-action', problem: 'type' });
  }
}

/** `step`: the next state and the events this action produced; `apply`: the next state (src/shared/engine/step.ts). */
export const { step, apply } = engineSteps(STEP);

/**
 * A working copy for one action: the deal is copied deeply (actions change it in place); the top-level arrays are
 * copied; the record rows, rules, RNG state and the last score are never changed in place, so they are shared.
 */
function clone(s: GameState): GameState {
  return {
    ...s,
    strokes: [...s.strokes],
    potatoes: [...s.potatoes],
    retired: [...s.retired],
    held: s.held.map((h) => ({ between: [...h.between], strokes: h.strokes, ...(h.each !== undefined ? { each: h.each } : {}) })),
    money: [...s.money],
    record: [...s.record],
    deal: s.deal ? (JSON.parse(JSON.stringify(s.deal)) as DealState) : null,
    actions: [],
    log: [],
  };
}

function dispatch(s: GameState, a: GameAction, ev: GameEvent[]): GameError | null {
  if (a.type === 'deal') return s.stage === 'awaiting-deal' ? doDeal(s, a.pack, ev) : wrongStage(s, a);
  if (a.type === 'continue') return s.stage === 'scored' ? doContinue(s, ev) : wrongStage(s, a);
  const want: Record<Exclude<GameAction['type'], 'deal' | 'continue'>, Stage> = { bessern: 'bessern', choose: 'choosing', claim: 'claim', six: 'six-exchange', play: 'playing' };
  if (s.stage !== want[a.type]) return wrongStage(s, a);
  const expected = whoseTurn(s);
  if (a.seat !== expected) return { code: 'game.not-your-turn', seat: a.seat, expected };
  const d = s.deal as DealState;
  switch (a.type) {
    case 'bessern':
      return doBessern(s, d, a.seat, a.discard, ev);
    case 'choose':
      return doChoose(s, d, a.seat, a.choice, ev);
    case 'claim':
      return doClaim(s, d, a.seat, a.agree, ev);
    case 'six':
      return doSix(s, d, a.seat, a.swap, ev);
    case 'play':
      return doPlay(s, d, a, ev);
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
  const order = orderFrom(s, s.vorhand);
  const l = layOut(cards, order.length, s.rules);
  if (!l.ok) return { code: 'game.bad-pack', detail: l.error };
  const L = l.value;
  const hands: Card[][] = Array.from({ length: s.players }, () => []);
  order.forEach((seat, i) => (hands[seat] = L.hands[i] as Card[]));
  let bessern: Card[][] | null = null;
  if (L.bessern) {
    bessern = Array.from({ length: s.players }, () => []);
    order.forEach((seat, i) => ((bessern as Card[][])[seat] = (L.bessern as Card[][])[i] as Card[]));
  }
  const n = s.players;
  const deal: DealState = {
    number: s.dealsPlayed + 1,
    mode: L.mode,
    dealer: s.dealer,
    vorhand: s.vorhand,
    order,
    trump: L.trump,
    turned: L.turned,
    turnedAt: L.turnedAt,
    hands,
    blind: L.blind,
    blindTaker: null,
    stock: L.stock,
    bessern,
    bessernDone: Array.from({ length: n }, () => false),
    dead: [...L.dead],
    choices: Array.from({ length: n }, () => null),
    active: [],
    claimAnswers: [],
    sixDone: false,
    startHands: Array.from({ length: n }, () => []),
    leader: null,
    turn: null,
    trick: [],
    tricks: [],
    tricksTotal: (L.hands[0] as Card[]).length,
    points: Array.from({ length: n }, () => 0),
    announcements: [],
    weis: null,
    stoeck: Array.from({ length: n }, () => 0),
  };
  s.deal = deal;
  ev.push({ type: 'deal-dealt', deal: deal.number, mode: L.mode, dealer: s.dealer, vorhand: s.vorhand, order: [...order], trump: L.trump, turned: L.turned, turnedAt: L.turnedAt });
  if (L.mode === 'bessern') {
    s.stage = 'bessern';
    return null;
  }
  if (L.mode === 'compulsory' || (s.rules.compulsory && L.mode === 'four')) {
    for (const seat of order) deal.choices[seat] = 'play';
    return afterChoices(s, deal, ev);
  }
  s.stage = 'choosing';
  return null;
}

function doBessern(s: GameState, d: DealState, seat: Seat, discard: Card[], ev: GameEvent[]): GameError | null {
  if (discard.length !== 0 && discard.length !== 3) return { code: 'game.bad-discard', seat, problem: 'count' };
  if (new Set(discard).size !== discard.length) return { code: 'game.bad-discard', seat, problem: 'duplicate' };
  const hand = d.hands[seat] as Card[];
  if (!discard.every((c) => hand.includes(c))) return { code: 'game.bad-discard', seat, problem: 'not-in-hand' };
  const packet = (d.bessern as Card[][])[seat] as Card[];
  if (discard.length === 3) {
    d.hands[seat] = [...remove(hand, discard), ...packet];
    d.dead.push(...discard);
  } else d.dead.push(...packet);
  (d.bessern as Card[][])[seat] = [];
  d.bessernDone[seat] = true;
  ev.push({ type: 'bessern', seat, exchanged: discard.length === 3 });
  if (d.order.every((x) => d.bessernDone[x])) s.stage = 'choosing';
  return null;
}

function doChoose(s: GameState, d: DealState, seat: Seat, choice: Choice, ev: GameEvent[]): GameError | null {
  if (choice === 'blind') {
    if (!d.blind) return { code: 'game.choice-not-allowed', seat, choice, why: 'choose.no-blind' };
    if (d.blindTaker !== null) return { code: 'game.choice-not-allowed', seat, choice, why: 'choose.blind-taken' };
    // The own hand goes face down out of play; the blind (turned card included, OP15) becomes the hand.
    d.dead.push(...(d.hands[seat] as Card[]));
    d.hands[seat] = d.blind;
    d.blind = [];
    d.blindTaker = seat;
  }
  d.choices[seat] = choice;
  ev.push({ type: 'chose', seat, choice });
  const undecided = d.order.filter((x) => d.choices[x] === null);
  const decided = d.order.filter((x) => d.choices[x] !== null);
  if (undecided.length === 1 && decided.every((x) => d.choices[x] === 'pass')) {
    // OP9: everybody else passed: the last player cannot pass; he is the sole active player.
    const last = undecided[0] as Seat;
    d.choices[last] = 'play';
    ev.push({ type: 'auto-active', seat: last, reason: 'choose.others-passed' });
  }
  if (d.order.some((x) => d.choices[x] === null)) return null;
  return afterChoices(s, d, ev);
}

function afterChoices(s: GameState, d: DealState, ev: GameEvent[]): GameError | null {
  d.active = d.order.filter((x) => d.choices[x] !== 'pass');
  for (const x of d.order) {
    if (d.choices[x] === 'pass') {
      d.dead.push(...(d.hands[x] as Card[]));
      d.hands[x] = [];
    }
  }
  if (d.active.length === 1) return scoreDeal(s, d, 'sole-active', ev);
  if (claimAllowed(s.rules, d.order.length, d.active.length)) {
    s.stage = 'claim';
    return null;
  }
  return toSixOrPlay(s, d, ev);
}

function toSixOrPlay(s: GameState, d: DealState, ev: GameEvent[]): GameError | null {
  if (sixHolder(d) !== null) {
    s.stage = 'six-exchange';
    return null;
  }
  d.sixDone = true;
  return startPlay(s, d, ev);
}

function doClaim(s: GameState, d: DealState, seat: Seat, agree: boolean, ev: GameEvent[]): GameError | null {
  d.claimAnswers.push({ seat, agree });
  ev.push({ type: 'claim-answered', seat, agree });
  if (!agree) {
    ev.push({ type: 'claim-refused', by: seat });
    return toSixOrPlay(s, d, ev);
  }
  if (d.order.every((x) => d.claimAnswers.some((a) => a.seat === x))) {
    ev.push({ type: 'claim-accepted', active: [...d.active] });
    return scoreDeal(s, d, 'claimed', ev);
  }
  return null;
}

function doSix(s: GameState, d: DealState, seat: Seat, swap: boolean, ev: GameEvent[]): GameError | null {
  const six = cardAt(suitIndex(d.trump) * 9 + R_SIX);
  d.sixDone = true;
  if (!swap) {
    ev.push({ type: 'six-kept', seat });
    return startPlay(s, d, ev);
  }
  const hand = d.hands[seat] as Card[];
  let from: TurnedAt | 'blind-taker' = d.turnedAt;
  if (d.blindTaker !== null && (d.hands[d.blindTaker] as Card[]).includes(d.turned)) {
    const taker = d.blindTaker;
    d.hands[taker] = [...remove(d.hands[taker] as Card[], [d.turned]), six];
    from = 'blind-taker';
  } else if (d.turnedAt === 'blind' && d.blind && d.blind.includes(d.turned)) {
    d.blind = [...remove(d.blind, [d.turned]), six];
  } else if (d.turnedAt === 'blind') {
    // The untaken blind went to the dead cards.
    d.dead = [...remove(d.dead, [d.turned]), six];
  } else if (d.turnedAt === 'stock' && d.stock) {
    d.stock = [...remove(d.stock, [d.turned]), six];
  } else {
    d.dead = [...remove(d.dead, [d.turned]), six];
  }
  d.hands[seat] = [...remove(hand, [six]), d.turned];
  ev.push({ type: 'six-exchanged', seat, six, took: d.turned, from });
  return startPlay(s, d, ev);
}

function startPlay(s: GameState, d: DealState, ev: GameEvent[]): GameError | null {
  // The unused blind and stock are out of play.
  if (d.blind && d.blind.length > 0) {
    d.dead.push(...d.blind);
    d.blind = [];
  }
  if (d.stock && d.stock.length > 0) {
    d.dead.push(...d.stock);
    d.stock = [];
  }
  d.startHands = d.hands.map((h) => [...h]);
  d.leader = d.active[0] as Seat;
  d.turn = d.leader;
  s.stage = 'playing';
  ev.push({ type: 'play-started', active: [...d.active], leader: d.leader, tricks: d.tricksTotal });
  return null;
}

function doPlay(s: GameState, d: DealState, a: Extract<GameAction, { type: 'play' }>, ev: GameEvent[]): GameError | null {
  const { seat, card } = a;
  const hand = d.hands[seat] as Card[];
  if (!hand.includes(card)) return { code: 'game.card-not-in-hand', seat, card };
  const verdict = legalPlaysUnchecked(hand, d.trick.map((p) => p.card), d.trump).find((v) => v.card === card) as PlayVerdict;
  if (!verdict.legal) return { code: 'game.illegal-card', seat, card, reason: verdict.reason };
  const manual = s.rules.announcing === 'manual';
  const first = d.tricks.length === 0;
  // Weis on the first card.
  if (a.announce !== undefined) {
    if (!manual) return { code: 'game.announce-not-allowed', seat, why: 'weis.auto-mode', value: a.announce };
    if (!first) return { code: 'game.announce-not-allowed', seat, why: 'weis.not-first-card', value: a.announce };
    const decl = declarationUnchecked(d.startHands[seat] as Card[], d.trump);
    if (decl.announce !== a.announce) return { code: 'game.announce-not-allowed', seat, why: 'weis.not-held', value: a.announce };
    const higher = Math.max(0, ...d.announcements.map((x) => x.value));
    if (higher > a.announce) return { code: 'game.announce-not-allowed', seat, why: 'weis.blocked-by-higher', value: a.announce };
  }
  const sc = stoeckCards(d, seat);
  // Saying Stöck, or keeping quiet about it, only with the card that completes it.
  if (a.stoeck !== undefined && !sc.includes(card)) return { code: 'game.stoeck-not-allowed', seat, why: 'stoeck.not-second-card' };
  d.hands[seat] = remove(hand, [card]);
  d.trick.push({ seat, card });
  ev.push({ type: 'card-played', seat, card, trick: d.tricks.length + 1, reason: verdict.reason });
  if (first) {
    const decl = declarationUnchecked(d.startHands[seat] as Card[], d.trump);
    const higher = Math.max(0, ...d.announcements.map((x) => x.value));
    if (manual) {
      if (a.announce !== undefined) {
        d.announcements.push({ seat, value: a.announce });
        ev.push({ type: 'weis-announced', seat, value: a.announce });
      } else if (decl.best && decl.announce >= higher) ev.push({ type: 'weis-missed', seat, value: decl.announce });
    } else if (decl.best) {
      if (decl.announce >= higher) {
        d.announcements.push({ seat, value: decl.announce });
        ev.push({ type: 'weis-announced', seat, value: decl.announce });
      } else ev.push({ type: 'weis-blocked', seat, value: decl.announce, higher });
    }
  }
  if (sc.includes(card)) {
    // Manual announcing: only a spoken Stöck scores. Automatic: it is said unless the player keeps quiet.
    if (manual ? a.stoeck === true : a.stoeck !== false) {
      d.stoeck[seat] = STOECK_POINTS;
      ev.push({ type: 'stoeck', seat, points: STOECK_POINTS });
    } else ev.push({ type: 'stoeck-missed', seat });
  }
  if (d.trick.length < d.active.length) {
    const i = d.active.indexOf(seat);
    d.turn = d.active[(i + 1) % d.active.length] as Seat;
    return null;
  }
  const w = trickWinnerUnchecked(d.trick.map((p) => p.card), d.trump);
  const winner = (d.trick[w.winnerIndex] as { seat: Seat }).seat;
  const last = d.tricks.length + 1 === d.tricksTotal;
  const bonus = last ? LAST_TRICK_BONUS : 0;
  d.points[winner] = (d.points[winner] as number) + w.points + bonus;
  d.tricks.push({ plays: d.trick, winner, points: w.points });
  ev.push({
    type: 'trick-won',
    trick: d.tricks.length,
    winner,
    card: w.card,
    points: w.points,
    lastTrickBonus: bonus,
    reason: w.reason,
    beaten: w.beaten.map((b) => ({ seat: (d.trick[b.index] as { seat: Seat }).seat, card: b.card, why: b.why })),
  });
  d.trick = [];
  if (d.tricks.length === 1) resolveWeis(d, ev);
  if (!last) {
    d.turn = winner;
    return null;
  }
  d.turn = null;
  return scoreDeal(s, d, 'played', ev);
}

function resolveWeis(d: DealState, ev: GameEvent[]): void {
  const announcers = d.active.filter((x) => d.announcements.some((a) => a.seat === x));
  const entries = announcers.map((seat) => ({ seat, decl: declarationUnchecked(d.startHands[seat] as Card[], d.trump) }));
  const c = contestUnchecked(entries.map((e) => ({ seat: e.seat, best: e.decl.best })));
  const we = entries.find((e) => e.seat === c.winner);
  d.weis = { winner: c.winner, points: we ? we.decl.total : 0, combos: we ? we.decl.combos : [], losers: c.losers };
  if (announcers.length > 0) ev.push({ type: 'weis-resolved', winner: c.winner, points: d.weis.points, combos: d.weis.combos, losers: c.losers });
}

/** Deal totals by seat (null for seats that did not play). */
export function dealTotals(d: DealState): (number | null)[] {
  return d.hands.map((_, seat) => {
    if (!d.active.includes(seat)) return null;
    const weis = d.weis && d.weis.winner === seat ? d.weis.points : 0;
    return (d.points[seat] as number) + weis + (d.stoeck[seat] as number);
  });
}

function drawCards(s: GameState, between: Seat[]): Record<number, Card[]> {
  const out: Record<number, Card[]> = {};
  for (const x of between) out[x] = [];
  const gen = toGenerator(s.rng);
  const idx = Array.from({ length: 36 }, (_, i) => i);
  for (let round = 0; round < 12; round++) {
    for (let i = 35; i > 0; i--) {
      const j = nextBelow(gen, i + 1);
      const t = idx[i] as number;
      idx[i] = idx[j] as number;
      idx[j] = t;
    }
    between.forEach((x, k) => (out[x] as Card[]).push(PACK[idx[k] as number] as Card));
  }
  s.rng = fromGenerator(gen);
  return out;
}

function scoreDeal(s: GameState, d: DealState, kind: 'played' | 'sole-active' | 'claimed', ev: GameEvent[]): GameError | null {
  const totals = dealTotals(d);
  const tableSize = d.order.length;
  let seats: SeatStrokes[];
  let draw: DrawRecord | null = null;
  let held: HeldStroke | null = null;
  let multiplier = 1;
  if (kind === 'played') {
    ev.push({
      type: 'deal-finished',
      totals,
      cardPoints: d.hands.map((_, x) => (d.active.includes(x) ? (d.points[x] as number) : null)),
      weis: { seat: d.weis?.winner ?? null, points: d.weis?.points ?? 0 },
      stoeck: [...d.stoeck],
    });
  }
  if (kind === 'claimed') {
    ({ seats, multiplier } = claimStrokes(d.active, s.rules, d.trump));
  } else {
    const tot: Record<number, number> = {};
    for (const x of d.active) tot[x] = kind === 'played' ? (totals[x] as number) : 0;
    const input = { tableSize, active: d.active, totals: tot, trump: d.trump, rules: s.rules, held: s.held };
    let r = dealStrokes(input);
    if (!r.ok) return { code: 'game.bad-state', detail: r.error };
    if (r.value.pendingDraw) {
      const cards = drawCards(s, r.value.pendingDraw.between);
      r = dealStrokes({ ...input, drawCards: cards });
      if (!r.ok) return { code: 'game.bad-state', detail: r.error };
    }
    seats = r.value.seats;
    draw = r.value.draw;
    held = r.value.held;
    multiplier = r.value.multiplier;
    s.held = r.value.heldAfter;
    if (draw) ev.push({ type: 'draw', between: draw.between, strokes: draw.strokes, cards: draw.cards, order: draw.order });
  }
  ev.push({ type: 'deal-scored', kind, seats, multiplier, held });
  // V6: each null pays the stake to every other active player of the deal.
  if (s.rules.stakes) {
    const paid = nullPayments(s.players, seats, d.active, s.rules.nullStake).money;
    s.money = s.money.map((m, x) => m + (paid[x] as number));
  }
  const t = tallyDeal({ players: s.players, strokes: s.strokes, potatoes: s.potatoes, seats, order: d.order, retired: s.retired, held: s.held, vorhand: d.vorhand, dealer: d.dealer, rules: s.rules });
  if (!t.ok) return { code: 'game.bad-state', detail: t.error };
  const tv = t.value;
  s.strokes = tv.strokes;
  s.potatoes = tv.potatoes;
  const n = tv.net;
  ev.push({ type: 'tally', strokes: [...s.strokes], potatoes: [...s.potatoes], net: [...n] });
  const newly = tv.newly;
  s.retired = tv.retired;
  if (newly.length > 0) ev.push({ type: 'retired', seats: newly, target: tv.target });
  s.held = tv.held;
  s.dealsPlayed += 1;
  s.record.push({
    deal: d.number,
    dealer: d.dealer,
    trump: d.trump,
    totals: kind === 'played' ? totals : d.hands.map(() => null),
    strokes: d.hands.map((_, x) => seats.find((r) => r.seat === x)?.strokes ?? 0),
    potatoes: d.hands.map((_, x) => seats.find((r) => r.seat === x)?.potatoes ?? 0),
    net: [...n],
    retired: newly,
    kind,
  });
  s.lastScore = { kind, seats, draw, held, multiplier };
  if (tv.loser !== null || !tv.next) {
    const loser = (tv.loser ?? d.dealer) as Seat;
    s.loser = loser;
    s.settlement = s.rules.stakes ? settle(s.players, loser, s.rules.loserStake, s.money) : null;
    s.stage = 'game-over';
    s.deal = d;
    ev.push({ type: 'game-over', loser, net: [...n], settlement: s.settlement ? [...s.settlement] : null });
    return null;
  }
  s.dealer = tv.next.dealer;
  s.vorhand = tv.next.vorhand;
  s.stage = 'scored';
  return null;
}

function doContinue(s: GameState, ev: GameEvent[]): GameError | null {
  s.deal = null;
  s.stage = 'awaiting-deal';
  ev.push({ type: 'next-deal', dealer: s.dealer, vorhand: s.vorhand, players: orderFrom(s, s.vorhand) });
  return null;
}

// ---------------------------------------------------------------------------------------------
// Convenience

/** Applies actions in order; stops at the first refused one. */
export function applyAll(state: GameState, actions: unknown): Result<GameState, GameError & { index?: number }> {
  if (!Array.isArray(actions)) return err({ code: 'game.bad-action', problem: 'not-an-array' });
  return applyEach(state, actions, apply);
}

/** Net tallies (strokes minus potatoes) by seat. */
export function netTallies(state: GameState): number[] {
  if (!state || !Array.isArray(state.strokes) || !Array.isArray(state.potatoes)) return [];
  return net(state);
}

/** Card points of a list of cards (for conservation checks). */
export function pointsOfCards(cards: readonly Card[], trump: Suit): number {
  const t = suitIndex(trump);
  return cards.reduce((a, c) => a + (isHjCard(c) ? pointsOf(cardIndex(c), t) : 0), 0);
}
