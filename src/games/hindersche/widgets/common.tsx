/** What every Hindersche widget shares: its props, translations, card rendering and notice texts. */
import { useMemo } from 'preact/hooks';
import type { Messages, T } from '../../../i18n/client';
import { phrase, type Phrase } from '../../../i18n/phrase';
import { drillPath as sharedDrillPath, useT as useSharedT } from '../../../shared/ui/widget';
import { cardIndex, cardName } from '../../../i18n/cards';

export { cardIndex, cardName };
export { cardWord, type Phrase } from '../table/words';

export { type WidgetProps } from '../../../shared/ui/widget';

/**
 * The widgets' translator: the platform's sentence formatter over the picked messages, so card names and seats go
 * into sentences with capitals, articles and pronouns right in every language (see src/i18n/phrase.ts).
 */
export function useT(lang: string, messages: Messages): Phrase {
  const t = useSharedT(lang, messages);
  return useMemo(() => phrase(t, lang), [t, lang]);
}

export { cardList, CardView, noticeText, TrumpBanner } from '../../../shared/ui/parts';

export const drillPath = (lang: string, id: string) => sharedDrillPath(lang, 'hindersche', id);

export { COMMON_MESSAGES } from './messages';

/** The name of the player in a seat (P0..P3 get fixed, friendly names per language). */
export const seatName = (t: T, seat: number) => t(`seat.${seat}`);

