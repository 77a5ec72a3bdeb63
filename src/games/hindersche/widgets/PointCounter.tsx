/**
 * point-counter: a pile of won cards from a real deal (one trick, one player's tricks, or a pile where the jacks
 * matter); the learner types its points, and the feedback adds the pile up card by card with a running total,
 * naming the Old Man and Little Man (12) and the ordinary jacks (2), all from the engine's cardPoints.
 */
import { useState } from 'preact/hooks';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { pointsDrill, type PointsAnswer, type PointsVerdict } from '../machines/drills/points';
import type { PointsQuestion } from '../positions/points';
import { CardView, TrumpBanner, cardName, seatName, useT, type WidgetProps, type Phrase } from './common';
import './point-counter.css';

function Question({ t, q, asking, given, onAnswer }: { t: Phrase; q: PointsQuestion; asking: boolean; given: number | null; onAnswer: (a: PointsAnswer) => void }) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const name = seatName(t, q.seat);
  const inputId = `points-input-${q.level}`;
  const submit = (e: Event) => {
    e.preventDefault();
    if (!asking) return;
    const value = text.trim();
    if (!/^\d{1,3}$/.test(value) || Number(value) > 140) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onAnswer({ points: Number(value) });
  };
  return (
    <div class="points">
      <TrumpBanner t={t} trump={q.trump} label="pointCounter.trumps" />
      <p class="quiz__prompt">{q.level <= 1 ? t('pointCounter.askTrick', { name }) : t('pointCounter.askPile', { name, count: q.tricks.length })}</p>
      <ol class="points__pile" aria-label={t('pointCounter.pile', { name })}>
        {q.tricks.map((trick) => (
          <li key={trick.number} class="points__trick">
            <span class="points__trick-label">{t('pointCounter.trick', { number: trick.number })}</span>
            <ul class="card-row points__cards">
              {trick.plays.map((p) => (
                <li key={p.card}>
                  <CardView t={t} card={p.card} size="sm" />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <form class="points__form" onSubmit={submit} noValidate>
        <label for={inputId}>{t('pointCounter.input')}</label>
        <input
          id={inputId}
          class="points__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={140}
          step={1}
          value={asking ? text : String(given ?? text)}
          disabled={!asking}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
        />
        <button type="submit" class="button" disabled={!asking}>
          {t('pointCounter.check')}
        </button>
        {invalid && (
          <p id={`${inputId}-error`} class="points__error" role="alert">
            {t('pointCounter.invalid')}
          </p>
        )}
      </form>
    </div>
  );
}

function Explanation({ t, verdict }: { t: Phrase; verdict: PointsVerdict }) {
  return (
    <table class="points__table">
      <caption>{t('pointCounter.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pointCounter.col.card')}</th>
          <th scope="col">{t('pointCounter.col.points')}</th>
          <th scope="col">{t('pointCounter.col.running')}</th>
        </tr>
      </thead>
      <tbody>
        {verdict.lines.map((line) => (
          <tr key={line.card} class={line.role ? 'points__row--jack' : line.points === 0 ? 'points__row--zero' : undefined}>
            <th scope="row">
              {cardName(t, line.card)}
              {line.role && <span class="points__role"> ({t(`pointCounter.role.${line.role}`)})</span>}
            </th>
            <td>{line.points}</td>
            <td>{line.running}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('pointCounter.total')}</th>
          <td colSpan={2}>{verdict.total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export default function PointCounter({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(pointsDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  const summary = verdict
    ? [t('pointCounter.summary', { count: verdict.total }), !ctx.revealed && verdict.given !== null && !verdict.correct ? t('pointCounter.given', { given: verdict.given }) : '']
        .filter(Boolean)
        .join(' ')
    : undefined;
  return (
    <div class="widget" data-widget="point-counter">
      <h2 class="widget__title">{t('pointCounter.title')}</h2>
      <p>{t('pointCounter.intro')}</p>
      <QuizFrame
        t={t}
        quiz={quiz}
        id="point-counter-quiz"
        title={t('pointCounter.quizTitle')}
        hint={t('pointCounter.hint')}
        summary={summary}
        explanation={verdict && <Explanation t={t} verdict={verdict} />}
      >
        <Question key={`${ctx.seed}-${ctx.level}`} t={t} q={q} asking={asking} given={verdict?.given ?? null} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} />
      </QuizFrame>
    </div>
  );
}
