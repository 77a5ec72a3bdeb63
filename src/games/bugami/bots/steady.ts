/**
 * The Steady player: rule-based, on the simulator (index level). The Strong player's playouts use it too.
 *
 * The habits, and why (Bugami rewards many tricks with none of your own bad suit in them; a Null bidder wants no
 * trick at all; bids are public once revealed, so everybody knows what hurts whom):
 *
 * Bidding
 *  - Name the suit you are least likely to win tricks in: the tricks that hurt most are those led in your bad suit
 *    (every follower adds one of its cards), and you win those with its high cards. So the danger of a suit is the
 *    chance that each of its cards wins a trick (Ace high, small cards almost never, but a long suit's small cards
 *    win late when the others are out). Against that, length in the suit helps: every card of it you hold is one
 *    fewer that can land in your tricks, and small cards of it are safe exits. A long suit of small cards is the
 *    ideal bad suit; a short suit headed by the Ace the worst.
 *  - Bid Null with a hand of small cards: Null pays 100 but nothing if a single trick is taken. At most one Ace
 *    (it wins whenever its suit is led and it is bare, unless it can be thrown away on a void first), no Joker,
 *    and under about two expected tricks by the table below (the bid advisor's sampled deals put the break-even
 *    there: a made Null is worth three or four ordinary deals).
 *
 * Leading (suit bidder)
 *  - Cash a sure winner (the highest card still out) in a suit that is not your bad suit, preferably where the
 *    others still hold many cards: they must follow, so they cannot dump your bad suit or a Joker on it.
 *  - Otherwise lead a small card of your bad suit under higher ones still out: you lose the trick, and shedding the
 *    suit early means you are not forced to win a trick full of it later.
 *  - Otherwise lead the smallest card of your longest other suit (lose cheaply, set up its later cards).
 *  - Never lead a Joker while you hold anything else: a led Joker wins, so you take it (a bad card) and everyone
 *    discards on it freely (your bad suit included).
 * Following (suit bidder)
 *  - In your bad suit: stay under the winning card with your highest card that still loses (shed the high ones
 *    that would otherwise win a full bad-suit trick later); when forced over, go in low and hope to be overtaken,
 *    or as last player take it with your highest card.
 *  - In another suit: as last player, take the trick with your cheapest winning card if the trick and your expected
 *    later haul make the division better, not worse; otherwise duck. Earlier in the trick, take it with a card no
 *    one left can beat when the trick is still clean; let a partner's winning card stand.
 *  - When you cannot win, play your smallest card (keep high cards: they are the tricks you make later).
 * Discarding (void in the led suit)
 *  - On an opponent's trick: a Joker first (it counts as a bad card for whoever takes it), then the winner's bad
 *    suit (highest first), then your own bad suit (it can no longer come back to you), then a small card of your
 *    shortest other suit (to make a void to discard on later).
 *  - On a partner's trick: never your shared bad suit or a Joker; a small card of another suit.
 * Against a Null bidder (everyone else's habit: a made Null is 100 points to a rival)
 *  - With no sure winner to cash, lead the smallest card of a suit the Null bidder has not shown void in: it must
 *    follow, and every card it holds above the lead is a chance to win a trick.
 *  - Never overtake a Null bidder's winning card; before it plays, keep the trick low (play under).
 * Null bidder
 *  - Lead the smallest card in the suit with the most higher cards still out; never a Joker.
 *  - Follow with the highest card that still loses; when forced over, play the lowest and hope to be overtaken.
 *  - Discard Jokers first (a Null bidder must never be left to lead one), then the highest, most dangerous card.
 *  - Once a Null has failed nothing more can be lost: it plays on like a suit bidder without a bad suit, spoiling.
 */
import {
  FastRng,
  JOKER_BASE,
  NULL_BID,
  highBit,
  legalInto,
  lowBit,
  playCard as playCardFast,
  popcount,
  randomLegal,
  toPlay,
  unitTotals,
  type Sim,
} from './sim';

const FULL13 = 0x1fff;

/** Future value of a suit bidder's unit with `t` tricks and `k` bad cards (unfloored for smooth comparisons). */
function softValue(t: number, k: number): number {
  if (t <= 0) return 30;
  if (k <= 0) return 20 * t;
  return (10 * t) / k;
}

