/**
 * Playing the tricks (spec section 4): legal plays with reasons, the trick winner with reasons, and schleipfen.
 * The string-level functions validate their input and return `Result`s; the index-level functions at the end
 * are the unchecked hot path they are built on.
 */
import type { CardVerdict, SeatPlay } from '../../../shared/engine/play';
import type { Card, Suit } from '../../../shared/cards/model';
import { partnerSuit } from '../../../shared/cards/model';
import {
  EFF_SUIT,
  IS_TRUMP,
  PACK_SIZE,
  POINTS,
  POWER,
  cardIndex,
  effectiveSuit,
  isLittleMan,
  isPackCard,
  isTrump,
  suitIndex,
  type EffectiveSuit,
} from './cards';
import { dealIndicesInto, shuffledIndicesInto } from './deal';
import type { Rules } from './rules';
import { nextBelow, type RandomGenerator } from './rng';
import { isSeat } from './seats';
import { err, ok, type Result, type Seat } from './types';

// ---------------------------------------------------------------------------------------------
// Legal plays

export type PlayReason =
  /** Leading: any card. */
  | { code: 'play.lead' }
  /** The card is of the led suit (for a trump lead: a trump). */
  | { code: 'play.follows-suit'; led: EffectiveSuit; littleMan?: true }
  /** The player holds the led suit but may trump instead. */
  | { code: 'play.trumps'; led: Suit; littleMan?: true }
  /** The player holds no card of the led suit: anything goes, trumping is optional. */
  | { code: 'play.void'; led: EffectiveSuit; littleMan?: true; littleManNotLedSuit?: true }
  /** Illegal: holds the led (plain) suit, and this card is neither of that suit nor a trump. */
  | { code: 'play.must-follow-or-trump'; led: Suit; printedLittleMan?: true }
  /** Illegal: trumps were led and the player holds a trump. */
  | { code: 'play.must-play-trump'; led: 'trump' };

export type LegalPlay = CardVerdict<Card, PlayReason>;

export type PlayError =
  | { code: 'play.bad-trump'; trump: unknown }
  | { code: 'play.bad-hand'; problem: 'not-an-array' | 'bad-card' | 'duplicate' | 'too-many' | 'empty'; card?: unknown }
  | { code: 'play.bad-trick'; problem: 'not-an-array' | 'bad-card' | 'duplicate' | 'too-many' | 'card-in-hand' | 'bad-seat'; card?: unknown };

export type VP05 = Pick<Rules, 'VP05'>;
const DEFAULT_VP05: VP05 = { VP05: 'trump-only' };

function isSuitLetter(x: unknown): x is Suit {
  return x === 'S' || x === 'H' || x === 'D' || x === 'C';
}

function checkCards(list: unknown, max: number, kind: 'hand' | 'trick'): Result<Card[], PlayError> {
  const code = kind === 'hand' ? 'play.bad-hand' : 'play.bad-trick';
  if (!Array.isArray(list)) return err({ code, problem: 'not-an-array' } as PlayError);
  if (list.length > max) return err({ code, problem: 'too-many' } as PlayError);
  const seen = new Set<string>();
  for (const c of list as unknown[]) {
    if (!isPackCard(c)) return err({ code, problem: 'bad-card', card: c } as PlayError);
    if (seen.has(c)) return err({ code, problem: 'duplicate', card: c } as PlayError);
    seen.add(c);
  }
  return ok((list as Card[]).slice());
}

/** Whether the hand holds the led suit, for the follow test only (VP05 'follows-printed-suit' counts the Little Man by its printed suit). */
function holdsLedSuit(hand: readonly Card[], led: EffectiveSuit, trump: Suit, rules: VP05): boolean {
  if (hand.some((c) => effectiveSuit(c, trump) === led)) return true;
  return rules.VP05 === 'follows-printed-suit' && led !== 'trump' && led === partnerSuit(trump) && hand.some((c) => isLittleMan(c, trump));
}

/**
 * Every card of `hand` with whether it may be played to `trick` (cards already played to this trick, lead first),
 * and why. Spec 4.2: holding the led suit you may follow or trump, never discard; void, anything goes.
 */
