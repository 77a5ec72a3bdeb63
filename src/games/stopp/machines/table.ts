/**
 * Stopp's game table on the platform's table machine (src/shared/table/machine.ts): set up a game (players, level,
 * seed), then the table runs itself through the engine: the table's own steps (deal, continue after the review)
 * are taken at once, a computer player's decision is asked of the bots (a worker in the browser, see table/bots.ts),
 * and the machine waits for the learner's card (or announced Stopp) and for "next deal" after the review of each
 * deal. What is Stopp's own: its settings, its pauses, its safe move and how its bots are asked.
 */
import { PLAY_DEFAULTS, type MachineBots, type PlaySettings, type Speed } from '../../../shared/table/settings';
import { createTableMachine, type HintState as SharedHintState, type TableContext as SharedContext, type TableStateName as SharedStateName } from '../../../shared/table/machine';
import type { BotLevel } from '../bots/bot';
import type { Hint } from '../bots/hint';
import { nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Card, Seat } from '../engine/types';
import { TABLE_ENGINE } from '../table/engine';

export type TableSettings = PlaySettings;
export const DEFAULT_SETTINGS: Readonly<TableSettings> = PLAY_DEFAULTS;

export interface GameSetup {
  seed: number;
  players: number;
}

export type TableBots = MachineBots<GameState, GameAction, Hint, { level: BotLevel }>;

export type HintState = SharedHintState<Hint>;
export type TableContext = SharedContext<GameState, Rules, GameSetup, TableSettings, GameError, TableBots, Hint>;
export type TableStateName = SharedStateName;

/** Pauses in ms per speed before a computer player's card shows. */
export const PAUSE: Record<Speed, number> = { slow: 1100, normal: 600, fast: 250, instant: 0 };
/** How long a pile just turned away stays on the table (its cards, the Stopps, who turned it and leads): none at 'instant'. */
export const TURN_PAUSE: Record<Speed, number> = { slow: 2800, normal: 1600, fast: 700, instant: 0 };

/** The last Stopp has just closed the pile and its player turned it away: the table holds it for a moment. */
export const pileJustTurned = (g: GameState): boolean => g.stage === 'playing' && g.log[g.log.length - 1]?.type === 'turn';

/** Whose decision the game waits for now, or null for a table step or the end. */
export const seatToAct = (game: GameState): Seat | null => TABLE_ENGINE.toAct(game);

/** A safe legal action for a seat: the lowest legal card or the forced Stopp. */
export function fallbackAction(game: GameState, seat: Seat): GameAction | null {
  const d = nextDecision(game);
  if ((d.kind === 'lead' || d.kind === 'beat') && d.seat === seat) return { type: 'play', seat, card: d.legal[d.legal.length - 1] as Card };
  if (d.kind === 'stopp' && d.seat === seat) return { type: 'stopp', seat };
  return null;
}

export const tableMachine = createTableMachine<GameState, GameAction, Rules, GameSetup, TableSettings, GameError, TableBots, Hint>({
  id: 'stoppTable',
  engine: TABLE_ENGINE,
  setup: { seed: 1, players: 4 },
  settings: DEFAULT_SETTINGS,
  rules: DEFAULT_RULES,
  move: (bots, state, seat, settings) => bots.move(state, seat, { level: settings.level }),
  hint: (bots, state, seat) => bots.hint(state, seat),
  safeAction: fallbackAction,
  thinkMs: (settings) => PAUSE[settings.speed],
  // A pile just turned away is the finished step on show (the platform's `trickShown`): ended by its pause or a tap.
  stepShown: pileJustTurned,
  stepMs: (settings) => TURN_PAUSE[settings.speed] ?? 0,
  // A new game after the end takes the next seed; one from the settings during a game keeps this game's seed.
  nextSetup: (setup, game) => (game?.stage === 'game-over' ? { ...setup, seed: (game.seed + 1) & 0x7fffffff } : setup),
  setupOf: (_game, setup) => setup,
  resumeShowsResult: true,
});
