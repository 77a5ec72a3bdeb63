/**
 * weis-builder: a nine-card hand and the trump suit; the learner builds the Weis they would announce. Select the
 * cards of one combination (Space or Enter on a card), add it (the engine values it at once: a run, four of a kind,
 * or why it is neither), remove one again if need be, and announce the set. The engine judges the whole set against
 * the hand's declaration — a card counts in one combination only, runs follow the natural order even in trumps and
 * are never cut, and of the ways to use a shared card the highest total counts — and explains every group and every
 * combination missed.
 */
import type { T } from '../../../i18n/client';
import type { Card } from '../../../shared/cards/model';
import { QuizFrame, useQuizSubheading } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { useActor } from '../../../shared/ui/useActor';
import { useMemo } from 'preact/hooks';
import { sortHand } from '../engine/cards';
import { buildCombo, type BuildJudgement, type BuiltShape } from '../engine/weisBuild';
import { weisBuildDrill, type WeisBuildQuestion } from '../machines/drills/weis';
import { weisBuildForm } from '../machines/weisBuildForm';
import { CardView, cardList, cardName, Lines, Question, TrumpBanner, useT, type WidgetProps, questionKey } from './common';
import { buildLines, declarationLines, groupCheckLines, shapeText } from './weisText';
import './handjass.css';

/** The engine's value of one group of cards (never fails for cards of the question's hand). */
export function shapeOf(q: WeisBuildQuestion, cards: readonly Card[]): BuiltShape | null {
  const r = buildCombo(cards, q.hand, q.trump);
  return r.ok ? r.value : null;
}

function Builder({ t, lang, q, asking, judgement, onAnswer }: { t: T; lang: string; q: WeisBuildQuestion; asking: boolean; judgement: BuildJudgement | null; onAnswer: (groups: Card[][]) => void }) {
  const hand = useMemo(() => sortHand(q.hand, q.trump), [q]);
  const machine = useMemo(() => weisBuildForm.provide({ actions: { submit: (_, groups) => onAnswer(groups) } }), []);
  const [snap, send] = useActor(machine, { hand });
  const { selected, groups } = snap.context;
  const selecting = snap.matches('selecting');
  const H = useQuizSubheading();
  const shown = asking ? groups : (judgement?.groups.map((g) => g.cards) ?? groups);
  const usedIn = (c: Card) => shown.findIndex((g) => g.includes(c));
  const selShape = selected.length > 0 ? shapeOf(q, selected) : null;
  const total = groups.reduce((a, g, i) => {
    const s = shapeOf(q, g);
    const reused = groups.slice(0, i).some((h) => h.some((c) => g.includes(c)));
    return a + (s?.ok && !reused ? s.combo.value : 0);
  }, 0);
  const names = (cards: readonly Card[]) => cardList(t, cards, lang);
  return (
    <Question label={t('weisBuild.ask')}>
      <p class="quiz__prompt">{t('weisBuild.ask')}</p>
      <ul class="hj-hand" aria-label={t('weisBuild.hand')}>
        {hand.map((c) => {
          const used = usedIn(c);
          return (
            <li key={c}>
              <button type="button" data-answer={c} class="hj-card-button" aria-pressed={selected.includes(c)} disabled={!asking} onClick={() => send({ type: 'build.toggle', card: c })}>
                <CardView t={t} card={c} />
                <span class="visually-hidden">
                  {cardName(t, c)}
                  {used >= 0 ? `, ${t('weisBuild.used', { n: used + 1 })}` : ''}
                </span>
              </button>
              {used >= 0 && (
                <span class="hj-hand__reason" aria-hidden="true">
                  {t('weisBuild.used', { n: used + 1 })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {asking && (
        <div class="hj-build__actions">
          <p class="hj-build__selection" aria-live="polite" data-selection>
            {selShape ? t('weisBuild.selected', { shape: shapeText(t, selShape) }) : t('weisBuild.nothingSelected')}
          </p>
          <button type="button" class="button button--quiet" data-add disabled={!selecting} onClick={() => send({ type: 'build.add' })}>
            {t('weisBuild.add')}
          </button>
        </div>
      )}
      <H class="hj-build__title">{t('weisBuild.yours')}</H>
      {shown.length === 0 ? (
        <p class="hj-build__empty">{t('weisBuild.noneYet')}</p>
      ) : (
        <ol class="hj-build__groups" data-groups>
          {shown.map((g, i) => {
            const check = asking ? null : (judgement?.groups[i] ?? null);
            const s = shapeOf(q, g);
            const right = check ? check.reason.code === 'build.counts' && check.shared === null : null;
            return (
              <li key={`${i}-${g.join('')}`} class={`hj-build__group${right === true ? ' hj-build__group--right' : right === false ? ' hj-build__group--wrong' : ''}`} data-group={i}>
                <span class="hj-build__cards">{t('weisBuild.group', { n: i + 1, cards: names(g) })}</span>
                <span class="hj-build__value">{check ? groupCheckLines(t, check).join(' ') : s ? shapeText(t, s) : ''}</span>
                {asking && (
                  <button type="button" class="button button--quiet hj-build__remove" data-remove={i} aria-label={t('weisBuild.removeLabel', { n: i + 1, cards: names(g) })} onClick={() => send({ type: 'build.remove', index: i })}>
                    {t('weisBuild.remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {asking && (
        <>
          <p class="hj-build__total" data-total>
            {t('weisBuild.total', { points: total })}
          </p>
          {selecting && <p class="hj-build__note">{t('weisBuild.addFirst')}</p>}
          <button type="button" class="button" data-submit disabled={selecting} onClick={() => send({ type: 'build.submit' })}>
            {groups.length === 0 ? t('weisBuild.submitNone') : t('weisBuild.submit')}
          </button>
        </>
      )}
    </Question>
  );
}

export default function WeisBuilder({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const quiz = useQuiz(weisBuildDrill, { lang, seed, level, readUrl, credit });
  const { send, ctx, question: q, verdict: v, asking } = quiz;
  const lines = v ? (v.judgement ? buildLines(t, v.judgement) : [t('weisBuild.bad'), ...declarationLines(t, v.declaration)]) : [];
  return (
    <div class="widget" data-widget="weis-builder">
      <QuizFrame
        t={t}
        quiz={quiz}
        id={`weis-build-${lang}`}
        title={t('weisBuild.title')}
        hint={t(`weisBuild.hint.${Math.min(ctx.level, 3)}`)}
        summary={v ? t('weisBuild.summary', { points: v.declaration.total }) : undefined}
        explanation={v && <Lines lines={lines} />}
      >
        <TrumpBanner t={t} trump={q.trump} />
        <Builder key={questionKey(ctx, asking)} t={t} lang={lang} q={q} asking={asking} judgement={asking ? null : (v?.judgement ?? null)} onAnswer={(groups) => send({ type: 'quiz.answer', answer: groups })} />
      </QuizFrame>
    </div>
  );
}