export function legalPlays(hand: readonly Card[], trick: readonly Card[], trump: Suit, rules: VP05 = DEFAULT_VP05): Result<LegalPlay[], PlayError> {
  if (!isSuitLetter(trump)) return err({ code: 'play.bad-trump', trump });
  const h = checkCards(hand, 9, 'hand');
  if (!h.ok) return h;
  const t = checkCards(trick, 3, 'trick');
  if (!t.ok) return t;
  for (const c of t.value) if (h.value.includes(c)) return err({ code: 'play.bad-trick', problem: 'card-in-hand', card: c });
  return ok(legalPlaysUnchecked(h.value, t.value[0], trump, rules?.VP05 === 'follows-printed-suit' ? rules : DEFAULT_VP05));
}

/** `legalPlays` for input that is already known to be valid; `lead` is the first card of the trick, if any. */
export function legalPlaysUnchecked(hand: readonly Card[], lead: Card | undefined, trump: Suit, rules: VP05): LegalPlay[] {
  if (lead === undefined) return hand.map((card) => ({ card, legal: true, reason: { code: 'play.lead' } }));
  const led = effectiveSuit(lead, trump);
  const holds = holdsLedSuit(hand, led, trump, rules);
  const hasTrueLedCard = hand.some((c) => effectiveSuit(c, trump) === led);
  return hand.map((card): LegalPlay => {
    const eff = effectiveSuit(card, trump);
    const lm = isLittleMan(card, trump) ? ({ littleMan: true } as const) : {};
    if (!holds) {
      const note = led !== 'trump' && led === partnerSuit(trump) && isLittleMan(card, trump) ? ({ littleManNotLedSuit: true } as const) : {};
      return { card, legal: true, reason: { code: 'play.void', led, ...lm, ...note } };
    }
    if (eff === led) return { card, legal: true, reason: { code: 'play.follows-suit', led, ...lm } };
    if (led === 'trump') return { card, legal: false, reason: { code: 'play.must-play-trump', led } };
    if (eff === 'trump') return { card, legal: true, reason: { code: 'play.trumps', led, ...lm } };
    const printed = !hasTrueLedCard ? ({ printedLittleMan: true } as const) : {};
    return { card, legal: false, reason: { code: 'play.must-follow-or-trump', led, ...printed } };
  });
}

/** Just the legal cards, in hand order. */
export function legalCards(hand: readonly Card[], trick: readonly Card[], trump: Suit, rules: VP05 = DEFAULT_VP05): Result<Card[], PlayError> {
  const r = legalPlays(hand, trick, trump, rules);
  return r.ok ? ok(r.value.filter((p) => p.legal).map((p) => p.card)) : r;
}

// ---------------------------------------------------------------------------------------------
// Trick winner

export type TrickPlay = SeatPlay<Card, Seat>;

export type TrickReason =
  | { code: 'trick.highest-trump'; card: Card }
  | { code: 'trick.highest-of-led-suit'; led: Suit; card: Card };

export type CannotWinWhy = 'lower-trump' | 'trumped' | 'lower-in-led-suit' | 'off-suit';

export interface TrickResult {
  winner: Seat;
  card: Card;
  led: EffectiveSuit;
  reason: TrickReason;
  /** Every other card and why it could not win, in play order. */
  beaten: { seat: Seat; card: Card; why: CannotWinWhy }[];
  points: number;
  /** The plays, lead first. */
  plays: TrickPlay[];
}

export type TrickError =
  | { code: 'trick.bad-trump'; trump: unknown }
  | { code: 'trick.bad-claimant'; claimant: unknown }
  | { code: 'trick.bad-plays'; problem: 'not-an-array' | 'empty' | 'too-many' | 'bad-seat' | 'bad-card' | 'duplicate-seat' | 'duplicate-card'; index?: number };

