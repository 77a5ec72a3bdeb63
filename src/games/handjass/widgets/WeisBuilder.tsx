/**
 * weis-builder: a nine-card hand and the trump suit; the learner says what the hand declares in all. A card counts
 * in one combination only, runs follow the natural order 6-7-8-9-Banner-Under-Ober-King-Ace even in trumps, and of
 * the ways to use a shared card the highest total counts (the four Aces + King-Ober(-Under) examples).
 */
import { QuizFrame } from '../../../shared/quiz/QuizFrame';
import { useQuiz } from '../../../shared/quiz/useQuiz';
import { sortHand } from '../engine/cards';
import { weisBuildDrill, type WeisBuildQuestion, type WeisBuildVerdict } from '../machines/drills/weis';
import { CardView, drillPath, Lines, noticeText, Question, TrumpBanner, useT, type WidgetProps } from './common';
import { declarationLines } from './weisText';
import './handjass.css';

export default function WeisBuilder({ lang, messages, seed = 1, level = 1, readUrl = false, credit }: WidgetProps) {
  const t = useT(lang, messages);
  const { snapshot, send, notice, dismissNotice } = useQuiz(weisBuildDrill, { seed, level, readUrl, credit });
  const ctx = snapshot.context;
  const q = ctx.question as WeisBuildQuestion;
  const v = ctx.verdict as WeisBuildVerdict | null;
  const asking = snapshot.hasTag('asking');
  const given = ctx.answer as number | null;
  return (
    <div class="widget" data-widget="weis-builder">
      <QuizFrame
        t={t}
        id={`weis-build-${lang}`}
        drillPath={drillPath(lang, weisBuildDrill.id)}
        title={t('weisBuild.title')}
        context={ctx}
        asking={asking}
        send={send}
        notice={noticeText(t, notice)}
        onDismissNotice={dismissNotice}
        hint={t(`weisBuild.hint.${Math.min(ctx.level, 3)}`)}
        summary={v ? t('weisBuild.summary', { points: v.declaration.total }) : undefined}
        explanation={v && <Lines lines={declarationLines(t, v.declaration)} />}
      >
        <TrumpBanner t={t} trump={q.trump} />
        <ul class="hj-hand hj-hand--static" aria-label={t('weisBuild.hand')}>
          {sortHand(q.hand).map((c) => (
            <li key={c}>
              <CardView t={t} card={c} />
            </li>
          ))}
        </ul>
        <Question label={t('weisBuild.ask')}>
          <p class="quiz__prompt">{t('weisBuild.ask')}</p>
          <div class="hj-choices">
            {q.options.map((n) => {
              const right = !asking && v?.declaration.total === n;
              const wrong = !asking && given === n && !right;
              return (
                <button type="button" key={n} data-answer={n} class={`button button--quiet hj-choice${right ? ' hj-choice--right' : ''}${wrong ? ' hj-choice--wrong' : ''}`} disabled={!asking} onClick={() => send({ type: 'quiz.answer', answer: n })}>
                  {t('weisBuild.option', { points: n })}
                </button>
              );
            })}
          </div>
        </Question>
      </QuizFrame>
    </div>
  );
}
