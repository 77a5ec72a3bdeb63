/**
 * pile-tracker: a card has just gone on the pile and every hand is shown. What happens now: who must beat it, or,
 * when everyone else says Stopp, does the player of the top card turn the pile away and lead next, or does the deal
 * end? The explanation goes round the table clockwise with the engine's `pileOutcome`: each Stopp, the beater, or
 * who turns how many cards away and leads.
 */
import { suitOf } from '../../../shared/cards/model';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { PileOutcome } from '../engine/drills';
import { pileDrill, sameAnswer, type PileAnswer, type PileVerdict } from '../machines/drills/pile';
import type { PileQuestion } from '../positions/pile';
import { CardView, HandsView, PileView, cardWord, cardWords, toPhrase, seatName, useT, type WidgetProps } from './common';
import { phrase, type Phrase } from '../../../i18n/phrase';
import './stopp-widgets.css';

/** The clockwise walk from the top card, in words (the engine's outcome, Stopp by Stopp). */
export function pileLines(tt: T | Phrase, q: PileQuestion, o: PileOutcome, lang: string): string[] {
  const t = toPhrase(tt, lang);
  const top = cardWord(t, q.top);
  const suit = t(`card.suit.${suitOf(q.top)}`);
  const lines = o.stopps.map((s) => t('pile.why.stopp', { name: seatName(t, s), suit, top }));
  const name = seatName(t, o.seat);
  switch (o.code) {
    case 'pile.must-beat':
      lines.push(t('pile.why.must-beat', { name, cards: cardWords(t, o.beaters, 'dem'), top }));
      break;
    case 'pile.turned':
      lines.push(t('pile.why.turned', { name, count: o.cards }));
      break;
    case 'deal.last-card-stands':
      lines.push(t('pile.why.last-card-stands', { name, top }));
      break;
    case 'deal.sole-holder':
      lines.push(t('pile.why.sole-holder', { name, count: o.cardsHeld }));
      break;
  }
  return lines;
}

export function answerLabel(tt: T | Phrase, a: PileAnswer, q: PileQuestion, lang?: string): string {
  const t = toPhrase(tt, lang);
  if ('beat' in a) return t('pile.answer.beat', { name: seatName(t, a.beat) });
  if ('turn' in a) return t('pile.answer.turn', { name: seatName(t, q.topPlayer) });
  return t('pile.answer.end');
}

/** The answers offered: each other player still holding cards, clockwise, then the ring of Stopps two ways. */
export function pileChoices(q: PileQuestion): PileAnswer[] {
  const n = q.hands.length;
  const seats = Array.from({ length: n - 1 }, (_, k) => (q.topPlayer + 1 + k) % n).filter((s) => (q.hands[s] ?? []).length > 0);
  return [...seats.map((beat) => ({ beat })), { turn: true }, { end: true }];
}

function Question({ t, q, asking, revealed, verdict, onAnswer, lang }: { t: Phrase; q: PileQuestion; asking: boolean; revealed: boolean; verdict: PileVerdict | null; onAnswer: (a: PileAnswer) => void; lang: string }) {
  const promptId = `pile-ask-${lang}-${q.level}`;
  const markOf = markWhen(asking || !verdict, revealed);
  const mark = (a: PileAnswer) => (verdict ? markOf(sameAnswer(a, verdict.expected), sameAnswer(a, verdict.given)) : null);
  return (
    <div data-question>
      <div class="stopp-top">
        <CardView t={t} card={q.top} size="sm" />
        <p id={promptId}>{t('pile.prompt', { name: seatName(t, q.topPlayer), card: cardWord(t, q.top) })}</p>
      </div>
      <div class="stopp-answers" role="group" aria-labelledby={promptId}>
        {pileChoices(q).map((a) => (
          <button type="button" key={JSON.stringify(a)} class="button button--quiet" {...markAttrs(mark(a))} disabled={!asking} data-answer={JSON.stringify(a)} onClick={() => onAnswer(a)}>
            {answerLabel(t, a, q)}
            <MarkText t={t} mark={mark(a)} />
          </button>
        ))}
      </div>
      <PileView t={t} pile={q.pile} label={t('scene.pileLabel', { count: q.pile.length })} />
      <HandsView t={t} hands={q.hands} from={q.topPlayer} highlight={verdict && 'beat' in verdict.expected ? verdict.expected.beat : null} />
    </div>
  );
}

export default function PileTracker({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = phrase(useT(lang, messages), lang);
  const quiz = useQuiz(pileDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  return (
    <div class={`widget${readUrl ? ' stopp-page' : ''}`} data-widget="pile-tracker">
      {!readUrl && <h2 class="widget__title">{t('pile.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`pile-quiz-${lang}`}
        title={t('pile.quizTitle')}
        hint={t('pile.hint', { name: seatName(t, q.topPlayer) })}
        summary={verdict ? t('pile.summary', { answer: answerLabel(t, verdict.expected, q) }) : undefined}
        explanation={
          verdict && (
            <ol class="stopp-list">
              {pileLines(t, q, verdict.outcome, lang).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          )
        }
      >
        <Question t={t} q={q} asking={asking} revealed={ctx.revealed} verdict={asking ? null : verdict} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} lang={lang} />
      </QuizFrame>
    </div>
  );
}
