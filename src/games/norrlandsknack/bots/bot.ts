/**
 * The bots' decisions on a `GameState`, returned as the game's own actions: random (a uniform legal action from a
 * seeded generator), Steady (rule-based) and Strong (search), plus `autoplay` for the table.
 */
import type { Card } from '../../../shared/cards/model';
import { apply, legalActions, nextDecision, type GameAction, type GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { viewOf, type View } from './knowledge';
import { BUY, FOLD, GO, KNOCK, LURK, PH_BID, PH_BUY, PH_PLAY, PH_RESPOND, cardOfCode, nthCard } from './sim';
import { steadyBid, steadyBuyMask, steadyCard, steadyRespond } from './steady';
import { strongEvaluate } from './strong';
import { STRONG_BUDGET_MS, decisionSeed, mixSeed, runBots, seededPick, tableStep, type BotConfigOf, type BotLevel } from '../../../shared/worker/bots';

export type { BotLevel };
export type BotConfig = BotConfigOf;
export { decisionSeed, mixSeed };

/** A sim action of the view's seat as a game action. */
export function toGameAction(view: View, a: number): GameAction | null {
  const seat = view.seat;
  if (a === KNOCK) return { type: 'knock', seat };
  if (a === LURK) return { type: 'lurk', seat };
  if (a === GO) return { type: 'go-along', seat };
  if (a === FOLD) return { type: 'fold', seat };
  const aceLow = view.sim.aceLow;
  if (a >= BUY) {
    const m = a - BUY;
    const discard: Card[] = [];
    for (let i = 0; i < 6; i++) if (m & (1 << i)) {
      const c = nthCard(view.sim, seat, i);
      if (c >= 0) discard.push(cardOfCode(c, aceLow));
    }
    return { type: 'buy', seat, discard };
  }
  if (a >= 0 && a < 52) return { type: 'play', seat, card: cardOfCode(a, aceLow) };
  return null;
}

/** Steady's sim action for a view. */
export function steadySimAction(view: View): number {
  const sim = view.sim;
  switch (sim.phase) {
    case PH_BID:
      return steadyBid(sim, view.seat);
    case PH_RESPOND:
      return steadyRespond(sim, view.seat);
    case PH_BUY:
      return BUY + steadyBuyMask(sim, view.seat);
    case PH_PLAY:
      return steadyCard(sim, view.seat, null, 0);
    default:
      return -1;
  }
}

function isLegal(state: GameState, a: GameAction | null): a is GameAction {
  if (!a) return false;
  return apply(state, a).ok;
}

/** A uniformly random legal action of `seat` (null when it is not the seat's decision). */
export function randomAction(state: GameState, seat: Seat, seed: number): GameAction | null {
  const acts = legalActions(state).filter((a) => 'seat' in a && a.seat === seat);
  return seededPick(acts, seed) ?? null;
}

/**
 * The bot's action for `seat`, or null when the game does not wait for that seat. Deterministic for a given seed
 * and sample cap (with budgetMs Infinity).
 */
export function chooseAction(state: GameState, seat: Seat, cfg: BotConfig): GameAction | null {
  try {
    const d = nextDecision(state);
    if (!('seat' in d) || d.seat !== seat) return null;
    const seed = decisionSeed(state, seat, cfg.seed ?? 0);
    if (cfg.level === 'random') return randomAction(state, seat, seed);
    const view = viewOf(state, seat);
    if (!view) return randomAction(state, seat, seed);
    let a: GameAction | null;
    if (cfg.level === 'strong') {
      const r = strongEvaluate(view, { seed, budgetMs: cfg.budgetMs ?? STRONG_BUDGET_MS, ...(cfg.maxSamples !== undefined ? { maxSamples: cfg.maxSamples } : {}) });
      a = r.action === null ? null : toGameAction(view, r.action);
    } else a = toGameAction(view, steadySimAction(view));
    if (isLegal(state, a)) return a;
    // A rule the simulator does not model (e.g. the dealer may not discard the turn-up): Steady, then anything legal.
    const s = toGameAction(view, steadySimAction(view));
    if (isLegal(state, s)) return s;
    return randomAction(state, seat, seed);
  } catch {
    return null;
  }
}

/** The table's own step (deal, continue), or null when a player must act or the game is over. */
export const tableAction = (state: GameState): GameAction | null => tableStep(nextDecision(state));

/**
 * Runs bots (by seat; null = a human seat) and table steps until a human must decide or the game is over.
 * Returns the state reached.
 */
export function autoplay(state: GameState, bots: readonly (BotConfig | null)[], maxActions = 100000): GameState {
  const next = (s: GameState): GameAction | null => {
    const a = tableAction(s);
    if (a) return a;
    const d = nextDecision(s);
    const cfg = 'seat' in d ? bots[d.seat] : null;
    return 'seat' in d && cfg ? chooseAction(s, d.seat, cfg) : null;
  };
  return runBots(state, next, apply, maxActions);
}
