/**
 * round-closure: a round replayed action by action by the engine's table (who played what, who passed, who came
 * back in, who went out). The question: who leads once the table is cleared, or whose pass the round still waits
 * for. The explanation names the last play, the passes since it and any re-entry.
 */
import { useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { RoundStep } from '../engine/drills';
import { replay, roundDrill, type RoundAnswer, type RoundVerdict } from '../machines/drills/round';
import type { RoundQuestion } from '../positions/round';
import { CardView, comboName, listOf, seatName, useT, type WidgetProps } from './common';
import './president.css';

function StepLine({ t, step }: { t: T; step: RoundStep }) {
  return (
    <>
      {step.events.map((e, i) => {
        if (e.type === 'played')
          return (
            <span key={i} class="pres__step">
              {t(e.reason.code === 'play.lead' ? 'round.log.lead' : 'round.log.play', { seat: seatName(t, e.seat), combo: comboName(t, e.combo) })}
              <span class="pres__cards" aria-hidden="true">
                {e.cards.map((c) => (
                  <CardView key={c} t={t} card={c} size="sm" />
                ))}
              </span>{' '}
            </span>
          );
        // Each step ends with a space, so the steps never run together as text (search excerpts, copy, screen readers).
        if (e.type === 'passed') return <span key={i} class="pres__step">{t('round.log.pass', { seat: seatName(t, e.seat) })} </span>;
        if (e.type === 'went-out') return <span key={i} class="pres__step pres__step--out">{t('round.log.out', { seat: seatName(t, e.seat) })} </span>;
        if (e.type === 'round-cleared') return <span key={i} class="pres__step pres__step--clear">{t('round.log.cleared')} </span>;
        return null;
      })}
    </>
  );
}

export function explainRound(t: T, q: RoundQuestion, v: RoundVerdict, lang: string): string[] {
  const names = (seats: readonly number[]) => listOf(lang, seats.map((s) => seatName(t, s)));
  const lines: string[] = [];
  const last = v.lastPlayer === null ? '' : seatName(t, v.lastPlayer);
  if ('leader' in v.expected) {
    lines.push(t('round.why.closed', { seat: last }));
    if (v.lastWentOut) lines.push(t('round.why.wentOut', { seat: last, next: seatName(t, v.expected.leader) }));
    else lines.push(t('round.why.leads', { seat: last }));
  } else {
    lines.push(t('round.why.last', { seat: last }));
    if (v.passed.length) lines.push(t('round.why.passed', { seats: names(v.passed) }));
    lines.push(t('round.why.waiting', { seats: names(v.expected.waiting) }));
    if (v.reentry) lines.push(t('round.why.reentry'));
    lines.push(t('round.why.resetOnPlay'));
  }
  if (q.hands.length > v.holding.length) lines.push(t('round.why.outSkipped'));
  return lines;
}

function WaitingQuestion({ t, n, asking, revealed, onAnswer, expected, given }: { t: T; n: number; asking: boolean; revealed: boolean; onAnswer: (a: RoundAnswer) => void; expected: number[] | null; given: number[] | null }) {
  const [marked, setMarked] = useState<number[]>([]);
  return (
    <div>
      <div class="pres__seats" role="group" aria-label={t('round.ask.waiting')}>
        {Array.from({ length: n }, (_, s) => {
          const mark = given ? markWhen(asking, revealed)(!!expected?.includes(s), given.includes(s)) : null;
          return (
            <button type="button" key={s} class="chip" {...markAttrs(mark)} aria-pressed={asking ? marked.includes(s) : given?.includes(s) ?? false} disabled={!asking} onClick={() => setMarked((m) => (m.includes(s) ? m.filter((x) => x !== s) : [...m, s]))}>
              {seatName(t, s)}
              <MarkText t={t} mark={mark} />
            </button>
          );
        })}
      </div>
      {asking && (
        <p class="picker__actions">
          <button type="button" class="button" onClick={() => onAnswer({ waiting: [...marked].sort() })}>
            {t('round.submit')}
          </button>
        </p>
      )}
    </div>
  );
}

export default function RoundClosure({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(roundDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, answer, asking } = quiz;
  const steps = replay(q, ctx.rules);
  const onAnswer = (a: RoundAnswer) => send({ type: 'quiz.answer', answer: a });
  const n = q.hands.length;
  const expectedLeader = v && 'leader' in v.expected ? v.expected.leader : null;
  const givenLeader = answer && 'leader' in answer ? answer.leader : null;
  return (
    <div class="widget pres-widget" data-widget="round-closure">
      {!readUrl && <h2 class="widget__title">{t('round.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`round-quiz-${lang}`}
        title={t('round.quizTitle')}
        hint={t(q.ask === 'leader' ? 'round.hint.leader' : 'round.hint.waiting')}
        summary={v ? ('leader' in v.expected ? t('round.summary.leader', { seat: seatName(t, v.expected.leader) }) : t('round.summary.waiting', { seats: listOf(lang, v.expected.waiting.map((s) => seatName(t, s))) })) : undefined}
        explanation={
          v && (
            <ul>
              {explainRound(t, q, v, lang).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <div data-question>
          <p class="quiz__prompt">{t(q.ask === 'leader' ? 'round.ask.leader' : 'round.ask.waiting')}</p>
          {q.ask === 'leader' ? (
            <div class="pres__seats" role="group" aria-label={t('round.ask.leader')}>
              {Array.from({ length: n }, (_, s) => (
                <button
                  type="button"
                  key={s}
                  class="chip"
                  {...markAttrs(markWhen(asking, ctx.revealed)(expectedLeader === s, givenLeader === s))}
                  disabled={!asking}
                  onClick={() => onAnswer({ leader: s })}
                >
                  {seatName(t, s)}
                  <MarkText t={t} mark={markWhen(asking, ctx.revealed)(expectedLeader === s, givenLeader === s)} />
                </button>
              ))}
            </div>
          ) : (
            <WaitingQuestion key={`${ctx.seed}-${ctx.level}`} t={t} n={n} asking={asking} revealed={ctx.revealed} onAnswer={onAnswer} expected={v && 'waiting' in v.expected ? v.expected.waiting : null} given={answer && 'waiting' in answer ? answer.waiting : null} />
          )}
          <p class="pres__meta">{t('round.start', { seat: seatName(t, q.leader), players: n })}</p>
          <ul class="pres__counts" aria-label={t('round.countsLabel')}>
            {q.hands.map((h, s) => (
              <li key={s}>{t('round.count', { seat: seatName(t, s), count: h.length })}</li>
            ))}
          </ul>
          <ol class="pres__log" aria-label={t('round.logLabel')}>
            {steps.map((step) => (
              <li key={step.index}>
                <StepLine t={t} step={step} />
              </li>
            ))}
          </ol>
        </div>
      </QuizFrame>
    </div>
  );
}
