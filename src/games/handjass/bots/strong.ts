/**
 * The Strong player: the platform's perfect-information Monte Carlo search (`shared/search/pimc.ts`) over the
 * bit-level simulator. Samples deal the hidden cards consistently with the seat's view (view.ts); candidates are
 * the legal cards (cards that play the same merged); playouts are noisy Steady players; the value is the deal's
 * expected net strokes for the seat (ties at the cut shared as by a fair draw), plus a tiny card-point term that
 * breaks ties between equally scored lines. Play or pass is decided by Monte Carlo too (`strongChoice`).
 */
import type { Card } from '../../../shared/cards/model';
import { FastRng } from '../../../shared/search/rng';
import { search, type SearchGame, type SearchResult } from '../../../shared/search/pimc';
import { cardIndex, suitIndex } from '../engine/cards';
import { bonusFromHands, copySim, expectedNet, makeSim, playCard, PTS, toPlay, TSTR, type Sim, type StrokeParams } from '../engine/fast';
import type { GameState } from '../engine/game';
import { SUIT_MULTIPLIER, strokesPerDeal } from '../engine/rules';
import { handEstimate, steadyChoice, steadyPick, type ChoiceKind } from './steady';
import { makeSampler, sampleInto, type View } from './view';
import { STRONG_BUDGET_MS, groupRuns, type StrongOptions } from '../../../shared/worker/bots';

const totals = new Int32Array(4);

/** Plays the deal in `sim` to the end with noisy Steady players. */
export function playout(sim: Sim, rng: FastRng, eps: number): void {
  while (sim.trickNo < sim.tricksTotal) playCard(sim, steadyPick(sim, toPlay(sim), rng, eps));
}

export function dealValue(sim: Sim, slot: number, params: StrokeParams): number {
  for (let p = 0; p < sim.n; p++) totals[p] = (sim.points[p] as number) + (sim.bonus[p] as number);
  return expectedNet(totals, sim.n, slot, params);
}

/**
 * Legal cards grouped when they play the same: same suit, same points, and no card between them (in that suit's
 * ladder) that is still outside the seat's hand.
 */
export function equivalentGroups(view: View): number[][] {
  const sim = view.sim;
  const t = sim.t;
  const me = view.mySlot;
  const ladder = (c: number): number => (((c / 9) | 0) === t ? (TSTR[c % 9] as number) : c % 9);
  const sorted = [...view.legal].sort((a, b) => ((a / 9) | 0) - ((b / 9) | 0) || ladder(a) - ladder(b));
  const groups = groupRuns(sorted, (prev, c) => {
    if (((prev / 9) | 0) !== ((c / 9) | 0) || PTS[t * 36 + prev] !== PTS[t * 36 + c]) return false;
    let same = true;
    const s = (c / 9) | 0;
    for (let r = 0; r < 9; r++) {
      const l = s === t ? (TSTR[r] as number) : r;
      if (l <= ladder(prev) || l >= ladder(c)) continue;
      const bit = 1 << r;
      if (((sim.hands[me * 4 + s] as number) & bit) === 0 && (((sim.played[s] as number) & bit) === 0 || sim.trickLen > 0)) same = false;
    }
    return same;
  });
  return groups.map((g) => [g[g.length - 1] as number, ...g.slice(0, -1)]);
}

const GAME: SearchGame<View, Sim, number> = {
  candidates: equivalentGroups,
  newState: makeSim,
  copy: copySim,
  sampler: (view) => {
    const sp = makeSampler(view);
    return (into, rng) => sampleInto(sp, into, rng);
  },
  apply: playCard,
  playout,
  value: (view, sim) => dealValue(sim, view.mySlot, view.params) + 0.002 * (totals[view.mySlot] as number),
  aux: (view, sim) => (sim.points[view.mySlot] as number) + (sim.bonus[view.mySlot] as number),
};

export type { StrongOptions };

/** Evaluates every legal card of the view's seat. */
export function strongEvaluate(view: View, opts: StrongOptions): SearchResult<number> {
  return search(GAME, view, { seed: opts.seed, budgetMs: opts.budgetMs ?? STRONG_BUDGET_MS, maxSamples: opts.maxSamples, eps: opts.eps ?? 0.08, now: opts.now });
}

// ---------------------------------------------------------------------------------------------
// Play, pass or blind by Monte Carlo

export interface ChoiceEstimate {
  choice: ChoiceKind;
  /** Mean net strokes per option (pass is 0). */
  values: Partial<Record<ChoiceKind, number>>;
  samples: number;
}

/**
 * Monte Carlo play/pass/blind: deal the unseen cards at random (the turned card where it is known to be), let the
 * later players choose as Steady would, play the deal out with Steady players and average the seat's net strokes.
 */
