/**
 * The rendered corpus: every string of the platform and of every game, in every language, as a reader sees it, so a
 * native reviewer reads sentences, not templates. `npm run corpus` writes `tests/corpus/<lang>.txt`;
 * `tests/unit/corpus.test.ts` regenerates the text in memory, fails when the committed files are stale, and runs the
 * machine checks below (`checkSentence`) on every sentence.
 *
 * How a string is rendered:
 * - a string without placeholders, once;
 * - a template once with a base fill, then once more for each other value of ONE placeholder at a time (so the file
 *   grows with the number of placeholders, never with their product). What a placeholder receives is guessed from its
 *   name and from the words around it (`kindOf`): a person (the learner, a woman's name, a man's name), a list of
 *   people (one name, two names), a card (an ace, a king, a queen, a jack: every gender), a rank (every rank), a suit,
 *   a count (0, 1, 2, 5), a decimal or amount, or another number (1 and 5). Where a key has a second-person sibling
 *   (`<key>.you`, `table.you.<key>`, `<key>_you`) the code uses that one for the learner, so the learner is not filled
 *   into the third-person key;
 * - through `phrase()` (src/i18n/phrase.ts) with nouns from `cardNoun`/`rankNoun`, people from `person`/`learner`
 *   and lists from `names`, so the articles, pronouns and verb markup are exercised; plurals (`count`) and `_zero`
 *   as i18next chooses them for the language.
 * Lines read `key | sentence`, grouped per game (the platform first), keys sorted.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n } from 'i18next';
import { cardNoun, learner, names as nameList, person, phrase, rankNoun, type Noun, type Phrase, type PhraseValues } from '../src/i18n/phrase';
import { findAvoided, type TermList } from '../src/shared/terms';
import type { Card } from '../src/shared/cards/model';

export const LANGS = ['en', 'de', 'sv'] as const;
export type CorpusLang = (typeof LANGS)[number];
type Messages = Record<string, string>;

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PLATFORM = 'platform';

export interface Resources {
  platform: Record<CorpusLang, Messages>;
  games: Record<string, Record<CorpusLang, Messages>>;
}

const readJson = (path: string): Messages => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Messages) : {});

/** The platform's strings and every game's (each folder of src/games with an i18n folder), read from disk. */
export function loadResources(root = ROOT): Resources {
  const platform = Object.fromEntries(LANGS.map((l) => [l, readJson(join(root, 'src/i18n', `${l}.json`))])) as Record<CorpusLang, Messages>;
  const games: Resources['games'] = {};
  for (const id of readdirSync(join(root, 'src/games')).sort()) {
    const dir = join(root, 'src/games', id, 'i18n');
    if (!existsSync(dir)) continue;
    games[id] = Object.fromEntries(LANGS.map((l) => [l, readJson(join(dir, `${l}.json`))])) as Record<CorpusLang, Messages>;
  }
  return { platform, games };
}

// ------------------------------------------------------------------------------------------------ the fill set

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `someone`: a person who is never the learner (the code says so with another key, or it cannot happen). */
export type Kind = 'count' | 'person' | 'someone' | 'people' | 'card' | 'rank' | 'ranks' | 'suit' | 'decimal' | 'number' | 'bigNumber' | 'text';

/**
 * What the code passes where the name and the words around a placeholder mislead the guess. Each game keeps its hints
 * beside its strings, in `src/games/<id>/corpus.ts` exporting `CORPUS` (see Hindersche's), so that no two games edit
 * the same file; the platform's and a few for games without such a file yet are here.
 */
export interface CorpusHints {
  /** Keys (by prefix) whose placeholders may hold the learner; without the list, every key may. */
  learnerKeys?: readonly string[];
  /** Number placeholders that are never 1 in this game (shown with 5 only). */
  neverOne?: readonly string[];
  /** Key (without plural suffix) → placeholder → what it holds. */
  slots?: Readonly<Record<string, Readonly<Record<string, Kind>>>>;
}

