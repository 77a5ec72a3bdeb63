/**
 * finishing-order: who went out first, second, ... and last. Levels 1-2: a player's points and role (President,
 * citizen, Bottom) from the engine's finishing board. Level 3: the race to the target with the totals before the
 * deal; who, if anyone, has won (the engine's game end with its tie-break)?
 */
import { useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { Role } from '../engine/scoring';
import type { Rules } from '../engine/rules';
import { drillRules } from '../positions/common';
import { finishingDrill, type FinishAnswer, type FinishVerdict } from '../machines/drills/finishing';
import type { FinishQuestion } from '../positions/finishing';
import { listOf, roleName, seatName, useT, type WidgetProps } from './common';
import './president.css';

const ROLES: Role[] = ['president', 'citizen', 'bottom'];

export function explainFinish(t: T, q: FinishQuestion, v: FinishVerdict, lang: string, scoring: Rules['scoring']): string[] {
  const lines: string[] = [];
  if (!q.before) {
    const e = v.board.find((b) => b.player === q.focus);
    if (!e) return lines;
    lines.push(t('finish.why.place', { seat: seatName(t, q.focus), place: e.place + 1, players: q.players }));
    lines.push(t(`finish.why.points.${scoring}`, { top: q.players - 1 }));
    lines.push(t(`finish.why.role.${e.role}`, { seat: seatName(t, q.focus) }));
    return lines;
  }
  const r = v.end;
  if (!r || !v.totals) return lines;
  const names = (xs: unknown[]) => listOf(lang, xs.map((x) => seatName(t, Number(x))));
  switch (r.code) {
    case 'end.not-yet':
      lines.push(t('finish.why.notYet', { target: v.target, best: r.best }));
      break;
    case 'end.reached':
      lines.push(t('finish.why.reached', { seat: seatName(t, Number(r.winner)), total: r.total, target: v.target }));
      break;
    case 'end.highest-total':
      lines.push(t('finish.why.several', { seats: names(r.reached), target: v.target }));
      lines.push(t('finish.why.highest', { seat: seatName(t, Number(r.winner)), total: r.total }));
      break;
    case 'end.last-deal-points':
      lines.push(t('finish.why.several', { seats: names(r.reached), target: v.target }));
      lines.push(t('finish.why.lastDeal', { seat: seatName(t, Number(r.winner)), points: r.points }));
      break;
    default:
      lines.push(t('finish.why.unresolved'));
  }
  return lines;
}

function PointsQuestion({ t, max, asking, onAnswer, uid, seat }: { t: T; max: number; asking: boolean; onAnswer: (a: FinishAnswer) => void; uid: string; seat: string }) {
  const [points, setPoints] = useState<number | null>(null);
  const [role, setRole] = useState<Role | null>(null);
  return (
    <form
      class="pres__form"
      onSubmit={(e) => {
        e.preventDefault();
        if (points !== null && role !== null) onAnswer({ points, role });
      }}
    >
      <fieldset class="pres__set" disabled={!asking}>
        <legend class="quiz__prompt">{t('finish.ask.points', { seat })}</legend>
        {Array.from({ length: max + 1 }, (_, p) => (
          <label class="chip chip--radio" key={p}>
            <input type="radio" name={`${uid}-points`} checked={points === p} onChange={() => setPoints(p)} />
            {p}
          </label>
        ))}
      </fieldset>
      <fieldset class="pres__set" disabled={!asking}>
        <legend class="quiz__prompt">{t('finish.ask.role', { seat })}</legend>
        {ROLES.map((r) => (
          <label class="chip chip--radio" key={r}>
            <input type="radio" name={`${uid}-role`} checked={role === r} onChange={() => setRole(r)} />
            {roleName(t, r)}
          </label>
        ))}
      </fieldset>
      {asking && (
        <button type="submit" class="button" disabled={points === null || role === null}>
          {t('finish.submit')}
        </button>
      )}
    </form>
  );
}

export default function FinishingOrder({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(finishingDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, answer, asking } = quiz;
  const onAnswer = (a: FinishAnswer) => send({ type: 'quiz.answer', answer: a });
  const rules = drillRules(ctx.rules);
  const maxPoints = Math.max(2, q.players - 1);
  const expectedWinner = v && 'winner' in v.expected ? v.expected.winner : undefined;
  const givenWinner = answer && 'winner' in answer ? answer.winner : undefined;
  const summary = v
    ? 'points' in v.expected
      ? t('finish.summary.points', { seat: seatName(t, q.focus), points: v.expected.points, role: roleName(t, v.expected.role) })
      : v.expected.winner === null
        ? t('finish.summary.nobody')
        : t('finish.summary.winner', { seat: seatName(t, v.expected.winner) })
    : undefined;
  const markOf = markWhen(asking, ctx.revealed);
  const winnerButton = (w: number | null) => {
    const mark = markOf(expectedWinner === w, givenWinner === w);
    return (
      <button type="button" key={String(w)} class="chip" {...markAttrs(mark)} disabled={!asking} onClick={() => onAnswer({ winner: w })}>
        {w === null ? t('finish.nobody') : seatName(t, w)}
        <MarkText t={t} mark={mark} />
      </button>
    );
  };
  return (
    <div class="widget pres-widget" data-widget="finishing-order">
      {!readUrl && <h2 class="widget__title">{t('finish.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`finish-quiz-${lang}`}
        title={t('finish.quizTitle')}
        hint={t(q.before ? 'finish.hint.race' : 'finish.hint.points')}
        summary={summary}
        explanation={
          v && (
            <ul>
              {explainFinish(t, q, v, lang, rules.scoring).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <div data-question>
          {q.before ? (
            <>
              <p class="quiz__prompt">{t('finish.ask.winner', { target: rules.target })}</p>
              <div class="pres__seats" role="group" aria-label={t('finish.ask.winnerLabel')}>
                {Array.from({ length: q.players }, (_, s) => winnerButton(s))}
                {winnerButton(null)}
              </div>
            </>
          ) : (
            <>
              <PointsQuestion key={`${ctx.seed}-${ctx.level}`} t={t} max={maxPoints} asking={asking} onAnswer={onAnswer} uid={`finish-${lang}-${ctx.seed}`} seat={seatName(t, q.focus)} />
            </>
          )}
          <ol class="pres__order" aria-label={t('finish.orderLabel')}>
            {q.finishOrder.map((s, i) => {
              const e = v?.board.find((b) => b.player === s);
              return (
                <li key={s} class={s === q.focus && !q.before ? 'pres__focus' : ''}>
                  {t('finish.out', { place: i + 1, seat: seatName(t, s) })}
                  {q.before && ` · ${t('finish.before', { total: q.before[s] ?? 0 })}`}
                  {!asking && e && ` · ${t('finish.earned', { points: e.points, role: roleName(t, e.role) })}`}
                  {!asking && v?.totals && ` · ${t('finish.after', { total: v.totals[s] ?? 0 })}`}
                </li>
              );
            })}
          </ol>
        </div>
      </QuizFrame>
    </div>
  );
}