function lowestCard(sim: Sim, base: number, suit: number): number {
  return suit * 13 + lowBit(sim.hands[base + suit] as number);
}
function highestCard(sim: Sim, base: number, suit: number): number {
  return suit * 13 + highBit(sim.hands[base + suit] as number);
}

/** Cards of suit `s` still out (not played, not in `slot`'s hand). */
function outstanding(sim: Sim, slot: number, s: number): number {
  return FULL13 & ~(sim.played[s] as number) & ~(sim.hands[slot * 5 + s] as number);
}

/** A Null bidder (other than `slot`) who has taken no trick yet, or -1. */
function liveNull(sim: Sim, slot: number): number {
  for (let i = 0; i < sim.n; i++) if (i !== slot && sim.bid[i] === NULL_BID && (sim.tricksWon[i] as number) === 0) return i;
  return -1;
}

/** Has slot `x` still to play to the current trick? */
function nullStillToPlay(sim: Sim, x: number): boolean {
  const pos = (x - sim.leader + sim.n) % sim.n;
  return pos >= sim.trickLen;
}

/** Steady's card for `slot` (the slot to play). With `rng` and eps > 0 a random legal card now and then. */
export function steadyPick(sim: Sim, slot: number, rng: FastRng | null, eps: number): number {
  const k = legalInto(sim, slot);
  if (k === 1) return sim.legal[0] as number;
  if (rng !== null && eps > 0 && rng.float() < eps) return sim.legal[rng.below(k)] as number;
  const bid = sim.bid[slot] as number;
  const nullAlive = bid === NULL_BID && (sim.tricksWon[slot] as number) === 0;
  const myBad = bid === NULL_BID ? -1 : bid;
  const base = slot * 5;
  if (sim.trickLen === 0) return nullAlive ? leadNull(sim, slot) : leadSuit(sim, slot, myBad);
  if (sim.led === 4) return discard(sim, slot, sim.leader, nullAlive, myBad);
  const L = sim.led;
  const my = sim.hands[base + L] as number;
  if (my === 0) return discard(sim, slot, sim.winSlot, nullAlive, myBad);
  const wp = sim.winPow;
  const under = my & ((1 << wp) - 1);
  const beat = my & ~((1 << (wp + 1)) - 1);
  const last = sim.trickLen === sim.n - 1;
  if (nullAlive) {
    if (under) return L * 13 + highBit(under);
    return last ? L * 13 + highBit(my) : L * 13 + lowBit(my);
  }
  if (beat === 0) return L === myBad ? L * 13 + highBit(under) : L * 13 + lowBit(my);
  // Against a live Null: never overtake the Null bidder's winning card, and keep the bar low before it plays.
  const nul = liveNull(sim, slot);
  if (nul >= 0) {
    if (sim.winSlot === nul && under) return L * 13 + highBit(under);
    if (under && nullStillToPlay(sim, nul) && ((sim.hands[nul * 5 + L] as number) !== 0 || ((sim.voids[nul] as number) & (1 << L)) === 0)) return L * 13 + lowBit(under);
  }
  const partnerWins = sim.unit[sim.winSlot] === sim.unit[slot];
  if (partnerWins && !last) return under ? L * 13 + lowBit(under) : L * 13 + lowBit(my);
  // Bad cards I would take with this trick (my own card included when the led suit is my bad suit).
  const inTrick = myBad < 0 ? 0 : (sim.trickCount[myBad] as number) + (sim.trickCount[4] as number) + (L === myBad ? 1 : 0);
  const u = unitTotals(sim, slot);
  const left = sim.hs - sim.trickNo - 1;
  const e = left / sim.n;
  const eBad = e * 0.5;
  if (L === myBad) {
    if (under) return L * 13 + highBit(under);
    return last ? L * 13 + highBit(my) : L * 13 + lowBit(my);
  }
  if (last) {
    const gain = softValue(u.tricks + 1 + e, u.bad + inTrick + eBad) - softValue(u.tricks + e, u.bad + eBad);
    if (gain > 0 || under === 0) return gain > 0 ? L * 13 + lowBit(beat) : L * 13 + highBit(my);
    return L * 13 + lowBit(under);
  }
  // Not last: take it with a card nobody left can beat, if the trick is clean so far.
  const out = outstanding(sim, slot, L);
  let b = beat;
  while (b) {
    const p = lowBit(b);
    if (out >>> (p + 1) === 0) {
      const gain = softValue(u.tricks + 1 + e, u.bad + inTrick + 0.3 + eBad) - softValue(u.tricks + e, u.bad + eBad);
      if (gain > 0) return L * 13 + p;
      break;
    }
    b &= b - 1;
  }
  return L * 13 + lowBit(my);
}

