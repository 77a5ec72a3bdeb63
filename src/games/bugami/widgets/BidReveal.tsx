/**
 * bid-reveal: the secret bid. The learner picks a bad suit or Null for the hand and lays it face down; then all the
 * players' bids are turned over at once, and the learner marks whom a given card would cost. The steps are the
 * bidPicker machine; the verdict is the engine's bad-card count for each bid.
 */
import { useEffect } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { useActor } from '../../../shared/ui/useActor';
import { sortCards } from '../engine/cards';
import { BIDS, type Bid } from '../engine/types';
import { bidPickerMachine, type BidPickerOutput } from '../machines/bidPicker';
import { revealDrill, type RevealVerdict } from '../machines/drills/bids';
import type { BidQuestion } from '../positions/bids';
import { BidBadge, CardView, bidName, cardWord, say, seatList, seatName, usePhrase, type WidgetProps } from './common';
import './bugami.css';

export function explainReveal(t: T, q: BidQuestion, v: RevealVerdict): string[] {
  const card = cardWord(t, q.card);
  return v.bids.map((b, s) => {
    const who = seatName(t, s, true);
    if (b === 'NULL') return say(t)('reveal.why.null', { who, card });
    return say(t)(v.hurts[s] ? 'reveal.why.hurts' : 'reveal.why.safe', { who, card, bid: bidName(t, b) });
  });
}

function Steps({ t, q, asking, revealed, verdict, onDone, lang }: { t: T; q: BidQuestion; asking: boolean; revealed: boolean; verdict: RevealVerdict | null; onDone: (o: BidPickerOutput) => void; lang: string }) {
  const markOf = markWhen(asking || !verdict, revealed);
  const [snap, send] = useActor(bidPickerMachine);
  const step = snap.value as string;
  const ctx = snap.context;
  useEffect(() => {
    if (snap.status === 'done' && asking) onDone(snap.output as BidPickerOutput);
  }, [snap.status]);
  const shown = step === 'revealed' || step === 'done';
  const bids = q.bids.map((b, s) => (s === 0 ? ctx.bid : b));
  return (
    <div>
      <div data-question>
        {step === 'choosing' && (
          <>
            <p class="bg-prompt" id={`reveal-pick-${q.dealSeed}`}>
              {t('reveal.pick', { players: q.players })}
            </p>
            <div class="bg-choices" role="group" aria-labelledby={`reveal-pick-${q.dealSeed}`}>
              {BIDS.map((b: Bid) => (
                <button type="button" key={b} class="chip" aria-pressed={ctx.bid === b} onClick={() => send({ type: 'pick', bid: b })}>
                  <BidBadge t={t} bid={b} />
                </button>
              ))}
            </div>
            <button type="button" class="button" disabled={ctx.bid === null} onClick={() => send({ type: 'commit' })}>
              {t('reveal.commit')}
            </button>
          </>
        )}
        {step === 'committed' && (
          <>
            <p class="bg-prompt">{t('reveal.waiting')}</p>
            <button type="button" class="button" onClick={() => send({ type: 'reveal' })}>
              {t('reveal.turnOver')}
            </button>
          </>
        )}
        {shown && (
          <>
            <p class="bg-prompt" id={`reveal-ask-${q.dealSeed}`}>
              {say(t)('reveal.ask', { card: cardWord(t, q.card) })}
            </p>
            <div class="bg-choices" role="group" aria-labelledby={`reveal-ask-${q.dealSeed}`}>
              {bids.map((_, s) => (
                <button
                  type="button"
                  key={s}
                  class="chip"
                  {...markAttrs(markOf(!!verdict?.expected.includes(s), !!verdict?.given.includes(s)))}
                  aria-pressed={verdict ? verdict.given.includes(s) : ctx.marked.includes(s)}
                  disabled={!asking}
                  onClick={() => send({ type: 'mark', seat: s })}
                >
                  {seatName(t, s, true)}
                  <MarkText t={t} mark={markOf(!!verdict?.expected.includes(s), !!verdict?.given.includes(s))} />
                </button>
              ))}
            </div>
            {asking && (
              <button type="button" class="button" onClick={() => send({ type: 'submit' })}>
                {ctx.marked.length === 0 ? t('reveal.submitNobody') : t('reveal.submit', { seats: seatList(t, ctx.marked, lang, true) })}
              </button>
            )}
          </>
        )}
      </div>
      {shown && (
        <p class="bg-meta">
          <CardView t={t} card={q.card} size="sm" />
        </p>
      )}
      <ul class="bg-seats" aria-label={t('reveal.bids')}>
        {bids.map((b, s) => (
          <li key={s} class="bg-seat">
            <span>{seatName(t, s, true)}</span>
            <span class={`bg-seat__bid ${shown ? 'bg-seat__bid--shown' : ''}`}>
              {shown && b ? <BidBadge t={t} bid={b} /> : s === 0 && b && step === 'choosing' ? <BidBadge t={t} bid={b} /> : step === 'choosing' && s === 0 ? '' : <span class="bg-facedown" role="img" aria-label={t('reveal.faceDown')} />}
            </span>
          </li>
        ))}
      </ul>
      <p class="bg-meta">{t('reveal.yourHand')}</p>
      <ul class="bg-row">
        {sortCards(q.hand, q.rules.ranking).map((c) => (
          <li key={c}>
            <CardView t={t} card={c} size="sm" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BidReveal({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = usePhrase(lang, messages);
  const quiz = useQuiz(revealDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  return (
    <div class="widget" data-widget="bid-reveal">
      <h2 class="widget__title">{t('reveal.title')}</h2>
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`reveal-quiz-${lang}`}
        title={t('reveal.quizTitle')}
        hint={t('reveal.hint')}
        summary={verdict ? t('reveal.summary', { seats: seatList(t, verdict.expected, lang, true) }) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainReveal(t, q, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        {verdict && ctx.revealed ? (
          <ul class="bg-seats" aria-label={t('reveal.bids')}>
            {verdict.bids.map((b, s) => (
              <li key={s} class={`bg-seat${verdict.hurts[s] ? ' bg-seat--marked' : ''}`}>
                <span>{seatName(t, s, true)}</span> <BidBadge t={t} bid={b} />
              </li>
            ))}
          </ul>
        ) : (
          <Steps key={`${ctx.seed}-${ctx.level}`} t={t} q={q} asking={asking} revealed={ctx.revealed} verdict={verdict} lang={lang} onDone={(answer) => send({ type: 'quiz.answer', answer })} />
        )}
      </QuizFrame>
    </div>
  );
}