function checkPlays(plays: unknown): Result<TrickPlay[], TrickError> {
  if (!Array.isArray(plays)) return err({ code: 'trick.bad-plays', problem: 'not-an-array' });
  if (plays.length === 0) return err({ code: 'trick.bad-plays', problem: 'empty' });
  if (plays.length > 4) return err({ code: 'trick.bad-plays', problem: 'too-many' });
  const seats = new Set<Seat>();
  const cards = new Set<Card>();
  const out: TrickPlay[] = [];
  for (let i = 0; i < plays.length; i++) {
    const p: unknown = plays[i];
    if (p === null || typeof p !== 'object') return err({ code: 'trick.bad-plays', problem: 'bad-seat', index: i });
    const { seat, card } = p as { seat?: unknown; card?: unknown };
    if (!isSeat(seat)) return err({ code: 'trick.bad-plays', problem: 'bad-seat', index: i });
    if (!isPackCard(card)) return err({ code: 'trick.bad-plays', problem: 'bad-card', index: i });
    if (seats.has(seat)) return err({ code: 'trick.bad-plays', problem: 'duplicate-seat', index: i });
    if (cards.has(card)) return err({ code: 'trick.bad-plays', problem: 'duplicate-card', index: i });
    seats.add(seat);
    cards.add(card);
    out.push({ seat, card });
  }
  return ok(out);
}

/**
 * Who wins (or, for an unfinished trick, is winning) a trick: the highest trump, else the highest card of the led suit.
 * Spec 4.3.
 */
export function trickWinner(plays: readonly TrickPlay[], trump: Suit): Result<TrickResult, TrickError> {
  if (!isSuitLetter(trump)) return err({ code: 'trick.bad-trump', trump });
  const p = checkPlays(plays);
  if (!p.ok) return p;
  return ok(trickWinnerUnchecked(p.value, trump));
}

export function trickWinnerUnchecked(plays: readonly TrickPlay[], trump: Suit): TrickResult {
  const t = suitIndex(trump);
  const idx = plays.map((p) => cardIndex(p.card));
  const w = trickWinnerSlot(idx, 0, idx.length, t);
  const win = plays[w] as TrickPlay;
  const led = effectiveSuit((plays[0] as TrickPlay).card, trump);
  const trumped = plays.some((p) => isTrump(p.card, trump));
  const beaten = plays
    .filter((_, i) => i !== w)
    .map(({ seat, card }) => {
      const eff = effectiveSuit(card, trump);
      const why: CannotWinWhy = eff === 'trump' ? 'lower-trump' : eff !== led ? 'off-suit' : trumped ? 'trumped' : 'lower-in-led-suit';
      return { seat, card, why };
    });
  let points = 0;
  for (const i of idx) points += POINTS[t * PACK_SIZE + i] as number;
  const reason: TrickReason = trumped
    ? { code: 'trick.highest-trump', card: win.card }
    : { code: 'trick.highest-of-led-suit', led: led as Suit, card: win.card };
  return { winner: win.seat, card: win.card, led, reason, beaten, points, plays: plays.map((p) => ({ seat: p.seat, card: p.card })) };
}

// ---------------------------------------------------------------------------------------------
// Schleipfen (spec 4.4, VP06, VP07)

export type HaulReason =
  | { code: 'haul.allowed'; rightfulWinner: Seat }
  | { code: 'haul.own-trick' }
  | { code: 'haul.not-in-trick'; claimant: Seat }
  | { code: 'haul.only-highest-of-led-suit'; highest: Seat | null }
  | { code: 'haul.only-trumped-tricks' };

export interface HaulOutcome {
  rightfulWinner: Seat;
  trickOwner: Seat;
  nextLeader: Seat;
  haulRecognised: boolean;
  reason:
    | HaulReason
    | { code: 'haul.stands'; rightfulWinner: Seat; by: Seat }
    | { code: 'haul.objected'; rightfulWinner: Seat; by: Seat };
}

/** May `claimant` haul this completed trick? VP06-A: anyone but the rightful winner. VP06-B: only the player of the highest card of the led suit, and only when a trump was played. */
export function mayHaul(plays: readonly TrickPlay[], trump: Suit, claimant: Seat, rules: Pick<Rules, 'VP06'>): Result<{ allowed: boolean; reason: HaulReason }, TrickError> {
  const w = trickWinner(plays, trump);
  if (!w.ok) return w;
  if (!isSeat(claimant)) return err({ code: 'trick.bad-claimant', claimant });
  return ok(mayHaulUnchecked(w.value.plays, trump, claimant, w.value.winner, { VP06: rules?.VP06 === 'B' ? 'B' : 'A' }));
}

