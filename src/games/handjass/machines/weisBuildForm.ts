/**
 * The Weis builder's answer: the learner selects cards of the hand, adds them as one combination, repeats, may
 * remove a combination again, and announces the set. States: `picking` (nothing selected), `selecting` (cards
 * selected, not yet added), `sent` (handed to the injected `submit` action; locked until the next question). A card
 * may be selected again after it went into a combination: using a card twice is a mistake the engine explains,
 * not one the form hides. Announcing waits until the selected cards are added or unselected, so nothing half-built
 * is sent.
 */
import { assign, setup } from 'xstate';
import type { Card } from '../../../shared/cards/model';

/** At most this many combinations (the engine's limit for a judged answer). */
export const MAX_GROUPS = 12;

export interface BuildFormContext {
  hand: readonly Card[];
  selected: Card[];
  groups: Card[][];
}

export type BuildFormEvent =
  | { type: 'build.toggle'; card: Card }
  | { type: 'build.add' }
  | { type: 'build.remove'; index: number }
  | { type: 'build.submit' };

export const weisBuildForm = setup({
  types: { context: {} as BuildFormContext, input: {} as { hand: readonly Card[] }, events: {} as BuildFormEvent },
  guards: {
    inHand: ({ context, event }) => event.type === 'build.toggle' && context.hand.includes(event.card),
    /** The toggle empties the selection (the last selected card is unselected). */
    emptiesSelection: ({ context, event }) => event.type === 'build.toggle' && context.selected.length === 1 && context.selected[0] === event.card,
    room: ({ context }) => context.groups.length < MAX_GROUPS,
    knownGroup: ({ context, event }) => event.type === 'build.remove' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.groups.length,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'build.toggle') return {};
      const on = context.selected.includes(event.card);
      return { selected: on ? context.selected.filter((c) => c !== event.card) : [...context.selected, event.card] };
    }),
    add: assign(({ context }) => {
      // Kept in the hand's order, so the learner reads the combination as it lies in the hand.
      const group = context.hand.filter((c) => context.selected.includes(c));
      return { groups: [...context.groups, group], selected: [] };
    }),
    remove: assign(({ context, event }) => (event.type === 'build.remove' ? { groups: context.groups.filter((_, i) => i !== event.index) } : {})),
    /** Injected with .provide(): hand the combinations to the quiz. */
    submit: (_, _groups: Card[][]) => {},
  },
}).createMachine({
  id: 'weisBuildForm',
  context: ({ input }) => ({ hand: [...input.hand], selected: [], groups: [] }),
  initial: 'picking',
  states: {
    picking: {
      on: {
        'build.remove': { guard: 'knownGroup', actions: 'remove' },
        'build.toggle': { guard: 'inHand', target: 'selecting', actions: 'toggle' },
        'build.submit': { target: 'sent', actions: { type: 'submit', params: ({ context }) => context.groups.map((g) => [...g]) } },
      },
    },
    selecting: {
      on: {
        'build.toggle': [
          { guard: 'emptiesSelection', target: 'picking', actions: 'toggle' },
          { guard: 'inHand', actions: 'toggle' },
        ],
        'build.add': { guard: 'room', target: 'picking', actions: 'add' },
        'build.remove': { guard: 'knownGroup', actions: 'remove' },
      },
    },
    sent: { type: 'final' },
  },
});
