/**
 * ranking-explorer: pick a trump suit and see every card in rank order per group, with its points; the Old Man
 * and Little Man are named, and the Little Man is shown leaving its printed suit for the trumps. Below it, the
 * ranking quiz: which of two cards is higher, or put four cards in order.
 */
import { useId, useState } from 'preact/hooks';
import { SUITS, partnerSuit, type Card, type Suit } from '../../../shared/cards/model';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { markAttrs, markWhen, markedLabel } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { cardPoints, isLittleMan, isOldMan, littleMan, type EffectiveSuit } from '../engine/cards';
import type { RankComparison } from '../engine/ranking';
import { rankingDrill, type RankingAnswer, type RankingVerdict } from '../machines/drills/ranking';
import { groupsUnder, type RankingQuestion } from '../positions/ranking';
import { CardView, cardList, cardName, useT, type WidgetProps, cardWord, type Phrase } from './common';

const groupName = (t: Phrase, g: EffectiveSuit) => (g === 'trump' ? t('group.trump') : t(`suit.${g}`));

function Explorer({ t, lang }: { t: Phrase; lang: string }) {
  const [trump, setTrump] = useState<Suit>('S');
  // Several explorers may share a page: each needs its own radio group.
  const group = useId();
  const groups = groupsUnder(trump);
  const lm = littleMan(trump);
  return (
    <div class="explorer">
      <fieldset class="explorer__trump">
        <legend>{t('ranking.chooseTrump')}</legend>
        {SUITS.map((s) => (
          <label class="chip chip--radio" key={s}>
            <input type="radio" name={`trump-${group}`} value={s} checked={trump === s} onChange={() => setTrump(s)} />
            {t(`suit.${s}`)}
          </label>
        ))}
      </fieldset>
      <p class="explorer__move" aria-live="polite">
        {t('ranking.littleManMoves', { card: cardWord(t, lm), suit: t(`card.suit.${partnerSuit(trump)}`) })}
      </p>
      {groups.map(({ group, cards }) => (
        <section class={`explorer__group ${group === 'trump' ? 'explorer__group--trump' : ''}`} key={group}>
          <h3 class="explorer__heading">
            {groupName(t, group)} <span class="explorer__count">({t('ranking.cardCount', { count: cards.length })})</span>
          </h3>
          <ol class="explorer__cards">
            {cards.map((c: Card) => (
              <li key={c} class="explorer__card">
                <CardView t={t} card={c} size="sm" />
                <span class="explorer__points">{t('ranking.points', { count: cardPoints(c, trump) })}</span>
                {isOldMan(c, trump) && <span class="badge">{t('ranking.oldMan')}</span>}
                {isLittleMan(c, trump) && <span class="badge">{t('ranking.littleMan')}</span>}
              </li>
            ))}
            {group === partnerSuit(trump) && (
              <li class="explorer__card explorer__card--gone" aria-label={t('ranking.gone', { card: cardWord(t, lm) })}>
                <span aria-hidden="true">↗ {t('ranking.toTrumps')}</span>
              </li>
            )}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function explainComparison(t: Phrase, c: RankComparison): string[] {
  const higher = cardName(t, c.higher);
  const lower = cardName(t, c.lower);
  const lines = [t(`rank.why.${c.why}`, { higher, lower, group: groupName(t, c.groups[0]), p1: c.places[0], p2: c.places[1] })];
  for (const n of c.notes) {
    if (n.code === 'rank.note.ten-low') lines.push(t(n.code, { ten: cardWord(t, n.ten) }));
    else if (n.code === 'rank.note.little-man-is-trump') lines.push(t(n.code, { card: cardWord(t, n.card), suit: t(`card.suit.${n.printedSuit}`) }));
    else lines.push(t(n.code, { card: cardWord(t, n.card) }));
  }
  return lines;
}

function Question({
  t,
  q,
  asking,
  revealed,
  answer,
  onAnswer,
  verdict,
}: {
  t: Phrase;
  q: RankingQuestion;
  asking: boolean;
  revealed: boolean;
  answer: RankingAnswer | null;
  onAnswer: (a: RankingAnswer) => void;
  verdict: RankingVerdict | null;
}) {
  const markOf = markWhen(asking || !verdict, revealed);
  const picked = answer && 'pick' in answer ? answer.pick : null;
  const [order, setOrder] = useState<Card[]>([]);
  const trumpName = t(`card.suit.${q.trump}`);
  if (q.kind === 'pair') {
    return (
      <div>
        <p class="quiz__prompt">{t('ranking.askPair', { suit: trumpName })}</p>
        <ul class="card-choice">
          {q.cards.map((c) => (
            <li key={c}>
              <button
                type="button"
                class="card-button"
                {...markAttrs(markOf(verdict?.expected[0] === c, picked === c))}
                disabled={!asking}
                onClick={() => onAnswer({ pick: c })}
                aria-label={markedLabel(t, t('ranking.pickHigher', { card: cardWord(t, c) }), markOf(verdict?.expected[0] === c, picked === c))}
              >
                <CardView t={t} card={c} size="lg" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const remaining = q.cards.filter((c) => !order.includes(c));
  const choose = (c: Card) => {
    const next = [...order, c];
    if (next.length === q.cards.length) {
      setOrder([]);
      onAnswer({ order: next });
    } else setOrder(next);
  };
  return (
    <div>
      <p class="quiz__prompt">{t('ranking.askOrder', { suit: trumpName })}</p>
      <ul class="card-choice">
        {(asking ? remaining : q.cards).map((c) => (
          <li key={c}>
            <button type="button" class="card-button" disabled={!asking} onClick={() => choose(c)} aria-label={t('ranking.pickNext', { card: cardWord(t, c), place: order.length + 1 })}>
              <CardView t={t} card={c} size="md" />
            </button>
          </li>
        ))}
      </ul>
      {asking && order.length > 0 && (
        <p>
          {t('ranking.yourOrder', { cards: order.map((c) => cardName(t, c)).join(' › ') })}{' '}
          <button type="button" class="link-button" onClick={() => setOrder(order.slice(0, -1))}>
            {t('ranking.undo')}
          </button>
        </p>
      )}
    </div>
  );
}

export default function RankingExplorer({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(rankingDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking, answer } = quiz;
  const summary =
    verdict && answer
      ? q.kind === 'pair'
        ? t('ranking.summaryPair', { card: cardWord(t, verdict.expected[0] as Card) })
        : t('ranking.summaryOrder', { cards: cardList(t, verdict.expected, lang) })
      : undefined;
  return (
    <div class="widget" data-widget="ranking-explorer">
      <h2 class="widget__title">{t('ranking.title')}</h2>
      {/* In a lesson the explorer comes first; on the drill's own page the question does, and the explorer follows. */}
      {!readUrl && <Explorer t={t} lang={lang} />}
      <QuizFrame
        t={t}
        quiz={quiz}
        id="ranking-quiz"
        title={t('ranking.quizTitle')}
        hint={t('ranking.hint')}
        summary={summary}
        explanation={
          verdict && (
            <ul>
              {verdict.comparisons.flatMap((c) => explainComparison(t, c)).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <Question key={`${ctx.seed}-${ctx.level}`} t={t} q={q} asking={asking} revealed={ctx.revealed} answer={ctx.answer as RankingAnswer | null} verdict={verdict} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} />
      </QuizFrame>
      {readUrl && <Explorer t={t} lang={lang} />}
    </div>
  );
}
