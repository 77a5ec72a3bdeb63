/**
 * The Steady policy: rule-based play in the way experienced climbing-game players describe their habits.
 *
 * Card play
 * 1. Go out when you can. If the whole hand is one legal play, play it; when answering, a play that empties the
 *    hand is always taken. Getting out early is the whole game: every place is a point.
 * 2. Plan the last two plays. If the hand is one "boss" (a play nobody can beat any more, judged from the cards
 *    still unseen by this player) plus one other combination, lead the boss first: you keep the lead and go out
 *    with the rest.
 * 3. Lead low, and lead whole sets. Low cards are the ones that are hard to get rid of later (nobody leads into
 *    them), so lead the lowest rank, all its cards at once (a pair of 4s sheds two low cards in one turn and is
 *    harder to answer than a single). With sequences, a run that starts at the lowest rank sheds even more.
 *    Keep the top cards (Ace, King; the 2 under the 2-high order; Jokers) for winning rounds late.
 * 4. Answer cheaply and keep sets together. Beat with the lowest rank that has exactly the right number of cards;
 *    splitting a pair or triple to answer a smaller play wastes it. Jokers are for completing sets near the end,
 *    not for answering early.
 * 5. Pass rather than waste a top card on a low round while the hand is still long; the round is not worth a
 *    control card. Passing is always allowed and you may come back in later (re-entry), so a pass costs little.
 * 6. Late in the deal (short hand) take control: beat with whatever is cheapest, so that you get the lead.
 *
 * Exchange: the default rules force the cards (the Bottom's highest, the President's lowest; suits are free and
 * never matter). With the free-choice option the President gives his lowest single cards first, keeping pairs
 * and triples intact, and never a top card.
 */
import { applyCode, genPlays, mayPass, PASS, runCode, codeCount, codeJokers, codePower, codeRun, type Sim, type FastRng } from './sim';

/** Tunable thresholds of the Steady policy. */
export const STEADY = {
  /** Powers at or above this count as top cards (K, A in the Ace-high order; with 2-high, A and 2). */
  top: 11,
  /** A hand at or below this size is "short": take control with any play. */
  short: 4,
  /** Cost of splitting a set (per play). */
  split: 5,
  /** Cost of each wild Joker used. */
  joker: 8,
  /** Cost of using a top card while the hand is long. */
  topCost: 4,
};

const scratch = new Int32Array(512);

/** Cards of power > p that this position has not seen (not in its hand, not played): could beat a set at p. */
function unseenAbove(sim: Sim, pos: number, p: number, count: number): boolean {
  const base = pos * 13;
  for (let q = p + 1; q < 13; q++) {
    const unseen = 4 - (sim.played[q] as number) - (sim.cnt[base + q] as number);
    if (unseen >= count) return true;
    // Jokers still out could complete a set.
    const jOut = (sim.twoJokers ? 2 : 1) - (sim.played[13] as number) - (sim.played[14] as number) - (sim.jk[pos] as number);
    if (jOut > 0 && unseen > 0 && unseen + jOut >= count && jokersInPack(sim)) return true;
  }
  if (count === 1) {
    const jOut = (sim.twoJokers ? 2 : 1) - (sim.played[13] as number) - (sim.played[14] as number) - (sim.jk[pos] as number);
    if (jOut > 0 && jokersInPack(sim) && p < 13) return true;
  }
  return false;
}

/** Whether Jokers are in play at all (some Joker seen or held anywhere: the sim knows every hand). */
function jokersInPack(sim: Sim): boolean {
  let s = (sim.played[13] as number) + (sim.played[14] as number);
  for (let p = 0; p < sim.n; p++) s += sim.jk[p] as number;
  return s > 0;
}

/** Is the play `code` unbeatable for the cards unseen by `pos`? */
export function isBoss(sim: Sim, pos: number, code: number): boolean {
  const power = codePower(code);
  if (codeRun(code)) return power === 12;
  if (power >= 13) return power === 14 || !sim.twoJokers || (sim.played[14] as number) > 0 || (sim.jkHi[pos] as number) > 0;
  return !unseenAbove(sim, pos, power, codeCount(code));
}

/** Does the position's whole hand make the play `code`? */
function emptiesHand(sim: Sim, pos: number, code: number): boolean {
  return codeCount(code) === (sim.size[pos] as number);
}

