/**
 * Trick play (spec §6): the legal cards with a reason for every card (playable or greyed out), and the trick
 * winner with its points and why every other card lost. String level with validation for drills and the game;
 * the simulator (`fast.ts`) has the same rules on bit masks.
 */
import type { CardVerdict } from '../../../shared/engine/play';
import type { Card, Suit } from '../../../shared/cards/model';
import { err, ok, type Result } from '../../../shared/result';
import { cardIndex, isHjCard, isHjSuit, pointsOf, R_JACK, suitIndex, TRUMP_STRENGTH } from './cards';

/** Why a card may or may not be played now. */
export type PlayReason =
  /** Any card may be led. */
  | { code: 'play.lead' }
  /** A card of the led (plain) suit. */
  | { code: 'play.follow-suit'; led: Suit }
  /** Trump led: a trump (any trump; no need to beat). */
  | { code: 'play.follow-trump'; trump: Suit }
  /** Trump led and no trump in hand: any card. */
  | { code: 'play.no-trump-free'; trump: Suit }
  /** Trump led and the only trump is the Buur, which is never forced: any card (the Buur included). */
  | { code: 'play.buur-exemption'; trump: Suit; buur: Card }
  /** Plain suit led: trumping (no trump in the trick yet). */
  | { code: 'play.trump-in'; led: Suit }
  /** Plain suit led: trumping over the highest trump in the trick. */
  | { code: 'play.overtrump'; led: Suit; over: Card }
  /** Void in the led suit: a card of another plain suit. */
  | { code: 'play.void-discard'; led: Suit }
  /** The hand is all trumps, so a lower trump than the one in the trick is allowed. */
  | { code: 'play.all-trumps-undertrump'; under: Card }
  /** Illegal: the hand holds the led suit, so follow suit or trump. */
  | { code: 'play.must-follow-or-trump'; led: Suit }
  /** Illegal: trump led and the hand holds a trump other than a lone Buur. */
  | { code: 'play.must-play-trump'; trump: Suit }
  /** Illegal: a trump lower than the highest trump already in a plain-led trick, and the hand is not all trumps. */
  | { code: 'play.undertrump-ban'; under: Card };

export type PlayVerdict = CardVerdict<Card, PlayReason>;

export type PlayError =
  | { code: 'play.bad-trump'; trump: unknown }
  | { code: 'play.bad-hand'; detail: unknown }
  | { code: 'play.bad-trick'; detail: unknown }
  | { code: 'play.duplicate-card'; card: Card };

/** Trump strength of a card (0..8) or -1 for a non-trump. */
function trumpPow(c: Card, trump: Suit): number {
  return c[1] === trump ? (TRUMP_STRENGTH[cardIndex(c) % 9] as number) : -1;
}

/** The verdicts without validation (hand and trick are distinct pack cards). */
export function legalPlaysUnchecked(hand: readonly Card[], trick: readonly Card[], trump: Suit): PlayVerdict[] {
  const lead = trick[0];
  if (lead === undefined) return hand.map((card) => ({ card, legal: true, reason: { code: 'play.lead' } }));
  const led = lead[1] as Suit;
  const myTrumps = hand.filter((c) => c[1] === trump);
  const buur = `J${trump}` as Card;
  if (led === trump) {
    if (myTrumps.length === 0) return hand.map((card) => ({ card, legal: true, reason: { code: 'play.no-trump-free', trump } }));
    if (myTrumps.length === 1 && myTrumps[0] === buur) return hand.map((card) => ({ card, legal: true, reason: { code: 'play.buur-exemption', trump, buur } }));
    return hand.map((card) =>
      card[1] === trump ? { card, legal: true, reason: { code: 'play.follow-trump', trump } } : { card, legal: false, reason: { code: 'play.must-play-trump', trump } },
    );
  }
  let best: Card | null = null;
  for (const c of trick) if (c[1] === trump && (best === null || trumpPow(c, trump) > trumpPow(best, trump))) best = c;
  const allTrumps = hand.every((c) => c[1] === trump);
  const holdsLed = hand.some((c) => c[1] === led);
  return hand.map((card): PlayVerdict => {
    if (card[1] === trump) {
      if (best === null) return { card, legal: true, reason: { code: 'play.trump-in', led } };
      if (trumpPow(card, trump) > trumpPow(best, trump)) return { card, legal: true, reason: { code: 'play.overtrump', led, over: best } };
      if (allTrumps) return { card, legal: true, reason: { code: 'play.all-trumps-undertrump', under: best } };
      return { card, legal: false, reason: { code: 'play.undertrump-ban', under: best } };
    }
    if (card[1] === led) return { card, legal: true, reason: { code: 'play.follow-suit', led } };
    if (holdsLed) return { card, legal: false, reason: { code: 'play.must-follow-or-trump', led } };
    return { card, legal: true, reason: { code: 'play.void-discard', led } };
  });
}

