/**
 * The Steady player: a rule-based policy with sound reverse-game habits, written at the index level so that the
 * Strong player can use it (with a little noise) inside its playouts.
 *
 * Habits (each one is a term of the card values below):
 * - following and unable to win: shed the most dangerous card that still loses (usually the highest loser);
 * - void: smear the card that is most dangerous to keep (high points, likely to win later), but keep a low card
 *   in each suit that cannot be voided;
 * - last to play to a cheap trick: dump a card that would win later anyway (high trumps) into it;
 * - leading: middling cards early, the safest low card later, never an ace or ten without reason; avoid leading
 *   suits where a player who plays later has shown a void (they would smear points onto the trick);
 * - march (100 points) only with a hand that can make it; try to stop an opponent's march.
 *
 * It reads only what its seat can see in the simulated deal: its own hand, the cards played, shown voids and
 * the points taken.
 */
import { legalMasks, type Sim } from './sim';
import { CARD_AT, FULL, FastRng, PTS_AT, highBit, lowBit, popcount } from './tables';

/** Probability that an opponent is forced over a lead with `lo` lower and `hi` higher unseen cards, per opponent count. */
const RISK = new Float64Array(4 * 11 * 11);
{
  const q = 1 / 3;
  for (let opps = 0; opps < 4; opps++) {
    for (let lo = 0; lo <= 10; lo++) {
      for (let hi = 0; hi <= 10; hi++) {
        const f = Math.pow(1 - q, lo) * (1 - Math.pow(1 - q, hi));
        RISK[(opps * 11 + lo) * 11 + hi] = Math.pow(1 - f, opps);
      }
    }
  }
}

/** Tunable weights of the Steady policy (exported for experiments and the benchmark). */
export interface SteadyParams {
  /** Value of getting rid of a dangerous card when leading it (0..1). */
  leadShed: number;
  /** Penalty for leading or discarding the only low (exit) card of a suit with 2+ cards, early in the deal. */
  keepLow: number;
  /** Expected smear (points) per opponent void in the led suit. */
  smear: number;
  /** Cost of having to lead the next trick. */
  leadCost: number;
  /** Bonus for creating a void by discarding a singleton. */
  voidBonus: number;
  /** Count opponents that are probably (not yet shown) void in a suit when leading it (1 = on). */
  hiddenVoids: number;
}

export const STEADY: SteadyParams = { leadShed: 0.5, keepLow: 3, smear: 8, leadCost: 2, voidBonus: 1.5, hiddenVoids: 1 };

/** The parameters in force for the current decision. */
let P: SteadyParams = STEADY;

const legal = new Int32Array(4);
const unseen = new Int32Array(4);

/** Danger of keeping card (s, pos) in hand: the points it is expected to cost later. */
function danger(sim: Sim, s: number, pos: number): number {
  const t = sim.t;
  const U = unseen[s] as number;
  const hi = popcount(U >>> (pos + 1));
  const lo = popcount(U & ((1 << pos) - 1));
  const pts = PTS_AT[t * 40 + s * 10 + pos] as number;
  let win: number;
  if (hi === 0) win = 1;
  else win = lo / (lo + hi + 1);
  if (s === t) win = Math.min(1, win + 0.25);
  return pts * (0.5 + 0.5 * win) + win * 4 * (sim.n - 1);
}

/** Slot of a player (not `me`) who could still make 100, or -1. */
function marchThreat(sim: Sim, me: number): number {
  const need = sim.inPlay - 100;
  let total = 0;
  for (let j = 0; j < sim.n; j++) total += sim.points[j] as number;
  for (let j = 0; j < sim.n; j++) {
    if (j === me) continue;
    const p = sim.points[j] as number;
    if (p >= 40 && total - p <= need) return j;
  }
  return -1;
}

/** Should `slot` play for a march now? Sticky once decided yes, dropped when it becomes impossible. */
function marchMode(sim: Sim, slot: number): boolean {
  const t = sim.t;
  let others = 0;
  for (let j = 0; j < sim.n; j++) if (j !== slot) others += sim.points[j] as number;
  if (others > sim.inPlay - 100) {
    sim.march[slot] = 0;
    return false;
  }
  if (sim.march[slot] === 1) return true;
  const tricksLeft = 9 - sim.trickNo;
  if (tricksLeft < 2) return false;
  // Sure tricks: cards above every unseen card of their suit; side-suit tops only count when trumps are safe.
  let sure = 0;
  const ht = sim.hands[slot * 4 + t] as number;
  const ut = unseen[t] as number;
  const topT = ut === 0 ? popcount(ht) : popcount(ht >>> (highBit(ut) + 1));
  sure += topT;
  const trumpsSafe = popcount(ht) >= popcount(ut) + 1 || ut === 0;
  if (trumpsSafe) {
    for (let s = 0; s < 4; s++) {
      if (s === t) continue;
      const h = sim.hands[slot * 4 + s] as number;
      if (h === 0) continue;
      const u = unseen[s] as number;
      sure += u === 0 ? popcount(h) : popcount(h >>> (highBit(u) + 1));
    }
  }
  if (sure >= tricksLeft - 1) {
    sim.march[slot] = 1;
    return true;
  }
  return false;
}

