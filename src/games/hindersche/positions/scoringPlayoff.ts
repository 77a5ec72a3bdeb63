/** Playoff positions (spec 9; VP08-VP11): a tie that decides a mark, with the playoff deals that settle it. */
import type { Rules } from '../engine/rules';
import { nextBelow } from '../engine/rng';
import { playoffSeating, repeatSeatingDealer, type PlayoffOutcome } from '../engine/playoff';
import { resolvePlayoff, scoreDeal, type DealScore, type PlayoffCall } from '../engine/scoring';
import { pick, type Gen } from './random';
import {
  butzenFrame,
  called,
  exactDeal,
  frame,
  make,
  phase1Built,
  phase1Frame,
  phase2Built,
  randomDeal,
  randomHistory,
  randomWeights,
  withTieAt,
  withTop,
  type Built,
  type Builder,
  type PlayedDeal,
  type PlayoffTarget,
  type ScoringPosition,
  type Test,
} from './scoringCore';

const PLAYOFF_BUILDERS: Record<PlayoffTarget, Builder> = {
  'playoff-two': (gen, rules) => withPlayoffs(gen, rules, 2, false),
  'playoff-three': (gen, rules) => withPlayoffs(gen, rules, 3, false),
  'playoff-repeat': (gen, rules) => withPlayoffs(gen, rules, nextBelow(gen, 3) === 0 ? 3 : 2, true),
};

/** The regular deal for a playoff position: a tie of `k` players at a place that decides a mark. */
function tiedRegular(gen: Gen, rules: Rules, k: 2 | 3): Built | null {
  const where = nextBelow(gen, 3);
  if (where === 0) {
    const h = randomHistory(gen);
    const fr = phase1Frame(gen, rules);
    const sums = withTieAt(gen, 4, 140, 4 - k, k);
    return phase1Built(h, sums && exactDeal(gen, fr, sums));
  }
  // Butzen at four marks: a tie for fewest (erase) or for most (add).
  const n = k === 3 ? 4 : pick(gen, [3, 4]);
  const b = butzenFrame(gen, n, 4, rules);
  const sums = withTieAt(gen, n, b.fr.pointsInPlay, where === 1 ? 0 : n - k, k);
  return phase2Built(b, sums && exactDeal(gen, b.fr, sums));
}

/** A playoff deal among `call.players`, seated as the engine says: settled at once, or level again at the place. */
function playoffDeal(gen: Gen, rules: Rules, call: PlayoffCall, level: boolean): PlayedDeal | null {
  const k = call.players.length;
  const fr = frame(gen, call.players, call.dealer, rules);
  const P = fr.pointsInPlay;
  if (!level) {
    if (nextBelow(gen, 6) === 0) {
      // A march in the playoff: 100 points, or all nine tricks.
      const x = nextBelow(gen, k);
      if (P < 100 || nextBelow(gen, 2) === 0) return exactDeal(gen, fr, call.players.map((_, i) => (i === x ? P : 0)), x);
      const sums = withTop(gen, k, P, x, 100, P);
      return sums && exactDeal(gen, fr, sums);
    }
    return randomDeal(gen, fr, randomWeights(gen, k));
  }
  // Level again where it matters: at the top for a mark/add place, at the bottom for an erase place.
  const group = k === 2 ? 2 : pick(gen, [2, 2, 3]);
  if (group === k) return P % k === 0 ? exactDeal(gen, fr, call.players.map(() => P / k)) : null;
  const sums = withTieAt(gen, k, P, call.decides.erase ? 0 : k - group, group);
  return sums && exactDeal(gen, fr, sums);
}

function withPlayoffs(gen: Gen, rules: Rules, k: 2 | 3, repeat: boolean): Built | null {
  const base = tiedRegular(gen, rules, k);
  if (!base) return null;
  const first = scoreDeal(base.deal, rules);
  if (!first.ok || first.value.status !== 'playoff-needed' || first.value.playoffs.length !== 1) return null;
  let call = first.value.playoffs[0] as PlayoffCall;
  const results: PlayedDeal[] = [];
  const deals = repeat ? 2 : 1;
  for (let round = 0; round < deals; round++) {
    // The playoff deal is redealt until it ends as planned: level again at the place (before a repeat), or settled.
    const level = round < deals - 1;
    let p: PlayedDeal | null = null;
    let outcome: PlayoffOutcome | null = null;
    for (let attempt = 0; attempt < 12 && !p; attempt++) {
      const d = playoffDeal(gen, rules, call, level);
      const o = d && resolvePlayoff(call.decides, d, rules);
      if (d && o && o.repeats.length > 0 === level) [p, outcome] = [d, o];
    }
    if (!p || !outcome) return null;
    results.push(p);
    const again = outcome.repeats[0];
    if (again) {
      // The repeat among the players still level, seated as the engine seats it (VP08, VP11).
      const seat = playoffSeating(repeatSeatingDealer(base.deal.dealer, call.dealer, rules), again.players, rules);
      if (!seat.ok) return null;
      call = { players: again.players, decides: again.decides, dealer: seat.value.dealer, leader: seat.value.leader };
    }
  }
  // The engine scores the whole: the regular deal, each playoff's players and result.
  const deal = { ...base.deal, playoffs: results.map(toPlayoffResult) };
  const score = scoreDeal(deal, rules);
  if (!score.ok || score.value.status !== 'resolved') return null;
  return { deal, regular: base.regular, playoffs: results, score: score.value };
}

const toPlayoffResult = (p: PlayedDeal) => ({ players: p.players, points: p.points, tricks: p.tricks });

const PLAYOFF_TESTS: Record<PlayoffTarget, Test> = {
  'playoff-two': (s, p) => playoffShape(s, p, 2, 1),
  'playoff-three': (s, p) => playoffShape(s, p, 3, 1),
  'playoff-repeat': (s, p) => playoffShape(s, p, p.playoffs[0]?.players.length ?? 0, 2),
};

function playoffShape(s: DealScore, p: Built, k: number, deals: number): boolean {
  if (s.status !== 'resolved' || s.phaseAfter === 'game_over') return false;
  if (s.playoffsPlayed.length !== deals || p.playoffs.length !== deals) return false;
  // Each playoff deal was dealt by the player the engine seats.
  if (s.playoffsPlayed.some((x, i) => x.dealer !== p.playoffs[i]?.dealer)) return false;
  const calls = called(s.reasons);
  if (calls.length !== deals || calls[0]?.code !== 'playoff.called' || calls[0].cause !== 'tie') return false;
  if (deals === 2 && (calls[1]?.code !== 'playoff.called' || calls[1].cause !== 'repeat')) return false;
  return s.playoffsPlayed[0]?.players.length === k;
}

/** A position for `target` with the playoff deals that settle it (same seed and rules, same position). */
export const playoffPosition = (target: PlayoffTarget, seed: number, rules: Rules): ScoringPosition => make(PLAYOFF_BUILDERS, PLAYOFF_TESTS, target, seed, rules);
