/**
 * The school home's island for the file that carries everything to another device (ProgressFile). After an import it
 * tells the game cards to read the saved records again (`school:imported`).
 */
import { useT, type WidgetProps } from '../ui/widget';
import { ProgressFile } from './ProgressFile';

export default function HomeFile({ lang, messages }: Pick<WidgetProps, 'lang' | 'messages'>) {
  const t = useT(lang, messages);
  return <ProgressFile t={t} onImported={() => window.dispatchEvent(new Event('school:imported'))} />;
}
