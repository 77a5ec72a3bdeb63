/** The site's languages. Adding one: add it here, add `<code>.json` beside this file and `content/<code>/`. */
export const LANGUAGES = ['en', 'de', 'sv'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's name in its own language, for the language switcher. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', sv: 'Svenska' };

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}
