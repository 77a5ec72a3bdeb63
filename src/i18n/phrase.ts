/**
 * Sentences built from templates, built right in each language. A game passes card names, seats and suits into a
 * message; this formatter takes care of the grammar that a plain placeholder cannot:
 *
 * - a value that starts a sentence gets a capital letter ("Spader är trumf.", "The queen of spades wins."), while
 *   inside a sentence it keeps the case it has (English card names are lower case in running text);
 * - a noun carries its grammatical gender, so a German template can ask for an article or pronoun that agrees with
 *   the card: `[dem {{card}}]` gives "dem Pik-König", "der Pik-Dame" or "dem Pik-Ass", and `[er:card]` gives "er",
 *   "sie" or "es". Templates write the masculine form; the formatter inflects it. Swedish has `[den:card]` for
 *   "den"/"det". English needs neither.
 *
 * The markup is plain text between brackets, so every language keeps the same placeholders (the i18n test checks
 * that), and a translator who does not need it simply does not write it. The formatter knows no game: a game makes its
 * nouns with `noun()` (or `cardNoun()` for the standard card names) and calls `phrase(t, lang)` instead of `t`.
 */
import { rankOf, suitOf, type Card } from '../shared/cards/model';
import type { T } from './client';

/** Grammatical gender: German m/f/n, Swedish c (common, "en") or n (neuter, "ett"); English nouns use n. */
export type Gender = 'm' | 'f' | 'n' | 'c';

export interface Noun {
  readonly kind: 'noun';
  readonly text: string;
  readonly gender: Gender;
}

export const noun = (text: string, gender: Gender = 'n'): Noun => ({ kind: 'noun', text, gender });

export const isNoun = (v: unknown): v is Noun => typeof v === 'object' && v !== null && (v as Noun).kind === 'noun';

export type PhraseValues = Record<string, string | number | Noun>;
/** A translate function that also takes nouns, and knows its language. It can stand wherever a plain `T` is expected. */
export type Phrase = ((key: string, values?: PhraseValues) => string) & { readonly lang: string; readonly plain: T };

export const isPhrase = (t: T | Phrase): t is Phrase => typeof (t as Phrase).lang === 'string';

/** The gender of each card rank's name, per language (German: der König, die Dame, das Ass; Swedish: ett ess). */
const RANK_GENDER: Record<string, Partial<Record<string, Gender>> & { default: Gender }> = {
  de: { A: 'n', K: 'm', J: 'm', default: 'f' },
  sv: { A: 'n', default: 'c' },
  en: { default: 'n' },
};

/** Languages whose card names are written in lower case inside a sentence ("the queen of spades"). */
const LOWER_IN_RUNNING_TEXT = new Set(['en']);

export function rankGender(lang: string, rank: string): Gender {
  const g = RANK_GENDER[lang] ?? RANK_GENDER.en!;
  return g[rank] ?? g.default;
}

/** A card's name as a noun of running text: "queen of spades", "Pik-Dame" (feminine), "spader dam". */
export function cardNoun(translate: T | Phrase, lang: string, card: Card): Noun {
  const t = isPhrase(translate) ? translate.plain : translate;
  const name = t('card.name', { rank: t(`card.rank.${rankOf(card)}`), suit: t(`card.suit.${suitOf(card)}`) });
  const text = LOWER_IN_RUNNING_TEXT.has(lang) ? lowerFirst(name) : name;
  return noun(text, rankGender(lang, rankOf(card)));
}

export const upperFirst = (s: string): string => (s ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s);
export const lowerFirst = (s: string): string => (s ? s.charAt(0).toLocaleLowerCase() + s.slice(1) : s);

/** German articles and pronouns by the masculine form a template writes: [masculine, feminine, neuter]. */
const GERMAN: Record<string, [string, string, string]> = {
  der: ['der', 'die', 'das'],
  den: ['den', 'die', 'das'],
  dem: ['dem', 'der', 'dem'],
  des: ['des', 'der', 'des'],
  ein: ['ein', 'eine', 'ein'],
  einen: ['einen', 'eine', 'ein'],
  einem: ['einem', 'einer', 'einem'],
  eines: ['eines', 'einer', 'eines'],
  kein: ['kein', 'keine', 'kein'],
  keinen: ['keinen', 'keine', 'kein'],
  er: ['er', 'sie', 'es'],
  ihn: ['ihn', 'sie', 'es'],
  ihm: ['ihm', 'ihr', 'ihm'],
  sein: ['sein', 'ihr', 'sein'],
  seine: ['seine', 'ihre', 'seine'],
  dieser: ['dieser', 'diese', 'dieses'],
  diesen: ['diesen', 'diese', 'dieses'],
};

