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
  { id: 'point-counter', titleKey: 'pointCounter.title', descriptionKey: 'drills.point-counter', messages: ['pointCounter.'] },
  { id: 'follow-or-trump', titleKey: 'follow.title', descriptionKey: 'drills.follow-or-trump', messages: ['follow.'] },
  { id: 'trick-winner', titleKey: 'trick.title', descriptionKey: 'drills.trick-winner', messages: ['trick.'] },
  { id: 'phase1-scoring', titleKey: 'phase1.title', descriptionKey: 'drills.phase1-scoring', messages: ['scoring.', 'phase1.'] },
  { id: 'butzen-scoring', titleKey: 'butzen.title', descriptionKey: 'drills.butzen-scoring', messages: ['scoring.', 'butzen.'] },
  { id: 'playoff', titleKey: 'playoff.title', descriptionKey: 'drills.playoff', messages: ['scoring.', 'playoff.'] },
  { id: 'deal-walkthrough', titleKey: 'walk.title', descriptionKey: 'drills.deal-walkthrough', messages: ['walk.'] },
];
