/**
 * The bots' decisions on a `GameState`, returned as the game's own actions: random, Steady and Strong players
 * for every decision of a seat (lead, beat, and the announced Stopp of OP9), plus the table's own steps (deal,
 * continue) and `autoplay`. Deterministic: the same state, seed and sample cap give the same action.
 */
import { apply, nextDecision, type GameAction, type GameState } from '../engine/game';
import type { Card, Seat } from '../engine/types';
import { copySim, makeSim } from './sim';
import { steadyPick } from './steady';
import { strongEvaluate, type StrongResult } from './strong';
import { cardOf, viewOf, type View } from './view';
import { STRONG_BUDGET_MS, decisionSeed, mixSeed, runBots, seededPick, tableStep, type BotConfigOf, type BotLevel } from '../../../shared/worker/bots';

export type { BotLevel };

export interface BotConfig extends BotConfigOf {
  /** Playout noise of the Strong player (default 0.08). */
  eps?: number;
}

export { decisionSeed, mixSeed };

/** Steady's card for a view. */
export function steadyCard(view: View): number {
  const sim = makeSim();
  copySim(sim, view.sim);
  return steadyPick(sim, null, 0);
}

export function strongResult(view: View, seed: number, cfg: Pick<BotConfig, 'budgetMs' | 'maxSamples' | 'eps'> = {}): StrongResult {
  return strongEvaluate(view, { seed, budgetMs: cfg.budgetMs ?? STRONG_BUDGET_MS, maxSamples: cfg.maxSamples, eps: cfg.eps });
}

/** The action `seat` takes now, or null when the game is not waiting for that seat. Never throws. */
export function chooseAction(state: GameState, seat: Seat, cfg: BotConfig = { level: 'steady' }): GameAction | null {
  try {
    const d = nextDecision(state);
    if ((d.kind !== 'lead' && d.kind !== 'beat' && d.kind !== 'stopp') || d.seat !== seat) return null;
    if (d.kind === 'stopp') return { type: 'stopp', seat };
    const legal = d.legal;
    const play = (card: Card): GameAction => ({ type: 'play', seat, card: legal.includes(card) ? card : (legal[0] as Card) });
    if (legal.length === 1) return play(legal[0] as Card);
    const seed = decisionSeed(state, seat, cfg.seed ?? 0);
    if (cfg.level === 'random') return play(seededPick(legal, seed) as Card);
    const view = viewOf(state, seat);
    if (!view) return play(legal[0] as Card);
    const code = cfg.level === 'strong' ? strongResult(view, seed, cfg).card : steadyCard(view);
    return play(cardOf(code, view.ranking));
  } catch {
    return null;
  }
}

/** The table's own step (deal, continue), or null when a seat must decide or the game is over. */
export const tableAction = (state: GameState): GameAction | null => tableStep(nextDecision(state));

export interface AutoplayOptions {
  /** Players by seat; null = a human seat (autoplay stops there). */
  players: (BotConfig | null)[];
  /** Stop after the current deal is settled (default false: play on to the end of the game). */
  stopAtDealEnd?: boolean;
  maxActions?: number;
}

/** Runs the bots and the table's steps until a human seat must decide, the deal or the game is over. */
export function autoplay(state: GameState, opts: AutoplayOptions): GameState {
  const next = (s: GameState): GameAction | null => {
    const d = nextDecision(s);
    if (d.kind === 'game-over' || d.kind === 'invalid-state') return null;
    if (d.kind === 'continue' && opts.stopAtDealEnd) return null;
    const a = tableAction(s);
    if (a || (d.kind !== 'lead' && d.kind !== 'beat' && d.kind !== 'stopp')) return a;
    const p = opts.players[d.seat];
    return p ? chooseAction(s, d.seat, p) : null;
  };
  return runBots(state, next, apply, opts.maxActions ?? 100000);
}
