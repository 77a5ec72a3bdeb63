/**
 * The play table's flow: setting up, then the game driven by the engine's own "what now" (`nextDecision`): the
 * table's steps (dealing) happen at once, the learner's decisions wait for the learner (seat 0), the computer
 * players' decisions are asked of the bots (a promise: a worker in the browser, a fake in tests), the review after
 * each deal waits for the learner to go on, and the game ends with its loser. Every change is the engine's `apply`;
 * an action the engine refuses is reported with its code and changes nothing.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { RuleSet } from '../../../shared/settings/rulesSetting';
import { apply, newGame, nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import type { BotLevel } from '../bots/bot';
import type { Hint } from '../bots/hint';

export const LEARNER = 0;

export interface TableBots {
  move(state: GameState, seat: number, level: BotLevel): Promise<GameAction | null>;
  hint(state: GameState, seat: number): Promise<Hint | null>;
}

export interface TableSettings {
  players: 2 | 3 | 4;
  level: 'steady' | 'strong';
  /** A short pause before each computer move, so the learner can follow. */
  pace: boolean;
}

export const DEFAULT_SETTINGS: TableSettings = { players: 4, level: 'steady', pace: true };

/** Settings from untrusted data: each field that does not validate takes its default. */
export function readSettings(x: unknown): TableSettings {
  const o = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
  return {
    players: o.players === 2 || o.players === 3 || o.players === 4 ? o.players : DEFAULT_SETTINGS.players,
    level: o.level === 'strong' || o.level === 'steady' ? o.level : DEFAULT_SETTINGS.level,
    pace: typeof o.pace === 'boolean' ? o.pace : DEFAULT_SETTINGS.pace,
  };
}

export const PACE_MS = 450;

export interface TableContext {
  bots: TableBots;
  game: GameState | null;
  settings: TableSettings;
  rules: RuleSet;
  seed: number;
  refused: GameError | null;
  failure: boolean;
}

export type TableEvent =
  | { type: 'seed'; seed: number }
  | { type: 'settings'; settings: Partial<TableSettings> }
  | { type: 'rules'; rules: RuleSet }
  | { type: 'start' }
  | { type: 'resume'; game: GameState; settings: TableSettings }
  | { type: 'act'; action: GameAction }
  | { type: 'continue' }
  | { type: 'retry' }
  | { type: 'new' };

export type TableStateName = 'setup' | 'run' | 'learner' | 'bot' | 'review' | 'failed' | 'over';

const decision = (g: GameState | null) => (g ? nextDecision(g) : null);

/** The seat a computer player must decide for now, or null. */
export function botSeat(g: GameState): number | null {
  const d = nextDecision(g);
  return 'seat' in d && d.seat !== LEARNER ? d.seat : null;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const tableMachine = setup({
  types: { context: {} as TableContext, input: {} as { bots: TableBots; seed?: number }, events: {} as TableEvent },
  actors: {
    botMove: fromPromise<GameAction | null, { bots: TableBots; game: GameState; seat: number; level: BotLevel; pace: boolean }>(async ({ input }) => {
      if (input.pace) await wait(PACE_MS);
      return input.bots.move(input.game, input.seat, input.level);
    }),
  },
  guards: {
    over: ({ context }) => context.game?.stage === 'game-over',
    tableStep: ({ context }) => decision(context.game)?.kind === 'deal',
    dealScored: ({ context }) => decision(context.game)?.kind === 'continue',
    learnerTurn: ({ context }) => {
      const d = decision(context.game);
      return !!d && 'seat' in d && d.seat === LEARNER;
    },
    botTurn: ({ context }) => {
      const d = decision(context.game);
      return !!d && 'seat' in d && d.seat !== LEARNER;
    },
    accepted: ({ context, event }) => event.type === 'act' && !!context.game && apply(context.game, event.action).ok,
    botActionAccepted: ({ context, event }) => {
      const a = (event as unknown as { output: GameAction | null }).output;
      return !!a && !!context.game && apply(context.game, a).ok;
    },
  },
  actions: {
    newGame: assign(({ context }) => {
      const g = newGame({ seed: context.seed, players: context.settings.players, rules: context.rules });
      return g.ok ? { game: g.value, refused: null, failure: false } : { game: null, refused: g.error };
    }),
    resume: assign(({ event }) => (event.type === 'resume' ? { game: event.game, settings: event.settings, seed: event.game.seed, refused: null, failure: false } : {})),
    tableStep: assign(({ context }) => {
      const r = context.game ? apply(context.game, { type: 'deal' }) : null;
      return r?.ok ? { game: r.value } : { failure: true };
    }),
    applyAct: assign(({ context, event }) => {
      if (event.type !== 'act' || !context.game) return {};
      const r = apply(context.game, event.action);
      return r.ok ? { game: r.value, refused: null } : {};
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'act' || !context.game) return {};
      const r = apply(context.game, event.action);
      return r.ok ? {} : { refused: r.error };
    }),
    applyBot: assign(({ context, event }) => {
      const a = (event as unknown as { output: GameAction | null }).output;
      if (!a || !context.game) return {};
      const r = apply(context.game, a);
      return r.ok ? { game: r.value } : {};
    }),
    continueDeal: assign(({ context }) => {
      const r = context.game ? apply(context.game, { type: 'continue' }) : null;
      return r?.ok ? { game: r.value } : {};
    }),
    setSeed: assign(({ event }) => (event.type === 'seed' ? { seed: event.seed } : {})),
    setSettings: assign(({ context, event }) => (event.type === 'settings' ? { settings: readSettings({ ...context.settings, ...event.settings }) } : {})),
    setRules: assign(({ event }) => (event.type === 'rules' ? { rules: event.rules } : {})),
    clear: assign({ game: null, refused: null, failure: false }),
    fail: assign({ failure: true }),
  },
}).createMachine({
  id: 'handjassTable',
  context: ({ input }) => ({ bots: input.bots, game: null, settings: DEFAULT_SETTINGS, rules: {}, seed: input.seed ?? 1, refused: null, failure: false }),
  initial: 'setup',
  on: {
    settings: { actions: 'setSettings' },
    rules: { actions: 'setRules' },
    new: { target: '.setup', actions: 'clear' },
    resume: { target: '.run', actions: 'resume' },
  },
  states: {
    setup: {
      on: {
        seed: { actions: 'setSeed' },
        start: { target: 'run', actions: 'newGame' },
      },
    },
    run: {
      always: [
        { guard: 'over', target: 'over' },
        { guard: 'tableStep', actions: 'tableStep' },
        { guard: 'dealScored', target: 'review' },
        { guard: 'learnerTurn', target: 'learner' },
        { guard: 'botTurn', target: 'bot' },
        { target: 'failed', actions: 'fail' },
      ],
    },
    learner: {
      on: {
        act: [{ guard: 'accepted', target: 'run', actions: 'applyAct' }, { actions: 'refuse' }],
      },
    },
    bot: {
      invoke: {
        id: 'botMove',
        src: 'botMove',
        input: ({ context }) => {
          const g = context.game as GameState;
          return { bots: context.bots, game: g, seat: botSeat(g) ?? 0, level: context.settings.level, pace: context.settings.pace };
        },
        onDone: [{ guard: 'botActionAccepted', target: 'run', actions: 'applyBot' }, { target: 'failed', actions: 'fail' }],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    review: {
      on: { continue: { target: 'run', actions: 'continueDeal' } },
    },
    failed: {
      on: { retry: { target: 'run', actions: assign({ failure: false }) } },
    },
    over: {},
  },
});
