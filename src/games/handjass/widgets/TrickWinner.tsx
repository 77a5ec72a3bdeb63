/**
 * trick-winner: a finished trick from a real deal and the trump suit; the learner says who wins it and how many
 * points it holds (the last trick 5 more). The explanation is the engine's reason, card by card.
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { trickDrill, type TrickAnswer, type TrickVerdict } from '../machines/drills/trick';
import type { TrickScene } from '../positions/trick';
import { CardView, cardName, cardWord, sayIn, Lines, Question, seatName, TrumpBanner, useAnswerForm, useT, type WidgetProps, questionKey } from './common';
import { useMemo } from 'preact/hooks';
import './handjass.css';

export function explainTrickLines(tt: T, q: TrickScene, v: TrickVerdict, lang = 'en'): string[] {
  const t = sayIn(tt, lang);
  const r = v.result;
  const seat = (i: number) => seatName(t, q.plays[i]!.seat);
  const lines = [
    r.reason.code === 'trick.highest-trump'
      ? t('trick.why.highest-trump', { seat: seat(r.winnerIndex), card: cardWord(t, r.card) })
      : t('trick.why.highest-of-led-suit', { seat: seat(r.winnerIndex), card: cardWord(t, r.card), suit: t(`suit.${r.reason.led}`) }),
  ];
  for (const b of r.beaten) lines.push(t(b.why, { seat: seat(b.index), card: cardWord(t, b.card) }));
  lines.push(t('trick.pointsLine', { points: r.points }));
  if (v.bonus) lines.push(t('trick.lastBonus', { points: v.points }));
  return lines;
}

function Answer({ t, q, asking, revealed, verdict, onAnswer, uid }: { t: T; q: TrickScene; asking: boolean; revealed: boolean; verdict: TrickVerdict | null; onAnswer: (a: TrickAnswer) => void; uid: string }) {
  const form = useAnswerForm({ winner: null, points: null }, ['winner', 'points'], (values) => onAnswer({ winner: Number(values.winner), points: Number(values.points) }));
  const markOf = markWhen(asking, revealed);
  return (
    <Question label={t('trick.ask')}>
      <form
        class="hj-form"
        onSubmit={(e) => {
          e.preventDefault();
          form.send({ type: 'form.submit' });
        }}
      >
        <fieldset class="hj-form__set" disabled={!asking}>
          <legend>{t('trick.askWinner')}</legend>
          {q.plays.map((p) => {
            const mark = verdict ? markOf(verdict.winner === p.seat, form.values.winner === p.seat) : null;
            return (
              <label class="chip chip--radio" {...markAttrs(mark)} key={p.seat}>
                <input type="radio" data-answer={p.seat} name={`${uid}-winner`} checked={form.values.winner === p.seat} onChange={() => form.send({ type: 'form.set', field: 'winner', value: p.seat })} />
                {seatName(t, p.seat)}
                <MarkText t={t} mark={mark} />
              </label>
            );
          })}
        </fieldset>
        <label class="hj-form__number">
          {t('trick.askPoints')}
          <input
            type="number"
            data-points
            inputMode="numeric"
            min={0}
            max={200}
            disabled={!asking}
            value={form.values.points === null ? '' : String(form.values.points)}
            onInput={(e) => {
              const text = (e.currentTarget as HTMLInputElement).value;
              form.send({ type: 'form.set', field: 'points', value: /^\d{1,3}$/.test(text) ? Number(text) : null });
            }}
          />
        </label>
        {asking && (
          <button type="submit" class="button" data-submit disabled={!form.ready}>
            {t('trick.submit')}
          </button>
        )}
      </form>
    </Question>
  );
}

export default function TrickWinner({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const plainT = useT(lang, messages);
  const t = useMemo(() => sayIn(plainT, lang), [plainT, lang]);
  const quiz = useQuiz(trickDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, asking } = quiz;
  return (
    <div class="widget" data-widget="trick-winner">
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`trick-${lang}`}
        title={t('trick.title')}
        hint={t(`trick.hint.${Math.min(ctx.level, 3)}`)}
        summary={v ? t('trick.summary', { seat: seatName(t, v.winner), points: v.points }) : undefined}
        explanation={v && <Lines lines={explainTrickLines(t, q, v)} />}
      >
        <p class="hj-meta">
          <TrumpBanner t={t} trump={q.trump} />
          <span>{q.number === 9 ? t('trick.lastTrick') : t('trick.number', { n: q.number })}</span>
        </p>
        <ol class="hj-trick" aria-label={t('trick.playOrder')}>
          {q.plays.map((p, i) => (
            <li key={p.card} class={`hj-trick__play${!asking && v?.winner === p.seat ? ' hj-trick__play--winner' : ''}`}>
              <span class="hj-trick__seat">{seatName(t, p.seat)}</span>
              <CardView t={t} card={p.card} />
              {i === 0 && <span class="badge badge--quiet">{t('trick.leads')}</span>}
            </li>
          ))}
        </ol>
        <Answer key={questionKey(ctx, asking)} t={t} q={q} asking={asking} revealed={ctx.revealed} verdict={asking ? null : v} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} uid={`trick-${lang}-${ctx.seed}`} />
      </QuizFrame>
    </div>
  );
}
