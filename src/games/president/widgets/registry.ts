/**
 * President's drills: each has a drill page at /<lang>/president/drills/<id>/ and is embedded in lessons.
 * `messages` lists the message key prefixes the widget's island receives (see src/i18n/client.ts).
 */
import type { WidgetEntry } from '../../../shared/game';

export type { WidgetEntry };

export const WIDGETS: readonly WidgetEntry[] = [
  { id: 'combo-builder', skill: 'combinations', titleKey: 'build.title', descriptionKey: 'drills.combo-builder', messages: ['build.', 'comboErr.'] },
  { id: 'beat-or-pass', skill: 'beating', titleKey: 'beat.title', descriptionKey: 'drills.beat-or-pass', messages: ['beat.', 'comboErr.', 'status.'] },
  { id: 'round-closure', skill: 'rounds', titleKey: 'round.title', descriptionKey: 'drills.round-closure', messages: ['round.'] },
  { id: 'finishing-order', skill: 'finishing', titleKey: 'finish.title', descriptionKey: 'drills.finishing-order', messages: ['finish.'] },
  { id: 'exchange', skill: 'exchange', titleKey: 'exchange.title', descriptionKey: 'drills.exchange', messages: ['exchange.'] },
];
