/**
 * One deal of Stopp (spec 2-3): dealing, the pile, beating or saying Stopp, turning the pile, going out, the end
 * of the deal. Plain JSON data; the exported functions copy before they change anything.
 *
 * The turn loop (spec 6): after each card the holders are asked clockwise; the first who can beat must beat
 * (any higher card of the suit, OP4); the others say Stopp (automatically, or announced with OP9). When everyone
 * else still holding cards has stopped, the pile is closed: the deal ends if the top card was its player's last
 * one, or if nobody else holds cards (OP6 default); otherwise he turns the pile away and leads again.
 */
import { suitOf } from '../../../shared/cards/model';
import { asCardList, beatersOf, beats } from './cards';
import type { DealEndReason, GameEvent } from './events';
import type { Rules } from './rules';
import { guard } from './safe';
import { err, ok, type Card, type Result, type Seat, HAND_SIZE, PACK_SIZE } from './types';

export type DealMove = { seat: Seat; card: Card } | { seat: Seat; stopp: Card } | { seat: Seat; turn: number };

export interface DealState {
  dealer: Seat;
  forehand: Seat;
  /** Who led the first pile (forehand, or the previous winner with OP7 'deal-winner'). */
  leader: Seat;
  /** The players of this deal, clockwise from forehand (the dealer last). */
  players: Seat[];
  /** Hands by seat (length = table size; empty for seats not in the deal). */
  hands: Card[][];
  /** The undealt cards, put aside unseen (spec 2). */
  setAside: Card[];
  /** The pile, first card first; the top card is the last. */
  pile: Card[];
  /** Who played each pile card. */
  pileBy: Seat[];
  top: Card | null;
  topPlayer: Seat | null;
  /** The players who said Stopp since `top` was played, in order. */
  stoppedSince: Seat[];
  /** Who acts now (leads when `top` is null, else beats or says Stopp); null when the deal is over. */
  turn: Seat | null;
  /** The piles turned away so far (public: everyone saw them). */
  turned: Card[][];
  /** Everything that happened in the deal, in order (public). */
  moves: DealMove[];
  /** Players who went out, in order. */
  out: Seat[];
  ended: boolean;
  endReason: DealEndReason | null;
  /** The player whose card ended the deal. */
  endedBy: Seat | null;
}

export type DealError =
  | { code: 'deal.over' }
  | { code: 'deal.not-your-turn'; seat: Seat; expected: Seat | null }
  | { code: 'deal.card-not-in-hand'; seat: Seat; card: Card }
  | { code: 'deal.illegal-card'; seat: Seat; card: Card; reason: CardReason }
  | { code: 'deal.must-beat'; seat: Seat; top: Card; beaters: Card[] }
  | { code: 'deal.stopp-on-lead'; seat: Seat }
  | { code: 'deal.stopp-is-automatic'; seat: Seat }
  | { code: 'deal.bad-layout'; problem: string; detail?: unknown };

/** Why a card may or may not be played now (for greying out cards and explaining wrong presses). */
export type CardReason =
  | { code: 'play.lead-any' }
  | { code: 'play.beats'; top: Card }
  | { code: 'play.wrong-suit'; top: Card; suit: string }
  | { code: 'play.not-higher'; top: Card }
  | { code: 'play.not-lowest'; top: Card; lowest: Card };

/** Verdict on one card of `hand` against `top` (null top = leading). */
function cardReasonRaw(card: Card, top: Card | null, hand: readonly Card[], rules: Pick<Rules, 'ranking' | 'beat_choice'>): { legal: boolean; reason: CardReason } {
  if (top === null) return { legal: true, reason: { code: 'play.lead-any' } };
  if (suitOf(card) !== suitOf(top)) return { legal: false, reason: { code: 'play.wrong-suit', top, suit: suitOf(card) } };
  if (!beats(card, top, rules.ranking)) return { legal: false, reason: { code: 'play.not-higher', top } };
  if (rules.beat_choice === 'lowest-higher') {
    const lowest = beatersOf(hand, top, rules.ranking)[0] as Card;
    if (lowest !== card) return { legal: false, reason: { code: 'play.not-lowest', top, lowest } };
  }
  return { legal: true, reason: { code: 'play.beats', top } };
}

/** The legal answers to `top` from `hand` (spec 3.3): every card when leading, the beaters, or ['STOPP']. */
function legalAnswersRaw(top: Card | null, hand: readonly Card[], rules: Pick<Rules, 'ranking' | 'beat_choice'>): (Card | 'STOPP')[] {
  if (top === null) return [...hand];
  const b = beatersOf(hand, top, rules.ranking);
  if (b.length === 0) return ['STOPP'];
  return rules.beat_choice === 'lowest-higher' ? [b[0] as Card] : b;
}

