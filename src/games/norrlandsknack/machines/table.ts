/**
 * The play table's flow, as an xstate machine: a game against computer players, the learner in seat 0. The
 * machine owns whose turn it is, the bots thinking, the review after each deal and the end of the game; the
 * engine (`apply`, `nextDecision`) decides everything about the rules, and the bots are injected (a worker in the
 * browser, the same code in the page's thread in tests).
 *
 *   idle --start/resume--> route --(learner decides)--> human --act--> route
 *                                --(a bot decides)--> thinking --done--> route
 *                                --(a trick just won)--> trickShown --pause or next--> route
 *                                --(deal scored)--> review --next--> route
 *                                --(game over)--> over --new--> idle
 * Dealing needs nobody: `route` deals at once.
 */
import { assign, fromPromise, setup } from 'xstate';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameError, type GameState } from '../engine';
import type { Rules } from '../engine';
import type { Hint } from '../bots/hint';

export type Level = 'steady' | 'strong';
/** How long a finished trick stays on the table before the next lead: none at 'instant' (the tests' speed). */
export type Speed = 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['normal', 'fast', 'instant'];
export const TRICK_PAUSE: Readonly<Record<Speed, number>> = { normal: 1600, fast: 700, instant: 0 };
export const LEARNER = 0;

export interface TableSettings {
  players: 3 | 4 | 5;
  level: Level;
  showLegal: boolean;
  /** Added later: a saved game without it plays at 'normal'. */
  speed: Speed;
}

export const DEFAULT_SETTINGS: TableSettings = { players: 4, level: 'steady', showLegal: true, speed: 'normal' };

export function readSettings(x: unknown): TableSettings {
  const o = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
  return {
    players: o.players === 3 || o.players === 4 || o.players === 5 ? o.players : DEFAULT_SETTINGS.players,
    level: o.level === 'strong' || o.level === 'steady' ? o.level : DEFAULT_SETTINGS.level,
    showLegal: typeof o.showLegal === 'boolean' ? o.showLegal : DEFAULT_SETTINGS.showLegal,
    speed: o.speed === 'normal' || o.speed === 'fast' || o.speed === 'instant' ? o.speed : DEFAULT_SETTINGS.speed,
  };
}

export interface TableBots {
  move(state: GameState, seat: number, level: Level): Promise<GameAction | null>;
  hint(state: GameState, seat: number): Promise<Hint | null>;
}

export interface TableContext {
  bots: TableBots;
  game: GameState | null;
  settings: TableSettings;
  rules: Partial<Rules>;
  /** The engine's code for the learner's last refused action. */
  refused: GameError['code'] | null;
  hint: { status: 'loading' | 'done'; hint: Hint | null; at: number } | null;
  /** A bot could not decide and a legal action was taken for it. */
  botFallback: boolean;
  /** The game's action count when the last finished trick was shown (so each trick is shown once). */
  shownTrick: number;
}

export type TableEvent =
  | { type: 'start'; seed: number; settings: TableSettings; rules?: Partial<Rules> }
  | { type: 'resume'; game: GameState; settings: TableSettings }
  | { type: 'act'; action: GameAction }
  | { type: 'next' }
  | { type: 'hint' }
  | { type: 'settings'; settings: TableSettings }
  | { type: 'rules'; rules: Partial<Rules> }
  | { type: 'new' }
  | { type: 'dismiss' };

const decisionOf = (g: GameState | null) => (g ? nextDecision(g) : null);

/** A trick has just been completed and the next one not begun: the finished trick is on show. */
const trickJustWon = (g: GameState | null, shown: number): boolean => {
  const d = g?.deal;
  return !!g && !!d && d.trick.length === 0 && d.tricks.length > 0 && shown !== g.actions.length;
};

