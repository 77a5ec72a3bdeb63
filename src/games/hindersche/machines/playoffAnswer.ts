/**
 * The steps of a playoff answer: who plays off -> the playoff's dealer and leader -> what its result gives each
 * player -> (for a repeat: its dealer and leader -> its result ...) -> who deals the next regular deal -> done.
 * The number of playoff deals is the position's (the learner sees each result in turn). The output is the answer.
 */
import { assign, setup } from 'xstate';
import type { Seat } from '../engine/types';
import type { PlayoffAnswer, PlayoffRole, PlayoffSeating } from './drills/playoff';

export interface PlayoffAnswerInput {
  /** How many playoff deals the position has (1, or 2 with a repeat). */
  count: number;
}

export interface PlayoffAnswerContext {
  count: number;
  /** The playoff deal being answered. */
  index: number;
  players: Seat[];
  seatings: PlayoffSeating[];
  results: PlayoffRole[][];
  nextDealer: Seat | null;
}

export type PlayoffAnswerEvent =
  | { type: 'player'; seat: Seat; in: boolean }
  | { type: 'dealer'; seat: Seat }
  | { type: 'leader'; seat: Seat }
  | { type: 'role'; seat: Seat; role: PlayoffRole }
  | { type: 'nextDealer'; seat: Seat }
  | { type: 'next' }
  | { type: 'back' };

const NONE: PlayoffRole[] = ['none', 'none', 'none', 'none'];

export function playoffAnswerOf(c: PlayoffAnswerContext): PlayoffAnswer {
  return {
    players: [...c.players].sort((a, b) => a - b),
    seatings: c.seatings.slice(0, c.count).map((s) => ({ ...s })),
    results: c.results.slice(0, c.count).map((r) => [...r]),
    nextDealer: c.nextDealer,
  };
}

const updateAt = <T>(xs: readonly T[], i: number, f: (x: T) => T): T[] => xs.map((x, j) => (j === i ? f(x) : x));

export const playoffAnswerMachine = setup({
  types: {
    context: {} as PlayoffAnswerContext,
    events: {} as PlayoffAnswerEvent,
    input: {} as PlayoffAnswerInput,
    output: {} as PlayoffAnswer,
  },
  guards: {
    enoughPlayers: ({ context }) => context.players.length >= 2,
    seated: ({ context }) => context.seatings[context.index]?.dealer != null && context.seatings[context.index]?.leader != null,
    firstPlayoff: ({ context }) => context.index === 0,
    morePlayoffs: ({ context }) => context.index + 1 < context.count,
    dealerChosen: ({ context }) => context.nextDealer !== null,
  },
  actions: {
    setPlayer: assign(({ context, event }) => {
      if (event.type !== 'player') return {};
      const rest = context.players.filter((s) => s !== event.seat);
      return { players: event.in ? [...rest, event.seat] : rest };
    }),
    setDealer: assign(({ context, event }) => (event.type === 'dealer' ? { seatings: updateAt(context.seatings, context.index, (s) => ({ ...s, dealer: event.seat })) } : {})),
    setLeader: assign(({ context, event }) => (event.type === 'leader' ? { seatings: updateAt(context.seatings, context.index, (s) => ({ ...s, leader: event.seat })) } : {})),
    setRole: assign(({ context, event }) =>
      event.type === 'role' ? { results: updateAt(context.results, context.index, (r) => r.map((x, s) => (s === event.seat ? event.role : x))) } : {},
    ),
    setNextDealer: assign(({ event }) => (event.type === 'nextDealer' ? { nextDealer: event.seat } : {})),
    advance: assign(({ context }) => ({ index: context.index + 1 })),
    retreat: assign(({ context }) => ({ index: context.index - 1 })),
  },
}).createMachine({
  id: 'playoffAnswer',
  context: ({ input }) => {
    const count = Math.max(1, input.count);
    return {
      count,
      index: 0,
      players: [],
      seatings: Array.from({ length: count }, () => ({ dealer: null, leader: null })),
      results: Array.from({ length: count }, () => [...NONE]),
      nextDealer: null,
    };
  },
  initial: 'players',
  states: {
    players: {
      on: {
        player: { actions: 'setPlayer' },
        next: { guard: 'enoughPlayers', target: 'seating' },
      },
    },
    seating: {
      on: {
        dealer: { actions: 'setDealer' },
        leader: { actions: 'setLeader' },
        back: [{ guard: 'firstPlayoff', target: 'players' }, { target: 'result', actions: 'retreat' }],
        next: { guard: 'seated', target: 'result' },
      },
    },
    result: {
      on: {
        role: { actions: 'setRole' },
        back: { target: 'seating' },
        next: [{ guard: 'morePlayoffs', target: 'seating', actions: 'advance' }, { target: 'resume' }],
      },
    },
    resume: {
      on: {
        nextDealer: { actions: 'setNextDealer' },
        back: { target: 'result' },
        next: { guard: 'dealerChosen', target: 'done' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => playoffAnswerOf(context),
});

export type PlayoffStepName = 'players' | 'seating' | 'result' | 'resume' | 'done';
