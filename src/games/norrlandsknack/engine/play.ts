/**
 * Playing the tricks (spec section 5 and Trumfmant, section 7): every card of a hand with whether it may be played
 * and why, and the trick winner with why every other card lost. String-level functions validate their input and
 * return `Result`s; the `...Unchecked` forms trust their caller (the game module).
 */
import type { CardVerdict, SeatPlay } from '../../../shared/engine/play';
import type { Card, Suit } from '../../../shared/cards/model';
import { aceOf, checkCardList, isSuitLetter, power, suitOfCard } from './cards';
import { DEFAULT_RULES, makeRules, type Rules } from './rules';
import { err, guard, ok, parseSeatName, seatName, type Result, type Seat } from './types';

export type PlayReason =
  /** Leading: any card. */
  | { code: 'play.lead' }
  /** Opening lead with the trump ace in hand: the ace must be led (and is). */
  | { code: 'play.trump-ace-lead'; card: Card }
  /** Illegal: the opening leader holds the trump ace and must lead it. */
  | { code: 'play.must-lead-trump-ace'; ace: Card }
  /** Trumfmant with 'must-lead-trump': a trump led. */
  | { code: 'play.trumfmant-lead-trump'; trump: Suit }
  /** Illegal: Trumfmant with 'must-lead-trump' and the leader holds a trump. */
  | { code: 'play.trumfmant-must-lead-trump'; trump: Suit }
  /** The card is of the led suit. */
  | { code: 'play.follows-suit'; led: Suit }
  /** Illegal: holds the led suit and this card is not of it. */
  | { code: 'play.must-follow-suit'; led: Suit }
  /** Void in the led suit: trumping is allowed, not compulsory. */
  | { code: 'play.void-trumps'; led: Suit }
  /** Void in the led suit: discarding is allowed. */
  | { code: 'play.void-discards'; led: Suit }
  /** Trumfmant: a trump, compulsory because the player holds one (even holding the led suit). */
  | { code: 'play.trumfmant-trump'; led: Suit }
  /** Illegal under Trumfmant: the player holds a trump and must play one. */
  | { code: 'play.trumfmant-must-trump'; led: Suit }
  /** Penalty mode: a Trumfmant breach that is allowed to stand and costs a limpa. */
  | { code: 'play.trumfmant-breach'; led: Suit }
  /** Trumfmant, no trump in hand, rule 'free': any card. */
  | { code: 'play.trumfmant-no-trump-free'; led: Suit };

export interface LegalPlay extends CardVerdict<Card, PlayReason> {
  /** Penalty mode: playing this card breaches Trumfmant (a limpa at the end of the deal). */
  breach?: true;
}

/** Where in the deal the play is made. */
export interface PlayContext {
  trump: Suit;
  /** This is the deal's opening lead (the first card of the first trick). */
  openingLead?: boolean;
  /** The opening leader is forehand (matters only for trump_ace_rule 'forehand-only'; default true). */
  leaderIsForehand?: boolean;
  /** Trumfmant is on in this deal. */
  trumfmant?: boolean;
  rules?: Rules;
}

export type PlayError =
  | { code: 'play.bad-trump'; trump: unknown }
  | { code: 'play.bad-rules'; detail: unknown }
  | { code: 'play.bad-hand'; problem: string; card?: unknown }
  | { code: 'play.bad-trick'; problem: string; card?: unknown };

