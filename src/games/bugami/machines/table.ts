/**
 * The game table's flow: a whole game of Bugami to 250 against computer players, as an XState machine.
 *
 * The machine decides nothing about the rules. Every change goes through the engine's `step` (deal, bid, play,
 * continue), and every routing guard reads the engine's state and `nextDecision`. The computer players are reached
 * through `TableBots` (the bots' promise-based client in the browser, the synchronous one in tests).
 *
 * States:
 *   boot / setup     choosing a new game (table size, level, seed), or waiting for a saved one to be resumed
 *   route            transient: picks the next state from the engine
 *   dealing          the cards have just been dealt (a short pause)
 *   computerThinking a computer player bids in secret or plays a card
 *   learnerTurn      the learner bids or plays (hint on request)
 *   revealShown      all bids have just been turned over (a pause, so the table can be read)
 *   trickShown       a trick is complete and stays on the table for a moment
 *   dealScored       the deal is scored: the review of every player's score
 *   gameOver         someone reached the target after a deal: the final totals
 */
import { assign, fromPromise, setup } from 'xstate';
import { nextSeed } from '../../../shared/quiz/seeds';
import type { GameCard } from '../engine/cards';
import { legalActions, newGame, nextDecision, step, type GameAction, type GameError, type GameEvent, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { isPlayerCount, type Bid, type Seat } from '../engine/types';
import type { BotLevel } from '../bots/bot';
import type { Hint } from '../bots/hint';

export type Speed = 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['normal', 'fast', 'instant'];

export interface TableSettings {
  level: Exclude<BotLevel, 'random'>;
  speed: Speed;
  showLegal: boolean;
}

export const DEFAULT_SETTINGS: Readonly<TableSettings> = Object.freeze({ level: 'steady', speed: 'normal', showLegal: true });

export interface GameSetup {
  seed: number;
  players: number;
}

export interface TableBots {
  move(state: GameState, seat: Seat, opts: { level: BotLevel }): Promise<GameAction | null>;
  hint(state: GameState, seat: Seat): Promise<Hint | null>;
}

export type LearnerDecision = 'bid' | 'play';

export interface Pending<T> {
  at: number;
  status: 'loading' | 'ready' | 'failed';
  value: T | null;
}

export interface TableContext {
  bots: TableBots;
  wait: (ms: number) => Promise<void>;
  learner: Seat;
  settings: TableSettings;
  setup: GameSetup;
  rules: Rules;
  game: GameState | null;
  shownTrick: number;
  shownReveal: number;
  lastEvents: GameEvent[];
  refused: { action: GameAction; error: GameError } | null;
  hint: Pending<Hint> | null;
  notice: string | null;
}

export interface TableInput {
  bots: TableBots;
  wait?: (ms: number) => Promise<void>;
  learner?: Seat;
  settings?: Partial<TableSettings>;
  setup?: Partial<GameSetup>;
  rules?: Rules;
  game?: GameState;
}

export type TableEvent =
  | { type: 'start'; setup?: Partial<GameSetup> }
  | { type: 'resume'; game: GameState; settings?: Partial<TableSettings> }
  | { type: 'bid'; bid: Bid }
  | { type: 'play'; card: GameCard }
  | { type: 'next' }
  | { type: 'hint' }
  | { type: 'again' }
  | { type: 'dismiss' }
  | { type: 'settings'; settings: Partial<TableSettings> }
  | { type: 'setup'; setup: Partial<GameSetup> }
  | { type: 'rules'; rules: Rules }
  | { type: 'newGame' };

/** Pauses in ms per speed: a computer player's thinking, a trick on show, the reveal, a fresh deal. */
export const PAUSES: Record<Speed, { think: number; spread: number; trick: number; reveal: number; deal: number }> = {
  normal: { think: 700, spread: 400, trick: 1400, reveal: 1800, deal: 600 },
  fast: { think: 150, spread: 100, trick: 500, reveal: 600, deal: 200 },
  instant: { think: 0, spread: 0, trick: 0, reveal: 0, deal: 0 },
};

export function thinkingTime(speed: Speed, game: GameState): number {
  const p = PAUSES[speed];
  if (p.think === 0) return 0;
  const x = Math.imul(game.actions.length + 1, 2654435761) >>> 0;
  return p.think + (x % (p.spread + 1));
}

export const actionCount = (game: GameState | null): number => game?.actions.length ?? -1;

/** The learner's decision now, or null. */
export function learnerDecision(game: GameState, learner: Seat): LearnerDecision | null {
  const d = nextDecision(game);
  if (d.kind === 'bid') return d.waitingFor.includes(learner) && d.waitingFor.every((s) => s === learner) ? 'bid' : null;
  if (d.kind === 'play') return d.seat === learner ? 'play' : null;
  return null;
}

/** The computer player who must act now (bid in secret, before the learner; or play), or null. */
export function botToAct(game: GameState, learner: Seat): Seat | null {
  const d = nextDecision(game);
  if (d.kind === 'bid') return d.waitingFor.find((s) => s !== learner) ?? null;
  if (d.kind === 'play') return d.seat !== learner ? d.seat : null;
  return null;
}

/** A safe action for a computer player when its bot fails: its first legal action. */
export function fallbackAction(game: GameState, seat: Seat): GameAction | null {
  return legalActions(game).find((a) => 'seat' in a && a.seat === seat) ?? null;
}

export async function runBot(input: { game: GameState; learner: Seat; settings: TableSettings; bots: TableBots; wait: (ms: number) => Promise<void> }): Promise<GameAction | null> {
  const { game, learner, settings, bots, wait } = input;
  const seat = botToAct(game, learner);
  if (seat === null) return null;
  const bidding = game.stage === 'bidding';
  const [a] = await Promise.all([bots.move(game, seat, { level: settings.level }), wait(bidding ? Math.round(thinkingTime(settings.speed, game) / 3) : thinkingTime(settings.speed, game))]);
  if (a && step(game, a).ok) return a;
  return fallbackAction(game, seat);
}

/** A new game; the seed decides the deal and the first dealer, so a seed replays the same table. */
export function startGame(s: GameSetup, rules: Rules): GameState | null {
  if (!isPlayerCount(s.players)) return null;
  const g = newGame({ seed: s.seed, players: s.players, rules });
  return g.ok ? g.value : null;
}

function applied(context: TableContext, action: GameAction): Partial<TableContext> {
  if (!context.game) return {};
  const r = step(context.game, action);
  if (!r.ok) return { notice: 'bad-action' };
  return { game: r.value.state, lastEvents: r.value.events, refused: null, hint: null };
}

export function learnerAction(e: TableEvent, learner: Seat): GameAction | null {
  if (e.type === 'bid') return { type: 'bid', seat: learner, bid: e.bid };
  if (e.type === 'play') return { type: 'play', seat: learner, card: e.card };
  return null;
}

const accepts = (context: TableContext, e: TableEvent): boolean => {
  if (!context.game) return false;
  const a = learnerAction(e, context.learner);
  return !!a && step(context.game, a).ok;
};

function fresh() {
  return { shownTrick: -1, shownReveal: -1, lastEvents: [] as GameEvent[], refused: null, hint: null };
}

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    input: {} as TableInput,
    events: {} as TableEvent,
  },
  actors: {
    bots: fromPromise<GameAction | null, Parameters<typeof runBot>[0]>(({ input }) => runBot(input)),
    hint: fromPromise<Hint | null, { bots: TableBots; game: GameState; seat: Seat }>(({ input }) => input.bots.hint(input.game, input.seat)),
  },
  delays: {
    dealPause: ({ context }) => PAUSES[context.settings.speed].deal,
    trickPause: ({ context }) => PAUSES[context.settings.speed].trick,
    revealPause: ({ context }) => PAUSES[context.settings.speed].reveal,
  },
  guards: {
    noGame: ({ context }) => context.game === null,
    broken: ({ context }) => !!context.game && nextDecision(context.game).kind === 'invalid-state',
    trickJustWon: ({ context }) => context.shownTrick !== actionCount(context.game) && context.lastEvents.some((e) => e.type === 'trick-won') && context.game?.stage === 'playing',
    revealJustDone: ({ context }) => context.shownReveal !== actionCount(context.game) && context.lastEvents.some((e) => e.type === 'bids-revealed'),
    gameOver: ({ context }) => context.game?.stage === 'game-over',
    scored: ({ context }) => context.game?.stage === 'scored',
    awaitingDeal: ({ context }) => context.game?.stage === 'awaiting-deal',
    botToAct: ({ context }) => !!context.game && botToAct(context.game, context.learner) !== null,
    learnerDecides: ({ context }) => !!context.game && learnerDecision(context.game, context.learner) !== null,
    accepted: ({ context, event }) => accepts(context, event),
    botActed: ({ event }) => (event as unknown as { output: GameAction | null }).output !== null,
    gameReady: ({ context, event }) => startGame(event.type === 'start' ? { ...context.setup, ...event.setup } : context.setup, context.rules) !== null,
    nextReady: ({ context }) => startGame({ ...context.setup, seed: nextSeed(context.setup.seed) }, context.rules) !== null,
  },
  actions: {
    startGame: assign(({ context, event }) => {
      const s = event.type === 'start' ? { ...context.setup, ...event.setup } : context.setup;
      return { setup: s, game: startGame(s, context.rules), ...fresh() };
    }),
    nextGame: assign(({ context }) => {
      const s = { ...context.setup, seed: nextSeed(context.setup.seed) };
      return { setup: s, game: startGame(s, context.rules), ...fresh() };
    }),
    resume: assign(({ context, event }) => {
      if (event.type !== 'resume') return {};
      const g = event.game;
      return { game: g, setup: { seed: g.seed, players: g.players }, settings: { ...context.settings, ...event.settings }, ...fresh(), shownTrick: actionCount(g), shownReveal: actionCount(g) };
    }),
    clearGame: assign({ game: null, ...fresh() }),
    deal: assign(({ context }) => applied(context, { type: 'deal' })),
    continue: assign(({ context }) => applied(context, { type: 'continue' })),
    learnerActs: assign(({ context, event }) => {
      const a = learnerAction(event, context.learner);
      return a ? applied(context, a) : {};
    }),
    learnerRefused: assign(({ context, event }) => {
      const a = learnerAction(event, context.learner);
      if (!a || !context.game) return {};
      const r = step(context.game, a);
      return r.ok ? {} : { refused: { action: a, error: r.error } };
    }),
    botActs: assign(({ context, event }) => {
      const a = (event as unknown as { output: GameAction | null }).output;
      return a ? applied(context, a) : {};
    }),
    botsFailed: assign(({ context }) => {
      const g = context.game;
      const seat = g ? botToAct(g, context.learner) : null;
      const a = g && seat !== null ? fallbackAction(g, seat) : null;
      return { ...(a ? applied(context, a) : {}), notice: 'bots' };
    }),
    showTrick: assign(({ context }) => ({ shownTrick: actionCount(context.game) })),
    showReveal: assign(({ context }) => ({ shownReveal: actionCount(context.game) })),
    hintLoading: assign(({ context }) => ({ hint: { at: actionCount(context.game), status: 'loading', value: null } as Pending<Hint> })),
    hintDone: assign(({ context, event }) => ({ hint: { at: actionCount(context.game), status: 'ready', value: (event as unknown as { output: Hint | null }).output } as Pending<Hint> })),
    hintFailed: assign(({ context }) => ({ hint: { at: actionCount(context.game), status: 'failed', value: null } as Pending<Hint> })),
    setSettings: assign(({ context, event }) => (event.type === 'settings' ? { settings: { ...context.settings, ...event.settings } } : {})),
    setSetup: assign(({ context, event }) => (event.type === 'setup' ? { setup: { ...context.setup, ...event.setup } } : {})),
    setRules: assign(({ event }) => (event.type === 'rules' ? { rules: event.rules } : {})),
    dismiss: assign({ refused: null, notice: null }),
    badState: assign({ game: null, notice: 'bad-state' }),
  },
}).createMachine({
  id: 'table',
  context: ({ input }) => ({
    bots: input.bots,
    wait: input.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    learner: input.learner ?? 0,
    settings: { ...DEFAULT_SETTINGS, ...input.settings },
    setup: { seed: 1, players: 4, ...input.setup },
    rules: input.rules ?? { ...DEFAULT_RULES },
    game: input.game ?? null,
    ...fresh(),
    notice: null,
  }),
  initial: 'boot',
  on: {
    settings: { actions: 'setSettings' },
    rules: { actions: 'setRules' },
    dismiss: { actions: 'dismiss' },
    newGame: { target: '.setup', actions: 'clearGame' },
    resume: { target: '.route', actions: 'resume' },
  },
  states: {
    boot: { always: [{ guard: 'noGame', target: 'setup' }, { target: 'route' }] },
    setup: {
      on: {
        setup: { actions: 'setSetup' },
        start: { guard: 'gameReady', target: 'route', actions: 'startGame' },
      },
    },
    route: {
      always: [
        { guard: 'noGame', target: 'setup' },
        { guard: 'broken', target: 'setup', actions: 'badState' },
        { guard: 'revealJustDone', target: 'revealShown' },
        { guard: 'trickJustWon', target: 'trickShown' },
        { guard: 'gameOver', target: 'gameOver' },
        { guard: 'scored', target: 'dealScored' },
        { guard: 'awaitingDeal', target: 'dealing' },
        { guard: 'botToAct', target: 'computerThinking' },
        { guard: 'learnerDecides', target: 'learnerTurn' },
      ],
    },
    dealing: {
      entry: 'deal',
      after: { dealPause: 'route' },
      on: { next: 'route' },
    },
    computerThinking: {
      invoke: {
        id: 'bots',
        src: 'bots',
        input: ({ context }) => ({ game: context.game as GameState, learner: context.learner, settings: context.settings, bots: context.bots, wait: context.wait }),
        onDone: [{ guard: 'botActed', target: 'route', actions: 'botActs' }, { target: 'route', actions: 'botsFailed' }],
        onError: { target: 'route', actions: 'botsFailed' },
      },
    },
    learnerTurn: {
      initial: 'idle',
      on: {
        bid: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
        play: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
      },
      states: {
        idle: { on: { hint: { target: 'hinting' } } },
        hinting: {
          entry: 'hintLoading',
          invoke: {
            id: 'hint',
            src: 'hint',
            input: ({ context }) => ({ bots: context.bots, game: context.game as GameState, seat: context.learner }),
            onDone: { target: 'idle', actions: 'hintDone' },
            onError: { target: 'idle', actions: 'hintFailed' },
          },
        },
      },
    },
    revealShown: {
      entry: 'showReveal',
      after: { revealPause: 'route' },
      on: { next: 'route' },
    },
    trickShown: {
      entry: 'showTrick',
      after: { trickPause: 'route' },
      on: { next: 'route' },
    },
    dealScored: {
      on: { next: { target: 'route', actions: 'continue' } },
    },
    gameOver: {
      on: { again: { guard: 'nextReady', target: 'route', actions: 'nextGame' } },
    },
  },
});

export type TableStateName = 'boot' | 'setup' | 'route' | 'dealing' | 'computerThinking' | 'learnerTurn' | 'revealShown' | 'trickShown' | 'dealScored' | 'gameOver';
