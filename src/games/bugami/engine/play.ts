/**
 * Playing the tricks (spec §6, §9.1): legal plays with reasons, and the trick winner with reasons for every card.
 * The checked functions validate their input and return `Result`s; the `...Unchecked` ones are what the game
 * module calls with data it already trusts.
 */
import type { CardVerdict, SeatPlay } from '../../../shared/engine/play';
import { checkCardList, isJoker, powerOf, suitOf, type GameCard, type Suit } from './cards';
import { makeRules, type Rules } from './rules';
import { err, ok, type Result, type Seat } from './types';

export type PlayReason =
  /** Leading a suit card: any card may be led. */
  | { code: 'play.lead' }
  /** Leading a Joker: it wins the trick whatever else is played, and frees everyone from following. */
  | { code: 'play.lead-joker' }
  /** Illegal: the rules forbid leading a Joker while the hand holds another card. */
  | { code: 'play.joker-lead-forbidden' }
  /** A Joker was led: any card may be played. */
  | { code: 'play.after-joker-lead' }
  /** The card follows the led suit. */
  | { code: 'play.follows-suit'; led: Suit }
  /** The player has no card of the led suit: any card (a Joker too) may be discarded. */
  | { code: 'play.void'; led: Suit; joker?: true }
  /** Illegal: the player holds the led suit and must follow it. */
  | { code: 'play.must-follow'; led: Suit; holding: number }
  /** Illegal: a Joker may be added to someone else's lead only when the player cannot follow. */
  | { code: 'play.joker-only-when-void'; led: Suit; holding: number };

export type LegalPlay = CardVerdict<GameCard, PlayReason>;

export type PlayError =
  | { code: 'play.bad-rules'; detail: unknown }
  | { code: 'play.bad-hand'; detail: unknown }
  | { code: 'play.bad-trick'; detail: unknown }
  | { code: 'play.card-in-hand-and-trick'; card: GameCard };

type PlayRules = Pick<Rules, 'jokers' | 'jokerLead'>;

/** Rules from a full rule set, a partial one, or nothing (defaults). */
export function rulesOrDefault(rules: unknown): Result<Rules, { code: 'play.bad-rules'; detail: unknown }> {
  const r = makeRules(rules ?? {});
  return r.ok ? r : err({ code: 'play.bad-rules', detail: r.error });
}

/**
 * Every card of `hand` with whether it may be played to `trick` (the cards already played, lead first), and why.
 */
export function legalPlays(hand: unknown, trick: unknown, rules?: unknown): Result<LegalPlay[], PlayError> {
  const r = rulesOrDefault(rules);
  if (!r.ok) return r;
  const h = checkCardList(hand, r.value.jokers, 60);
  if (!h.ok) return err({ code: 'play.bad-hand', detail: h.error });
  const t = checkCardList(trick, r.value.jokers, 7);
  if (!t.ok) return err({ code: 'play.bad-trick', detail: t.error });
  for (const c of t.value) if (h.value.includes(c)) return err({ code: 'play.card-in-hand-and-trick', card: c });
  return ok(legalPlaysUnchecked(h.value, t.value[0], r.value));
}

/** `legalPlays` for trusted input; `lead` is the first card of the trick, if any. */
export function legalPlaysUnchecked(hand: readonly GameCard[], lead: GameCard | undefined, rules: PlayRules): LegalPlay[] {
  if (lead === undefined) {
    const onlyJokers = hand.every((c) => isJoker(c));
    return hand.map((card): LegalPlay => {
      if (!isJoker(card)) return { card, legal: true, reason: { code: 'play.lead' } };
      if (rules.jokerLead === 'never' && !onlyJokers) return { card, legal: false, reason: { code: 'play.joker-lead-forbidden' } };
      return { card, legal: true, reason: { code: 'play.lead-joker' } };
    });
  }
  if (isJoker(lead)) return hand.map((card) => ({ card, legal: true, reason: { code: 'play.after-joker-lead' } }));
  const led = suitOf(lead) as Suit;
  const holding = hand.filter((c) => suitOf(c) === led).length;
  return hand.map((card): LegalPlay => {
    if (holding === 0) return { card, legal: true, reason: isJoker(card) ? { code: 'play.void', led, joker: true } : { code: 'play.void', led } };
    if (suitOf(card) === led) return { card, legal: true, reason: { code: 'play.follows-suit', led } };
    if (isJoker(card)) return { card, legal: false, reason: { code: 'play.joker-only-when-void', led, holding } };
    return { card, legal: false, reason: { code: 'play.must-follow', led, holding } };
  });
}