export function mayHaulUnchecked(plays: readonly TrickPlay[], trump: Suit, claimant: Seat, winner: Seat, rules: Pick<Rules, 'VP06'>): { allowed: boolean; reason: HaulReason } {
  if (!plays.some((p) => p.seat === claimant)) return { allowed: false, reason: { code: 'haul.not-in-trick', claimant } };
  if (claimant === winner) return { allowed: false, reason: { code: 'haul.own-trick' } };
  if (rules.VP06 === 'B') {
    if (!plays.some((p) => isTrump(p.card, trump))) return { allowed: false, reason: { code: 'haul.only-trumped-tricks' } };
    const led = effectiveSuit((plays[0] as TrickPlay).card, trump);
    let best: TrickPlay | null = null;
    const t = suitIndex(trump);
    for (const p of plays) {
      if (effectiveSuit(p.card, trump) !== led) continue;
      if (!best || (POWER[t * PACK_SIZE + cardIndex(p.card)] as number) > (POWER[t * PACK_SIZE + cardIndex(best.card)] as number)) best = p;
    }
    if (!best || best.seat !== claimant) return { allowed: false, reason: { code: 'haul.only-highest-of-led-suit', highest: best ? best.seat : null } };
  }
  return { allowed: true, reason: { code: 'haul.allowed', rightfulWinner: winner } };
}

/**
 * Outcome of a haul claim on a completed trick: a permitted haul that nobody objects to stands (the hauler owns
 * the trick and leads); an objection, or a claim the rules do not allow, leaves the trick with its rightful winner.
 */
export function resolveHaul(
  plays: readonly TrickPlay[],
  trump: Suit,
  claimant: Seat,
  objection: boolean,
  rules: Pick<Rules, 'VP06'>,
): Result<HaulOutcome, TrickError> {
  const w = trickWinner(plays, trump);
  if (!w.ok) return w;
  if (!isSeat(claimant)) return err({ code: 'trick.bad-claimant', claimant });
  const rightfulWinner = w.value.winner;
  const may = mayHaulUnchecked(w.value.plays, trump, claimant, rightfulWinner, { VP06: rules?.VP06 === 'B' ? 'B' : 'A' });
  if (!may.allowed) return ok({ rightfulWinner, trickOwner: rightfulWinner, nextLeader: rightfulWinner, haulRecognised: false, reason: may.reason });
  if (objection) {
    return ok({ rightfulWinner, trickOwner: rightfulWinner, nextLeader: rightfulWinner, haulRecognised: false, reason: { code: 'haul.objected', rightfulWinner, by: claimant } });
  }
  return ok({ rightfulWinner, trickOwner: claimant, nextLeader: claimant, haulRecognised: true, reason: { code: 'haul.stands', rightfulWinner, by: claimant } });
}

// ---------------------------------------------------------------------------------------------
// Hot path over card indices. `t` is the trump suit index; hands are runs of card indices in a typed array.

/**
 * Legal cards as a bit mask over hand slots: bit i set = hand[off + i] may be played. `led` is the card index of the
 * lead, or -1 when leading. `printed` = VP05 'follows-printed-suit'.
 */
export function legalSlotMask(hand: ArrayLike<number>, off: number, len: number, led: number, t: number, printed: boolean): number {
  const all = (1 << len) - 1;
  if (led < 0) return all;
  const base = t * PACK_SIZE;
  const L = EFF_SUIT[base + led] as number;
  let mask = 0;
  let holds = false;
  if (L === t) {
    for (let i = 0; i < len; i++) if (IS_TRUMP[base + (hand[off + i] as number)] === 1) mask |= 1 << i;
    return mask === 0 ? all : mask;
  }
  for (let i = 0; i < len; i++) {
    const c = hand[off + i] as number;
    if (EFF_SUIT[base + c] === L) {
      holds = true;
      mask |= 1 << i;
    } else if (IS_TRUMP[base + c] === 1) {
      mask |= 1 << i;
      // Under VP05-B the Little Man (printed suit = partner of trump = 3 - t) also counts as holding its printed suit.
      if (printed && L === 3 - t && c === (3 - t) * 9 + 3) holds = true;
    }
  }
  return holds ? mask : all;
}

/** Slot (0-based from `off`) of the card that wins the trick cards[off .. off+count-1], lead first. */
export function trickWinnerSlot(cards: ArrayLike<number>, off: number, count: number, t: number): number {
  const base = t * PACK_SIZE;
  const L = EFF_SUIT[base + (cards[off] as number)] as number;
  let best = 0;
  let bestPower = -1;
  for (let i = 0; i < count; i++) {
    const c = cards[off + i] as number;
    const k = base + c;
    // Trumps carry power >= 110, led-suit cards 0..8; off-suit cards never win (-1 below any real power).
    const p = IS_TRUMP[k] === 1 || EFF_SUIT[k] === L ? (POWER[k] as number) : -1;
    if (p > bestPower) {
      bestPower = p;
      best = i;
    }
  }
  return best;
}

