/**
 * blackboard: the tally before a deal and the strokes and potatoes of the deal; the learner says who retires (net
 * strokes at the target), who is the next Vorhand and who deals. The engine's rotation (§9) decides.
 */
import type { T } from '../../../i18n/client';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { rotationDrill, type RotationVerdict } from '../machines/drills/rotation';
import type { RotationAnswer, RotationScene, TallySeat } from '../positions/rotation';
import { Lines, Question, seatName, useAnswerForm, useT, type WidgetProps, questionKey } from './common';
import './handjass.css';

const netAfter = (s: TallySeat) => s.strokes - s.potatoes + s.gained - s.lost;

export function explainBoard(t: T, q: RotationScene, v: RotationVerdict): string[] {
  const lines = q.seats.filter((s) => !s.retired).map((s) => t('board.net', { seat: seatName(t, s.seat), net: netAfter(s), target: q.target }));
  lines.push(v.expected.retire.length ? t('board.retires', { seats: v.expected.retire.map((s) => seatName(t, s)).join(', ') }) : t('board.nobodyRetires'));
  lines.push(t(v.expected.retire.includes(q.vorhand) ? 'board.why.vorhandRetired' : 'board.why.vorhand', { old: seatName(t, q.vorhand), seat: seatName(t, v.expected.vorhand) }));
  lines.push(t('board.why.dealer', { seat: seatName(t, v.expected.dealer), vorhand: seatName(t, v.expected.vorhand) }));
  return lines;
}

function Answer({ t, q, asking, onAnswer, uid }: { t: T; q: RotationScene; asking: boolean; onAnswer: (a: RotationAnswer) => void; uid: string }) {
  const form = useAnswerForm({ retire: [], vorhand: null, dealer: null }, ['vorhand', 'dealer'], (values) =>
    onAnswer({ retire: [...(values.retire as number[])], vorhand: Number(values.vorhand), dealer: Number(values.dealer) }),
  );
  const playing = q.seats.filter((s) => !s.retired);
  const retire = (form.values.retire ?? []) as number[];
  return (
    <Question label={t('board.ask')}>
      <form
        class="hj-form"
        onSubmit={(e) => {
          e.preventDefault();
          form.send({ type: 'form.submit' });
        }}
      >
        <fieldset class="hj-form__set" disabled={!asking}>
          <legend>{t('board.askRetire')}</legend>
          {playing.map((s) => (
            <label class="chip chip--radio" key={s.seat}>
              <input type="checkbox" data-retire={s.seat} checked={retire.includes(s.seat)} onChange={() => form.send({ type: 'form.toggle', field: 'retire', value: s.seat })} />
              {seatName(t, s.seat)}
            </label>
          ))}
        </fieldset>
        {(['vorhand', 'dealer'] as const).map((field) => (
          <fieldset class="hj-form__set" disabled={!asking} key={field}>
            <legend>{t(field === 'vorhand' ? 'board.askVorhand' : 'board.askDealer')}</legend>
            {playing.map((s) => (
              <label class="chip chip--radio" key={s.seat}>
                <input type="radio" data-field={field} data-answer={s.seat} name={`${uid}-${field}`} checked={form.values[field] === s.seat} onChange={() => form.send({ type: 'form.set', field, value: s.seat })} />
                {seatName(t, s.seat)}
              </label>
            ))}
          </fieldset>
        ))}
        {asking && (
          <button type="submit" class="button" data-submit disabled={!form.ready}>
            {t('board.submit')}
          </button>
        )}
      </form>
    </Question>
  );
}

export default function Blackboard({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(rotationDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, asking } = quiz;
  return (
    <div class="widget" data-widget="blackboard">
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`board-${lang}`}
        title={t('board.title')}
        hint={t(`board.hint.${Math.min(ctx.level, 3)}`)}
        summary={v ? t('board.summary', { vorhand: seatName(t, v.expected.vorhand), dealer: seatName(t, v.expected.dealer) }) : undefined}
        explanation={v && <Lines lines={explainBoard(t, q, v)} />}
      >
        <p class="hj-meta">{t('board.target', { target: q.target })}</p>
        <table class="hj-table hj-table--board">
          <caption class="visually-hidden">{t('board.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('board.col.player')}</th>
              <th scope="col">{t('board.col.before')}</th>
              <th scope="col">{t('board.col.deal')}</th>
            </tr>
          </thead>
          <tbody>
            {q.seats.map((s) => (
              <tr key={s.seat}>
                <th scope="row">
                  {seatName(t, s.seat)}
                  {s.seat === q.vorhand && <span class="badge badge--quiet">{t('board.vorhandBadge')}</span>}
                </th>
                <td>{t('board.tally', { strokes: t('board.strokeCount', { count: s.strokes }), potatoes: t('board.potatoCount', { count: s.potatoes }), net: s.strokes - s.potatoes })}</td>
                <td>{s.retired ? t('board.retired') : s.total === null ? t('board.passed') : t('board.dealResult', { gained: t('board.strokeCount', { count: s.gained }), lost: t('board.potatoCount', { count: s.lost }) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Answer key={questionKey(ctx, asking)} t={t} q={q} asking={asking} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} uid={`board-${lang}-${ctx.seed}`} />
      </QuizFrame>
    </div>
  );
}