/** Just the legal cards, in hand order. */
export function legalCards(hand: unknown, trick: unknown, rules?: unknown): Result<GameCard[], PlayError> {
  const r = legalPlays(hand, trick, rules);
  return r.ok ? ok(r.value.filter((p) => p.legal).map((p) => p.card)) : r;
}

// ---------------------------------------------------------------------------------------------
// Trick winner

export type TrickPlay = SeatPlay<GameCard, Seat>;

export type TrickReason =
  /** The highest card of the led suit. */
  | { code: 'trick.highest-of-led-suit'; led: Suit; card: GameCard }
  /** A led Joker wins whatever else is played. */
  | { code: 'trick.joker-led'; card: GameCard }
  /** OP14 with jokerDiscard = 'wins': a thrown-off Joker wins (the first Joker played, when several fall). */
  | { code: 'trick.joker-discard-wins'; card: GameCard };

/**
 * Why a card did not win: lower in the led suit; another suit (no trumps: off-suit cards never win); a discarded
 * Joker (no suit, never wins); anything played to a led Joker.
 */
export type CannotWinWhy = 'lower-in-led-suit' | 'off-suit' | 'joker-discard' | 'after-joker-lead' | 'beaten-by-joker';

export interface TrickResult {
  winner: Seat;
  card: GameCard;
  /** The led suit, or null when a Joker was led. */
  led: Suit | null;
  reason: TrickReason;
  /** Every other card and why it could not win, in play order. */
  beaten: { seat: Seat; card: GameCard; why: CannotWinWhy }[];
  plays: TrickPlay[];
}

export type TrickError = { code: 'trick.bad-rules'; detail: unknown } | { code: 'trick.bad-plays'; problem: string; index?: number };

/** The winner of a trick (plays lead first, seats distinct, cards distinct) and why. */
export function trickWinner(plays: unknown, rules?: unknown): Result<TrickResult, TrickError> {
  const r = makeRules(rules ?? {});
  if (!r.ok) return err({ code: 'trick.bad-rules', detail: r.error });
  if (!Array.isArray(plays)) return err({ code: 'trick.bad-plays', problem: 'not-an-array' });
  if (plays.length < 1 || plays.length > 7) return err({ code: 'trick.bad-plays', problem: 'length' });
  const seats = new Set<number>();
  const cards = new Set<string>();
  const out: TrickPlay[] = [];
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i] as unknown;
    if (p === null || typeof p !== 'object') return err({ code: 'trick.bad-plays', problem: 'play', index: i });
    const { seat, card } = p as { seat?: unknown; card?: unknown };
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 6 || seats.has(seat)) return err({ code: 'trick.bad-plays', problem: 'seat', index: i });
    const cl = checkCardList([card], r.value.jokers);
    if (!cl.ok || cards.has(card as string)) return err({ code: 'trick.bad-plays', problem: 'card', index: i });
    seats.add(seat);
    cards.add(card as string);
    out.push({ seat, card: card as GameCard });
  }
  return ok(trickWinnerUnchecked(out, r.value));
}

/** `trickWinner` for trusted, non-empty input. */
export function trickWinnerUnchecked(plays: readonly TrickPlay[], rules: Pick<Rules, 'ranking'> & Partial<Pick<Rules, 'jokerDiscard'>>): TrickResult {
  const lead = plays[0] as TrickPlay;
  if (isJoker(lead.card)) {
    return {
      winner: lead.seat,
      card: lead.card,
      led: null,
      reason: { code: 'trick.joker-led', card: lead.card },
      beaten: plays.slice(1).map((p) => ({ seat: p.seat, card: p.card, why: 'after-joker-lead' as const })),
      plays: [...plays],
    };
  }
  const led = suitOf(lead.card) as Suit;
  const joker = rules.jokerDiscard === 'wins' ? plays.find((p) => isJoker(p.card)) : undefined;
  if (joker) {
    return {
      winner: joker.seat,
      card: joker.card,
      led,
      reason: { code: 'trick.joker-discard-wins', card: joker.card },
      beaten: plays.filter((p) => p !== joker).map((p) => ({ seat: p.seat, card: p.card, why: 'beaten-by-joker' as const })),
      plays: [...plays],
    };
  }
  let best = lead;
  for (const p of plays) if (suitOf(p.card) === led && powerOf(p.card, rules.ranking) > powerOf(best.card, rules.ranking)) best = p;
  return {
    winner: best.seat,
    card: best.card,
    led,
    reason: { code: 'trick.highest-of-led-suit', led, card: best.card },
    beaten: plays
      .filter((p) => p !== best)
      .map((p) => ({ seat: p.seat, card: p.card, why: isJoker(p.card) ? ('joker-discard' as const) : suitOf(p.card) === led ? ('lower-in-led-suit' as const) : ('off-suit' as const) })),
    plays: [...plays],
  };
}
