/**
 * The one i18next instance of the site. Resources are bundled JSON (one flat-keyed file per language),
 * initialised synchronously so that server-rendered HTML is already translated.
 */
import i18next from 'i18next';
import type { T } from './client';
import de from './de.json';
import en from './en.json';
import sv from './sv.json';
import { DEFAULT_LANG, type Lang } from './languages';

export * from './languages';

export const resources = { en, de, sv } as const;
export type MessageKey = keyof typeof en;

const instance = i18next.createInstance();
void instance.init({
  resources: {
    en: { translation: en },
    de: { translation: de },
    sv: { translation: sv },
  },
  lng: DEFAULT_LANG,
  fallbackLng: false,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type { T };

/** A translate function bound to one language (the same small signature islands use, see ./client). */
export function useTranslations(lang: Lang): T {
  const fixed = instance.getFixedT(lang);
  return (key, values) => (values ? fixed(key, values) : fixed(key)) as string;
}
