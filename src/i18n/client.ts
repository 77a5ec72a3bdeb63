/**
 * Translation inside islands. The server renders with i18next; shipping i18next to the browser would cost about
 * 16 KB gzip of a 45 KB page budget, so islands receive just the messages they use (picked on the server from the
 * same resource files) and translate them with this small i18next-compatible subset: flat keys, {{name}}
 * interpolation, plurals through `count` with the _zero/_one/_other... suffixes chosen by Intl.PluralRules, and
 * i18next's `context` (`t('k', { context: 'you' })` reads `k_you`, or `k_you_one`/`k_you_other` with a count, and
 * falls back to `k` when the variant does not exist).
 * tests/unit/i18n-client.test.ts checks that it agrees with i18next on every key of every language.
 */
export type Messages = Record<string, string>;
export type Values = Record<string, string | number>;
export type T = (key: string, values?: Values) => string;

export function createTranslator(lang: string, messages: Messages): T {
  const plural = new Intl.PluralRules(lang);
  const pick = (key: string, values: Values | undefined): string | undefined => {
    let template = messages[key];
    if (values && typeof values.count === 'number') {
      const exact = values.count === 0 ? messages[`${key}_zero`] : undefined;
      template = exact ?? messages[`${key}_${plural.select(values.count)}`] ?? messages[`${key}_other`] ?? template;
    }
    return template;
  };
  return (key, values) => {
    const context = values && typeof values.context === 'string' && values.context !== '' ? values.context : undefined;
    const template = (context !== undefined ? pick(`${key}_${context}`, values) : undefined) ?? pick(key, values);
    if (template === undefined) return key;
    return values ? template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : template;
  };
}