export function strongChoice(state: GameState, seat: number, seed: number, samples = 96): ChoiceEstimate | null {
  const d = state.deal;
  if (!d || state.stage !== 'choosing') return null;
  const t = suitIndex(d.trump);
  const turned = cardIndex(d.turned);
  const order = d.order;
  const n = order.length;
  const me = order.indexOf(seat);
  if (me < 0) return null;
  const myHand = (d.hands[seat] as Card[]).map(cardIndex);
  const mayBlind = d.blind !== null && d.blindTaker === null && d.mode !== 'compulsory';
  const options: ChoiceKind[] = mayBlind ? ['play', 'blind'] : ['play'];
  const rules = state.rules;
  const params: StrokeParams = { S: strokesPerDeal(rules, n), threshold: rules.threshold, multiplier: rules.multiplier ? SUIT_MULTIPLIER[d.trump] : 1, extraPerNull: rules.extraPerNull };
  const known = new Set<number>(myHand);
  // The turned card is public: in the dealer's hand, on the blind, or with the blind-taker.
  const turnedWith: number = d.turnedAt === 'dealer-hand' ? order.indexOf(d.dealer) : d.blindTaker !== null ? order.indexOf(d.blindTaker) : d.turnedAt === 'blind' ? -2 : -3;
  known.add(turned);
  const pool: number[] = [];
  for (let c = 0; c < 36; c++) if (!known.has(c)) pool.push(c);
  const rng = new FastRng(seed);
  const sums: Record<string, number> = { play: 0, blind: 0 };
  const hands: number[][] = Array.from({ length: n }, () => []);
  const sim = makeSim();
  const start = new Int32Array(16);
  const masks = [0, 0, 0, 0];
  let blindCards: number[] = [];
  for (let k = 0; k < samples; k++) {
    // Deal the pool.
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      const x = pool[i] as number;
      pool[i] = pool[j] as number;
      pool[j] = x;
    }
    let q = 0;
    for (let p = 0; p < n; p++) {
      const h = hands[p] as number[];
      h.length = 0;
      if (p === me) {
        h.push(...myHand);
        continue;
      }
      const size = myHand.length;
      if (p === turnedWith) h.push(turned);
      while (h.length < size) h.push(pool[q++] as number);
    }
    blindCards = [];
    if (d.blind !== null && d.blindTaker === null) {
      if (turnedWith === -2) blindCards.push(turned);
      while (blindCards.length < 9 && q < pool.length) blindCards.push(pool[q++] as number);
    }
    for (const opt of options) {
      const choices: ChoiceKind[] = order.map((s) => (d.choices[s] ?? 'pass') as ChoiceKind);
      const cur: number[][] = hands.map((h) => [...h]);
      choices[me] = opt;
      let blindFree = d.blindTaker === null && d.blind !== null;
      if (opt === 'blind') {
        cur[me] = [...blindCards];
        blindFree = false;
      }
      for (let p = me + 1; p < n; p++) {
        masks.fill(0);
        for (const c of cur[p] as number[]) masks[(c / 9) | 0] = (masks[(c / 9) | 0] as number) | (1 << c % 9);
        const ch = steadyChoice(handEstimate(masks, t, n), n, blindFree);
        // OP9: the last player cannot pass when all others passed.
        const othersPassed = choices.every((x, i) => i === p || i > p || x === 'pass');
        choices[p] = ch === 'pass' && p === n - 1 && othersPassed ? 'play' : ch;
        if (ch === 'blind') {
          cur[p] = [...blindCards];
          blindFree = false;
        }
      }
      const active = order.map((_, i) => i).filter((i) => choices[i] !== 'pass');
      let v: number;
      if (active.length === 1) v = active[0] === me ? params.S * params.multiplier : 0;
      else {
        sim.n = active.length;
        sim.t = t;
        sim.hands.fill(0);
        sim.played.fill(0);
        sim.playedBy.fill(0);
        sim.points.fill(0);
        active.forEach((p, slot) => {
          for (const c of cur[p] as number[]) sim.hands[slot * 4 + ((c / 9) | 0)] = (sim.hands[slot * 4 + ((c / 9) | 0)] as number) | (1 << c % 9);
        });
        sim.trickLen = 0;
        sim.leader = 0;
        sim.trickNo = 0;
        sim.tricksTotal = myHand.length;
        sim.led = -1;
        sim.winPow = -1;
        sim.trickPts = 0;
        start.set(sim.hands);
        bonusFromHands(start, sim.n, t, sim.bonus);
        playout(sim, rng, 0.05);
        v = dealValue(sim, active.indexOf(me), params);
      }
      sums[opt] = (sums[opt] as number) + v;
    }
  }
  const values: Partial<Record<ChoiceKind, number>> = { pass: 0 };
  for (const o of options) values[o] = (sums[o] as number) / samples;
  let choice: ChoiceKind = 'pass';
  let best = 0;
  for (const o of options) {
    if ((values[o] as number) > best) {
      best = values[o] as number;
      choice = o;
    }
  }
  return { choice, values, samples };
}
