/**
 * Handjass's play table on the platform's table machine (src/shared/table/machine.ts): set up a game (players, level,
 * pace, seed), then the table runs itself through the engine: dealing and moving on after a read review are taken at
 * once, a computer player's decision is asked of the bots (a worker in the browser, a fake in tests), and the machine
 * waits for the learner's decisions (seat 0) and for "next deal" after the review of each deal. A computer player
 * that cannot decide stops the table in `failed` until the learner retries. What is Handjass's own: its settings,
 * its pause and how its bots are asked.
 */
import { PLAY_CHECKS, PLAY_DEFAULTS, type MachineBots, type PlaySettings, type Speed } from '../../../shared/table/settings';
import { oneOf, settingsReader } from '../../../shared/table/store';
import { createTableMachine, type HintState as SharedHintState, type TableContext as SharedContext, type TableStateName as SharedStateName } from '../../../shared/table/machine';
import type { RuleSet } from '../../../shared/settings/rulesSetting';
import { nextDecision, type GameAction, type GameError, type GameState } from '../engine/game';
import type { BotLevel } from '../bots/bot';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from '../table/engine';

export const LEARNER = 0;

export type TableBots = MachineBots<GameState, GameAction, Hint, BotLevel>;

/** The shared settings (level, speed, highlighting the playable cards) and the number of players. */
export interface TableSettings extends PlaySettings {
  players: 2 | 3 | 4;
}

export const DEFAULT_SETTINGS: TableSettings = { players: 4, ...PLAY_DEFAULTS };

const readShared = settingsReader<TableSettings>(DEFAULT_SETTINGS, { players: oneOf([2, 3, 4]), ...PLAY_CHECKS });

/**
 * Settings from untrusted data: each field that does not validate takes its default. Settings saved before the
 * table had a speed kept a pace toggle instead: on reads as 'normal', off as 'instant'.
 */
export function readSettings(x: unknown): TableSettings {
  const s = readShared(x);
  const o = x !== null && typeof x === 'object' ? (x as Record<string, unknown>) : {};
  return o.speed === undefined && typeof o.pace === 'boolean' ? { ...s, speed: o.pace ? 'normal' : 'instant' } : s;
}

/** The pause before a computer player's move, per speed. */
export const PAUSE_MS: Readonly<Record<Speed, number>> = { slow: 900, normal: 450, fast: 150, instant: 0 };
/** How long a finished trick stays on the felt before the next lead (a tap moves on at once), per speed. */
export const TRICK_MS: Readonly<Record<Speed, number>> = { slow: 2600, normal: 1500, fast: 600, instant: 0 };

export type HintState = SharedHintState<Hint>;
export type TableContext = SharedContext<GameState, RuleSet, { seed: number }, TableSettings, GameError, TableBots, Hint>;
export type TableStateName = SharedStateName;

/** The seat a computer player must decide for now, or null. */
export function botSeat(g: GameState): number | null {
  const d = nextDecision(g);
  return 'seat' in d && d.seat !== LEARNER ? d.seat : null;
}

export const tableMachine = createTableMachine<GameState, GameAction, RuleSet, { seed: number }, TableSettings, GameError, TableBots, Hint>({
  id: 'handjassTable',
  engine: TABLE_ENGINE,
  learner: LEARNER,
  setup: { seed: 1 },
  settings: DEFAULT_SETTINGS,
  rules: {},
  move: (bots, state, seat, settings) => bots.move(state, seat, settings.level),
  hint: (bots, state, seat) => bots.hint(state, seat),
  onBotFailure: 'retry',
  thinkMs: (settings) => PAUSE_MS[settings.speed],
  // A trick has just been completed and the next one not led: the finished trick is on show.
  stepShown: (g) => g.stage === 'playing' && !!g.deal && g.deal.trick.length === 0 && g.deal.tricks.length > 0,
  stepMs: (settings) => TRICK_MS[settings.speed],
  mergeSettings: (current, given) => readSettings({ ...current, ...given }),
  // A new game keeps the seed of the last one (the seed field or `?seed=` changes it).
  nextSetup: (setup) => setup,
  resumeShowsResult: true,
});
