/**
 * After a deal: for each of the learner's plays, the expected card points it cost compared with the best play,
 * judged over deals consistent with what the learner knew at that moment (the cards played before it and the
 * learner's own hand then; never where the cards turned out to be).
 *
 * Every legal card is played out in the same sampled deals with the same playout randomness (paired samples).
 * The samples are split in two: the even ones choose the best card, the odd ones measure how much more the
 * learner's card costs than that best card, so the estimate is not inflated by having picked the best on the same
 * noise. A play is reported as a mistake only when the 95% confidence interval of the paired difference lies
 * wholly above zero (and the cost is at least `minCost` points).
 */
import type { Card } from '../../../shared/cards/model';
import { cardAt, cardIndex } from '../engine/cards';
import type { GameState } from '../engine/game';
import type { Seat } from '../engine/types';
import { mixSeed } from './bot';
import { classify, type HintReason } from './hint';
import { dealPlays, viewOf } from './knowledge';
import { strongEvaluate } from './strong';

export interface PlayAnalysis {
  /** 1-based trick number. */
  trick: number;
  /** Index of the play in the deal (0-based, over all players). */
  index: number;
  card: Card;
  /** The best card by the selection samples (equal to `card` when the learner's card was best). */
  best: Card;
  /** Expected extra card points of the learner's card over the best card (0 when it was the best; never negative). */
  costPoints: number;
  /** 95% confidence interval of the cost. */
  ci: [number, number];
  /** The cost is clearly above sampling noise. */
  mistake: boolean;
  /** Paired samples used for the estimate. */
  samples: number;
  /** Why the best card is good (only for mistakes). */
  bestReason?: HintReason;
  /** Number of legal cards that played differently. */
  choices: number;
}

export interface DealAnalysis {
  seat: Seat;
  plays: PlayAnalysis[];
  /** Sum of the costs of the plays flagged as mistakes. */
  totalCost: number;
}

export interface AnalysisOptions {
  seed?: number;
  /** Total budget for the whole deal in ms (default 1500), shared between the plays. */
  budgetMs?: number;
  /** Samples per play (default 600); the budget may stop earlier. */
  samplesPerPlay?: number;
  /** Smallest cost in points reported as a mistake (default 1). */
  minCost?: number;
}

/** Analyses every play `seat` made in the current (or just finished) deal of `state`. */
export function analyseDeal(state: GameState, seat: Seat, opts: AnalysisOptions = {}): DealAnalysis | null {
  const deal = state.deal;
  if (!deal || !deal.order.includes(seat)) return null;
  const plays = dealPlays(deal);
  const mine = plays.map((p, i) => ({ ...p, index: i })).filter((p) => p.play.seat === seat);
  const budget = opts.budgetMs ?? 1500;
  const perPlay = budget / Math.max(1, mine.length);
  const minCost = opts.minCost ?? 1;
  const out: PlayAnalysis[] = [];
  let totalCost = 0;
  for (const p of mine) {
    const v = viewOf(state, seat, { cut: p.index, objective: 'points' });
    if (!v.ok) continue;
    const view = v.value;
    const card = p.play.card;
    const ci = cardIndex(card);
    const base: PlayAnalysis = { trick: p.trick + 1, index: p.index, card, best: card, costPoints: 0, ci: [0, 0], mistake: false, samples: 0, choices: 1 };
    const r = strongEvaluate(view, {
      seed: mixSeed(opts.seed ?? 0, state.seed, p.index),
      budgetMs: perPlay,
      maxSamples: opts.samplesPerPlay ?? 600,
      minSamples: 16,
      keepSamples: true,
      earlyStop: false,
    });
    const k = r.candidates.length;
    base.choices = k;
    if (k <= 1 || !r.pointsValues) {
      out.push(base);
      continue;
    }
    const played = r.candidates.findIndex((c) => c.card === ci || c.same.includes(ci));
    if (played < 0) {
      out.push(base);
      continue;
    }
    const pts = r.pointsValues;
    const n = r.samples;
    // Select the best card on the even samples.
    const sel = new Float64Array(k);
    for (let i = 0; i < n; i += 2) for (let j = 0; j < k; j++) sel[j] = (sel[j] as number) + (pts[i * k + j] as number);
    let best = 0;
    for (let j = 1; j < k; j++) if ((sel[j] as number) < (sel[best] as number)) best = j;
    const bestCard = (r.candidates[best] as { card: number }).card;
    base.best = cardAt(bestCard);
    if (best === played) {
      base.best = card;
      out.push(base);
      continue;
    }
    // Measure the paired difference on the odd samples.
    let m = 0;
    let sum = 0;
    let sumSq = 0;
    for (let i = 1; i < n; i += 2) {
      const d = (pts[i * k + played] as number) - (pts[i * k + best] as number);
      sum += d;
      sumSq += d * d;
      m++;
    }
    if (m < 2) {
      out.push(base);
      continue;
    }
    const mean = sum / m;
    const sd = Math.sqrt(Math.max(0, (sumSq - m * mean * mean) / (m - 1)));
    const half = (1.96 * sd) / Math.sqrt(m);
    const round = (x: number): number => Math.round(x * 100) / 100;
    base.costPoints = round(Math.max(0, mean));
    base.ci = [round(mean - half), round(mean + half)];
    base.samples = m;
    base.mistake = mean - half > 0 && mean >= minCost;
    if (base.mistake) {
      base.bestReason = classify(view, bestCard);
      totalCost += mean;
    }
    out.push(base);
  }
  return { seat, plays: out, totalCost: Math.round(totalCost * 100) / 100 };
}
