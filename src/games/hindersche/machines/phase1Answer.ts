/**
 * The steps of a phase-1 scoring answer: marks -> what happens to phase 1 -> who drops out -> done. A playoff for
 * the mark ends the answer at once (the rest waits for the playoff), and so does "phase 1 goes on" or a shut-out
 * (nobody drops out then). The learner can step back. The machine's output is the drill's answer.
 */
import { assign, setup } from 'xstate';
import type { Seat } from '../engine/types';
import type { MarkChoice, Phase1Answer, Phase1Outcome } from './drills/phase1';

export interface Phase1AnswerContext {
  marks: MarkChoice[];
  outcome: Phase1Outcome | null;
  dropouts: Seat[];
}

export type Phase1AnswerEvent =
  | { type: 'mark'; seat: Seat; value: MarkChoice }
  | { type: 'outcome'; value: Phase1Outcome }
  | { type: 'dropout'; seat: Seat; out: boolean }
  | { type: 'next' }
  | { type: 'back' };

/** The answer the steps so far add up to (parts that no longer apply are left out). */
export function phase1AnswerOf(c: Phase1AnswerContext): Phase1Answer {
  const playoff = c.marks.includes('playoff');
  const outcome = playoff ? null : c.outcome;
  return { marks: [...c.marks], outcome, dropouts: outcome === 'butzen' ? [...c.dropouts].sort((a, b) => a - b) : [] };
}

export const phase1AnswerMachine = setup({
  types: {
    context: {} as Phase1AnswerContext,
    events: {} as Phase1AnswerEvent,
    output: {} as Phase1Answer,
  },
  guards: {
    playoffChosen: ({ context }) => context.marks.includes('playoff'),
    butzenChosen: ({ context }) => context.outcome === 'butzen',
    outcomeChosen: ({ context }) => context.outcome !== null,
  },
  actions: {
    setMark: assign(({ context, event }) => (event.type === 'mark' ? { marks: context.marks.map((m, s) => (s === event.seat ? event.value : m)) } : {})),
    setOutcome: assign(({ event }) => (event.type === 'outcome' ? { outcome: event.value } : {})),
    setDropout: assign(({ context, event }) => {
      if (event.type !== 'dropout') return {};
      const rest = context.dropouts.filter((s) => s !== event.seat);
      return { dropouts: event.out ? [...rest, event.seat] : rest };
    }),
  },
}).createMachine({
  id: 'phase1Answer',
  context: { marks: ['none', 'none', 'none', 'none'], outcome: null, dropouts: [] },
  initial: 'marks',
  states: {
    marks: {
      on: {
        mark: { actions: 'setMark' },
        next: [{ guard: 'playoffChosen', target: 'done' }, { target: 'outcome' }],
      },
    },
    outcome: {
      on: {
        outcome: { actions: 'setOutcome' },
        back: { target: 'marks' },
        next: [{ guard: 'butzenChosen', target: 'dropouts' }, { guard: 'outcomeChosen', target: 'done' }],
      },
    },
    dropouts: {
      on: {
        dropout: { actions: 'setDropout' },
        back: { target: 'outcome' },
        next: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => phase1AnswerOf(context),
});

export type Phase1Step = 'marks' | 'outcome' | 'dropouts' | 'done';

/** Does "next" in this step finish the answer (so the button says "Check")? */
export function phase1NextFinishes(step: Phase1Step, c: Phase1AnswerContext): boolean {
  if (step === 'marks') return c.marks.includes('playoff');
  if (step === 'outcome') return c.outcome !== 'butzen';
  return true;
}
