/**
 * Bugami's game table on the platform's table machine (src/shared/table/machine.ts): a whole game to 250 against
 * computer players, the learner in seat 0. The platform's machine owns whose turn it is, the bots thinking, the
 * pauses the table shows, the review after each deal and the end of the game; every change is the engine's (through
 * the adapter table/engine.ts: the table deals, and moves on after a scored deal has been read). Bids are secret: the
 * computer players bid before the learner. What is Bugami's own: its settings, its pauses (the cards just dealt,
 * the bids just turned over, a finished trick), how long its bots seem to think and how they are asked.
 *
 * States (data-state): setup, dealing, computerThinking, learnerTurn, revealShown, trickShown, dealScored, gameOver.
 */
import { PLAY_DEFAULTS, thinkingPause, type MachineBots, type PlaySettings, type Speed } from '../../../shared/table/settings';
import { createTableMachine, type HintState as SharedHintState, type TableContext as SharedContext, type TableStateName as SharedStateName } from '../../../shared/table/machine';
import { legalActions, nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import type { BotLevel } from '../bots/bot';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from '../table/engine';

export type TableSettings = PlaySettings;
export const DEFAULT_SETTINGS: Readonly<TableSettings> = PLAY_DEFAULTS;

export interface GameSetup {
  seed: number;
  players: number;
}

export type TableBots = MachineBots<GameState, GameAction, Hint, { level: BotLevel }>;

export type LearnerDecision = 'bid' | 'play';
export type HintState = SharedHintState<Hint>;
export type TableContext = SharedContext<GameState, Rules, GameSetup, TableSettings, GameError, TableBots, Hint>;
export type TableStateName = SharedStateName | 'dealing' | 'revealShown';

/** Pauses in ms per speed: a computer player's thinking, a trick on show, the reveal, a fresh deal. */
export const PAUSES: Record<Speed, { think: number; spread: number; trick: number; reveal: number; deal: number }> = {
  slow: { think: 1300, spread: 600, trick: 2500, reveal: 3000, deal: 1100 },
  normal: { think: 700, spread: 400, trick: 1400, reveal: 1800, deal: 600 },
  fast: { think: 150, spread: 100, trick: 500, reveal: 600, deal: 200 },
  instant: { think: 0, spread: 0, trick: 0, reveal: 0, deal: 0 },
};

/** How long a computer player seems to think: a little varied, a third as long for a secret bid. */
export function thinkingTime(speed: Speed, game: GameState): number {
  const ms = thinkingPause(PAUSES[speed], game.actions.length);
  return game.stage === 'bidding' ? Math.round(ms / 3) : ms;
}

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

const playing = (g: GameState) => g.stage === 'playing' && !!g.deal && g.deal.trick.length === 0;

export const tableMachine = createTableMachine<GameState, GameAction, Rules, GameSetup, TableSettings, GameError, TableBots, Hint>({
  id: 'table',
  engine: TABLE_ENGINE,
  setup: { seed: 1, players: 4 },
  settings: DEFAULT_SETTINGS,
  rules: { ...DEFAULT_RULES },
  move: (bots, state, seat, settings) => bots.move(state, seat, { level: settings.level }),
  hint: (bots, state, seat) => bots.hint(state, seat),
  safeAction: fallbackAction,
  thinkMs: (settings, state) => thinkingTime(settings.speed, state),
  shownSteps: [
    // The cards just dealt, before the first bid.
    { state: 'dealing', shown: (g) => g.stage === 'bidding' && g.actions[g.actions.length - 1]?.type === 'deal', ms: (s) => PAUSES[s.speed].deal },
    // All bids just turned over, before the first lead.
    { state: 'revealShown', shown: (g) => playing(g) && g.deal!.tricks.length === 0, ms: (s) => PAUSES[s.speed].reveal },
  ],
  // A trick has just been won and the next one not begun (the deal's last trick goes straight to the scoring).
  stepShown: (g) => playing(g) && g.deal!.tricks.length > 0,
  stepMs: (settings) => PAUSES[settings.speed].trick,
  // The page picks the next game's seed and sends it with the setup.
  nextSetup: (setup) => setup,
  setupOf: (g) => ({ seed: g.seed, players: g.players }),
  resumeShowsResult: true,
});
