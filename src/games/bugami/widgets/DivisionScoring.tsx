/**
 * division-scoring: a deal's result sheet (bids, tricks, bad cards); the learner gives one player's score. The
 * explanation is the engine's scoring reason; after answering, a "what if" slider rescored the deal with more or
 * fewer bad cards for that player.
 */
import { useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { scoringDrill, whatIf, type ScoringVerdict } from '../machines/drills/scoring';
import type { ScoringQuestion } from '../positions/scoring';
import { BidBadge, badOf, scoreReason, tricksOf, seatList, seatName, usePhrase, type WidgetProps } from './common';
import './bugami.css';

export function explainScore(t: T, q: ScoringQuestion, v: ScoringVerdict, lang: string): string[] {
  const lines: string[] = [];
  if (v.unit.seats.length > 1) lines.push(t('score.pooled', { seats: seatList(t, v.unit.seats, lang), tricks: tricksOf(t, v.unit.tricks), bad: badOf(t, v.unit.bad) }));
  lines.push(scoreReason(t, v.unit.reason, v.unit.seats.length > 1 ? seatList(t, v.unit.seats, lang) : seatName(t, q.seat), v.expected, lang));
  return lines;
}

function Answer({ t, asking, onAnswer, uid }: { t: T; asking: boolean; onAnswer: (n: number) => void; uid: string }) {
  const [text, setText] = useState('');
  const n = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
  return (
    <form
      data-question
      onSubmit={(e) => {
        e.preventDefault();
        if (n !== null) onAnswer(n);
      }}
    >
      <label class="bg-prompt" for={uid}>
        {t('score.ask')}
      </label>{' '}
      <input id={uid} class="bg-number" inputMode="numeric" pattern="[0-9]*" value={text} disabled={!asking} onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />{' '}
      {asking && (
        <button type="submit" class="button" disabled={n === null}>
          {t('score.submit')}
        </button>
      )}
    </form>
  );
}

function WhatIf({ t, q }: { t: T; q: ScoringQuestion }) {
  const [bad, setBad] = useState(q.bad[q.seat] ?? 0);
  if (q.bids[q.seat] === 'NULL' || (q.tricks[q.seat] ?? 0) === 0) return null;
  const r = whatIf(q, bad);
  return (
    <div class="bg-whatif">
      <label for={`whatif-${q.seat}`}>{t('score.whatIf', { count: bad })}</label>
      <input id={`whatif-${q.seat}`} type="range" min={0} max={13 + q.rules.jokers} value={bad} onInput={(e) => setBad(Number((e.currentTarget as HTMLInputElement).value))} />
      <p aria-live="polite">{t('score.whatIfResult', { score: r.score })}</p>
    </div>
  );
}

export default function DivisionScoring({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = usePhrase(lang, messages);
  const quiz = useQuiz(scoringDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  return (
    <div class="widget" data-widget="division-scoring">
      <h2 class="widget__title">{t('score.title')}</h2>
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`score-quiz-${lang}`}
        title={t('score.quizTitle', { seat: seatName(t, q.seat) })}
        hint={t('score.hint')}
        summary={verdict ? t('score.summary', { seat: seatName(t, q.seat), score: verdict.expected }) : undefined}
        explanation={
          verdict && (
            <>
              <ul>
                {explainScore(t, q, verdict, lang).map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
              <WhatIf t={t} q={q} />
            </>
          )
        }
      >
        <Answer key={`${ctx.seed}-${ctx.level}`} t={t} asking={asking} onAnswer={(score) => send({ type: 'quiz.answer', answer: { score } })} uid={`score-${lang}-${ctx.seed}`} />
        <p class="bg-meta">
          {t('score.meta', { players: q.players, tricks: q.totalTricks })}
          {q.rules.zwangshochzeit ? ` ${t('score.zwangshochzeitOn')}` : ''}
        </p>
        <table class="bg-table">
          <caption class="visually-hidden">{t('score.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('score.col.player')}</th>
              <th scope="col">{t('score.col.bid')}</th>
              <th scope="col" class="num">
                {t('score.col.tricks')}
              </th>
              <th scope="col" class="num">
                {t('score.col.bad')}
              </th>
            </tr>
          </thead>
          <tbody>
            {q.bids.map((b, s) => (
              <tr key={s} class={s === q.seat ? 'bg-asked' : ''}>
                <th scope="row">{s === q.seat ? <strong>{seatName(t, s)}</strong> : seatName(t, s)}</th>
                <td>
                  <BidBadge t={t} bid={b} />
                </td>
                <td class="num">{q.tricks[s]}</td>
                <td class="num">{b === 'NULL' ? '—' : q.bad[s]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </QuizFrame>
    </div>
  );
}
