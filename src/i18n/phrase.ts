/**
 * Sentences built from templates, built right in each language. A game passes card names, seats and suits into a
 * message; this formatter takes care of the grammar that a plain placeholder cannot:
 *
 * - a value that starts a sentence gets a capital letter ("Spader är trumf.", "The queen of spades wins."), while
 *   inside a sentence it keeps the case it has (English card names are lower case in running text);
 * - a noun carries its grammatical gender, so a German template can ask for an article or pronoun that agrees with
 *   the card: `[dem {{card}}]` gives "dem Pik-König", "der Pik-Dame" or "dem Pik-Ass", and `[er:card]` gives "er",
 *   "sie" or "es". Templates write the masculine form; the formatter inflects it. German weak nouns take their
 *   ending too ("[den {{card}}]" gives "den Pik-Buben", "[des {{card}}]" "des Pik-Buben", "des Pik-Königs"). Words
 *   between the article and the noun agree as well: German adjectives after the article ("[einen hohen {{card}}]":
 *   "eine hohe", "ein hohes"), Swedish ones after en/ett ("[en ensam {{card}}]": "ett ensamt ess"); a word the rule
 *   gets wrong is written with its forms, masculine/feminine/neuter in German ("[den ganzen/ganze/ganze {{x}}]"),
 *   common/neuter in Swedish. Swedish has `[den:card]`, `[en:card]` for "den"/"det", "en"/"ett"; English needs
 *   articles of none. Pronouns for people: "[he:name]", "[him:name]", "[his:name]" (he/she/it, you for the learner,
 *   they/their for several), German "[er:name]", "[ihn:name]", "[ihm:name]", "[sein:name]" (du/dich/dir/dein, sie/ihnen/
 *   ihr, ihr/euch/euer), Swedish "[han:name]", "[honom:name]", "[hans:name]" (du/dig/din, de/dem/deras, ni/er);
 * - a card rank named on its own ("bis zum König") is a noun too: `rankNoun()`, so "bis [zum {{top}}]" and
 *   "[dem {{top}}]" agree ("zum Buben", "zur Dame");
 * - people: `person(name, 'f' | 'm')` is a name with its gender (pronouns "sie"/"er", "hon"/"han"),
 *   `learner(word)` is the learner ("du", lower case in running text, capitalised at a sentence start; pronouns
 *   "du"/"dich"/"dir"/"dein" in German, "du"/"dig"/"din" in Swedish, "you"/"your" in English), and
 *   `names(lang, people)` is a list of them ("Anna und Ben", "du und Ben") that counts as plural. A verb that must
 *   agree with such a value is written with its forms: `[singular|plural|learner|learner and others:slot]`, e.g.
 *   "{{names}} [hat|haben|hast|habt:names] gewonnen", "{{name}} [has|have:name] won". The learner's forms fall back to
 *   the plural (right for English and Swedish), so most templates write two forms. A number picks the singular for
 *   1 ("[ist|sind:count]"), a plain string the singular.
 *
 * The markup is plain text between brackets, so every language keeps the same placeholders (the i18n test checks
 * that), and a translator who does not need it simply does not write it. The formatter knows no game: a game makes its
 * nouns with `noun()` (or `cardNoun()` / `rankNoun()` for the standard card names, `person()`, `learner()`,
 * `names()` for people) and calls `phrase(t, lang)` instead of `t`.
 */
import { rankOf, suitOf, type Card } from '../shared/cards/model';
import type { T } from './client';

/**
 * Grammatical gender: German m/f/n, Swedish c (common, "en") or n (neuter, "ett"); English nouns use n. People have
 * m or f in every language (pronouns he/she, er/sie, han/hon; in Swedish they take "den"/"en" like common nouns).
 */
export type Gender = 'm' | 'f' | 'n' | 'c';

export interface Noun {
  readonly kind: 'noun';
  readonly text: string;
  readonly gender: Gender;
  /** Several people ("Anna und Ben"): a verb written `[sg|pl:slot]` takes the plural. */
  readonly plural?: boolean;
  /** The learner (alone, or among the people of a list): second person. */
  readonly you?: boolean;
}

export const noun = (text: string, gender: Gender = 'n'): Noun => ({ kind: 'noun', text, gender });

/** A person's name with its gender, for pronouns ("sie"/"er") and verbs. */
export const person = (name: string, gender: 'm' | 'f'): Noun => noun(name, gender);

/** The learner, addressed as "you": lower case in running text, capitalised where a sentence starts. */
export const learner = (word: string): Noun => ({ kind: 'noun', text: lowerFirst(word), gender: 'm', you: true });

