/**
 * The Steady player: rule-based habits of good Handjass players, at the index level so that the Strong player
 * can run it (with a little noise) inside its playouts. Every opponent is an opponent here (no partnerships),
 * and the aim is to reach the 26-point line and be among the top scorers.
 *
 * Card play habits (and why):
 * - Keep the Buur for the last trick. It can never be forced out (§6.2) and never beaten, so kept to the end it
 *   is worth 20 + 5 + the last trick's cards: the "Buur = 25" lesson. It is spent earlier only on a rich trick.
 * - Cash sure winners while the others still follow: an ace (or the top card left) of a plain suit, led early,
 *   brings its 11 points home before someone is void and can trump it.
 * - Pull trumps with a trump that nobody can beat (for example the Nell when the Buur is gone or mine), so that
 *   the others' trumps fall on my tricks instead of cutting my plain winners.
 * - Otherwise lead low from a short suit when holding trumps (to get void and trump later), or from the longest
 *   suit without trumps; never lead a lone ten (it ranks below the Under and falls to K, Q or J).
 * - Following: last to play, win as cheaply as possible (the trick's points come home and the lead is mine);
 *   earlier in the trick, win only with a card nobody left can beat, or trump a rich trick (10+ points).
 * - When I cannot win: give away the card that costs least: no points, no future winner, no trump.
 * - Void in the led suit: trump a trick with points with the lowest trump that wins; else throw a low card from
 *   my shortest suit (to get void there too).
 *
 * Other decisions:
 * - Play or pass: a quick hand estimate (sure tricks from high trumps and aces, Weis, Stöck) against the line; pass
 *   weak hands, since a pass costs nothing and a potato costs a stroke. With two players nearly every hand plays.
 * - Blind: take it with a hand clearly below average (a blind is an average hand, and its turned card is known).
 * - Six exchange: always swap the trump 6 for the turned card unless that breaks a Weis worth more.
 * - Bessern: exchange three cards when my three weakest cards are worth less than an average three cards.
 * - Mutual claim: passers agree; an active player agrees unless his hand is strong enough to hope for two strokes.
 * - Announcing (manual mode): always announce the best combination when allowed, and always say Stöck.
 */
import { FastRng } from '../../../shared/search/rng';
import { R_ACE, R_JACK, R_KING, R_NINE, R_QUEEN, R_TEN } from '../engine/cards';
import { FULL_SUIT, highBit, legalMasks, lowBit, nthCard, popcount, PTS, TSTR, weisCode, type Sim } from '../engine/fast';

const L = new Int32Array(4);
const U = new Int32Array(4);

/** Highest trump strength among the trumps in mask m, or -1. */
function topTrumpStr(m: number): number {
  let best = -1;
  while (m !== 0) {
    const r = lowBit(m);
    m &= m - 1;
    const s = TSTR[r] as number;
    if (s > best) best = s;
  }
  return best;
}

/** Cost of giving up card (s, r) now: its points plus what it would be worth later. */
function keepCost(sim: Sim, slot: number, s: number, r: number): number {
  const t = sim.t;
  const pts = PTS[t * 36 + s * 9 + r] as number;
  if (s === t) {
    const str = TSTR[r] as number;
    return pts + 12 + str * 2 + (r === R_JACK ? 30 : 0);
  }
  const u = U[s] as number;
  const higher = u >>> (r + 1);
  let c = pts;
  if (higher === 0 && r >= R_TEN) c += 8; // a future winner
  // Breaking a suit I am long in costs a little; a singleton costs less (it makes a void).
  const len = popcount(sim.hands[slot * 4 + s] as number);
  if (len === 1 && (sim.hands[slot * 4 + t] as number) !== 0) c -= 2;
  return c + r * 0.1;
}

/** Steady's card for `slot` (index). `rng`/`eps`: chance of a uniformly random legal card (playout noise). */
export function steadyPick(sim: Sim, slot: number, rng: FastRng | null, eps: number): number {
  const k = legalMasks(sim, slot, L);
  if (k === 1) return nthCard(L, 0);
  if (rng !== null && eps > 0 && rng.float() < eps) return nthCard(L, rng.below(k));
  const h = slot * 4;
  const t = sim.t;
  for (let s = 0; s < 4; s++) U[s] = FULL_SUIT & ~(sim.played[s] as number) & ~(sim.hands[h + s] as number);
  const tricksLeft = sim.tricksTotal - sim.trickNo;
  return sim.trickLen === 0 ? lead(sim, slot, t, tricksLeft) : follow(sim, slot, t, tricksLeft);
}

