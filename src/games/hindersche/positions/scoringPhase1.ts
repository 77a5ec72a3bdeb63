/** Phase-1 scoring positions (spec 6, 7; VP12): the rule of most points, ties, the march, all on 35, the end of phase 1. */
import type { Rules } from '../engine/rules';
import { nextBelow } from '../engine/rng';
import { SEATS, type Seat } from '../engine/types';
import { pick, sample } from './random';
import {
  exactDeal,
  has,
  make,
  phase1Built,
  phase1Frame,
  phase1March,
  phase1Most,
  randomDeal,
  randomHistory,
  randomWeights,
  resolvedNoPlayoff,
  withTieAt,
  type Builder,
  type History,
  type Phase1Target,
  type ScoringPosition,
  type Test,
} from './scoringCore';

const PHASE1_BUILDERS: Record<Phase1Target, Builder> = {
  'phase1-most': (gen, rules) => {
    const h = randomHistory(gen);
    const fr = phase1Frame(gen, rules);
    return phase1Built(h, randomDeal(gen, fr, randomWeights(gen, 4)));
  },
  'phase1-tie-most': (gen, rules) => {
    const h = randomHistory(gen);
    const fr = phase1Frame(gen, rules);
    const k = nextBelow(gen, 4) === 0 ? 3 : 2;
    const sums = withTieAt(gen, 4, 140, 4 - k, k);
    return phase1Built(h, sums && exactDeal(gen, fr, sums));
  },
  'phase1-march': (gen, rules) => {
    const h = randomHistory(gen);
    const fr = phase1Frame(gen, rules);
    return phase1Built(h, phase1March(gen, fr, pick(gen, SEATS)));
  },
  'phase1-all-35': (gen, rules) => {
    const h = randomHistory(gen);
    const fr = phase1Frame(gen, rules);
    return phase1Built(h, exactDeal(gen, fr, [35, 35, 35, 35]));
  },
  'phase1-shut-out': (gen, rules) => {
    const a = pick(gen, SEATS);
    const fr = phase1Frame(gen, rules);
    return phase1Built([[a], [a], [a]], phase1Most(gen, fr, a));
  },
  'phase1-end-with-dropouts': (gen, rules) => {
    const fr = phase1Frame(gen, rules);
    const seats = sample(gen, SEATS, 4);
    const [a, b, c, d] = seats as [Seat, Seat, Seat, Seat];
    switch (nextBelow(gen, 4)) {
      case 0: {
        // Three single marks; the fourth goes to a player who already has one, or to a second player.
        const h: History = pick(gen, [[[a], [b], [c]], [[a], [a], [b]], [[a], [a], [a]]] as History[]);
        const holders = new Set(h.flat());
        const w = holders.size === 1 ? b : pick(gen, [...holders]);
        return phase1Built(h, phase1Most(gen, fr, w));
      }
      case 1: {
        // One or two single marks, then a march by a player without marks: he drops out.
        const h: History = pick(gen, [[[a]], [[a], [b]], [[a], [a]]] as History[]);
        return phase1Built(h, phase1March(gen, fr, d));
      }
      case 2:
        // A march by d, then a single mark for someone else: d has none and drops out.
        return phase1Built([[a, b, c].sort((x, y) => x - y)], phase1Most(gen, fr, pick(gen, [a, b, c])));
      default:
        // d marches twice.
        return phase1Built([[a, b, c].sort((x, y) => x - y)], phase1March(gen, fr, d));
    }
  },
};

const PHASE1_TESTS: Record<Phase1Target, Test> = {
  'phase1-most': (s) => resolvedNoPlayoff(s) && has(s.reasons, (r) => r.code === 'phase1.rule' && r.rule === 'most-points'),
  'phase1-tie-most': (s) => s.status === 'playoff-needed' && s.playoffs.length === 1 && s.playoffs[0]?.decides.mark === 1,
  'phase1-march': (s) => s.march !== null && resolvedNoPlayoff(s),
  'phase1-all-35': (s) => has(s.reasons, (r) => r.code === 'phase1.rule' && r.rule === 'all-35'),
  'phase1-shut-out': (s) => s.status === 'resolved' && has(s.reasons, (r) => r.code === 'shut-out'),
  'phase1-end-with-dropouts': (s) => resolvedNoPlayoff(s) && s.status === 'resolved' && s.phaseAfter === 2 && s.droppedOut.length > 0,
};

/** A phase-1 position for `target` (same seed and rules, same position). */
export const phase1Position = (target: Phase1Target, seed: number, rules: Rules): ScoringPosition => make(PHASE1_BUILDERS, PHASE1_TESTS, target, seed, rules);
