/** What every widget island of every game shares: its props and its translator. */
import { useMemo } from 'preact/hooks';
import { createTranslator, type Messages, type T } from '../../i18n/client';

export interface WidgetProps {
  lang: string;
  /** The messages this widget uses, picked on the server from the language's resources. */
  messages: Messages;
  /** The first question's seed (the same on the server and in the browser, so hydration matches). */
  seed?: number;
  level?: number;
  /** On a drill's own page: take ?seed= and ?level= from the address. */
  readUrl?: boolean;
  /** In a lesson's check: the lesson to credit in progress (pass it on to useQuiz). */
  credit?: string;
}

export function useT(lang: string, messages: Messages): T {
  return useMemo(() => createTranslator(lang, messages), [lang, messages]);
}

/** A drill's own page. */
export const drillPath = (lang: string, game: string, id: string) => `/${lang}/${game}/drills/${id}/`;