/** A list of people ("Anna, Ben und Clara"), plural when it has more than one; second person when the learner is in it. */
export function names(lang: string, people: readonly (string | Noun)[]): Noun {
  const texts = people.map((p) => (isNoun(p) ? p.text : p));
  let text: string;
  try {
    text = new Intl.ListFormat(lang, { type: 'conjunction' }).format(texts);
  } catch {
    text = texts.join(', ');
  }
  const one = people.length === 1 ? people[0] : undefined;
  if (one !== undefined) return isNoun(one) ? one : noun(one, 'm');
  return { kind: 'noun', text, gender: 'm', plural: true, you: people.some((p) => isNoun(p) && p.you === true) };
}

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

/** A rank's name as a noun of running text, with its gender: "king", "König" (masculine), "kung". */
export function rankNoun(translate: T | Phrase, lang: string, rank: string): Noun {
  const t = isPhrase(translate) ? translate.plain : translate;
  const name = t(`card.rank.${rank}`);
  return noun(LOWER_IN_RUNNING_TEXT.has(lang) ? lowerFirst(name) : name, rankGender(lang, rank));
}

export const upperFirst = (s: string): string => (s ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s);
export const lowerFirst = (s: string): string => (s ? s.charAt(0).toLocaleLowerCase() + s.slice(1) : s);

/** German articles and pronouns by the masculine form a template writes: [masculine, feminine, neuter]. */
const GERMAN: Record<string, [string, string, string]> = {
  der: ['der', 'die', 'das'],
  den: ['den', 'die', 'das'],
  dem: ['dem', 'der', 'dem'],
  des: ['des', 'der', 'des'],
  zum: ['zum', 'zur', 'zum'],
  vom: ['vom', 'von der', 'vom'],
  im: ['im', 'in der', 'im'],
  am: ['am', 'an der', 'am'],
  beim: ['beim', 'bei der', 'beim'],
  ein: ['ein', 'eine', 'ein'],
  einen: ['einen', 'eine', 'ein'],
  einem: ['einem', 'einer', 'einem'],
  eines: ['eines', 'einer', 'eines'],
  kein: ['kein', 'keine', 'kein'],
  keinen: ['keinen', 'keine', 'kein'],
  keinem: ['keinem', 'keiner', 'keinem'],
  er: ['er', 'sie', 'es'],
  ihn: ['ihn', 'sie', 'es'],
  ihm: ['ihm', 'ihr', 'ihm'],
  sein: ['sein', 'ihr', 'sein'],
  seine: ['seine', 'ihre', 'seine'],
  seinen: ['seinen', 'ihren', 'seinen'],
  seinem: ['seinem', 'ihrem', 'seinem'],
  dieser: ['dieser', 'diese', 'dieses'],
  diesen: ['diesen', 'diese', 'dieses'],
  diesem: ['diesem', 'dieser', 'diesem'],
};

/** German pronouns for the learner, by the masculine third-person form a template writes. */
const GERMAN_YOU: Record<string, string> = { er: 'du', ihn: 'dich', ihm: 'dir', sein: 'dein', seine: 'deine', seinen: 'deinen', seinem: 'deinem' };

/** German articles after which a masculine weak noun takes -n/-en ("den Buben") and a strong one, after des, -s. */
const GERMAN_OBLIQUE = new Set(['den', 'dem', 'des', 'zum', 'vom', 'im', 'am', 'beim', 'einen', 'einem', 'eines', 'keinen', 'keinem', 'seinen', 'seinem', 'diesen', 'diesem']);
const GERMAN_GENITIVE = new Set(['des', 'eines']);
/** Masculine nouns of the card table that decline weak (the last part of a compound decides: "Pik-Bube"). */
const GERMAN_WEAK = /(Bube|Bauer|Junge|Knabe|Prinz)$/;

/**
 * The ending a German adjective after an article takes, by the article the template writes: [masculine, feminine,
 * neuter] of the template's own form's ending ("den hohen": -en, -e, -e). Articles not listed leave it alone (after
 * "dem", "der", "des" every gender has the same ending).
 */
const GERMAN_ADJECTIVE: Record<string, [string, string, string]> = {
  den: ['en', 'e', 'e'],
  diesen: ['en', 'e', 'e'],
  ein: ['er', 'e', 'es'],
  kein: ['er', 'e', 'es'],
  einen: ['en', 'e', 'es'],
  keinen: ['en', 'e', 'es'],
  seinen: ['en', 'e', 'es'],
};

/** Swedish: [common, neuter]. */
const SWEDISH: Record<string, [string, string]> = {
  den: ['den', 'det'],
  denna: ['denna', 'detta'],
  en: ['en', 'ett'],
  ingen: ['ingen', 'inget'],
  sin: ['sin', 'sitt'],
  min: ['min', 'mitt'],
  din: ['din', 'ditt'],
};