export const BUILT_IN_HINTS: Record<string, CorpusHints> = {
  [PLATFORM]: { slots: { 'seat.label': { seat: 'number' }, 'progress.mastery': { skill: 'text' }, 'review.dueAt': { when: 'text' } } },
  handjass: { slots: { 'weis.combo.run': { top: 'rank' }, 'weis.combo.quartet': { rank: 'ranks' } } },
  president: { slots: { 'combo.set.2': { ranks: 'ranks' }, 'combo.set.3': { ranks: 'ranks' }, 'combo.set.4': { ranks: 'ranks' } } },
};

/** Every game's hints (its `corpus.ts` over the built-in ones), by game id; the platform's under 'platform'. */
export async function loadHints(root = ROOT): Promise<Record<string, CorpusHints>> {
  const out: Record<string, CorpusHints> = { ...BUILT_IN_HINTS };
  for (const id of readdirSync(join(root, 'src/games')).sort()) {
    const file = join(root, 'src/games', id, 'corpus.ts');
    if (!existsSync(file)) continue;
    const own = ((await import(file)) as { CORPUS: CorpusHints }).CORPUS;
    const base = out[id] ?? {};
    out[id] = { ...base, ...own, slots: { ...base.slots, ...own.slots } };
  }
  return out;
}

const PERSON = new Set(['name', 'seat', 'dealer', 'leader', 'player', 'who', 'winner', 'claimant', 'owner', 'knocker', 'president', 'loser', 'vorhand', 'forehand', 'p1', 'p2', 'next', 'from', 'to', 'highest', 'bottom', 'caller', 'taker', 'partner', 'opponent', 'receiver', 'giver']);
const PEOPLE = new Set(['names', 'players', 'seats', 'winners', 'losers', 'others', 'between']);
const CARD = new Set(['card', 'ace', 'under', 'over', 'ten', 'old', 'little', 'six', 'turned', 'other', 'higher', 'lower', 'threat', 'upcard', 'first', 'lowest', 'low', 'high', 'top', 'best', 'lead', 'led', 'winnerCard', 'trumpCard', 'discard']);
const RANK = new Set(['rank', 'ranks']);
const SUIT = new Set(['suit', 'trump', 'bid', 'led', 'suitName', 'bad']);
const DECIMAL = new Set(['mean', 'estimate', 'stake', 'amount', 'money', 'exact', 'se', 'behind', 'average', 'factor']);

/** Words that, right after a placeholder in the English template, make it a number ("{{points}} points"). */
const UNIT = /^\s*(?:[-–]?\s*)?(points?|cards?|tricks?|players?|marks?|strokes?|stakes?|chips?|games?|deals?|rounds?|eyes|counters?|pips?|%|times|bad|seats?|places?|left|in\b|of\b|card-|more|fewer|−|-|\+|×|=|\/|\))/i;
const NUMBER_BEFORE = /(?:[=+−×/]|\b(?:to|from|of|by|level|deal|trick|game|lesson|round|step|no\.|number|at|than|only|just|needs?|reaches|scores?|makes?|takes?|of|with|are|is|has|have|total|now)\s*)\s*$/i;

