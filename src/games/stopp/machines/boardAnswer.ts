/**
 * The capital board's answer form as a machine: the learner fills in a number for every player in the deal and for
 * the pot, then checks. Entries are whole numbers; an entry that is not one is kept as 'bad' and the check waits
 * until every field holds a number. Plain xstate 5, tested with xstate/graph path coverage.
 */
import { assign, setup } from 'xstate';

export interface BoardFormContext {
  /** The fields to fill: 'pot' and one per seat in the deal ('0', '1', ...). */
  fields: string[];
  values: Record<string, number | 'bad' | null>;
}

export type BoardFormEvent = { type: 'form.set'; field: string; text: string } | { type: 'form.check' } | { type: 'form.reset' };

const parse = (text: string): number | 'bad' | null => {
  const s = text.trim();
  if (s === '') return null;
  return /^-?\d{1,4}$/.test(s) ? Number(s) : 'bad';
};

const empty = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, null])) as BoardFormContext['values'];

export const boardForm = setup({
  types: { context: {} as BoardFormContext, events: {} as BoardFormEvent, input: {} as { fields: string[] } },
  guards: {
    complete: ({ context }) => context.fields.every((f) => typeof context.values[f] === 'number'),
    knownField: ({ context, event }) => event.type === 'form.set' && context.fields.includes(event.field),
  },
  actions: {
    set: assign(({ context, event }) => (event.type === 'form.set' ? { values: { ...context.values, [event.field]: parse(event.text) } } : {})),
    clear: assign(({ context }) => ({ values: empty(context.fields) })),
  },
}).createMachine({
  id: 'boardForm',
  context: ({ input }) => ({ fields: [...input.fields], values: empty(input.fields) }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.set': { guard: 'knownField', actions: 'set' },
        'form.check': [{ guard: 'complete', target: 'checked' }, { target: 'incomplete' }],
      },
    },
    incomplete: {
      on: {
        'form.set': { guard: 'knownField', target: 'editing', actions: 'set' },
      },
    },
    checked: {
      on: { 'form.reset': { target: 'editing', actions: 'clear' } },
    },
  },
});
