/** What every Bugami widget shares: its props, translations, cards (Jokers too), seats, bids and reasons. */
import type { T } from '../../../i18n/client';
import { drillPath as sharedDrillPath } from '../../../shared/ui/widget';
import { Card, type CardSize } from '../../../shared/cards/Card';
import type { Card as PlainCard } from '../../../shared/cards/model';
import { cardIndex, cardName as plainName } from '../../../i18n/cards';
import { cardNoun, isPhrase, noun, phrase, type Gender, type Noun, type Phrase, type PhraseValues } from '../../../i18n/phrase';
import { useMemo } from 'preact/hooks';
import { useT as useTranslator } from '../../../shared/ui/widget';
import type { Messages } from '../../../i18n/client';
import { isJoker, type GameCard } from '../engine/cards';
import type { PlayReason, CannotWinWhy } from '../engine/play';
import type { ScoreReason } from '../engine/scoring';
import type { Bid, Seat } from '../engine/types';

export { useT, type WidgetProps } from '../../../shared/ui/widget';
export { COMMON_MESSAGES } from './messages';

export const drillPath = (lang: string, id: string) => sharedDrillPath(lang, 'bugami', id);

/** A card's spoken name in the page language; a Joker is "the Joker". */
export function cardName(t: T, card: GameCard): string {
  // A phrase would capitalise the name's first word ("Spader kung"): names are built with the plain function.
  const plain = isPhrase(t) ? t.plain : t;
  return isJoker(card) ? plain('card.joker') : plainName(plain, card as PlainCard);
}

/** A card's name as running text ("two of spades" in English), without an article. */
export function cardText(t: T, card: GameCard): string {
  const w = cardWord(t, card);
  return typeof w === 'string' ? w : w.text;
}

/**
 * The widgets' translate function: it fills card names in grammatically (`[den {{card}}]` gives "den Pik-König" or
 * "die Pik-Dame", see src/i18n/phrase.ts) and capitalises a value that starts a sentence.
 */
export function usePhrase(lang: string, messages: Messages): Phrase {
  const t = useTranslator(lang, messages);
  return useMemo(() => phrase(t, lang), [t, lang]);
}

/** The Joker's grammatical gender: der Joker, jokern. */
const JOKER_GENDER: Record<string, Gender> = { de: 'm', sv: 'c' };

/** A card as a noun of running text when `t` is a phrase (so the template's articles agree), else its plain name. */
export function cardWord(t: T, card: GameCard): string | Noun {
  if (!isPhrase(t)) return cardName(t, card);
  return isJoker(card) ? noun(t.plain('card.joker'), JOKER_GENDER[t.lang] ?? 'n') : cardNoun(t, t.lang, card as PlainCard);
}

/** `t` with nouns among the values (a phrase takes them; a plain translate function only ever gets strings from `cardWord`). */
export const say = (t: T) => t as (key: string, values?: PhraseValues) => string;

export function CardView({ t, card, size = 'md' }: { t: T; card: GameCard; size?: CardSize }) {
  return isJoker(card) ? <Card card={card} name={t('card.joker')} size={size} /> : <Card card={card as PlainCard} name={cardName(t, card)} index={cardIndex(t, card as PlainCard)} size={size} />;
}

/** A list of card names joined for reading: "A, B and C". */
export function cardList(t: T, cards: readonly GameCard[], lang: string): string {
  const names = cards.map((c) => cardName(t, c));
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

export function seatList(t: T, seats: readonly Seat[], lang: string, you = false): string {
  const names = seats.map((s) => seatName(t, s, you));
  if (names.length === 0) return t('seat.nobody');
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/** A seat's player name; with `you`, seat 0 is the learner. */
export const seatName = (t: T, seat: Seat, you = false) => (you && seat === 0 ? t('seat.you') : t(`seat.${seat}`));

/** A bid as a phrase: "hearts as bad suit" or "Null". */
export const bidName = (t: T, bid: Bid) => t(`bid.${bid}`);

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A bid card face: suit symbol (or 0 for Null) with the bid's name. */
export function BidBadge({ t, bid }: { t: T; bid: Bid }) {
  return (
    <span class={`bg-bid bg-bid--${bid}`}>
      <span aria-hidden="true" class="bg-bid__symbol">
        {bid === 'NULL' ? '0' : SUIT_SYMBOL[bid]}
      </span>
      <span>{bidName(t, bid)}</span>
    </span>
  );
}

/** The engine's reason for a card's legality, as a sentence. */
export function playReason(t: T, card: GameCard, r: PlayReason): string {
  const vars = { card: cardWord(t, card), suit: 'led' in r ? t(`card.suit.${r.led}`) : '', count: 'holding' in r ? r.holding : 0 };
  return say(t)(`why.${r.code}`, vars);
}

/** Why a card did not win the trick. */
export function beatenReason(t: T, seat: string, card: GameCard, why: CannotWinWhy, led: string): string {
  return say(t)(`why.beaten.${why}`, { seat, card: cardWord(t, card), suit: led });
}

/** "1 trick", "5 tricks"; "1 bad card", "3 bad cards": counted nouns for the score reasons. */
export const tricksOf = (t: T, count: number) => t('why.n.tricks', { count });
export const badOf = (t: T, count: number) => t('why.n.bad', { count });

/**
 * The engine's scoring reason as a sentence (the numbers are the engine's). Every reason names its player (the
 * learner, a name, or partners) first, as on a score sheet, so one sentence fits them all.
 */
export function scoreReason(t: T, r: ScoreReason, who: string, score: number, lang = 'en'): string {
  const num = (x: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(x);
  switch (r.code) {
    case 'score.divided':
      // "rounded down" only where something was rounded: 90 divided by 5 is simply 18.
      if (r.remainder === 0) return t('why.score.divided-even', { who, tricks: tricksOf(t, r.tricks), points: r.points, bad: badOf(t, r.bad), score: r.points / r.bad });
      return t('why.score.divided', { who, tricks: tricksOf(t, r.tricks), points: r.points, bad: badOf(t, r.bad), exact: num(Math.round(r.exact * 100) / 100), score: Math.floor(r.exact) });
    case 'score.clean':
      return t('why.score.clean', { who, tricks: tricksOf(t, r.tricks), score: r.tricks * 20 });
    case 'score.other-took-all':
      return t(r.null ? 'why.score.other-took-all-null' : 'why.score.other-took-all', { who, score });
    case 'score.all-tricks':
      return r.bad === 0 ? t('why.score.all-tricks-clean', { who }) : t('why.score.all-tricks', { who, count: r.bad });
    case 'score.null-failed':
      return t('why.score.null-failed', { who, count: r.tricks });
    default:
      return t(`why.${r.code}`, { who, score });
  }
}
