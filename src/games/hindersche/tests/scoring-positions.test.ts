import { describe, expect, it } from 'vitest';
import { PACK, cardPoints } from '../engine/cards';
import { makeRules, type Rules } from '../engine/rules';
import { scoreDeal } from '../engine/scoring';
import { validateDealPoints } from '../engine/validate';
import { benchScoringPositions } from '../positions/bench';
import { SCORING_TARGETS, scoringPosition, targetReachable, type PlayedDeal, type ScoringPosition, type ScoringTarget } from '../positions/scoring';

const rules = (v: Record<string, unknown>): Rules => {
  const r = makeRules(v);
  if (!r.ok) throw new Error('bad rules');
  return r.value;
};
const DEFAULTS = rules({});
const VARIANTS: Record<string, Rules> = {
  default: DEFAULTS,
  'VP01-B': rules({ VP01: 'B' }),
  'VP13-B': rules({ VP13: 'B' }),
  'VP14-B VP16-A': rules({ VP14: 'B', VP16: 'A' }),
  'VP17-B': rules({ VP17: 'B' }),
  'VP18-B': rules({ VP18: 'B' }),
  'VP08-B VP09-A VP10-A VP11-A': rules({ VP08: 'B', VP09: 'A', VP10: 'A', VP11: 'A' }),
  'VP02-B VP12 VP20 VP23': rules({ VP02: 'B', VP12: 'lost-every-deal', VP20: 'add-first', VP23: 'loser-deals' }),
};

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Checks one deal's cards against the rules of dealing (spec 3.4-3.6) and with the engine's validator. */
function checkDeal(d: PlayedDeal, r: Rules) {
  const n = d.players.length;
  expect(d.outOfPlay.length).toBe(36 - 9 * n);
  expect(new Set(d.outOfPlay).size).toBe(d.outOfPlay.length);
  for (const c of d.outOfPlay) expect(PACK).toContain(c);
  expect(d.trump).toBe(d.upcard[1]);
  if (n < 4 && r.VP01 === 'A') {
    expect(d.outOfPlay[0]).toBe(d.upcard);
    expect(d.upcardInPlay).toBe(false);
  } else {
    expect(d.outOfPlay).not.toContain(d.upcard);
    expect(d.upcardInPlay).toBe(true);
  }
  expect(d.pointsInPlay).toBe(140 - sum(d.outOfPlay.map((c) => cardPoints(c, d.trump))));
  expect(sum(d.points)).toBe(d.pointsInPlay);
  expect(sum(d.tricks)).toBe(9);
  expect(d.players).toContain(d.dealer);
  expect(validateDealPoints({ active: d.players, trump: d.trump, outOfPlay: d.outOfPlay, points: d.points, tricks: d.tricks })).toEqual({ ok: true, value: { pointsInPlay: d.pointsInPlay } });
}

/** What each target promises, checked on the position itself (not through the generator's own test). */
function checkTarget(target: ScoringTarget, p: ScoringPosition, r: Rules) {
  const d = p.deal;
  const marks = sum(d.slate);
  const pts = d.active.map((s) => d.points[s] ?? 0);
  const top = Math.max(...pts);
  const score = scoreDeal(d, r);
  expect(score.ok).toBe(true);
  if (!score.ok) return;
  const s = score.value;
  const reasons = s.reasons.map((x) => x.code);
  if (target.startsWith('phase1')) {
    expect(d.phase).toBe(1);
    expect(d.active).toEqual([0, 1, 2, 3]);
    expect(marks).toBeLessThanOrEqual(3);
    expect(d.phase1Receivers?.length).toBe(d.phase1DealNumber - 1);
  } else if (target.startsWith('butzen')) {
    expect(d.phase).toBe(2);
    for (const seat of [0, 1, 2, 3] as const) expect((d.slate[seat] ?? 0) > 0).toBe(d.active.includes(seat));
  }
  switch (target) {
    case 'phase1-most':
      expect(top).toBeLessThan(100);
      expect(pts.filter((x) => x === top)).toHaveLength(1);
      break;
    case 'phase1-tie-most':
      expect(top).toBeLessThan(100);
      expect(pts.filter((x) => x === top).length).toBeGreaterThanOrEqual(2);
      expect(s.status).toBe('playoff-needed');
      break;
    case 'phase1-march':
      expect(top).toBeGreaterThanOrEqual(100);
      break;
    case 'phase1-all-35':
      expect(pts).toEqual([35, 35, 35, 35]);
      break;
    case 'phase1-shut-out':
      expect(d.slate.filter((m) => m > 0)).toEqual([3]);
      expect(s.status === 'resolved' && s.phaseAfter).toBe('game_over');
      expect(s.status === 'resolved' && s.frameMarksAdded.includes(2)).toBe(true);
      break;
    case 'phase1-end-with-dropouts':
      expect(s.status === 'resolved' && s.phaseAfter).toBe(2);
      expect(s.status === 'resolved' && s.droppedOut.length).toBeGreaterThan(0);
      break;
    case 'butzen-four-marks':
      expect(marks).toBe(4);
      expect(d.active.length).toBeGreaterThanOrEqual(3);
      expect(s.march).toBeNull();
      break;
    case 'butzen-excess-5':
    case 'butzen-excess-6':
    case 'butzen-seven-marks':
      expect(marks).toBe({ 'butzen-excess-5': 5, 'butzen-excess-6': 6, 'butzen-seven-marks': 7 }[target]);
      expect(d.active.length).toBeGreaterThanOrEqual(target === 'butzen-seven-marks' ? 4 : 3);
      expect(s.march).toBeNull();
      break;
    case 'butzen-march':
      expect(marks).toBe(4);
      expect(s.march).not.toBeNull();
      break;
    case 'butzen-march-excess':
      expect(marks).toBeGreaterThan(4);
      expect(d.active.length).toBeGreaterThanOrEqual(3);
      expect(s.march).not.toBeNull();
      break;
    case 'butzen-two-players':
      expect(d.active).toHaveLength(2);
      break;
    case 'butzen-game-end':
      expect(s.status === 'resolved' && s.phaseAfter).toBe('game_over');
      break;
    case 'butzen-three-marks':
      expect(marks).toBe(3);
      expect(d.active).toHaveLength(3);
      break;
    case 'butzen-all-equal':
      expect(new Set(pts).size).toBe(1);
      expect(reasons).toContain('phase2.all-equal');
      break;
    case 'butzen-tie':
      expect(reasons).toContain('tie.play-off');
      break;
    case 'butzen-tie-ignored':
      if (r.VP18 === 'A') expect(reasons).toContain('tie.ignored');
      else expect(s.status).toBe('playoff-needed');
      break;
    case 'playoff-two':
    case 'playoff-three':
    case 'playoff-repeat': {
      expect(s.status).toBe('resolved');
      if (s.status !== 'resolved') break;
      expect(p.playoffs.length).toBe(target === 'playoff-repeat' ? 2 : 1);
      if (target !== 'playoff-repeat') expect(p.playoffs[0]?.players.length).toBe(target === 'playoff-two' ? 2 : 3);
      // Each playoff deal is dealt by the player the engine seats (VP08, VP11).
      expect(s.playoffsPlayed.map((x) => [x.players, x.dealer])).toEqual(p.playoffs.map((x) => [x.players, x.dealer]));
      expect(d.playoffs.map((x) => x.points)).toEqual(p.playoffs.map((x) => x.points));
      expect(s.phaseAfter).not.toBe('game_over');
      break;
    }
  }
}

