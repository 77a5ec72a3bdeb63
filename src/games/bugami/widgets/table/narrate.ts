/**
 * The table's commentary in the page language: every engine event as a sentence (names, cards and reasons from the
 * event's own data), the hint's one-line reason, and the review of a scored deal.
 */
import type { T } from '../../../../i18n/client';
import type { GameEvent, GameError } from '../../engine/game';
import type { HintReason } from '../../bots/hint';
import type { Seat } from '../../engine/types';
import { bidName, cardName, cardText, cardWord, playReason, say, scoreReason } from '../common';

export const NARRATION_MESSAGES = ['table.', 'why.', 'bid.', 'hint.', 'score.col.', 'shell.'] as const;

export const playerName = (t: T, seat: Seat, learner: Seat) => (seat === learner ? t('seat.you') : t(`seat.${seat}`));

/**
 * A sentence about one player: the learner gets the key's second-person variant (`<key>_you`: "You win trick 3",
 * "Du bekommst Stich 3"), everyone else the third person with the name in `{{name}}`.
 */
export function aboutSeat(t: T, key: string, seat: Seat, learner: Seat, values: Record<string, unknown> = {}): string {
  return say(t)(seat === learner ? `${key}_you` : key, { ...(values as Record<string, string | number>), name: playerName(t, seat, learner) });
}

/**
 * A sentence about two or more players (partners, a shared win): `{{names}}` lists them with a plural verb; with the
 * learner among them, the key's `_you` variant lists "you" first and takes the second person plural where the
 * language has one ("Du, Bernd und Clara habt ...", "you and Ben are ..."). The list starts in lower case and is
 * capitalised where it starts a sentence, so `t` should be a phrase.
 */
export function aboutSeats(t: T, key: string, seats: readonly Seat[], learner: Seat, lang: string, values: Record<string, string | number> = {}): string {
  const withYou = seats.includes(learner);
  const names = [...(withYou ? [t('seat.youInText')] : []), ...seats.filter((s) => s !== learner).map((s) => playerName(t, s, learner))];
  return t(withYou ? `${key}_you` : key, { ...values, names: listOf(lang, names) });
}

export function listOf(lang: string, items: string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

export function eventLines(t: T, e: GameEvent, learner: Seat, lang: string): string[] {
  const name = (s: Seat) => playerName(t, s, learner);
  // Inside a list in a sentence the learner is "you" in lower case ("Scores for the deal: you 0, Ben 13").
  const inText = (s: Seat) => (s === learner ? t('seat.youInText') : t(`seat.${s}`));
  switch (e.type) {
    case 'game-started':
      return [t('table.ev.started', { count: e.players }), aboutSeat(t, 'table.ev.firstDealer', e.dealer, learner)];
    case 'deal-dealt':
      return [
        aboutSeat(t, 'table.ev.dealt', e.dealer, learner, { n: e.deal, count: e.handSize }),
        ...(e.remainder > 0 ? [t('table.ev.remainder', { count: e.remainder })] : []),
        aboutSeat(t, 'table.ev.leads', e.leader, learner),
      ];
    case 'bid-made':
      if (e.faceUpNull && e.seat !== learner) return [t('table.ev.bidNullFaceUp', { name: name(e.seat) })];
      return [t(e.seat === learner ? 'table.ev.bidMine' : 'table.ev.bidMade', { name: name(e.seat) })];
    case 'bids-revealed':
      return [
        t('table.ev.revealed', { bids: listOf(lang, e.bids.map((b, s) => `${inText(s)}: ${bidName(t, b)}`)) }),
        ...e.partnerships.map((p) => aboutSeats(t, 'table.ev.partners', p, learner, lang)),
      ];
    case 'card-played':
      return [t('table.ev.played', { name: name(e.seat), card: cardName(t, e.card) })];
    case 'trick-won':
      return [aboutSeat(t, e.bad > 0 ? 'table.ev.trickBad' : 'table.ev.trick', e.winner, learner, { n: e.trick, card: cardWord(t, e.card), count: e.bad, total: e.badTotal })];
    case 'remainder-taken':
      return [aboutSeat(t, 'table.ev.remainderTaken', e.seat, learner, { cards: listOf(lang, e.cards.map((c) => cardText(t, c))), count: e.bad, total: e.badTotal })];
    case 'deal-scored':
      return [t('table.ev.scored', { scores: listOf(lang, e.scores.map((x, s) => `${inText(s)} ${x}`)) })];
    case 'play-off':
      return [aboutSeats(t, 'table.ev.playOff', e.tied, learner, lang)];
    case 'game-over':
      if (e.winners.length > 1) return [aboutSeats(t, 'table.ev.sharedWin', e.winners, learner, lang, { score: Math.max(...e.totals) })];
      return [t(e.winners[0] === learner ? 'table.ev.youWin' : 'table.ev.win', { names: listOf(lang, e.winners.map(name)), score: Math.max(...e.totals) })];
    default:
      return [];
  }
}

/** The hint's reason in one line (cards as nouns, so German articles and pronouns agree with them). */
export function hintLine(t: T, r: HintReason, lang: string, learner: Seat): string {
  const card = 'card' in r ? cardWord(t, r.card) : '';
  const s = say(t);
  const fmt = (x: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(x);
  switch (r.code) {
    case 'hint.bid-safest-suit':
      return t(r.code, { bid: bidName(t, r.bid), mean: fmt(r.mean) });
    case 'hint.bid-null':
      return t(r.code, { mean: fmt(r.mean), rate: Math.round(r.successRate * 100) });
    case 'hint.lead-low-bad-suit':
    case 'hint.shed-own-bad-suit':
      return s(r.code, { card, suit: t(`card.suit.${r.suit}`) });
    case 'hint.duck-under':
      return s(r.code, { card, under: cardWord(t, r.under), count: r.bad });
    case 'hint.shed-highest-loser':
    case 'hint.duck-later':
    case 'hint.duck-lead':
    case 'hint.cannot-beat':
    case 'hint.null-over-low':
    case 'hint.null-duck':
    case 'hint.null-shed':
      return s(r.code, { card, under: cardWord(t, r.under) });
    case 'hint.win-cheaply':
    case 'hint.win-high':
      return s(r.code, { card, count: r.bad });
    case 'hint.partner-wins':
      return s(r.code, { card, name: playerName(t, r.partner, learner) });
    case 'hint.dump-joker':
      return s(r.code, { card, name: playerName(t, r.to, learner) });
    case 'hint.dump-their-bad-suit':
      return s(r.code, { card, name: playerName(t, r.to, learner), suit: t(`card.suit.${r.suit}`) });
    default:
      return s(r.code, { card });
  }
}

/** A refused action of the learner, as a sentence from the engine's error. */
export function refusalLine(t: T, e: GameError): string {
  if (e.code === 'game.illegal-card') return playReason(t, e.card, e.reason);
  return t('table.refused.other');
}

export { scoreReason };