/** The Steady choice for the position to act (0 = pass). With `rng` and `eps`, a uniformly random legal action with probability eps. */
export function steadyCode(sim: Sim, rng: FastRng | null, eps: number, params = STEADY): number {
  const pos = sim.turn;
  const out = scratch;
  const n = genPlays(sim, pos, out);
  const canPass = mayPass(sim, n);
  if (rng && eps > 0 && rng.float() < eps) {
    const k = n + (canPass ? 1 : 0);
    if (k === 0) return PASS;
    const i = rng.below(k);
    return i < n ? (out[i] as number) : PASS;
  }
  if (n === 0) return PASS;
  // 1. Go out.
  for (let i = 0; i < n; i++) if (emptiesHand(sim, pos, out[i] as number)) return out[i] as number;
  const size = sim.size[pos] as number;
  const base = pos * 13;
  if (sim.lastPos < 0) return leadChoice(sim, pos, out, n, params);
  // Answering: cheapest play by cost.
  let best = -1;
  let bestCost = Infinity;
  const long = size > params.short;
  for (let i = 0; i < n; i++) {
    const c = out[i] as number;
    const power = codePower(c);
    let cost = power;
    if (!codeRun(c) && power < 13) {
      const nat = codeCount(c) - codeJokers(c);
      if ((sim.cnt[base + power] as number) > nat) cost += params.split;
    }
    cost += codeJokers(c) * params.joker;
    if (long && power >= params.top) cost += params.topCost;
    if (cost < bestCost) {
      bestCost = cost;
      best = c;
    }
  }
  if (best < 0) return PASS;
  if (canPass && long) {
    const power = codePower(best);
    // 5. Keep control cards for later rounds while the hand is long.
    if ((power >= params.top || codeJokers(best) > 0) && sim.lastPower < 8) return PASS;
    if (bestCost - power >= params.split && power >= 8) return PASS;
  }
  return best;
}

function leadChoice(sim: Sim, pos: number, out: Int32Array, n: number, params: typeof STEADY): number {
  const base = pos * 13;
  // 2. A boss now and one combination left: lead the boss.
  for (let i = 0; i < n; i++) {
    const c = out[i] as number;
    if (!isBoss(sim, pos, c)) continue;
    if (restIsOnePlay(sim, pos, c)) return c;
  }
  // 3. Lowest rank, whole set (naturals only); prefer a longer run from the same rank.
  let low = -1;
  for (let p = 0; p < 13; p++) {
    if ((sim.cnt[base + p] as number) > 0) {
      low = p;
      break;
    }
  }
  if (low < 0) {
    // Only Jokers left: play one.
    for (let i = 0; i < n; i++) if (codeCount(out[i] as number) === 1) return out[i] as number;
    return out[0] as number;
  }
  const c = sim.cnt[base + low] as number;
  let choice = 0;
  let runLen = 0;
  if (sim.seq && c === 1) {
    for (let i = 0; i < n; i++) {
      const x = out[i] as number;
      if (!codeRun(x)) continue;
      const len = codeCount(x);
      const start = codePower(x) - len + 1;
      if (runCode(sim, start) !== low || len < 3) continue;
      let singles = true;
      for (let q = start; q <= codePower(x); q++) if ((sim.cnt[base + runCode(sim, q)] as number) !== 1) singles = false;
      if (singles && len > runLen) {
        runLen = len;
        choice = x;
      }
    }
  }
  if (choice) return choice;
  const k = Math.min(4, c);
  for (let i = 0; i < n; i++) {
    const x = out[i] as number;
    if (!codeRun(x) && codePower(x) === low && codeCount(x) === k && codeJokers(x) === 0) return x;
  }
  void params;
  return out[0] as number;
}

/** Is rank code `p` in the run of `len` with top `power` (run order, see Sim.runShift)? */
function runIn(sim: Sim, p: number, power: number, len: number): boolean {
  const q = (p - sim.runShift + 13) % 13;
  return q <= power && q > power - len;
}

/** After playing `code`, would the rest of the hand be a single play (one rank, with Jokers, at most four cards)? */
function restIsOnePlay(sim: Sim, pos: number, code: number): boolean {
  const base = pos * 13;
  const left = (sim.size[pos] as number) - codeCount(code);
  if (left <= 0) return true;
  if (left > 4) return false;
  let ranks = 0;
  const power = codePower(code);
  const run = codeRun(code);
  const nat = run ? 0 : codeCount(code) - codeJokers(code);
  for (let p = 0; p < 13; p++) {
    let c = sim.cnt[base + p] as number;
    if (run && runIn(sim, p, power, codeCount(code))) c -= 1;
    else if (!run && p === power) c -= nat;
    if (c > 0) ranks++;
  }
  const jLeft = (sim.jk[pos] as number) - codeJokers(code);
  if (ranks === 0) return jLeft <= 1;
  return ranks === 1;
}

/** Plays the deal out with noisy Steady players. */
export function playout(sim: Sim, rng: FastRng, eps: number): void {
  let guard = 0;
  while (sim.turn >= 0 && guard++ < 2000) applyCode(sim, steadyCode(sim, rng, eps));
}