// ---------------------------------------------------------------------------------------------
// Dealing

/** The cards each player receives from a pack (top first) and the rest, put aside (spec 2, OP3). */
export function dealCards(pack: readonly Card[], players: readonly Seat[], tableSize: number, method: Rules['deal_method']): { hands: Card[][]; setAside: Card[] } {
  const k = players.length;
  const hands: Card[][] = Array.from({ length: tableSize }, () => []);
  for (let i = 0; i < HAND_SIZE * k; i++) {
    const p = method === 'six-at-once' ? (players[Math.floor(i / HAND_SIZE)] as Seat) : (players[i % k] as Seat);
    (hands[p] as Card[]).push(pack[i] as Card);
  }
  return { hands, setAside: pack.slice(HAND_SIZE * k) };
}

/** Checks a stacked pack: 52 distinct cards. */
function validatePackRaw(x: unknown): Result<Card[], DealError> {
  const l = asCardList(x);
  if (!l || l.length !== PACK_SIZE) return err({ code: 'deal.bad-layout', problem: 'pack' });
  return ok([...l]);
}

/** A deal in progress from given hands (by seat); `players` clockwise from forehand, `leader` leads first. */
export function startDeal(input: { dealer: Seat; players: Seat[]; hands: Card[][]; setAside: Card[]; leader: Seat }): DealState {
  const forehand = input.players[0] as Seat;
  return {
    dealer: input.dealer,
    forehand,
    leader: input.leader,
    players: [...input.players],
    hands: input.hands.map((h) => [...h]),
    setAside: [...input.setAside],
    pile: [],
    pileBy: [],
    top: null,
    topPlayer: null,
    stoppedSince: [],
    turn: input.leader,
    turned: [],
    moves: [],
    out: [],
    ended: false,
    endReason: null,
    endedBy: null,
  };
}

/** A working copy (everything the deal changes in place is copied). */
export function cloneDeal(d: DealState): DealState {
  return {
    ...d,
    players: [...d.players],
    hands: d.hands.map((h) => [...h]),
    setAside: [...d.setAside],
    pile: [...d.pile],
    pileBy: [...d.pileBy],
    stoppedSince: [...d.stoppedSince],
    turned: d.turned.map((p) => [...p]),
    moves: [...d.moves],
    out: [...d.out],
  };
}

// ---------------------------------------------------------------------------------------------
// Playing (in place, on a working copy)

/** The legal answers of the seat to act, or [] when the deal is over. */
function dealLegalRaw(d: DealState, rules: Rules): (Card | 'STOPP')[] {
  if (d.ended || d.turn === null) return [];
  return legalAnswers(d.top, d.hands[d.turn] ?? [], rules);
}

/** Plays `card` for `seat` (a lead or a beat), then runs the turn loop. */
export function playInPlace(d: DealState, seat: Seat, card: Card, rules: Rules, ev: GameEvent[]): DealError | null {
  if (d.ended) return { code: 'deal.over' };
  if (seat !== d.turn) return { code: 'deal.not-your-turn', seat, expected: d.turn };
  const hand = d.hands[seat] ?? [];
  if (!hand.includes(card)) return { code: 'deal.card-not-in-hand', seat, card };
  const v = cardReason(card, d.top, hand, rules);
  if (!v.legal) return { code: 'deal.illegal-card', seat, card, reason: v.reason };
  const left = hand.filter((c) => c !== card);
  d.hands[seat] = left;
  const reason = d.top === null ? 'play.lead' : 'play.beat';
  d.pile.push(card);
  d.pileBy.push(seat);
  d.top = card;
  d.topPlayer = seat;
  d.stoppedSince = [];
  d.moves.push({ seat, card });
  ev.push({ type: 'play', seat, card, reason, cardsLeft: left.length });
  if (left.length === 0) {
    d.out.push(seat);
    ev.push({ type: 'out', seat, card, place: d.out.length });
  }
  advance(d, rules, ev);
  return null;
}

/** An announced Stopp (OP9 'announced'); with automatic Stopps the engine says it itself. */
export function stoppInPlace(d: DealState, seat: Seat, rules: Rules, ev: GameEvent[]): DealError | null {
  if (d.ended) return { code: 'deal.over' };
  if (seat !== d.turn) return { code: 'deal.not-your-turn', seat, expected: d.turn };
  if (d.top === null) return { code: 'deal.stopp-on-lead', seat };
  const b = beatersOf(d.hands[seat] ?? [], d.top, rules.ranking);
  if (b.length > 0) return { code: 'deal.must-beat', seat, top: d.top, beaters: b };
  if (rules.stopp_call !== 'announced') return { code: 'deal.stopp-is-automatic', seat };
  sayStopp(d, seat, ev);
  advance(d, rules, ev);
  return null;
}