describe('scoring positions', () => {
  it('are deterministic: the same seed and rules give the same position', () => {
    for (const target of SCORING_TARGETS) {
      for (const seed of [1, 2, 99, 123456]) expect(scoringPosition(target, seed, DEFAULTS)).toEqual(scoringPosition(target, seed, DEFAULTS));
    }
  });

  it('differ from seed to seed', () => {
    for (const target of SCORING_TARGETS) {
      const seen = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(scoringPosition(target, i + 1, DEFAULTS).deal)));
      expect(seen.size).toBeGreaterThan(10);
    }
  });

  for (const [name, r] of Object.entries(VARIANTS)) {
    it(`hit every target with real, engine-validated deals (${name})`, { timeout: 120_000 }, () => {
      for (const target of SCORING_TARGETS) {
        for (let seed = 1; seed <= 30; seed++) {
          const p = scoringPosition(target, seed * 7919, r);
          expect(p.target).toBe(targetReachable(target, r) ? target : 'butzen-four-marks');
          checkDeal(p.regular, r);
          for (const po of p.playoffs) checkDeal(po, r);
          expect(p.deal.points).toEqual(p.regular.points);
          expect(p.deal.tricks).toEqual(p.regular.tricks);
          expect(p.deal.dealer).toBe(p.regular.dealer);
          expect(p.deal.active).toEqual(p.regular.players);
          checkTarget(p.target, p, r);
        }
      }
    });
  }

  it('only gives three marks on the slate where VP14-B makes it reachable', () => {
    expect(targetReachable('butzen-three-marks', DEFAULTS)).toBe(false);
    expect(scoringPosition('butzen-three-marks', 5, DEFAULTS).target).toBe('butzen-four-marks');
    expect(scoringPosition('butzen-three-marks', 5, VARIANTS['VP14-B VP16-A'] as Rules).target).toBe('butzen-three-marks');
  });

  it('builds every target quickly, rare ones included', { timeout: 120_000 }, () => {
    for (const target of SCORING_TARGETS) {
      for (let seed = 0; seed < 10; seed++) scoringPosition(target, 500 + seed, DEFAULTS);
      // CPU time of this process, so that other work on the machine (parallel test files) does not count.
      const start = process.cpuUsage();
      for (let seed = 1; seed <= 60; seed++) scoringPosition(target, seed, DEFAULTS);
      const used = process.cpuUsage(start);
      const meanMs = (used.user + used.system) / 1000 / 60;
      expect(meanMs, target).toBeLessThan(5);
    }
  });

  it('benchmarks one row per target', () => {
    const rows = benchScoringPositions({ minMs: 1, minOps: 3 });
    expect(rows.map((r) => r.name)).toEqual(SCORING_TARGETS.map((t) => `position:${t}`));
    for (const r of rows) {
      expect(r.opsPerSecond).toBeGreaterThan(0);
      expect(r.p95Ms).toBeGreaterThanOrEqual(0);
      expect(r.meanMs).toBeGreaterThan(0);
    }
  });
});