/** Personal pronouns by the masculine form a template writes: [he, she, it (a thing), the learner, several, the learner and others]. */
const PERSONAL: Record<string, Record<string, [string, string, string, string, string, string]>> = {
  en: {
    he: ['he', 'she', 'it', 'you', 'they', 'you'],
    him: ['him', 'her', 'it', 'you', 'them', 'you'],
    his: ['his', 'her', 'its', 'your', 'their', 'your'],
    himself: ['himself', 'herself', 'itself', 'yourself', 'themselves', 'yourselves'],
  },
  sv: {
    han: ['han', 'hon', 'den', 'du', 'de', 'ni'],
    honom: ['honom', 'henne', 'den', 'dig', 'dem', 'er'],
    hans: ['hans', 'hennes', 'dess', 'din', 'deras', 'er'],
  },
};

/** German pronouns for several people and for the learner with others: [several, the learner and others]. */
const GERMAN_PLURAL: Record<string, [string, string]> = {
  er: ['sie', 'ihr'],
  ihn: ['sie', 'euch'],
  ihm: ['ihnen', 'euch'],
  sein: ['ihr', 'euer'],
  seine: ['ihre', 'eure'],
  seinen: ['ihren', 'euren'],
  seinem: ['ihrem', 'eurem'],
};

const matchCase = (template: string, out: string) => (template[0] === template[0]!.toUpperCase() ? upperFirst(out) : out);
const genderIndex = (g: Gender) => (g === 'f' ? 1 : g === 'n' ? 2 : 0);

/** A word written with its forms by gender ("ganzen/ganze/ganze" in German, "ensam/ensamt" in Swedish). */
function byGender(lang: string, word: string, gender: Gender): string | null {
  if (!word.includes('/')) return null;
  const forms = word.split('/');
  if (lang === 'sv') return (gender === 'n' ? forms[1] : forms[0]) ?? forms[0]!;
  return forms[genderIndex(gender)] ?? forms[forms.length - 1]!;
}

function inflect(lang: string, word: string, v: Noun | undefined): string | null {
  const gender = v?.gender ?? 'n';
  const explicit = byGender(lang, word, gender);
  if (explicit !== null) return explicit;
  const lower = word.toLowerCase();
  const personal = PERSONAL[lang]?.[lower];
  if (personal) return matchCase(word, personal[v?.plural ? (v.you ? 5 : 4) : v?.you ? 3 : gender === 'f' ? 1 : gender === 'm' ? 0 : 2]);
  if (lang === 'de') {
    if (v?.plural && GERMAN_PLURAL[lower]) return matchCase(word, GERMAN_PLURAL[lower]![v.you ? 1 : 0]);
    if (v?.you && GERMAN_YOU[lower]) return matchCase(word, GERMAN_YOU[lower]!);
    const forms = GERMAN[lower];
    return forms ? matchCase(word, forms[genderIndex(gender)]) : null;
  }
  if (lang === 'sv') {
    if (v?.you && lower === 'den') return matchCase(word, v.plural ? 'ni' : 'du');
    const forms = SWEDISH[lower];
    return forms ? matchCase(word, forms[gender === 'n' ? 1 : 0]) : null;
  }
  return null;
}

/** A German adjective after `article`, written in the masculine form, in the noun's gender. */
function germanAdjective(article: string, adjective: string, gender: Gender): string {
  const endings = GERMAN_ADJECTIVE[article.toLowerCase()];
  if (!endings || !adjective.endsWith(endings[0])) return adjective;
  return adjective.slice(0, adjective.length - endings[0].length) + endings[genderIndex(gender)];
}

/** A Swedish adjective after en/ett (ingen/inget...), written in the common form, in the noun's gender. */
export function swedishNeuter(adjective: string): string {
  if (/[aeot]$/.test(adjective)) return adjective; // definite/plural forms and words already in -t
  if (/[aeiouyåäö]d$/.test(adjective)) return `${adjective.slice(0, -1)}tt`; // röd → rött
  if (/d$/.test(adjective)) return `${adjective.slice(0, -1)}t`; // hård → hårt
  if (/en$/.test(adjective)) return `${adjective.slice(0, -1)}t`; // liten → litet, egen → eget
  return `${adjective}t`; // ensam → ensamt, hög → högt
}

