/**
 * Hints for the learner: the Strong player's action for the seat with a reason as a code plus data (never English;
 * the UI translates the code).
 */
import type { Card } from '../../../shared/cards/model';
import type { GameAction, GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { decisionSeed, toGameAction } from './bot';
import { viewOf, type View } from './knowledge';
import { BUY, FOLD, FULL13, GO, HIGH, KNOCK, LURK, PH_PLAY, POP, cardOfCode, unopposedTricks, winningIndex } from './sim';
import { estimateAfterBuy, foldLetsKnockerWin, limpaCost } from './steady';
import { strongEvaluate } from './strong';
import { STRONG_BUDGET_MS, type BotHint, type HintOptions } from '../../../shared/worker/bots';

export type HintReason =
  /** Only one choice (or all choices play the same). */
  | { code: 'hint.only-choice' }
  /** Only one card may be played (following suit, or under Trumfmant a trump). */
  | { code: 'hint.only-card'; card: Card }
  /** The opening leader holds the trump ace and must lead it. */
  | { code: 'hint.trump-ace-forced'; card: Card }
  | { code: 'hint.knock'; expectedTricks: number; firstDeal: boolean }
  | { code: 'hint.lurk'; expectedTricks: number; firstDeal: boolean }
  | { code: 'hint.go-along'; expectedTricks: number; limpaCost: number }
  | { code: 'hint.fold'; expectedTricks: number; limpaCost: number }
  /** Going along because everyone else folded and the knocker, alone, would reach 0 and win. */
  | { code: 'hint.stop-lone-knocker'; knocker: Seat; tricks: number }
  | { code: 'hint.buy'; discard: Card[]; receive: number; dealer: boolean }
  /** Leading the top card left in a suit. */
  | { code: 'hint.cash-winner'; card: Card }
  /** Leading the top trump to draw the others' trumps. */
  | { code: 'hint.draw-trumps'; card: Card }
  /** Leading a card to make a void (or just low). */
  | { code: 'hint.lead-low'; card: Card }
  /** Winning the trick with the cheapest card that does it. */
  | { code: 'hint.win-cheaply'; card: Card; over: Card }
  /** Trumping a trick of another suit. */
  | { code: 'hint.ruff'; card: Card; over: Card }
  /** Winning with a high card that may still be beaten. */
  | { code: 'hint.go-high'; card: Card; over: Card }
  /** Staying under the winning card, keeping the better cards. */
  | { code: 'hint.duck-under'; card: Card; under: Card }
  /** Void and not trumping: throwing a low card. */
  | { code: 'hint.discard'; card: Card; under: Card };

export interface HintCandidate {
  action: GameAction;
  /** Expected points off the seat's count this deal. */
  value: number;
  /** Expected tricks this deal. */
  tricks: number;
  se: number;
}

export type Hint = BotHint<GameAction, HintReason, HintCandidate>;

export type { HintOptions };

/** Why the sim action `a` is played, as a code plus data. */
export function classify(view: View, a: number, single: boolean): HintReason {
  const sim = view.sim;
  const seat = view.seat;
  const est = Math.round(estimateAfterBuy(sim, seat, sim.n) * 100) / 100;
  const card = (c: number) => cardOfCode(c, sim.aceLow);
  if (a === KNOCK || a === LURK) return { code: a === KNOCK ? 'hint.knock' : 'hint.lurk', expectedTricks: est, firstDeal: !sim.later };
  if (a === GO && foldLetsKnockerWin(sim, seat)) {
    return { code: 'hint.stop-lone-knocker', knocker: sim.knocker as Seat, tricks: unopposedTricks(sim) };
  }
  if (a === GO || a === FOLD) return { code: a === GO ? 'hint.go-along' : 'hint.fold', expectedTricks: est, limpaCost: limpaCost(sim, seat) };
  if (a >= BUY) {
    const g = toGameAction(view, a);
    const discard = g && g.type === 'buy' ? g.discard : [];
    const dealer = seat === sim.dealer;
    return { code: 'hint.buy', discard, receive: dealer ? discard.length - 1 : discard.length, dealer };
  }
  if (sim.phase !== PH_PLAY) return { code: 'hint.only-choice' };
  const c = a;
  const s = (c / 13) | 0;
  const p = c % 13;
  if (sim.trickLen === 0 && sim.trickNo === 0 && s === sim.trump && p === (sim.aceLow ? 0 : 12) && single) return { code: 'hint.trump-ace-forced', card: card(c) };
  if (single) return { code: 'hint.only-card', card: card(c) };
  const unseenAbove = FULL13 & ~(sim.played[s] as number) & ~(sim.hands[seat * 4 + s] as number) & ~((2 << p) - 1);
  if (sim.trickLen === 0) {
    if (unseenAbove === 0 && (POP[sim.hands[seat * 4 + s] as number] as number) >= 1 && p === (HIGH[sim.hands[seat * 4 + s] as number] as number)) return s === sim.trump ? { code: 'hint.draw-trumps', card: card(c) } : { code: 'hint.cash-winner', card: card(c) };
    return { code: 'hint.lead-low', card: card(c) };
  }
  const wc = sim.trickCard[winningIndex(sim)] as number;
  const ws = (wc / 13) | 0;
  const beats = s === ws ? p > wc % 13 : s === sim.trump;
  if (beats) {
    if (s === sim.trump && ws !== sim.trump) return { code: 'hint.ruff', card: card(c), over: card(wc) };
    return unseenAbove === 0 || p === ((wc % 13) + 1) ? { code: 'hint.win-cheaply', card: card(c), over: card(wc) } : { code: 'hint.go-high', card: card(c), over: card(wc) };
  }
  const led = ((sim.trickCard[0] as number) / 13) | 0;
  return s === led ? { code: 'hint.duck-under', card: card(c), under: card(wc) } : { code: 'hint.discard', card: card(c), under: card(wc) };
}

/** The Strong action for `seat` with a reason, or null when the seat has no decision. */
export function hint(state: GameState, seat: Seat, opts: HintOptions = {}): Hint | null {
  try {
    const view = viewOf(state, seat);
    if (!view) return null;
    const r = strongEvaluate(view, { seed: decisionSeed(state, seat, opts.seed ?? 0), budgetMs: opts.budgetMs ?? STRONG_BUDGET_MS, ...(opts.maxSamples !== undefined ? { maxSamples: opts.maxSamples } : {}) });
    if (r.action === null) return null;
    const action = toGameAction(view, r.action);
    if (!action) return null;
    const candidates: HintCandidate[] = [];
    for (const c of r.candidates) {
      const ga = toGameAction(view, c.action);
      if (ga) candidates.push({ action: ga, value: c.mean, tricks: c.meanAux, se: c.se });
    }
    return { action, reason: classify(view, r.action, r.candidates.length <= 1), candidates, samples: r.samples };
  } catch {
    return null;
  }
}
