/** trick-winner: a finished trick from a real deal; the learner says who takes it. No trumps: the led suit rules. */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { trickDrill, type TrickVerdict } from '../machines/drills/trick';
import { CardView, beatenReason, cardWord, say, seatName, usePhrase, type WidgetProps } from './common';
import './bugami.css';

export function explainTrick(t: T, v: TrickVerdict): string[] {
  const r = v.result;
  const led = r.led ? t(`card.suit.${r.led}`) : '';
  const first =
    r.reason.code === 'trick.joker-led'
      ? say(t)('why.trick.joker-led', { seat: seatName(t, r.winner), card: cardWord(t, r.card) })
      : r.reason.code === 'trick.joker-discard-wins'
        ? say(t)('why.trick.joker-discard-wins', { seat: seatName(t, r.winner), card: cardWord(t, r.card) })
        : say(t)('why.trick.highest-of-led-suit', { seat: seatName(t, r.winner), card: cardWord(t, r.card), suit: led });
  return [first, ...r.beaten.map((b) => beatenReason(t, seatName(t, b.seat), b.card, b.why, led))];
}

export default function TrickWinner({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = usePhrase(lang, messages);
  const quiz = useQuiz(trickDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  const markOf = markWhen(asking || !verdict, ctx.revealed);
  const winner = verdict?.result.winner;
  return (
    <div class="widget" data-widget="trick-winner">
      <h2 class="widget__title">{t('trick.title')}</h2>
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`trick-quiz-${lang}`}
        title={t('trick.quizTitle')}
        hint={t('trick.hint')}
        summary={verdict ? t('trick.summary', { seat: seatName(t, verdict.result.winner) }) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainTrick(t, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <div data-question>
          <p class="bg-prompt" id={`trick-ask-${lang}`}>
            {t('trick.ask')}
          </p>
          <div class="bg-choices" role="group" aria-labelledby={`trick-ask-${lang}`}>
            {q.plays.map((p) => (
              <button
                type="button"
                key={p.seat}
                class="button button--quiet"
                {...markAttrs(markOf(winner === p.seat, verdict?.given === p.seat))}
                disabled={!asking}
                onClick={() => send({ type: 'quiz.answer', answer: { winner: p.seat } })}
              >
                {seatName(t, p.seat)}
                <MarkText t={t} mark={markOf(winner === p.seat, verdict?.given === p.seat)} />
              </button>
            ))}
          </div>
        </div>
        <p class="bg-meta">
          {t('trick.meta', { players: q.players, number: q.number })}
          {q.rules.ranking === 'ace-low' ? ` ${t('trick.aceLow')}` : ''}
        </p>
        <ol class="bg-row" aria-label={t('trick.playOrder')}>
          {q.plays.map((p, i) => (
            <li key={p.card} class={`bg-play${!asking && winner === p.seat ? ' bg-play--winner' : ''}`}>
              <span>{seatName(t, p.seat)}</span>
              <CardView t={t} card={p.card} size="sm" />
              {i === 0 && <span class="badge badge--quiet">{t('trick.leads')}</span>}
            </li>
          ))}
        </ol>
      </QuizFrame>
    </div>
  );
}
