/** What every Handjass widget shares: its props, translations, card rendering, the answer form and notice texts. */
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { drillPath as sharedDrillPath } from '../../../shared/ui/widget';
import { useActor } from '../../../shared/ui/useActor';
import type { CardSize } from '../../../shared/cards/Card';
import { cardList, CardView as SharedCardView, noticeText, TrumpBanner as SharedTrumpBanner } from '../../../shared/ui/parts';
import type { Card as CardCode, Suit } from '../../../shared/cards/model';
import { cardIndex, cardName } from '../../../i18n/cards';
import { cardNoun, isPhrase, phrase, type Noun, type Phrase } from '../../../i18n/phrase';
import type { Card as PhraseCard } from '../../../shared/cards/model';
import type { T as PlainT } from '../../../i18n/client';
import { answerForm, type FieldValue } from '../machines/answerForm';

export { cardIndex, cardName };

/** The formatter for explanations: a phrase (nouns for cards, `[den {{card}}]` agreeing), from a plain t or a phrase. */
export const sayIn = (t: PlainT | Phrase, lang = 'en'): Phrase => (isPhrase(t) ? t : phrase(t, lang));

/** A card as a noun of running text, so the templates' articles agree with it. */
export const cardWord = (t: Phrase, c: PhraseCard): Noun => cardNoun(t, t.lang, c);
export { useT, type WidgetProps } from '../../../shared/ui/widget';
export { COMMON_MESSAGES } from './messages';

export function CardView({ t, card, size = 'sm' }: { t: T; card: CardCode; size?: CardSize }) {
  return <SharedCardView t={t} card={card} size={size} />;
}

export { cardList, noticeText };

export const drillPath = (lang: string, id: string) => sharedDrillPath(lang, 'handjass', id);

/** The name of the player in a seat (0 = Vorhand ... 3 = the dealer at a four-player table). */
export const seatName = (t: T, seat: number) => t(`seat.${seat}`);

/** The deal's trump suit as a badge with its symbol. */
export function TrumpBanner({ t, trump }: { t: T; trump: Suit }) {
  return <SharedTrumpBanner t={t} trump={trump} label="hj.trumps" class="hj-trumps" />;
}

/** An explanation as a list of sentences. */
export function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <ul class="hj-lines">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Runs the answer-form machine for one question (key the component by the question so each one starts afresh) and
 * hands the finished answer to `onSubmit`.
 */
export function useAnswerForm(initial: Record<string, FieldValue>, required: readonly string[], onSubmit: (values: Record<string, FieldValue>) => void) {
  const machine = useMemo(() => answerForm.provide({ actions: { submit: (_, values) => onSubmit(values as Record<string, FieldValue>) } }), []);
  const [snapshot, send] = useActor(machine, { initial, required });
  return { values: snapshot.context.values, ready: snapshot.matches('ready'), sent: snapshot.matches('sent'), send };
}

/** The answer area: the quiz's first answer control inside it must be on screen without scrolling (phones). */
export function Question({ children, label }: { children: ComponentChildren; label: string }) {
  return (
    <div class="hj-question" data-question role="group" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * The key of a question's answer form: the same while the learner answers and while the feedback shows (so the
 * learner's own answer stays on screen after Check), a new one for the next question. The quiz counts an answer as
 * soon as it is given, so during feedback the question's number is one less than the count.
 */
export function questionKey(ctx: { seed: number; level: number; answered: number }, asking: boolean): string {
  return `${ctx.seed}-${ctx.level}-${asking ? ctx.answered : ctx.answered - 1}`;
}
