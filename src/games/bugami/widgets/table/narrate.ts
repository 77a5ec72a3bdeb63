/**
 * The table's commentary in the page language: every engine event as a sentence (names, cards and reasons from the
 * event's own data), the hint's one-line reason, and the review of a scored deal.
 */
import type { T } from '../../../../i18n/client';
import type { GameEvent, GameError } from '../../engine/game';
import type { HintReason } from '../../bots/hint';
import type { Seat } from '../../engine/types';
import { bidName, cardName, playReason, scoreReason } from '../common';

export const NARRATION_MESSAGES = ['table.', 'why.', 'bid.', 'hint.', 'score.col.', 'shell.'] as const;

export const playerName = (t: T, seat: Seat, learner: Seat) => (seat === learner ? t('seat.you') : t(`seat.${seat}`));

export function listOf(lang: string, items: string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

export function eventLines(t: T, e: GameEvent, learner: Seat, lang: string): string[] {
  const name = (s: Seat) => playerName(t, s, learner);
  switch (e.type) {
    case 'game-started':
      return [t('table.ev.started', { count: e.players, name: name(e.dealer) })];
    case 'deal-dealt':
      return [t('table.ev.dealt', { n: e.deal, name: name(e.dealer), count: e.handSize, leader: name(e.leader) }), ...(e.remainder > 0 ? [t('table.ev.remainder', { count: e.remainder })] : [])];
    case 'bid-made':
      if (e.faceUpNull && e.seat !== learner) return [t('table.ev.bidNullFaceUp', { name: name(e.seat) })];
      return [t(e.seat === learner ? 'table.ev.bidMine' : 'table.ev.bidMade', { name: name(e.seat) })];
    case 'bids-revealed':
      return [
        t('table.ev.revealed', { bids: listOf(lang, e.bids.map((b, s) => `${name(s)}: ${bidName(t, b)}`)) }),
        ...e.partnerships.map((p) => t('table.ev.partners', { names: listOf(lang, p.map(name)) })),
      ];
    case 'card-played':
      return [t('table.ev.played', { name: name(e.seat), card: cardName(t, e.card) })];
    case 'trick-won':
      return [
        t(e.bad > 0 ? 'table.ev.trickBad' : 'table.ev.trick', { n: e.trick, name: name(e.winner), card: cardName(t, e.card), count: e.bad, total: e.badTotal }),
      ];
    case 'remainder-taken':
      return [t('table.ev.remainderTaken', { name: name(e.seat), cards: listOf(lang, e.cards.map((c) => cardName(t, c))), count: e.bad, total: e.badTotal })];
    case 'deal-scored':
      return [t('table.ev.scored', { scores: listOf(lang, e.scores.map((x, s) => `${name(s)} ${x}`)) })];
    case 'play-off':
      return [t('table.ev.playOff', { names: listOf(lang, e.tied.map(name)) })];
    case 'game-over':
      return [t(e.winners.length > 1 ? 'table.ev.sharedWin' : e.winners[0] === learner ? 'table.ev.youWin' : 'table.ev.win', { names: listOf(lang, e.winners.map(name)), score: Math.max(...e.totals) })];
    default:
      return [];
  }
}

/** The hint's reason in one line. */
export function hintLine(t: T, r: HintReason, lang: string, learner: Seat): string {
  const card = 'card' in r ? cardName(t, r.card) : '';
  const fmt = (x: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(x);
  switch (r.code) {
    case 'hint.bid-safest-suit':
      return t(r.code, { bid: bidName(t, r.bid), mean: fmt(r.mean) });
    case 'hint.bid-null':
      return t(r.code, { mean: fmt(r.mean), rate: Math.round(r.successRate * 100) });
    case 'hint.lead-low-bad-suit':
    case 'hint.shed-own-bad-suit':
      return t(r.code, { card, suit: t(`card.suit.${r.suit}`) });
    case 'hint.duck-under':
      return t(r.code, { card, under: cardName(t, r.under), count: r.bad });
    case 'hint.shed-highest-loser':
      return t(r.code, { card, under: cardName(t, r.under) });
    case 'hint.win-cheaply':
    case 'hint.win-high':
      return t(r.code, { card, count: r.bad });
    case 'hint.partner-wins':
      return t(r.code, { card, name: playerName(t, r.partner, learner) });
    case 'hint.dump-joker':
      return t(r.code, { card, name: playerName(t, r.to, learner) });
    case 'hint.dump-their-bad-suit':
      return t(r.code, { card, name: playerName(t, r.to, learner), suit: t(`card.suit.${r.suit}`) });
    default:
      return t(r.code, { card });
  }
}

/** A refused action of the learner, as a sentence from the engine's error. */
export function refusalLine(t: T, e: GameError): string {
  if (e.code === 'game.illegal-card') return playReason(t, e.card, e.reason);
  return t('table.refused.other');
}

export { scoreReason };