function lead(sim: Sim, slot: number, t: number, tricksLeft: number): number {
  const h = slot * 4;
  const myT = sim.hands[h + t] as number;
  const uT = U[t] as number;
  const uTop = topTrumpStr(uT);
  const buur = 1 << R_JACK;
  // 1. Pull trumps with a sure trump winner (never the Buur while other cards remain).
  const nonBuurT = myT & ~buur;
  if (nonBuurT !== 0 && uT !== 0) {
    const myTop = topTrumpStr(nonBuurT);
    if (myTop > uTop && popcount(myT) >= 2) {
      for (let r = 0; r < 9; r++) if (nonBuurT & (1 << r) && (TSTR[r] as number) === myTop) return t * 9 + r;
    }
  }
  // 2. Cash the top card of a plain suit while the others still follow.
  let best = -1;
  let bestScore = -1e9;
  for (let s = 0; s < 4; s++) {
    if (s === t) continue;
    const m = sim.hands[h + s] as number;
    if (m === 0) continue;
    const top = highBit(m);
    const u = U[s] as number;
    if (u >>> (top + 1) !== 0) continue;
    const followers = popcount(u);
    const score = (PTS[t * 36 + s * 9 + top] as number) + Math.min(followers, sim.n - 1) * 3 - (followers === 0 ? 6 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = s * 9 + top;
    }
  }
  if (best >= 0 && bestScore >= 6) return best;
  // 3. Only trumps (and perhaps the Buur) left.
  let plainCount = 0;
  for (let s = 0; s < 4; s++) if (s !== t) plainCount += popcount(sim.hands[h + s] as number);
  if (plainCount === 0) {
    if (nonBuurT === 0) return t * 9 + R_JACK;
    // Lead the lowest non-Buur trump, keeping the Buur for the last trick.
    let low = -1;
    let lowStr = 99;
    for (let r = 0; r < 9; r++) if (nonBuurT & (1 << r) && (TSTR[r] as number) < lowStr) {
      lowStr = TSTR[r] as number;
      low = r;
    }
    return t * 9 + low;
  }
  // 4. A low lead: from a short suit when holding trumps, else from the longest suit; avoid tens and aces.
  best = -1;
  bestScore = 1e9;
  const haveT = myT !== 0;
  for (let s = 0; s < 4; s++) {
    if (s === t) continue;
    const m = sim.hands[h + s] as number;
    if (m === 0) continue;
    const len = popcount(m);
    const r = lowBit(m);
    let score = (PTS[t * 36 + s * 9 + r] as number) * 1.5 + r * 0.3;
    if (r === R_TEN) score += 6;
    score += haveT ? len * 1.5 : -len * 1.5;
    if (score < bestScore) {
      bestScore = score;
      best = s * 9 + r;
    }
  }
  void tricksLeft;
  return best >= 0 ? best : nthCard(L, 0);
}

function follow(sim: Sim, slot: number, t: number, tricksLeft: number): number {
  const last = sim.trickLen === sim.n - 1;
  const led = sim.led;
  let bestWin = -1;
  let bestWinScore = -1e9;
  let sureWin = -1;
  let sureScore = -1e9;
  let bestLose = -1;
  let bestLoseCost = 1e9;
  const trickPts = sim.trickPts;
  for (let s = 0; s < 4; s++) {
    let m = L[s] as number;
    while (m !== 0) {
      const r = lowBit(m);
      m &= m - 1;
      const c = s * 9 + r;
      const pow = s === t ? 100 + (TSTR[r] as number) : s === led ? r : -1;
      const pts = PTS[t * 36 + c] as number;
      if (pow > sim.winPow) {
        // Cost of winning with this card: trumps (most of all the Buur and Nell) are worth keeping.
        let score = pts;
        if (s === t) {
          score -= 6 + (TSTR[r] as number);
          if (r === R_JACK && tricksLeft > 1) score -= 30;
          if (r === R_NINE) score -= 8;
        } else score -= r * 0.2;
        if (score > bestWinScore) {
          bestWinScore = score;
          bestWin = c;
        }
        // Sure: nobody still to play can beat it (plain: no higher unseen card of the suit and the trick untrumped;
        // a trump led: no higher unseen trump).
        let sure = false;
        if (s === t) sure = (U[t] as number) === 0 || (TSTR[r] as number) > topTrumpStr(U[t] as number);
        else sure = (U[s] as number) >>> (r + 1) === 0;
        if (sure && score + trickPts > sureScore) {
          sureScore = score + trickPts;
          sureWin = c;
        }
      } else {
        const cost = keepCost(sim, slot, s, r);
        if (cost < bestLoseCost) {
          bestLoseCost = cost;
          bestLose = c;
        }
      }
    }
  }
  if (bestWin >= 0) {
    const value = trickPts + bestWinScore;
    const winner = bestWin;
    const isBuur = winner === t * 9 + R_JACK;
    const isTrump = ((winner / 9) | 0) === t;
    if (last) {
      if (bestLose < 0) return winner;
      if (isBuur && tricksLeft > 1 && trickPts < 12) return bestLose;
      if (value >= -4 || trickPts >= 10) return winner;
      return bestLose;
    }
    if (sureWin >= 0 && (!isTrump || trickPts >= 4 || ((sureWin / 9) | 0) !== t)) {
      const sb = sureWin === t * 9 + R_JACK;
      if (!sb || trickPts >= 15 || bestLose < 0) return sureWin;
    }
    if (isTrump && led !== t && trickPts >= 10 && !isBuur) return winner;
    if (bestLose < 0) return winner;
  }
  return bestLose >= 0 ? bestLose : nthCard(L, 0);
}

