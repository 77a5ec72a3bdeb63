/** The islands' small translator must agree with i18next on every message of every language. */
import { describe, expect, it } from 'vitest';
import { allMessages, gameResources, LANGUAGES, useTranslations } from '../../src/i18n';
import { createTranslator } from '../../src/i18n/client';
import { pickMessages } from '../../src/i18n/pick';

const SAMPLE = { count: 3, card: 'X', cards: 'X, Y', suit: 'S', rank: 'R', level: 2, number: 4, higher: 'H', lower: 'L' };

describe('client translator', () => {
  for (const game of [undefined, ...Object.keys(gameResources)])
  for (const lang of LANGUAGES) {
    it(`${lang} ${game ?? 'platform'}: gives the same text as i18next for every key`, () => {
      const server = useTranslations(lang, game);
      const messages = allMessages(lang, game);
      const client = createTranslator(lang, messages);
      const keys = new Set(Object.keys(messages).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')));
      for (const key of keys) {
        for (const count of [0, 1, 2, 5]) {
          const values = { ...SAMPLE, count };
          expect(client(key, values), `${key} (${count})`).toBe(server(key, values));
        }
        expect(client(key), key).toBe(server(key));
      }
    });
  }

  it("reads i18next's context variants (`_you`) like i18next, with plurals, and falls back to the plain key", async () => {
    const { default: i18next } = await import('i18next');
    const messages = { a: 'Anna wins {{count}}', a_you: 'You win', b_one: '{{count}} trick', b_other: '{{count}} tricks', b_you_one: 'you: {{count}} trick', b_you_other: 'you: {{count}} tricks' };
    const inst = i18next.createInstance();
    await inst.init({ resources: { en: { translation: messages } }, lng: 'en', keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
    const t = createTranslator('en', messages);
    const cases: Record<string, string | number>[] = [{ context: 'you' }, { context: 'you', count: 1 }, { context: 'you', count: 3 }, { context: 'other', count: 1 }, { context: '' }, { count: 2 }];
    for (const values of cases) {
      for (const key of ['a', 'b']) expect(t(key, values), `${key} ${JSON.stringify(values)}`).toBe(inst.t(key, values));
    }
  });

  it('returns the key for a missing message and leaves unknown placeholders alone', () => {
    const t = createTranslator('en', { a: 'Hello {{name}} {{other}}' });
    expect(t('missing')).toBe('missing');
    expect(t('a', { name: 'Kurt' })).toBe('Hello Kurt {{other}}');
  });

  it('picks only the messages an island needs', () => {
    const m = pickMessages('de', ['card.']);
    expect(m['card.rank.J']).toBe('Bube');
    expect(Object.keys(m).every((k) => k.startsWith('card.'))).toBe(true);
  });
});
