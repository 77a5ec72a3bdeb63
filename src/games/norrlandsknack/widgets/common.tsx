/** What every Norrlandsknack widget shares: translations, seat names, cards as pictures and as toggle buttons. */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, type AnswerMark } from '../../../shared/quiz/mark';
import { drillPath as sharedDrillPath } from '../../../shared/ui/widget';
import { Card, type CardSize } from '../../../shared/cards/Card';
import type { Card as CardCode, Suit } from '../../../shared/cards/model';
import { cardIndex, cardName } from '../../../i18n/cards';
import { cardNoun, phrase, type Noun, type Phrase } from '../../../i18n/phrase';

export { cardIndex, cardName };
export { useT, type WidgetProps } from '../../../shared/ui/widget';
export { COMMON_MESSAGES } from './messages';

export function CardView({ t, card, size = 'sm' }: { t: T; card: CardCode; size?: CardSize }) {
  return <Card card={card} name={cardName(t, card)} index={cardIndex(t, card)} size={size} />;
}

/** A card the learner can pick: a toggle button named by the card. */
export function CardToggle({
  t,
  card,
  pressed,
  disabled,
  mark,
  onToggle,
}: {
  t: T;
  card: CardCode;
  pressed: boolean;
  disabled?: boolean;
  mark?: AnswerMark | null;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      class="nk-card-toggle"
      {...markAttrs(mark)}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onToggle}
      data-card={card}
    >
      <CardView t={t} card={card} />
      <MarkText t={t} mark={mark} />
    </button>
  );
}

/** A row of cards, read as a list. */
export function CardRow({ t, cards, label }: { t: T; cards: readonly CardCode[]; label: string }) {
  return (
    <ul class="nk-cards" aria-label={label}>
      {cards.map((c) => (
        <li key={c}>
          <CardView t={t} card={c} />
        </li>
      ))}
    </ul>
  );
}

/** A card's name as a noun of running text (lower case in English, with its gender for German and Swedish). */
export const cardText = (t: T, lang: string, card: CardCode): Noun => cardNoun(t, lang, card);

/** Sentences with card names and seats built by the formatter (capitals, articles). */
export const say = (t: T, lang: string): Phrase => phrase(t, lang);

/** A list of card names joined for reading: "A, B and C". */
export function cardList(t: T, cards: readonly CardCode[], lang: string): string {
  return listOf(
    lang,
    cards.map((c) => cardNoun(t, lang, c).text),
  );
}

export function listOf(lang: string, names: readonly string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

export const drillPath = (lang: string, id: string) => sharedDrillPath(lang, 'norrlandsknack', id);

export { noticeText } from '../../../shared/ui/parts';

/** The name of the player in a seat (P0..P4 get fixed, friendly names per language). */
export const seatName = (t: T, seat: number) => t(`seat.${seat}`);
export const seatList = (t: T, lang: string, seats: readonly number[]) =>
  listOf(
    lang,
    seats.map((s) => seatName(t, s)),
  );

const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The deal's trump suit as a badge with its symbol. */
export function TrumpBadge({ t, trump }: { t: T; trump: Suit }) {
  return (
    <span class="nk-trump">
      <span class={`nk-trump__suit nk-trump__suit--${trump}`} aria-hidden="true">
        {SUIT_SYMBOL[trump]}
      </span>{' '}
      {t('nk.trumps', { suit: t(`suit.${trump}`) })}
    </span>
  );
}

export const SEATS_OF = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The calls of a bidding round so far, in order: each seat's knock or lurk, then the answers to a knock. */
export function CallList({ t, label, bids, responses }: { t: T; label: string; bids: readonly { seat: number; bid: string }[]; responses: readonly { seat: number; response: string }[] }) {
  return (
    <ol class="nk-steps" aria-label={label}>
      {bids.map((b) => (
        <li key={`b${b.seat}`}>
          <strong>{seatName(t, b.seat)}</strong> {t(`who.bid.${b.bid}`)}
        </li>
      ))}
      {responses.map((r) => (
        <li key={`r${r.seat}`}>
          <strong>{seatName(t, r.seat)}</strong> {t(`who.response.${r.response}`)}
        </li>
      ))}
    </ol>
  );
}
