/**
 * The one i18next instance of the site. Platform strings are the `translation` namespace (one flat-keyed file per
 * language beside this file); each game's strings are a namespace named by the game's id
 * (`src/games/<id>/i18n/<lang>.json`), found by file name so the platform names no game. Inside a game, lookups go
 * to the game's namespace first and then to the platform's. Initialised synchronously so that server-rendered HTML
 * is already translated.
 */
import i18next from 'i18next';
import type { Messages, T } from './client';
import de from './de.json';
import en from './en.json';
import sv from './sv.json';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages';

export * from './languages';

/** Platform strings by language. */
export const resources: Record<Lang, Messages> = { en, de, sv };

/** Games' string files (path → messages) grouped by game id and language: `<anything>/<game>/i18n/<lang>.json`. */
export function groupGameFiles(files: Record<string, Messages>): Record<string, Partial<Record<Lang, Messages>>> {
  const out: Record<string, Partial<Record<Lang, Messages>>> = {};
  for (const [path, messages] of Object.entries(files)) {
    const m = /\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(path);
    if (!m || !(LANGUAGES as readonly string[]).includes(m[2] as string)) continue;
    const [, game, lang] = m as unknown as [string, string, Lang];
    (out[game] ??= {})[lang] = messages;
  }
  return out;
}

/** Each game's strings by game id and language. */
export const gameResources = groupGameFiles(import.meta.glob<Messages>('../games/*/i18n/*.json', { eager: true, import: 'default' }));

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { translation: resources[lang], ...Object.fromEntries(Object.entries(gameResources).map(([g, r]) => [g, r[lang] ?? {}])) }]),
  ),
  lng: DEFAULT_LANG,
  fallbackLng: false,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type { T };

/**
 * A translate function bound to one language (the same small signature islands use, see ./client). With a game id,
 * the game's strings come first and the platform's fill in.
 */
export function useTranslations(lang: Lang, game?: string): T {
  const fixed = instance.getFixedT(lang, game && gameResources[game] ? [game, 'translation'] : 'translation');
  return (key, values) => (values ? fixed(key, values) : fixed(key)) as string;
}

/** Every message of a language as one flat map: the platform's, overlaid with the game's when one is given. */
export function allMessages(lang: Lang, game?: string): Messages {
  return game ? { ...resources[lang], ...(gameResources[game]?.[lang] ?? {}) } : resources[lang];
}
