/**
 * The school home's island for the file that carries everything to another device (ProgressFile). After an import it
 * tells the game cards to read the saved records again (`school:imported`). No hooks, to keep the home light.
 */
import { createTranslator, type Messages } from '../../i18n/client';
import { ProgressFile } from './ProgressFile';

export default function HomeFile({ lang, messages }: { lang: string; messages: Messages }) {
  return <ProgressFile t={createTranslator(lang, messages)} onImported={() => window.dispatchEvent(new Event('school:imported'))} />;
}