/** What a placeholder receives, from its name and the English template around it (see the module comment). */
export function kindOf(name: string, english: string): Kind {
  if (name === 'count') return 'count';
  const at = english.indexOf(`{{${name}}}`);
  const after = at >= 0 ? english.slice(at + name.length + 4) : '';
  const before = at >= 0 ? english.slice(0, at) : '';
  if (PEOPLE.has(name)) return /^\s*(players?|seats?)\b/i.test(after) ? 'number' : 'people';
  if (PERSON.has(name)) return /^\s*(points?|cards?|tricks?|%)/i.test(after) ? 'number' : 'person';
  if (CARD.has(name) || RANK.has(name) || SUIT.has(name)) {
    if (/^\s*(points?|cards?|tricks?|%|pips?|eyes)\b/i.test(after) || /[=+−×]\s*$/.test(before)) return 'number';
    return CARD.has(name) ? 'card' : RANK.has(name) ? 'rank' : 'suit';
  }
  if (DECIMAL.has(name)) return 'decimal';
  if (UNIT.test(after) || NUMBER_BEFORE.test(before)) return 'number';
  if (/^(n|k|number|total|points|score|pot|tricks|marks|deal|level|max|min|need|needed|value|sum|net|threshold|excess|paid|cost|added|capital|got|gave|given|kept|receive|done|games|places|place|percent|rate|chance|length|seed|trickPoints|plays|played|strokes|erasers|potatoes|jokers|missing|gained|lost|right|after|before|by|full|exact|scores|totals|want|have|dealt|aside|talon|above|below|over|under)$/.test(name)) return 'number';
  return 'text';
}

/** A fill: the label a reviewer does not see, and the value the template receives. */
interface Fill {
  label: string;
  value: string | number | PhraseValues[string];
}

/** Numbers that can be 1 in play (points, tricks, marks...); others (players, deal numbers, levels) are shown with 5 only. */
const ONE_OK = new Set(['points', 'tricks', 'marks', 'strokes', 'cards', 'score', 'bad', 'stakes', 'pot', 'amount', 'paid', 'left', 'missing', 'excess', 'need', 'needed']);

const CARDS: readonly Card[] = ['AS', 'KH', 'QC', 'JD'] as unknown as readonly Card[];
const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;
const WOMAN = 'Anna';
const MAN = 'Ben';
const THIRD = 'Clara';

const asLearner = (word: string): Noun => ({ ...learner(word), text: word });

function fills(kind: Kind, lang: CorpusLang, t: Phrase, you: string, allowLearner: boolean): Fill[] {
  const num = (x: number) => new Intl.NumberFormat(lang).format(x);
  switch (kind) {
    case 'count':
      return [0, 1, 2, 5].map((n) => ({ label: String(n), value: n }));
    case 'number':
      return [{ label: '5', value: 5 }];
    case 'bigNumber':
      return [5, 1].map((n) => ({ label: String(n), value: n }));
    case 'decimal':
      return [{ label: '2.5', value: num(2.5) }];
    case 'someone':
      return fills('person', lang, t, you, false);
    case 'person':
      return [
        { label: 'woman', value: person(WOMAN, 'f') },
        { label: 'man', value: person(MAN, 'm') },
        ...(allowLearner ? [{ label: 'learner', value: learner(you) }] : []),
      ];
    case 'people':
      return [
        { label: 'two', value: nameList(lang, [person(WOMAN, 'f'), person(MAN, 'm')]) },
        { label: 'one', value: nameList(lang, [person(THIRD, 'f')]) },
        ...(allowLearner ? [{ label: 'learner+1', value: nameList(lang, [asLearner(you), person(MAN, 'm')]) }] : []),
      ];
    case 'card':
      return CARDS.map((c) => ({ label: c as string, value: cardNoun(t, lang, c) }));
    case 'rank':
      return RANKS.map((r) => ({ label: r, value: rankNoun(t, lang, r) }));
    case 'ranks': {
      const prefix = ['card.rankPlural.', 'combo.ranks.'].find((p) => t.plain(`${p}A`) !== `${p}A`);
      return RANKS.map((r) => ({ label: r, value: prefix ? t.plain(`${prefix}${r}`) : rankNoun(t, lang, r) }));
    }
    case 'suit':
      return SUITS.slice(0, 1).map((s) => ({ label: s, value: t.plain(`suit.${s}`) }));
    case 'text':
      return [{ label: 'text', value: '…' }];
  }
}

