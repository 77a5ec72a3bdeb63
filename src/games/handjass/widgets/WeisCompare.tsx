/**
 * weis-compare: a four-player deal in which two or more players announce a Weis; each shows the best combination
 * (as the tie questions bring out) and the learner says who wins the Weis. The explanation gives the deciding step
 * for every loser (value, number of cards, top card, trumps, seat order), what the winner scores, and Stöck.
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { sortHand } from '../engine/cards';
import { declarationUnchecked } from '../engine/weis';
import { weisCompareDrill, type WeisCompareVerdict } from '../machines/drills/weis';
import { CardView, Lines, Question, seatName, TrumpBanner, useT, type WidgetProps } from './common';
import { comboText } from './weisText';
import './handjass.css';

export function explainCompare(t: T, v: WeisCompareVerdict): string[] {
  const c = v.comparison;
  if (c.winner === null) return [t('weis.none')];
  const lines = c.losers.map((l) => t(l.why, { winner: seatName(t, c.winner as number), loser: seatName(t, l.seat) }));
  const d = c.declarations.find((x) => x.seat === c.winner)!.declaration;
  lines.push(t('weisCompare.scores', { seat: seatName(t, c.winner), points: c.points, combos: d.combos.map((x) => comboText(t, x)).join('; ') }));
  lines.push(t('weisCompare.nobodyElse'));
  for (const s of c.stoeck) lines.push(t('weisCompare.stoeck', { seat: seatName(t, s) }));
  return lines;
}

export default function WeisCompare({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(weisCompareDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, asking, answer: given } = quiz;
  const markOf = markWhen(asking, ctx.revealed);
  const entries = q.hands.map((h, seat) => ({ seat, best: declarationUnchecked(h, q.trump).best })).filter((e) => e.best);
  return (
    <div class="widget" data-widget="weis-compare">
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`weis-compare-${lang}`}
        title={t('weisCompare.title')}
        hint={t(`weisCompare.hint.${Math.min(ctx.level, 3)}`)}
        summary={v && v.comparison.winner !== null ? t('weisCompare.summary', { seat: seatName(t, v.comparison.winner) }) : undefined}
        explanation={v && <Lines lines={explainCompare(t, v)} />}
      >
        <TrumpBanner t={t} trump={q.trump} />
        <Question label={t('weisCompare.ask')}>
          <p class="quiz__prompt">{t('weisCompare.ask')}</p>
          <ul class="hj-announce">
            {entries.map(({ seat, best }) => {
              const mark = markOf(v?.comparison.winner === seat, given === seat);
              return (
                <li key={seat} class="hj-announce__row">
                  <button type="button" data-answer={seat} class="button button--quiet hj-choice" {...markAttrs(mark)} disabled={!asking} onClick={() => send({ type: 'quiz.answer', answer: seat })}>
                    {t('weisCompare.pick', { seat: seatName(t, seat), points: best!.value })}
                    <MarkText t={t} mark={mark} />
                  </button>
                  <span class="hj-announce__combo">{comboText(t, best!)}</span>
                  <span class="hj-announce__cards">
                    {sortHand(best!.cards).map((c) => (
                      <CardView key={c} t={t} card={c} />
                    ))}
                  </span>
                </li>
              );
            })}
          </ul>
          <p class="hj-note">{t('weisCompare.order')}</p>
        </Question>
      </QuizFrame>
    </div>
  );
}
