/**
 * Every event of the engine's log told in the page language (the game's `table.ev.*` strings), and the hint's
 * reason as one line. The engine's events carry codes and data only; this is the one place they become sentences.
 *
 * Sentences agree with what fills them: cards go in as nouns with their gender (so German writes „[den {{card}}]“ and
 * gets „den Herz-König“, „die Herz-Dame“, „das Herz-Ass“; Swedish `[den:card]` gets „den“/„det“), a value that
 * starts a sentence gets a capital letter (`phrase`), and a sentence about the learner uses its `_you` key („Du
 * spielst …“, „Your last card …“) instead of putting „Anna (du)“ in front of a third-person verb or a genitive.
 */
import type { T } from '../../../i18n/client';
import { cardName as plainCardName } from '../../../i18n/cards';
import { isPhrase, lowerFirst, noun, phrase, rankGender, type Noun, type Phrase } from '../../../i18n/phrase';
import { rankOf } from '../../../shared/cards/model';
import type { HintReason } from '../bots/hint';
import type { GameEvent } from '../engine/events';
import type { Card, Seat } from '../engine/types';

/** The plain translate function behind a phrase (card names and labels are filled in without sentence rules). */
export const plainOf = (t: T | Phrase): T => (isPhrase(t) ? t.plain : t);

/** A card's name as a plain label: „Herz-König“, „hjärter kung“, „King of hearts“. */
export const cardName = (t: T | Phrase, card: Card): string => plainCardName(plainOf(t), card);

/** `t` as a phrase of the page language (a phrase already is one; a plain translator is wrapped). */
export const toPhrase = (t: T | Phrase, lang?: string): Phrase => (isPhrase(t) ? t : phrase(t, lang ?? 'en'));

/**
 * A card's name as a noun for a sentence template (gender for the article markup). Inside a sentence an English card
 * is written in lower case ("Play the seven of clubs"), as in the other games; at a sentence's start the phrase
 * capitalises it.
 */
export function cardWord(t: T | Phrase, card: Card): Noun | string {
  const name = cardName(t, card);
  return isPhrase(t) ? noun(t.lang === 'en' ? lowerFirst(name) : name, rankGender(t.lang, rankOf(card))) : name;
}

/** Cards joined for reading, each with the article the template's case needs („dem Herz-König und der Herz-Dame“). */
export function cardWords(t: Phrase, cards: readonly Card[], kase: 'der' | 'den' | 'dem'): string {
  // Each item is rendered on its own (so it would start "a sentence" and be capitalised): inside the list it is running
  // text again.
  const items = cards.map((c) => lowerFirst(t(`cards.item.${kase}`, { card: cardWord(t, c) })));
  try {
    return new Intl.ListFormat(t.lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** A seat's name; the learner's is marked ("Anna (you)"): for tables and labels, not for the subject of a verb. */
export const playerName = (t: T, seat: Seat, learner: Seat) => {
  const p = plainOf(t);
  return seat === learner ? p('table.you', { name: p(`seat.${seat}`) }) : p(`seat.${seat}`);
};

/** The key for a sentence about `seat`: its `_you` form when the seat is the learner's. */
export const about = (key: string, seat: Seat, learner: Seat) => (seat === learner ? `${key}_you` : key);

export function eventLines(tt: T, e: GameEvent, learner: Seat, lang: string = isPhrase(tt) ? tt.lang : 'en'): string[] {
  const t = phrase(tt, lang);
  const name = (s: Seat) => playerName(tt, s, learner);
  switch (e.type) {
    case 'game-started':
      return [t('table.ev.started', { count: e.players, capital: e.capital[0] ?? 10 })];
    case 'deal-dealt': {
      const key = e.dealer === learner ? 'table.ev.dealt_youDeal' : e.leader === learner ? 'table.ev.dealt_youLead' : 'table.ev.dealt';
      return [t(key, { deal: e.deal, dealer: name(e.dealer), leader: name(e.leader), aside: e.setAside })];
    }
    case 'play':
      return [t(about(e.reason === 'play.lead' ? 'table.ev.lead' : 'table.ev.beat', e.seat, learner), { name: name(e.seat), card: cardWord(t, e.card) })];
    case 'stopp':
      return [t('table.ev.stopp', { name: name(e.seat) })];
    case 'out':
      return [t(about('table.ev.out', e.seat, learner), { name: name(e.seat) })];
    case 'turn':
      return [t(about('table.ev.turn', e.seat, learner), { name: name(e.seat), count: e.cards })];
    case 'deal-end':
      return e.reason === 'deal.last-card-stands'
        ? [t('table.ev.end.stands', { name: name(e.by), card: cardWord(t, e.top) })]
        : [t(about('table.ev.end.sole', e.by, learner), { name: name(e.by), card: cardWord(t, e.top) })];
    case 'pay':
      return [t(about(e.short ? 'table.ev.payShort' : 'table.ev.pay', e.seat, learner), { name: name(e.seat), count: e.cards, amount: e.amount, capital: e.capital, pot: e.pot })];
    case 'eliminate':
      return [t(about('table.ev.eliminated', e.seat, learner), { name: name(e.seat) })];
    case 'pot-taken':
      return [t(about('table.ev.potTaken', e.seat, learner), { name: name(e.seat), count: e.amount })];
    case 'game-won':
      return [t(about('table.ev.won', e.seat, learner), { name: name(e.seat), count: e.pot })];
  }
}

/** The lines of a stretch of the log. */
export function narrate(t: T, log: readonly GameEvent[], from: number, learner: Seat, lang?: string): string[] {
  return log.slice(Math.max(0, from)).flatMap((e) => eventLines(t, e, learner, lang));
}

/** The hint's reason as one line. */
export function hintLine(tt: T, r: HintReason, lang: string = isPhrase(tt) ? tt.lang : 'en'): string {
  const t = phrase(tt, lang);
  const card = 'card' in r ? cardWord(t, r.card) : '';
  switch (r.code) {
    case 'hint.stopp':
      return t('table.hint.stopp', { top: cardWord(t, r.top) });
    case 'hint.lead-under-winner':
      return t('table.hint.lead-under-winner', { card, winner: cardWord(t, r.winner) });
    case 'hint.lead-likely-winner':
      return t('table.hint.lead-likely-winner', { card, chance: Math.round(r.chance * 100) });
    case 'hint.beat-low':
      return t('table.hint.beat-low', { card });
    default:
      return t(`table.${r.code}`, { card });
  }
}