function instanceFor(res: Resources): i18n {
  const inst = i18next.createInstance();
  void inst.init({
    resources: Object.fromEntries(LANGS.map((l) => [l, { translation: res.platform[l], ...Object.fromEntries(Object.entries(res.games).map(([g, r]) => [g, r[l]])) }])),
    lng: 'en',
    fallbackLng: false,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return inst;
}

export interface Sentence {
  game: string;
  key: string;
  text: string;
}

const placeholders = (s: string): string[] => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|\[[^\]\n]*:(\w+)\]/g)].map((m) => (m[1] ?? m[2]) as string);

/**
 * The learner's name as a game's code passes it: `table.me` or `table.you` filled with the learner's seat name when
 * they take a {{name}}, or a plain `table.you`/`seat.you`, else the platform's `shell.you`. It is passed as it is
 * (no change of case), marked as the learner so that verb markup picks the learner's form.
 */
function learnerWord(msgs: Messages, platform: Messages, t: Phrase['plain']): string {
  for (const k of ['table.me', 'table.you', 'seat.you']) {
    const v = msgs[k];
    if (v === undefined) continue;
    const slots = placeholders(v);
    if (slots.length === 0) return v;
    if (slots.length === 1 && slots[0] === 'name') return t(k, { name: t('seat.0') });
  }
  return platform['shell.you'] ?? 'You';
}

/** Every sentence of one language: the platform's strings, then each game's (with the platform's beneath). */
export function renderLanguage(lang: CorpusLang, res: Resources, hints: Record<string, CorpusHints>, inst: i18n = instanceFor(res)): Sentence[] {
  const out: Sentence[] = [];
  const sources: [string, Messages, Messages][] = [[PLATFORM, res.platform[lang], res.platform.en]];
  for (const [g, r] of Object.entries(res.games)) sources.push([g, r[lang], r.en]);
  for (const [game, msgs, english] of sources) {
    const fixed = inst.getFixedT(lang, game === PLATFORM ? 'translation' : [game, 'translation']);
    const plain = ((key: string, values?: Record<string, string | number>) => (values ? fixed(key, values) : fixed(key)) as string) as Phrase['plain'];
    const t = phrase(plain, lang);
    const you = learnerWord(msgs, res.platform[lang], plain);
    const hint = hints[game] ?? {};
    const bases = new Map<string, string[]>();
    for (const key of Object.keys(msgs)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      (bases.get(base) ?? bases.set(base, []).get(base)!).push(key);
    }
    for (const [base, keys] of [...bases].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const plural = keys.some((k) => PLURAL_SUFFIX.test(k));
      const templates = keys.map((k) => msgs[k] ?? '');
      const englishText = keys.map((k) => english[k] ?? '').join(' ');
      const names = [...new Set(templates.flatMap(placeholders))];
      if (plural && !names.includes('count')) names.push('count');
      const seen = new Set<string>();
      const add = (text: string) => {
        if (seen.has(text)) return;
        seen.add(text);
        out.push({ game, key: base, text });
      };
      if (names.length === 0) {
        add(t(base));
        continue;
      }
      // The code says the learner with a second-person key of its own, or this key is one (it names the learner itself).
      const hasYou =
        [`table.you.${base}`].some((k) => k in msgs) ||
        Object.keys(msgs).some((k) => (k.startsWith(`${base}.`) || k.startsWith(`${base}_`)) && /^[._](?:you|by[Yy]ou|to[Yy]ou|from[Yy]ou)/.test(k.slice(base.length))) || /(?:^|[._])(?:you|me)(?:[A-Z._]|$)|[a-z](?:You|Me)(?:[._A-Z]|$)/.test(base) ||
        (hint.learnerKeys !== undefined && !hint.learnerKeys.some((p) => base.startsWith(p)));
      const own = templates.join(' ');
      const kinds = names.map((n) => {
        // `count` without plural forms is a plain number (a pack's cards, minutes to learn: never 1).
        if (n === 'count' && !plural) return 'number';
        const k = hint.slots?.[base]?.[n] ?? kindOf(n, englishText);
        // A number that can be 1 right before a word ("{{points}} Punkte") is shown with 1 too, for the singular.
        return k === 'number' && ONE_OK.has(n) && !hint.neverOne?.includes(n) && new RegExp(`\\{\\{${n}\\}\\}\\s+\\p{L}`, 'u').test(own) ? 'bigNumber' : k;
      });
      const sets = kinds.map((k) => fills(k, lang, t, you, !hasYou));
      const baseValues = Object.fromEntries(names.map((n, i) => [n, sets[i]![0]!.value])) as PhraseValues;
      // A plural key that names people says as many people as its count: the two vary together.
      const group = plural ? names.find((n, i) => n !== 'count' && kinds[i] === 'people') : undefined;
      const linked = (values: PhraseValues, changed: string): PhraseValues => {
        if (group === undefined) return values;
        const list = sets[names.indexOf(group)]!;
        if (changed === 'count') {
          const one = list.find((f) => f.label === 'one')!.value;
          return { ...values, [group]: values.count === 1 ? one : values[group]! } as PhraseValues;
        }
        if (changed === group) {
          const label = list.find((f) => f.value === values[group])?.label;
          return { ...values, count: label === 'one' ? 1 : 2 };
        }
        return values;
      };
      add(t(base, linked(baseValues, group ?? '')));
      names.forEach((n, i) => {
        for (const f of sets[i]!.slice(1)) add(t(base, linked({ ...baseValues, [n]: f.value } as PhraseValues, n)));
      });
    }
  }
  return out;
}