export const tableMachine = setup({
  types: { context: {} as TableContext, events: {} as TableEvent, input: {} as { bots: TableBots; settings?: TableSettings } },
  actors: {
    botMove: fromPromise<GameAction | null, { bots: TableBots; game: GameState; seat: number; level: Level }>(({ input }) => input.bots.move(input.game, input.seat, input.level)),
    hint: fromPromise<Hint | null, { bots: TableBots; game: GameState }>(({ input }) => input.bots.hint(input.game, LEARNER)),
  },
  delays: {
    trickPause: ({ context }) => TRICK_PAUSE[context.settings.speed] ?? 0,
  },
  guards: {
    noGame: ({ context }) => !context.game,
    trickJustWon: ({ context }) => trickJustWon(context.game, context.shownTrick),
    over: ({ context }) => decisionOf(context.game)?.kind === 'game-over',
    mustDeal: ({ context }) => decisionOf(context.game)?.kind === 'deal',
    scored: ({ context }) => decisionOf(context.game)?.kind === 'continue',
    learnerDecides: ({ context }) => {
      const d = decisionOf(context.game);
      return !!d && 'seat' in d && d.seat === LEARNER;
    },
  },
  actions: {
    startGame: assign(({ event }) => {
      if (event.type !== 'start') return {};
      const g = newGame({ seed: event.seed, players: event.settings.players, rules: event.rules ?? {} });
      return { game: g.ok ? g.value : null, settings: event.settings, refused: null, hint: null, botFallback: false };
    }),
    resumeGame: assign(({ event }) => (event.type === 'resume' ? { game: event.game, settings: event.settings, refused: null, hint: null } : {})),
    deal: assign(({ context }) => {
      const r = context.game ? apply(context.game, { type: 'deal' }) : null;
      // A deal the engine refuses would loop: drop the game (the table goes back to its setup).
      return r && r.ok ? { game: r.value } : { game: null };
    }),
    act: assign(({ context, event }) => {
      if (event.type !== 'act' || !context.game) return {};
      const r = apply(context.game, event.action);
      return r.ok ? { game: r.value, refused: null, hint: null } : { refused: r.error.code };
    }),
    continueGame: assign(({ context }) => {
      const r = context.game ? apply(context.game, { type: 'continue' }) : null;
      return r && r.ok ? { game: r.value, hint: null } : {};
    }),
    botAction: assign(({ context, event }) => {
      const g = context.game;
      if (!g) return {};
      const action = (event as unknown as { output?: GameAction | null }).output ?? null;
      const r = action ? apply(g, action) : null;
      if (r && r.ok) return { game: r.value };
      // The bot could not decide (or its worker failed): take the first legal action of that seat.
      const d = nextDecision(g);
      const seat = 'seat' in d ? d.seat : -1;
      const fallback = legalActions(g).find((a) => 'seat' in a && a.seat === seat);
      const f = fallback ? apply(g, fallback) : null;
      return f && f.ok ? { game: f.value, botFallback: true } : {};
    }),
    settings: assign(({ event }) => (event.type === 'settings' ? { settings: event.settings } : {})),
    rules: assign(({ event }) => (event.type === 'rules' ? { rules: event.rules } : {})),
    hintLoading: assign(({ context }) => ({ hint: { status: 'loading' as const, hint: null, at: context.game?.actions.length ?? 0 } })),
    hintDone: assign(({ context, event }) => {
      const at = context.game?.actions.length ?? 0;
      if (context.hint?.at !== at) return {};
      return { hint: { status: 'done' as const, hint: (event as unknown as { output?: Hint | null }).output ?? null, at } };
    }),
    showTrick: assign(({ context }) => ({ shownTrick: context.game?.actions.length ?? -1 })),
    clear: assign({ game: null, refused: null, hint: null, botFallback: false }),
    dismiss: assign({ refused: null, botFallback: false }),
  },
}).createMachine({
  id: 'norrlandsknack-table',
  context: ({ input }) => ({ bots: input.bots, game: null, settings: input.settings ?? DEFAULT_SETTINGS, rules: {}, refused: null, hint: null, botFallback: false, shownTrick: -1 }),
  initial: 'idle',
  on: {
    settings: { actions: 'settings' },
    rules: { actions: 'rules' },
    dismiss: { actions: 'dismiss' },
    new: { target: '.idle', actions: 'clear' },
    resume: { target: '.route', actions: 'resumeGame' },
  },
  states: {
    idle: {
      on: { start: { target: 'route', actions: 'startGame' } },
    },
    route: {
      always: [
        { guard: 'noGame', target: 'idle' },
        { guard: 'over', target: 'over' },
        { guard: 'mustDeal', target: 'route', reenter: true, actions: 'deal' },
        { guard: 'scored', target: 'review' },
        { guard: 'trickJustWon', target: 'trickShown' },
        { guard: 'learnerDecides', target: 'human' },
        { target: 'thinking' },
      ],
    },
    human: {
      initial: 'waiting',
      on: { act: { target: 'route', actions: 'act' } },
      states: {
        waiting: { on: { hint: { target: 'hinting', actions: 'hintLoading' } } },
        hinting: {
          invoke: {
            id: 'hint',
            src: 'hint',
            input: ({ context }) => ({ bots: context.bots, game: context.game as GameState }),
            onDone: { target: 'waiting', actions: 'hintDone' },
            onError: { target: 'waiting', actions: 'hintDone' },
          },
        },
      },
    },
    thinking: {
      invoke: {
        id: 'bots',
        src: 'botMove',
        input: ({ context }) => {
          const d = nextDecision(context.game as GameState);
          return { bots: context.bots, game: context.game as GameState, seat: 'seat' in d ? d.seat : 0, level: context.settings.level };
        },
        onDone: { target: 'route', actions: 'botAction' },
        onError: { target: 'route', actions: 'botAction' },
      },
    },
    trickShown: {
      entry: 'showTrick',
      after: { trickPause: 'route' },
      on: { next: 'route' },
    },
    review: {
      on: { next: { target: 'route', actions: 'continueGame' } },
    },
    over: {
      on: { start: { target: 'route', actions: 'startGame' } },
    },
  },
});