function checkCards(x: unknown, what: 'hand' | 'trick', max: number): Result<Card[], PlayError> {
  const code = what === 'hand' ? 'play.bad-hand' : 'play.bad-trick';
  if (!Array.isArray(x) || x.length > max) return err({ code, detail: 'not-a-list' });
  const out: Card[] = [];
  for (const c of x) {
    if (!isHjCard(c)) return err({ code, detail: { card: c } });
    out.push(c);
  }
  return ok(out);
}

/**
 * Every card of `hand` with whether it may be played onto `trick` (cards played so far, lead first) and why
 * (spec §6.2). Cards must be distinct pack cards; the trick holds at most three cards.
 */
export function legalPlays(hand: unknown, trick: unknown, trump: unknown): Result<PlayVerdict[], PlayError> {
  if (!isHjSuit(trump)) return err({ code: 'play.bad-trump', trump });
  const h = checkCards(hand, 'hand', 12);
  if (!h.ok) return h;
  const t = checkCards(trick, 'trick', 3);
  if (!t.ok) return t;
  const seen = new Set<string>();
  for (const c of [...h.value, ...t.value]) {
    if (seen.has(c)) return err({ code: 'play.duplicate-card', card: c });
    seen.add(c);
  }
  if (h.value.length === 0) return err({ code: 'play.bad-hand', detail: 'empty' });
  return ok(legalPlaysUnchecked(h.value, t.value, trump));
}

/** Just the playable cards (in hand order). */
export function legalCards(hand: unknown, trick: unknown, trump: unknown): Result<Card[], PlayError> {
  const r = legalPlays(hand, trick, trump);
  return r.ok ? ok(r.value.filter((v) => v.legal).map((v) => v.card)) : r;
}

// ---------------------------------------------------------------------------------------------
// Trick winner

export type TrickReason = { code: 'trick.highest-trump'; trump: Suit } | { code: 'trick.highest-of-led-suit'; led: Suit };

/** Why a card did not win the trick. */
export type LoseWhy =
  /** A lower trump than the winning trump. */
  | 'trick.lower-trump'
  /** A card of the led suit, beaten by a trump. */
  | 'trick.trumped'
  /** A lower card of the led suit. */
  | 'trick.lower-in-led-suit'
  /** Neither the led suit nor a trump: it cannot win. */
  | 'trick.off-suit';

export interface TrickResult {
  /** Index (in play order) of the winning card. */
  winnerIndex: number;
  card: Card;
  /** Card points in the trick (without the last-trick bonus). */
  points: number;
  reason: TrickReason;
  beaten: { index: number; card: Card; why: LoseWhy }[];
}

export type TrickError = { code: 'trick.bad-trump'; trump: unknown } | { code: 'trick.bad-cards'; detail: unknown } | { code: 'trick.duplicate-card'; card: Card };

/** Winner of a trick without validation (1-4 distinct pack cards, lead first). */
export function trickWinnerUnchecked(cards: readonly Card[], trump: Suit): TrickResult {
  const led = (cards[0] as Card)[1] as Suit;
  const t = suitIndex(trump);
  const pow = (c: Card): number => (c[1] === trump ? 100 + trumpPow(c, trump) : c[1] === led ? cardIndex(c) % 9 : -1);
  let w = 0;
  let points = 0;
  cards.forEach((c, i) => {
    points += pointsOf(cardIndex(c), t);
    if (pow(c) > pow(cards[w] as Card)) w = i;
  });
  const wc = cards[w] as Card;
  const trumped = wc[1] === trump;
  const beaten = cards
    .map((card, index) => ({ card, index }))
    .filter((x) => x.index !== w)
    .map(({ card, index }) => {
      let why: LoseWhy;
      if (card[1] === trump) why = 'trick.lower-trump';
      else if (card[1] === led) why = trumped ? 'trick.trumped' : 'trick.lower-in-led-suit';
      else why = 'trick.off-suit';
      return { index, card, why };
    });
  return { winnerIndex: w, card: wc, points, reason: trumped ? { code: 'trick.highest-trump', trump } : { code: 'trick.highest-of-led-suit', led }, beaten };
}

/** Who wins a trick (cards lead first, 1 to 4 of them) and its card points (spec §6.3). */
export function trickWinner(cards: unknown, trump: unknown): Result<TrickResult, TrickError> {
  if (!isHjSuit(trump)) return err({ code: 'trick.bad-trump', trump });
  if (!Array.isArray(cards) || cards.length === 0 || cards.length > 4) return err({ code: 'trick.bad-cards', detail: 'length' });
  const seen = new Set<string>();
  for (const c of cards) {
    if (!isHjCard(c)) return err({ code: 'trick.bad-cards', detail: { card: c } });
    if (seen.has(c)) return err({ code: 'trick.duplicate-card', card: c });
    seen.add(c);
  }
  return ok(trickWinnerUnchecked(cards as Card[], trump));
}

/** True when `c` is the Buur (trump Jack). */
export function isBuur(c: Card, trump: Suit): boolean {
  return c[1] === trump && cardIndex(c) % 9 === R_JACK;
}
