/** Small pieces every game's widgets draw alike: card lists in words, a card, the notice text, the trump badge. */
import type { T } from '../../i18n/client';
import { cardIndex, cardName } from '../../i18n/cards';
import { Card, type CardSize } from '../cards/Card';
import type { Card as CardCode, Suit } from '../cards/model';

/** A list of names joined for reading: "A, B and C" (or "A, B or C"). */
export function joinList(lang: string, items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  try {
    return new Intl.ListFormat(lang, { type }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** A list of card names joined for reading: "A, B and C". */
export const cardList = (t: T, cards: readonly CardCode[], lang: string): string => joinList(lang, cards.map((c) => cardName(t, c)));

/** A drill's notice (a malformed seed, say) in words: `notice.<code>`. */
export function noticeText(t: T, notice: string | null): string | null {
  return notice ? t(`notice.${notice}`) : null;
}

/** A card drawn with its translated name and index. */
export function CardView({ t, card, size = 'md' }: { t: T; card: CardCode; size?: CardSize }) {
  return <Card card={card} name={cardName(t, card)} index={cardIndex(t, card)} size={size} />;
}

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The deal's trump suit as a badge with its symbol; `label` is a message with a {{suit}} placeholder. */
export function TrumpBanner({ t, trump, label, class: extra }: { t: T; trump: Suit; label: string; class?: string }) {
  return (
    <p class={extra ? `trump-banner ${extra}` : 'trump-banner'}>
      <span class={`trump-banner__suit trump-banner__suit--${trump}`} aria-hidden="true">
        {SUIT_SYMBOL[trump]}
      </span>
      <span>{t(label, { suit: t(`suit.${trump}`) })}</span>
    </p>
  );
}
