/**
 * Property tests of the scoring: whole rubbers of random but valid deal results under random rule sets, with random
 * playoff results fed back until each deal resolves. Every state reached is a reachable state by construction.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_OPTIONS, type Rules } from './rules';
import { scoreDeal, type DealScore, type DealToScore, type PlayoffDealResult } from './scoring';
import { settle } from './settlement';
import { SEATS, type Seat } from './types';
import { prng, randomResult, type Rng } from './testing/results';

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

const rulesArb: fc.Arbitrary<Rules> = fc.record(
  Object.fromEntries(Object.entries(RULE_OPTIONS).map(([k, v]) => [k, fc.constantFrom(...(k === 'VP22' ? [1, 2, 4] : v))])) as {
    [K in keyof Rules]: fc.Arbitrary<Rules[K]>;
  },
);

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Section 8.4 and the shape of a resolved score. */
function checkResolved(before: DealToScore, s: DealScore & { status: 'resolved' }, rules: Rules): void {
  for (const p of SEATS) {
    expect(s.slateAfter[p]).toBe((before.slate[p] ?? 0) - (s.erased[p] ?? 0) + (s.added[p] ?? 0));
    expect(s.slateAfter[p]).toBeGreaterThanOrEqual(0);
    if (!before.active.includes(p)) expect([s.erased[p], s.added[p]]).toEqual([0, 0]);
  }
  const marks = sum(s.slateAfter);
  if (s.phaseAfter === 'game_over') {
    expect(s.gameLoser).not.toBeNull();
    expect(s.activeAfter).toEqual([]);
    const loser = s.gameLoser as Seat;
    SEATS.forEach((p) => expect(s.frameMarksAdded[p]).toBe(p === loser ? (before.phase === 1 ? 2 : 1) : 0));
    expect(s.droppedOut).not.toContain(loser);
    return;
  }
  expect(s.gameLoser).toBeNull();
  expect(sum(s.frameMarksAdded)).toBe(0);
  for (const p of s.droppedOut) expect(s.activeAfter).not.toContain(p);
  if (rules.VP02 === 'A') expect(s.activeAfter).toContain(s.nextDealer);
  if (s.phaseAfter === 1) {
    expect(marks).toBeLessThanOrEqual(3);
    expect(s.activeAfter).toEqual([0, 1, 2, 3]);
    return;
  }
  const n = s.activeAfter.length;
  expect(n).toBeGreaterThanOrEqual(2);
  for (const p of SEATS) expect((s.slateAfter[p] ?? 0) > 0).toBe(s.activeAfter.includes(p));
  if (n >= 3) {
    const threeMarks = marks === 3 && n === 3 && rules.VP14 === 'B';
    expect(marks >= 4 || threeMarks).toBe(true);
    expect(marks - 4).toBeLessThanOrEqual(n - 1);
  }
  if (marks === 7) expect(n).toBe(4);
}

interface GameOutcome {
  loser: Seat;
  frameMarks: number;
  nextDealer: Seat;
}

function playGame(rng: Rng, rules: Rules, firstDealer: Seat): GameOutcome {
  let slate = [0, 0, 0, 0];
  let active: Seat[] = [0, 1, 2, 3];
  let phase: 1 | 2 = 1;
  let dealer = firstDealer;
  const receivers: Seat[][] = [];
  for (let deal = 0; deal < 400; deal++) {
    const { points, tricks } = randomResult(rng, active);
    let toScore: DealToScore = deepFreeze({
      phase,
      phase1DealNumber: receivers.length + 1,
      slate,
      active,
      dealer,
      points,
      tricks,
      playoffs: [],
      phase1Receivers: receivers.map((r) => [...r]),
    });
    let score: DealScore | null = null;
    for (let round = 0; round < 80; round++) {
      const r = scoreDeal(toScore, rules);
      if (!r.ok) throw new Error(`scoreDeal refused a reachable state: ${JSON.stringify({ error: r.error, toScore, rules })}`);
      if (r.value.status === 'resolved') {
        score = r.value;
        break;
      }
      const call = r.value.playoffs[0];
      expect(call).toBeDefined();
      if (!call) break;
      expect(call.players.length).toBeGreaterThanOrEqual(2);
      for (const p of call.players) expect(active).toContain(p);
      expect(call.players).toContain(call.dealer);
      expect(call.players).toContain(call.leader);
      expect(call.leader).not.toBe(call.dealer);
      for (const p of SEATS) expect(r.value.settled.erased[p] ?? 0).toBeLessThanOrEqual(slate[p] ?? 0);
      const result: PlayoffDealResult = { players: call.players, ...randomResult(rng, call.players) };
      toScore = deepFreeze({ ...toScore, playoffs: [...toScore.playoffs, result] });
    }
    if (!score || score.status !== 'resolved') throw new Error('playoffs did not settle');
    checkResolved(toScore, score, rules);
    if (score.phaseAfter === 'game_over') return { loser: score.gameLoser as Seat, frameMarks: sum(score.frameMarksAdded), nextDealer: score.nextDealer };
    if (phase === 1) receivers.push(SEATS.filter((p) => (score.added[p] ?? 0) > 0));
    slate = [...score.slateAfter];
    active = [...score.activeAfter];
    phase = score.phaseAfter;
    dealer = score.nextDealer;
  }
  throw new Error('game did not end');
}

describe('scoring properties', () => {
  it('whole rubbers: invariants of 8.4 hold, every game ends with exactly one loser, settlement sums to zero', () => {
    fc.assert(
      fc.property(fc.integer(), rulesArb, fc.constantFrom<Seat>(0, 1, 2, 3), (seed, rules, first) => {
        const rng = prng(seed);
        const frame = [0, 0, 0, 0];
        let dealer = first;
        for (let g = 0; g < rules.VP22; g++) {
          const out = playGame(rng, rules, dealer);
          frame[out.loser] = (frame[out.loser] ?? 0) + out.frameMarks;
          dealer = out.nextDealer;
        }
        const net = settle(frame, 5);
        expect(net.ok && sum(net.value)).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it('random input never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (slate, active, points, playoffs) => {
        const deal = { phase: 2, phase1DealNumber: 1, slate, active, dealer: 0, points, tricks: points, playoffs } as unknown as DealToScore;
        expect(() => scoreDeal(deal, RULE_DEFAULTS)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

const RULE_DEFAULTS = Object.fromEntries(Object.entries(RULE_OPTIONS).map(([k, v]) => [k, v[0]])) as unknown as Rules;
