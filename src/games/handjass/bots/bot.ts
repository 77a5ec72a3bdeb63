/**
 * The bots' decisions on a `GameState`, returned as the game's own actions: every decision of the game (Bessern,
 * play/pass/blind, mutual claim, six exchange, card play with announcements). Levels: 'random' (uniform legal
 * action), 'steady' (rules of thumb, steady.ts), 'strong' (Monte Carlo, strong.ts). Deterministic for a given
 * seed and sample cap.
 */
import type { Card } from '../../../shared/cards/model';
import { FastRng } from '../../../shared/search/rng';
import { cardAt, cardIndex, suitIndex } from '../engine/cards';
import { copySim, makeSim, weisCode } from '../engine/fast';
import { apply, legalActions, nextDecision, type GameAction, type GameState } from '../engine/game';
import { handEstimate, STEADY, steadyBessern, steadyChoice, steadyPick } from './steady';
import { strongChoice, strongEvaluate } from './strong';
import { viewOf } from './view';
import { STRONG_BUDGET_MS, decisionSeed, mixSeed, runBots, tableStep, type BotConfigOf, type BotLevel } from '../../../shared/worker/bots';

export type { BotLevel };
export type BotConfig = BotConfigOf;
export { decisionSeed, mixSeed };

const masksOf = (cards: readonly Card[]): number[] => {
  const m = [0, 0, 0, 0];
  for (const c of cards) {
    const i = cardIndex(c);
    m[(i / 9) | 0] = (m[(i / 9) | 0] as number) | (1 << i % 9);
  }
  return m;
};

/** The Steady card for `seat` (index), from its view only. */
export function steadyCardIndex(state: GameState, seat: number): number | null {
  const v = viewOf(state, seat);
  if (!v || v.legal.length === 0) return null;
  const sim = makeSim();
  copySim(sim, v.sim);
  return steadyPick(sim, v.mySlot, null, 0);
}

/** Does swapping the trump 6 for the turned card cost a Weis worth more than the swap? (Steady's six rule.) */
export function steadySwapsSix(hand: readonly Card[], six: Card, turned: Card): boolean {
  const t = suitIndex(six[1] as 'S');
  const before = masksOf(hand);
  const after = masksOf([...hand.filter((c) => c !== six), turned]);
  const w = (m: number[]): number => Math.floor(weisCode(m[0] as number, m[1] as number, m[2] as number, m[3] as number, t) / 1048576);
  return w(after) >= w(before);
}

/** The action `seat` takes now at `cfg.level`, or null when the game is not waiting for `seat`. */
export function chooseAction(state: GameState, seat: number, cfg: BotConfig): GameAction | null {
  const d = nextDecision(state);
  if (!('seat' in d) || d.seat !== seat) return null;
  const seed = decisionSeed(state, seat, cfg.seed ?? 0);
  if (cfg.level === 'random') {
    const acts = legalActions(state);
    if (acts.length === 0) return null;
    const rng = new FastRng(seed);
    return acts[rng.below(acts.length)] as GameAction;
  }
  const deal = state.deal;
  if (!deal) return null;
  const t = suitIndex(deal.trump);
  switch (d.kind) {
    case 'bessern': {
      const discard = steadyBessern(d.hand.map(cardIndex), t).map(cardAt);
      return { type: 'bessern', seat, discard };
    }
    case 'choose': {
      if (cfg.level === 'strong') {
        const r = strongChoice(state, seat, seed, Math.max(16, Math.min(cfg.maxSamples ?? 160, 400)));
        if (r && d.choices.includes(r.choice)) return { type: 'choose', seat, choice: r.choice };
      }
      const est = handEstimate(masksOf(deal.hands[seat] as Card[]), t, deal.order.length);
      return { type: 'choose', seat, choice: steadyChoice(est, deal.order.length, d.choices.includes('blind')) };
    }
    case 'claim': {
      const active = deal.active.includes(seat);
      const est = handEstimate(masksOf(deal.hands[seat] as Card[]), t, 2);
      return { type: 'claim', seat, agree: !active || est < STEADY.claim };
    }
    case 'six-exchange':
      return { type: 'six', seat, swap: steadySwapsSix(deal.hands[seat] as Card[], d.six, d.turned) };
    case 'play': {
      let card: Card;
      if (d.legal.length === 1) card = d.legal[0] as Card;
      else {
        let c: number | null = null;
        if (cfg.level === 'strong') {
          const v = viewOf(state, seat);
          if (v) c = strongEvaluate(v, { seed, budgetMs: cfg.budgetMs ?? STRONG_BUDGET_MS, maxSamples: cfg.maxSamples }).action;
        } else c = steadyCardIndex(state, seat);
        card = c === null ? (d.legal[0] as Card) : cardAt(c);
        if (!d.legal.includes(card)) card = d.legal[0] as Card;
      }
      const a: GameAction = { type: 'play', seat, card };
      if (d.mayAnnounce.length > 0) a.announce = d.mayAnnounce[0] as number;
      if (d.stoeckCards.includes(card)) a.stoeck = true;
      return a;
    }
  }
}

/** The table's own step (deal, continue), or null when a seat must decide or the game is over. */
export const tableAction = (state: GameState): GameAction | null => tableStep(nextDecision(state));

/**
 * Runs bots and table steps until a seat in `humans` must decide, the game is over, or `maxSteps` actions.
 * `players[seat]` configures each bot seat.
 */
export function autoplay(state: GameState, players: readonly BotConfig[], humans: readonly number[] = [], maxSteps = 10000): GameState {
  const next = (s: GameState): GameAction | null => {
    const a = tableAction(s);
    if (a) return a;
    const d = nextDecision(s);
    return !('seat' in d) || humans.includes(d.seat) ? null : chooseAction(s, d.seat, players[d.seat] ?? { level: 'steady' });
  };
  return runBots(state, next, apply, maxSteps);
}
