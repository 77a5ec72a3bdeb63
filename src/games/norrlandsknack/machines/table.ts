/**
 * Norrlandsknack's game table on the platform's table machine (src/shared/table/machine.ts): a game against
 * computer players, the learner in seat 0. The platform's machine owns whose turn it is, the bots thinking, the
 * finished trick on show, the review after each deal and the end of the game; the engine decides everything about
 * the rules, and the bots are injected (a worker in the browser, the same code in the page's thread in tests). What
 * is Norrlandsknack's own: its settings, how long a finished trick stays, and how its bots are asked.
 */
import { createTableMachine, type TableContext as SharedContext } from '../../../shared/table/machine';
import type { GameAction, GameError, GameState } from '../engine';
import type { Rules } from '../engine';
import type { Hint } from '../bots/hint';
import { TABLE_ENGINE } from '../table/engine';

export type Level = 'steady' | 'strong';
/** How long a finished trick stays on the table before the next lead: none at 'instant' (the tests' speed). */
export type Speed = 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['normal', 'fast', 'instant'];
export const TRICK_PAUSE: Readonly<Record<Speed, number>> = { normal: 1600, fast: 700, instant: 0 };
export const LEARNER = 0;

export interface TableSettings {
  players: 3 | 4 | 5;
  level: Level;
  showLegal: boolean;
  /** Added later: a saved game without it plays at 'normal'. */
  speed: Speed;
}

export const DEFAULT_SETTINGS: TableSettings = { players: 4, level: 'steady', showLegal: true, speed: 'normal' };

export function readSettings(x: unknown): TableSettings {
  const o = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
  return {
    players: o.players === 3 || o.players === 4 || o.players === 5 ? o.players : DEFAULT_SETTINGS.players,
    level: o.level === 'strong' || o.level === 'steady' ? o.level : DEFAULT_SETTINGS.level,
    showLegal: typeof o.showLegal === 'boolean' ? o.showLegal : DEFAULT_SETTINGS.showLegal,
    speed: o.speed === 'normal' || o.speed === 'fast' || o.speed === 'instant' ? o.speed : DEFAULT_SETTINGS.speed,
  };
}

export interface TableBots {
  move(state: GameState, seat: number, level: Level): Promise<GameAction | null>;
  hint(state: GameState, seat: number): Promise<Hint | null>;
}

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
  thinkMs: () => 0,
  // A trick has just been completed and the next one not begun: the finished trick is on show.
  stepShown: (g) => g.stage === 'playing' && !!g.deal && g.deal.trick.length === 0 && g.deal.tricks.length > 0,
  stepMs: (settings) => TRICK_PAUSE[settings.speed] ?? 0,
  // The page picks the next game's seed (a fresh one) and sends it with the setup.
  nextSetup: (setup) => setup,
  resumeShowsResult: true,
});
