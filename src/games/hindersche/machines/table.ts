/**
 * The game table's flow: a whole rubber against three computer players, as an XState machine.
 *
 * The machine decides nothing about the rules. Every change goes through the engine's `step` (deal, play, hübscher,
 * haul, object, score, continue), and every routing guard reads the engine's `nextDecision`. The computer players
 * are reached through `TableBots` (the bots' promise-based client in the browser, the synchronous fallback in tests).
 *
 * States:
 *   setup            choosing a new game (or waiting for a saved one to be resumed)
 *   route            transient: picks the next state from the engine's next decision
 *   dealing          the cards have just been dealt (a short pause, so the deal can be seen)
 *   computerThinking a computer player decides (a card, an answer, or an optional haul / objection / hübscher)
 *   learnerTurn      the learner decides: play a card, answer or offer hübscher, object to a haul, close the deal
 *   trickShown       a trick is complete and stays on the table for a moment (the learner may haul it)
 *   dealScored       the deal is scored: the result and, for the learner's plays, the analysis
 *   gameOver         a game (Partie) is over
 *   rubberOver       the rubber is over: the settlement
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Card } from '../../../shared/cards/model';
import { nextSeed } from '../../../shared/quiz/seeds';
import { legalActions, newGame, nextDecision, step, type GameAction, type GameError, type GameEvent, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import type { DealAnalysis } from '../bots/analysis';
import type { BotLevel } from '../bots/bot';
import type { Hint } from '../bots/hint';

// ---------------------------------------------------------------------------------------------
// Types

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];
export const LEVELS: readonly BotLevel[] = ['steady', 'strong'];

/** What the learner may change at any time. */
export interface TableSettings {
  /** Strength of the three computer players. */
  level: BotLevel;
  /** How long computer players think and tricks stay on the table. */
  speed: Speed;
  /** Highlight the cards the learner may play. */
  showLegal: boolean;
  /** Computer players try a Schleipfe now and then (needs schleipfen allowed in the game). */
  botSchleipfen: boolean;
  /** Narration: explain every card, or just name it. */
  detail: 'full' | 'short';
}

export const DEFAULT_SETTINGS: Readonly<TableSettings> = Object.freeze({
  level: 'steady',
  speed: 'normal',
  showLegal: true,
  botSchleipfen: false,
  detail: 'full',
});

/** What is fixed when a rubber starts. */
export interface GameSetup {
  seed: number;
  /** Hauling tricks (schleipfen) is allowed. */
  schleipfen: boolean;
  /** Stake per frame mark and opponent, for the settlement. */
  tariff: number;
}

export const TARIFFS: readonly number[] = [0.1, 0.5, 1, 2, 5];

/** The computer players, as the table needs them. */
export interface TableBots {
  move(state: GameState, seat: Seat, opts: { level: BotLevel; schleipfen: 'never' | 'sometimes' }): Promise<GameAction | null>;
  hint(state: GameState, seat: Seat): Promise<Hint | null>;
  analyse(state: GameState, seat: Seat): Promise<DealAnalysis | null>;
}

export type LearnerDecision =
  /** Play a card (and, before the first card of a Butzen deal, maybe ask for hübscher). */
  | 'play'
  /** Before the first card of a Butzen deal, when someone else leads: ask for hübscher or play the hand. */
  | 'offer'
  /** Someone asked for hübscher: agree or refuse. */
  | 'answer'
  /** Someone hauled a trick: object or let it stand. */
  | 'object'
  /** After the ninth trick (schleipfen on): haul it, object, or have the deal scored. */
  | 'close';

