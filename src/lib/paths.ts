import { LANGUAGES } from '../i18n/languages';

/** getStaticPaths for pages that exist once per language. */
export function languagePaths() {
  return LANGUAGES.map((lang) => ({ params: { lang } }));
}
