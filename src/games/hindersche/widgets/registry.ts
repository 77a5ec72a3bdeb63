/**
 * The trainer's widgets: each has a drill page at /<lang>/hindersche/drills/<id>/ and is embedded in lessons.
 * `messages` lists the message key prefixes the widget's island receives (see src/i18n/client.ts).
 */
export interface WidgetEntry {
  id: string;
  /** i18n key of the widget's title, shown on the drills index. */
  titleKey: string;
  /** i18n key of a one-sentence description. */
  descriptionKey: string;
  messages: readonly string[];
}

export const WIDGETS: readonly WidgetEntry[] = [
  { id: 'ranking-explorer', titleKey: 'ranking.title', descriptionKey: 'drills.ranking-explorer', messages: ['ranking.', 'rank.'] },
];