/** `legalPlays` for input already known to be valid; `lead` is the first card of the trick, if any. */
export function legalPlaysUnchecked(hand: readonly Card[], lead: Card | undefined, ctx: PlayContext): LegalPlay[] {
  const rules = ctx.rules ?? DEFAULT_RULES;
  const trump = ctx.trump;
  const trumps = hand.filter((c) => suitOfCard(c) === trump);
  if (lead === undefined) {
    const ace = aceOf(trump);
    const aceBound = ctx.openingLead === true && hand.includes(ace) && (rules.trump_ace_rule === 'opening-lead' || (rules.trump_ace_rule === 'forehand-only' && ctx.leaderIsForehand !== false));
    if (aceBound) return hand.map((card) => (card === ace ? { card, legal: true, reason: { code: 'play.trump-ace-lead', card } } : { card, legal: false, reason: { code: 'play.must-lead-trump-ace', ace } }));
    if (ctx.trumfmant === true && rules.trumfmant_lead === 'must-lead-trump' && trumps.length > 0) {
      const penalty = rules.trumfmant_breach === 'penalty';
      return hand.map((card): LegalPlay => {
        if (suitOfCard(card) === trump) return { card, legal: true, reason: { code: 'play.trumfmant-lead-trump', trump } };
        return penalty ? { card, legal: true, breach: true, reason: { code: 'play.trumfmant-breach', led: trump } } : { card, legal: false, reason: { code: 'play.trumfmant-must-lead-trump', trump } };
      });
    }
    return hand.map((card) => ({ card, legal: true, reason: { code: 'play.lead' } }));
  }
  const led = suitOfCard(lead);
  const holdsLed = hand.some((c) => suitOfCard(c) === led);
  if (ctx.trumfmant === true && led !== trump) {
    if (trumps.length > 0) {
      const penalty = rules.trumfmant_breach === 'penalty';
      return hand.map((card): LegalPlay => {
        if (suitOfCard(card) === trump) return { card, legal: true, reason: { code: 'play.trumfmant-trump', led } };
        const normallyLegal = !holdsLed || suitOfCard(card) === led;
        if (penalty && normallyLegal) return { card, legal: true, breach: true, reason: { code: 'play.trumfmant-breach', led } };
        return { card, legal: false, reason: { code: 'play.trumfmant-must-trump', led } };
      });
    }
    if (rules.trumfmant_no_trump === 'free') return hand.map((card) => ({ card, legal: true, reason: { code: 'play.trumfmant-no-trump-free', led } }));
  }
  return hand.map((card): LegalPlay => {
    const s = suitOfCard(card);
    if (holdsLed) return s === led ? { card, legal: true, reason: { code: 'play.follows-suit', led } } : { card, legal: false, reason: { code: 'play.must-follow-suit', led } };
    return s === trump ? { card, legal: true, reason: { code: 'play.void-trumps', led } } : { card, legal: true, reason: { code: 'play.void-discards', led } };
  });
}

function trickCards(trick: unknown): unknown {
  // A trick may be given as cards, or as [seat, card] pairs / { seat, card } plays.
  if (!Array.isArray(trick)) return trick;
  return trick.map((t: unknown) => (Array.isArray(t) ? t[1] : t !== null && typeof t === 'object' && 'card' in t ? (t as { card: unknown }).card : t));
}

/**
 * Every card of `hand` with whether it may be played to `trick` (cards already played to this trick, lead first)
 * and why. Spec 5: follow suit if you can, else discard or trump freely; the opening leader holding the trump ace
 * must lead it; under Trumfmant a player holding a trump must play one.
 */
export function legalPlays(hand: unknown, trick: unknown, ctx: unknown): Result<LegalPlay[], PlayError> {
  return guard((): Result<LegalPlay[], PlayError> => {
    if (ctx === null || typeof ctx !== 'object') return err({ code: 'play.bad-trump', trump: undefined });
    const c = ctx as Record<string, unknown>;
    if (!isSuitLetter(c.trump)) return err({ code: 'play.bad-trump', trump: c.trump });
    const rules = makeRules(c.rules ?? {});
    if (!rules.ok) return err({ code: 'play.bad-rules', detail: rules.error });
    const h = checkCardList(hand, 6);
    if (!h.ok) return err({ code: 'play.bad-hand', problem: h.problem, card: h.card });
    const t = checkCardList(trickCards(trick), 4);
    if (!t.ok) return err({ code: 'play.bad-trick', problem: t.problem, card: t.card });
    for (const x of t.value) if (h.value.includes(x)) return err({ code: 'play.bad-trick', problem: 'card-in-hand', card: x });
    if (h.value.length === 0) return err({ code: 'play.bad-hand', problem: 'empty' });
    return ok(
      legalPlaysUnchecked(h.value, t.value[0], {
        trump: c.trump,
        openingLead: c.openingLead === true && t.value.length === 0,
        leaderIsForehand: c.leaderIsForehand !== false,
        trumfmant: c.trumfmant === true,
        rules: rules.value,
      }),
    );
  });
}