export interface Pending<T> {
  /** `game.actions.length` when it was asked for. */
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
  /** The learner's rule variants: used for the next rubber. */
  rules: Rules;
  game: GameState | null;
  /** `actions.length` at which the computer players' optional decisions were asked for and all declined. */
  consulted: number;
  /** `actions.length` at which the learner passed on an optional decision (hübscher, objection, last-trick haul). */
  declined: number;
  /** `actions.length` after the trick on show was completed. */
  shownTrick: number;
  /** Events of the last change. */
  lastEvents: GameEvent[];
  /** The engine's answer to the learner's last refused action (e.g. an illegal card), until the next change. */
  refused: { action: GameAction; error: GameError } | null;
  hint: Pending<Hint> | null;
  analysis: Pending<DealAnalysis> | null;
  /** The learner is out: play on without stopping until this game is over. */
  fastForward: boolean;
  /** A problem the learner should hear about ('bad-state', 'bots'), as a code. */
  notice: string | null;
}

export interface TableInput {
  bots: TableBots;
  wait?: (ms: number) => Promise<void>;
  learner?: Seat;
  settings?: Partial<TableSettings>;
  setup?: Partial<GameSetup>;
  rules?: Rules;
  /** A saved game to continue at once. */
  game?: GameState;
}

export type TableEvent =
  | { type: 'start'; setup?: Partial<GameSetup> }
  | { type: 'resume'; game: GameState; settings?: Partial<TableSettings> }
  | { type: 'play'; card: Card }
  | { type: 'huebscher' }
  | { type: 'answer'; agree: boolean }
  | { type: 'haul' }
  | { type: 'object' }
  | { type: 'decline' }
  | { type: 'score' }
  | { type: 'next' }
  | { type: 'hint' }
  | { type: 'again' }
  | { type: 'fastForward' }
  | { type: 'dismiss' }
  | { type: 'settings'; settings: Partial<TableSettings> }
  | { type: 'setup'; setup: Partial<GameSetup> }
  | { type: 'rules'; rules: Rules }
  | { type: 'newGame' };

export interface BotOutcome {
  action: GameAction | null;
  /** The optional decisions were asked for (and declined when `action` is null). */
  consulted: boolean;
}

// ---------------------------------------------------------------------------------------------
// Timing

/** Pauses in ms per speed: a computer player's thinking (base and spread), a trick on show, a fresh deal. */
export const PAUSES: Record<Speed, { think: number; spread: number; trick: number; deal: number }> = {
  slow: { think: 1500, spread: 700, trick: 2600, deal: 1200 },
  normal: { think: 800, spread: 500, trick: 1500, deal: 700 },
  fast: { think: 300, spread: 200, trick: 700, deal: 300 },
  instant: { think: 0, spread: 0, trick: 0, deal: 0 },
};

/** A human-like moment: the same position always takes the same time (so replays look alike). */
export function thinkingTime(speed: Speed, game: GameState): number {
  const p = PAUSES[speed];
  if (p.think === 0) return 0;
  const x = Math.imul(game.actions.length + 1, 2654435761) >>> 0;
  return p.think + (x % (p.spread + 1));
}

// ---------------------------------------------------------------------------------------------
// Reading the engine

export const actionCount = (game: GameState | null): number => game?.actions.length ?? -1;

/** The learner's decision now, or null when it is someone else's turn or the table's. */
export function learnerDecision(game: GameState, learner: Seat, declined: number): LearnerDecision | null {
  const d = nextDecision(game);
  const passed = declined === game.actions.length;
  switch (d.kind) {
    case 'huebscher-answer':
      return d.waitingFor[0] === learner ? 'answer' : null;
    case 'close-deal':
      return !passed && (d.mayHaul.includes(learner) || d.mayObject.includes(learner)) ? 'close' : null;
    case 'play':
      if (!passed && d.mayObject.includes(learner)) return 'object';
      if (d.seat === learner) return 'play';
      if (!passed && d.mayAskHuebscher.includes(learner)) return 'offer';
      return null;
    default:
      return null;
  }
}

