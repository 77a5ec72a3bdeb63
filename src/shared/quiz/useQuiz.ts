/**
 * Runs a drill's quiz machine inside a widget: wires progress saving and the learner's rule variants into it, and on
 * drill pages reads a shared question from the address (?seed=&level=), reporting a malformed one.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { makeRules, type Rules } from '../../games/hindersche/engine/rules';
import { browserStorage, loadRules, RULES_EVENT } from '../settings/rulesSetting';
import { loadProgress, recordAttempt, recordLessonCheck, saveProgress, type ProgressNotice } from '../progress/progress';
import { useActor } from '../ui/useActor';
import { quizMachine, type Drill, type QuizRecord } from './quizMachine';
import { parseSeed } from './seeds';

export interface UseQuizOptions {
  seed: number;
  level?: number;
  /** Drill pages take ?seed= and ?level= from the address. */
  readUrl?: boolean;
  /** In a lesson's check: the lesson's slug, credited in progress when the learner answers right. */
  credit?: string;
}

const DEFAULT_RULES = (() => {
  const r = makeRules({});
  if (!r.ok) throw new Error('default rules are invalid');
  return r.value;
})();

function record(entry: QuizRecord | null, credit: string | undefined) {
  if (!entry) return;
  const storage = browserStorage();
  const { progress } = loadProgress(storage);
  const next = recordAttempt(progress, entry);
  saveProgress(storage, credit ? recordLessonCheck(next, credit, entry.success) : next);
}

export function useQuiz(drill: Drill, { seed, level = 1, readUrl = false, credit }: UseQuizOptions) {
  // The server and the first client render use the default rules and the given seed, so hydration matches;
  // the learner's saved choices and any shared question are applied just after.
  const machine = useMemo(() => quizMachine.provide({ actions: { record: (_, params) => record(params as QuizRecord | null, credit) } }), []);
  const [snapshot, send, actor] = useActor(machine, { drill, rules: DEFAULT_RULES, seed, level });
  const [notice, setNotice] = useState<'seed.malformed' | ProgressNotice | 'rules.reset' | null>(null);

  useEffect(() => {
    const storage = browserStorage();
    const saved = loadRules(storage);
    if (saved.reset) setNotice('rules.reset');
    if (JSON.stringify(saved.rules) !== JSON.stringify(DEFAULT_RULES)) send({ type: 'quiz.rules', rules: saved.rules });
    const progress = loadProgress(storage);
    if (progress.notice) setNotice(progress.notice);
    const onRules = (e: Event) => send({ type: 'quiz.rules', rules: (e as CustomEvent<Rules>).detail });
    window.addEventListener(RULES_EVENT, onRules);
    if (readUrl) {
      const params = new URLSearchParams(window.location.search);
      const parsed = parseSeed(params.get('seed'));
      const lvl = Number(params.get('level') ?? level);
      if (parsed?.ok) send({ type: 'quiz.load', seed: parsed.value, level: Number.isFinite(lvl) ? lvl : level });
      else if (parsed && !parsed.ok) setNotice('seed.malformed');
    }
    return () => window.removeEventListener(RULES_EVENT, onRules);
  }, []);

  // Keep the address pointing at the current question, so it can be shared or bookmarked.
  useEffect(() => {
    if (!readUrl) return;
    const url = new URL(window.location.href);
    url.searchParams.set('seed', String(snapshot.context.seed));
    url.searchParams.set('level', String(snapshot.context.level));
    window.history.replaceState(null, '', url);
  }, [readUrl, snapshot.context.seed, snapshot.context.level]);

  return { snapshot, send, actor, notice, dismissNotice: () => setNotice(null) };
}