function leadSuit(sim: Sim, slot: number, myBad: number): number {
  const base = slot * 5;
  // Sure winners outside the bad suit, where the others still hold the most cards.
  let best = -1;
  let bestOut = -1;
  for (let s = 0; s < 4; s++) {
    const m = sim.hands[base + s] as number;
    if (s === myBad || m === 0) continue;
    const out = outstanding(sim, slot, s);
    const top = highBit(m);
    if (out >>> (top + 1) !== 0) continue;
    const nOut = popcount(out);
    if (nOut > bestOut) {
      bestOut = nOut;
      // The lowest card that is still a sure winner (equal to the top against what is out).
      let c = top;
      let x = m;
      while (x) {
        const p = lowBit(x);
        if (out >>> (p + 1) === 0) {
          c = p;
          break;
        }
        x &= x - 1;
      }
      best = s * 13 + c;
    }
  }
  if (best >= 0 && bestOut > 0) return best;
  const nul = liveNull(sim, slot);
  if (nul >= 0) {
    // Lead the smallest card of a suit the Null bidder has not shown void in: it must follow and may have to win.
    let c = -1;
    for (let s = 0; s < 4; s++) {
      const m = sim.hands[base + s] as number;
      if (m === 0 || ((sim.voids[nul] as number) & (1 << s)) !== 0) continue;
      if (outstanding(sim, slot, s) === 0) continue;
      const lo = lowBit(m);
      if (c < 0 || lo < c % 13) c = s * 13 + lo;
    }
    if (c >= 0) return c;
  }
  if (myBad >= 0) {
    const m = sim.hands[base + myBad] as number;
    if (m !== 0) {
      const lo = lowBit(m);
      if (outstanding(sim, slot, myBad) >>> (lo + 1) !== 0) return myBad * 13 + lo;
    }
  }
  if (best >= 0) return best;
  let longest = -1;
  let len = 0;
  for (let s = 0; s < 4; s++) {
    if (s === myBad) continue;
    const l = popcount(sim.hands[base + s] as number);
    if (l > len) {
      len = l;
      longest = s;
    }
  }
  if (longest >= 0) return lowestCard(sim, base, longest);
  if (myBad >= 0 && (sim.hands[base + myBad] as number) !== 0) return lowestCard(sim, base, myBad);
  return sim.legal[0] as number;
}

function leadNull(sim: Sim, slot: number): number {
  const base = slot * 5;
  let best = -1;
  let bestScore = -1e9;
  for (let s = 0; s < 4; s++) {
    const m = sim.hands[base + s] as number;
    if (m === 0) continue;
    const lo = lowBit(m);
    const above = popcount(outstanding(sim, slot, s) >>> (lo + 1));
    const score = above * 4 - lo;
    if (score > bestScore) {
      bestScore = score;
      best = s * 13 + lo;
    }
  }
  return best >= 0 ? best : (sim.legal[0] as number);
}

function discard(sim: Sim, slot: number, winner: number, nullAlive: boolean, myBad: number): number {
  const base = slot * 5;
  const jm = sim.hands[base + 4] as number;
  if (nullAlive) {
    if (jm) return JOKER_BASE + lowBit(jm);
    // The most dangerous card: the highest, preferring the shorter suit.
    let best = -1;
    let bestScore = -1e9;
    for (let s = 0; s < 4; s++) {
      const m = sim.hands[base + s] as number;
      if (m === 0) continue;
      const hi = highBit(m);
      const score = hi * 4 - popcount(m);
      if (score > bestScore) {
        bestScore = score;
        best = s * 13 + hi;
      }
    }
    return best >= 0 ? best : (sim.legal[0] as number);
  }
  const partner = winner !== slot && sim.unit[winner] === sim.unit[slot];
  if (!partner) {
    if (jm) return JOKER_BASE + lowBit(jm);
    const wb = sim.bid[winner] as number;
    if (wb !== NULL_BID && (sim.hands[base + wb] as number) !== 0) return highestCard(sim, base, wb);
    if (myBad >= 0 && (sim.hands[base + myBad] as number) !== 0) return highestCard(sim, base, myBad);
  }
  // A small card of the shortest suit that is neither my bad suit nor (on a partner) the shared one.
  let best = -1;
  let len = 99;
  for (let s = 0; s < 4; s++) {
    if (s === myBad) continue;
    const m = sim.hands[base + s] as number;
    if (m === 0) continue;
    const l = popcount(m);
    if (l < len) {
      len = l;
      best = s;
    }
  }
  if (best >= 0) return lowestCard(sim, base, best);
  if (myBad >= 0 && (sim.hands[base + myBad] as number) !== 0) return lowestCard(sim, base, myBad);
  if (jm) return JOKER_BASE + lowBit(jm);
  return sim.legal[0] as number;
}

