/** What every President widget shares: props, translations, card rendering (Jokers included) and the card picker. */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, type AnswerMark } from '../../../shared/quiz/mark';
import { drillPath as sharedDrillPath } from '../../../shared/ui/widget';
import { Card, type CardSize } from '../../../shared/cards/Card';
import { cardIndex as frenchIndex, cardName as frenchName } from '../../../i18n/cards';
import { useActor } from '../../../shared/ui/useActor';
import { isJoker, type PCard, type Rank } from '../engine/cards';
import type { Combo } from '../engine/combos';
import { pickerMachine } from '../machines/picker';
import { useEffect } from 'preact/hooks';

export { useT, type WidgetProps } from '../../../shared/ui/widget';
export { COMMON_MESSAGES } from './messages';

/** A card's spoken name in the page language ("Queen of hearts", "Joker", "black Joker"). */
export function cardName(t: T, card: PCard): string {
  return isJoker(card) ? t(`joker.${card}`) : frenchName(t, card);
}

export function CardView({ t, card, size = 'md' }: { t: T; card: PCard; size?: CardSize }) {
  return isJoker(card) ? <Card card={card} name={cardName(t, card)} size={size} /> : <Card card={card} name={cardName(t, card)} index={frenchIndex(t, card)} size={size} />;
}

/** A list of names joined for reading: "A, B and C". */
export function listOf(lang: string, names: readonly string[]): string {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

export const cardList = (t: T, cards: readonly PCard[], lang: string): string => listOf(lang, cards.map((c) => cardName(t, c)));

/** A rank's name ("Queen"; the Joker's rank reads "Joker"). */
export const rankName = (t: T, rank: Rank | 'JK'): string => (rank === 'JK' ? t('joker.JK') : t(`card.rank.${rank}`));

/** A rank's plural ("Queens", "Damen", "damer"), as the names of sets use it. */
export const ranksName = (t: T, rank: Rank | 'JK'): string => t(`combo.ranks.${rank}`);

/** A combination in words: "a pair of nines", "a run 5-6-7", "a single Joker". */
export function comboName(t: T, combo: Pick<Combo, 'type' | 'count' | 'rank' | 'low' | 'jokers'>): string {
  if (combo.type === 'run') return t('combo.run', { count: combo.count, low: rankName(t, combo.low ?? combo.rank), high: rankName(t, combo.rank) });
  // A single has a key per rank, so its article and adjective agree with the rank ("ett ensamt ess", "en ensam kung").
  const base = combo.count === 1 ? t(`combo.single.${combo.rank}`) : t(`combo.set.${Math.min(combo.count, 4)}`, { ranks: ranksName(t, combo.rank) });
  return combo.jokers > 0 && combo.rank !== 'JK' ? t('combo.withJokers', { combo: base, count: combo.jokers }) : base;
}

export const drillPath = (lang: string, id: string) => sharedDrillPath(lang, 'president', id);

export { noticeText } from '../../../shared/ui/parts';

/** The name of the player in a seat: "You" for seat 0 in drills that say so, else a fixed name per language. */
export const seatName = (t: T, seat: number) => t(`pseat.${seat}`);

export const roleName = (t: T, role: string) => t(`role.${role}`);

/**
 * A hand as toggle buttons (aria-pressed) with a submit and a clear button, run by the picker machine. Answers once
 * per question; `questionKey` changes with every new question and resets the choice.
 */
export function CardPicker({
  t,
  hand,
  max,
  asking,
  questionKey,
  label,
  submitLabel,
  onSubmit,
  mark,
  extra,
}: {
  t: T;
  hand: PCard[];
  max: number;
  asking: boolean;
  questionKey: string;
  label: string;
  submitLabel: string;
  onSubmit: (cards: PCard[]) => void;
  /** After the answer: each card's mark (see shared/quiz/mark). */
  mark?: (card: PCard) => AnswerMark | null;
  /** More answer buttons beside submit (e.g. "Pass"). */
  extra?: preact.ComponentChildren;
}) {
  const [snap, send] = useActor(pickerMachine, { hand, max });
  useEffect(() => {
    send({ type: 'reset', hand, max });
  }, [questionKey]);
  useEffect(() => {
    if (snap.matches('submitted')) onSubmit(snap.context.selected);
  }, [snap.value]);
  const selected = snap.context.selected;
  return (
    <div class="picker">
      <ul class="card-choice picker__hand" aria-label={label}>
        {hand.map((c) => {
          const m = !asking && mark ? mark(c) : null;
          return (
            <li key={c}>
              <button
                type="button"
                class="card-button"
                {...markAttrs(m)}
                aria-pressed={selected.includes(c)}
                disabled={!asking}
                onClick={() => send({ type: 'toggle', card: c })}
              >
                <CardView t={t} card={c} size="sm" />
                <MarkText t={t} mark={m} />
              </button>
            </li>
          );
        })}
      </ul>
      {asking && (
        <p class="picker__actions">
          <button type="button" class="button" disabled={selected.length === 0} onClick={() => send({ type: 'submit' })}>
            {submitLabel}
          </button>
          {extra}
          <button type="button" class="button button--quiet" disabled={selected.length === 0} onClick={() => send({ type: 'clear' })}>
            {t('pcommon.clear')}
          </button>
        </p>
      )}
    </div>
  );
}
