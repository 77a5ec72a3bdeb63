/**
 * decision: the knock/lurk/go-along/fold trainer. The learner sits in one seat with the hand dealt there, sees the
 * turned-up trump, the deal number, the protokoll and the calls before, and makes the call. All four calls are
 * offered: the engine refuses one the rules do not allow at this point, with its reason; among the allowed calls the
 * advice (Steady's rule in deal 1, a sampled search later) decides, and every line of the explanation is a code.
 */
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { CALLS, type Call, type Seat } from '../engine';
import { decisionDrill, type DecisionReason, type DecisionVerdict } from '../machines/drills/decision';
import type { DecisionScene } from '../positions/decision';
import { CallList, CardRow, CardView, TrumpBadge, seatList, seatName, useT, type WidgetProps } from './common';
import { sortHand } from '../engine/cards';
import './widgets.css';

const fmt = (lang: string, x: number, digits = 1) => new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(x);
/** The value `fmt` shows, as a number for choosing the plural (about 1 trick, about 1.5 tricks). */
const shown = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const callName = (t: T, c: Call) => t(`dec.call.${c}`);

export function explainReason(t: T, lang: string, q: DecisionScene, r: DecisionReason): string {
  switch (r.code) {
    case 'rule.respond':
      return t('dec.why.rule-respond', { knocker: seatName(t, r.knocker) });
    case 'rule.first-deal':
      return t('dec.why.rule-first');
    case 'rule.later-bid':
      return t('dec.why.rule-later');
    case 'trumps':
      return t('dec.why.trumps', { count: r.count });
    case 'first.knock':
    case 'first.lurk':
      return t(r.code === 'first.knock' ? 'dec.why.first-knock' : 'dec.why.first-lurk', { estimate: fmt(lang, r.tricks, 2), count: shown(r.tricks, 2) });
    case 'value':
      return r.call === 'knock' || r.call === 'go_along'
        ? t('dec.why.value-play', { call: callName(t, r.call), estimate: fmt(lang, r.tricks), count: shown(r.tricks) })
        : t(r.call === 'fold' ? 'dec.why.value-fold' : 'dec.why.value-lurk');
    case 'blank':
      return r.points > 0 ? t('dec.why.blank', { percent: r.percent, count: r.points }) : t('dec.why.blank-free', { percent: r.percent });
    case 'on-ten':
      return t('dec.why.on-ten');
    case 'one-wins':
      return t('dec.why.one-wins');
    case 'trumfmant':
      return t('dec.why.trumfmant', { players: seatList(t, lang, r.seats) });
    case 'alone':
      return t(r.wins ? 'dec.why.alone-wins' : 'dec.why.alone', { knocker: seatName(t, r.knocker), count: r.tricks });
    case 'redeal-if-lurk':
      return t('dec.why.redeal', { dealer: seatName(t, r.dealer) });
    case 'close':
      return t('dec.why.close', { call: callName(t, r.best) });
    case 'best':
      return t(q.dealNo === 1 ? 'dec.why.best-first' : 'dec.why.best-later', { call: callName(t, r.best) });
  }
}

export function explainDecision(t: T, lang: string, q: DecisionScene, v: DecisionVerdict): string[] {
  const lines: string[] = [];
  if (!v.legal && v.refusal.code !== 'call.ok') {
    const r = v.refusal;
    lines.push(r.code === 'call.must-answer-knock' ? t('dec.refused.must-answer-knock', { knocker: seatName(t, r.knocker) }) : t(`dec.refused.${r.code.slice(5)}`));
  }
  for (const r of v.reasons) lines.push(explainReason(t, lang, q, r));
  return lines;
}

export function decisionSummary(t: T, v: DecisionVerdict): string {
  const best = callName(t, v.advice.best);
  if (!v.legal) return t('dec.summary.refused', { call: v.given ? callName(t, v.given) : '?', best });
  if (v.correct) return v.advice.accepted.length > 1 ? t('dec.summary.close', { call: best }) : t('dec.summary.right', { call: best });
  return t('dec.summary.wrong', { call: best });
}

