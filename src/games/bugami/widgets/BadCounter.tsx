/**
 * bad-counter: the tricks one player has won so far (and, after the last trick, the undealt cards that go with it);
 * the learner counts the cards of that player's bad suit, Jokers included. The explanation is the engine's running
 * count, trick by trick.
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { isJoker, suitOf } from '../engine/cards';
import { badCountDrill, type BadCountVerdict } from '../machines/drills/badCount';
import type { BadCountQuestion } from '../positions/badCount';
import { BidBadge, CardView, seatName, usePhrase, type WidgetProps } from './common';
import './bugami.css';

export function explainBad(t: T, q: BadCountQuestion, v: BadCountVerdict): string[] {
  const lines = v.steps.map((s) => t('bad.step', { number: s.number, count: s.bad, total: s.total }));
  if (v.remainderBad !== null) lines.push(t('bad.remainder', { count: v.remainderBad, total: v.expected }));
  if (q.rules.jokers > 0) lines.push(t('bad.jokerNote'));
  lines.push(t('bad.total', { seat: seatName(t, q.seat), count: v.expected, suit: t(`card.suit.${q.bid}`) }));
  return lines;
}

export default function BadCounter({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = usePhrase(lang, messages);
  const quiz = useQuiz(badCountDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  const markOf = markWhen(asking || !verdict, ctx.revealed);
  const cards = q.won.reduce((n, w) => n + w.trick.plays.length, 0) + (q.remainder?.length ?? 0);
  const max = Math.min(cards, 13 + q.rules.jokers);
  const isBad = (c: string) => isJoker(c) || suitOf(c as never) === q.bid;
  return (
    <div class="widget" data-widget="bad-counter">
      <h2 class="widget__title">{t('bad.title')}</h2>
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`bad-quiz-${lang}`}
        title={t('bad.quizTitle')}
        hint={t('bad.hint')}
        summary={verdict ? t('bad.summary', { count: verdict.expected }) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainBad(t, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <div data-question>
          <p class="bg-prompt" id={`bad-ask-${lang}`}>
            {t('bad.ask', { seat: seatName(t, q.seat), suit: t(`card.suit.${q.bid}`), played: q.played, total: q.handSize })}
          </p>
          <div class="bg-choices" role="group" aria-labelledby={`bad-ask-${lang}`}>
            {Array.from({ length: max + 1 }, (_, n) => (
              <button
                type="button"
                key={n}
                class="chip"
                {...markAttrs(markOf(verdict?.expected === n, verdict?.given === n))}
                disabled={!asking}
                onClick={() => send({ type: 'quiz.answer', answer: { bad: n } })}
              >
                {n}
                <MarkText t={t} mark={markOf(verdict?.expected === n, verdict?.given === n)} />
              </button>
            ))}
          </div>
        </div>
        <p class="bg-meta">
          <BidBadge t={t} bid={q.bid} /> {t('bad.meta', { players: q.players, count: q.won.length })}
        </p>
        {q.won.map((w) => (
          <div key={w.number}>
            <p class="bg-meta">{t('bad.trickN', { number: w.number })}</p>
            <ul class="bg-row">
              {w.trick.plays.map((p) => (
                <li key={p.card} class={`bg-play${!asking && isBad(p.card) ? ' bg-play--winner' : ''}`}>
                  <CardView t={t} card={p.card} size="sm" />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {q.remainder && (
          <div>
            <p class="bg-meta">{t('bad.undealt', { count: q.remainder.length })}</p>
            <ul class="bg-row">
              {q.remainder.map((c) => (
                <li key={c} class={`bg-play${!asking && isBad(c) ? ' bg-play--winner' : ''}`}>
                  <CardView t={t} card={c} size="sm" />
                </li>
              ))}
            </ul>
          </div>
        )}
      </QuizFrame>
    </div>
  );
}
