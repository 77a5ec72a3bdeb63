/**
 * deal: the dealing order of Norrlandsknack. Level 1: how many cards stay in the talon at this table. Level 2: who
 * gets the k-th card (three each from forehand, one card turned up for trumps, two each; the dealer takes the
 * turned-up card and so holds six).
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { Seat } from '../engine';
import { dealDrill, type DealAnswer, type DealVerdict } from '../machines/drills/deal';
import type { DealScene } from '../positions/deal';
import { SEATS_OF, seatName, useT, type WidgetProps } from './common';
import './widgets.css';

const TALONS = [26, 27, 31, 32, 36, 37];

export function explainDeal(t: T, q: DealScene, v: DealVerdict): string[] {
  const l = v.layout;
  const lines = [
    t('deal.why.dealt', { players: q.players, dealt: l.dealt }),
    t('deal.why.dealer', { seat: seatName(t, q.dealer) }),
    t('deal.why.talon', { talon: l.talon }),
  ];
  if (q.k !== null && 'owner' in v.expected) {
    const o = v.expected.owner;
    const n = q.players;
    if (v.round === 'first')
      lines.unshift(
        t('deal.why.first', {
          k: q.k,
          first: 3 * n,
          forehand: seatName(t, v.forehand),
          seat: seatName(t, o as Seat),
        }),
      );
    else if (v.round === 'turn-up') lines.unshift(t('deal.why.turnup', { k: q.k }));
    else
      lines.unshift(
        t('deal.why.second', {
          k: q.k,
          from: 3 * n + 2,
          forehand: seatName(t, v.forehand),
          seat: seatName(t, o as Seat),
        }),
      );
  }
  return lines;
}

export function dealSummary(t: T, v: DealVerdict): string {
  const e = v.expected;
  if ('talon' in e) return t('deal.summary.talon', { count: e.talon });
  return e.owner === 'turn-up' ? t('deal.summary.turnup') : t('deal.summary.owner', { seat: seatName(t, e.owner) });
}

export default function Deal({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(dealDrill, {
    lang,
    seed,
    level,
    readUrl,
    ...(credit ? { credit } : {}),
  });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const markOf = markWhen(asking, ctx.revealed);
  const choices: DealAnswer[] =
    q.k === null ? TALONS.map((n) => ({ talon: n })) : [...SEATS_OF(q.players).map((s) => ({ owner: s })), { owner: 'turn-up' as const }];
  const same = (a: DealAnswer | null, b: DealAnswer | null) => !!a && !!b && JSON.stringify(a) === JSON.stringify(b);
  const label = (c: DealAnswer) => ('talon' in c ? t('deal.cards', { count: c.talon }) : c.owner === 'turn-up' ? t('deal.turnupAnswer') : seatName(t, c.owner));
  return (
    <div class={`widget${readUrl ? ' nk-page' : ''}`} data-widget="deal">
      {!readUrl && <h2 class="widget__title">{t('deal.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`deal-quiz-${lang}`}
        title={t('deal.quizTitle')}
        hint={t(q.k === null ? 'deal.hint.talon' : 'deal.hint.order')}
        summary={verdict ? dealSummary(t, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainDeal(t, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        {readUrl ? (
          <>
            <div data-question class="nk-question" role="group" aria-labelledby={`deal-ask-${lang}`}>
              <p class="quiz__prompt" id={`deal-ask-${lang}`}>
                {q.k === null ? t('deal.ask.talon') : t('deal.ask.owner', { k: q.k })}
              </p>
              <div class="nk-choices">
                {choices.map((c) => (
                  <button
                    type="button"
                    key={JSON.stringify(c)}
                    data-answer={'talon' in c ? String(c.talon) : String(c.owner)}
                    class="chip nk-choice"
                    {...markAttrs(markOf(same(verdict?.expected ?? null, c), same(answer, c)))}
                    disabled={!asking}
                    onClick={() => send({ type: 'quiz.answer', answer: c })}
                  >
                    {label(c)}
                    <MarkText t={t} mark={markOf(same(verdict?.expected ?? null, c), same(answer, c))} />
                  </button>
                ))}
              </div>
            </div>
            <p class="nk-scene__meta">
              {t('nk.players', { count: q.players })} · {t('nk.dealer', { seat: seatName(t, q.dealer) })} ·{' '}
              {t('deal.forehand', {
                seat: seatName(t, (q.dealer + 1) % q.players),
              })}
            </p>
          </>
        ) : (
          <>
            <p class="nk-scene__meta">
              {t('nk.players', { count: q.players })} · {t('nk.dealer', { seat: seatName(t, q.dealer) })} ·{' '}
              {t('deal.forehand', {
                seat: seatName(t, (q.dealer + 1) % q.players),
              })}
            </p>
            <div data-question class="nk-question" role="group" aria-labelledby={`deal-ask-${lang}`}>
              <p class="quiz__prompt" id={`deal-ask-${lang}`}>
                {q.k === null ? t('deal.ask.talon') : t('deal.ask.owner', { k: q.k })}
              </p>
              <div class="nk-choices">
                {choices.map((c) => (
                  <button
                    type="button"
                    key={JSON.stringify(c)}
                    data-answer={'talon' in c ? String(c.talon) : String(c.owner)}
                    class="chip nk-choice"
                    {...markAttrs(markOf(same(verdict?.expected ?? null, c), same(answer, c)))}
                    disabled={!asking}
                    onClick={() => send({ type: 'quiz.answer', answer: c })}
                  >
                    {label(c)}
                    <MarkText t={t} mark={markOf(same(verdict?.expected ?? null, c), same(answer, c))} />
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
