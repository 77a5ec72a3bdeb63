/**
 * Hindersche's drills: each has a drill page at /<lang>/hindersche/drills/<id>/ and is embedded in lessons.
 * `messages` lists the message key prefixes the widget's island receives (see src/i18n/client.ts).
 */
import type { WidgetEntry } from '../../../shared/game';

export type { WidgetEntry };

export const WIDGETS: readonly WidgetEntry[] = [
  { id: 'ranking-explorer', skill: 'ranking', titleKey: 'ranking.title', descriptionKey: 'drills.ranking-explorer', messages: ['ranking.', 'rank.'] },
  { id: 'point-counter', skill: 'points', titleKey: 'pointCounter.title', descriptionKey: 'drills.point-counter', messages: ['pointCounter.'] },
  { id: 'follow-or-trump', skill: 'follow', titleKey: 'follow.title', descriptionKey: 'drills.follow-or-trump', messages: ['follow.'] },
  { id: 'trick-winner', skill: 'tricks', titleKey: 'trick.title', descriptionKey: 'drills.trick-winner', messages: ['trick.'] },
  { id: 'phase1-scoring', skill: 'phase1', titleKey: 'phase1.title', descriptionKey: 'drills.phase1-scoring', messages: ['scoring.', 'phase1.'] },
  { id: 'butzen-scoring', skill: 'phase2', titleKey: 'butzen.title', descriptionKey: 'drills.butzen-scoring', messages: ['scoring.', 'butzen.'] },
  { id: 'playoff', skill: 'playoff', titleKey: 'playoff.title', descriptionKey: 'drills.playoff', messages: ['scoring.', 'playoff.'] },
  { id: 'deal-walkthrough', skill: 'tricks', titleKey: 'walk.title', descriptionKey: 'drills.deal-walkthrough', messages: ['walk.'] },
];
