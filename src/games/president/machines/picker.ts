/**
 * The card picker of the drills that answer with cards (combination builder, beat-or-pass, exchange): the learner
 * toggles cards of a hand (at most `max`), clears the choice, and submits it (only with at least one card). A new
 * question resets it. The widget sends the submitted cards to the quiz as its answer.
 */
import { assign, setup } from 'xstate';
import type { PCard } from '../engine/cards';

export interface PickerContext {
  hand: PCard[];
  max: number;
  selected: PCard[];
}

export interface PickerInput {
  hand: PCard[];
  max: number;
}

export type PickerEvent =
  | { type: 'toggle'; card: PCard }
  | { type: 'clear' }
  | { type: 'submit' }
  | { type: 'reset'; hand: PCard[]; max: number };

export const pickerMachine = setup({
  types: { context: {} as PickerContext, input: {} as PickerInput, events: {} as PickerEvent },
  guards: {
    isSelected: ({ context, event }) => event.type === 'toggle' && context.selected.includes(event.card),
    canAdd: ({ context, event }) => event.type === 'toggle' && context.hand.includes(event.card) && context.selected.length < context.max,
    hasSelection: ({ context }) => context.selected.length > 0,
  },
  actions: {
    remove: assign(({ context, event }) => ({ selected: event.type === 'toggle' ? context.selected.filter((c) => c !== event.card) : context.selected })),
    // Keep the choice in hand order, so the answer reads the way the cards lie.
    add: assign(({ context, event }) => ({ selected: event.type === 'toggle' ? context.hand.filter((c) => c === event.card || context.selected.includes(c)) : context.selected })),
    clear: assign({ selected: [] as PCard[] }),
    load: assign(({ event }) => (event.type === 'reset' ? { hand: [...event.hand], max: event.max, selected: [] as PCard[] } : {})),
  },
}).createMachine({
  id: 'picker',
  context: ({ input }) => ({ hand: [...input.hand], max: input.max, selected: [] }),
  initial: 'choosing',
  on: { reset: { target: '.choosing', actions: 'load' } },
  states: {
    choosing: {
      on: {
        toggle: [{ guard: 'isSelected', actions: 'remove' }, { guard: 'canAdd', actions: 'add' }],
        clear: { actions: 'clear' },
        submit: { guard: 'hasSelection', target: 'submitted' },
      },
    },
    submitted: {},
  },
});
