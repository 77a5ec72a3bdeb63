/**
 * Bugami's drills: each has a drill page at /<lang>/bugami/drills/<id>/ and is embedded in lessons.
 * `messages` lists the message key prefixes the widget's island receives (see src/i18n/client.ts).
 */
import type { WidgetEntry } from '../../../shared/game';

export const WIDGETS: readonly WidgetEntry[] = [
  { id: 'bid-reveal', skill: 'bidding', titleKey: 'reveal.title', descriptionKey: 'drills.bid-reveal', messages: ['reveal.'] },
  { id: 'follow-suit', skill: 'follow', titleKey: 'follow.title', descriptionKey: 'drills.follow-suit', messages: ['follow.'] },
  { id: 'trick-winner', skill: 'tricks', titleKey: 'trick.title', descriptionKey: 'drills.trick-winner', messages: ['trick.'] },
  { id: 'bad-counter', skill: 'badCount', titleKey: 'bad.title', descriptionKey: 'drills.bad-counter', messages: ['bad.'] },
  { id: 'division-scoring', skill: 'scoring', titleKey: 'score.title', descriptionKey: 'drills.division-scoring', messages: ['score.'] },
  { id: 'zwangshochzeit', skill: 'variants', titleKey: 'marriage.title', descriptionKey: 'drills.zwangshochzeit', messages: ['marriage.', 'reveal.bids'] },
  { id: 'bid-advisor', skill: 'advice', titleKey: 'advice.title', descriptionKey: 'drills.bid-advisor', messages: ['advice.', 'reveal.yourHand', 'follow.jokers'] },
];
