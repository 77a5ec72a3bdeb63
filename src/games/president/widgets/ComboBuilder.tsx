/**
 * combo-builder: build the asked-for combination (a pair, a triple, four of a kind, or a run when runs are on) from
 * a hand. After the answer, the engine's reason: what the cards make, or why they make nothing.
 */
import type { T } from '../../../i18n/client';
import { answerMark } from '../../../shared/quiz/mark';
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import type { ComboError } from '../engine/combos';
import { comboDrill, type CardsAnswer, type ComboVerdict } from '../machines/drills/combo';
import type { ComboQuestion } from '../positions/combo';
import { phrase } from '../../../i18n/phrase';
import { pCardNoun } from '../table/narrate';
import { CardPicker, cardList, comboName, rankName, useT, type WidgetProps } from './common';
import './president.css';

/** The engine's combination error as a sentence. */
export function comboError(t: T, e: ComboError, lang = 'en'): string {
  switch (e.code) {
    case 'combo.mixed-ranks':
      return t('comboErr.mixed-ranks', { ranks: e.ranks.map((r) => rankName(t, r)).join(', ') });
    case 'combo.too-many-cards':
      return t('comboErr.too-many-cards', { count: e.count });
    case 'combo.run-too-short':
      return t('comboErr.run-too-short', { count: e.count, min: e.min });
    case 'combo.run-too-long':
      return t('comboErr.run-too-long', { count: e.count, max: e.max });
    case 'combo.run-gap':
      return t('comboErr.run-gap', { missing: e.missing.map((r) => rankName(t, r)).join(', ') });
    case 'combo.run-repeated-rank':
      return t('comboErr.run-repeated-rank', { rank: rankName(t, e.rank) });
    case 'combo.duplicate-card':
    case 'combo.no-jokers':
      return phrase(t, lang)(`comboErr.${e.code.replace('combo.', '')}`, { card: pCardNoun(t, lang, e.card) });
    default:
      return t(`comboErr.${e.code.replace('combo.', '')}`);
  }
}

export const wantName = (t: T, q: ComboQuestion) => (q.want.type === 'run' ? t('build.want.run', { count: q.want.count }) : t(`build.want.set${q.want.count}`));

export function explainCombo(t: T, q: ComboQuestion, v: ComboVerdict, answer: CardsAnswer | null, lang: string): string[] {
  const lines: string[] = [];
  const given = answer?.cards ?? [];
  if (v.combo) {
    lines.push(t('build.why.makes', { cards: cardList(t, given, lang), combo: comboName(t, v.combo) }));
    if (v.mismatch === 'type') lines.push(t(q.want.type === 'run' ? 'build.why.wantRun' : 'build.why.wantSet', { want: wantName(t, q) }));
    if (v.mismatch === 'count') lines.push(t('build.why.wantCount', { want: wantName(t, q), count: q.want.count, got: v.combo.count }));
  } else if (v.reason) lines.push(comboError(t, v.reason, lang));
  if (v.example.length) lines.push(t('build.why.example', { cards: cardList(t, v.example, lang) }));
  if (q.want.type === 'set') lines.push(t('build.rule.set'));
  else lines.push(t('build.rule.run'));
  return lines;
}

export default function ComboBuilder({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(comboDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, answer, asking } = quiz;
  const given = answer?.cards ?? [];
  return (
    <div class="widget pres-widget" data-widget="combo-builder">
      {!readUrl && <h2 class="widget__title">{t('build.title')}</h2>}
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`build-quiz-${lang}`}
        title={t('build.quizTitle')}
        hint={t(q.want.type === 'run' ? 'build.hint.run' : 'build.hint.set')}
        summary={v ? (v.correct ? t('build.summary.right', { combo: v.combo ? comboName(t, v.combo) : '' }) : t('build.summary.wrong', { want: wantName(t, q) })) : undefined}
        explanation={
          v && (
            <ul>
              {explainCombo(t, q, v, answer, lang).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )
        }
      >
        <div data-question>
          <p class="quiz__prompt">{t('build.ask', { want: wantName(t, q) })}</p>
          <CardPicker
            t={t}
            hand={q.hand}
            max={q.want.type === 'run' ? 13 : 4}
            asking={asking}
            questionKey={`${ctx.seed}-${ctx.level}-${JSON.stringify(ctx.rules)}`}
            label={t('build.hand')}
            submitLabel={t('build.submit')}
            onSubmit={(cards) => send({ type: 'quiz.answer', answer: { cards } })}
            mark={(c) => answerMark(given.includes(c) && !!v?.correct, given.includes(c), ctx.revealed)}
          />
        </div>
      </QuizFrame>
    </div>
  );
}