function sayStopp(d: DealState, seat: Seat, ev: GameEvent[]): void {
  const top = d.top as Card;
  d.stoppedSince.push(seat);
  d.moves.push({ seat, stopp: top });
  ev.push({ type: 'stopp', seat, top, reason: 'stopp.no-higher-card' });
}

/** The next seat clockwise after `from` that still holds cards, stopping (null) on reaching `until`. */
function nextHolder(d: DealState, from: Seat, until: Seat): Seat | null {
  const ps = d.players;
  const n = ps.length;
  let i = ps.indexOf(from);
  for (let k = 0; k < n; k++) {
    i = (i + 1) % n;
    const p = ps[i] as Seat;
    if (p === until) return null;
    if ((d.hands[p] ?? []).length > 0) return p;
  }
  return null;
}

/** The turn loop after a card or a Stopp. */
function advance(d: DealState, rules: Rules, ev: GameEvent[]): void {
  const tp = d.topPlayer as Seat;
  const top = d.top as Card;
  for (let guard = 0; guard < 16; guard++) {
    const last = d.stoppedSince.length > 0 ? (d.stoppedSince[d.stoppedSince.length - 1] as Seat) : tp;
    const next = nextHolder(d, last, tp);
    if (next === null) {
      closePile(d, rules, ev);
      return;
    }
    d.turn = next;
    if (rules.stopp_call === 'announced') return;
    if (beatersOf(d.hands[next] ?? [], top, rules.ranking).length > 0) return;
    sayStopp(d, next, ev);
  }
}

function closePile(d: DealState, rules: Rules, ev: GameEvent[]): void {
  const tp = d.topPlayer as Seat;
  const top = d.top as Card;
  const othersHold = d.players.some((p) => p !== tp && (d.hands[p] ?? []).length > 0);
  if ((d.hands[tp] ?? []).length === 0) return endDeal(d, 'deal.last-card-stands', tp, top, ev);
  if (!othersHold && !rules.solo_continue) return endDeal(d, 'deal.sole-holder', tp, top, ev);
  const pile = d.pile;
  d.turned.push(pile);
  d.moves.push({ seat: tp, turn: pile.length });
  ev.push({ type: 'turn', seat: tp, cards: pile.length, pile: [...pile] });
  d.pile = [];
  d.pileBy = [];
  d.top = null;
  d.topPlayer = null;
  d.stoppedSince = [];
  d.turn = tp;
}

function endDeal(d: DealState, reason: DealEndReason, by: Seat, top: Card, ev: GameEvent[]): void {
  d.ended = true;
  d.endReason = reason;
  d.endedBy = by;
  d.turn = null;
  ev.push({ type: 'deal-end', reason, by, top, cardsLeft: d.hands.map((h) => h.length) });
}

/** Cards left by seat. */
function cardsLeftRaw(d: DealState): number[] {
  return d.hands.map((h) => h.length);
}

/**
 * The deal's winner: the last player to go out (the one whose last card stood; with OP6 the last of those who
 * went out before the sole holder was left), or null when nobody went out.
 */
function dealWinnerRaw(d: DealState): Seat | null {
  return d.out.length > 0 ? (d.out[d.out.length - 1] as Seat) : null;
}

/** Every card of the deal is where it should be: hands + pile + turned + set aside = the dealt cards, no repeats. */
function dealCardCountRaw(d: DealState): { total: number; distinct: number } {
  const all = [...d.hands.flat(), ...d.pile, ...d.turned.flat(), ...d.setAside];
  return { total: all.length, distinct: new Set(all).size };
}

export const cardReason = guard(cardReasonRaw, (): { legal: boolean; reason: CardReason } => ({ legal: false, reason: { code: 'play.not-higher', top: '2S' } }));
export const legalAnswers = guard(legalAnswersRaw, (): (Card | 'STOPP')[] => []);
export const cardsLeft = guard(cardsLeftRaw, (): number[] => []);
export const dealWinner = guard(dealWinnerRaw, (): Seat | null => null);
export const dealLegal = guard(dealLegalRaw, (): (Card | 'STOPP')[] => []);
export const dealCardCount = guard(dealCardCountRaw, () => ({ total: 0, distinct: 0 }));
export const validatePack = guard(validatePackRaw, (): Result<Card[], DealError> => err({ code: 'deal.bad-layout', problem: 'pack' }));
