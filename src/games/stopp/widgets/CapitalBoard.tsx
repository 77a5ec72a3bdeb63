/**
 * capital-board: a deal of a real game is over. Every player still holding cards pays one unit per card into the
 * pot; a player who cannot pay in full pays what he has and drops out (OP5). The learner fills in every capital and
 * the pot; the explanation gives the engine's settlement line by line, the conserved total, and whether the game is
 * over (only one player with capital left takes the pot).
 */
import type { T } from '../../../i18n/client';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { useActor } from '../../../shared/ui/useActor';
import { boardForm } from '../machines/boardAnswer';
import { boardDrill, type BoardAnswer, type BoardVerdict } from '../machines/drills/board';
import type { BoardQuestion } from '../positions/board';
import { seatName, useT, type WidgetProps } from './common';
import './stopp-widgets.css';

/** The settlement in words, line by line (engine reason codes), then the pot, the total and the game status. */
export function boardLines(t: T, q: BoardQuestion, v: BoardVerdict): string[] {
  const r = v.result;
  const lines: string[] = [];
  for (const l of r.settlement.lines) {
    const name = seatName(t, l.seat);
    if (l.reason === 'settle.not-playing') {
      lines.push(t('board.line.not-playing', { name }));
      continue;
    }
    const key = `board.line.${l.reason.replace('settle.', '')}`;
    lines.push(t(key, { name, count: l.cards, paid: l.paid, before: l.capitalBefore, after: l.capitalAfter }));
    if (l.eliminated) lines.push(t('board.line.eliminated', { name }));
  }
  lines.push(t('board.line.pot', { before: r.settlement.potBefore, after: r.settlement.pot, count: r.settlement.pot - r.settlement.potBefore }));
  if (r.potTaken) lines.push(t('board.line.pot-taken', { name: seatName(t, r.potTaken.seat), count: r.potTaken.amount }));
  lines.push(t('board.line.total', { count: r.total, players: q.players }));
  if (r.status.gameOver && r.status.winner !== null) lines.push(t('board.line.game-over', { name: seatName(t, r.status.winner), count: r.pot }));
  return lines;
}

function Form({ t, q, asking, verdict, onAnswer, lang }: { t: T; q: BoardQuestion; asking: boolean; verdict: BoardVerdict | null; onAnswer: (a: BoardAnswer) => void; lang: string }) {
  const seats = q.capital.map((_, i) => i);
  const fields = [...q.inDeal.map(String), 'pot'];
  const [form, sendForm] = useActor(boardForm, { fields });
  const values = form.context.values;
  const check = () => {
    sendForm({ type: 'form.check' });
    if (fields.every((f) => typeof values[f] === 'number')) {
      onAnswer({ capital: seats.map((s) => (q.inDeal.includes(s) ? (values[String(s)] as number) : (q.capital[s] as number))), pot: values.pot as number });
    }
  };
  const mark = (ok: boolean | undefined) => (verdict ? (ok ? 'stopp-board__ok' : 'stopp-board__bad') : '');
  const uid = `board-${lang}-${q.gameSeed}-${q.deal}`;
  return (
    <form
      data-question
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      <p class="stopp-ask" id={`${uid}-ask`}>
        {t('board.prompt', { deal: q.deal })}
      </p>
      <table class="stopp-board" aria-labelledby={`${uid}-ask`}>
        <thead>
          <tr>
            <th scope="col">{t('board.col.player')}</th>
            <th scope="col">{t('board.col.cards')}</th>
            <th scope="col">{t('board.col.before')}</th>
            <th scope="col">{t('board.col.after')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('board.pot')}</th>
            <td>–</td>
            <td>{q.pot}</td>
            <td>
              <input
                id={`${uid}-pot`}
                class={mark(verdict?.right.pot)}
                inputMode="numeric"
                autoComplete="off"
                aria-label={t('board.potAfter')}
                disabled={!asking}
                onInput={(e) => sendForm({ type: 'form.set', field: 'pot', text: (e.currentTarget as HTMLInputElement).value })}
              />
            </td>
          </tr>
          {seats.map((s) => {
            const playing = q.inDeal.includes(s);
            return (
              <tr key={s} data-seat={s}>
                <th scope="row">{seatName(t, s)}</th>
                <td>{playing ? q.cardsLeft[s] : '–'}</td>
                <td>{q.capital[s]}</td>
                <td>
                  {playing ? (
                    <input
                      class={mark(verdict?.right.capital[s])}
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={t('board.capitalAfter', { name: seatName(t, s) })}
                      disabled={!asking}
                      onInput={(e) => sendForm({ type: 'form.set', field: String(s), text: (e.currentTarget as HTMLInputElement).value })}
                    />
                  ) : (
                    t('board.outBefore')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {form.matches('incomplete') && (
        <p class="quiz__notice" role="alert">
          {t('board.incomplete')}
        </p>
      )}
      {asking && (
        <p>
          <button type="submit" class="button">
            {t('board.check')}
          </button>
        </p>
      )}
      {verdict && !verdict.correct && (
        <p>{t('board.rightValues', { values: [...q.inDeal.map((s) => `${seatName(t, s)} ${verdict.result.capital[s]}`), `${t('board.pot')} ${verdict.result.pot}`].join(', ') })}</p>
      )}
    </form>
  );
}

export default function CapitalBoard({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(boardDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  const total = q.capital.reduce((a, b) => a + b, 0) + q.pot;
  return (
    <div class={`widget${readUrl ? ' stopp-page' : ''}`} data-widget="capital-board">
      {!readUrl && <h2 class="widget__title">{t('board.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`board-quiz-${lang}`}
        title={t('board.quizTitle')}
        hint={t('board.hint', { count: total })}
        summary={verdict ? t(verdict.result.status.gameOver ? 'board.summaryOver' : 'board.summary', { pot: verdict.result.pot, count: total }) : undefined}
        explanation={
          verdict && (
            <ul class="stopp-list">
              {boardLines(t, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <Form key={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`} t={t} q={q} asking={asking} verdict={asking ? null : verdict} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} lang={lang} />
      </QuizFrame>
    </div>
  );
}
