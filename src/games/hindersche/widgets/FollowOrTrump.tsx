/**
 * follow-or-trump: a moment of a real deal where a trick has been led and it is the learner's turn. Level 1: play one
 * card; levels 2 and 3: mark every card that may be played (level 3 brings the trump leads, the Little Man led, the
 * partner suit led to a hand whose only such card is the Little Man, and void hands). The feedback goes through the
 * hand card by card with the engine's legalPlays reason codes, under the learner's VP05 choice.
 */
import { useState } from 'preact/hooks';
import { partnerSuit, type Card, type Suit } from '../../../shared/cards/model';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { markAttrs, markWhen, markedLabel } from '../../../shared/quiz/mark';
import { QuizFrame, useQuizSubheading } from '../../../shared/quiz/QuizFrame';
import type { LegalPlay } from '../engine/play';
import { followDrill, type FollowAnswer, type FollowVerdict } from '../machines/drills/follow';
import type { FollowQuestion } from '../positions/follow';
import { CardView, TrumpBanner, cardList, cardName, seatName, useT, type WidgetProps, cardWord, type Phrase } from './common';
import './follow-or-trump.css';


/** The engine's reason for one card, in words. */
export function reasonLine(t: Phrase, p: LegalPlay, q: Pick<FollowQuestion, 'trump'>, leadIsLittleMan: boolean): string {
  const card = cardName(t, p.card);
  const r = p.reason;
  const suit = (s: string) => t(`card.suit.${s}`);
  switch (r.code) {
    case 'play.follows-suit':
      if (r.led === 'trump') return t(r.littleMan ? 'follow.reason.play.follows-suit.little-man' : 'follow.reason.play.follows-suit.trump', { card });
      return t('follow.reason.play.follows-suit', { card, suit: suit(r.led) });
    case 'play.trumps':
      return t(r.littleMan ? 'follow.reason.play.trumps.little-man' : 'follow.reason.play.trumps', { card, suit: suit(r.led) });
    case 'play.void':
      if (r.littleManNotLedSuit) return t('follow.reason.play.void.little-man-not-led-suit', { card, suit: suit(r.led) });
      if (r.led === 'trump') return t('follow.reason.play.void.trump', { card });
      return t('follow.reason.play.void', { card, suit: suit(r.led) });
    case 'play.must-follow-or-trump':
      return t(r.printedLittleMan ? 'follow.reason.play.must-follow-or-trump.printed-little-man' : 'follow.reason.play.must-follow-or-trump', { card, suit: suit(r.led) });
    case 'play.must-play-trump':
      if (leadIsLittleMan && p.card[1] === partnerSuit(q.trump)) return t('follow.reason.play.must-play-trump.partner-suit', { card, suit: suit(partnerSuit(q.trump)) });
      return t('follow.reason.play.must-play-trump', { card });
    default:
      return card;
  }
}

function leadLine(t: Phrase, q: FollowQuestion, v: FollowVerdict): string {
  const lead = q.trick[0];
  if (!lead) return '';
  const values = { name: seatName(t, lead.seat), card: cardWord(t, lead.card), suit: t(`card.suit.${lead.card[1]}`) };
  if (v.lead.littleMan) return t('follow.lead.little-man', values);
  if (v.lead.led === 'trump') return t('follow.lead.trump', values);
  return t('follow.lead.plain', { ...values, suit: t(`card.suit.${v.lead.led}`) });
}

