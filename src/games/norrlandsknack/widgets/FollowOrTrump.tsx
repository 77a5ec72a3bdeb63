/**
 * follow-or-trump: a trick under way and the hand of the player to play; the learner marks every card he may play
 * and submits. After the answer a Trumfmant switch shows how the legal set changes with the rule on or off.
 */
import { useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { Card, LegalPlay } from '../engine';
import { followDrill, type FollowVerdict } from '../machines/drills/follow';
import type { FollowScene } from '../positions/follow';
import { CardToggle, CardView, cardList, cardText, say, seatName, TrumpBadge, useT, type WidgetProps } from './common';
import { sortHand } from '../engine/cards';
import './widgets.css';

/** One sentence per card from the engine's reason for it. */
export function explainPlay(tt: T, lang: string, p: LegalPlay): string {
  const t = say(tt, lang);
  const r = p.reason;
  // Suits in running text: lower case where the language writes them so ("no hearts in hand", "ingen hjärter").
  const led = 'led' in r ? t(`suitText.${r.led}`) : '';
  const trump = 'trump' in r ? t(`suitText.${r.trump}`) : '';
  return t(`follow.why.${r.code.slice(5)}`, {
    card: cardText(tt, lang, p.card),
    suit: led,
    trump,
    ace: 'ace' in r ? cardText(tt, lang, r.ace) : '',
  });
}

export function explainFollow(t: T, lang: string, q: FollowScene, v: FollowVerdict): string[] {
  const lines = v.plays.map((p) => explainPlay(t, lang, p));
  const sw = v.switched;
  const other = q.trumfmant ? sw.normal : sw.trumfmant;
  const otherLegal = other.filter((p) => p.legal).map((p) => p.card);
  lines.push(
    t(q.trumfmant ? 'follow.switch.without' : 'follow.switch.with', {
      cards: cardList(t, otherLegal, lang),
    }),
  );
  lines.push(t(`follow.switch.${sw.reason.code.slice(7)}`));
  return lines;
}

export const followSummary = (t: T, lang: string, v: FollowVerdict) =>
  t('follow.summary', {
    cards: cardList(t, v.expected, lang),
    count: v.expected.length,
  });

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
  q: FollowScene;
  asking: boolean;
  revealed: boolean;
  verdict: FollowVerdict | null;
  answer: Card[] | null;
  onAnswer: (a: Card[]) => void;
}) {
  const [picked, setPicked] = useState<Card[]>([]);
  const [other, setOther] = useState(false);
  const shown = answer ?? picked;
  const markOf = markWhen(asking, revealed);
  const seat = seatName(t, q.seat);
  const sw = verdict?.switched;
  const otherSet = sw ? (q.trumfmant ? sw.normal : sw.trumfmant).filter((p) => p.legal).map((p) => p.card) : [];
  return (
    <form
      data-question
      class="nk-question"
      onSubmit={(e) => {
        e.preventDefault();
        onAnswer(picked);
      }}
    >
      <fieldset class="nk-choices" disabled={!asking}>
        <legend class="quiz__prompt">{t('follow.ask', { seat })}</legend>
        {sortHand(q.hand, q.trump).map((c) => {
          const mark = verdict ? markOf(verdict.expected.includes(c), shown.includes(c)) : null;
          return (
            <CardToggle
              key={c}
              t={t}
              card={c}
              pressed={shown.includes(c)}
              mark={mark}
              onToggle={() => setPicked((p) => (p.includes(c) ? p.filter((x) => x !== c) : [...p, c]))}
            />
          );
        })}
      </fieldset>
      {asking ? (
        <button type="submit" class="button">
          {picked.length === 0 ? t('follow.submitNone') : t('nk.submit')}
        </button>
      ) : (
        <div class="nk-switch">
          <button type="button" class="button button--quiet" aria-pressed={other} onClick={() => setOther(!other)}>
            {t(q.trumfmant ? 'follow.toggle.off' : 'follow.toggle.on')}
          </button>
          {other && (
            <p class="nk-switch__result" role="status">
              {t(q.trumfmant ? 'follow.switch.without' : 'follow.switch.with', {
                cards: cardList(t, otherSet, lang),
              })}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

export default function FollowOrTrump({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(followDrill, {
    lang,
    seed,
    level,
    readUrl,
    ...(credit ? { credit } : {}),
  });
  const { send, ctx, question: q, verdict, asking } = quiz;
  return (
    <div class={`widget${readUrl ? ' nk-page' : ''}`} data-widget="follow-or-trump">
      {!readUrl && <h2 class="widget__title">{t('follow.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`follow-quiz-${lang}`}
        title={t('follow.quizTitle')}
        hint={t(q.trumfmant ? 'follow.hint.trumfmant' : 'follow.hint.normal')}
        summary={verdict ? followSummary(t, lang, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainFollow(t, lang, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        {readUrl ? (
          <>
            <Question
              key={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`}
              t={t}
              lang={lang}
              q={q}
              asking={asking}
              revealed={ctx.revealed}
              verdict={verdict}
              answer={ctx.answer as Card[] | null}
              onAnswer={(a) => send({ type: 'quiz.answer', answer: a })}
            />
            <div class="nk-scene">
              <p class="nk-scene__meta">
                <TrumpBadge t={t} trump={q.trump} /> ·{' '}
                <span class={q.trumfmant ? 'nk-flag nk-flag--on' : 'nk-flag'}>{t(q.trumfmant ? 'nk.trumfmant.on' : 'nk.trumfmant.off')}</span>
              </p>
              <ol class="nk-trick" aria-label={t('follow.trickLabel')}>
                {q.trick.map((p, i) => (
                  <li key={p.card}>
                    <span class="nk-trick__seat">{seatName(t, p.seat)}</span>
                    <CardView t={t} card={p.card} />
                    {i === 0 && <span class="nk-cards__tag nk-cards__tag--quiet">{t('follow.led')}</span>}
                  </li>
                ))}
              </ol>
            </div>
          </>
        ) : (
          <>
            <div class="nk-scene">
              <p class="nk-scene__meta">
                <TrumpBadge t={t} trump={q.trump} /> ·{' '}
                <span class={q.trumfmant ? 'nk-flag nk-flag--on' : 'nk-flag'}>{t(q.trumfmant ? 'nk.trumfmant.on' : 'nk.trumfmant.off')}</span>
              </p>
              <ol class="nk-trick" aria-label={t('follow.trickLabel')}>
                {q.trick.map((p, i) => (
                  <li key={p.card}>
                    <span class="nk-trick__seat">{seatName(t, p.seat)}</span>
                    <CardView t={t} card={p.card} />
                    {i === 0 && <span class="nk-cards__tag nk-cards__tag--quiet">{t('follow.led')}</span>}
                  </li>
                ))}
              </ol>
            </div>
            <Question
              key={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`}
              t={t}
              lang={lang}
              q={q}
              asking={asking}
              revealed={ctx.revealed}
              verdict={verdict}
              answer={ctx.answer as Card[] | null}
              onAnswer={(a) => send({ type: 'quiz.answer', answer: a })}
            />
          </>
        )}
      </QuizFrame>
    </div>
  );
}
