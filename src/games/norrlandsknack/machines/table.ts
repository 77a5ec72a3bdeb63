/**
 * Norrlandsknack's game table on the platform's table machine (src/shared/table/machine.ts): a game against
 * computer players, the learner in seat 0. The platform's machine owns whose turn it is, the bots thinking, the
 * finished trick on show, the review after each deal and the end of the game; the engine decides everything about
 * the rules, and the bots are injected (a worker in the browser, the same code in the page's thread in tests). What
 * is Norrlandsknack's own: its settings, how long a finished trick stays, and how its bots are asked.
 */
import { PLAY_CHECKS, PLAY_DEFAULTS, type Level, type MachineBots, type PlaySettings, type Speed } from '../../../shared/table/settings';
import { oneOf, settingsReader } from '../../../shared/table/store';
import { createTableMachine, type TableContext as SharedContext } from '../../../shared/table/machine';
import type { GameAction, GameError, GameState } from '../engine';
import type { Rules } from '../engine';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from '../table/engine';

/** How long a finished trick stays on the table before the next lead: none at 'instant' (the tests' speed). */
export const TRICK_PAUSE: Readonly<Record<Speed, number>> = { slow: 2800, normal: 1600, fast: 700, instant: 0 };
/** The pause before a computer player's knock, buy or card shows, so that the learner can follow each one. */
export const THINK_PAUSE: Readonly<Record<Speed, number>> = { slow: 900, normal: 450, fast: 150, instant: 0 };
export const LEARNER = 0;

/** The shared settings and the number of players (a saved game from before `speed` plays at 'normal'). */
export interface TableSettings extends PlaySettings {
  players: 3 | 4 | 5;
}

export const DEFAULT_SETTINGS: TableSettings = { players: 4, ...PLAY_DEFAULTS };

/** Settings from untrusted data: each field that does not validate takes its default. */
export const readSettings = settingsReader<TableSettings>(DEFAULT_SETTINGS, { players: oneOf([3, 4, 5]), ...PLAY_CHECKS });

export type TableBots = MachineBots<GameState, GameAction, Hint, Level>;

export type TableContext = SharedContext<GameState, Partial<Rules>, { seed: number }, TableSettings, GameError, TableBots, Hint>;

export const tableMachine = createTableMachine<GameState, GameAction, Partial<Rules>, { seed: number }, TableSettings, GameError, TableBots, Hint>({
  id: 'norrlandsknack-table',
  engine: TABLE_ENGINE,
  learner: LEARNER,
  setup: { seed: 1 },
  settings: DEFAULT_SETTINGS,
  rules: {},
  move: (bots, state, seat, settings) => bots.move(state, seat, settings.level),
  hint: (bots, state, seat) => bots.hint(state, seat),
  thinkMs: (settings) => THINK_PAUSE[settings.speed] ?? 0,
  // A trick has just been completed and the next one not begun: the finished trick is on show.
  stepShown: (g) => g.stage === 'playing' && !!g.deal && g.deal.trick.length === 0 && g.deal.tricks.length > 0,
  stepMs: (settings) => TRICK_PAUSE[settings.speed] ?? 0,
  // The page picks the next game's seed (a fresh one) and sends it with the setup.
  nextSetup: (setup) => setup,
  resumeShowsResult: true,
});
