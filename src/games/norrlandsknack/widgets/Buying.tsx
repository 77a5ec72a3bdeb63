/**
 * buying: a player's hand after the deal and the cards he puts away; the learner says how many cards he gets from
 * the talon, or that the exchange is not allowed. The dealer holds six cards and gets one fewer than he puts away.
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { buyingDrill, type BuyingAnswer, type BuyingVerdict } from '../machines/drills/buying';
import type { BuyingScene } from '../positions/buying';
import { CardView, cardList, cardText, say, seatName, TrumpBadge, useT, type WidgetProps } from './common';
import { sortHand } from '../engine/cards';
import './widgets.css';

export function explainBuy(tt: T, lang: string, q: BuyingScene, v: BuyingVerdict): string[] {
  const t = say(tt, lang);
  const seat = seatName(tt, q.seat);
  const b = v.verdict;
  const lines: string[] = [];
  lines.push(
    t(q.isDealer ? 'buy.why.dealer-hand' : 'buy.why.player-hand', {
      seat,
      count: q.hand.length,
    }),
  );
  if (b.code === 'buy.ok') {
    lines.push(
      t(b.dealer ? 'buy.why.dealer-one-extra' : 'buy.why.same-number', {
        seat,
        discard: b.discard,
        receive: b.receive,
      }),
    );
    lines.push(t('buy.why.ends-with', { seat, count: b.handAfter }));
    if (q.isDealer && q.discard.includes(q.upcard)) lines.push(t('buy.why.turnup-allowed', { card: cardText(tt, lang, q.upcard) }));
  } else if (b.code === 'buy.dealer-must-discard-one') lines.push(t('buy.why.dealer-must-discard', { seat }));
  else if (b.code === 'buy.turnup-must-stay') lines.push(t('buy.why.turnup-must-stay', { card: cardText(tt, lang, b.card) }));
  else if (b.code === 'buy.too-many') lines.push(t('buy.why.too-many', { max: b.max }));
  else lines.push(t('buy.why.not-in-hand', { card: cardText(tt, lang, b.card) }));
  if (q.discard.length > 0) lines.push(t('buy.why.put-away', { cards: cardList(tt, q.discard, lang) }));
  return lines;
}

export function buySummary(t: T, v: BuyingVerdict): string {
  return v.expected === 'refused' ? t('buy.summary.refused') : t('buy.summary.receive', { count: v.expected });
}

const CHOICES: BuyingAnswer[] = [0, 1, 2, 3, 4, 5, 'refused'];

export default function Buying({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(buyingDrill, {
    lang,
    seed,
    level,
    readUrl,
    ...(credit ? { credit } : {}),
  });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const markOf = markWhen(asking, ctx.revealed);
  const seat = seatName(t, q.seat);
  return (
    <div class={`widget${readUrl ? ' nk-page' : ''}`} data-widget="buying">
      {!readUrl && <h2 class="widget__title">{t('buy.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`buy-quiz-${lang}`}
        title={t('buy.quizTitle')}
        hint={t(q.isDealer ? 'buy.hint.dealer' : 'buy.hint.player')}
        summary={verdict ? buySummary(t, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainBuy(t, lang, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        {readUrl ? (
          <>
            <div data-question class="nk-question" role="group" aria-labelledby={`buy-ask-${lang}`}>
              <p class="quiz__prompt" id={`buy-ask-${lang}`}>
                {t('buy.ask', { seat, count: q.discard.length })}
              </p>
              <div class="nk-choices">
                {CHOICES.map((c) => (
                  <button
                    type="button"
                    key={String(c)}
                    data-answer={String(c)}
                    class="chip nk-choice"
                    {...markAttrs(markOf(verdict?.expected === c, answer === c))}
                    disabled={!asking}
                    onClick={() => send({ type: 'quiz.answer', answer: c })}
                  >
                    {c === 'refused' ? t('buy.refused') : t('buy.cards', { count: c })}
                    <MarkText t={t} mark={markOf(verdict?.expected === c, answer === c)} />
                  </button>
                ))}
              </div>
            </div>
            <div class="nk-scene">
              <p class="nk-scene__meta">
                <TrumpBadge t={t} trump={q.trump} /> · {t(q.isDealer ? 'buy.isDealer' : 'buy.isPlayer', { seat })}
              </p>
              <ul class="nk-cards" aria-label={t('buy.handLabel', { seat })}>
                {sortHand(q.hand, q.trump).map((c) => (
                  <li key={c} class={q.discard.includes(c) ? 'nk-cards__away' : ''}>
                    <CardView t={t} card={c} />
                    {q.discard.includes(c) && <span class="nk-cards__tag">{t('buy.away')}</span>}
                    {q.isDealer && c === q.upcard && <span class="nk-cards__tag nk-cards__tag--quiet">{t('buy.turnup')}</span>}
                  </li>
                ))}
              </ul>
            </div>
          </>
        ) : (
          <>
            <div class="nk-scene">
              <p class="nk-scene__meta">
                <TrumpBadge t={t} trump={q.trump} /> · {t(q.isDealer ? 'buy.isDealer' : 'buy.isPlayer', { seat })}
              </p>
              <ul class="nk-cards" aria-label={t('buy.handLabel', { seat })}>
                {sortHand(q.hand, q.trump).map((c) => (
                  <li key={c} class={q.discard.includes(c) ? 'nk-cards__away' : ''}>
                    <CardView t={t} card={c} />
                    {q.discard.includes(c) && <span class="nk-cards__tag">{t('buy.away')}</span>}
                    {q.isDealer && c === q.upcard && <span class="nk-cards__tag nk-cards__tag--quiet">{t('buy.turnup')}</span>}
                  </li>
                ))}
              </ul>
            </div>
            <div data-question class="nk-question" role="group" aria-labelledby={`buy-ask-${lang}`}>
              <p class="quiz__prompt" id={`buy-ask-${lang}`}>
                {t('buy.ask', { seat, count: q.discard.length })}
              </p>
              <div class="nk-choices">
                {CHOICES.map((c) => (
                  <button
                    type="button"
                    key={String(c)}
                    data-answer={String(c)}
                    class="chip nk-choice"
                    {...markAttrs(markOf(verdict?.expected === c, answer === c))}
                    disabled={!asking}
                    onClick={() => send({ type: 'quiz.answer', answer: c })}
                  >
                    {c === 'refused' ? t('buy.refused') : t('buy.cards', { count: c })}
                    <MarkText t={t} mark={markOf(verdict?.expected === c, answer === c)} />
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