/** Just the legal cards, in hand order. */
export function legalCards(hand: unknown, trick: unknown, ctx: unknown): Result<Card[], PlayError> {
  const r = legalPlays(hand, trick, ctx);
  return r.ok ? ok(r.value.filter((p) => p.legal).map((p) => p.card)) : r;
}

// ---------------------------------------------------------------------------------------------
// Trick winner

export type TrickPlay = SeatPlay<Card, Seat>;

export type TrickReason = { code: 'trick.highest-trump'; card: Card; trump: Suit } | { code: 'trick.highest-of-led-suit'; card: Card; led: Suit };

/** Why a card did not win: a lower trump, a led-suit card beaten by a trump, a lower card of the led suit, a discard. */
export type CannotWinWhy = 'lower-trump' | 'trumped' | 'lower-in-led-suit' | 'off-suit';

export interface TrickResult {
  winner: Seat;
  card: Card;
  reason: TrickReason;
  beaten: { seat: Seat; card: Card; why: CannotWinWhy }[];
}

export function trickWinnerUnchecked(plays: readonly TrickPlay[], trump: Suit, ranking: Rules['ranking'] = 'ace-high'): TrickResult {
  const first = plays[0] as TrickPlay;
  const led = suitOfCard(first.card);
  let best = first;
  for (const p of plays) {
    const bs = suitOfCard(best.card);
    const ps = suitOfCard(p.card);
    if (ps === bs ? power(p.card, ranking) > power(best.card, ranking) : ps === trump) best = p;
  }
  const trumped = suitOfCard(best.card) === trump && led !== trump ? true : false;
  const reason: TrickReason = suitOfCard(best.card) === trump ? { code: 'trick.highest-trump', card: best.card, trump } : { code: 'trick.highest-of-led-suit', card: best.card, led };
  const beaten = plays
    .filter((p) => p !== best)
    .map((p) => {
      const s = suitOfCard(p.card);
      const why: CannotWinWhy = s === trump ? 'lower-trump' : s === led ? (trumped ? 'trumped' : 'lower-in-led-suit') : 'off-suit';
      return { seat: p.seat, card: p.card, why };
    });
  return { winner: best.seat, card: best.card, reason, beaten };
}

export type TrickError = { code: 'trick.bad-trump'; trump: unknown } | { code: 'trick.bad-plays'; problem: string; index?: number } | { code: 'trick.bad-rules'; detail: unknown };

/**
 * The winner of a trick: the highest trump if any trump was played, otherwise the highest card of the led suit.
 * `plays` are `{ seat, card }` objects or `['P1', 'KH']` pairs (seats as numbers or P-names), lead first.
 */
export function trickWinner(plays: unknown, trump: unknown, rules?: unknown): Result<TrickResult, TrickError> {
  return guard((): Result<TrickResult, TrickError> => {
    if (!isSuitLetter(trump)) return err({ code: 'trick.bad-trump', trump });
    const r = makeRules(rules ?? {});
    if (!r.ok) return err({ code: 'trick.bad-rules', detail: r.error });
    if (!Array.isArray(plays) || plays.length === 0 || plays.length > 5) return err({ code: 'trick.bad-plays', problem: 'count' });
    const list: TrickPlay[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < plays.length; i++) {
      const p: unknown = plays[i];
      let seat: unknown;
      let card: unknown;
      if (Array.isArray(p)) [seat, card] = p as unknown[];
      else if (p !== null && typeof p === 'object') ({ seat, card } = p as { seat?: unknown; card?: unknown });
      else {
        seat = i;
        card = p;
      }
      const s = typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < 5 ? seat : parseSeatName(seat);
      if (s === null) return err({ code: 'trick.bad-plays', problem: 'seat', index: i });
      const ch = checkCardList([card], 1);
      if (!ch.ok || seen.has(card as string)) return err({ code: 'trick.bad-plays', problem: 'card', index: i });
      if (list.some((x) => x.seat === s)) return err({ code: 'trick.bad-plays', problem: 'seat-twice', index: i });
      seen.add(card as string);
      list.push({ seat: s, card: card as Card });
    }
    return ok(trickWinnerUnchecked(list, trump, r.value.ranking));
  });
}

export { seatName };
