/**
 * Norrlandsknack's drills: each has a drill page at /<lang>/norrlandsknack/drills/<id>/ and is embedded in lessons.
 * `messages` lists the message key prefixes the widget's island receives (see src/i18n/client.ts).
 */
import type { WidgetEntry } from '../../../shared/game';

export const WIDGETS: readonly WidgetEntry[] = [
  { id: 'deal', skill: 'deal', titleKey: 'deal.title', descriptionKey: 'drills.deal', messages: ['deal.'] },
  { id: 'who-plays', skill: 'bidding', titleKey: 'who.title', descriptionKey: 'drills.who-plays', messages: ['who.'] },
  { id: 'decision', skill: 'bidding', titleKey: 'dec.title', descriptionKey: 'drills.decision', messages: ['dec.', 'who.deal.', 'who.bid.', 'who.response.'] },
  { id: 'buying', skill: 'buying', titleKey: 'buy.title', descriptionKey: 'drills.buying', messages: ['buy.'] },
  { id: 'opening-lead', skill: 'openingLead', titleKey: 'lead.title', descriptionKey: 'drills.opening-lead', messages: ['lead.'] },
  { id: 'follow-or-trump', skill: 'follow', titleKey: 'follow.title', descriptionKey: 'drills.follow-or-trump', messages: ['follow.'] },
  { id: 'score-sheet', skill: 'scoring', titleKey: 'score.title', descriptionKey: 'drills.score-sheet', messages: ['score.'] },
  { id: 'trumfmant', skill: 'trumfmant', titleKey: 'tm.title', descriptionKey: 'drills.trumfmant', messages: ['tm.', 'score.'] },
];
