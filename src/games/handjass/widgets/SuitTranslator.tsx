/**
 * suit-translator: a card named in one pack (Swiss-German or French), to be named in the other: the rank (Under =
 * Jack, Ober = Queen, Banner = Ten), the suit (under the learner's suit pairing, OP1) or the whole card.
 */
import type { T } from '../../../i18n/client';
import type { Card } from '../../../shared/cards/model';
import { MarkText, markAttrs, markWhen } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { Rules } from '../engine/rules';
import { choices, swissOf, translateDrill, type TranslateVerdict } from '../machines/drills/translate';
import type { TranslateScene } from '../positions/translate';
import { CardView, cardName, Lines, Question, useT, type WidgetProps } from './common';
import './handjass.css';

export function swissName(t: T, c: Card, mapping: Rules['suitNames'], ask: TranslateScene['ask']): string {
  const s = swissOf(c, mapping);
  if (ask === 'rank') return t(`swiss.rank.${s.rank}`);
  if (ask === 'suit') return t(`swiss.suit.${s.suit}`);
  return t('swiss.card', { rank: t(`swiss.rank.${s.rank}`), suit: t(`swiss.suit.${s.suit}`) });
}

export function frenchName(t: T, c: Card, ask: TranslateScene['ask']): string {
  if (ask === 'rank') return t(`card.rank.${c[0]}`);
  if (ask === 'suit') return t(`suit.${c[1]}`);
  return cardName(t, c);
}

export function explainTranslate(t: T, q: TranslateScene, v: TranslateVerdict): string[] {
  const s = v.swiss;
  const lines = [t('translate.why.rank', { swiss: t(`swiss.rank.${s.rank}`), french: t(`card.rank.${q.card[0]}`) })];
  if (q.ask !== 'rank') {
    lines.push(t('translate.why.suit', { swiss: t(`swiss.suit.${s.suit}`), french: t(`suit.${q.card[1]}`) }));
    lines.push(t(`translate.mapping.${v.mapping}`));
  }
  return lines;
}

export default function SuitTranslator({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(translateDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, asking, answer: given } = quiz;
  const rules = ctx.rules as unknown as Rules;
  const markOf = markWhen(asking, ctx.revealed);
  const toSwiss = q.direction === 'toSwiss';
  const name = (c: Card) => (toSwiss ? swissName(t, c, rules.suitNames, q.ask) : frenchName(t, c, q.ask));
  const part = (c: Card) => (q.ask === 'rank' ? c[0] : q.ask === 'suit' ? c[1] : c);
  return (
    <div class="widget" data-widget="suit-translator">
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`translate-${lang}`}
        title={t('translate.title')}
        hint={t('translate.hint')}
        summary={v ? t('translate.summary', { name: toSwiss ? swissName(t, q.card, rules.suitNames, q.ask) : frenchName(t, q.card, q.ask) }) : undefined}
        explanation={v && <Lines lines={explainTranslate(t, q, v)} />}
      >
        <div class="hj-translate">
          {toSwiss ? <CardView t={t} card={q.card} size="md" /> : <p class="hj-translate__swiss">{swissName(t, q.card, rules.suitNames, 'card')}</p>}
          <p class="quiz__prompt">{t(`translate.ask.${q.direction}.${q.ask}`)}</p>
        </div>
        <Question label={t(`translate.ask.${q.direction}.${q.ask}`)}>
          <div class="hj-choices">
            {choices(q).map((c) => {
              const mark = markOf(part(c) === part(q.card), given === c);
              return (
                <button type="button" key={c} data-answer={c} class="button button--quiet hj-choice" {...markAttrs(mark)} disabled={!asking} onClick={() => send({ type: 'quiz.answer', answer: c })}>
                  {name(c)}
                  <MarkText t={t} mark={mark} />
                </button>
              );
            })}
          </div>
        </Question>
      </QuizFrame>
    </div>
  );
}
