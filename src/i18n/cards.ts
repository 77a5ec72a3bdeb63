/** Spoken names and corner indices of cards in a language, from the i18n resources. */
import type { TFunction } from 'i18next';
import { rankOf, suitOf, type Card } from '../shared/cards/model';

export function cardName(t: TFunction, card: Card): string {
  return t('card.name', { rank: t(`card.rank.${rankOf(card)}`), suit: t(`card.suit.${suitOf(card)}`) });
}

/** The rank shown in a card's corners: localised for court cards and aces (e.g. "B" for Bube), digits otherwise. */
export function cardIndex(t: TFunction, card: Card): string {
  const rank = rankOf(card);
  return 'AKQJT'.includes(rank) ? t(`card.index.${rank}`) : rank;
}

export function cardLabels(t: TFunction, card: Card): { name: string; index: string } {
  return { name: cardName(t, card), index: cardIndex(t, card) };
}
