/**
 * bid-advisor: a hand; which bid is safest? The verdict is the bots' advisor: every bid played out over the same
 * sampled deals, with the mean score and how often the hand took no trick. Bids not clearly behind the best count.
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { sortCards, suitOf } from '../engine/cards';
import { BIDS } from '../engine/types';
import { advisorDrill, type AdvisorVerdict } from '../machines/drills/bids';
import type { BidQuestion } from '../positions/bids';
import { BidBadge, CardView, bidName, usePhrase, type WidgetProps } from './common';
import './bugami.css';

const fmt = (lang: string, x: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(x);

export function explainAdvice(t: T, q: BidQuestion, v: AdvisorVerdict, lang: string): string[] {
  const best = v.advice.options[0]!;
  const lines = [t(best.bid === 'NULL' ? 'advice.why.null' : 'advice.why.suit', { bid: bidName(t, best.bid), mean: fmt(lang, best.mean), rate: Math.round(best.noTrickRate * 100), count: q.hand.filter((c) => suitOf(c) === best.bid).length, samples: v.advice.samples })];
  if (v.given && !v.accepted.includes(v.given)) {
    const o = v.advice.options.find((x) => x.bid === v.given)!;
    lines.push(t('advice.why.behind', { bid: bidName(t, o.bid), mean: fmt(lang, o.mean), behind: fmt(lang, o.behind) }));
  } else if (v.accepted.length > 1) lines.push(t('advice.why.close', { count: v.accepted.length }));
  return lines;
}

export default function BidAdvisor({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = usePhrase(lang, messages);
  const quiz = useQuiz(advisorDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  const markOf = markWhen(asking || !verdict, ctx.revealed);
  return (
    <div class="widget" data-widget="bid-advisor">
      <h2 class="widget__title">{t('advice.title')}</h2>
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`advice-quiz-${lang}`}
        title={t('advice.quizTitle')}
        hint={t('advice.hint')}
        summary={verdict ? t('advice.summary', { bid: bidName(t, verdict.advice.best) }) : undefined}
        explanation={
          verdict && (
            <>
              <ul>
                {explainAdvice(t, q, verdict, lang).map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
              <table class="bg-table">
                <caption>{t('advice.tableCaption', { count: verdict.advice.samples })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('advice.col.bid')}</th>
                    <th scope="col" class="num">
                      {t('advice.col.mean')}
                    </th>
                    <th scope="col" class="num">
                      {t('advice.col.noTrick')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {verdict.advice.options.map((o) => (
                    <tr key={o.bid}>
                      <th scope="row">
                        <BidBadge t={t} bid={o.bid} />
                      </th>
                      <td class="num">{fmt(lang, o.mean)}</td>
                      <td class="num">{Math.round(o.noTrickRate * 100)} %</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )
        }
      >
        <div data-question>
          <p class="bg-prompt" id={`advice-ask-${lang}`}>
            {t('advice.ask', { players: q.players })}
          </p>
          <div class="bg-choices" role="group" aria-labelledby={`advice-ask-${lang}`}>
            {BIDS.map((b) => (
              <button
                type="button"
                key={b}
                class="chip"
                {...markAttrs(markOf(!!verdict?.accepted.includes(b), verdict?.given === b))}
                disabled={!asking}
                onClick={() => send({ type: 'quiz.answer', answer: { bid: b } })}
              >
                <BidBadge t={t} bid={b} />
                <MarkText t={t} mark={markOf(!!verdict?.accepted.includes(b), verdict?.given === b)} />
              </button>
            ))}
          </div>
        </div>
        <p class="bg-meta">{t('advice.meta', { players: q.players, count: q.hand.length })}{q.rules.jokers > 0 ? ` ${t('follow.jokers', { count: q.rules.jokers })}` : ''}</p>
        <ul class="bg-row" aria-label={t('reveal.yourHand')}>
          {sortCards(q.hand, q.rules.ranking).map((c) => (
            <li key={c}>
              <CardView t={t} card={c} size="sm" />
            </li>
          ))}
        </ul>
      </QuizFrame>
    </div>
  );
}
