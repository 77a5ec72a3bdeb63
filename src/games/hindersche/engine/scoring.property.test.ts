/**
 * Property tests of the scoring: whole rubbers of random but valid deal results under random rule sets, with random
 * playoff results fed back until each deal resolves. Every state reached is a reachable state by construction.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACK, cardPoints } from './cards';
import type { Suit } from '../../../shared/cards/model';
import { RULE_OPTIONS, type Rules } from './rules';
import { scoreDeal, type DealScore, type DealToScore, type PlayoffDealResult } from './scoring';
import { settle } from './settlement';
import { SEATS, type Seat } from './types';
import { checkDealResult } from './validate';

/** mulberry32: a tiny seeded generator, so one fast-check seed drives a whole rubber. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T,>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;

function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

function randomTricks(rng: Rng, players: readonly Seat[], lopsided: boolean): number[] {
  const tricks = [0, 0, 0, 0];
  if (lopsided) {
    tricks[pick(rng, players)] = 9;
    return tricks;
  }
  for (let i = 0; i < 9; i++) {
    const s = pick(rng, players);
    tricks[s] = (tricks[s] ?? 0) + 1;
  }
  return tricks;
}

/** Piles cut from a shuffled pack: always realisable. `rich` hands the highest cards to the first pile (marches). */
function fromPiles(rng: Rng, players: readonly Seat[], rich: boolean, lopsided: boolean): { points: number[]; tricks: number[] } {
  const trump = pick<Suit>(rng, ['S', 'H', 'D', 'C']);
  const n = players.length;
  let inPlay = shuffled(rng, PACK).slice(0, 9 * n);
  if (rich) inPlay = inPlay.sort((a, b) => cardPoints(b, trump) - cardPoints(a, trump));
  const tricks = randomTricks(rng, players, lopsided);
  const points = [0, 0, 0, 0];
  const order = rich ? shuffled(rng, players).sort((a, b) => (tricks[b] ?? 0) - (tricks[a] ?? 0)) : players;
  let next = 0;
  for (const s of order) {
    const pile = inPlay.slice(next, next + n * (tricks[s] ?? 0));
    next += pile.length;
    points[s] = pile.reduce((a, c) => a + cardPoints(c, trump), 0);
  }
  return { points, tricks };
}

const PALETTE = [0, 2, 10, 12, 14, 20, 23, 24, 30, 35, 40, 45, 50, 60];

/** Points from a small palette with deliberate repeats, so that ties (and everybody level) come up often. */
function withTies(rng: Rng, players: readonly Seat[]): { points: number[]; tricks: number[] } | null {
  const n = players.length;
  for (let attempt = 0; attempt < 30; attempt++) {
    const tricks = randomTricks(rng, players, false);
    const points = [0, 0, 0, 0];
    const level = rng() < 0.25;
    const shared = pick(rng, PALETTE);
    for (const s of players) points[s] = level || rng() < 0.5 ? (n === 4 ? 35 : shared) : pick(rng, PALETTE);
    if (n === 4) {
      const last = players[n - 1] as Seat;
      points[last] = 140 - players.slice(0, -1).reduce<number>((a, s) => a + (points[s] ?? 0), 0);
    }
    if (checkDealResult(players, points, tricks, null).ok) return { points, tricks };
  }
  return null;
}

function randomResult(rng: Rng, players: readonly Seat[]): { points: number[]; tricks: number[] } {
  const r = rng();
  if (r < 0.35) return withTies(rng, players) ?? fromPiles(rng, players, false, false);
  if (r < 0.5) return fromPiles(rng, players, true, rng() < 0.3);
  return fromPiles(rng, players, false, false);
}

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
