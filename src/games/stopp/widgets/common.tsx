/** What every Stopp widget shares: its props, translations, card rendering, seat names and the table picture. */
import type { T } from '../../../i18n/client';
import { drillPath as sharedDrillPath } from '../../../shared/ui/widget';
import { Card, type CardSize } from '../../../shared/cards/Card';
import type { Card as CardCode } from '../../../shared/cards/model';
import { cardIndex } from '../../../i18n/cards';
import { cardName } from '../table/narrate';
import { useQuizSubheading } from '../../../shared/quiz/heading';
import { joinList, noticeText } from '../../../shared/ui/parts';

export { cardIndex, cardName };
export { about, cardWord, cardWords, toPhrase } from '../table/narrate';
export { useT, type WidgetProps } from '../../../shared/ui/widget';
export { COMMON_MESSAGES } from './messages';

export function CardView({ t, card, size = 'md' }: { t: T; card: CardCode; size?: CardSize }) {
  return <Card card={card} name={cardName(t, card)} index={cardIndex(t, card)} size={size} />;
}

export { joinList, noticeText };

export const cardList = (t: T, cards: readonly CardCode[], lang: string) => joinList(lang, cards.map((c) => cardName(t, c)));

export const drillPath = (lang: string, id: string) => sharedDrillPath(lang, 'stopp', id);

/** The name of the player in a seat (six fixed, friendly names per language). */
export const seatName = (t: T, seat: number) => t(`seat.${seat}`);

/** The pile, first card first, each with who played it; the top card is marked. */
export function PileView({ t, pile, label }: { t: T; pile: readonly { seat: number; card: CardCode }[]; label: string }) {
  const H = useQuizSubheading();
  return (
    <div class="stopp-pile">
      <H class="stopp-pile__label">{label}</H>
      {pile.length === 0 ? (
        <p class="stopp-pile__empty">{t('scene.pileEmpty')}</p>
      ) : (
        <ol class="stopp-pile__cards">
          {pile.map((p, i) => (
            <li key={p.card} class={`stopp-pile__card${i === pile.length - 1 ? ' stopp-pile__card--top' : ''}`}>
              <CardView t={t} card={p.card} size="sm" />
              <span class="stopp-pile__who">{seatName(t, p.seat)}</span>
              {i === pile.length - 1 && <span class="badge">{t('scene.top')}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Every player's hand, clockwise from the seat after `from`, face up (a drill shows everything). */
export function HandsView({ t, hands, from, highlight }: { t: T; hands: readonly CardCode[][]; from: number; highlight?: number | null }) {
  const n = hands.length;
  const order = Array.from({ length: n }, (_, k) => (from + 1 + k) % n);
  return (
    <ol class="stopp-hands" aria-label={t('scene.hands')}>
      {order.map((s) => {
        const h = hands[s] ?? [];
        return (
          <li key={s} class={`stopp-hands__seat${highlight === s ? ' stopp-hands__seat--mark' : ''}`} data-seat={s}>
            <span class="stopp-hands__name">{t('scene.handOf', { name: seatName(t, s), count: h.length })}</span>
            {h.length === 0 ? (
              <span class="stopp-hands__none">{t('scene.noCards')}</span>
            ) : (
              <span class="stopp-hands__cards">
                {h.map((c) => (
                  <CardView key={c} t={t} card={c} size="sm" />
                ))}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
