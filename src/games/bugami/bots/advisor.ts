/**
 * The bid advisor (spec §11.6): for a hand, how each bid (a bad suit, or Null) fares over sampled deals played
 * out by the bots. Each sample deals the unseen cards to the other players and the remainder, lets them bid as
 * Steady does, and plays the same deal once per option with the same playout randomness (paired samples), so the
 * differences between options are measured with little noise. Deterministic for a seed.
 */
import { shuffleFirst } from '../../../shared/search/rng';
import { checkCardList, dealLayout, type GameCard } from '../engine/cards';
import { makeRules, type Rules } from '../engine/rules';
import { BIDS, err, ok, type Bid, type Result } from '../engine/types';
import { FastRng, JOKER_BASE, NULL_BID, codeOf, copySim, dealCodes, makeSim, scoreSim, setUnits, simRules } from './sim';
import { steadyBid, steadyPlayout } from './steady';

export interface BidOption {
  bid: Bid;
  /** Mean score of the deal for the bidder. */
  mean: number;
  /** Standard error of the mean. */
  se: number;
  /** Mean paired difference to the best option (0 for the best) and its standard error. */
  behind: number;
  behindSe: number;
  /** Share of samples in which a Null made it / the bidder took no trick (for Null: the chance it succeeds). */
  noTrickRate: number;
}

export interface BidAdvice {
  /** Options from best to worst. */
  options: BidOption[];
  best: Bid;
  samples: number;
}

export interface BidAdviceOptions {
  seed?: number;
  /** Sampled deals (default 160). */
  samples?: number;
  /** The bidder's position in the playing order: 0 = first leader (default), players-1 = dealer. */
  slot?: number;
  /** Playout noise (default 0.05). */
  eps?: number;
}

export type AdviceError = { code: 'advice.bad-rules'; detail: unknown } | { code: 'advice.bad-players' } | { code: 'advice.bad-hand'; detail?: unknown } | { code: 'advice.bad-options' };

/** Bid advice for `hand` at a table of `players` under `rules`. */
export function bidAdvice(hand: unknown, players: unknown, rules?: unknown, opts: BidAdviceOptions = {}): Result<BidAdvice, AdviceError> {
  try {
    const r = makeRules(rules ?? {});
    if (!r.ok) return err({ code: 'advice.bad-rules', detail: r.error });
    const l = dealLayout(players, r.value.jokers);
    if (!l.ok) return err({ code: 'advice.bad-players' });
    const h = checkCardList(hand, r.value.jokers, 60);
    if (!h.ok) return err({ code: 'advice.bad-hand', detail: h.error });
    if (h.value.length !== l.value.handSize) return err({ code: 'advice.bad-hand', detail: { size: h.value.length, expected: l.value.handSize } });
    const o = opts !== null && typeof opts === 'object' ? opts : {};
    const samples = o.samples ?? 160;
    const slot = o.slot ?? 0;
    const seed = o.seed ?? 1;
    const eps = o.eps ?? 0.05;
    if (!Number.isInteger(samples) || samples < 1 || samples > 100000 || !Number.isInteger(slot) || slot < 0 || slot >= (players as number) || typeof seed !== 'number' || typeof eps !== 'number' || !(eps >= 0 && eps <= 1)) {
      return err({ code: 'advice.bad-options' });
    }
    return ok(adviseCodes(h.value, players as number, l.value.handSize, r.value, { samples, slot, seed, eps }));
  } catch {
    return err({ code: 'advice.bad-options' });
  }
}

const base = makeSim();
const work = makeSim();
const out = new Float64Array(8);

/** The advisor on trusted input. `fixedBids` (by slot, -1 = Steady decides) lets a caller use bids it knows. */
export function adviseCodes(hand: readonly GameCard[], n: number, hs: number, rules: Rules, o: { samples: number; slot: number; seed: number; eps: number }): BidAdvice {
  const rk = rules.ranking;
  const mine = new Set(hand.map((c) => codeOf(c, rk)));
  const hidden: number[] = [];
  for (let c = 0; c < 52; c++) if (!mine.has(c)) hidden.push(c);
  for (let j = 0; j < rules.jokers; j++) if (!mine.has(JOKER_BASE + j)) hidden.push(JOKER_BASE + j);
  const pack = new Int32Array(hidden.length + hand.length);
  const sr = simRules(rules);
  const rng = new FastRng(o.seed);
  const playRng = new FastRng(1);
  const K = BIDS.length;
  const sum = new Float64Array(K);
  const sumSq = new Float64Array(K);
  const zero = new Float64Array(K);
  const vals = new Float64Array(K);
  const dSum = new Float64Array(K * K);
  const dSq = new Float64Array(K * K);
  const myCodes = [...mine];
  const h = Int32Array.from(hidden);
  for (let it = 0; it < o.samples; it++) {
    shuffleFirst(rng, h, h.length);
    // Build a pack dealt one at a time from slot 0 with my cards landing in my slot.
    let hi = 0;
    let mi = 0;
    for (let i = 0; i < n * hs; i++) pack[i] = i % n === o.slot ? (myCodes[mi++] as number) : (h[hi++] as number);
    for (let i = n * hs; i < pack.length; i++) pack[i] = h[hi++] as number;
    dealCodes(base, pack, n, hs, rules.jokers, sr);
    for (let s = 0; s < n; s++) if (s !== o.slot) base.bid[s] = steadyBid(base, s);
    const a = rng.next() | 0;
    const b = rng.next() | 0;
    const c = rng.next() | 0;
    const d = rng.next() | 1;
    for (let k = 0; k < K; k++) {
      copySim(work, base);
      work.bid[o.slot] = k === 4 ? NULL_BID : k;
      setUnits(work);
      playRng.setState(a, b, c, d);
      steadyPlayout(work, playRng, o.eps);
      scoreSim(work, out);
      const v = out[o.slot] as number;
      vals[k] = v;
      sum[k] = (sum[k] as number) + v;
      sumSq[k] = (sumSq[k] as number) + v * v;
      if ((work.tricksWon[o.slot] as number) === 0) zero[k] = (zero[k] as number) + 1;
    }
    for (let i = 0; i < K; i++) {
      for (let j = 0; j < K; j++) {
        const diff = (vals[i] as number) - (vals[j] as number);
        dSum[i * K + j] = (dSum[i * K + j] as number) + diff;
        dSq[i * K + j] = (dSq[i * K + j] as number) + diff * diff;
      }
    }
  }
  const N = o.samples;
  let best = 0;
  for (let k = 1; k < K; k++) if ((sum[k] as number) > (sum[best] as number)) best = k;
  const opts: BidOption[] = [];
  for (let k = 0; k < K; k++) {
    const mean = (sum[k] as number) / N;
    const v = Math.max(0, (sumSq[k] as number) / N - mean * mean);
    const dm = (dSum[best * K + k] as number) / N;
    const dv = Math.max(0, (dSq[best * K + k] as number) / N - dm * dm);
    opts.push({ bid: BIDS[k] as Bid, mean: round2(mean), se: round2(Math.sqrt(v / N)), behind: round2(dm), behindSe: round2(Math.sqrt(dv / N)), noTrickRate: round2((zero[k] as number) / N) });
  }
  opts.sort((x, y) => y.mean - x.mean || BIDS.indexOf(x.bid) - BIDS.indexOf(y.bid));
  return { options: opts, best: (opts[0] as BidOption).bid, samples: N };
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
