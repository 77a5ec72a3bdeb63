/** Spoken names and corner indices of cards in a language. Works with i18next's t and with the islands' t. */
import { rankOf, suitOf, type Card } from '../shared/cards/model';
import type { T as Translate } from './client';

export function cardName(t: Translate, card: Card): string {
  return t('card.name', { rank: t(`card.rank.${rankOf(card)}`), suit: t(`card.suit.${suitOf(card)}`) });
}

/** The rank shown in a card's corners: localised for court cards and aces (e.g. "B" for Bube), digits otherwise. */
export function cardIndex(t: Translate, card: Card): string {
  const rank = rankOf(card);
  return 'AKQJT'.includes(rank) ? t(`card.index.${rank}`) : rank;
}

export function cardLabels(t: Translate, card: Card): { name: string; index: string } {
  return { name: cardName(t, card), index: cardIndex(t, card) };
}
