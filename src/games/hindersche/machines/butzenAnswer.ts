/**
 * The steps of a Butzen scoring answer: each active player's change -> who drops out -> is the game over (and who
 * lost it) -> done. A playoff chosen for anyone ends the answer after the first step (the rest waits for it).
 * The machine's output is the drill's answer.
 */
import { assign, setup } from 'xstate';
import type { Seat } from '../engine/types';
import type { ButzenAnswer, ButzenEnding, MarkChange } from './drills/butzen';

export interface ButzenAnswerInput {
  /** The players still in, in seat order. */
  active: Seat[];
}

export interface ButzenAnswerContext {
  active: Seat[];
  changes: MarkChange[];
  dropouts: Seat[];
  ending: ButzenEnding | null;
}

export type ButzenAnswerEvent =
  | { type: 'change'; seat: Seat; value: MarkChange }
  | { type: 'dropout'; seat: Seat; out: boolean }
  | { type: 'ending'; value: ButzenEnding }
  | { type: 'next' }
  | { type: 'back' };

export function butzenAnswerOf(c: ButzenAnswerContext): ButzenAnswer {
  const playoff = c.changes.includes('playoff');
  return {
    changes: [...c.changes],
    dropouts: playoff ? null : [...c.dropouts].sort((a, b) => a - b),
    ending: playoff ? null : c.ending,
  };
}

export const butzenAnswerMachine = setup({
  types: {
    context: {} as ButzenAnswerContext,
    events: {} as ButzenAnswerEvent,
    input: {} as ButzenAnswerInput,
    output: {} as ButzenAnswer,
  },
  guards: {
    playoffChosen: ({ context }) => context.changes.includes('playoff'),
    endingChosen: ({ context }) => context.ending !== null,
  },
  actions: {
    setChange: assign(({ context, event }) =>
      event.type === 'change' && context.active.includes(event.seat) ? { changes: context.changes.map((c, s) => (s === event.seat ? event.value : c)) } : {},
    ),
    setDropout: assign(({ context, event }) => {
      if (event.type !== 'dropout' || !context.active.includes(event.seat)) return {};
      const rest = context.dropouts.filter((s) => s !== event.seat);
      return { dropouts: event.out ? [...rest, event.seat] : rest };
    }),
    setEnding: assign(({ event }) => (event.type === 'ending' ? { ending: event.value } : {})),
  },
}).createMachine({
  id: 'butzenAnswer',
  context: ({ input }) => ({ active: [...input.active], changes: [0, 0, 0, 0], dropouts: [], ending: null }),
  initial: 'changes',
  states: {
    changes: {
      on: {
        change: { actions: 'setChange' },
        next: [{ guard: 'playoffChosen', target: 'done' }, { target: 'dropouts' }],
      },
    },
    dropouts: {
      on: {
        dropout: { actions: 'setDropout' },
        back: { target: 'changes' },
        next: { target: 'ending' },
      },
    },
    ending: {
      on: {
        ending: { actions: 'setEnding' },
        back: { target: 'dropouts' },
        next: { guard: 'endingChosen', target: 'done' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => butzenAnswerOf(context),
});

export type ButzenStep = 'changes' | 'dropouts' | 'ending' | 'done';

export function butzenNextFinishes(step: ButzenStep, c: ButzenAnswerContext): boolean {
  if (step === 'changes') return c.changes.includes('playoff');
  return step === 'ending' || step === 'done';
}
