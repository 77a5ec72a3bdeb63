/** What a game's Widget.astro takes (see WidgetHost.astro) and what each of its drill islands receives. */
import type { Lang } from '../i18n';
import type { Messages } from '../i18n/client';

export interface WidgetProps {
  /** The drill's id in the game's widgets/registry.ts. */
  name: string;
  seed?: number;
  level?: number;
  /** On a drill page: the widget takes ?seed= and ?level= from the address. */
  readUrl?: boolean;
  /** In a lesson's check: the lesson slug to credit when the learner answers right. */
  credit?: string;
}

export interface IslandProps {
  lang: Lang;
  messages: Messages;
  seed: number;
  level: number;
  readUrl: boolean;
  credit?: string;
}
