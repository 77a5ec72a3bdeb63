import { describe, expect, it } from 'vitest';
import { gameResources, LANGUAGES, resources, useTranslations } from '../../src/i18n';
import { GAMES } from '../../src/games';
import { cardIndex, cardName } from '../../src/i18n/cards';

const variables = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** i18next plural forms share one base key (course.minutes_one / _other); languages may need different forms. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The platform's strings, then each game's namespace: the same checks for each. */
const namespaces: [string, Record<string, Record<string, string>>][] = [
  ['platform', resources],
  ...Object.entries(gameResources).map(([id, r]) => [id, r as Record<string, Record<string, string>>] as [string, Record<string, Record<string, string>>]),
];

describe('string namespaces', () => {
  it('translates on the server, with plurals', () => {
    expect(useTranslations('en')('course.minutes', { count: 1 })).toBe('1 minute');
    expect(useTranslations('de')('course.minutes', { count: 5 })).toBe('5 Minuten');
    expect(useTranslations('sv')('course.minutes', { count: 5 })).toBe('5 minuter');
  });

  it('every registered game has strings in every language, and only registered games have strings', () => {
    for (const g of GAMES) for (const lang of LANGUAGES) expect(gameResources[g.id]?.[lang], `${g.id} ${lang}`).toBeDefined();
    expect(Object.keys(gameResources).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });

  it('every game names itself and has a pitch and course title in every language', () => {
    for (const g of GAMES.filter((x) => x.pages.course)) {
      for (const lang of LANGUAGES) {
        const t = useTranslations(lang, g.id);
        for (const key of ['game.pitch', 'course.title', 'course.description', 'footer.sources']) expect(t(key), `${g.id} ${lang} ${key}`).not.toBe(key);
        for (const s of g.skills) expect(t(`skill.${s}`), `${g.id} ${lang} skill.${s}`).not.toBe(`skill.${s}`);
        for (const w of g.widgets) expect(t(w.titleKey), `${g.id} ${lang} ${w.titleKey}`).not.toBe(w.titleKey);
      }
    }
  });
});

for (const [ns, all] of namespaces)
describe(`UI strings: ${ns}`, () => {
  const en = all.en as Record<string, string>;

  for (const lang of LANGUAGES) {
    const messages = all[lang] as Record<string, string>;

    it(`${lang} has exactly the keys of every other language`, () => {
      for (const other of LANGUAGES) {
        const theirs = new Set(Object.keys(all[other] ?? {}).map(base));
        const mine = new Set(Object.keys(messages).map(base));
        expect([...mine].filter((k) => !theirs.has(k)), `${lang} keys missing in ${other}`).toEqual([]);
        expect([...theirs].filter((k) => !mine.has(k)), `${other} keys missing in ${lang}`).toEqual([]);
      }
    });

    it(`${lang} strings are non-empty and use the same placeholders as English`, () => {
      for (const [key, value] of Object.entries(messages)) {
        expect(value.trim(), key).not.toBe('');
        const enValue = en[key] ?? en[`${base(key)}_other`];
        if (enValue !== undefined) expect(variables(value), key).toEqual(variables(enValue));
      }
    });
  }

});

describe('card names', () => {
  it('names cards in the page language', () => {
    expect(cardName(useTranslations('en'), 'JS')).toBe('Jack of spades');
    expect(cardName(useTranslations('de'), 'JS')).toBe('Pik-Bube');
    expect(cardName(useTranslations('sv'), 'JS')).toBe('spader knekt');
    expect(cardName(useTranslations('en'), 'TD')).toBe('Ten of diamonds');
    expect(cardName(useTranslations('de'), 'QH')).toBe('Herz-Dame');
    expect(cardName(useTranslations('sv'), 'AC')).toBe('klöver ess');
  });

  it('uses local corner indices for court cards and digits for the rest', () => {
    expect(cardIndex(useTranslations('de'), 'JS')).toBe('B');
    expect(cardIndex(useTranslations('sv'), 'JS')).toBe('Kn');
    expect(cardIndex(useTranslations('en'), 'TS')).toBe('10');
    expect(cardIndex(useTranslations('en'), '7S')).toBe('7');
  });
});
