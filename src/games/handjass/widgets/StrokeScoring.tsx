/**
 * stroke-scoring: the deal totals of one deal (passers marked); the learner gives every active player's result:
 * strokes, nothing, or a potato. Covers the two-strokes-to-one case, everyone under the line, everyone else passing,
 * ties at the cut settled by drawn cards, and the single stroke at two. The engine scores it (`dealStrokes`).
 */
import type { T } from '../../../i18n/client';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { strokesPerDeal, type Rules } from '../engine/rules';
import type { SeatStrokes } from '../engine/scoring';
import { netChoices, strokeDrill, type StrokeAnswer, type StrokeVerdict } from '../machines/drills/scoring';
import type { StrokeScene } from '../positions/scoring';
import { cardName, Lines, Question, seatName, useAnswerForm, useT, type WidgetProps, questionKey } from './common';
import './handjass.css';

export function netLabel(t: T, n: number): string {
  if (n < 0) return t('strokes.potatoes', { count: -n });
  if (n === 0) return t('strokes.nothing');
  return t('strokes.strokes', { count: n });
}

function seatLine(t: T, s: SeatStrokes): string {
  const r = s.reason;
  const name = seatName(t, s.seat);
  const vars: Record<string, string | number> = { seat: name, total: s.total, result: netLabel(t, s.strokes - s.potatoes) };
  if ('rank' in r) vars.rank = r.rank;
  if ('qualified' in r) vars.qualified = r.qualified;
  if ('threshold' in r) vars.threshold = r.threshold;
  if ('between' in r) vars.between = r.between.map((x) => seatName(t, x)).join(', ');
  let line = t(r.code, vars);
  if (s.extra) line += ` ${t('strokes.extra', { count: s.extra })}`;
  return line;
}

export function explainStrokes(t: T, q: StrokeScene, v: StrokeVerdict, rules: Rules): string[] {
  const res = v.result;
  const lines = [t('strokes.available', { count: strokesPerDeal(rules, q.tableSize), threshold: res.threshold })];
  if (res.multiplier > 1) lines.push(t('strokes.multiplier', { factor: res.multiplier }));
  for (const s of res.seats) lines.push(seatLine(t, s));
  if (res.draw) lines.push(t('strokes.draw', { order: res.draw.order.map((s) => seatName(t, s)).join(' > ') }));
  for (const p of q.seats.filter((s) => !s.active)) lines.push(t('strokes.passer', { seat: seatName(t, p.seat) }));
  return lines;
}

function Answer({ t, q, asking, verdict, choices, onAnswer, uid }: { t: T; q: StrokeScene; asking: boolean; verdict: StrokeVerdict | null; choices: number[]; onAnswer: (a: StrokeAnswer) => void; uid: string }) {
  const active = q.seats.filter((s) => s.active);
  const initial = Object.fromEntries(active.map((s) => [`s${s.seat}`, null]));
  const form = useAnswerForm(initial, Object.keys(initial), (values) => onAnswer(Object.fromEntries(active.map((s) => [s.seat, Number(values[`s${s.seat}`])]))));
  return (
    <Question label={t('strokes.ask')}>
      <p class="quiz__prompt">{t('strokes.ask')}</p>
      <form
        class="hj-form"
        onSubmit={(e) => {
          e.preventDefault();
          form.send({ type: 'form.submit' });
        }}
      >
        <table class="hj-table hj-table--scores">
          <thead>
            <tr>
              <th scope="col">{t('strokes.col.player')}</th>
              <th scope="col">{t('strokes.col.total')}</th>
              <th scope="col">{t('strokes.col.result')}</th>
            </tr>
          </thead>
          <tbody>
            {q.seats.map((s) => (
              <tr key={s.seat}>
                <th scope="row" id={`${uid}-n${s.seat}`}>
                  {seatName(t, s.seat)}
                </th>
                <td>{s.active ? s.total : t('strokes.passed')}</td>
                <td>
                  {s.active ? (
                    <>
                      <select
                        data-seat={s.seat}
                        aria-labelledby={`${uid}-n${s.seat}`}
                        disabled={!asking}
                        value={form.values[`s${s.seat}`] === null ? '' : String(form.values[`s${s.seat}`])}
                        onChange={(e) => {
                          const text = (e.currentTarget as HTMLSelectElement).value;
                          form.send({ type: 'form.set', field: `s${s.seat}`, value: text === '' ? null : Number(text) });
                        }}
                      >
                        <option value="">{t('strokes.choose')}</option>
                        {choices.map((n) => (
                          <option key={n} value={String(n)}>
                            {netLabel(t, n)}
                          </option>
                        ))}
                      </select>
                      {verdict && <span class={`hj-result${verdict.wrong.includes(s.seat) ? ' hj-result--wrong' : ''}`}>{netLabel(t, verdict.expected[s.seat] as number)}</span>}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {asking && (
          <button type="submit" class="button" data-submit disabled={!form.ready}>
            {t('strokes.submit')}
          </button>
        )}
      </form>
    </Question>
  );
}

export default function StrokeScoring({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(strokeDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, asking } = quiz;
  const rules = ctx.rules as unknown as Rules;
  const draws = Object.entries(q.drawCards);
  return (
    <div class="widget" data-widget="stroke-scoring">
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`strokes-${lang}`}
        title={t('strokes.title')}
        hint={t(`strokes.hint.${Math.min(ctx.level, 3)}`)}
        summary={v ? v.result.seats.map((s) => `${seatName(t, s.seat)}: ${netLabel(t, s.strokes - s.potatoes)}`).join('; ') : undefined}
        explanation={v && <Lines lines={explainStrokes(t, q, v, rules)} />}
      >
        <p class="hj-meta">
          <span>{t('strokes.table', { players: q.tableSize })}</span>
          {rules.multiplier && <span>{t('hj.trumps', { suit: t(`suit.${q.trump}`) })}</span>}
        </p>
        <Answer key={questionKey(ctx, asking)} t={t} q={q} asking={asking} verdict={asking ? null : v} choices={netChoices(q, rules)} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} uid={`strokes-${lang}-${ctx.seed}`} />
        {draws.length > 0 && (
          <p class="hj-note">
            {t('strokes.drawCards', { cards: draws.map(([s, cs]) => `${seatName(t, Number(s))}: ${cs.map((c) => cardName(t, c)).join(', ')}`).join('; ') })}
          </p>
        )}
      </QuizFrame>
    </div>
  );
}
