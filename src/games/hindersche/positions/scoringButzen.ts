/** Butzen scoring positions (spec 8; VP13, VP14, VP16, VP17, VP18): every row of the decision table. */
import type { Rules } from '../engine/rules';
import { nextBelow, nextInt } from '../engine/rng';
import type { Seat } from '../engine/types';
import { pick, type Gen } from './random';
import {
  butzenFrame,
  exactDeal,
  frame,
  has,
  make,
  phase2Built,
  randomActive,
  randomDeal,
  randomWeights,
  reachable,
  resolvedNoPlayoff,
  rowIs,
  called,
  withTieAt,
  withTop,
  type Built,
  type Builder,
  type ButzenFrame,
  type ButzenTarget,
  type PlayedDeal,
  type ScoringPosition,
  type Test,
} from './scoringCore';

const BUTZEN_BUILDERS: Record<ButzenTarget, Builder> = {
  'butzen-four-marks': (gen, rules) => {
    const b = butzenFrame(gen, nextBelow(gen, 2) === 0 ? 3 : 4, 4, rules);
    return phase2Built(b, randomDeal(gen, b.fr, randomWeights(gen, b.active.length)));
  },
  'butzen-excess-5': (gen, rules) => excessRanked(gen, rules, 5),
  'butzen-excess-6': (gen, rules) => excessRanked(gen, rules, 6),
  'butzen-seven-marks': (gen, rules) => excessRanked(gen, rules, 7),
  'butzen-march': (gen, rules) => {
    const b = butzenFrame(gen, nextBelow(gen, 2) === 0 ? 3 : 4, 4, rules);
    return phase2Built(b, butzenMarch(gen, b));
  },
  'butzen-march-excess': (gen, rules) => {
    const marks = pick(gen, [5, 5, 6, 6, 7]);
    const b = butzenFrame(gen, marks === 7 ? 4 : pick(gen, [3, 4]), marks, rules);
    return phase2Built(b, butzenMarch(gen, b));
  },
  'butzen-two-players': (gen, rules) => {
    const b = butzenFrame(gen, 2, nextInt(gen, 2, 6), rules);
    if (nextBelow(gen, 4) === 0) return phase2Built(b, butzenMarch(gen, b));
    return phase2Built(b, randomDeal(gen, b.fr, randomWeights(gen, 2)));
  },
  'butzen-game-end': (gen, rules) => {
    const kind = nextBelow(gen, rules.VP13 === 'A' ? 5 : 4);
    if (kind < 4) {
      // Two players: the one on his last mark(s) takes fewest points, or marches.
      const b = butzenFrame(gen, 2, 2, rules);
      const [p, q] = b.active as [Seat, Seat];
      const other = nextInt(gen, 1, 4);
      b.slate[p] = kind === 3 ? nextInt(gen, 1, 2) : 1;
      b.slate[q] = other;
      if (kind === 3) return phase2Built(b, butzenMarch(gen, b, 0));
      const P = b.fr.pointsInPlay;
      const low = withTop(gen, 2, P, 1, Math.floor(P / 2) + 1, 99);
      return phase2Built(b, low && exactDeal(gen, b.fr, low));
    }
    // Excess under VP13-A: the E lowest are the players on one mark, and all of them go out at once.
    const n = nextBelow(gen, 2) === 0 ? 3 : 4;
    const active = randomActive(gen, n);
    const big = pick(gen, active);
    const slate = [0, 0, 0, 0];
    for (const s of active) slate[s] = s === big ? 4 : 1;
    const dealer = pick(gen, active);
    const fr = frame(gen, active, dealer, rules);
    const sums = withTop(gen, n, fr.pointsInPlay, active.indexOf(big), Math.floor(fr.pointsInPlay / n) + 1, 99);
    return phase2Built({ active, slate, dealer, fr }, sums && exactDeal(gen, fr, sums));
  },
  'butzen-three-marks': (gen, rules) => {
    // Three players on one mark each: only reachable under VP14-B (a march on five marks by a player holding two).
    const b = butzenFrame(gen, 3, 3, rules);
    if (nextBelow(gen, 4) === 0) return phase2Built(b, butzenMarch(gen, b));
    return phase2Built(b, randomDeal(gen, b.fr, randomWeights(gen, 3)));
  },
  'butzen-all-equal': (gen, rules) => {
    const n = pick(gen, [2, 3, 4]);
    const marks = n === 2 ? nextInt(gen, 2, 5) : n === 3 ? nextInt(gen, 4, 6) : nextInt(gen, 4, 7);
    const b = butzenFrame(gen, n, marks, rules);
    const P = b.fr.pointsInPlay;
    if (P % n !== 0) return null;
    return phase2Built(b, exactDeal(gen, b.fr, b.active.map(() => P / n)));
  },
  'butzen-tie': (gen, rules) => {
    // A tie at a place that decides a mark: fewest or most at four marks, or the erasing boundary with excess marks.
    const n = nextBelow(gen, 2) === 0 ? 3 : 4;
    const marks = nextBelow(gen, 2) === 0 ? 4 : n === 4 ? nextInt(gen, 5, 7) : nextInt(gen, 5, 6);
    const b = butzenFrame(gen, n, marks, rules);
    const P = b.fr.pointsInPlay;
    let sums: number[] | null;
    if (marks === 4) {
      const k = pick(gen, n === 4 ? [2, 2, 3] : [2]);
      sums = withTieAt(gen, n, P, nextBelow(gen, 2) === 0 ? 0 : n - k, k);
    } else {
      // The boundary of the erasing places (VP13) falls inside the group: j below it, the group straddles place p.
      const places = rules.VP13 === 'A' ? marks - 4 : 1;
      const j = nextInt(gen, 0, places - 1);
      const k = nextInt(gen, places - j + 1, n - j);
      sums = withTieAt(gen, n, P, j, k);
    }
    return phase2Built(b, sums && exactDeal(gen, b.fr, sums));
  },
  'butzen-tie-ignored': (gen, rules) => {
    // A tie that decides nothing: most points level while nobody adds (excess), or fewest level inside the places.
    const n = nextBelow(gen, 2) === 0 ? 3 : 4;
    const marks = n === 4 ? nextInt(gen, 5, 7) : nextInt(gen, 5, 6);
    const b = butzenFrame(gen, n, marks, rules);
    const places = rules.VP13 === 'A' ? marks - 4 : 1;
    // Level at the top while the erasing places end below them, or level at the bottom inside the places.
    const inside = places >= 2 && (places > n - 2 || nextBelow(gen, 2) === 0);
    const sums = inside ? withTieAt(gen, n, b.fr.pointsInPlay, 0, places) : withTieAt(gen, n, b.fr.pointsInPlay, n - 2, 2);
    return phase2Built(b, sums && exactDeal(gen, b.fr, sums));
  },
};

