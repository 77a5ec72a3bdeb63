/**
 * going-out: a player puts down his last card. Can anybody still holding cards beat it? The first of them clockwise
 * must, and play goes on; if nobody can, the deal ends and he pays nothing. The explanation comes from the engine's
 * `goingOut`: every Stopp on the way, the beater, and who else could have beaten the card.
 */
import { suitOf } from '../../../shared/cards/model';
import type { T } from '../../../i18n/client';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { GoingOutVerdict } from '../engine/drills';
import { outDrill, type OutAnswer, type OutVerdict } from '../machines/drills/out';
import type { OutQuestion } from '../positions/pile';
import { CardView, HandsView, PileView, cardWord, cardWords, toPhrase, joinList, seatName, useT, type WidgetProps } from './common';
import { phrase, type Phrase } from '../../../i18n/phrase';
import './stopp-widgets.css';

export function outLines(tt: T | Phrase, q: OutQuestion, o: GoingOutVerdict, lang: string): string[] {
  const t = toPhrase(tt, lang);
  const top = cardWord(t, q.top);
  const suit = t(`card.suit.${suitOf(q.top)}`);
  const player = seatName(t, q.topPlayer);
  const lines = o.stopps.map((s) => t('out.why.stopp', { name: seatName(t, s), suit, top }));
  if (o.code === 'out.nobody-can-beat') {
    lines.push(t('out.why.nobody', { name: player, top, suit }));
    return lines;
  }
  lines.push(t('out.why.beaten', { name: seatName(t, o.seat), cards: cardWords(t, o.beaters, 'den'), top, player }));
  const others = o.canBeat.filter((s) => s !== o.seat);
  if (others.length > 0) lines.push(t('out.why.others', { names: joinList(lang, others.map((s) => seatName(t, s))), name: seatName(t, o.seat), count: others.length }));
  return lines;
}

const outLabel = (t: Phrase, a: OutAnswer) => ('beat' in a ? t('out.answer.beat', { name: seatName(t, a.beat) }) : t('out.answer.end'));

function Question({ t, q, asking, revealed, verdict, onAnswer, lang }: { t: Phrase; q: OutQuestion; asking: boolean; revealed: boolean; verdict: OutVerdict | null; onAnswer: (a: OutAnswer) => void; lang: string }) {
  const n = q.hands.length;
  const seats = Array.from({ length: n - 1 }, (_, k) => (q.topPlayer + 1 + k) % n).filter((s) => (q.hands[s] ?? []).length > 0);
  const choices: OutAnswer[] = [...seats.map((beat) => ({ beat })), { end: true }];
  const same = (a: OutAnswer, b: OutAnswer) => JSON.stringify(a) === JSON.stringify(b);
  const markOf = markWhen(asking || !verdict, revealed);
  const mark = (a: OutAnswer) => (verdict ? markOf(same(a, verdict.expected), same(a, verdict.given)) : null);
  const promptId = `out-ask-${lang}-${q.level}`;
  return (
    <div data-question>
      <div class="stopp-top">
        <CardView t={t} card={q.top} size="sm" />
        <p id={promptId}>{t(q.before ? 'out.promptBeat' : 'out.promptLead', { name: seatName(t, q.topPlayer), card: cardWord(t, q.top) })}</p>
      </div>
      <div class="stopp-answers" role="group" aria-labelledby={promptId}>
        {choices.map((a) => (
          <button type="button" key={JSON.stringify(a)} class="button button--quiet" {...markAttrs(mark(a))} disabled={!asking} data-answer={JSON.stringify(a)} onClick={() => onAnswer(a)}>
            {outLabel(t, a)}
            <MarkText t={t} mark={mark(a)} />
          </button>
        ))}
      </div>
      <PileView t={t} pile={q.pile} label={t('scene.pileLabel', { count: q.pile.length })} />
      <HandsView t={t} hands={q.hands} from={q.topPlayer} highlight={verdict && 'beat' in verdict.expected ? verdict.expected.beat : null} />
    </div>
  );
}

export default function GoingOut({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = phrase(useT(lang, messages), lang);
  const quiz = useQuiz(outDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict, asking } = quiz;
  return (
    <div class={`widget${readUrl ? ' stopp-page' : ''}`} data-widget="going-out">
      {!readUrl && <h2 class="widget__title">{t('out.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`out-quiz-${lang}`}
        title={t('out.quizTitle')}
        hint={t('out.hint', { suit: t(`card.suit.${suitOf(q.top)}`) })}
        summary={verdict ? t('out.summary', { answer: outLabel(t, verdict.expected) }) : undefined}
        explanation={
          verdict && (
            <ol class="stopp-list">
              {outLines(t, q, verdict.outcome, lang).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          )
        }
      >
        <Question t={t} q={q} asking={asking} revealed={ctx.revealed} verdict={asking ? null : verdict} onAnswer={(a) => send({ type: 'quiz.answer', answer: a })} lang={lang} />
      </QuizFrame>
    </div>
  );
}
