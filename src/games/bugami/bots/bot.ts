/**
 * The bots' decisions on a `GameState`, returned as the game's own actions: secret bids and cards, for three
 * levels: 'random' (a uniform legal choice from a seeded generator), 'steady' (the rule-based habits of
 * steady.ts) and 'strong' (the bid advisor for the bid, the PIMC search for cards). Deterministic for a seed and a
 * sample cap (with budgetMs Infinity). `tableAction` gives the table's own steps (deal, continue); `autoplay` runs
 * bots until a human seat must decide.
 */
import type { GameCard } from '../engine/cards';
import { apply, nextDecision, type GameAction, type GameState } from '../engine/game';
import { BIDS, type Bid, type Seat } from '../engine/types';
import { adviseCodes, type BidAdvice } from './advisor';
import { viewOf, type View } from './knowledge';
import { FastRng, bidOf, cardOfCode, copySim, makeSim } from './sim';
import { steadyBid, steadyPick } from './steady';
import { strongEvaluate } from './strong';
import { STRONG_BUDGET_MS, decisionSeed, mixSeed, runBots, tableStep, type BotConfigOf, type BotLevel } from '../../../shared/worker/bots';

export type { BotLevel };

export interface BotConfig extends BotConfigOf {
  /** Sampled deals of the Strong player's bid (default 120). */
  bidSamples?: number;
}

export { decisionSeed, mixSeed };

/** Steady's bid for `seat` (only its own hand is read). */
export function steadyBidFor(state: GameState, seat: Seat): Bid | null {
  const v = viewOf(state, seat, true);
  if (!v.ok) return null;
  return bidOf(steadyBid(v.value.sim, v.value.mySlot));
}

/** The Strong bid: the advisor's best option for the hand and the seat's position. */
export function strongBidAdvice(state: GameState, seat: Seat, seed: number, samples = 120): BidAdvice | null {
  const d = state.deal;
  if (!d) return null;
  const slot = d.order.indexOf(seat);
  if (slot < 0) return null;
  return adviseCodes(d.hands[seat] as GameCard[], state.players, d.handSize, state.rules, { samples, slot, seed, eps: 0.05 });
}

/** The card code Steady plays for a view. */
export function steadyCode(view: View): number {
  const sim = makeSim();
  copySim(sim, view.sim);
  return steadyPick(sim, view.mySlot, null, 0);
}

/** What `seat` does now, or null when `seat` has nothing to decide. Never throws. */
export function chooseAction(state: GameState, seat: Seat, cfg: BotConfig = { level: 'steady' }): GameAction | null {
  try {
    const d = nextDecision(state);
    const level = cfg?.level ?? 'steady';
    const seed = decisionSeed(state, seat, cfg?.seed ?? 0);
    if (d.kind === 'bid') {
      if (!d.waitingFor.includes(seat)) return null;
      let bid: Bid | null;
      if (level === 'random') bid = BIDS[new FastRng(seed).below(BIDS.length)] as Bid;
      else if (level === 'strong') bid = strongBidAdvice(state, seat, seed, cfg.bidSamples ?? 120)?.best ?? null;
      else bid = steadyBidFor(state, seat);
      return bid ? { type: 'bid', seat, bid } : null;
    }
    if (d.kind !== 'play' || d.seat !== seat) return null;
    if (d.legal.length === 1 || level === 'random') return { type: 'play', seat, card: d.legal[level === 'random' ? new FastRng(seed).below(d.legal.length) : 0] as GameCard };
    const v = viewOf(state, seat);
    if (!v.ok) return null;
    const view = v.value;
    const code = level === 'strong' ? strongEvaluate(view, { seed, budgetMs: cfg.budgetMs ?? STRONG_BUDGET_MS, maxSamples: cfg.maxSamples }).action : steadyCode(view);
    const card = code === null ? null : cardOfCode(code, state.rules.ranking, state.rules.jokers);
    // The bots' legality is the engine's; this guard only protects against a bug.
    return { type: 'play', seat, card: card && d.legal.includes(card) ? card : (d.legal[0] as GameCard) };
  } catch {
    return null;
  }
}

/** The table's own step when no seat decides: deal or continue; null otherwise. */
export const tableAction = (state: GameState): GameAction | null => tableStep(nextDecision(state));

export interface AutoplayOptions {
  /** Bot configuration per seat; a seat without one is human (autoplay stops at its decisions). */
  bots: (BotConfig | null)[];
  /** Stop after this many actions (default 10000). */
  maxActions?: number;
  /** Also take the table's steps (deal, continue). Default true. */
  table?: boolean;
}

/** Runs bots (and the table's steps) until a human seat must decide, the game is over, or the cap is reached. */
export function autoplay(state: GameState, opts: AutoplayOptions): GameState {
  const next = (s: GameState): GameAction | null => {
    const d = nextDecision(s);
    if (d.kind === 'deal' || d.kind === 'continue') return opts.table === false ? null : tableAction(s);
    if (d.kind === 'bid') {
      const botSeat = d.waitingFor.find((x) => opts.bots[x]);
      return botSeat === undefined ? null : chooseAction(s, botSeat, opts.bots[botSeat] as BotConfig);
    }
    return d.kind === 'play' && opts.bots[d.seat] ? chooseAction(s, d.seat, opts.bots[d.seat] as BotConfig) : null;
  };
  return runBots(state, next, apply, opts.maxActions ?? 10000);
}