// ---------------------------------------------------------------------------------------------
// Hand estimates and the non-card decisions

/** A quick estimate of the points a hand (suit masks) takes with `n` active players, Weis and Stöck included. */
export function handEstimate(m: ArrayLike<number>, t: number, n: number): number {
  let e = 0;
  const tm = m[t] as number;
  const nT = popcount(tm);
  for (let r = 0; r < 9; r++) {
    if ((tm & (1 << r)) === 0) continue;
    if (r === R_JACK) e += 23;
    else if (r === R_NINE) e += nT >= 2 ? 16 : 11;
    else if (r === R_ACE) e += nT >= 3 ? 12 : 9;
    else if (r === R_KING || r === R_QUEEN) e += 5;
    else if (r === R_TEN) e += 7;
    else e += 3;
  }
  for (let s = 0; s < 4; s++) {
    if (s === t) continue;
    const sm = m[s] as number;
    if (sm === 0) continue;
    if (sm & (1 << R_ACE)) e += 13;
    if (sm & (1 << R_KING)) e += sm & (1 << R_ACE) ? 6 : popcount(sm) >= 2 ? 3 : 1;
    if (sm & (1 << R_TEN)) e += sm & (1 << R_ACE) ? 6 : 2;
  }
  const code = weisCode(m[0] as number, m[1] as number, m[2] as number, m[3] as number, t);
  const weis = Math.floor(code / 1048576);
  e += weis * (n >= 4 ? 0.55 : 0.7);
  if (tm & (1 << R_KING) && tm & (1 << R_QUEEN)) e += 20;
  // Fewer players: more tricks each.
  return e * (n === 4 ? 1 : n === 3 ? 1.2 : 1.45);
}

/** Thresholds of the Steady decisions (hand estimates, in points). */
export const STEADY = { play4: 27, play3: 30, play2: 20, blind: 34, claim: 45, bessernGain: 5 };

export type ChoiceKind = 'play' | 'pass' | 'blind';

/** Steady's play / pass / blind choice for a hand estimate. */
export function steadyChoice(estimate: number, tableSize: number, mayBlind: boolean): ChoiceKind {
  if (mayBlind && estimate < STEADY.blind) return 'blind';
  const line = tableSize === 4 ? STEADY.play4 : tableSize === 3 ? STEADY.play3 : STEADY.play2;
  return estimate >= line ? 'play' : 'pass';
}

/** Value of keeping one card (for Bessern): higher = keep. */
export function cardKeepValue(c: number, m: ArrayLike<number>, t: number): number {
  const s = (c / 9) | 0;
  const r = c % 9;
  const pts = PTS[t * 36 + c] as number;
  if (s === t) return pts + 8 + (TSTR[r] as number) * 2;
  const sm = m[s] as number;
  const top = highBit(sm) === r && r >= R_KING;
  return pts * (top ? 1 : 0.5) + (r === R_ACE ? 6 : 0) + r * 0.3;
}

/** Steady's Bessern discard (three card indices) or an empty list to keep the hand. */
export function steadyBessern(cards: readonly number[], t: number): number[] {
  const m = [0, 0, 0, 0];
  for (const c of cards) m[(c / 9) | 0] = (m[(c / 9) | 0] as number) | (1 << c % 9);
  const ranked = [...cards].sort((a, b) => cardKeepValue(a, m, t) - cardKeepValue(b, m, t));
  const worst = ranked.slice(0, 3);
  const worstValue = worst.reduce((a, c) => a + cardKeepValue(c, m, t), 0);
  // An average unseen card keeps about 6 points of value.
  return worstValue + STEADY.bessernGain < 18 ? worst : [];
}