/** Swedish: [common, neuter]. */
const SWEDISH: Record<string, [string, string]> = {
  den: ['den', 'det'],
  denna: ['denna', 'detta'],
  en: ['en', 'ett'],
  ingen: ['ingen', 'inget'],
};

function inflect(lang: string, word: string, gender: Gender): string | null {
  if (lang === 'de') {
    const forms = GERMAN[word.toLowerCase()];
    if (!forms) return null;
    const out = forms[gender === 'f' ? 1 : gender === 'n' ? 2 : 0];
    return word[0] === word[0]!.toUpperCase() ? upperFirst(out) : out;
  }
  if (lang === 'sv') {
    const forms = SWEDISH[word.toLowerCase()];
    if (!forms) return null;
    const out = forms[gender === 'n' ? 1 : 0];
    return word[0] === word[0]!.toUpperCase() ? upperFirst(out) : out;
  }
  return null;
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}(\\w+)${CLOSE}`, 'g');
const ARTICLE = new RegExp(`\\[([A-Za-zÄÖÜäöü]+) ${OPEN}(\\w+)${CLOSE}\\]`, 'g');
const PRONOUN = /\[([A-Za-zÄÖÜäöü]+):(\w+)\]/g;

/** True when text[0..at) ends where a sentence begins: nothing before it, or a full stop, ! or ? and a space. */
function sentenceStart(text: string, at: number): boolean {
  const before = text.slice(0, at).replace(/[\s„“"«»(]+$/u, '');
  return before === '' || /[.!?]$/.test(before);
}

/**
 * A translate function that fills values in grammatically (see the module comment). Values may be strings, numbers
 * (e.g. `count` for plurals) or nouns; strings and nouns that start a sentence are capitalised.
 */
export function phrase(t: T | Phrase, lang: string): Phrase {
  if (isPhrase(t) && t.lang === lang) return t;
  const say = (key: string, values?: PhraseValues): string => {
    if (!values) return t(key);
    const slots: Record<string, string | Noun> = {};
    const passed: Record<string, string | number> = {};
    for (const [name, v] of Object.entries(values)) {
      if (typeof v === 'number') passed[name] = v;
      else {
        slots[name] = v;
        passed[name] = `${OPEN}${name}${CLOSE}`;
      }
    }
    let text = t(key, passed);
    const gender = (name: string): Gender => {
      const v = slots[name] ?? values[name];
      return isNoun(v) ? v.gender : 'n';
    };
    const textOf = (name: string): string => {
      const v = slots[name];
      return v === undefined ? name : isNoun(v) ? v.text : v;
    };
    // Articles in front of a noun, "[dem {{card}}]", and pronouns that refer to a value, "[er:card]"; either may start a sentence.
    const atStart = (word: string, offset: number, whole: string) => (sentenceStart(whole, offset) ? upperFirst(word) : word);
    text = text.replace(ARTICLE, (m, word: string, name: string, offset: number, whole: string) => {
      const art = inflect(lang, word, gender(name)) ?? word;
      return `${atStart(art, offset, whole)} ${OPEN}${name}${CLOSE}`;
    });
    text = text.replace(PRONOUN, (m, word: string, name: string, offset: number, whole: string) =>
      name in values ? atStart(inflect(lang, word, gender(name)) ?? word, offset, whole) : m,
    );
    let out = '';
    let last = 0;
    for (const m of text.matchAll(SLOT)) {
      const at = m.index!;
      out += text.slice(last, at);
      const value = textOf(m[1]!);
      out += sentenceStart(out, out.length) ? upperFirst(value) : value;
      last = at + m[0].length;
    }
    return out + text.slice(last);
  };
  return Object.assign(say, { lang, plain: isPhrase(t) ? t.plain : t });
}