function excessRanked(gen: Gen, rules: Rules, marks: 5 | 6 | 7): Built | null {
  const n = marks === 7 ? 4 : pick(gen, [3, 4]);
  const b = butzenFrame(gen, n, marks, rules);
  return phase2Built(b, randomDeal(gen, b.fr, randomWeights(gen, n)));
}

/** A march in Butzen by the player at index `who` (random if not given): 100 points or more, or all nine tricks. */
function butzenMarch(gen: Gen, b: ButzenFrame, who?: number): PlayedDeal | null {
  const n = b.active.length;
  const x = who ?? nextBelow(gen, n);
  const P = b.fr.pointsInPlay;
  if (P < 100 || nextBelow(gen, 4) === 0) {
    // All nine tricks: every counting card in play ends in the marcher's tricks.
    return exactDeal(gen, b.fr, b.active.map((_, i) => (i === x ? P : 0)), x);
  }
  const sums = withTop(gen, n, P, x, 100, P);
  return sums ? exactDeal(gen, b.fr, sums) : null;
}

const BUTZEN_TESTS: Record<ButzenTarget, Test> = {
  'butzen-four-marks': (s) => resolvedNoPlayoff(s) && rowIs(s, 'R3', 'ranked'),
  'butzen-excess-5': (s) => resolvedNoPlayoff(s) && rowIs(s, 'R2', 'ranked', 5),
  'butzen-excess-6': (s) => resolvedNoPlayoff(s) && rowIs(s, 'R2', 'ranked', 6),
  'butzen-seven-marks': (s) => resolvedNoPlayoff(s) && rowIs(s, 'R2', 'ranked', 7),
  'butzen-march': (s) => s.status === 'resolved' && rowIs(s, 'R3', 'march'),
  'butzen-march-excess': (s) => s.status === 'resolved' && rowIs(s, 'R2', 'march'),
  'butzen-two-players': (s) => resolvedNoPlayoff(s) && (rowIs(s, 'R1', 'ranked') || rowIs(s, 'R1', 'march')),
  'butzen-game-end': (s) => resolvedNoPlayoff(s) && s.status === 'resolved' && s.phaseAfter === 'game_over',
  'butzen-three-marks': (s) => s.status === 'resolved' && (rowIs(s, 'R4', 'ranked') || rowIs(s, 'R4', 'march')),
  'butzen-all-equal': (s) => has(s.reasons, (r) => r.code === 'phase2.all-equal'),
  'butzen-tie': (s) => s.status === 'playoff-needed' && s.playoffs.length >= 1 && has(s.reasons, (r) => r.code === 'playoff.called' && r.cause === 'tie'),
  // Under VP18-B the tie that decides nothing is played off all the same.
  'butzen-tie-ignored': (s, _p, rules) =>
    rules.VP18 === 'A'
      ? resolvedNoPlayoff(s) && has(s.reasons, (r) => r.code === 'tie.ignored')
      : s.status === 'playoff-needed' && called(s.reasons).every((r) => r.code === 'playoff.called' && r.cause === 'pointless'),
};

/**
 * A Butzen position for `target`. 'butzen-three-marks' needs VP14-B (under A three marks cannot arise with three
 * players) and gives a four-mark position otherwise.
 */
export const butzenPosition = (target: ButzenTarget, seed: number, rules: Rules): ScoringPosition =>
  make(BUTZEN_BUILDERS, BUTZEN_TESTS, reachable(target, rules) as ButzenTarget, seed, rules);