/** The corpus file of one language. */
export function formatCorpus(lang: CorpusLang, sentences: readonly Sentence[]): string {
  const head = [
    `# Card School, every string in ${lang}, rendered (${sentences.length} sentences).`,
    '# Generated by `npm run corpus` (scripts/corpus.ts); do not edit. Each template is shown with a base fill and',
    '# then with one placeholder varied at a time: the learner, a woman (Anna), a man (Ben), two names, an ace, a',
    '# king, a queen and a jack, each rank, the counts 0, 1, 2 and 5, a decimal. Lines read "key | sentence".',
  ];
  const lines: string[] = [...head];
  let game = '';
  for (const s of sentences) {
    if (s.game !== game) {
      game = s.game;
      lines.push('', `## ${game}`, '');
    }
    lines.push(`${s.key} | ${s.text.replace(/\n/g, ' ⏎ ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every language's corpus text, rendered from the current strings. */
export async function buildCorpus(root = ROOT): Promise<Record<CorpusLang, { text: string; sentences: Sentence[] }>> {
  const res = loadResources(root);
  const hints = await loadHints(root);
  const inst = instanceFor(res);
  return Object.fromEntries(
    LANGS.map((l) => {
      const sentences = renderLanguage(l, res, hints, inst);
      return [l, { text: formatCorpus(l, sentences), sentences }];
    }),
  ) as Record<CorpusLang, { text: string; sentences: Sentence[] }>;
}

export const corpusPath = (lang: CorpusLang, root = ROOT) => join(root, 'tests/corpus', `${lang}.txt`);

// ------------------------------------------------------------------------------------------------ the checks

export interface Finding {
  rule: string;
  /** The words that tripped the rule. */
  found: string;
}

const ABBREVIATIONS = [
  'e.g.', 'i.e.', 'etc.', 'vs.', 'cf.', 'no.', 'approx.', 'z. B.', 'z.B.', 'd. h.', 'd.h.', 'u. a.', 'u.a.', 'bzw.', 'usw.', 'ca.', 'vgl.', 'evtl.', 'ggf.', 'Nr.', 'S.', 'inkl.', 'max.', 'min.',
  't.ex.', 't. ex.', 'bl.a.', 'bl. a.', 'dvs.', 'osv.', 'resp.', 's.k.', 'ev.', 'kr.', 'st.', 'jfr.', 'f.d.', 'p.g.a.', 'm.m.', 'o.s.v.',
];

/** Strings that are labels (no sentence): too short, or not ending like a sentence. */
function sentenceLike(text: string): boolean {
  const s = text.trim();
  return /[.!?]["”»)]*$/.test(s) && s.split(/\s+/).length >= 3;
}

/** A name of the fill set (or the learner) as the corpus writes it, for the agreement of lists of names. */
const NAME = `(?:\\b(?:${['Anna', 'Ben', 'Clara', 'You', 'you', 'Du', 'du'].join('|')})\\b(?:\\s*\\((?:you|du)\\))?)`;
/** A number after a list of numbers ("0, 4, 2 and 1 cards") governs nothing on its own. */
const NOT_IN_LIST =
  '(?<![\\d.,-]|\\d,?\\s+(?:and|und|och|or|oder|eller)\\s+|\\b(?:[Pp]hase|[Ff]as|[Ss]tich|[Ss]tick|[Tt]rick|[Ss]piel|[Gg]iv|[Dd]eal|[Rr]unde|[Rr]ound|[Rr]egel|[Rr]ule|[Rr]egel|[Ll]evel|[Ss]tufe|[Nn]ivå|[Ll]ektion|[Ll]esson|[Pp]lats|[Pp]latz|[Ss]eat)\\s+)';
const EN_YOU_VERB = 'has|is|was|does|goes|wins|gets|takes|plays|leads|deals|holds|scores|pays|loses|makes|keeps|needs|knocks|passes|calls|bids|follows|discards|draws|picks|puts|throws|says|sees|stays|becomes|receives|collects|owes|gives|comes|drops|folds|shows|swaps|trumps|beats|sits|starts|ends|moves|exchanges|announces|claims|reaches|misses|counts|wants|hauls|ruffs|sheds|cuts|buys|sells|gains|lacks|chooses|stops|stands|finishes';
const DE_DU_VERB = 'hat|ist|war|gibt|bekommt|spielt|nimmt|sticht|gewinnt|verliert|macht|legt|muss|darf|kann|soll|will|wird|zahlt|bleibt|sagt|zieht|steht|fängt|geht|kommt|hält|kriegt|klopft|bedient|wirft|schiebt|tauscht|meldet|behält|braucht|erhält|sammelt|schuldet|wählt|hätte|wäre|könnte|müsste|dürfte|sollte|würde|liegt|ruft|schlägt|führt|beginnt|endet|erreicht|fehlt|zählt|kauft|holt|sieht|trumpft|übertrumpft|schleipft|gab|nahm|spielte|gewann|verlor|bekam|hatte|musste|durfte|konnte';
const DE_PLURAL_AFTER_ONE = 'Karten|Stiche|Striche|Punkte|Augen|Spiele|Runden|Trümpfe|Einsätze|Marken|Chips|Münzen|Partien|Asse|Könige|Damen|Buben|Farben|Sekunden|Minuten|Züge|Kreuze|Zähler|Bilder|Weise|Stimmen|Gänge|Lektionen|Fragen|Plätze|Sätze|Fehler?n';
const EN_PLURAL_AFTER_ONE = 'cards|tricks|points|marks|strokes|players|games|deals|chips|coins|stakes|counters|minutes|lives|trumps|rounds|seconds|pips|places|questions|lessons|suits|aces|kings|queens|jacks';
const SV_PLURAL_AFTER_ONE = 'minuter|insatser|rundor|omgångar|kronor|marker|kulor|färger|sekunder|partier|trumfer|trumfar|frågor|lektioner|platser|givar|streck(?:en)|poängen';
const SV_SUITS = 'spader|hjärter|ruter|klöver';
const SV_NEUTER = 'ess|kort(?!\\s+\\p{L})|stick|spel|par|streck|parti|bud|utspel';
const SV_NEUTER_WORDS = 'ess|kort|stick|spel|par|streck|parti|bud|utspel|antal|extra|bra|annat|nytt|eget';
const SV_COMMON = 'kung|dam|knekt|tia|nia|åtta|sjua|sexa|femma|fyra|trea|tvåa|hand|färg|trumf|giv|spelare|poäng|runda|omgång|stege|svit';

/**
 * What a machine can see is wrong in one rendered sentence of a language (see tests/unit/corpus.test.ts for the
 * examples each rule catches and the clean texts it leaves alone).
 */
export function checkSentence(lang: CorpusLang, text: string, key = ''): Finding[] {
  const out: Finding[] = [];
  const hit = (rule: string, re: RegExp) => {
    for (const m of text.matchAll(re)) out.push({ rule, found: m[0].trim() });
  };
  // Leftovers of templates and keys.
  if (key && text.trim() === key) out.push({ rule: 'untranslated key', found: text });
  hit('leftover markup', /\{\{|\}\}|\[[\p{L}|/]+(?: [^\]\n]*)?(?: \{\{|:\w+\])|\uE000|\uE001/gu);
  hit('key-like text', /(?<![\p{L}\d/@.:-])[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9_-]*){2,}(?![\p{L}\d/(])/gu);
  // A lower-case sentence start.
  if (sentenceLike(text)) {
    const first = /^[\s"„“«(¿¡–—-]*(\p{L})/u.exec(text);
    if (first && first[1] !== first[1]!.toLocaleUpperCase(lang)) out.push({ rule: 'lower-case sentence start', found: text.slice(0, 24) });
  }
  for (const m of text.matchAll(/([^\s]*)([.!?])["”»)]*\s+["„“«(]*(\p{Ll}\p{L}*)/gu)) {
    const word = `${m[1]}${m[2]}`;
    if (m[2] === '.' && (/\d\.$/.test(word) || /\.\.$|…/.test(word) || ABBREVIATIONS.some((a) => word.endsWith(a) || `${text.slice(0, m.index! + word.length)}`.endsWith(a)))) continue;
    if (m[2] === '.' && /^\p{L}\.$/u.test(m[1] + m[2])) continue;
    out.push({ rule: 'lower-case sentence start', found: m[0].trim() });
  }
  if (lang === 'en') {
    hit('you + third-person verb', new RegExp(`(?<!\\b(?:of|all|both|each)\\s+)\\b[Yy]ou\\s+(?:${EN_YOU_VERB})\\b`, 'g'));
    hit('names list + singular verb', new RegExp(`${NAME}\\s+and\\s+${NAME}\\s+(?:${EN_YOU_VERB})\\b`, 'gu'));
    hit('you + third-person verb', /\b[Yy]ou's\b/g);
    hit('capitalised You mid-sentence', /(?<=[\p{Ll}\d,;)]\s+)You\b/gu);
    hit('a/an before a card', /\ba\s+(?:ace|eight)\b|\ban\s+(?:king|queen|jack|ten|nine|seven|six|five|four|three|two)\b/gi);
    hit('plural after 1', new RegExp(`${NOT_IN_LIST}\\b1\\s+(?:${EN_PLURAL_AFTER_ONE})\\b`, 'g'));
  }
  if (lang === 'de') {
    hit('du + third-person verb', new RegExp(`\\b[Dd]u\\s+(?:${DE_DU_VERB})\\b`, 'g'));
    hit('du + third-person verb', new RegExp(`\\b(?:${DE_DU_VERB})\\s+[Dd]u\\b`, 'g'));
    hit('preposition + du', /\b(?:an|von|für|mit|gegen|bei|zu|auf|nach|hinter|vor|neben|über|unter|ohne|um|außer|aus|seit|zwischen)\s+[Dd]u\b/g);
    hit('names list + singular verb', new RegExp(`${NAME}\\s+und\\s+${NAME}\\s+(?:${DE_DU_VERB})\\b`, 'gu'));
    hit('plural after 1', new RegExp(`${NOT_IN_LIST}\\b1\\s+(?:\\p{Ll}+e[nrs]?\\s+)?(?:${DE_PLURAL_AFTER_ONE})\\b`, 'gu'));
    hit('weak noun not declined', /\b(?:den|dem|des|einen|einem|eines|keinen|keinem|diesen|diesem|jenen)\s+(?:[\p{L}]+-)?(?:Bube|Bauer|Junge|Prinz)\b/gu);
    hit('decimal point', /(?<![\p{L}\d§.])\d+\.\d{1,2}(?![\d.])/gu);
  }
  if (lang === 'sv') {
    hit('preposition + du', /\b(?:till|från|med|av|åt|mot|hos|bakom|förutom|utan)\s+[Dd]u\b/g);
    hit('du as a genitive', /\([Dd]u\)s\b|\b[Dd]us\b/g);
    hit('capitalised Du mid-sentence', /(?<=[\p{L}\d,;)]\s+)Du\b/gu);
    hit('plural after 1', new RegExp(`${NOT_IN_LIST}\\b1\\s+(?:${SV_PLURAL_AFTER_ONE})\\b`, 'g'));
    hit('gender: en + neuter noun', new RegExp(`(?<!\\p{L})[Ee]n\\s+(?:(?:${SV_SUITS}|\\p{L}+(?:ad|ig|sam|lig|stor|hög|låg))\\s+)?(?:${SV_NEUTER})(?!\\p{L})`, 'gu'));
    hit('gender: ett + common noun', new RegExp(`(?<!\\p{L})[Ee]tt\\s+(?:(?:${SV_SUITS}|\\p{L}+t)\\s+)?(?:${SV_COMMON})(?!\\p{L})`, 'gu'));
    hit('gender: ett + adjective without -t', new RegExp(`(?<!\\p{L})[Ee]tt\\s+(?!(?:${SV_SUITS}|${SV_NEUTER_WORDS})(?!\\p{L}))(\\p{L}+(?<![taeo]))\\s+(?:${SV_NEUTER})(?!\\p{L})`, 'gu'));
    hit('decimal point', /(?<![\p{L}\d§.])\d+\.\d{1,2}(?![\d.])/gu);
  }
  return out;
}

/** The avoided terms of a game's list in a sentence. */
export function checkTerms(lang: CorpusLang, text: string, terms: TermList | undefined): Finding[] {
  return terms ? findAvoided(terms, lang, text).map((h) => ({ rule: `avoided term (write "${h.prefer}")`, found: h.found })) : [];
}

export interface GameFinding extends Finding {
  lang: CorpusLang;
  key: string;
  text: string;
}

/** Every finding of a set of sentences, per game. */
export function findingsByGame(lang: CorpusLang, sentences: readonly Sentence[], terms: Record<string, TermList>): Record<string, GameFinding[]> {
  const out: Record<string, GameFinding[]> = {};
  for (const s of sentences) {
    const found = [...checkSentence(lang, s.text, s.key), ...checkTerms(lang, s.text, terms[s.game])];
    for (const f of found) (out[s.game] ??= []).push({ ...f, lang, key: s.key, text: s.text });
  }
  return out;
}

/** Each game's term list (src/games/<id>/terms.ts, `TERMS`). */
export async function loadTerms(root = ROOT): Promise<Record<string, TermList>> {
  const out: Record<string, TermList> = {};
  for (const id of readdirSync(join(root, 'src/games')).sort()) {
    const file = join(root, 'src/games', id, 'terms.ts');
    if (existsSync(file)) out[id] = ((await import(file)) as { TERMS: TermList }).TERMS;
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ command line

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const corpus = await buildCorpus();
  mkdirSync(join(ROOT, 'tests/corpus'), { recursive: true });
  for (const lang of LANGS) {
    writeFileSync(corpusPath(lang), corpus[lang].text);
    console.log(`tests/corpus/${lang}.txt: ${corpus[lang].sentences.length} sentences, ${Buffer.byteLength(corpus[lang].text)} bytes`);
  }
}
