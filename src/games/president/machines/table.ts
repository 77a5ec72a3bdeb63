/**
 * The game table's flow (xstate): the setup before a game, then the game itself, decision by decision as the
 * engine asks for them: the deal (the table's own step), the exchange and the plays of the learner (player 0) and of
 * the computer players (asked through `bots`, loaded on first use), a review after each deal that waits for the
 * learner, and the end of the game. Every action goes through the engine; a refused learner action is kept as
 * `refused` (an engine error code that the widget translates), a computer player that cannot decide gets the first
 * legal action and a notice.
 */
import { assign, fromPromise, setup } from 'xstate';
import { legalActions, newGame, nextDecision, step, type GameAction, type GameError, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';

export type Level = 'steady' | 'strong';
export type Speed = 'normal' | 'fast' | 'instant';

export interface TableSettings {
  players: 3 | 4 | 5 | 6;
  level: Level;
  speed: Speed;
  showLegal: boolean;
}

export const DEFAULT_SETTINGS: TableSettings = { players: 4, level: 'steady', speed: 'normal', showLegal: true };

/** Settings from untrusted data: each field that does not validate takes its default. */
export function readSettings(x: unknown): TableSettings {
  const o = x !== null && typeof x === 'object' ? (x as Record<string, unknown>) : {};
  return {
    players: o.players === 3 || o.players === 4 || o.players === 5 || o.players === 6 ? o.players : DEFAULT_SETTINGS.players,
    level: o.level === 'strong' || o.level === 'steady' ? o.level : DEFAULT_SETTINGS.level,
    speed: o.speed === 'fast' || o.speed === 'instant' || o.speed === 'normal' ? o.speed : DEFAULT_SETTINGS.speed,
    showLegal: typeof o.showLegal === 'boolean' ? o.showLegal : DEFAULT_SETTINGS.showLegal,
  };
}

/** The learner's player id. */
export const LEARNER = 0;

export const PAUSE_MS: Record<Speed, number> = { normal: 450, fast: 120, instant: 0 };

export interface TableBots {
  move(state: GameState, seat: number, opts: { level: Level }): Promise<GameAction | null>;
}

export interface TableContext {
  bots: TableBots;
  game: GameState | null;
  settings: TableSettings;
  rules: Rules;
  seed: number;
  refused: GameError | null;
  /** A computer player could not decide (a safe move was made for it). */
  botFailed: boolean;
  /** Scored deals the learner has seen the review of. */
  reviewed: number;
}

export type TableEvent =
  | { type: 'setup'; seed: number }
  | { type: 'start' }
  | { type: 'resume'; game: GameState; settings: TableSettings }
  | { type: 'settings'; settings: Partial<TableSettings> }
  | { type: 'seed'; seed: number }
  | { type: 'rules'; rules: Rules }
  | { type: 'act'; action: GameAction }
  | { type: 'next' }
  | { type: 'new' }
  | { type: 'dismiss' };

function decisionOf(game: GameState | null) {
  return game ? nextDecision(game) : null;
}

/** Applies an action the engine accepts; null when it refuses. */
function tryStep(game: GameState, action: GameAction): GameState | null {
  const r = step(game, action);
  return r.ok ? r.value.state : null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    input: {} as { bots: TableBots; seed?: number },
    events: {} as TableEvent,
  },
  actors: {
    botMove: fromPromise<GameAction | null, { bots: TableBots; game: GameState; seat: number; level: Level; pause: number }>(async ({ input }) => {
      const [action] = await Promise.all([input.bots.move(input.game, input.seat, { level: input.level }).catch(() => null), wait(input.pause)]);
      return action;
    }),
  },
  guards: {
    over: ({ context }) => !!context.game && (context.game.stage === 'game-over' || decisionOf(context.game)?.kind === 'game-over'),
    reviewDue: ({ context }) => !!context.game && context.game.record.length > context.reviewed,
    dealDue: ({ context }) => decisionOf(context.game)?.kind === 'deal',
    learnerTurn: ({ context }) => {
      const d = decisionOf(context.game);
      return !!d && (d.kind === 'play' || d.kind === 'give') && d.seat === LEARNER;
    },
    botTurn: ({ context }) => {
      const d = decisionOf(context.game);
      return !!d && (d.kind === 'play' || d.kind === 'give') && d.seat !== LEARNER;
    },
    accepted: ({ context, event }) =>
      event.type === 'act' &&
      !!context.game &&
      typeof event.action === 'object' &&
      event.action !== null &&
      'seat' in event.action &&
      event.action.seat === LEARNER &&
      tryStep(context.game, event.action) !== null,
  },
  actions: {
    newGame: assign(({ context }) => {
      const g = newGame({ seed: context.seed, players: context.settings.players, rules: context.rules });
      return { game: g.ok ? g.value : null, refused: null, botFailed: false, reviewed: 0 };
    }),
    deal: assign(({ context }) => ({ game: context.game ? (tryStep(context.game, { type: 'deal' }) ?? context.game) : null })),
    apply: assign(({ context, event }) => (event.type === 'act' && context.game ? { game: tryStep(context.game, event.action) ?? context.game, refused: null } : {})),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'act' || !context.game) return {};
      const r = step(context.game, event.action);
      return { refused: r.ok ? null : r.error };
    }),
    applyBot: assign(({ context, event }) => {
      const game = context.game;
      if (!game) return {};
      const action = (event as unknown as { output: GameAction | null }).output;
      const next = action ? tryStep(game, action) : null;
      if (next) return { game: next };
      const fallback = legalActions(game, { distinct: true })[0];
      return { game: fallback ? (tryStep(game, fallback) ?? game) : game, botFailed: true };
    }),
    fallbackBot: assign(({ context }) => {
      const game = context.game;
      const fallback = game ? legalActions(game, { distinct: true })[0] : undefined;
      return { game: game && fallback ? (tryStep(game, fallback) ?? game) : game, botFailed: true };
    }),
    acknowledge: assign(({ context }) => ({ reviewed: context.game?.record.length ?? 0 })),
    resume: assign(({ event }) => (event.type === 'resume' ? { game: event.game, settings: event.settings, reviewed: event.game.record.length, refused: null, botFailed: false } : {})),
    setSeed: assign(({ event }) => (event.type === 'setup' || event.type === 'seed' ? { seed: event.seed } : {})),
    // Each valid field of the event is taken; an invalid one keeps the current value (not the default).
    setSettings: assign(({ context, event }) => {
      if (event.type !== 'settings' || event.settings === null || typeof event.settings !== 'object') return {};
      const next: Record<string, unknown> = { ...context.settings };
      for (const [k, v] of Object.entries(event.settings)) {
        if ((readSettings({ ...context.settings, [k]: v }) as unknown as Record<string, unknown>)[k] === v) next[k] = v;
      }
      return { settings: readSettings(next) };
    }),
    setRules: assign(({ event }) => (event.type === 'rules' ? { rules: event.rules } : {})),
    clearGame: assign({ game: null, refused: null, botFailed: false, reviewed: 0 }),
    dismiss: assign({ botFailed: false }),
    nextSeed: assign(({ context }) => ({ seed: ((context.seed * 1103515245 + 12345) >>> 1) % 2147483647 })),
  },
}).createMachine({
  id: 'presidentTable',
  context: ({ input }) => ({
    bots: input.bots,
    game: null,
    settings: { ...DEFAULT_SETTINGS },
    rules: { ...DEFAULT_RULES },
    seed: input.seed ?? 1,
    refused: null,
    botFailed: false,
    reviewed: 0,
  }),
  initial: 'setup',
  on: {
    resume: { target: '.check', actions: 'resume' },
    setup: { target: '.setup', actions: ['clearGame', 'setSeed'] },
    settings: { actions: 'setSettings' },
    rules: { actions: 'setRules' },
    dismiss: { actions: 'dismiss' },
    new: { target: '.setup', actions: ['clearGame', 'nextSeed'] },
  },
  states: {
    setup: {
      on: {
        seed: { actions: 'setSeed' },
        start: { target: 'check', actions: 'newGame' },
      },
    },
    check: {
      always: [
        { guard: 'reviewDue', target: 'review' },
        { guard: 'over', target: 'over' },
        { guard: 'dealDue', target: 'check', reenter: true, actions: 'deal' },
        { guard: 'learnerTurn', target: 'learner' },
        { guard: 'botTurn', target: 'bot' },
        { target: 'over' },
      ],
    },
    learner: {
      on: {
        act: [
          { guard: 'accepted', target: 'check', actions: 'apply' },
          { actions: 'refuse' },
        ],
      },
    },
    bot: {
      invoke: {
        src: 'botMove',
        input: ({ context }) => {
          const d = decisionOf(context.game);
          const seat = d && (d.kind === 'play' || d.kind === 'give') ? d.seat : 1;
          return { bots: context.bots, game: context.game as GameState, seat, level: context.settings.level, pause: PAUSE_MS[context.settings.speed] };
        },
        onDone: { target: 'check', actions: 'applyBot' },
        onError: { target: 'check', actions: 'fallbackBot' },
      },
    },
    review: {
      on: { next: { target: 'check', actions: 'acknowledge' } },
    },
    over: {},
  },
});
