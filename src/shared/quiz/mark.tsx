/**
 * How an answer choice (a card, a seat, an option button) is marked once the learner has answered: the same in every
 * game. A choice carries `data-mark`, which the platform's widgets.css draws (a right answer: a solid frame and a ✓;
 * the learner's wrong pick: a dashed frame and a ✗; never colour alone), and a visually hidden text that tells a
 * screen reader the same. Widgets say only which choices are right and which the learner chose.
 */
import type { T } from '../../i18n/client';

/**
 * - `right`: a right answer the learner chose;
 * - `wrong`: a choice the learner made that is not right;
 * - `missed`: a right answer the learner did not choose (also every right answer after "Show me").
 */
export type AnswerMark = 'right' | 'wrong' | 'missed';

/**
 * The mark of one choice once the question is answered; null for a choice that is neither right nor chosen. After
 * "Show me" (`revealed`) the learner chose nothing: every right answer is `missed`, shown as the right answer.
 */
export function answerMark(right: boolean, chosen: boolean, revealed = false): AnswerMark | null {
  if (right) return chosen && !revealed ? 'right' : 'missed';
  return chosen && !revealed ? 'wrong' : null;
}

/** answerMark while a question may still be open: no marks while the learner is answering. */
export const markWhen =
  (asking: boolean, revealed: boolean) =>
  (right: boolean, chosen: boolean): AnswerMark | null =>
    asking ? null : answerMark(right, chosen, revealed);

/** The attribute that draws the mark (tests read it too); nothing for an unmarked choice. */
export function markAttrs(mark: AnswerMark | null | undefined): {
  'data-mark'?: AnswerMark;
} {
  return mark ? { 'data-mark': mark } : {};
}

/** The mark in words ("(your answer, wrong)"), for a screen reader; '' for an unmarked choice. */
export function markText(t: T, mark: AnswerMark | null | undefined): string {
  return mark ? t(`quiz.mark.${mark}`) : '';
}

/** A choice's accessible name with its mark, for a control named by aria-label (which hides its content). */
export function markedLabel(t: T, label: string, mark: AnswerMark | null | undefined): string {
  return mark ? `${label} ${markText(t, mark)}` : label;
}

/** The mark in words inside a choice named by its content. */
export function MarkText({ t, mark }: { t: T; mark: AnswerMark | null | undefined }) {
  return mark ? <span class="visually-hidden"> {markText(t, mark)}</span> : null;
}
