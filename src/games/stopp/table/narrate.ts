/**
 * Every event of the engine's log told in the page language (the game's `table.ev.*` strings), and the hint's
 * reason as one line. The engine's events carry codes and data only; this is the one place they become sentences.
 */
import type { T } from '../../../i18n/client';
import { cardName } from '../../../i18n/cards';
import type { HintReason } from '../bots/hint';
import type { GameEvent } from '../engine/events';
import type { Seat } from '../engine/types';

/** A seat's name; the learner's is marked. */
export const playerName = (t: T, seat: Seat, learner: Seat) => (seat === learner ? t('table.you', { name: t(`seat.${seat}`) }) : t(`seat.${seat}`));

export function eventLines(t: T, e: GameEvent, learner: Seat): string[] {
  const name = (s: Seat) => playerName(t, s, learner);
  switch (e.type) {
    case 'game-started':
      return [t('table.ev.started', { count: e.players, capital: e.capital[0] ?? 10 })];
    case 'deal-dealt':
      return [t('table.ev.dealt', { deal: e.deal, dealer: name(e.dealer), leader: name(e.leader), aside: e.setAside })];
    case 'play':
      return [t(e.reason === 'play.lead' ? 'table.ev.lead' : 'table.ev.beat', { name: name(e.seat), card: cardName(t, e.card) })];
    case 'stopp':
      return [t('table.ev.stopp', { name: name(e.seat) })];
    case 'out':
      return [t('table.ev.out', { name: name(e.seat) })];
    case 'turn':
      return [t('table.ev.turn', { name: name(e.seat), count: e.cards })];
    case 'deal-end':
      return [t(e.reason === 'deal.last-card-stands' ? 'table.ev.end.stands' : 'table.ev.end.sole', { name: name(e.by), card: cardName(t, e.top) })];
    case 'pay':
      return [t(e.short ? 'table.ev.payShort' : 'table.ev.pay', { name: name(e.seat), count: e.cards, amount: e.amount, capital: e.capital, pot: e.pot })];
    case 'eliminate':
      return [t('table.ev.eliminated', { name: name(e.seat) })];
    case 'pot-taken':
      return [t('table.ev.potTaken', { name: name(e.seat), count: e.amount })];
    case 'game-won':
      return [t('table.ev.won', { name: name(e.seat), count: e.pot })];
  }
}

/** The lines of a stretch of the log. */
export function narrate(t: T, log: readonly GameEvent[], from: number, learner: Seat): string[] {
  return log.slice(Math.max(0, from)).flatMap((e) => eventLines(t, e, learner));
}

/** The hint's reason as one line. */
export function hintLine(t: T, r: HintReason): string {
  const card = 'card' in r ? cardName(t, r.card) : '';
  switch (r.code) {
    case 'hint.stopp':
      return t('table.hint.stopp', { top: cardName(t, r.top) });
    case 'hint.lead-under-winner':
      return t('table.hint.lead-under-winner', { card, winner: cardName(t, r.winner) });
    case 'hint.lead-likely-winner':
      return t('table.hint.lead-likely-winner', { card, chance: Math.round(r.chance * 100) });
    case 'hint.beat-low':
      return t('table.hint.beat-low', { card });
    default:
      return t(`table.${r.code}`, { card });
  }
}
