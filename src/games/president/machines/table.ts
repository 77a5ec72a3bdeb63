/**
 * President's game table on the platform's table machine (src/shared/table/machine.ts): the setup before a game,
 * then the game decision by decision as the engine asks for them (the deal is the table's own step; the exchange and
 * the plays of the learner, player 0, and of the computer players, asked through `bots`), a review after each deal
 * that waits for the learner, and the end of the game. What is President's own: its settings, its pauses and how its
 * bots are asked.
 */
import { PLAY_CHECKS, PLAY_DEFAULTS, type MachineBots, type PlaySettings, type Speed } from '../../../shared/table/settings';
import { oneOf, settingsReader } from '../../../shared/table/store';
import { createTableMachine, type TableContext as SharedContext } from '../../../shared/table/machine';
import type { Hint } from '../bots/hint';
import type { GameAction, GameError, GameState } from '../engine/game';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { TABLE_ENGINE } from '../table/engine';

/** The shared settings and the number of players. */
export interface TableSettings extends PlaySettings {
  players: 3 | 4 | 5 | 6;
}

export const DEFAULT_SETTINGS: TableSettings = { players: 4, ...PLAY_DEFAULTS };

/** Settings from untrusted data: each field that does not validate takes its default. */
export const readSettings = settingsReader<TableSettings>(DEFAULT_SETTINGS, { players: oneOf([3, 4, 5, 6]), ...PLAY_CHECKS });

/** Each valid field given is taken; an invalid one keeps the current value (not the default). */
function mergeSettings(current: TableSettings, given: Partial<TableSettings>): TableSettings {
  const next: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(given)) {
    if ((readSettings({ ...current, [k]: v }) as unknown as Record<string, unknown>)[k] === v) next[k] = v;
  }
  return readSettings(next);
}

/** The learner's player id. */
import { LEARNER } from '../table/seats';

export { LEARNER };

export const PAUSE_MS: Record<Speed, number> = { slow: 900, normal: 450, fast: 120, instant: 0 };
/** How long a round just cleared stays on the table (its last play, who took it, who leads next): none at 'instant'. */
export const ROUND_PAUSE_MS: Record<Speed, number> = { slow: 2800, normal: 1600, fast: 700, instant: 0 };

/** The last pass has just cleared the round: the table holds it for a moment (or until the learner moves on). */
export const roundJustCleared = (g: GameState): boolean => g.stage === 'playing' && g.log[g.log.length - 1]?.type === 'round-cleared';

type Bots = MachineBots<GameState, GameAction, Hint>;
/** The computer players; a table in a test may leave out the coach (no hint). */
export type TableBots = Pick<Bots, 'move'> & Partial<Pick<Bots, 'hint'>>;

export type TableContext = SharedContext<GameState, Rules, { seed: number }, TableSettings, GameError, TableBots, Hint>;

export const tableMachine = createTableMachine<GameState, GameAction, Rules, { seed: number }, TableSettings, GameError, TableBots, Hint>({
  id: 'presidentTable',
  engine: TABLE_ENGINE,
  learner: LEARNER,
  setup: { seed: 1 },
  settings: DEFAULT_SETTINGS,
  rules: DEFAULT_RULES,
  move: (bots, state, seat, settings) => bots.move(state, seat, { level: settings.level }),
  hint: (bots, state, seat) => (bots.hint ? bots.hint(state, seat) : Promise.resolve(null)),
  thinkMs: (settings) => PAUSE_MS[settings.speed],
  // A round just cleared is the finished step on show (the platform's `trickShown`): ended by its pause or a tap.
  stepShown: roundJustCleared,
  stepMs: (settings) => ROUND_PAUSE_MS[settings.speed] ?? 0,
  mergeSettings,
  nextSetup: (setup) => ({ seed: ((setup.seed * 1103515245 + 12345) >>> 1) % 2147483647 }),
  resumeShowsResult: false,
});