/** Computer players who may make an optional move now (object to a haul, haul, ask for hübscher), to be asked first. */
export function botsToConsult(game: GameState, learner: Seat, settings: Pick<TableSettings, 'botSchleipfen'>, consulted: number): Seat[] {
  if (consulted === game.actions.length) return [];
  const d = nextDecision(game);
  if (d.kind !== 'play' && d.kind !== 'close-deal') return [];
  const turn = d.kind === 'play' ? d.seat : null;
  const seats = new Set<Seat>(d.mayObject);
  if (settings.botSchleipfen) for (const s of d.mayHaul) seats.add(s);
  if (d.kind === 'play') for (const s of d.mayAskHuebscher) seats.add(s);
  return [...seats].filter((s) => s !== learner && s !== turn).sort((a, b) => a - b);
}

/** The computer player who must act now (play a card or answer hübscher), or null. */
export function botToAct(game: GameState, learner: Seat): Seat | null {
  const d = nextDecision(game);
  if (d.kind === 'huebscher-answer') {
    const s = d.waitingFor[0];
    return s !== undefined && s !== learner ? s : null;
  }
  if (d.kind === 'play') return d.seat !== learner ? d.seat : null;
  return null;
}

/** A safe action for a computer player when its bot fails: refuse hübscher, else its first legal card. */
export function fallbackAction(game: GameState, seat: Seat): GameAction | null {
  const acts = legalActions(game).filter((a) => 'seat' in a && a.seat === seat);
  return acts.find((a) => a.type === 'huebscher-answer' && !a.agree) ?? acts.find((a) => a.type === 'play') ?? null;
}

/** Did the learner take part in the deal on the table? */
export function learnerInDeal(game: GameState | null, learner: Seat): boolean {
  return !!game?.deal && game.deal.order.includes(learner) && game.deal.tricks.length > 0;
}

/** Asks the computer players: first the optional moves, then the one whose turn it is (after a human-like pause). */
export async function runBots(input: {
  game: GameState;
  learner: Seat;
  settings: TableSettings;
  consulted: number;
  bots: TableBots;
  wait: (ms: number) => Promise<void>;
}): Promise<BotOutcome> {
  const { game, learner, settings, bots, wait } = input;
  const opts = { level: settings.level, schleipfen: settings.botSchleipfen ? ('sometimes' as const) : ('never' as const) };
  const optional = botsToConsult(game, learner, settings, input.consulted);
  if (optional.length > 0) {
    for (const seat of optional) {
      const a = await bots.move(game, seat, opts);
      if (a && a.type !== 'play' && step(game, a).ok) {
        await wait(Math.round(thinkingTime(settings.speed, game) / 2));
        return { action: a, consulted: false };
      }
    }
    return { action: null, consulted: true };
  }
  const seat = botToAct(game, learner);
  if (seat === null) return { action: null, consulted: true };
  const [a] = await Promise.all([bots.move(game, seat, opts), wait(thinkingTime(settings.speed, game))]);
  if (a && step(game, a).ok) return { action: a, consulted: false };
  return { action: fallbackAction(game, seat), consulted: false };
}

/** A new rubber: the first dealer follows from the seed, so a seed replays the same table. */
export function startGame(s: GameSetup, rules: Rules): GameState | null {
  const g = newGame({ seed: s.seed, firstDealer: (Math.abs(s.seed) % 4) as Seat, rules, schleipfen: s.schleipfen, tariff: s.tariff });
  return g.ok ? g.value : null;
}

function applied(context: TableContext, action: GameAction): Partial<TableContext> {
  if (!context.game) return {};
  const r = step(context.game, action);
  if (!r.ok) return { notice: 'bad-action' };
  return { game: r.value.state, lastEvents: r.value.events, refused: null, hint: null };
}

const isLearnerEvent = (e: TableEvent): boolean =>
  e.type === 'play' || e.type === 'huebscher' || e.type === 'answer' || e.type === 'haul' || e.type === 'object' || e.type === 'score';

