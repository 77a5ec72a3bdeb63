/**
 * Runs a drill's quiz machine inside a widget: wires progress saving and the learner's rule variants (of the drill's
 * game) into it, and on drill pages reads a shared question from the address (?seed=&level=), reporting a malformed
 * one.
 *
 * Saved rule choices that cannot be read are reported here and only then replaced by the defaults (the rule panel
 * never rewrites them on load), so the notice cannot be lost to the order in which the islands of a page start.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { browserStorage, defaultRules, loadRules, rulesEvent, saveRules, type RuleSet } from '../settings/rulesSetting';
import type { ProgressNotice } from '../progress/saved';
import { useActor } from '../ui/useActor';
import { quizMachine, type Drill, type QuizContext, type QuizEvent, type QuizRecord, type Verdict } from './quizMachine';
import { freshSeed, nextSeed, parseSeed } from './seeds';
import { reviewIndex } from '../progress/reviewStep';
import { prepare, primeKey, readPrimed } from './primed';

export interface UseQuizOptions {
  /** The page's language: the quiz links to its drill's own page in it. */
  lang: string;
  seed: number;
  level?: number;
  /** Drill pages take ?seed= and ?level= from the address. */
  readUrl?: boolean;
  /** In a lesson's check: the lesson's slug, credited in progress when the learner answers right. */
  credit?: string;
}

export type QuizNotice = 'seed.malformed' | 'level.malformed' | ProgressNotice | 'rules.reset' | 'rules.newer';

/**
 * A drill's running quiz as its widget holds it (useQuiz) and hands it to the QuizFrame: the machine's snapshot and
 * `send`, the notice to show (and its dismissal), the page's language and whether the page is the drill's own.
 */
export interface QuizHandle {
  snapshot: { context: QuizContext; hasTag(tag: string): boolean };
  send: (event: QuizEvent) => void;
  notice: QuizNotice | null;
  dismissNotice: () => void;
  lang: string;
  readUrl: boolean;
}

/**
 * Progress is read and written by a module loaded after the widget (it is not needed for the first question, and
 * lesson pages carry several widgets within a tight JavaScript budget). Answers are recorded in order.
 */
const progressModule = () => import('../progress/progress');
let writes: Promise<unknown> = Promise.resolve();

function record(entry: QuizRecord | null, credit: string | undefined) {
  if (!entry) return;
  // A question opened from a review session (?review=<index>) also counts in the session.
  const step = reviewIndex();
  writes = writes
    .then(progressModule)
    .then(({ loadProgress, recordAttempt, recordLessonCheck, saveProgress, loadReview, saveReview, answerItem, dayOf }) => {
      const storage = browserStorage();
      const { progress } = loadProgress(storage);
      const { game, ...attempt } = entry;
      const next = recordAttempt(progress, game, attempt);
      saveProgress(storage, credit ? recordLessonCheck(next, game, credit, entry.success) : next);
      if (step !== null) {
        const review = loadReview(storage, dayOf(Date.now()));
        if (!review.newer) saveReview(storage, answerItem(review.state, step, entry.drill, entry.success ? 1 : entry.helped ? 2 : 0));
      }
    })
    .catch(() => undefined);
}

/** Resolves once every answer given so far has been saved (a review session waits for it before moving on). */
export const answersSaved = (): Promise<unknown> => writes;

/** Reads `?level=`: a whole number from 1 to `max`; null when absent, 'bad' when malformed. */
export function parseLevel(text: string | null, max: number): number | null | 'bad' {
  if (text === null || text === '') return null;
  if (!/^\d{1,2}$/.test(text)) return 'bad';
  const n = Number(text);
  return n >= 1 && n <= max ? n : 'bad';
}

/**
 * A drill's quiz in a widget: the handle the QuizFrame takes (QuizHandle), and what the widget draws from: the
 * machine's context (`ctx`), the question, the answer given and the verdict (null before an answer), typed as the
 * drill makes them, and whether the quiz is asking.
 */
