/**
 * The play page's flow as an xstate machine: set up a game (players, level, seed), then the table runs itself
 * through the engine: the table's own steps (deal, continue) are taken at once, a computer player's decision is
 * asked of the bots (a worker in the browser, see table/bots.ts), and the machine waits for the learner's card (or
 * announced Stopp) and for "next deal" after the review of each deal. Everything the game does is the engine's
 * `apply`; a refused action is kept as the engine's coded error for the page to translate.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BotLevel } from '../bots/bot';
import type { Hint } from '../bots/hint';
import { apply, newGame, nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Card, Seat } from '../engine/types';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];
export const TABLE_LEVELS: readonly BotLevel[] = ['steady', 'strong'];

export interface TableSettings {
  level: BotLevel;
  speed: Speed;
  showLegal: boolean;
}

export const DEFAULT_SETTINGS: Readonly<TableSettings> = Object.freeze({ level: 'steady', speed: 'normal', showLegal: true });

export interface GameSetup {
  seed: number;
  players: number;
}

/** The computer players as the machine uses them: promises, so a worker can answer. */
export interface TableBots {
  move(state: GameState, seat: Seat, opts: { level: BotLevel }): Promise<GameAction | null>;
  hint(state: GameState, seat: Seat): Promise<Hint | null>;
}

export interface HintState {
  /** The number of actions in the game when the hint was asked (a hint belongs to one position). */
  at: number;
  status: 'loading' | 'done';
  value: Hint | null;
}

export interface TableContext {
  bots: TableBots;
  game: GameState | null;
  setup: GameSetup;
  settings: TableSettings;
  rules: Rules;
  /** The learner's seat. */
  learner: Seat;
  hint: HintState | null;
  refused: GameError | null;
  /** A computer player's answer was unusable: a safe legal card was played for it. */
  botFallback: boolean;
}

export type TableEvent =
  | { type: 'setup'; setup: Partial<GameSetup> }
  | { type: 'settings'; settings: Partial<TableSettings> }
  | { type: 'rules'; rules: Rules }
  | { type: 'start' }
  | { type: 'resume'; game: GameState; settings: TableSettings }
  | { type: 'play'; card: Card }
  | { type: 'stopp' }
  | { type: 'hint' }
  | { type: 'next' }
  | { type: 'again' }
  | { type: 'newGame' }
  | { type: 'dismiss' };

/** Pauses in ms per speed before a computer player's card shows. */
export const PAUSE: Record<Speed, number> = { slow: 1100, normal: 600, fast: 250, instant: 0 };

const wait = (ms: number) => new Promise<void>((r) => (ms > 0 ? setTimeout(r, ms) : r()));

/** Whose decision the game waits for now, or null for a table step or the end. */
export function seatToAct(game: GameState): Seat | null {
  const d = nextDecision(game);
  return d.kind === 'lead' || d.kind === 'beat' || d.kind === 'stopp' ? d.seat : null;
}

/** A safe legal action for a seat: the lowest legal card or the forced Stopp. */
export function fallbackAction(game: GameState, seat: Seat): GameAction | null {
  const d = nextDecision(game);
  if ((d.kind === 'lead' || d.kind === 'beat') && d.seat === seat) return { type: 'play', seat, card: d.legal[d.legal.length - 1] as Card };
  if (d.kind === 'stopp' && d.seat === seat) return { type: 'stopp', seat };
  return null;
}

/** Runs the table's own steps (dealing, moving on is the learner's) until a seat must decide or the deal is over. */
function tableSteps(game: GameState): GameState {
  let g = game;
  for (let i = 0; i < 4; i++) {
    const d = nextDecision(g);
    if (d.kind !== 'deal') return g;
    const r = apply(g, { type: 'deal' });
    if (!r.ok) return g;
    g = r.value;
  }
  return g;
}

