/**
 * score-sheet: the protokoll before a deal, who knocked, went along or folded, and the tricks each took; the learner
 * writes one player's new number and says whether he gets a limpa. The engine scores the deal with a reason per
 * seat, and the pot grows by one stake per limpa.
 */
import { useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { scoreDrill, type ScoreAnswer, type ScoreVerdict } from '../machines/drills/score';
import type { ScoreScene } from '../positions/score';
import { SEATS_OF, seatName, useT, type WidgetProps } from './common';
import { explainReason } from './scoreReasons';
import './widgets.css';


export function explainScore(t: T, q: ScoreScene, v: ScoreVerdict): string[] {
  const lines = v.seat.reasons.map((r) => explainReason(t, v.seat, r, (x) => seatName(t, x)));
  if (v.seat.limpas > 0) lines.push(t('score.why.stake', { seat: seatName(t, q.seat) }));
  lines.push(t('score.why.pot', { before: q.pot, after: v.potAfter }));
  return lines;
}

export const scoreSummary = (t: T, q: ScoreScene, v: ScoreVerdict) =>
  t(v.expected.limpa ? 'score.summary.limpa' : 'score.summary.plain', {
    seat: seatName(t, q.seat),
    score: v.expected.score,
  });

function role(q: ScoreScene, s: number): string {
  if (s === q.knocker) return 'knocked';
  if (!q.participants.includes(s)) return 'folded';
  return q.dealNo === 1 ? 'played' : 'along';
}

function Sheet({ t, q }: { t: T; q: ScoreScene }) {
  return (
    <table class="nk-sheet">
      <caption>
        {t(q.dealNo === 1 ? 'score.caption.first' : 'score.caption.later', {
          n: q.dealNo,
          pot: q.pot,
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('score.col.player')}</th>
          <th scope="col">{t('score.col.before')}</th>
          <th scope="col">{t('score.col.role')}</th>
          <th scope="col">{t('score.col.tricks')}</th>
        </tr>
      </thead>
      <tbody>
        {SEATS_OF(q.players).map((s) => (
          <tr key={s} class={s === q.seat ? 'nk-sheet__asked' : ''}>
            <th scope="row">{seatName(t, s)}</th>
            <td>{q.scores[s]}</td>
            <td>{t(`score.role.${role(q, s)}`)}</td>
            <td>{q.participants.includes(s) ? q.tricks[s] : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const NUMBERS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

function Question({
  t,
  lang,
  q,
  asking,
  revealed,
  verdict,
  answer,
  onAnswer,
}: {
  t: T;
  lang: string;
  q: ScoreScene;
  asking: boolean;
  revealed: boolean;
  verdict: ScoreVerdict | null;
  answer: ScoreAnswer | null;
  onAnswer: (a: ScoreAnswer) => void;
}) {
  const [score, setScore] = useState<number | null>(null);
  const [limpa, setLimpa] = useState<boolean | null>(null);
  const shownScore = answer?.score ?? score;
  const shownLimpa = answer?.limpa ?? limpa;
  const uid = `score-${lang}-${q.seat}`;
  const markOf = markWhen(asking || !verdict, revealed);
  return (
    <form
      data-question
      class="nk-question"
      onSubmit={(e) => {
        e.preventDefault();
        if (score !== null && limpa !== null) onAnswer({ score, limpa });
      }}
    >
      <fieldset class="nk-choices" disabled={!asking}>
        <legend class="quiz__prompt">{t('score.ask.score', { seat: seatName(t, q.seat) })}</legend>
        {NUMBERS.map((n) => (
          <label key={n} class="chip chip--radio nk-number" {...markAttrs(markOf(verdict?.expected.score === n, shownScore === n))}>
            <input type="radio" data-answer={String(n)} name={`${uid}-score`} checked={shownScore === n} onChange={() => setScore(n)} />
            {n}
            <MarkText t={t} mark={markOf(verdict?.expected.score === n, shownScore === n)} />
          </label>
        ))}
      </fieldset>
      <fieldset class="nk-choices" disabled={!asking}>
        <legend>{t('score.ask.limpa', { seat: seatName(t, q.seat) })}</legend>
        {[true, false].map((v) => (
          <label key={String(v)} class="chip chip--radio" {...markAttrs(markOf(verdict?.expected.limpa === v, shownLimpa === v))}>
            <input type="radio" data-limpa={String(v)} name={`${uid}-limpa`} checked={shownLimpa === v} onChange={() => setLimpa(v)} />
            {t(v ? 'nk.yes' : 'nk.no')}
            <MarkText t={t} mark={markOf(verdict?.expected.limpa === v, shownLimpa === v)} />
          </label>
        ))}
      </fieldset>
      {asking && (
        <button type="submit" class="button" disabled={score === null || limpa === null}>
          {t('nk.submit')}
        </button>
      )}
    </form>
  );
}

export default function ScoreSheet({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(scoreDrill, {
    lang,
    seed,
    level,
    readUrl,
    ...(credit ? { credit } : {}),
  });
  const { send, ctx, question: q, verdict, asking } = quiz;
  return (
    <div class={`widget${readUrl ? ' nk-page' : ''}`} data-widget="score-sheet">
      {!readUrl && <h2 class="widget__title">{t('score.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`score-quiz-${lang}`}
        title={t('score.quizTitle')}
        hint={t(q.dealNo === 1 ? 'score.hint.first' : 'score.hint.later')}
        summary={verdict ? scoreSummary(t, q, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainScore(t, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        {readUrl ? (
          <>
            <Question
              key={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`}
              t={t}
              lang={lang}
              q={q}
              asking={asking}
              revealed={ctx.revealed}
              verdict={verdict}
              answer={ctx.answer as ScoreAnswer | null}
              onAnswer={(a) => send({ type: 'quiz.answer', answer: a })}
            />
            <Sheet t={t} q={q} />
          </>
        ) : (
          <>
            <Sheet t={t} q={q} />
            <Question
              key={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`}
              t={t}
              lang={lang}
              q={q}
              asking={asking}
              revealed={ctx.revealed}
              verdict={verdict}
              answer={ctx.answer as ScoreAnswer | null}
              onAnswer={(a) => send({ type: 'quiz.answer', answer: a })}
            />
          </>
        )}
      </QuizFrame>
    </div>
  );
}