function Scene({ t, q }: { t: T; q: DecisionScene }) {
  const later = q.dealNo > 1;
  return (
    <div class="nk-scene">
      <p class="nk-scene__meta">
        <span>{t(later ? 'who.deal.later' : 'who.deal.first', { n: q.dealNo })}</span>
        <span>· {t('nk.dealer', { seat: seatName(t, q.dealer) })}</span>
        <span>· {t('dec.you', { seat: seatName(t, q.seat) })}</span>
      </p>
      <p class="nk-scene__meta">
        <TrumpBadge t={t} trump={q.trump} />
        <span class="nk-dec__upcard">
          {t('dec.upcard')} <CardView t={t} card={q.upcard} />
        </span>
        {q.trumfmant && <span class="nk-flag nk-flag--on">{t('nk.trumfmant.on')}</span>}
      </p>
      <CardRow t={t} cards={sortHand(q.hand, q.trump)} label={t(q.seat === q.dealer ? 'dec.hand.dealer' : 'dec.hand')} />
      {later && (
        <table class="nk-sheet">
          <caption>{t('dec.protokoll')}</caption>
          <tbody>
            <tr>
              {q.scores.map((_, s) => (
                <th key={s} scope="col" class={s === q.seat ? 'nk-sheet__asked' : undefined}>
                  {seatName(t, s)}
                </th>
              ))}
            </tr>
            <tr>
              {q.scores.map((v, s) => (
                <td key={s} class={s === q.seat ? 'nk-sheet__asked' : undefined}>
                  {v}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
      {q.bids.length + q.responses.length > 0 ? (
        <CallList t={t} label={t('dec.before')} bids={q.bids} responses={q.responses} />
      ) : (
        <p class="nk-steps">{t('dec.first-to-speak')}</p>
      )}
    </div>
  );
}

function Question({
  t,
  lang,
  q,
  asking,
  revealed,
  verdict,
  answer,
  onAnswer,
}: {
  t: T;
  lang: string;
  q: DecisionScene;
  asking: boolean;
  revealed: boolean;
  verdict: DecisionVerdict | null;
  answer: Call | null;
  onAnswer: (c: Call) => void;
}) {
  const markOf = markWhen(asking || !verdict, revealed);
  // Right: the learner's call if it is good enough, and the best call; any other good call stays unmarked.
  const mark = (c: Call) => markOf(!!verdict && verdict.advice.accepted.includes(c) && (c === verdict.advice.best || answer === c), answer === c);
  const id = `dec-ask-${lang}`;
  return (
    <div data-question class="nk-question" role="group" aria-labelledby={id}>
      <p class="quiz__prompt" id={id}>
        {t(q.knocker !== null ? 'dec.ask.respond' : 'dec.ask.bid', { seat: seatName(t, q.seat) })}
      </p>
      <div class="nk-choices">
        {CALLS.map((c) => (
          <button type="button" key={c} data-answer={c} class="chip nk-choice" {...markAttrs(mark(c))} disabled={!asking} aria-pressed={answer === c} onClick={() => onAnswer(c)}>
            {callName(t, c)}
            <MarkText t={t} mark={mark(c)} />
          </button>
        ))}
      </div>
    </div>
  );
}

export default function Decision({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(decisionDrill, { lang, seed, level, readUrl, ...(credit ? { credit } : {}) });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const question = <Question t={t} lang={lang} q={q} asking={asking} revealed={ctx.revealed} verdict={verdict} answer={answer} onAnswer={(c) => send({ type: 'quiz.answer', answer: c })} />;
  const hintKey = q.dealNo === 1 ? 'dec.hint.first' : q.knocker !== null ? 'dec.hint.respond' : 'dec.hint.later';
  return (
    <div class={`widget${readUrl ? ' nk-page' : ''}`} data-widget="decision">
      {!readUrl && <h2 class="widget__title">{t('dec.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`dec-quiz-${lang}`}
        title={t('dec.quizTitle')}
        hint={t(hintKey)}
        summary={verdict ? decisionSummary(t, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainDecision(t, lang, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        {readUrl ? (
          <>
            {question}
            <Scene t={t} q={q} />
          </>
        ) : (
          <>
            <Scene t={t} q={q} />
            {question}
          </>
        )}
      </QuizFrame>
    </div>
  );
}
