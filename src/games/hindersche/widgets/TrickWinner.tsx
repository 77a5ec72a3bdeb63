/**
 * trick-winner: a finished trick from a real deal (who led, each card in play order, the trump suit); the learner
 * says who wins it. Level 3 shows schleipfen scenes: someone picks the trick up, and the learner says whether anyone
 * should object and who owns the trick if nobody does. The explanation is the engine's reason, card by card.
 */
import { useState } from 'preact/hooks';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { Card, Seat } from '../engine/types';
import { trickDrill, type TrickAnswer, type TrickVerdict } from '../machines/drills/trick';
import type { TrickScene } from '../positions/trick';
import { CardView, cardName, seatName, useT, type WidgetProps, cardWord, type Phrase } from './common';
import './trick-winner.css';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** The engine's reasons as sentences: why the winner wins, special cards, why each other card lost, the points. */
export function explainTrick(t: Phrase, v: TrickVerdict): string[] {
  const r = v.result;
  const name = (s: Seat) => seatName(t, s);
  const card = (c: Card) => cardWord(t, c);
  const ledSuit = r.led === 'trump' ? '' : t(`card.suit.${r.led}`);
  const lines: string[] = [];
  if (r.reason.code === 'trick.highest-trump') lines.push(t('trick.why.highest-trump', { seat: name(r.winner), card: card(r.card) }));
  else lines.push(t('trick.why.highest-of-led-suit', { leader: name(r.plays[0]!.seat), suit: ledSuit, seat: name(r.winner), card: card(r.card) }));
  for (const n of v.notes) {
    lines.push(n.code === 'trick.note.old-man' ? t(n.code, { card: card(n.card) }) : t(n.code, { card: card(n.card), suit: t(`card.suit.${n.printed}`) }));
  }
  for (const b of r.beaten) {
    const key = b.why === 'off-suit' && r.led === 'trump' ? 'trick.beaten.off-suit-trump' : `trick.beaten.${b.why}`;
    lines.push(t(key, { seat: name(b.seat), card: card(b.card), suit: ledSuit }));
  }
  lines.push(t('trick.points', { count: r.points }));
  const h = v.haul;
  if (!h) return lines;
  const vars = { claimant: name(h.claimant), winner: name(h.rightfulWinner), suit: ledSuit, points: t('trick.pointsShort', { count: r.points }) };
  const why = h.may.reason;
  if (why.code === 'haul.allowed') lines.push(t(`trick.haul.allowed-${h.vp06}`, vars));
  else if (why.code === 'haul.only-highest-of-led-suit') lines.push(t(why.code.replace('haul.', 'trick.haul.'), { ...vars, highest: why.highest === null ? '—' : name(why.highest) }));
  else lines.push(t(why.code.replace('haul.', 'trick.haul.'), vars));
  if (h.objection === 'open') lines.push(t(h.lastTrick ? 'trick.object.open-last' : 'trick.object.open', vars));
  else if (h.objection === 'closed') lines.push(t('trick.object.closed', vars));
  return lines;
}

/** One sentence with the right answer, read out with the verdict. */
export function trickSummary(t: Phrase, v: TrickVerdict): string {
  const e = v.expected;
  if ('winner' in e) return t('trick.summary.winner', { seat: seatName(t, e.winner) });
  const h = v.haul!;
  const owner = seatName(t, e.owner);
  if (h.objection === 'closed') return t('trick.summary.closed', { owner });
  const key = e.object ? 'trick.summary.object' : 'trick.summary.noObject';
  return t(h.lastTrick ? `${key}Last` : key, { owner });
}