function fillUnseen(sim: Sim, slot: number): void {
  const t = sim.t;
  for (let s = 0; s < 4; s++) {
    unseen[s] = (FULL[t * 4 + s] as number) & ~(sim.played[s] as number) & ~(sim.hands[slot * 4 + s] as number) & ~(sim.knownOut[s] as number);
  }
}

function randomLegal(rng: FastRng, count: number): number {
  let k = rng.below(count);
  for (let s = 0; s < 4; s++) {
    let m = legal[s] as number;
    const c = popcount(m);
    if (k >= c) {
      k -= c;
      continue;
    }
    while (k > 0) {
      m &= m - 1;
      k--;
    }
    return s * 10 + lowBit(m);
  }
  return -1;
}

/**
 * The Steady choice for `slot` (the player to move) as a card index. With `rng` and `eps` > 0, a uniformly random
 * legal card is played with probability `eps` (the noise of the Strong player's playouts).
 */
export function steadyPick(sim: Sim, slot: number, rng: FastRng | null = null, eps = 0, params: SteadyParams = STEADY): number {
  P = params;
  legalMasks(sim, slot, legal);
  const count = popcount(legal[0] as number) + popcount(legal[1] as number) + popcount(legal[2] as number) + popcount(legal[3] as number);
  const t = sim.t;
  if (count === 1) {
    for (let s = 0; s < 4; s++) if (legal[s] !== 0) return CARD_AT[t * 40 + s * 10 + lowBit(legal[s] as number)] as number;
  }
  if (rng !== null && eps > 0 && rng.float() < eps) {
    const sp = randomLegal(rng, count);
    return CARD_AT[t * 40 + sp] as number;
  }
  fillUnseen(sim, slot);
  const sp = sim.trickLen === 0 ? chooseLead(sim, slot) : chooseFollow(sim, slot);
  return CARD_AT[t * 40 + sp] as number;
}

function chooseLead(sim: Sim, slot: number): number {
  const t = sim.t;
  const n = sim.n;
  if (marchMode(sim, slot)) return marchLead(sim, slot);
  let best = -1;
  let bestV = -Infinity;
  const early = sim.trickNo < 5;
  for (let s = 0; s < 4; s++) {
    const h = legal[s] as number;
    if (h === 0) continue;
    const U = unseen[s] as number;
    const mySuitCount = popcount(h);
    const myLowest = lowBit(h);
    // Opponents known void in s (they may smear onto the trick).
    let voidOpps = 0;
    let oppsEff = 0;
    for (let k = 1; k < n; k++) {
      const j = (slot + k) % n;
      if (((sim.voids[j] as number) & (1 << s)) !== 0) voidOpps++;
      else oppsEff++;
    }
    let m = h;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      const pos = 31 - Math.clz32(b);
      const hi = popcount(U >>> (pos + 1));
      const below = U & (b - 1);
      const lo = popcount(below);
      const pts = PTS_AT[t * 40 + s * 10 + pos] as number;
      let pWin = RISK[(Math.min(3, oppsEff) * 11 + lo) * 11 + hi] as number;
      if (hi + lo === 0 && oppsEff > 0) pWin = 1;
      let lowerAvg = 0;
      if (lo > 0) {
        let sum = 0;
        let mm = below;
        while (mm !== 0) {
          const bb = mm & -mm;
          sum += PTS_AT[t * 40 + s * 10 + 31 - Math.clz32(bb)] as number;
          mm ^= bb;
        }
        lowerAvg = sum / lo;
      }
      const followers = Math.min(oppsEff, lo);
      // Opponents not known to be void may be void anyway when few cards of the suit are out.
      const hidden = P.hiddenVoids > 0 ? oppsEff * Math.pow(2 / 3, hi + lo) : 0;
      const eTrick = followers * lowerAvg + (voidOpps + hidden) * P.smear;
      let v = P.leadShed * danger(sim, s, pos) - pWin * (pts + eTrick + P.leadCost);
      if (pos === myLowest && mySuitCount >= 2 && lo <= 1 && early) v -= P.keepLow;
      if (v > bestV) {
        bestV = v;
        best = s * 10 + pos;
      }
    }
  }
  return best;
}

