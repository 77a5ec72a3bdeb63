/**
 * The answer form of the drills whose answer has several parts (the trick's winner and its points; the playable
 * cards; each player's strokes; who retires, the next Vorhand and the dealer). The learner fills the fields in any
 * order; the answer can be sent once every required field has a value; sending hands the values to the injected
 * `submit` action (the quiz machine judges them) and locks the form until the next question.
 */
import { assign, setup } from 'xstate';

export type FieldValue = number | string | readonly (number | string)[] | null;

export interface FormContext {
  values: Record<string, FieldValue>;
  required: readonly string[];
}

export interface FormInput {
  /** Every field with its starting value (null = not chosen yet; a list for fields that collect several values). */
  initial: Record<string, FieldValue>;
  required: readonly string[];
}

export type FormEvent =
  | { type: 'form.set'; field: string; value: FieldValue }
  | { type: 'form.toggle'; field: string; value: number | string }
  | { type: 'form.submit' };

const filled = (v: FieldValue | undefined) => v !== null && v !== undefined && v !== '';

export const answerForm = setup({
  types: { context: {} as FormContext, input: {} as FormInput, events: {} as FormEvent },
  guards: {
    complete: ({ context }) => context.required.every((f) => filled(context.values[f])),
    incomplete: ({ context }) => !context.required.every((f) => filled(context.values[f])),
    knownField: ({ context, event }) => 'field' in event && Object.prototype.hasOwnProperty.call(context.values, event.field),
  },
  actions: {
    set: assign(({ context, event }) => (event.type === 'form.set' ? { values: { ...context.values, [event.field]: event.value } } : {})),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'form.toggle') return {};
      const list = context.values[event.field];
      const cur = Array.isArray(list) ? (list as (number | string)[]) : [];
      const next = cur.includes(event.value) ? cur.filter((x) => x !== event.value) : [...cur, event.value];
      return { values: { ...context.values, [event.field]: next } };
    }),
    /** Injected with .provide(): hand the answer to the quiz. */
    submit: (_, _values: Record<string, FieldValue>) => {},
  },
}).createMachine({
  id: 'answerForm',
  context: ({ input }) => ({ values: { ...input.initial }, required: input.required }),
  initial: 'editing',
  states: {
    editing: {
      always: { guard: 'complete', target: 'ready' },
      on: {
        'form.set': { guard: 'knownField', actions: 'set' },
        'form.toggle': { guard: 'knownField', actions: 'toggle' },
      },
    },
    ready: {
      always: { guard: 'incomplete', target: 'editing' },
      on: {
        'form.set': { guard: 'knownField', actions: 'set' },
        'form.toggle': { guard: 'knownField', actions: 'toggle' },
        'form.submit': { target: 'sent', actions: { type: 'submit', params: ({ context }) => context.values } },
      },
    },
    sent: { type: 'final' },
  },
});
