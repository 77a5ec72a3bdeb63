/**
 * The controls every drill shares around its own question: level, streak, hint, "show me"/explain, next, a link to
 * the question, and one live region that announces the verdict. Focus moves to "Next" after an answer so that a
 * keyboard user can read the feedback and go on; nothing moves on by itself.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { T } from '../../i18n/client';
import { answersSaved, type QuizHandle } from './useQuiz';
import { drillPath as sharedDrillPath } from '../ui/widget';
import { noticeText } from '../ui/parts';
import { nextHref, readStep } from '../progress/reviewStep';
import { PRIMED_ATTR, primeKey, scriptJson } from './primed';
import { HeadingLevel, quizHeadingLevel } from './heading';

export { quizHeadingLevel, quizSubheading, useQuizSubheading, type QuizHeadingLevel } from './heading';

/** After a review item: once its answer is saved, the next open item's page, or the review page with its summary. */
async function goOnInReview(index: number) {
  await answersSaved();
  window.location.assign(nextHref(document.documentElement.lang || 'en', index));
}

export interface QuizFrameProps {
  t: T;
  id: string;
  title: string;
  /**
   * The drill's running quiz (useQuiz): its state, `send`, the notice, and the page it is on. From it the frame
   * takes the title's heading level (an h2 on the drill's own page, else an h3 inside a lesson: quizHeadingLevel)
   * and the link to the drill's own page, where a question can be shared (/<lang>/<game>/drills/<drill>/).
   */
  quiz: QuizHandle;
  /** A hint for the current question (shown after "Hint"). */
  hint?: string;
  /** The question and its answer controls. */
  children: ComponentChildren;
  /** The explanation, shown after an answer while "explain" is open. */
  explanation?: ComponentChildren;
  /** A sentence about the answer given (e.g. "The Old Man is higher."), read out with the verdict. */
  summary?: string;
}

export function QuizFrame({
  t,
  id,
  title,
  quiz,
  hint,
  children,
  explanation,
  summary,
}: QuizFrameProps) {
  const context = quiz.snapshot.context;
  const asking = quiz.snapshot.hasTag('asking');
  const send = quiz.send;
  const headingLevel = quizHeadingLevel(quiz.readUrl);
  const drillPath = sharedDrillPath(quiz.lang, context.drill.ruleSpec.game, context.drill.id);
  const notice = noticeText(t, quiz.notice);
  const onDismissNotice = quiz.dismissNotice;
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answeredBefore = useRef(context.answered);
  // Set once the island runs in the browser: server-rendered controls do nothing until then (tests wait for it).
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState<{ index: number; total: number } | null>(null);
  // Unique per instance: a lesson may show the same widget twice.
  const titleId = `${id}-${useId()}`;
  // A costly drill's first question, as the server made it, for the browser to take instead of making it again.
  const first = useRef(context);
  const primed = first.current.drill.costly ? { key: primeKey(first.current.drill.id, first.current.seed, first.current.level, first.current.rules), json: scriptJson(first.current.question) } : null;
  useEffect(() => {
    setStep(readStep(context.drill.id));
    setReady(true);
  }, []);

  useEffect(() => {
    if (!asking && context.answered !== answeredBefore.current) nextRef.current?.focus();
    answeredBefore.current = context.answered;
  }, [asking, context.answered]);

  const verdict = context.verdict;
  const status = asking
    ? ''
    : context.revealed
      ? t('quiz.revealed')
      : verdict?.correct
        ? context.hinted
          ? t('quiz.rightWithHint')
          : t('quiz.right')
        : t('quiz.wrong');
  const levels = context.drill.levels;
  const link = `${drillPath}?seed=${context.seed}&level=${context.level}`;
  const Title = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <HeadingLevel.Provider value={headingLevel}>
      <section class="quiz" aria-labelledby={titleId} data-state={asking ? 'asking' : 'feedback'} data-ready={ready ? 'true' : 'false'}>
        {primed && <script type="application/json" {...{ [PRIMED_ATTR]: primed.key }} dangerouslySetInnerHTML={{ __html: primed.json }} />}
        <header class="quiz__header">
          <Title class="quiz__title" id={titleId} ref={headingRef}>
            {title}
          </Title>
          {levels > 1 && (
            <div class="quiz__levels" role="group" aria-label={t('quiz.level')}>
              {Array.from({ length: levels }, (_, i) => i + 1).map((level) => (
                <button type="button" class="chip" aria-pressed={context.level === level} onClick={() => send({ type: 'quiz.level', level })} key={level}>
                  {t('quiz.levelN', { level })}
                </button>
              ))}
            </div>
          )}
          <p class="quiz__streak">
            {t('quiz.streak', { count: context.streak })} · {t('quiz.best', { count: context.bestStreak })}
          </p>
        </header>
        {step && (
          <p class="quiz__review" data-review-step={step.index}>
            <a href={`/${document.documentElement.lang || 'en'}/review/`}>{t('quiz.reviewStep', { n: step.index + 1, count: step.total })}</a>
          </p>
        )}
        {notice && (
          <div class="quiz__notice" role="alert">
            <p>{notice}</p>
            {onDismissNotice && (
              <button type="button" class="link-button" onClick={onDismissNotice}>
                {t('quiz.dismiss')}
              </button>
            )}
          </div>
        )}
        {/* The question's answer area (tests find it by data-question; a widget may mark a narrower part inside it). */}
        <div class="quiz__body" data-question>
          {children}
        </div>
        {asking && context.hinted && hint && <p class="quiz__hint">{hint}</p>}
        <p
          class={`quiz__status ${asking ? '' : verdict?.correct && !context.revealed ? 'quiz__status--right' : 'quiz__status--wrong'}`}
          role="status"
          aria-live="polite"
        >
          {status}
          {status && summary ? ` ${summary}` : ''}
        </p>
        {!asking && context.explainOpen && explanation && <div class="quiz__explanation">{explanation}</div>}
        <div class="quiz__actions">
          {asking ? (
            <>
              {hint && (
                <button type="button" class="button button--quiet" disabled={context.hinted} onClick={() => send({ type: 'quiz.hint' })}>
                  {t('quiz.hint')}
                </button>
              )}
              <button type="button" class="button button--quiet" onClick={() => send({ type: 'quiz.explain' })}>
                {t('quiz.show')}
              </button>
            </>
          ) : (
            <>
              <button type="button" class="button button--quiet" aria-expanded={context.explainOpen} onClick={() => send({ type: 'quiz.explain' })}>
                {context.explainOpen ? t('quiz.hideExplain') : t('quiz.explain')}
              </button>
              <button type="button" class="button" ref={nextRef} onClick={() => (step ? void goOnInReview(step.index) : send({ type: 'quiz.next' }))}>
                {step ? t(step.index + 1 < step.total ? 'quiz.reviewNext' : 'quiz.reviewEnd') : t('quiz.next')}
              </button>
            </>
          )}
          <a class="quiz__link" href={link}>
            {t('quiz.link')}
          </a>
        </div>
      </section>
    </HeadingLevel.Provider>
  );
}
