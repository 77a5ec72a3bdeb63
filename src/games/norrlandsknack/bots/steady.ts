/**
 * The Steady player: rule-based habits of good Norrlandsknack players, on the simulator (sim.ts). It reads only
 * its own hand and the public record (bids, cards played, the trick, scores), so the same code serves the real
 * table (a sim filled with one hand) and the search's playouts (a full sim).
 *
 * Habits and why:
 * - Count the hand in likely tricks: trump ace 1, king of trumps 0.8, lower trumps less, a long trump suit more
 *   (ruffing power); a side ace about 0.75 (it can be trumped), a guarded side king 0.35; a void beside trumps helps.
 *   Each card thrown to the talon comes back worth about 0.15 on average.
 * - Deal 1: a lurker still plays after anyone knocks and only a trickless knocker is punished (a stake, no points),
 *   so knock with any hand that should take a trick. From deal 2 a trickless participant goes up 5 points (never
 *   above 10) and pays a stake: go along (or knock) only when the expected tricks outweigh the chance of a blank
 *   deal times what the limpa would cost from this score. Near 10 a limpa costs almost nothing, so play; near 0 it
 *   is costly, so be choosy. Folding is always worth exactly 0.
 * - Buying: keep every trump, side aces and guarded kings; throw the rest (short side suits first, which also makes
 *   voids to ruff in). The dealer must throw one more than he buys: if he keeps everything, his weakest card goes.
 * - Leading: cash a sure winner (the top card left in a suit); with two or more trumps and the top one, draw
 *   trumps; otherwise lead a singleton to make a void, else low from the longest side suit.
 * - Following: last to play, win as cheaply as possible; earlier, win only with a card nobody can beat, ruff low
 *   when void, go high with a queen or better, else duck with the lowest card. A player still without a trick late
 *   in the deal goes for it (a blank deal is a limpa).
 * - Discarding: the lowest side card, from the shortest suit, never a trump or an ace if avoidable.
 */
import {
  BUY,
  FOLD,
  FULL13,
  GO,
  HIGH,
  KNOCK,
  LOW,
  LURK,
  PH_BID,
  PH_BUY,
  PH_PLAY,
  PH_RESPOND,
  POP,
  handSize,
  legalInto,
  unopposedTricks,
  winningIndex,
  type FastRng,
  type Sim,
} from './sim';

export interface SteadyParams {
  /** Knock in deal 1 with at least this many expected tricks. */
  knockFirst: number;
  /** Extra expected value a knock from deal 2 needs beyond going along. */
  knockMargin: number;
  /** Going along needs expected tricks - P(blank) * limpa cost - stake above this. */
  goMargin: number;
  /** A limpa's stake, in points. */
  stake: number;
  /** Keep cards with a keep value at or above this. */
  keep: number;
  /** Expected worth of a bought card in tricks. */
  drawValue: number;
}

export const STEADY: SteadyParams = { knockFirst: 0.8, knockMargin: 0.15, goMargin: 0.05, stake: 0.3, keep: 0.5, drawValue: 0.15 };

const L = new Int32Array(4);
const ORDER = new Int8Array(6);
const KV = new Float64Array(6);

const TRUMP_VALUE = [0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.3, 0.35, 0.45, 0.6, 0.8, 1];

/** Expected tricks of one seat's current hand with `players` in the deal. */
export function handEstimate(sim: Sim, seat: number, players: number): number {
  const t = sim.trump;
  const trumps = sim.hands[seat * 4 + t] as number;
  const nt = POP[trumps] as number;
  let v = 0;
  // Trumps ranked from the top among those not yet played.
  let m = trumps;
  const out = FULL13 & ~(sim.played[t] as number);
  while (m) {
    const b = HIGH[m] as number;
    const above = POP[out & ~((2 << b) - 1)] as number;
    v += TRUMP_VALUE[Math.max(0, 12 - above)] as number;
    m &= ~(1 << b);
  }
  if (nt > 2) v += 0.1 * (nt - 2);
  const aceV = 0.95 - 0.1 * players;
  for (let s = 0; s < 4; s++) {
    if (s === t) continue;
    const h = sim.hands[seat * 4 + s] as number;
    if (!h) {
      if (nt > 0) v += 0.15;
      continue;
    }
    const unplayed = FULL13 & ~(sim.played[s] as number) & ~h;
    const top = HIGH[h] as number;
    if (top > (HIGH[unplayed] as number)) v += aceV;
    else if ((POP[unplayed & ~((2 << top) - 1)] as number) === 1 && (POP[h] as number) >= 2) v += 0.35;
    else if ((POP[unplayed & ~((2 << top) - 1)] as number) === 1) v += 0.15;
  }
  return v;
}