function marchLead(sim: Sim, slot: number): number {
  const t = sim.t;
  const ht = legal[t] as number;
  const ut = unseen[t] as number;
  // Draw trumps while opponents may hold some, from the top.
  if (ht !== 0 && ut !== 0) return t * 10 + highBit(ht);
  // Then sure winners, highest points first.
  let best = -1;
  let bestV = -Infinity;
  for (let s = 0; s < 4; s++) {
    const h = legal[s] as number;
    if (h === 0) continue;
    const top = highBit(h);
    const u = unseen[s] as number;
    const sure = u === 0 || top > highBit(u);
    const v = (sure ? 100 : 0) + top + (PTS_AT[t * 40 + s * 10 + top] as number) * 0.1;
    if (v > bestV) {
      bestV = v;
      best = s * 10 + top;
    }
  }
  return best;
}

function chooseFollow(sim: Sim, slot: number): number {
  const t = sim.t;
  const n = sim.n;
  const L = sim.led;
  const later = n - 1 - sim.trickLen;
  const last = later === 0;
  if (marchMode(sim, slot)) return marchFollow(sim, last);
  const threat = marchThreat(sim, slot);
  const early = sim.trickNo < 5;

  let bestLose = -1;
  let bestLoseV = -Infinity;
  let bestWin = -1;
  let bestWinV = -Infinity;
  let lowestWin = -1;
  let lowestWinPow = 1000;
  let cheapestWin = -1;
  let cheapestWinPts = 1000;
  for (let s = 0; s < 4; s++) {
    const h = legal[s] as number;
    if (h === 0) continue;
    const handS = sim.hands[slot * 4 + s] as number;
    const suitCount = popcount(handS);
    const myLowest = lowBit(handS);
    let m = h;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      const pos = 31 - Math.clz32(b);
      const pow = s === t ? 100 + pos : s === L ? pos : -1;
      const pts = PTS_AT[t * 40 + s * 10 + pos] as number;
      const d = danger(sim, s, pos);
      if (pow > sim.winPow) {
        // Winning card: worth it only as the last player into a cheap trick (dump a card that would win later).
        const v = d - (sim.trickPts + pts) - P.leadCost;
        if (v > bestWinV) {
          bestWinV = v;
          bestWin = s * 10 + pos;
        }
        if (pow < lowestWinPow) {
          lowestWinPow = pow;
          lowestWin = s * 10 + pos;
        }
        if (pts < cheapestWinPts || (pts === cheapestWinPts && pow < 100)) {
          cheapestWinPts = pts;
          cheapestWin = s * 10 + pos;
        }
      } else {
        let v = d;
        if (s !== L) {
          // A discard: keep a low card in each suit that cannot be voided; a singleton discard makes a void.
          const U = unseen[s] as number;
          const lo = popcount(U & (b - 1));
          if (pos === myLowest && suitCount >= 2 && lo <= 1) v -= P.keepLow;
          if (suitCount === 1 && early && s !== t) v += P.voidBonus;
        }
        if (v > bestLoseV) {
          bestLoseV = v;
          bestLose = s * 10 + pos;
        }
      }
    }
  }
  // Stop a march: take a trick with points away from the threatening player.
  if (threat >= 0 && sim.winSlot === threat && sim.trickPts > 0 && cheapestWin >= 0 && (last || sim.trickPts >= 10)) return cheapestWin;
  if (bestLose >= 0) {
    if (last && bestWin >= 0 && bestWinV > bestLoseV) return bestWin;
    return bestLose;
  }
  // Every legal card wins for now.
  if (last) return bestWin;
  return lowestWin;
}

function marchFollow(sim: Sim, last: boolean): number {
  const t = sim.t;
  const L = sim.led;
  let winLow = -1;
  let winLowPow = 1000;
  let winHigh = -1;
  let winHighPow = -1;
  let lose = -1;
  let loseV = 1000;
  for (let s = 0; s < 4; s++) {
    const h = legal[s] as number;
    if (h === 0) continue;
    let m = h;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      const pos = 31 - Math.clz32(b);
      const pow = s === t ? 100 + pos : s === L ? pos : -1;
      if (pow > sim.winPow) {
        if (pow < winLowPow) {
          winLowPow = pow;
          winLow = s * 10 + pos;
        }
        if (pow > winHighPow) {
          winHighPow = pow;
          winHigh = s * 10 + pos;
        }
      } else {
        const v = (PTS_AT[t * 40 + s * 10 + pos] as number) * 10 + pos;
        if (v < loseV) {
          loseV = v;
          lose = s * 10 + pos;
        }
      }
    }
  }
  if (winLow >= 0) return last ? winLow : winHigh;
  return lose;
}

/** Would the Steady habits play for a march from `slot`'s point of view now? */
export function marchModeFor(sim: Sim, slot: number): boolean {
  fillUnseen(sim, slot);
  return marchMode(sim, slot);
}