function Question({
  t,
  q,
  asking,
  revealed,
  verdict,
  onAnswer,
}: {
  t: Phrase;
  q: FollowQuestion;
  asking: boolean;
  revealed: boolean;
  verdict: FollowVerdict | null;
  onAnswer: (a: FollowAnswer) => void;
}) {
  const [marked, setMarked] = useState<Card[]>([]);
  const toggle = (c: Card) => setMarked(marked.includes(c) ? marked.filter((x) => x !== c) : [...marked, c]);
  const legalOf = (c: Card) => verdict?.plays.find((p) => p.card === c)?.legal;
  const markOf = markWhen(asking, revealed);
  const headingId = `follow-hand-${q.level}`;
  const H = useQuizSubheading();
  return (
    <div class="follow">
      <TrumpBanner t={t} trump={q.trump} label="follow.trumps" />
      <H class="follow__heading">{t('follow.trickHeading', { number: q.trickNumber })}</H>
      <ol class="follow__trick">
        {q.trick.map((p, i) => (
          <li key={p.card} class={`follow__play ${i === 0 ? 'follow__play--lead' : ''}`}>
            <span class="follow__who">{t(i === 0 ? 'follow.ledBy' : 'follow.playedBy', { name: seatName(t, p.seat) })}</span>
            <CardView t={t} card={p.card} size="md" />
          </li>
        ))}
        <li class="follow__play follow__play--you">
          <span class="follow__who">{t('follow.yourTurn')}</span>
          <span class="follow__slot" aria-hidden="true" />
        </li>
      </ol>
      <p class="quiz__prompt">{t(q.kind === 'play-one' ? 'follow.askOne' : 'follow.askMark')}</p>
      <H class="follow__heading" id={headingId}>
        {t('follow.handHeading', { name: seatName(t, q.seat) })}
      </H>
      <ul class="card-choice follow__hand" aria-labelledby={headingId}>
        {q.hand.map((c) => {
          const legal = legalOf(c);
          const chosen = verdict?.given.includes(c) ?? false;
          const mark = legal === undefined ? null : markOf(legal, chosen);
          return (
            <li key={c} class="follow__card">
              {q.kind === 'play-one' ? (
                <button type="button" class="card-button" {...markAttrs(mark)} disabled={!asking} aria-label={markedLabel(t, t('follow.playCard', { card: cardWord(t, c) }), mark)} onClick={() => onAnswer({ play: c })}>
                  <CardView t={t} card={c} size="md" />
                </button>
              ) : (
                <button
                  type="button"
                  class="card-button"
                  {...markAttrs(mark)}
                  disabled={!asking}
                  aria-pressed={asking ? marked.includes(c) : chosen}
                  aria-label={markedLabel(t, cardName(t, c), mark)}
                  onClick={() => toggle(c)}
                >
                  <CardView t={t} card={c} size="md" />
                </button>
              )}
              {legal !== undefined && <span class={`follow__verdict ${legal ? 'follow__verdict--legal' : ''}`}>{t(legal ? 'follow.allowed' : 'follow.notAllowed')}</span>}
            </li>
          );
        })}
      </ul>
      {q.kind === 'mark-legal' && asking && (
        <p class="follow__check">
          <span>{t('follow.marked', { count: marked.length })}</span>
          <button type="button" class="button" onClick={() => onAnswer({ legal: q.hand.filter((c) => marked.includes(c)) })}>
            {t('follow.check')}
          </button>
        </p>
      )}
    </div>
  );
}

function Explanation({ t, q, verdict, revealed }: { t: Phrase; q: FollowQuestion; verdict: FollowVerdict; revealed: boolean }) {
  return (
    <div>
      <p>{leadLine(t, q, verdict)}</p>
      <ul class="follow__reasons">
        {verdict.plays.map((p) => {
          const chosen = verdict.given.includes(p.card);
          let note = '';
          if (!revealed && q.kind === 'play-one' && chosen) note = t('follow.yourCard');
          if (!revealed && q.kind === 'mark-legal' && chosen !== p.legal) note = t(p.legal ? 'follow.missed' : 'follow.wronglyMarked');
          return (
            <li key={p.card} class={p.legal ? 'follow__reason--legal' : 'follow__reason--illegal'} data-code={p.reason.code}>
              {reasonLine(t, p, q, verdict.lead.littleMan)}
              {note && <strong class="follow__note"> {note}</strong>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function FollowOrTrump({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(followDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  let summary: string | undefined;
  if (verdict) {
    const played = q.kind === 'play-one' && !ctx.revealed ? verdict.given[0] : undefined;
    summary = played
      ? t(verdict.expected.includes(played) ? 'follow.summaryPlayed.legal' : 'follow.summaryPlayed.illegal', { card: cardWord(t, played) })
      : t('follow.summaryLegal', { cards: cardList(t, verdict.expected, lang) });
  }
  return (
    <div class="widget" data-widget="follow-or-trump">
      <h2 class="widget__title">{t('follow.title')}</h2>
      <p>{t('follow.intro')}</p>
      {ctx.rules.VP05 === 'follows-printed-suit' && <p class="follow__variant">{t('follow.variantNote')}</p>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id="follow-quiz"
        title={t('follow.quizTitle')}
        hint={t('follow.hint')}
        summary={summary}
        explanation={verdict && <Explanation t={t} q={q} verdict={verdict} revealed={ctx.revealed} />}
      >
        <Question key={`${ctx.seed}-${ctx.level}-${ctx.rules.VP05}`} t={t} q={q} asking={asking} revealed={ctx.revealed} verdict={verdict} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} />
      </QuizFrame>
    </div>
  );
}
