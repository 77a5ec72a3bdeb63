/**
 * beat-or-pass: the last play and your hand. Play something that beats it, or pass when nothing does. After the
 * answer every card of the hand shows whether it could take part in a beating play, and why not (too low, equal
 * rank, not enough cards of its rank for the count), straight from the engine.
 */
import type { T } from '../../../i18n/client';
import { answerMark } from '../../../shared/quiz/mark';
import { QuizFrame, quizHeadingLevel, quizSubheading } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { BeatReason, CardStatus } from '../engine/combos';
import type { ResponseVerdict } from '../engine/drills';
import { beatDrill, type BeatVerdictData } from '../machines/drills/beat';
import { phrase } from '../../../i18n/phrase';
import { comboError } from './ComboBuilder';
import { CardPicker, CardView, cardName, comboName, rankName, seatName, useT, type WidgetProps } from './common';
import './president.css';

export function beatReason(t: T, r: BeatReason): string {
  switch (r.code) {
    case 'beat.higher-rank':
      return t('beat.why.higher-rank', { rank: rankName(t, r.rank), over: rankName(t, r.over) });
    case 'beat.lower-rank':
      return t('beat.why.lower-rank', { rank: rankName(t, r.rank), under: rankName(t, r.under) });
    case 'beat.equal-rank':
      return t('beat.why.equal-rank', { rank: rankName(t, r.rank) });
    case 'beat.wrong-count':
      return t('beat.why.wrong-count', { count: r.need, got: r.got });
    case 'beat.fewer-jokers':
      return t('beat.why.fewer-jokers', { jokers: r.jokers, over: r.over });
    case 'beat.set-on-run':
      return t('beat.why.set-on-run', { need: r.need });
    case 'beat.run-on-set':
      return t('beat.why.run-on-set', { count: r.need });
    default:
      return t(`beat.why.${r.code.replace('beat.', '')}`, { rank: rankName(t, r.rank) });
  }
}

export function statusText(t0: T, s: CardStatus, lang = 'en'): string {
  // Through the phrase formatter: a card name that starts the line gets its capital ("Spader sexa: ...").
  const t = phrase(t0, lang);
  const r = s.reason;
  const card = cardName(t0, s.card);
  switch (r.code) {
    case 'card.too-low':
      return t('status.too-low', { card, under: rankName(t, r.under) });
    case 'card.equal-rank':
      return t('status.equal-rank', { card });
    case 'card.not-enough-cards':
      return t('status.not-enough-cards', { card, have: r.have, need: r.need });
    case 'card.no-run':
    case 'card.no-set':
      return t(`status.${r.code.replace('card.', '')}`, { card, need: r.need });
    default:
      return t(`status.${r.code.replace('card.', '')}`, { card });
  }
}

function verdictLine(t: T, v: ResponseVerdict, lang: string): string {
  switch (v.code) {
    case 'response.beats':
    case 'response.does-not-beat':
      return `${t(`beat.verdict.${v.code.replace('response.', '')}`, { combo: comboName(t, v.combo) })} ${beatReason(t, v.reason)}`;
    case 'response.not-a-combination':
      return comboError(t, v.reason, lang);
    default:
      return t(`beat.verdict.${v.code.replace('response.', '')}`);
  }
}

export function explainBeat(t: T, v: BeatVerdictData, lang = 'en'): string[] {
  const lines: string[] = [];
  if (v.passedWhenAble) lines.push(t('beat.why.couldBeat'));
  else lines.push(verdictLine(t, v.verdict, lang));
  if (v.options.length) lines.push(t('beat.why.options', { plays: v.options.map((c) => comboName(t, c)).join('; ') }));
  else lines.push(t('beat.why.none'));
  lines.push(t('beat.why.passAllowed'));
  return lines;
}

export default function BeatOrPass({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(beatDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, answer, asking } = quiz;
  const Subhead = quizSubheading(quizHeadingLevel(readUrl));
  const given = answer && answer !== 'PASS' ? answer.cards : [];
  const status = new Map((v?.statuses ?? []).map((s) => [s.card, s]));
  const summary = v ? (v.canBeat ? t('beat.summary.could') : t('beat.summary.couldNot')) : undefined;
  return (
    <div class="widget pres-widget" data-widget="beat-or-pass">
      {!readUrl && <h2 class="widget__title">{t('beat.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`beat-quiz-${lang}`}
        title={t('beat.quizTitle')}
        hint={t('beat.hint', { count: q.last.cards.length })}
        summary={summary}
        explanation={
          v && (
            <>
              <ul>
                {explainBeat(t, v, lang).map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
              <Subhead class="pres__subhead">{t('beat.cardsHeading')}</Subhead>
              <ul class="pres__statuses">
                {v.statuses.map((s) => (
                  <li key={s.card} data-code={s.reason.code} class={s.playable ? 'pres__ok' : 'pres__no'}>
                    {statusText(t, s, lang)}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      >
        <div data-question>
          <div class="pres__last" aria-label={t('beat.lastLabel')} role="group">
            <span class="pres__who">{t('beat.lastBy', { seat: seatName(t, q.lastSeat) })}</span>
            <span class="pres__cards">
              {q.last.cards.map((c) => (
                <CardView key={c} t={t} card={c} size="sm" />
              ))}
            </span>
          </div>
          <CardPicker
            t={t}
            hand={q.hand}
            max={13}
            asking={asking}
            questionKey={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`}
            label={t('beat.hand')}
            submitLabel={t('beat.play')}
            onSubmit={(cards) => send({ type: 'quiz.answer', answer: { cards } })}
            mark={(c) => answerMark(given.includes(c) ? !!v?.correct : !!status.get(c)?.playable, given.includes(c), ctx.revealed)}
            extra={
              <button type="button" class="button button--quiet" data-answer="pass" onClick={() => send({ type: 'quiz.answer', answer: 'PASS' })}>
                {t('beat.pass')}
              </button>
            }
          />
          <p class="pres__meta">{t('beat.ask')}</p>
        </div>
      </QuizFrame>
    </div>
  );
}