export function useQuiz<Q, A, V extends Verdict, R extends RuleSet>(typedDrill: Drill<Q, A, V, R>, { lang, seed, level = 1, readUrl = false, credit }: UseQuizOptions) {
  const drill = typedDrill as unknown as Drill;
  // The server and the first client render use the default rules and the given seed, so hydration matches;
  // the learner's saved choices and any shared question are applied just after.
  const defaults = useMemo(() => defaultRules(drill.ruleSpec), [drill]);
  // A costly drill's first question comes with the page (primed.ts): read it before the quiz makes its first question.
  if (drill.costly) readPrimed(primeKey(drill.id, seed, level, defaults));
  const machine = useMemo(() => quizMachine.provide({ actions: { record: (_, params) => record(params as QuizRecord | null, credit) } }), []);
  const [snapshot, send, actor] = useActor(machine, { drill, rules: defaults, seed, level });
  const [notice, setNotice] = useState<QuizNotice | null>(null);

  useEffect(() => {
    const storage = browserStorage();
    const saved = loadRules(drill.ruleSpec, storage);
    if (saved.reset) {
      setNotice('rules.reset');
      saveRules(drill.ruleSpec, storage, saved.rules);
    } else if (saved.newer) setNotice('rules.newer');
    if (JSON.stringify(saved.rules) !== JSON.stringify(defaults)) send({ type: 'quiz.rules', rules: saved.rules });
    void progressModule()
      .then(({ loadProgress }) => {
        const progress = loadProgress(storage);
        if (progress.notice) setNotice(progress.notice);
      })
      .catch(() => undefined);
    const onRules = (e: Event) => send({ type: 'quiz.rules', rules: (e as CustomEvent<RuleSet>).detail });
    window.addEventListener(rulesEvent(drill.ruleSpec), onRules);
    if (readUrl) {
      const params = new URLSearchParams(window.location.search);
      const parsed = parseSeed(params.get('seed'));
      const lvl = parseLevel(params.get('level'), drill.levels);
      const keepLevel = typeof lvl === 'number' ? lvl : level;
      if (lvl === 'bad') setNotice('level.malformed');
      if (parsed?.ok) send({ type: 'quiz.load', seed: parsed.value, level: keepLevel });
      else {
        // No seed, or a malformed one: a really fresh question, at the level the link asked for.
        if (parsed && !parsed.ok) setNotice('seed.malformed');
        if (parsed || keepLevel !== level) send({ type: 'quiz.load', seed: freshSeed(), level: keepLevel });
      }
    }
    return () => window.removeEventListener(rulesEvent(drill.ruleSpec), onRules);
  }, []);

  // A costly drill makes the next question while the learner reads the feedback on this one (in idle time), so that
  // "Next" has it at once.
  const answeredNow = snapshot.context.verdict !== null;
  useEffect(() => {
    if (!drill.costly || !answeredNow) return;
    const { seed: at, level: lvl, rules } = snapshot.context;
    const w = window as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
    const run = () => prepare(drill, nextSeed(at), lvl, rules);
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(run, { timeout: 2000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(run, 300);
    return () => clearTimeout(id);
  }, [answeredNow, snapshot.context.seed, snapshot.context.level, snapshot.context.rules]);

  // Keep the address pointing at the current question, so it can be shared or bookmarked.
  useEffect(() => {
    if (!readUrl) return;
    const url = new URL(window.location.href);
    url.searchParams.set('seed', String(snapshot.context.seed));
    url.searchParams.set('level', String(snapshot.context.level));
    window.history.replaceState(null, '', url);
  }, [readUrl, snapshot.context.seed, snapshot.context.level]);

  const ctx = snapshot.context;
  return {
    snapshot,
    send,
    actor,
    notice,
    dismissNotice: () => setNotice(null),
    lang,
    readUrl,
    ctx,
    question: ctx.question as Q,
    answer: ctx.answer as A | null,
    verdict: ctx.verdict as V | null,
    asking: snapshot.hasTag('asking'),
  };
}
