/**
 * Stopp's drills: each has a drill page at /<lang>/stopp/drills/<id>/ and is embedded in lessons.
 * `messages` lists the message key prefixes the widget's island receives (see src/i18n/client.ts).
 */
import type { WidgetEntry } from '../../../shared/game';

export type { WidgetEntry };

export const WIDGETS: readonly WidgetEntry[] = [
  { id: 'beat-or-stopp', skill: 'beat', titleKey: 'beat.title', descriptionKey: 'drills.beat-or-stopp', messages: ['beat.'] },
  { id: 'pile-tracker', skill: 'pile', titleKey: 'pile.title', descriptionKey: 'drills.pile-tracker', messages: ['pile.', 'scene.'] },
  { id: 'going-out', skill: 'going-out', titleKey: 'out.title', descriptionKey: 'drills.going-out', messages: ['out.', 'scene.'] },
  { id: 'capital-board', skill: 'settlement', titleKey: 'board.title', descriptionKey: 'drills.capital-board', messages: ['board.'] },
];
