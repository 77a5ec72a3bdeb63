/**
 * The one quiz flow every drill shares: question -> answer -> feedback -> (the learner asks) -> next question.
 * The drill supplies generate/judge functions that call the rules engine; this machine owns the flow: levels,
 * streaks, hints (a question answered right after a hint counts as helped: not a success, not a miss), "explain"
 * (always available: before answering it reveals the answer and counts as a miss), and it never moves on before the
 * learner asks. Progress is written through the
 * injected `record` action, so storage stays outside the machine.
 */
import { assign, setup } from 'xstate';
import type { RuleSpec } from '../game';
import type { RuleSet } from '../settings/rulesSetting';
import { nextSeed } from './seeds';
import { questionFor } from './primed';

type Rules = RuleSet;

export interface Verdict {
  correct: boolean;
}

/** A drill: how to make a question from a seed and how to judge an answer, both by asking the engine. */
export interface Drill<Q = unknown, A = unknown, V extends Verdict = Verdict, R extends RuleSet = RuleSet> {
  id: string;
  /** The game's rule options: the drill follows the learner's choices of them, and progress is kept per game. */
  ruleSpec: RuleSpec;
  skill: string;
  /** The skill a particular question trains, when it differs from `skill` (e.g. schleipfen scenes of trick-winner). */
  skillOf?(question: Q): string;
  levels: number;
  generate(seed: number, level: number, rules: R): Q;
  judge(question: Q, answer: A, rules: R): V;
  /** The right answer, used when the learner asks to be shown. */
  solve(question: Q, rules: R): A;
  /**
   * Making a question takes a search: the page carries the server's first question (JSON, so plain data only) and
   * the browser does not make it again (primed.ts).
   */
  costly?: boolean;
}

export interface QuizRecord {
  game: string;
  drill: string;
  skill: string;
  seed: number;
  level: number;
  /** Counted as right: answered correctly without a hint and without asking to be shown. */
  success: boolean;
  /** Answered correctly, but after a hint. */
  helped?: boolean;
}

export interface QuizContext {
  drill: Drill;
  rules: Rules;
  seed: number;
  level: number;
  question: unknown;
  answer: unknown;
  verdict: Verdict | null;
  hinted: boolean;
  revealed: boolean;
  explainOpen: boolean;
  streak: number;
  bestStreak: number;
  answered: number;
  successes: number;
  last: QuizRecord | null;
}

export interface QuizInput {
  drill: Drill;
  rules: Rules;
  seed: number;
  level?: number;
}

export type QuizEvent =
  | { type: 'quiz.answer'; answer: unknown }
  | { type: 'quiz.hint' }
  | { type: 'quiz.explain' }
  | { type: 'quiz.next' }
  | { type: 'quiz.level'; level: number }
  | { type: 'quiz.load'; seed: number; level: number }
  | { type: 'quiz.rules'; rules: Rules };

const skillOf = (context: Pick<QuizContext, 'drill' | 'question'>) => context.drill.skillOf?.(context.question) ?? context.drill.skill;

const clampLevel = (drill: Drill, level: number) => Math.min(Math.max(1, Math.round(level) || 1), drill.levels);

function fresh(context: Pick<QuizContext, 'drill' | 'rules'>, seed: number, level: number) {
  return {
    seed,
    level,
    question: questionFor(context.drill, seed, level, context.rules),
    answer: null,
    verdict: null,
    hinted: false,
    revealed: false,
    explainOpen: false,
  };
}

export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    input: {} as QuizInput,
    events: {} as QuizEvent,
  },
  actions: {
    /** Injected with .provide(): store progress. */
    record: (_, _record: QuizRecord | null) => {},
    judge: assign(({ context, event }) => {
      if (event.type !== 'quiz.answer') return {};
      const verdict = context.drill.judge(context.question, event.answer, context.rules);
      const success = verdict.correct && !context.hinted;
      const streak = success ? context.streak + 1 : 0;
      return {
        answer: event.answer,
        verdict,
        streak,
        bestStreak: Math.max(context.bestStreak, streak),
        answered: context.answered + 1,
        successes: context.successes + (success ? 1 : 0),
        last: {
          game: context.drill.ruleSpec.game,
          drill: context.drill.id,
          skill: skillOf(context),
          seed: context.seed,
          level: context.level,
          success,
          ...(verdict.correct && context.hinted ? { helped: true } : {}),
        },
      };
    }),
    reveal: assign(({ context }) => {
      const answer = context.drill.solve(context.question, context.rules);
      return {
        answer,
        verdict: context.drill.judge(context.question, answer, context.rules),
        revealed: true,
        explainOpen: true,
        streak: 0,
        answered: context.answered + 1,
        last: { game: context.drill.ruleSpec.game, drill: context.drill.id, skill: skillOf(context), seed: context.seed, level: context.level, success: false },
      };
    }),
    nextQuestion: assign(({ context }) => fresh(context, nextSeed(context.seed), context.level)),
    setLevel: assign(({ context, event }) => {
      if (event.type !== 'quiz.level') return {};
      return fresh(context, nextSeed(context.seed), clampLevel(context.drill, event.level));
    }),
    load: assign(({ context, event }) => {
      if (event.type !== 'quiz.load') return {};
      return fresh(context, event.seed, clampLevel(context.drill, event.level));
    }),
    setRules: assign(({ context, event }) => {
      if (event.type !== 'quiz.rules') return {};
      return { rules: event.rules, ...fresh({ ...context, rules: event.rules }, context.seed, context.level) };
    }),
    hint: assign({ hinted: true }),
    toggleExplain: assign(({ context }) => ({ explainOpen: !context.explainOpen })),
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => {
    const level = clampLevel(input.drill, input.level ?? 1);
    return {
      drill: input.drill,
      rules: input.rules,
      ...fresh(input, input.seed, level),
      streak: 0,
      bestStreak: 0,
      answered: 0,
      successes: 0,
      last: null,
    };
  },
  initial: 'asking',
  on: {
    'quiz.level': { target: '.asking', actions: 'setLevel' },
    'quiz.load': { target: '.asking', actions: 'load' },
    'quiz.rules': { target: '.asking', actions: 'setRules' },
  },
  states: {
    asking: {
      tags: ['asking'],
      on: {
        'quiz.answer': { target: 'feedback', actions: ['judge', { type: 'record', params: ({ context }) => context.last }] },
        'quiz.hint': { actions: 'hint' },
        'quiz.explain': { target: 'feedback', actions: ['reveal', { type: 'record', params: ({ context }) => context.last }] },
      },
    },
    feedback: {
      tags: ['feedback'],
      on: {
        'quiz.next': { target: 'asking', actions: 'nextQuestion' },
        'quiz.explain': { actions: 'toggleExplain' },
      },
    },
  },
});
