/**
 * follow-suit: a trick has been led (or, under jokerLead = 'never', is to be led) and it is this player's turn; the
 * learner marks every card that may be played.
 * The explanation goes card by card with the engine's reason codes (must follow, void, Joker rules).
 */
import { useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { GameCard } from '../engine/cards';
import { followDrill, type FollowVerdict } from '../machines/drills/follow';
import type { FollowQuestion } from '../positions/follow';
import { CardView, cardList, playReason, seatName, usePhrase, type WidgetProps } from './common';
import './bugami.css';

export function explainFollow(t: T, v: FollowVerdict): string[] {
  return v.plays.map((p) => playReason(t, p.card, p.reason));
}

export function followSummary(t: T, v: FollowVerdict, lang: string): string {
  return v.expected.length === v.plays.length ? t('follow.summary.all') : t('follow.summary.some', { cards: cardList(t, v.expected, lang) });
}

function Question({ t, q, asking, revealed, verdict, onAnswer }: { t: T; q: FollowQuestion; asking: boolean; revealed: boolean; verdict: FollowVerdict | null; onAnswer: (c: GameCard[]) => void }) {
  const markOf = markWhen(asking || !verdict, revealed);
  const [marked, setMarked] = useState<GameCard[]>([]);
  const toggle = (c: GameCard) => setMarked((m) => (m.includes(c) ? m.filter((x) => x !== c) : [...m, c]));
  return (
    <div data-question>
      <p class="bg-prompt" id={`follow-ask-${q.dealSeed}`}>
        {t('follow.ask', { seat: seatName(t, q.seat) })}
      </p>
      <div class="bg-hand" role="group" aria-labelledby={`follow-ask-${q.dealSeed}`}>
        {q.hand.map((c) => {
          const given = verdict ? verdict.given.includes(c) : marked.includes(c);
          const mark = markOf(!!verdict?.expected.includes(c), given);
          return (
            <button
              type="button"
              key={c}
              class="bg-cardbutton"
              {...markAttrs(mark)}
              aria-pressed={given}
              disabled={!asking}
              onClick={() => toggle(c)}
            >
              <CardView t={t} card={c} size="sm" />
              <MarkText t={t} mark={mark} />
            </button>
          );
        })}
      </div>
      {asking && (
        <button type="button" class="button" onClick={() => onAnswer(marked)}>
          {t('follow.check', { count: marked.length })}
        </button>
      )}
    </div>
  );
}

export default function FollowSuit({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = usePhrase(lang, messages);
  const quiz = useQuiz(followDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  return (
    <div class="widget" data-widget="follow-suit">
      <h2 class="widget__title">{t('follow.title')}</h2>
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`follow-quiz-${lang}`}
        title={t('follow.quizTitle')}
        hint={t('follow.hint')}
        summary={verdict ? followSummary(t, verdict, lang) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainFollow(t, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <p class="bg-meta">
          {t('follow.meta', { players: q.players, number: q.number })}
          {q.rules.jokers > 0 ? ` ${t('follow.jokers', { count: q.rules.jokers })}` : ''}
        </p>
        {q.trick.length === 0 ? (
          <p class="bg-meta" data-lead>
            {t('follow.leading', { seat: seatName(t, q.seat) })}
          </p>
        ) : (
          <ol class="bg-row" aria-label={t('follow.trickSoFar')}>
            {q.trick.map((p) => (
              <li key={p.card} class="bg-play">
                <span>{seatName(t, p.seat)}</span>
                <CardView t={t} card={p.card} size="sm" />
              </li>
            ))}
          </ol>
        )}
        <Question key={`${ctx.seed}-${ctx.level}`} t={t} q={q} asking={asking} revealed={ctx.revealed} verdict={verdict} onAnswer={(legal) => send({ type: 'quiz.answer', answer: { legal } })} />
      </QuizFrame>
    </div>
  );
}
