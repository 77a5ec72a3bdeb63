/** What every Hindersche widget shares: its props, translations, card rendering and notice texts. */
import { useMemo } from 'preact/hooks';
import type { Messages, T } from '../../../i18n/client';
import { phrase, type Phrase } from '../../../i18n/phrase';
import { drillPath as sharedDrillPath, useT as useSharedT } from '../../../shared/ui/widget';
import { Card, type CardSize } from '../../../shared/cards/Card';
import type { Card as CardCode, Suit } from '../../../shared/cards/model';
import { cardIndex, cardName } from '../../../i18n/cards';

export { cardIndex, cardName };
export { cardWord, type Phrase } from '../table/words';

export { type WidgetProps } from '../../../shared/ui/widget';

/**
 * The widgets' translator: the platform's sentence formatter over the picked messages, so card names and seats go
 * into sentences with capitals, articles and pronouns right in every language (see src/i18n/phrase.ts).
 */
export function useT(lang: string, messages: Messages): Phrase {
  const t = useSharedT(lang, messages);
  return useMemo(() => phrase(t, lang), [t, lang]);
}

export function CardView({ t, card, size = 'md' }: { t: T; card: CardCode; size?: CardSize }) {
  return <Card card={card} name={cardName(t, card)} index={cardIndex(t, card)} size={size} />;
}

/** A list of card names joined for reading: "A, B and C". */
export function cardList(t: T, cards: readonly CardCode[], lang: string): string {
  const names = cards.map((c) => cardName(t, c));
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

export const drillPath = (lang: string, id: string) => sharedDrillPath(lang, 'hindersche', id);

export function noticeText(t: T, notice: string | null): string | null {
  return notice ? t(`notice.${notice}`) : null;
}

export { COMMON_MESSAGES } from './messages';

/** The name of the player in a seat (P0..P3 get fixed, friendly names per language). */
export const seatName = (t: T, seat: number) => t(`seat.${seat}`);

const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The deal's trump suit as a badge with its symbol; `label` is a message with a {{suit}} placeholder. */
export function TrumpBanner({ t, trump, label }: { t: T; trump: Suit; label: string }) {
  return (
    <p class="trump-banner">
      <span class={`trump-banner__suit trump-banner__suit--${trump}`} aria-hidden="true">
        {SUIT_SYMBOL[trump]}
      </span>
      <span>{t(label, { suit: t(`suit.${trump}`) })}</span>
    </p>
  );
}
