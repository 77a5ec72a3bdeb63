/**
 * Stepping through one deal, card by card. Not a quiz: three states, before the first card ('start'), somewhere in
 * the deal ('stepping') and after the last card ('end'); events next/prev/first/last move, 'new' deals afresh
 * (the next seed, or a given one), and 'rules' replays the same seed under other rule variants.
 * `context.index` is the number of cards shown (0 = none, deal.steps.length = all).
 */
import { assign, setup } from 'xstate';
import { nextSeed } from '../../../shared/quiz/seeds';
import type { Rules } from '../engine/rules';
import { walkthroughDeal, type WalkDeal } from '../positions/walkthrough';

export interface WalkContext {
  seed: number;
  rules: Rules;
  deal: WalkDeal;
  index: number;
}

export interface WalkInput {
  seed: number;
  rules: Rules;
}

export type WalkEvent =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'new'; seed?: number }
  | { type: 'rules'; rules: Rules };

const total = (c: WalkContext) => c.deal.steps.length;

export const walkthroughMachine = setup({
  types: {
    context: {} as WalkContext,
    input: {} as WalkInput,
    events: {} as WalkEvent,
  },
  guards: {
    /** The next card is the last one. */
    nextIsLast: ({ context }) => context.index + 1 >= total(context),
    /** Going back reaches the position before the first card. */
    prevIsStart: ({ context }) => context.index - 1 <= 0,
  },
  actions: {
    forward: assign({ index: ({ context }) => Math.min(context.index + 1, total(context)) }),
    back: assign({ index: ({ context }) => Math.max(context.index - 1, 0) }),
    toFirst: assign({ index: 0 }),
    toLast: assign({ index: ({ context }) => total(context) }),
    newDeal: assign(({ context, event }) => {
      if (event.type !== 'new') return {};
      const seed = event.seed ?? nextSeed(context.seed);
      return { seed, deal: walkthroughDeal(seed, context.rules), index: 0 };
    }),
    setRules: assign(({ context, event }) => {
      if (event.type !== 'rules') return {};
      return { rules: event.rules, deal: walkthroughDeal(context.seed, event.rules), index: 0 };
    }),
  },
}).createMachine({
  id: 'walkthrough',
  context: ({ input }) => ({ seed: input.seed, rules: input.rules, deal: walkthroughDeal(input.seed, input.rules), index: 0 }),
  initial: 'start',
  on: {
    new: { target: '.start', actions: 'newDeal' },
    rules: { target: '.start', actions: 'setRules' },
  },
  states: {
    start: {
      on: {
        next: [{ guard: 'nextIsLast', target: 'end', actions: 'forward' }, { target: 'stepping', actions: 'forward' }],
        last: { target: 'end', actions: 'toLast' },
      },
    },
    stepping: {
      on: {
        next: [{ guard: 'nextIsLast', target: 'end', actions: 'forward' }, { actions: 'forward' }],
        prev: [{ guard: 'prevIsStart', target: 'start', actions: 'back' }, { actions: 'back' }],
        first: { target: 'start', actions: 'toFirst' },
        last: { target: 'end', actions: 'toLast' },
      },
    },
    end: {
      on: {
        prev: [{ guard: 'prevIsStart', target: 'start', actions: 'back' }, { target: 'stepping', actions: 'back' }],
        first: { target: 'start', actions: 'toFirst' },
      },
    },
  },
});
