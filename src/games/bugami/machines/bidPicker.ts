/**
 * The steps of the secret bid: choose a bad suit or Null (changeable) -> commit it face down -> everyone's bids are
 * turned over at once -> mark the players a given card would cost -> done. Nothing can be changed after the commit,
 * as with real bid cards. The machine's output is the drill's answer.
 */
import { assign, setup } from 'xstate';
import type { Bid, Seat } from '../engine/types';

export interface BidPickerContext {
  bid: Bid | null;
  marked: Seat[];
}

export type BidPickerEvent = { type: 'pick'; bid: Bid } | { type: 'commit' } | { type: 'reveal' } | { type: 'mark'; seat: Seat } | { type: 'submit' };

export interface BidPickerOutput {
  bid: Bid;
  hurt: Seat[];
}

export const bidPickerMachine = setup({
  types: {
    context: {} as BidPickerContext,
    events: {} as BidPickerEvent,
    output: {} as BidPickerOutput,
  },
  guards: {
    hasBid: ({ context }) => context.bid !== null,
  },
  actions: {
    setBid: assign(({ event }) => (event.type === 'pick' ? { bid: event.bid } : {})),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'mark') return {};
      const rest = context.marked.filter((s) => s !== event.seat);
      return { marked: rest.length === context.marked.length ? [...rest, event.seat].sort((a, b) => a - b) : rest };
    }),
  },
}).createMachine({
  id: 'bidPicker',
  context: { bid: null, marked: [] },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        pick: { actions: 'setBid' },
        commit: { guard: 'hasBid', target: 'committed' },
      },
    },
    committed: {
      on: { reveal: { target: 'revealed' } },
    },
    revealed: {
      on: {
        mark: { actions: 'toggle' },
        submit: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ bid: context.bid ?? 'NULL', hurt: [...context.marked] }),
});

export type BidPickerStep = 'choosing' | 'committed' | 'revealed' | 'done';