/** The noun after an article: a German masculine weak noun takes -n/-en after den/dem/des/einen..., a strong one -s after des. */
function declined(lang: string, article: string, v: Noun | undefined, text: string): string {
  if (lang !== 'de' || !v || v.gender === 'f' || v.plural) return text;
  const a = article.toLowerCase();
  if (!GERMAN_OBLIQUE.has(a)) return text;
  if (v.gender === 'm' && GERMAN_WEAK.test(text)) return /e$/.test(text) ? `${text}n` : /er$/.test(text) ? `${text}n` : `${text}en`;
  if (GERMAN_GENITIVE.has(a) && /\p{L}$/u.test(text)) return /(s|ß|x|z)$/.test(text) ? `${text}es` : `${text}s`;
  return text;
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}(\\w+)${CLOSE}`, 'g');
/** "[dem {{card}}]", "[einen hohen {{card}}]", "[den ganzen/ganze/ganze {{x}}]": one or more words in front of a value. */
const ARTICLE = new RegExp(`\\[((?:[\\p{L}/]+ )+)${OPEN}(\\w+)${CLOSE}\\]`, 'gu');
const PRONOUN = /\[([\p{L}/]+):(\w+)\]/gu;
/** "[hat|haben|hast|habt:names]": a verb's forms for one person, several, the learner, the learner and others. */
const VERB = /\[([^\][|:\n]+(?:\|[^\][|:\n]+)+):(\w+)\]/gu;

/** True when text[0..at) ends where a sentence begins: nothing before it, or a full stop, ! or ? and a space. */
function sentenceStart(text: string, at: number): boolean {
  const before = text.slice(0, at).replace(/[\s„“"«»(]+$/u, '');
  return before === '' || /[.!?]$/.test(before);
}

/** The form of `[sg|pl|you|you and others:slot]` a value takes. */
function verbForm(forms: string[], v: string | number | Noun | undefined): string {
  const [sg, pl = sg, you = pl, youAnd = pl] = forms as [string, string?, string?, string?];
  if (typeof v === 'number') return v === 1 ? sg : pl;
  if (!isNoun(v)) return sg;
  if (v.you) return v.plural ? youAnd : you;
  return v.plural ? pl : sg;
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
      // Numbers (plurals) and i18next's `context` go to the translate function as they are.
      if (typeof v === 'number' || (name === 'context' && typeof v === 'string')) passed[name] = v;
      else {
        slots[name] = v;
        passed[name] = `${OPEN}${name}${CLOSE}`;
      }
    }
    let text = t(key, passed);
    const nounOf = (name: string): Noun | undefined => {
      const v = slots[name] ?? values[name];
      return isNoun(v) ? v : undefined;
    };
    const declinedText: Record<string, string> = {};
    const textOf = (name: string): string => {
      const v = slots[name];
      return v === undefined ? name : isNoun(v) ? v.text : v;
    };
    // Articles in front of a noun, "[dem {{card}}]", and pronouns that refer to a value, "[er:card]"; either may start a sentence.
    const atStart = (word: string, offset: number, whole: string) => (sentenceStart(whole, offset) ? upperFirst(word) : word);
    let n = 0;
    text = text.replace(ARTICLE, (m, words: string, name: string, offset: number, whole: string) => {
      const v = nounOf(name);
      const list = words.trim().split(' ');
      // The article is the first word the formatter can inflect ("[mit dem {{card}}]": "dem"); words before it stay.
      const first = Math.max(0, list.findIndex((w) => inflect(lang, w, v) !== null));
      const article = list[first]!;
      const out = list.map((w, i) => {
        if (i < first) return w;
        if (i === first) return inflect(lang, w, v) ?? w;
        const explicit = byGender(lang, w, v?.gender ?? 'n');
        if (explicit !== null) return explicit;
        if (lang === 'de') return germanAdjective(article, w, v?.gender ?? 'n');
        if (lang === 'sv' && v?.gender === 'n' && ['en', 'ingen', 'ett', 'inget', 'sitt', 'mitt', 'ditt'].includes(article.toLowerCase())) return swedishNeuter(w);
        return w;
      });
      const id = `${name}__${n++}`;
      declinedText[id] = declined(lang, article, v, textOf(name));
      return `${atStart(out.join(' '), offset, whole)} ${OPEN}${id}${CLOSE}`;
    });
    text = text.replace(VERB, (m, forms: string, name: string) => (name in values ? verbForm(forms.split('|'), slots[name] ?? values[name]) : m));
    text = text.replace(PRONOUN, (m, word: string, name: string, offset: number, whole: string) =>
      name in values ? atStart(inflect(lang, word, nounOf(name)) ?? word, offset, whole) : m,
    );
    let out = '';
    let last = 0;
    for (const m of text.matchAll(SLOT)) {
      const at = m.index!;
      out += text.slice(last, at);
      const id = m[1]!;
      const value = declinedText[id] ?? textOf(id);
      out += sentenceStart(out, out.length) ? upperFirst(value) : value;
      last = at + m[0].length;
    }
    return out + text.slice(last);
  };
  return Object.assign(say, { lang, plain: isPhrase(t) ? t.plain : t });
}