/** Plays the deal out with Steady players (eps noise). */
export function steadyPlayout(sim: Sim, rng: FastRng, eps: number): void {
  while (sim.trickNo < sim.hs) {
    const slot = toPlay(sim);
    const c = steadyPick(sim, slot, rng, eps);
    playCardFast(sim, c);
  }
}

/** Plays the deal out with uniformly random legal cards. */
export function randomPlayout(sim: Sim, rng: FastRng): void {
  while (sim.trickNo < sim.hs) playCardFast(sim, randomLegal(sim, rng));
}

// ---------------------------------------------------------------------------------------------
// Bidding

/** Chance that a card of power `p` in a suit of length `len` wins a trick, for `n` players (a rough table). */
function winChance(p: number, len: number, n: number): number {
  const topN = [0.95, 0.75, 0.5, 0.3, 0.15, 0.07];
  const fromTop = 12 - p;
  let w = fromTop < topN.length ? (topN[fromTop] as number) : 0.03;
  // Honours need guards: a bare King falls under the Ace.
  if (fromTop > 0 && len <= fromTop) w *= 0.5;
  // Long suits: the small cards win once the others are out.
  if (len >= 5 && fromTop >= topN.length) w += (len - 4) * (0.12 * 4) / n / len;
  return Math.min(1, w);
}

export interface BidEstimate {
  /** Expected tricks of the hand. */
  tricks: number;
  /** Danger of each suit as a bad suit (lower = safer): expected tricks won in it, against its length. */
  danger: number[];
  highCards: number;
}

/** Hand evaluation from the suit masks of `slot`. */
export function estimateHand(sim: Sim, slot: number): BidEstimate {
  const base = slot * 5;
  const danger = [0, 0, 0, 0];
  let tricks = 0;
  let highCards = 0;
  for (let s = 0; s < 4; s++) {
    const m = sim.hands[base + s] as number;
    const len = popcount(m);
    let x = m;
    let d = 0;
    while (x) {
      const p = lowBit(x);
      const w = winChance(p, len, sim.n);
      d += w;
      if (p >= 10) highCards++;
      x &= x - 1;
    }
    tricks += d;
    // Weights fitted to the bid advisor's sampled deals (4 players): each expected trick won in the suit costs
    // about 11 points as a bad suit, each card held of it gains about 2.7 (fewer of its cards are out there to
    // land in your tricks) and each small card (2-9) another 1.1.
    danger[s] = 10.9 * d - 2.7 * len - 1.1 * popcount(m & 0xff);
  }
  tricks += popcount(sim.hands[base + 4] as number) * 0.5;
  return { tricks, danger, highCards };
}

/** Steady's bid for `slot` (0-3 a bad suit, 4 = Null). */
export function steadyBid(sim: Sim, slot: number): number {
  const e = estimateHand(sim, slot);
  const jokers = popcount(sim.hands[slot * 5 + 4] as number);
  let aces = 0;
  for (let s = 0; s < 4; s++) if (((sim.hands[slot * 5 + s] as number) & (1 << 12)) !== 0) aces++;
  // Calibrated on sampled deals (bid advisor): Null beats the best suit on average below about two expected tricks.
  if (aces <= 1 && jokers === 0 && e.tricks < 2.3) return NULL_BID;
  let best = 0;
  for (let s = 1; s < 4; s++) if ((e.danger[s] as number) < (e.danger[best] as number)) best = s;
  return best;
}