function TrickTable({ t, q, verdict }: { t: Phrase; q: TrickScene; verdict: TrickVerdict | null }) {
  const winner = verdict?.result.winner;
  return (
    <div class="trick-table">
      <p class="trick-table__meta">
        <span class="trick-table__trump">{t('trick.trumps', { suit: t(`suit.${q.trump}`) })}</span>
        <span>{t('trick.number', { n: q.number })}</span>
      </p>
      <ol class="trick-table__plays" aria-label={t('trick.playOrder')}>
        {q.plays.map((p, i) => (
          <li key={p.card} class={`trick-table__play${winner === p.seat ? ' trick-table__play--winner' : ''}`}>
            <span class="trick-table__seat">{seatName(t, p.seat)}</span>
            <CardView t={t} card={p.card} size="md" />
            <span class="trick-table__badges">
              {i === 0 && <span class="badge badge--quiet">{t('trick.leads')}</span>}
              {q.claimant === p.seat && <span class="badge badge--alert">{t('trick.claimantBadge')}</span>}
              {winner === p.seat && <span class="badge">{t('trick.winnerBadge')}</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function WinnerQuestion({
  t,
  asking,
  revealed,
  verdict,
  onAnswer,
  answer,
  uid,
}: {
  t: Phrase;
  asking: boolean;
  revealed: boolean;
  verdict: TrickVerdict | null;
  onAnswer: (a: TrickAnswer) => void;
  answer: TrickAnswer | null;
  uid: string;
}) {
  const markOf = markWhen(asking, revealed);
  const right = verdict && 'winner' in verdict.expected ? verdict.expected.winner : null;
  const given = answer && 'winner' in answer ? answer.winner : null;
  return (
    <div role="group" aria-labelledby={`${uid}-ask`}>
      <p class="quiz__prompt" id={`${uid}-ask`}>
        {t('trick.ask.winner')}
      </p>
      <div class="trick-seats">
        {SEATS.map((s) => (
          <button
            type="button"
            key={s}
            class="button button--quiet trick-seats__button"
            {...markAttrs(markOf(right === s, given === s))}
            disabled={!asking}
            onClick={() => onAnswer({ winner: s })}
          >
            {seatName(t, s)}
            <MarkText t={t} mark={markOf(right === s, given === s)} />
          </button>
        ))}
      </div>
    </div>
  );
}

function HaulQuestion({ t, q, asking, onAnswer, uid }: { t: Phrase; q: TrickScene; asking: boolean; onAnswer: (a: TrickAnswer) => void; uid: string }) {
  const [object, setObject] = useState<boolean | null>(null);
  const [owner, setOwner] = useState<Seat | null>(null);
  const last = q.number === 9;
  return (
    <form
      class="trick-haul"
      onSubmit={(e) => {
        e.preventDefault();
        if (object !== null && owner !== null) onAnswer({ object, owner });
      }}
    >
      <p class="quiz__prompt">{t('trick.ask.haul', { claimant: seatName(t, q.claimant as Seat) })}</p>
      <fieldset class="trick-haul__set" disabled={!asking}>
        <legend>{t('trick.ask.object')}</legend>
        {[true, false].map((v) => (
          <label class="chip chip--radio" key={String(v)}>
            <input type="radio" name={`${uid}-object`} checked={object === v} onChange={() => setObject(v)} />
            {t(v ? 'trick.answer.yes' : 'trick.answer.no')}
          </label>
        ))}
      </fieldset>
      <fieldset class="trick-haul__set" disabled={!asking}>
        <legend>{t(last ? 'trick.ask.ownerLast' : 'trick.ask.owner')}</legend>
        {SEATS.map((s) => (
          <label class="chip chip--radio" key={s}>
            <input type="radio" name={`${uid}-owner`} checked={owner === s} onChange={() => setOwner(s)} />
            {seatName(t, s)}
          </label>
        ))}
      </fieldset>
      {asking && (
        <button type="submit" class="button" disabled={object === null || owner === null}>
          {t('trick.submit')}
        </button>
      )}
    </form>
  );
}

export default function TrickWinner({ lang, messages, seed = 1, level = 1, readUrl = false }: WidgetProps) {
  const t = useT(lang, messages);
  const drill = trickDrill;
  const quiz = useQuiz(drill, { lang, seed, level, readUrl });
  const { send, ctx, question: q, verdict, answer, asking } = quiz;
  const onAnswer = (a: TrickAnswer) => send({ type: 'quiz.answer', answer: a });
  return (
    <div class="widget" data-widget="trick-winner">
      <h2 class="widget__title">{t('trick.title')}</h2>
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`trick-quiz-${lang}`}
        title={t('trick.quizTitle')}
        hint={t(`trick.hint.${Math.min(ctx.level, 3)}`)}
        summary={verdict ? trickSummary(t, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainTrick(t, verdict).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <TrickTable t={t} q={q} verdict={asking ? null : verdict} />
        {q.claimant === undefined ? (
          <WinnerQuestion t={t} asking={asking} revealed={ctx.revealed} verdict={verdict} answer={answer} onAnswer={onAnswer} uid={`trick-${lang}`} />
        ) : (
          <HaulQuestion key={`${ctx.seed}-${ctx.level}`} t={t} q={q} asking={asking} onAnswer={onAnswer} uid={`trick-${lang}-${ctx.seed}`} />
        )}
      </QuizFrame>
    </div>
  );
}
