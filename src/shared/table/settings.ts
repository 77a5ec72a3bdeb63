/**
 * The table settings every game's table shares, in one place so that no game drifts from the others: how strong the
 * computer players are, how fast they move and how long a finished trick stays on the felt, and whether the learner's
 * playable cards are marked. A game adds its own settings (players, narration...) and says how long each of its
 * pauses lasts at each speed. Plain data and functions: machines, stores and widgets all read it.
 */

/** A check for `settingsReader` (store.ts): one of the values given. */
export const oneOf = (values: readonly unknown[]) => (v: unknown) => values.includes(v);
/** A check for `settingsReader` (store.ts): a boolean. */
export const isBoolean = (v: unknown) => typeof v === 'boolean';

/** The computer players' level at the table: Steady or Strong (shell.level.*). */
export const LEVELS = ['steady', 'strong'] as const;
export type Level = (typeof LEVELS)[number];

/** How fast the table moves (shell.speed.*); 'instant' makes no pause at all (the browser tests' speed). */
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The settings of every table; `L` is the game's level type when its bots know more levels than the table offers. */
export interface PlaySettings<L extends string = Level> {
  level: L;
  speed: Speed;
  showLegal: boolean;
}

export const PLAY_DEFAULTS: Readonly<PlaySettings> = Object.freeze({ level: 'steady', speed: 'normal', showLegal: true });

/** The checks of the shared settings for `settingsReader` (store.ts): each field read from untrusted data. */
export const PLAY_CHECKS = { level: oneOf(LEVELS), speed: oneOf(SPEEDS), showLegal: isBoolean } as const;

/**
 * How long a computer player seems to think at a position: a base and a spread, the same position (counted by the
 * actions so far) always alike, so that a replayed game looks the same.
 */
export function thinkingPause(p: { think: number; spread: number }, progress: number): number {
  if (p.think === 0) return 0;
  const x = Math.imul(progress + 1, 2654435761) >>> 0;
  return p.think + (x % (p.spread + 1));
}

/** The computer players as a table machine asks them: promises, so that a worker can answer. */
export interface MachineBots<State, Action, Hint, Ask = { level: Level }> {
  move(state: State, seat: number, ask: Ask): Promise<Action | null>;
  hint(state: State, seat: number): Promise<Hint | null>;
}
