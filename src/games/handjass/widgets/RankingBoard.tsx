/**
 * ranking-board: the two ladders side by side (the trump ladder with the Buur and the Nell promoted, the plain
 * ladder), card points on every rung and running counters that end at 157; the quiz asks which of two cards is
 * higher under the trump suit. Ladders and points come from the engine (`rankLadders`, `cardInfo`).
 */
import { useState, useMemo } from 'preact/hooks';
import type { T } from '../../../i18n/client';
import type { Suit } from '../../../shared/cards/model';
import { markAttrs, markWhen, markedLabel } from '../../../shared/quiz/mark';
import { QuizFrame, quizHeadingLevel, quizSubheading } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { HJ_SUITS, rankLadders, type CardInfo, type LadderRung } from '../engine/cards';
import { rankingDrill, type RankingVerdict } from '../machines/drills/ranking';
import { CardView, cardName, cardWord, sayIn, Lines, Question, TrumpBanner, useT, type WidgetProps } from './common';
import './handjass.css';

const WHY_KEY: Record<RankingVerdict['why'], string> = {
  'rank.trump-beats-plain': 'ranking.why.trump',
  'rank.higher-on-trump-ladder': 'ranking.why.trumpLadder',
  'rank.higher-on-plain-ladder': 'ranking.why.plainLadder',
};

function infoLine(t: T, i: CardInfo): string {
  return t('ranking.place', {
    card: cardName(t, i.card),
    place: i.place,
    ladder: t(i.trump ? 'ranking.trumpLadder' : 'ranking.plainLadder'),
    points: t(i.reason.code),
  });
}

export function explainRanking(tt: T, v: RankingVerdict, lang = 'en'): string[] {
  const t = sayIn(tt, lang);
  return [t(WHY_KEY[v.why], { higher: cardWord(t, v.higher), lower: cardWord(t, v.lower) }), infoLine(t, v.a), infoLine(t, v.b)];
}

function Ladder({ t, title, rungs, heading: H }: { t: T; title: string; rungs: LadderRung[]; heading: 'h3' | 'h4' }) {
  return (
    <div class="hj-ladder">
      <H class="hj-ladder__title">{title}</H>
      <table class="hj-table">
        <thead>
          <tr>
            <th scope="col">{t('ranking.col.card')}</th>
            <th scope="col">{t('ranking.col.points')}</th>
            <th scope="col">{t('ranking.col.running')}</th>
          </tr>
        </thead>
        <tbody>
          {rungs.map((r) => (
            <tr key={r.card}>
              <th scope="row">{cardName(t, r.card)}</th>
              <td>{r.points}</td>
              <td>{r.running}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The two ladders for a chosen trump suit, with the counter to 157. */
/** The two ladders; `heading` is the tag of their titles, one level below the heading they sit under (h4 by default). */
export function LadderBoard({ t, initial, heading = 'h4' }: { t: T; initial: Suit; heading?: 'h3' | 'h4' }) {
  const [trump, setTrump] = useState<Suit>(initial);
  const l = rankLadders(trump);
  if (!l.ok) return null;
  const b = l.value;
  const plain = b.plainLadders[0]!;
  return (
    <div class="hj-board">
      <div class="hj-board__suits" role="group" aria-label={t('ranking.chooseTrump')}>
        {HJ_SUITS.map((s) => (
          <button type="button" key={s} class="chip" aria-pressed={trump === s} onClick={() => setTrump(s)}>
            {t(`suit.${s}`)}
          </button>
        ))}
      </div>
      <div class="hj-board__ladders">
        <Ladder t={t} title={t('ranking.trumpTitle', { suit: t(`suit.${trump}`) })} rungs={b.trumpLadder} heading={heading} />
        <Ladder t={t} title={t('ranking.plainTitle', { suit: t(`suit.${plain.suit}`) })} rungs={plain.rungs} heading={heading} />
      </div>
      <p class="hj-board__counter" aria-live="polite">
        {t('ranking.counter', { trump: b.trumpPoints, plain: b.plainPointsEach, cards: b.cardPoints, last: b.lastTrickBonus, total: b.total })}
      </p>
    </div>
  );
}

export default function RankingBoard({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const plainT = useT(lang, messages);
  const t = useMemo(() => sayIn(plainT, lang), [plainT, lang]);
  const quiz = useQuiz(rankingDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, asking, answer: given } = quiz;
  const markOf = markWhen(asking, ctx.revealed);
  return (
    <div class="widget" data-widget="ranking-board">
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`ranking-${lang}`}
        title={t('ranking.title')}
        hint={t(`ranking.hint.${Math.min(ctx.level, 3)}`)}
        summary={v ? t('ranking.summary', { card: cardName(t, v.higher) }) : undefined}
        explanation={v && <Lines lines={explainRanking(t, v)} />}
      >
        <TrumpBanner t={t} trump={q.trump} />
        <Question label={t('ranking.ask')}>
          <p class="quiz__prompt">{t('ranking.ask')}</p>
          <div class="hj-pair">
            {[q.a, q.b].map((c) => {
              const mark = markOf(v?.higher === c, given === c);
              return (
                <button type="button" key={c} data-answer={c} class="hj-card-button" {...markAttrs(mark)} disabled={!asking} onClick={() => send({ type: 'quiz.answer', answer: c })} aria-label={markedLabel(t, cardName(t, c), mark)}>
                  <CardView t={t} card={c} size="md" />
                </button>
              );
            })}
          </div>
        </Question>
      </QuizFrame>
      <details class="hj-details">
        <summary>{t('ranking.showBoard')}</summary>
        <LadderBoard t={t} initial={q.trump} heading={quizSubheading(quizHeadingLevel(readUrl))} />
      </details>
    </div>
  );
}
