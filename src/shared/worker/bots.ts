/**
 * What every game's computer players share, whatever their game: the levels and a bot's configuration, the seed of
 * one decision (so a bot plays the same in the same position), the Strong player's default thinking time, the
 * table's own steps (deal, continue), the loop that lets bots play until a human must decide, and the shape of the
 * coach's hint. A game supplies its own decisions (Steady's habits, the Strong player's search over its simulator,
 * the reasons of its hints).
 */
import { mixSeed } from '../random/mix';
import { nextBelow, rngFromSeed, toGenerator } from '../random/rng';
import type { SearchOptions } from '../search/pimc';

export { mixSeed };

/** The bots' levels: a uniform legal choice from a seeded generator, rules of thumb, and search. */
export type BotLevel = 'random' | 'steady' | 'strong';

/** The Strong player's thinking time per decision in ms, unless told otherwise. */
export const STRONG_BUDGET_MS = 60;

/** How a bot plays. */
export interface BotConfigOf<Level extends string = BotLevel> {
  level: Level;
  /** Seed of the bot's own randomness (mixed with the game's seed and progress for each decision). */
  seed?: number;
  /** Strong: thinking time per decision in ms (default `STRONG_BUDGET_MS`); Infinity = only the sample cap counts. */
  budgetMs?: number;
  /** Strong: cap on sampled deals per decision; with budgetMs Infinity the play depends only on the seed. */
  maxSamples?: number;
}

/** The options of the Strong player's search over a game's simulator (the platform's search, shared/search/pimc.ts). */
export type StrongOptions = Pick<SearchOptions, 'seed' | 'budgetMs' | 'maxSamples' | 'minSamples' | 'eps' | 'earlyStop' | 'now'>;

/** The coach's options: thinking time, sample cap and seed (default: the decision's seed). */
export interface HintOptions {
  budgetMs?: number;
  maxSamples?: number;
  seed?: number;
}

/** The coach's hint: the Strong player's choice, why (a code plus data, never English), what else it weighed, and over how many samples. */
export interface BotHint<Action, Reason, Candidate> {
  action: Action;
  reason: Reason;
  candidates: Candidate[];
  samples: number;
}

/** The seed of the decision in `state` for `seat`: the bot's seed, the game's seed and how far the game has got. */
export function decisionSeed(state: { seed: number; actions: { length: number } }, seat: number, seed = 0): number {
  return mixSeed(seed, state.seed, state.actions.length, seat);
}

/** The Random level's choice: one of `options`, uniformly, from a generator seeded with the decision's seed (undefined when there is none). */
export function seededPick<T>(options: readonly T[], seed: number): T | undefined {
  return options.length === 0 ? undefined : options[nextBelow(toGenerator(rngFromSeed(seed)), options.length)];
}

/** The table's own step for a decision no seat makes: deal or continue; null otherwise. */
export function tableStep(decision: { kind: string }): { type: 'deal' } | { type: 'continue' } | null {
  if (decision.kind === 'deal') return { type: 'deal' };
  if (decision.kind === 'continue') return { type: 'continue' };
  return null;
}

/**
 * Plays on from `state`: `next` gives the next action of a bot or the table (null when a human must decide or the
 * game is over), the engine's `apply` takes it. Stops at null, at an action the engine refuses, or after
 * `maxActions`; returns the state reached.
 */
export function runBots<S, A>(state: S, next: (s: S) => A | null, apply: (s: S, a: A) => { ok: true; value: S } | { ok: false }, maxActions: number): S {
  let s = state;
  for (let i = 0; i < maxActions; i++) {
    const a = next(s);
    if (!a) return s;
    const r = apply(s, a);
    if (!r.ok) return s;
    s = r.value;
  }
  return s;
}

/**
 * Splits `sorted` into runs of neighbours that `same` joins (for the Strong player: legal cards that play the same,
 * so the search tries one of each run). Every item lands in exactly one run, in order.
 */
export function groupRuns<T>(sorted: readonly T[], same: (prev: T, next: T) => boolean): T[][] {
  const groups: T[][] = [];
  let cur: T[] = [];
  for (const c of sorted) {
    const prev = cur[cur.length - 1];
    if (prev !== undefined && same(prev, c)) cur.push(c);
    else {
      if (cur.length) groups.push(cur);
      cur = [c];
    }
  }
  if (cur.length) groups.push(cur);
  return groups;
}
