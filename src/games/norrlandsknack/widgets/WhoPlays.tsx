/**
 * who-plays: the knock/lurk round of a deal (and from deal 2 the go-along/fold answers); the learner says who plays
 * the deal, or that it is dealt again. Deal 1 and later deals differ, and every line of the explanation comes from
 * the engine's reason for that seat.
 */
import { useState } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { Seat } from '../engine';
import { biddingDrill, type BiddingAnswer, type BiddingVerdict } from '../machines/drills/bidding';
import type { BiddingScene } from '../positions/bidding';
import { CallList, SEATS_OF, seatList, seatName, useT, type WidgetProps } from './common';
import './widgets.css';

export function explainWho(t: T, lang: string, q: BiddingScene, v: BiddingVerdict): string[] {
  const name = (s: Seat) => seatName(t, s);
  const lines: string[] = [];
  const o = v.outcome;
  for (const r of o.reasons) {
    if (r.code === 'bid.not-asked')
      lines.push(
        t('who.why.not-asked', {
          seat: name(r.seat),
          knocker: name(r.knocker),
        }),
      );
    else lines.push(t(`who.why.${r.code.slice(4)}`, { seat: name(r.seat) }));
  }
  if (o.result === 'redeal')
    lines.push(
      t(o.same_dealer ? 'who.why.redeal-same' : 'who.why.redeal-pass', {
        dealer: name(q.dealer),
      }),
    );
  else {
    if (o.unopposed)
      lines.push(
        t('who.why.unopposed', {
          seat: name(o.knocker),
          count: v.unopposedTricks ?? 0,
        }),
      );
    lines.push(t('who.why.players', { players: seatList(t, lang, o.participants) }));
  }
  lines.push(t(q.dealNo === 1 ? 'who.risk.first' : 'who.risk.later'));
  return lines;
}

export function whoSummary(t: T, lang: string, v: BiddingVerdict): string {
  return 'redeal' in v.expected
    ? t('who.summary.redeal')
    : t('who.summary.players', {
        players: seatList(t, lang, v.expected.players),
      });
}

function History({ t, q }: { t: T; q: BiddingScene }) {
  return (
    <div class="nk-scene">
      <p class="nk-scene__meta">
        {t(q.dealNo === 1 ? 'who.deal.first' : 'who.deal.later', {
          n: q.dealNo,
        })}{' '}
        · {t('nk.dealer', { seat: seatName(t, q.dealer) })} · {t('nk.players', { count: q.players })}
      </p>
      <CallList t={t} label={t('who.history')} bids={q.bids} responses={q.responses} />
    </div>
  );
}

function Question({
  t,
  q,
  asking,
  revealed,
  verdict,
  answer,
  onAnswer,
}: {
  t: T;
  q: BiddingScene;
  asking: boolean;
  revealed: boolean;
  verdict: BiddingVerdict | null;
  answer: BiddingAnswer | null;
  onAnswer: (a: BiddingAnswer) => void;
}) {
  const [picked, setPicked] = useState<Seat[]>([]);
  const [redeal, setRedeal] = useState(false);
  const shownSeats = answer && 'players' in answer ? answer.players : picked;
  const shownRedeal = answer ? 'redeal' in answer : redeal;
  const right = verdict && 'players' in verdict.expected ? verdict.expected.players : [];
  const markOf = markWhen(asking, revealed);
  const redealMark = verdict ? markOf('redeal' in verdict.expected, shownRedeal) : null;
  const toggle = (s: Seat) => {
    setRedeal(false);
    setPicked((p) => (p.includes(s) ? p.filter((x) => x !== s) : [...p, s]));
  };
  return (
    <form
      data-question
      class="nk-question"
      onSubmit={(e) => {
        e.preventDefault();
        if (redeal) onAnswer({ redeal: true });
        else if (picked.length > 0) onAnswer({ players: picked });
      }}
    >
      <fieldset class="nk-choices" disabled={!asking}>
        <legend class="quiz__prompt">{t('who.ask')}</legend>
        {SEATS_OF(q.players).map((s) => (
          <button
            type="button"
            key={s}
            data-answer={String(s)}
            class="chip nk-seat"
            {...markAttrs(markOf(right.includes(s), shownSeats.includes(s)))}
            aria-pressed={shownSeats.includes(s)}
            onClick={() => toggle(s)}
          >
            {seatName(t, s)}
            <MarkText t={t} mark={markOf(right.includes(s), shownSeats.includes(s))} />
          </button>
        ))}
        <button
          type="button"
          class="chip nk-seat"
          {...markAttrs(redealMark)}
          aria-pressed={shownRedeal}
          data-answer="redeal"
          onClick={() => {
            setRedeal(!redeal);
            setPicked([]);
          }}
        >
          {t('who.redeal')}
          <MarkText t={t} mark={redealMark} />
        </button>
      </fieldset>
      {asking && (
        <button type="submit" class="button" disabled={!redeal && picked.length === 0}>
          {t('nk.submit')}
        </button>
      )}
    </form>
  );
}

export default function WhoPlays({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(biddingDrill, {
    lang,
    seed,
    level,
    readUrl,
    ...(credit ? { credit } : {}),
  });
  const { send, ctx, question: q, verdict, asking } = quiz;
  return (
    <div class={`widget${readUrl ? ' nk-page' : ''}`} data-widget="who-plays">
      {!readUrl && <h2 class="widget__title">{t('who.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`who-quiz-${lang}`}
        title={t('who.quizTitle')}
        hint={t(q.dealNo === 1 ? 'who.hint.first' : 'who.hint.later')}
        summary={verdict ? whoSummary(t, lang, verdict) : undefined}
        explanation={
          verdict && (
            <ul>
              {explainWho(t, lang, q, verdict).map((line, i) => (
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
              q={q}
              asking={asking}
              revealed={ctx.revealed}
              verdict={verdict}
              answer={ctx.answer as BiddingAnswer | null}
              onAnswer={(a) => send({ type: 'quiz.answer', answer: a })}
            />
            <History t={t} q={q} />
          </>
        ) : (
          <>
            <History t={t} q={q} />
            <Question
              key={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`}
              t={t}
              q={q}
              asking={asking}
              revealed={ctx.revealed}
              verdict={verdict}
              answer={ctx.answer as BiddingAnswer | null}
              onAnswer={(a) => send({ type: 'quiz.answer', answer: a })}
            />
          </>
        )}
      </QuizFrame>
    </div>
  );
}