/** The engine action for a learner's event. */
export function learnerAction(e: TableEvent, learner: Seat): GameAction | null {
  switch (e.type) {
    case 'play':
      return { type: 'play', seat: learner, card: e.card };
    case 'huebscher':
      return { type: 'huebscher', seat: learner };
    case 'answer':
      return { type: 'huebscher-answer', seat: learner, agree: e.agree };
    case 'haul':
      return { type: 'haul', seat: learner };
    case 'object':
      return { type: 'object', seat: learner };
    case 'score':
      return { type: 'score' };
    default:
      return null;
  }
}

function accepts(context: TableContext, e: TableEvent): boolean {
  if (!context.game || !isLearnerEvent(e)) return false;
  const a = learnerAction(e, context.learner);
  return !!a && step(context.game, a).ok;
}

// ---------------------------------------------------------------------------------------------
// The machine

/**
 * The analysis of the learner's plays, run when a deal, a game or the rubber ends (the same child states in each).
 */
const ANALYSIS = {
  initial: 'analysing',
  states: {
    analysing: {
      always: { guard: 'learnerWasInDeal', target: 'running' },
      entry: 'noAnalysis',
    },
    running: {
      entry: 'analysisLoading',
      invoke: {
        id: 'analyse',
        src: 'analyse',
        input: ({ context }: { context: TableContext }) => ({ bots: context.bots, game: context.game as GameState, seat: context.learner }),
        onDone: { target: 'done', actions: 'analysisDone' },
        onError: { target: 'done', actions: 'analysisFailed' },
      },
    },
    done: {},
  },
} as const;

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    input: {} as TableInput,
    events: {} as TableEvent,
  },
  actors: {
    bots: fromPromise<BotOutcome, Parameters<typeof runBots>[0]>(({ input }) => runBots(input)),
    hint: fromPromise<Hint | null, { bots: TableBots; game: GameState; seat: Seat }>(({ input }) => input.bots.hint(input.game, input.seat)),
    analyse: fromPromise<DealAnalysis | null, { bots: TableBots; game: GameState; seat: Seat }>(({ input }) => input.bots.analyse(input.game, input.seat)),
  },
  delays: {
    dealPause: ({ context }) => PAUSES[context.settings.speed].deal,
    trickPause: ({ context }) => PAUSES[context.settings.speed].trick,
  },
  guards: {
    noGame: ({ context }) => context.game === null,
    broken: ({ context }) => !!context.game && nextDecision(context.game).kind === 'invalid-state',
    trickJustWon: ({ context }) =>
      context.shownTrick !== actionCount(context.game) && context.lastEvents.some((e) => e.type === 'trick-won') && !context.fastForward,
    rubberOver: ({ context }) => context.game?.stage === 'rubber-over',
    gameOver: ({ context }) => {
      const d = context.game ? nextDecision(context.game) : null;
      return d?.kind === 'continue' && d.after === 'game-over';
    },
    scored: ({ context }) => context.game?.stage === 'scored',
    awaitingDeal: ({ context }) => context.game?.stage === 'awaiting-deal',
    botsToConsult: ({ context }) => !!context.game && botsToConsult(context.game, context.learner, context.settings, context.consulted).length > 0,
    learnerDecides: ({ context }) => !!context.game && learnerDecision(context.game, context.learner, context.declined) !== null,
    botToAct: ({ context }) => !!context.game && botToAct(context.game, context.learner) !== null,
    closeDeal: ({ context }) => context.game?.stage === 'deal-end',
    accepted: ({ context, event }) => accepts(context, event),
    learnerEvent: ({ event }) => isLearnerEvent(event),
    canDecline: ({ context }) => {
      const k = context.game ? learnerDecision(context.game, context.learner, context.declined) : null;
      return k === 'offer' || k === 'object' || k === 'close';
    },
    canHint: ({ context }) => !!context.game && learnerDecision(context.game, context.learner, context.declined) === 'play',
    botActed: ({ event }) => (event as unknown as { output: BotOutcome }).output.action !== null,
    learnerWasInDeal: ({ context }) => learnerInDeal(context.game, context.learner),
    /** Fast-forwarding while out: deals the learner did not play go by without stopping. */
    autoContinue: ({ context }) => context.fastForward && !(context.game?.deal?.order.includes(context.learner) ?? false),
    learnerOut: ({ context }) => !!context.game && context.game.stage !== 'rubber-over' && !context.game.active.includes(context.learner) && context.game.phase === 2,
    gameReady: ({ context, event }) => {
      const s = event.type === 'start' ? { ...context.setup, ...event.setup } : context.setup;
      return startGame(s, context.rules) !== null;
    },
  },
  actions: {
    startRubber: assign(({ context, event }) => {
      const s = event.type === 'start' ? { ...context.setup, ...event.setup } : context.setup;
      return { setup: s, game: startGame(s, context.rules), ...fresh() };
    }),
    nextRubber: assign(({ context }) => {
      const s = { ...context.setup, seed: nextSeed(context.setup.seed) };
      return { setup: s, game: startGame(s, context.rules), ...fresh() };
    }),
    resume: assign(({ context, event }) => {
      if (event.type !== 'resume') return {};
      const g = event.game;
      return {
        game: g,
        setup: { seed: g.seed, schleipfen: g.options.schleipfen, tariff: g.options.tariff },
        settings: { ...context.settings, ...event.settings },
        ...fresh(),
      };
    }),
    clearGame: assign({ game: null, ...fresh() }),
    deal: assign(({ context }) => applied(context, { type: 'deal' })),
    score: assign(({ context }) => applied(context, { type: 'score' })),
    continue: assign(({ context }) => ({ ...applied(context, { type: 'continue' }), analysis: null })),
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
    decline: assign(({ context }) => ({ declined: actionCount(context.game), refused: null })),
    botActs: assign(({ context, event }) => {
      const out = (event as unknown as { output: BotOutcome }).output;
      return out.action ? applied(context, out.action) : {};
    }),
    markConsulted: assign(({ context }) => ({ consulted: actionCount(context.game) })),
    botsFailed: assign(({ context }) => {
      // The bots could not answer: keep the game going with a safe move, and say so once.
      const g = context.game;
      const seat = g ? botToAct(g, context.learner) : null;
      const a = g && seat !== null ? fallbackAction(g, seat) : null;
      return { ...(a ? applied(context, a) : { consulted: actionCount(g) }), notice: 'bots' };
    }),
    showTrick: assign(({ context }) => ({ shownTrick: actionCount(context.game) })),
    hintLoading: assign(({ context }) => ({ hint: { at: actionCount(context.game), status: 'loading', value: null } as Pending<Hint> })),
    hintDone: assign(({ context, event }) => ({
      hint: { at: actionCount(context.game), status: 'ready', value: (event as unknown as { output: Hint | null }).output } as Pending<Hint>,
    })),
    hintFailed: assign(({ context }) => ({ hint: { at: actionCount(context.game), status: 'failed', value: null } as Pending<Hint> })),
    analysisLoading: assign(({ context }) => ({ analysis: { at: actionCount(context.game), status: 'loading', value: null } as Pending<DealAnalysis> })),
    analysisDone: assign(({ context, event }) => ({
      analysis: { at: actionCount(context.game), status: 'ready', value: (event as unknown as { output: DealAnalysis | null }).output } as Pending<DealAnalysis>,
    })),
    analysisFailed: assign(({ context }) => ({ analysis: { at: actionCount(context.game), status: 'failed', value: null } as Pending<DealAnalysis> })),
    noAnalysis: assign({ analysis: null }),
    setSettings: assign(({ context, event }) => (event.type === 'settings' ? { settings: { ...context.settings, ...event.settings } } : {})),
    setSetup: assign(({ context, event }) => (event.type === 'setup' ? { setup: { ...context.setup, ...event.setup } } : {})),
    setRules: assign(({ event }) => (event.type === 'rules' ? { rules: event.rules } : {})),
    fastForwardOn: assign({ fastForward: true }),
    fastForwardOff: assign({ fastForward: false }),
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
    setup: { seed: 1, schleipfen: false, tariff: 1, ...input.setup },
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
    // A saved game taken over at any point (another tab's newer save): whatever was under way stops.
    resume: { target: '.route', actions: 'resume' },
  },
  states: {
    boot: {
      always: [{ guard: 'noGame', target: 'setup' }, { target: 'route' }],
    },
    setup: {
      on: {
        setup: { actions: 'setSetup' },
        start: { guard: 'gameReady', target: 'route', actions: 'startRubber' },
      },
    },
    route: {
      always: [
        { guard: 'noGame', target: 'setup' },
        { guard: 'broken', target: 'setup', actions: 'badState' },
        { guard: 'trickJustWon', target: 'trickShown' },
        { guard: 'rubberOver', target: 'rubberOver' },
        { guard: 'gameOver', target: 'gameOver' },
        { guard: 'scored', target: 'dealScored' },
        { guard: 'awaitingDeal', target: 'dealing' },
        { guard: 'botsToConsult', target: 'computerThinking' },
        { guard: 'learnerDecides', target: 'learnerTurn' },
        { guard: 'botToAct', target: 'computerThinking' },
        { guard: 'closeDeal', target: 'closing' },
      ],
    },
    closing: {
      // Nobody else may haul or object after the ninth trick: the deal is scored.
      entry: 'score',
      always: 'route',
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
        input: ({ context }) => ({
          game: context.game as GameState,
          learner: context.learner,
          settings: context.fastForward ? { ...context.settings, speed: 'instant' as const } : context.settings,
          consulted: context.consulted,
          bots: context.bots,
          wait: context.wait,
        }),
        onDone: [
          { guard: 'botActed', target: 'route', actions: 'botActs' },
          { target: 'route', actions: 'markConsulted' },
        ],
        onError: { target: 'route', actions: 'botsFailed' },
      },
      on: { fastForward: { guard: 'learnerOut', actions: 'fastForwardOn' } },
    },
    learnerTurn: {
      initial: 'idle',
      on: {
        play: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
        huebscher: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
        answer: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
        haul: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
        object: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
        score: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
        decline: { guard: 'canDecline', target: 'route', actions: 'decline' },
      },
      states: {
        idle: {
          on: { hint: { guard: 'canHint', target: 'hinting' } },
        },
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
    trickShown: {
      entry: 'showTrick',
      after: { trickPause: 'route' },
      on: {
        next: 'route',
        haul: [{ guard: 'accepted', target: 'route', actions: 'learnerActs' }, { actions: 'learnerRefused' }],
      },
    },
    dealScored: {
      always: { guard: 'autoContinue', target: 'route', actions: 'continue' },
      ...ANALYSIS,
      on: {
        next: { target: 'route', actions: 'continue' },
        fastForward: { guard: 'learnerOut', target: 'route', actions: ['fastForwardOn', 'continue'] },
      },
    },
    gameOver: {
      entry: 'fastForwardOff',
      ...ANALYSIS,
      on: { next: { target: 'route', actions: 'continue' } },
    },
    rubberOver: {
      entry: 'fastForwardOff',
      ...ANALYSIS,
      on: { again: { guard: 'gameReady', target: 'route', actions: 'nextRubber' } },
    },
  },
});

function fresh() {
  return {
    consulted: -1,
    declined: -1,
    shownTrick: -1,
    lastEvents: [] as GameEvent[],
    refused: null,
    hint: null,
    analysis: null,
    fastForward: false,
  };
}

export type TableMachine = typeof tableMachine;
/** The top-level state names. */
export type TableStateName = 'boot' | 'setup' | 'route' | 'closing' | 'dealing' | 'computerThinking' | 'learnerTurn' | 'trickShown' | 'dealScored' | 'gameOver' | 'rubberOver';