export const tableMachine = setup({
  types: { context: {} as TableContext, events: {} as TableEvent, input: {} as { bots: TableBots; seed?: number } },
  actors: {
    botMove: fromPromise(async ({ input }: { input: { bots: TableBots; game: GameState; seat: Seat; level: BotLevel; pause: number } }) => {
      const [action] = await Promise.all([input.bots.move(input.game, input.seat, { level: input.level }).catch(() => null), wait(input.pause)]);
      return action;
    }),
    hint: fromPromise(async ({ input }: { input: { bots: TableBots; game: GameState; seat: Seat } }) => input.bots.hint(input.game, input.seat).catch(() => null)),
  },
  guards: {
    hasGame: ({ context }) => context.game !== null,
    learnerToAct: ({ context }) => !!context.game && seatToAct(context.game) === context.learner,
    botToAct: ({ context }) => !!context.game && seatToAct(context.game) !== null,
    dealOver: ({ context }) => context.game?.stage === 'deal-over',
    gameOver: ({ context }) => context.game?.stage === 'game-over',
    learnerMayPlay: ({ context, event }) => {
      if (event.type !== 'play' || !context.game) return false;
      const d = nextDecision(context.game);
      return (d.kind === 'lead' || d.kind === 'beat') && d.seat === context.learner;
    },
    learnerMustStopp: ({ context }) => {
      if (!context.game) return false;
      const d = nextDecision(context.game);
      return d.kind === 'stopp' && d.seat === context.learner;
    },
  },
  actions: {
    setSetup: assign(({ context, event }) => (event.type === 'setup' ? { setup: { ...context.setup, ...event.setup } } : {})),
    setSettings: assign(({ context, event }) => (event.type === 'settings' ? { settings: { ...context.settings, ...event.settings } } : {})),
    setRules: assign(({ event }) => (event.type === 'rules' ? { rules: { ...event.rules } } : {})),
    startGame: assign(({ context }) => {
      const g = newGame({ seed: context.setup.seed, players: context.setup.players, rules: context.rules });
      return g.ok ? { game: tableSteps(g.value), hint: null, refused: null, botFallback: false } : {};
    }),
    resume: assign(({ event }) => (event.type === 'resume' ? { game: tableSteps(event.game), settings: { ...event.settings }, hint: null, refused: null } : {})),
    /** Plays the learner's card; a card the engine refuses is kept as its coded error. */
    playCard: assign(({ context, event }) => {
      if (event.type !== 'play' || !context.game) return {};
      const r = apply(context.game, { type: 'play', seat: context.learner, card: event.card });
      return r.ok ? { game: tableSteps(r.value), refused: null, hint: null } : { refused: r.error };
    }),
    refuse: assign(({ context, event }) => {
      if (!context.game) return {};
      const action = event.type === 'play' ? { type: 'play', seat: context.learner, card: event.card } : { type: 'stopp', seat: context.learner };
      const r = apply(context.game, action);
      return r.ok ? {} : { refused: r.error };
    }),
    sayStopp: assign(({ context }) => {
      if (!context.game) return {};
      const r = apply(context.game, { type: 'stopp', seat: context.learner });
      return r.ok ? { game: tableSteps(r.value), refused: null, hint: null } : { refused: r.error };
    }),
    continueDeal: assign(({ context }) => {
      if (!context.game) return {};
      const r = apply(context.game, { type: 'continue' });
      return r.ok ? { game: tableSteps(r.value), hint: null } : {};
    }),
    nextSeed: assign(({ context }) => ({ setup: { ...context.setup, seed: ((context.game?.seed ?? context.setup.seed) + 1) & 0x7fffffff }, game: null, hint: null, refused: null })),
    clearGame: assign({ game: null, hint: null, refused: null, botFallback: false }),
    askHint: assign(({ context }) => ({ hint: context.game ? { at: context.game.actions.length, status: 'loading' as const, value: null } : null })),
    dismiss: assign({ refused: null, botFallback: false }),
  },
}).createMachine({
  id: 'stoppTable',
  context: ({ input }) => ({
    bots: input.bots,
    game: null,
    setup: { seed: input.seed ?? 1, players: 4 },
    settings: { ...DEFAULT_SETTINGS },
    rules: { ...DEFAULT_RULES },
    learner: 0,
    hint: null,
    refused: null,
    botFallback: false,
  }),
  initial: 'setup',
  on: {
    settings: { actions: 'setSettings' },
    rules: { actions: 'setRules' },
    resume: { target: '.running', actions: 'resume' },
    newGame: { target: '.setup', actions: 'clearGame' },
    dismiss: { actions: 'dismiss' },
  },
  states: {
    setup: {
      on: {
        setup: { actions: 'setSetup' },
        start: { target: 'running', actions: 'startGame' },
      },
    },
    running: {
      always: [
        { guard: 'gameOver', target: 'gameOver' },
        { guard: 'dealOver', target: 'dealOver' },
        { guard: 'learnerToAct', target: 'learnerTurn' },
        { guard: 'botToAct', target: 'computerThinking' },
        { target: 'setup' },
      ],
    },
    computerThinking: {
      invoke: {
        id: 'botMove',
        src: 'botMove',
        input: ({ context }) => {
          const game = context.game as GameState;
          return { bots: context.bots, game, seat: seatToAct(game) as Seat, level: context.settings.level, pause: PAUSE[context.settings.speed] };
        },
        onDone: {
          target: 'running',
          actions: assign(({ context, event }) => {
            const game = context.game as GameState;
            const seat = seatToAct(game) as Seat;
            const chosen = event.output as GameAction | null;
            const first = chosen ? apply(game, chosen) : null;
            if (first && first.ok) return { game: tableSteps(first.value) };
            const safe = fallbackAction(game, seat);
            const second = safe ? apply(game, safe) : null;
            return second && second.ok ? { game: tableSteps(second.value), botFallback: true } : {};
          }),
        },
      },
    },
    learnerTurn: {
      initial: 'waiting',
      on: {
        play: [{ guard: 'learnerMayPlay', target: 'running', actions: 'playCard' }, { actions: 'refuse' }],
        stopp: [{ guard: 'learnerMustStopp', target: 'running', actions: 'sayStopp' }, { actions: 'refuse' }],
      },
      states: {
        waiting: { on: { hint: { target: 'hinting', actions: 'askHint' } } },
        hinting: {
          invoke: {
            id: 'hint',
            src: 'hint',
            input: ({ context }) => ({ bots: context.bots, game: context.game as GameState, seat: context.learner }),
            onDone: { target: 'waiting', actions: assign(({ context, event }) => ({ hint: context.hint ? { ...context.hint, status: 'done' as const, value: event.output as Hint | null } : null })) },
          },
        },
      },
    },
    dealOver: {
      on: { next: { target: 'running', actions: 'continueDeal' } },
    },
    gameOver: {
      on: { again: { target: 'setup', actions: 'nextSeed' } },
    },
  },
});

export type TableStateName = 'setup' | 'running' | 'computerThinking' | 'learnerTurn' | 'dealOver' | 'gameOver';