/** Reusable buffers for `simulateRandomDeal`, so a simulation allocates nothing per deal. */
export interface SimScratch {
  pack: Uint8Array;
  hands: Uint8Array;
  lens: Uint8Array;
  trick: Uint8Array;
  /** Legal hand slots of the player to move. */
  cand: Uint8Array;
  points: Int32Array;
  tricks: Int32Array;
}

export function makeSimScratch(): SimScratch {
  return {
    pack: new Uint8Array(36),
    hands: new Uint8Array(36),
    lens: new Uint8Array(4),
    trick: new Uint8Array(4),
    cand: new Uint8Array(9),
    points: new Int32Array(4),
    tricks: new Int32Array(4),
  };
}

/**
 * Shuffles, deals to `n` players and plays all nine tricks choosing uniformly among legal cards. Results are by
 * turn-order slot (0 = forehand, n-1 = dealer) in `s.points` and `s.tricks`. Returns the trump suit index.
 * The legality test and the trick winner are inlined here (same rules as `legalSlotMask` and `trickWinnerSlot`,
 * checked against them by the tests) because this loop is what the random-deal benchmark measures.
 */
export function simulateRandomDeal(gen: RandomGenerator, n: number, vp01B: boolean, printed: boolean, s: SimScratch): number {
  shuffledIndicesInto(s.pack, gen);
  const t = dealIndicesInto(s.pack, n, vp01B, s.hands);
  const hands = s.hands;
  const lens = s.lens;
  const cand = s.cand;
  const base = t * PACK_SIZE;
  const littleMan = (3 - t) * 9 + 3;
  for (let j = 0; j < 4; j++) {
    lens[j] = j < n ? 9 : 0;
    s.points[j] = 0;
    s.tricks[j] = 0;
  }
  let leader = 0;
  for (let trick = 0; trick < 9; trick++) {
    let pts = 0;
    let led = -1; // effective suit of the lead
    let bestPower = -1;
    let winner = leader;
    let slot = leader;
    for (let k = 0; k < n; k++) {
      const off = slot * 9;
      const len = lens[slot] as number;
      let count = 0;
      if (k > 0) {
        let holds = false;
        for (let i = 0; i < len; i++) {
          const c = hands[off + i] as number;
          if (EFF_SUIT[base + c] === led) {
            holds = true;
            cand[count++] = i;
          } else if (IS_TRUMP[base + c] === 1) {
            cand[count++] = i;
            if (printed && c === littleMan && led === 3 - t) holds = true;
          }
        }
        if (!holds) count = 0;
      }
      let i: number;
      if (count === 0) i = len === 1 ? 0 : nextBelow(gen, len);
      else i = count === 1 ? (cand[0] as number) : (cand[nextBelow(gen, count)] as number);
      const c = hands[off + i] as number;
      hands[off + i] = hands[off + len - 1] as number;
      lens[slot] = len - 1;
      const key = base + c;
      if (k === 0) led = EFF_SUIT[key] as number;
      const power = IS_TRUMP[key] === 1 || EFF_SUIT[key] === led ? (POWER[key] as number) : -1;
      if (power > bestPower) {
        bestPower = power;
        winner = slot;
      }
      pts += POINTS[key] as number;
      slot = slot + 1 === n ? 0 : slot + 1;
    }
    s.points[winner] = (s.points[winner] as number) + pts;
    s.tricks[winner] = (s.tricks[winner] as number) + 1;
    leader = winner;
  }
  return t;
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The marcher among `points`/`tricks` by slot, or -1: 100 or more points, or (when `nineTricks`) all nine tricks (spec 5). */
export function marcherSlot(points: ArrayLike<number>, tricks: ArrayLike<number>, n: number, nineTricks: boolean): number {
  for (let j = 0; j < n; j++) {
    if ((points[j] as number) >= 100 || (nineTricks && tricks[j] === 9)) return j;
  }
  return -1;
}
