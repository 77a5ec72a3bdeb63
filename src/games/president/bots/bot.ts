/**
 * The bots' decisions on a `GameState`, returned as the game's own actions: random (uniform legal action),
 * Steady (rule-based, steady.ts) and Strong (search, strong.ts; Steady's choice for the exchange, where the
 * rules force the cards). Deterministic for a given seed and sample cap.
 */
import { isJoker, rankPower, type PCard, type Rank } from '../engine/cards';
import { apply, giveChoices, legalActions, nextDecision, type GameAction, type GameState } from '../engine/game';
import type { GiveRequirement } from '../engine/deal';
import { actionFor, viewOf, type View } from './knowledge';
import { copySim, makeSim, FastRng } from './sim';
import { steadyCode } from './steady';
import { strongEvaluate } from './strong';
import { STRONG_BUDGET_MS, decisionSeed, mixSeed, seededPick, type BotConfigOf, type BotLevel } from '../../../shared/worker/bots';

export type { BotLevel };

export interface BotOptions extends BotConfigOf {
  /** Strong: playout noise (default 0.08). */
  eps?: number;
}

export { decisionSeed, mixSeed };

const simScratch = makeSim(6);

/** Steady's play code for a view. */
export function steadyViewCode(view: View): number {
  copySim(simScratch, view.sim);
  return steadyCode(simScratch, null, 0);
}

/** Steady's give: the required cards; with a free choice, the lowest cards that are not part of a set. */
export function steadyGive(req: GiveRequirement, hand: readonly PCard[], order: GameState['rules']['rankOrder']): PCard[] {
  if (!req.free) return req.choice;
  const count = (c: PCard): number => hand.filter((x) => !isJoker(x) && x[0] === c[0]).length;
  const cands = req.tied.filter((c) => !isJoker(c));
  cands.sort((a, b) => (count(a) > 1 ? 1 : 0) - (count(b) > 1 ? 1 : 0) || rankPower(a[0] as Rank, order) - rankPower(b[0] as Rank, order));
  return cands.slice(0, req.count);
}

/** The action `seat` takes now (null when the seat has nothing to decide). */
export function chooseAction(state: GameState, seat: number, opts: BotOptions = { level: 'steady' }): GameAction | null {
  const d = nextDecision(state);
  if ((d.kind !== 'give' && d.kind !== 'play') || d.seat !== seat) return null;
  const seed = decisionSeed(state, seat, opts.seed ?? 0);
  if (opts.level === 'random') return seededPick(legalActions(state), seed) ?? null;
  if (d.kind === 'give') {
    const hand = state.table?.hands[seat] ?? [];
    const cards = steadyGive(d.requirement, hand, state.rules.rankOrder);
    const choices = giveChoices(d.requirement, true);
    return { type: 'give', seat, cards: cards.length === d.requirement.count ? cards : (choices[0] ?? []) };
  }
  const view = viewOf(state, seat);
  if (!view) return null;
  let code: number;
  if (opts.level === 'strong') {
    const r = strongEvaluate(view, { seed, budgetMs: opts.budgetMs ?? STRONG_BUDGET_MS, maxSamples: opts.maxSamples, eps: opts.eps });
    code = r.action ?? steadyViewCode(view);
  } else code = steadyViewCode(view);
  return legalOr(state, actionFor(view, code));
}

/**
 * The action if the engine takes it, else the first legal play. The simulator knows a subset of the plays (no
 * wrapped runs, no set against a run), so under those options a seat that must play may find its only answers
 * outside it; the engine has the last word.
 */
export function legalOr(state: GameState, action: GameAction): GameAction {
  if (apply(state, action).ok) return action;
  const acts = legalActions(state, { distinct: true });
  return acts.find((a) => a.type === 'play') ?? acts[0] ?? action;
}

/** The table's own step (deal) or the bot action of whoever must decide; null when the game is over. */
export function nextBotAction(state: GameState, levels: readonly (BotOptions | BotLevel)[]): GameAction | null {
  const d = nextDecision(state);
  if (d.kind === 'deal') return { type: 'deal' };
  if (d.kind !== 'give' && d.kind !== 'play') return null;
  const l = levels[d.seat] ?? 'steady';
  return chooseAction(state, d.seat, typeof l === 'string' ? { level: l } : l);
}

export { FastRng };