/** How much a card is worth keeping when buying (trumps > aces > guarded kings > the rest). */
export function keepValue(sim: Sim, seat: number, code: number): number {
  const s = (code / 13) | 0;
  const p = code % 13;
  if (s === sim.trump) return 2 + p / 13;
  const h = sim.hands[seat * 4 + s] as number;
  const higher = POP[FULL13 & ~h & ~((2 << p) - 1)] as number;
  if (higher === 0) return 1.5;
  if (higher === 1) return (POP[h] as number) >= 2 ? 0.6 : 0.35;
  return p / 40 - 0.05 * (POP[h] as number);
}

/** Steady's discard as a BUY mask over the hand's cards in ascending code order. */
export function steadyBuyMask(sim: Sim, seat: number, params: SteadyParams = STEADY): number {
  const size = fillKeep(sim, seat);
  let mask = 0;
  for (let i = 0; i < size; i++) if ((KV[i] as number) < params.keep) mask |= 1 << i;
  if (seat === sim.dealer && mask === 0) mask = 1 << (ORDER[0] as number);
  return mask;
}

/** Fills KV (keep value by hand position) and ORDER (positions, weakest first); returns the hand size. */
function fillKeep(sim: Sim, seat: number): number {
  let k = 0;
  for (let s = 0; s < 4; s++) {
    let m = sim.hands[seat * 4 + s] as number;
    while (m && k < 6) {
      const b = LOW[m] as number;
      KV[k] = keepValue(sim, seat, s * 13 + b);
      ORDER[k] = k;
      k++;
      m &= m - 1;
    }
  }
  for (let i = 1; i < k; i++) {
    const x = ORDER[i] as number;
    let j = i - 1;
    while (j >= 0 && (KV[ORDER[j] as number] as number) > (KV[x] as number)) {
      ORDER[j + 1] = ORDER[j] as number;
      j--;
    }
    ORDER[j + 1] = x;
  }
  return k;
}

/** The buy masks worth considering: Steady's, and "throw the k weakest" for every allowed k. */
export function buyCandidates(sim: Sim, seat: number, params: SteadyParams = STEADY): number[] {
  const size = fillKeep(sim, seat);
  const out = [steadyBuyMask(sim, seat, params)];
  fillKeep(sim, seat);
  const dealer = seat === sim.dealer;
  let m = 0;
  for (let k = 0; k <= size; k++) {
    if (k > 0) m |= 1 << (ORDER[k - 1] as number);
    if (dealer ? k >= 1 : k <= 5) if (!out.includes(m)) out.push(m);
  }
  return out;
}

/** Expected tricks after Steady's own buy (for bidding before the buy). */
export function estimateAfterBuy(sim: Sim, seat: number, players: number, params: SteadyParams = STEADY): number {
  const size = fillKeep(sim, seat);
  let discards = 0;
  for (let i = 0; i < size; i++) if ((KV[i] as number) < params.keep) discards++;
  if (seat === sim.dealer && discards === 0) discards = 1;
  return handEstimate(sim, seat, players) + params.drawValue * discards;
}

/** What a blank deal costs `seat` in points from deal 2 on. */
export function limpaCost(sim: Sim, seat: number): number {
  return Math.max(0, Math.min(5, 10 - (sim.scores[seat] as number)));
}

function playValue(sim: Sim, seat: number, est: number, params: SteadyParams): number {
  const p0 = Math.exp(-1.6 * est);
  return est - p0 * (limpaCost(sim, seat) + params.stake);
}

export function steadyBid(sim: Sim, seat: number, params: SteadyParams = STEADY): number {
  if (!sim.later) return estimateAfterBuy(sim, seat, sim.n, params) >= params.knockFirst ? KNOCK : LURK;
  const est = estimateAfterBuy(sim, seat, Math.max(2, sim.n - 1), params);
  return playValue(sim, seat, est, params) > params.goMargin + params.knockMargin ? KNOCK : LURK;
}

/**
 * Whether folding now hands the knocker the game: `seat` answers last, everyone before it folded, and the knocker's
 * unopposed tricks take the knocker's count to 0 (spec 4.2 and OP6: a knocker nobody plays against is credited with
 * the tricks and wins).
 */
export function foldLetsKnockerWin(sim: Sim, seat: number): boolean {
  if (sim.phase !== PH_RESPOND || sim.turn !== seat || sim.respPos !== sim.respLen - 1) return false;
  if (sim.part !== 1 << sim.knocker) return false;
  return (sim.scores[sim.knocker] as number) - unopposedTricks(sim) <= 0;
}

export function steadyRespond(sim: Sim, seat: number, params: SteadyParams = STEADY): number {
  // The last to answer never lets a lone knocker walk to 0: a limpa costs points, that fold costs the game.
  if (foldLetsKnockerWin(sim, seat)) return GO;
  const est = estimateAfterBuy(sim, seat, Math.max(2, sim.n - 1), params);
  return playValue(sim, seat, est, params) > params.goMargin ? GO : FOLD;
}

