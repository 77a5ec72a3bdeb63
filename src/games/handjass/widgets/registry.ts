/**
 * Handjass's drills: each has a drill page at /<lang>/handjass/drills/<id>/ and is embedded in lessons.
 * `messages` lists the message key prefixes the widget's island receives (see src/i18n/client.ts).
 */
import type { WidgetEntry } from '../../../shared/game';

export type { WidgetEntry };

export const WIDGETS: readonly WidgetEntry[] = [
  { id: 'suit-translator', skill: 'pack', titleKey: 'translate.title', descriptionKey: 'drills.suit-translator', messages: ['translate.', 'swiss.'] },
  { id: 'ranking-board', skill: 'ranking', titleKey: 'ranking.title', descriptionKey: 'drills.ranking-board', messages: ['ranking.', 'points.'] },
  { id: 'legal-play', skill: 'follow', titleKey: 'legal.title', descriptionKey: 'drills.legal-play', messages: ['legal.', 'play.'] },
  { id: 'trick-winner', skill: 'tricks', titleKey: 'trick.title', descriptionKey: 'drills.trick-winner', messages: ['trick.'] },
  { id: 'weis-builder', skill: 'weis', titleKey: 'weisBuild.title', descriptionKey: 'drills.weis-builder', messages: ['weisBuild.', 'weis.'] },
  { id: 'weis-compare', skill: 'weisContest', titleKey: 'weisCompare.title', descriptionKey: 'drills.weis-compare', messages: ['weisCompare.', 'weis.'] },
  { id: 'stroke-scoring', skill: 'scoring', titleKey: 'strokes.title', descriptionKey: 'drills.stroke-scoring', messages: ['strokes.'] },
  { id: 'blackboard', skill: 'gameEnd', titleKey: 'board.title', descriptionKey: 'drills.blackboard', messages: ['board.'] },
];
