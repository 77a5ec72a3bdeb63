/**
 * opening-lead: the leader's hand and which trick he leads to; the learner says whether he may lead any card or
 * only the ace of trumps. The engine's legal plays decide, under the learner's reading of OP8.
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { leadDrill, type LeadAnswer, type LeadVerdict } from '../machines/drills/lead';
import type { LeadScene } from '../positions/lead';
import { CardRow, cardText, say, seatName, TrumpBadge, useT, type WidgetProps } from './common';
import { sortHand } from '../engine/cards';
import './widgets.css';

export function explainLead(tt: T, lang: string, q: LeadScene, v: LeadVerdict): string[] {
  const t = say(tt, lang);
  const seat = seatName(tt, q.leader);
  const ace = cardText(tt, lang, v.ace);
  const lines: string[] = [];
  lines.push(t(q.trickNo === 1 ? (q.substitute ? 'lead.why.substitute' : 'lead.why.opening') : 'lead.why.trick', { seat, n: q.trickNo }));
  lines.push(t(`lead.why.${v.why}`, { seat, ace }));
  if (q.boughtAce && v.why === 'bound') lines.push(t('lead.why.bought', { seat, ace }));
  lines.push(t(`lead.rule.${v.rule}`));
  return lines;
}

export const leadSummary = (t: T, lang: string, v: LeadVerdict) =>
  v.expected === 'ace-only' ? say(t, lang)('lead.summary.ace', { ace: cardText(t, lang, v.ace) }) : t('lead.summary.any');

const CHOICES: LeadAnswer[] = ['ace-only', 'any'];

export default function OpeningLead({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(leadDrill, {
    lang,
    seed,
    level,
    readUrl,
    ...(credit ? { credit } : {}),
  });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const markOf = markWhen(asking, ctx.revealed);
  const seat = seatName(t, q.leader);
  const ace = cardText(t, lang, `A${q.trump}` as const);
  return (
    <div class={`widget${readUrl ? ' nk-page' : ''}`} data-widget="opening-lead">
      {!readUrl && <h2 class="widget__title">{t('lead.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`lead-quiz-${lang}`}
        title={t('lead.quizTitle')}
        hint={t('lead.hint')}
        summary={verdict ? leadSummary(t, lang, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainLead(t, lang, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        {readUrl ? (
          <>
            <div data-question class="nk-question" role="group" aria-labelledby={`lead-ask-${lang}`}>
              <p class="quiz__prompt" id={`lead-ask-${lang}`}>
                {t('lead.ask', { seat })}
              </p>
              <div class="nk-choices">
                {CHOICES.map((c) => (
                  <button
                    type="button"
                    key={c}
                    data-answer={c}
                    class="chip nk-choice"
                    {...markAttrs(markOf(verdict?.expected === c, answer === c))}
                    disabled={!asking}
                    onClick={() => send({ type: 'quiz.answer', answer: c })}
                  >
                    {say(t, lang)(`lead.answer.${c}`, { ace })}
                    <MarkText t={t} mark={markOf(verdict?.expected === c, answer === c)} />
                  </button>
                ))}
              </div>
            </div>
            <div class="nk-scene">
              <p class="nk-scene__meta">
                <TrumpBadge t={t} trump={q.trump} /> ·{' '}
                {t(q.trickNo === 1 ? (q.substitute ? 'lead.scene.substitute' : 'lead.scene.opening') : 'lead.scene.trick', { seat, n: q.trickNo })}
              </p>
              <CardRow t={t} cards={sortHand(q.hand, q.trump)} label={t('lead.handLabel', { seat })} />
            </div>
          </>
        ) : (
          <>
            <div class="nk-scene">
              <p class="nk-scene__meta">
                <TrumpBadge t={t} trump={q.trump} /> ·{' '}
                {t(q.trickNo === 1 ? (q.substitute ? 'lead.scene.substitute' : 'lead.scene.opening') : 'lead.scene.trick', { seat, n: q.trickNo })}
              </p>
              <CardRow t={t} cards={sortHand(q.hand, q.trump)} label={t('lead.handLabel', { seat })} />
            </div>
            <div data-question class="nk-question" role="group" aria-labelledby={`lead-ask-${lang}`}>
              <p class="quiz__prompt" id={`lead-ask-${lang}`}>
                {t('lead.ask', { seat })}
              </p>
              <div class="nk-choices">
                {CHOICES.map((c) => (
                  <button
                    type="button"
                    key={c}
                    data-answer={c}
                    class="chip nk-choice"
                    {...markAttrs(markOf(verdict?.expected === c, answer === c))}
                    disabled={!asking}
                    onClick={() => send({ type: 'quiz.answer', answer: c })}
                  >
                    {say(t, lang)(`lead.answer.${c}`, { ace })}
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