function lowestIn(mask: number, s: number): number {
  return mask ? s * 13 + (LOW[mask] as number) : -1;
}

/** Steady's card (or, with probability eps and a generator, a random legal card). */
export function steadyCard(sim: Sim, seat: number, rng: FastRng | null, eps: number): number {
  legalInto(sim, seat, L);
  const t = sim.trump;
  let count = 0;
  for (let s = 0; s < 4; s++) count += POP[L[s] as number] as number;
  if (count === 1 || (rng !== null && eps > 0 && rng.float() < eps)) {
    let k = count === 1 ? 0 : rng ? rng.below(count) : 0;
    for (let s = 0; s < 4; s++) {
      let m = L[s] as number;
      while (m) {
        if (k === 0) return s * 13 + (LOW[m] as number);
        k--;
        m &= m - 1;
      }
    }
  }
  const me = seat * 4;
  const unseenAbove = (s: number, p: number): number => (FULL13 & ~(sim.played[s] as number) & ~(sim.hands[me + s] as number) & ~((2 << p) - 1));
  if (sim.trickLen === 0) {
    // Cash a sure side winner.
    for (let s = 0; s < 4; s++) {
      if (s === t) continue;
      const m = L[s] as number;
      if (!m) continue;
      const top = HIGH[m] as number;
      if (unseenAbove(s, top) === 0) return s * 13 + top;
    }
    const lt = L[t] as number;
    if (lt && (POP[lt] as number) >= 2 && unseenAbove(t, HIGH[lt] as number) === 0) return t * 13 + (HIGH[lt] as number);
    // A singleton side card beside trumps, to make a void.
    if (sim.hands[me + t]) {
      for (let s = 0; s < 4; s++) if (s !== t && (POP[L[s] as number] as number) === 1) return s * 13 + (LOW[L[s] as number] as number);
    }
    let best = -1;
    let bestLen = -1;
    for (let s = 0; s < 4; s++) {
      if (s === t) continue;
      const n = POP[L[s] as number] as number;
      if (n > bestLen && n > 0) {
        bestLen = n;
        best = s;
      }
    }
    if (best >= 0) return lowestIn(L[best] as number, best);
    return lowestIn(L[t] as number, t);
  }
  const wi = winningIndex(sim);
  const wc = sim.trickCard[wi] as number;
  const ws = (wc / 13) | 0;
  const wp = wc % 13;
  let players = 0;
  for (let s = 0; s < sim.n; s++) if (sim.part & (1 << s)) players++;
  const last = sim.trickLen === players - 1;
  // Beaters: same suit higher, or a trump over a non-trump.
  const beatSame = (L[ws] as number) & ~((2 << wp) - 1);
  const beatTrump = ws !== t ? (L[t] as number) : 0;
  if (beatSame || beatTrump) {
    const cheapest = beatSame ? ws * 13 + (LOW[beatSame] as number) : t * 13 + (LOW[beatTrump] as number);
    if (last) return cheapest;
    // A sure winner in the winning suit: nothing unseen above it (and, off trumps, no trumps left out or early).
    if (beatSame) {
      let m = beatSame;
      while (m) {
        const b = LOW[m] as number;
        if (unseenAbove(ws, b) === 0 && (ws === t || sim.trickNo < 2 || (FULL13 & ~(sim.played[t] as number) & ~(sim.hands[me + t] as number)) === 0)) return ws * 13 + b;
        m &= m - 1;
      }
    }
    if (!beatSame && beatTrump) return cheapest;
    const mine = sim.won[seat] as number;
    const top = HIGH[beatSame] as number;
    if (top >= 10 || (mine === 0 && sim.trickNo >= 3)) return ws * 13 + top;
  }
  // Duck / discard: the lowest side card from the shortest suit, keeping trumps and aces.
  let best = -1;
  let bestKey = 1e9;
  for (let s = 0; s < 4; s++) {
    const m = L[s] as number;
    if (!m) continue;
    const b = LOW[m] as number;
    const key = (s === t ? 1000 : 0) + (b === 12 ? 500 : 0) + (POP[sim.hands[me + s] as number] as number) * 20 + b;
    if (key < bestKey) {
      bestKey = key;
      best = s * 13 + b;
    }
  }
  return best;
}

/** Steady's action for whoever is to act in `sim` (playouts). */
export function steadyAction(sim: Sim, rng: FastRng | null, eps: number, params: SteadyParams = STEADY): number {
  const seat = sim.turn;
  switch (sim.phase) {
    case PH_BID:
      return steadyBid(sim, seat, params);
    case PH_RESPOND:
      return steadyRespond(sim, seat, params);
    case PH_BUY:
      return BUY + steadyBuyMask(sim, seat, params);
    case PH_PLAY:
      return steadyCard(sim, seat, rng, eps);
    default:
      return -1;
  }
}

export { handSize };
