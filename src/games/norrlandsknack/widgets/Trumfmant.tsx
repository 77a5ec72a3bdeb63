/**
 * trumfmant: the protokoll's numbers (and at levels 2-3 the deal played from them); the learner says whether the
 * next deal is played with Trumfmant. The engine finds who stands on 1 after scoring the deal.
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { trumfmantDrill, type TrumfmantVerdict } from '../machines/drills/trumfmant';
import type { TrumfmantScene } from '../positions/trumfmant';
import { SEATS_OF, seatList, seatName, useT, type WidgetProps } from './common';
import { explainReason } from './scoreReasons';
import './widgets.css';

export function explainTrumfmant(t: T, lang: string, _q: TrumfmantScene, v: TrumfmantVerdict): string[] {
  const lines: string[] = [];
  if (v.seats) for (const s of v.seats) for (const r of s.reasons) lines.push(explainReason(t, s, r, (x) => seatName(t, x)));
  lines.push(
    v.expected
      ? t('tm.why.on', {
          seats: seatList(t, lang, v.onOne),
          count: v.onOne.length,
        })
      : t('tm.why.off'),
  );
  if (v.before === true && !v.expected) lines.push(t('tm.why.lapsed'));
  if (v.before === false && v.expected) lines.push(t('tm.why.started'));
  if (v.before === true && v.expected) lines.push(t('tm.why.stays'));
  return lines;
}

export const tmSummary = (t: T, v: TrumfmantVerdict) => t(v.expected ? 'tm.summary.on' : 'tm.summary.off');

function Scene({ t, q }: { t: T; q: TrumfmantScene }) {
  const d = q.deal;
  return (
    <table class="nk-sheet">
      <caption>{d ? t('tm.caption.deal', { n: d.dealNo }) : t('tm.caption.scores')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('score.col.player')}</th>
          <th scope="col">{t('score.col.before')}</th>
          {d && <th scope="col">{t('score.col.role')}</th>}
          {d && <th scope="col">{t('score.col.tricks')}</th>}
        </tr>
      </thead>
      <tbody>
        {SEATS_OF(q.players).map((s) => (
          <tr key={s}>
            <th scope="row">{seatName(t, s)}</th>
            <td>{q.scores[s]}</td>
            {d && <td>{t(`score.role.${s === d.knocker ? 'knocked' : d.participants.includes(s) ? 'along' : 'folded'}`)}</td>}
            {d && <td>{d.participants.includes(s) ? d.tricks[s] : '–'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Trumfmant({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(trumfmantDrill, {
    lang,
    seed,
    level,
    readUrl,
    ...(credit ? { credit } : {}),
  });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const markOf = markWhen(asking, ctx.revealed);
  return (
    <div class={`widget${readUrl ? ' nk-page' : ''}`} data-widget="trumfmant">
      {!readUrl && <h2 class="widget__title">{t('tm.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`tm-quiz-${lang}`}
        title={t('tm.quizTitle')}
        hint={t(q.deal ? 'tm.hint.deal' : 'tm.hint.scores')}
        summary={verdict ? tmSummary(t, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainTrumfmant(t, lang, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        {readUrl ? (
          <>
            <div data-question class="nk-question" role="group" aria-labelledby={`tm-ask-${lang}`}>
              <p class="quiz__prompt" id={`tm-ask-${lang}`}>
                {t(q.deal ? 'tm.ask.after' : 'tm.ask.now')}
              </p>
              <div class="nk-choices">
                {[true, false].map((c) => (
                  <button
                    type="button"
                    key={String(c)}
                    data-answer={String(c)}
                    class="chip nk-choice"
                    {...markAttrs(markOf(verdict?.expected === c, answer === c))}
                    disabled={!asking}
                    onClick={() => send({ type: 'quiz.answer', answer: c })}
                  >
                    {t(c ? 'tm.answer.on' : 'tm.answer.off')}
                    <MarkText t={t} mark={markOf(verdict?.expected === c, answer === c)} />
                  </button>
                ))}
              </div>
            </div>
            <Scene t={t} q={q} />
          </>
        ) : (
          <>
            <Scene t={t} q={q} />
            <div data-question class="nk-question" role="group" aria-labelledby={`tm-ask-${lang}`}>
              <p class="quiz__prompt" id={`tm-ask-${lang}`}>
                {t(q.deal ? 'tm.ask.after' : 'tm.ask.now')}
              </p>
              <div class="nk-choices">
                {[true, false].map((c) => (
                  <button
                    type="button"
                    key={String(c)}
                    data-answer={String(c)}
                    class="chip nk-choice"
                    {...markAttrs(markOf(verdict?.expected === c, answer === c))}
                    disabled={!asking}
                    onClick={() => send({ type: 'quiz.answer', answer: c })}
                  >
                    {t(c ? 'tm.answer.on' : 'tm.answer.off')}
                    <MarkText t={t} mark={markOf(verdict?.expected === c, answer === c)} />
                  </button>
                ))}
              </div>
            </div>
          </>
        )}
      </QuizFrame>
    </div>
  );
}
