/**
 * Hindersche's game table on the platform's table machine (src/shared/table/machine.ts): a whole rubber against three
 * computer players. The machine decides nothing about the rules: every change goes through the engine (table/engine.ts),
 * the table's own steps (deal, close a deal's last objection window, move on after a read result) are taken at once.
 * What is Hindersche's own: its settings, pauses and tariffs; the optional moves (hübscher, hauling a trick, objecting
 * to a haul), for which the computer players are consulted before anyone's turn and which the learner may decline;
 * playing on without stopping when the learner is out of a game; and the analysis of the learner's plays after a deal.
 *
 * States (the platform's): setup, learnerTurn, computerThinking, dealing (the cards just dealt, a short pause),
 * trickShown (a short pause; a trick the learner may haul waits for the learner's haul or tap), dealScored (a deal's
 * result; also the end of a game, a Partie), gameOver (the rubber is over: the settlement).
 */
import { PLAY_DEFAULTS, thinkingPause, type PlaySettings, type Speed } from '../../../shared/table/settings';
import { createTableMachine, tableState, type AnalysisState, type HintState as SharedHintState, type TableContext as SharedContext } from '../../../shared/table/machine';
import { legalActions, nextDecision, apply, type GameAction, type GameError, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import type { DealAnalysis } from '../bots/analysis';
import type { BotLevel } from '../bots/bot';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from '../table/engine';

// ---------------------------------------------------------------------------------------------
// Types

/** What the learner may change at any time: the shared settings (level, speed, showLegal) and Hindersche's own. */
export interface TableSettings extends PlaySettings<BotLevel> {
  /** Computer players try a Schleipfe now and then (needs schleipfen allowed in the game). */
  botSchleipfen: boolean;
  /** Narration: explain every card, or just name it. */
  detail: 'full' | 'short';
}

export const DEFAULT_SETTINGS: Readonly<TableSettings> = Object.freeze({
  ...PLAY_DEFAULTS,
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

/** A pending answer of the bots (the analysis) at one position. */
export type Pending<T> = AnalysisState<T>;
export type HintState = SharedHintState<Hint>;
export type TableContext = SharedContext<GameState, Rules, GameSetup, TableSettings, GameError, TableBots, Hint, DealAnalysis>;

/** The table's states as the page names them (`data-state`): a game's (Partie's) end and the rubber's end have their own. */
export type TableStateName = 'setup' | 'learnerTurn' | 'computerThinking' | 'dealing' | 'trickShown' | 'dealScored' | 'gameOver' | 'rubberOver';

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
  return thinkingPause(PAUSES[speed], game.actions.length);
}

// ---------------------------------------------------------------------------------------------
// Reading the engine

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

/**
 * The learner may haul the trick just finished while play goes on (not the ninth: the deal's close asks about that
 * one anyway): the trick on show waits for the learner's haul or tap, at every speed.
 */
export function learnerMayHaul(game: GameState, learner: Seat): boolean {
  const d = nextDecision(game);
  return d.kind === 'play' && d.mayHaul.includes(learner);
}

/** Did the learner take part in the deal on the table? */
export function learnerInDeal(game: GameState | null, learner: Seat): boolean {
  return !!game?.deal && game.deal.order.includes(learner) && game.deal.tricks.length > 0;
}

/** The engine's decision is the end of a game (Partie), whose result is shown before the next game. */
export function partieOver(game: GameState): boolean {
  const d = nextDecision(game);
  return d.kind === 'continue' && d.after === 'game-over';
}

/** The learner is out of this game (dropped out in Butzen): the table may play on without stopping. */
export function learnerOut(game: GameState, learner: Seat): boolean {
  return game.stage !== 'rubber-over' && !game.active.includes(learner) && game.phase === 2;
}

/** The page's name for the machine's state: a scored deal that ends a game is `gameOver`, the rubber's end `rubberOver`. */
export function viewState(value: unknown, game: GameState | null): TableStateName {
  const s = tableState(value);
  if (s === 'gameOver') return 'rubberOver';
  if (s === 'dealScored' && game && partieOver(game)) return 'gameOver';
  return s as TableStateName;
}

/** A new rubber: the first dealer follows from the seed, so a seed replays the same table. */
export function startGame(s: GameSetup, rules: Rules): GameState | null {
  const g = TABLE_ENGINE.newGame(s, DEFAULT_SETTINGS, rules);
  return g.ok ? g.value : null;
}

/** The computer players asked in turn for an optional move (haul, object, hübscher): the first one that makes one. */
async function consult(bots: TableBots, game: GameState, learner: Seat, settings: TableSettings): Promise<GameAction | null> {
  for (const seat of botsToConsult(game, learner, settings, -1)) {
    const a = await bots.move(game, seat, botOptions(settings));
    if (a && a.type !== 'play' && apply(game, a).ok) return a;
  }
  return null;
}

const botOptions = (settings: TableSettings) => ({ level: settings.level, schleipfen: settings.botSchleipfen ? ('sometimes' as const) : ('never' as const) });
const lastAction = (game: GameState) => game.actions[game.actions.length - 1];

export const tableMachine = createTableMachine<GameState, GameAction, Rules, GameSetup, TableSettings, GameError, TableBots, Hint, DealAnalysis>({
  id: 'hinderscheTable',
  engine: TABLE_ENGINE,
  setup: { seed: 1, schleipfen: false, tariff: 1 },
  settings: DEFAULT_SETTINGS,
  rules: DEFAULT_RULES,
  move: (bots, state, seat, settings) => bots.move(state, seat as Seat, botOptions(settings)),
  hint: (bots, state, seat) => bots.hint(state, seat as Seat),
  safeAction: (state, seat) => fallbackAction(state, seat as Seat),
  thinkMs: (settings, state) => thinkingTime(settings.speed, state),
  // The cards just dealt stay a moment (also while fast-forwarding), then a finished trick (which the learner may haul).
  shownSteps: [{ state: 'dealing', shown: (g) => lastAction(g)?.type === 'deal', ms: (s) => PAUSES[s.speed].deal, whileFast: true }],
  stepShown: (g) => lastAction(g)?.type === 'play' && !!g.deal && g.deal.trick.length === 0 && g.deal.tricks.length > 0,
  stepMs: (s) => PAUSES[s.speed].trick,
  stepActs: true,
  // A trick the learner may haul stays until the learner hauls it or taps Continue: a pause is too short to decide.
  stepWaits: (g, learner) => learnerMayHaul(g, learner as Seat),
  optional: {
    botsMay: (g, learner, settings) => botsToConsult(g, learner as Seat, settings, -1).length > 0,
    ask: (bots, g, learner, settings) => consult(bots, g, learner as Seat, settings),
    askMs: (settings, g) => Math.round(thinkingTime(settings.speed, g) / 2),
    learnerMay: (g, learner) => {
      const k = learnerDecision(g, learner as Seat, -1);
      return k === 'offer' || k === 'object' || k === 'close';
    },
  },
  fastForward: {
    may: (g, learner) => learnerOut(g, learner as Seat),
    passes: (g, learner) => !(g.deal?.order.includes(learner as Seat) ?? false) && !partieOver(g),
  },
  analyse: {
    when: (g, learner) => learnerInDeal(g, learner as Seat),
    run: (bots, g, learner) => bots.analyse(g, learner as Seat),
  },
  // A new game from the settings keeps the seed; the next rubber (`again` on the page) takes the next seed.
  nextSetup: (setup) => setup,
  setupOf: (g) => ({ seed: g.seed, schleipfen: g.options.schleipfen, tariff: g.options.tariff }),
  resumeShowsResult: true,
});

export type TableMachine = typeof tableMachine;
