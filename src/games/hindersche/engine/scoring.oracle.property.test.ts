/**
 * The scoring against a second, slow and literal reading of the spec (rules/hindersche/spec.md §5–§8) under the
 * standard rules: whole games of random valid deal results; before each deal's playoffs the oracle says whether a
 * playoff is needed, and for every deal that needs none it gives the slate afterwards, the phase, the loser and the
 * frame marks. The oracle is written from the spec's tables, not from scoring.ts, and shares no code with it. Deals
 * that need a playoff are resolved by the engine (its playoff rules are checked by scoring.property.test.ts and the
 * cases) and the game goes on from the engine's result.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './rules';
import { scoreDeal, type DealScore, type DealToScore, type PlayoffDealResult } from './scoring';
import { SEATS, type Seat } from './types';
import { prng, randomResult, type Rng } from './testing/results';

type Oracle = { playoff: true } | { playoff: false; slate: number[]; phase: 1 | 2 | 'game_over'; loser: Seat | null; frame: number };

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** §5–§8 under the standard rules (VP12 exactly one holder, VP13-A, VP14-A, VP17-A, VP18-A), as the spec's tables read. */
function oracle(phase: 1 | 2, slateBefore: readonly number[], active: readonly Seat[], points: readonly number[], tricks: readonly number[]): Oracle {
  const slate = [...slateBefore];
  const pts = (p: Seat) => points[p] ?? 0;
  // §5: a march is 100 points, or in phase 2 all nine tricks.
  const marcher = active.find((p) => pts(p) >= 100 || (phase === 2 && (tricks[p] ?? 0) === 9)) ?? null;
  const most = Math.max(...active.map(pts));
  const fewest = Math.min(...active.map(pts));
  const topGroup = active.filter((p) => pts(p) === most);
  const lowGroup = active.filter((p) => pts(p) === fewest);

  if (phase === 1) {
    // §6, first rule that fits.
    if (marcher !== null) for (const p of active) slate[p]! += p === marcher ? 0 : 1;
    else if (active.every((p) => pts(p) === 35)) for (const p of active) slate[p]! += 1;
    else if (topGroup.length > 1) return { playoff: true };
    else slate[topGroup[0]!]! += 1;
    if (sum(slate) < 4) return { playoff: false, slate, phase: 1, loser: null, frame: 0 };
    // §7: shut-out, else phase 2 with the players who hold marks.
    const holders = SEATS.filter((p) => slate[p]! > 0);
    if (holders.length === 1) return { playoff: false, slate, phase: 'game_over', loser: holders[0]!, frame: 2 };
    return { playoff: false, slate, phase: 2, loser: null, frame: 0 };
  }

  // §8.2
  const n = active.length;
  const M = sum(active.map((p) => slate[p]!));
  const allEqual = marcher === null && active.every((p) => pts(p) === most);
  if (!allEqual) {
    if (n === 2) {
      if (marcher !== null) slate[marcher]! -= Math.min(2, slate[marcher]!);
      else slate[lowGroup[0]!]! -= 1; // two players not equal: one fewest
    } else if (M >= 5) {
      const E = M - 4;
      if (marcher !== null) slate[marcher]! -= Math.min(2, E, slate[marcher]!);
      else {
        const order = [...active].sort((a, b) => pts(a) - pts(b));
        if (pts(order[E - 1]!) === pts(order[E]!)) return { playoff: true };
        for (const p of order.slice(0, E)) slate[p]! -= 1;
      }
    } else if (M === 4) {
      if (marcher !== null) {
        slate[marcher] = 0;
        for (const p of active) if (p !== marcher) slate[p]! += 1;
      } else {
        if (lowGroup.length > 1 || topGroup.length > 1) return { playoff: true };
        slate[lowGroup[0]!]! -= 1;
        slate[topGroup[0]!]! += 1;
      }
    } else throw new Error(`unreachable under the standard rules: ${n} players, ${M} marks`);
  }
  // §8.3
  const left = active.filter((p) => slate[p]! > 0);
  if (left.length === 1) return { playoff: false, slate, phase: 'game_over', loser: left[0]!, frame: 1 };
  return { playoff: false, slate, phase: 2, loser: null, frame: 0 };
}

/** One game under the standard rules; returns how many deals the oracle checked. */
function playGame(rng: Rng, firstDealer: Seat): number {
  let slate = [0, 0, 0, 0];
  let active: Seat[] = [0, 1, 2, 3];
  let phase: 1 | 2 = 1;
  let dealer = firstDealer;
  const receivers: Seat[][] = [];
  let checked = 0;
  for (let deal = 0; deal < 400; deal++) {
    const { points, tricks } = randomResult(rng, active);
    let toScore: DealToScore = { phase, phase1DealNumber: receivers.length + 1, slate, active, dealer, points, tricks, playoffs: [], phase1Receivers: receivers.map((r) => [...r]) };
    const expected = oracle(phase, slate, active, points, tricks);
    const context = () => JSON.stringify({ phase, slate, active, points, tricks });
    let score: DealScore | null = null;
    for (let round = 0; round < 80; round++) {
      const r = scoreDeal(toScore, DEFAULT_RULES);
      if (!r.ok) throw new Error(`scoreDeal refused a reachable state: ${context()}`);
      if (round === 0) expect(r.value.status === 'playoff-needed', `playoff needed? ${context()}`).toBe(expected.playoff);
      if (r.value.status === 'resolved') {
        score = r.value;
        break;
      }
      const call = r.value.playoffs[0]!;
      const result: PlayoffDealResult = { players: call.players, ...randomResult(rng, call.players) };
      toScore = { ...toScore, playoffs: [...toScore.playoffs, result] };
    }
    if (!score || score.status !== 'resolved') throw new Error('playoffs did not settle');
    if (!expected.playoff) {
      checked++;
      expect({ slate: score.slateAfter, phase: score.phaseAfter, loser: score.gameLoser, frame: sum(score.frameMarksAdded) }, context()).toEqual({
        slate: expected.slate,
        phase: expected.phase,
        loser: expected.loser,
        frame: expected.frame,
      });
    }
    if (score.phaseAfter === 'game_over') return checked;
    if (phase === 1) receivers.push(SEATS.filter((p) => (score.added[p] ?? 0) > 0));
    slate = [...score.slateAfter];
    active = [...score.activeAfter];
    phase = score.phaseAfter;
    dealer = score.nextDealer;
  }
  throw new Error('game did not end');
}

describe('scoring against a literal reading of the spec', () => {
  it('whole games under the standard rules: every deal without a playoff scores as §5–§8 say, and a playoff is called exactly when a tie decides a mark', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<Seat>(0, 1, 2, 3), (seed, first) => {
        checked += playGame(prng(seed), first);
      }),
      { numRuns: 200 },
    );
    expect(checked).toBeGreaterThan(600);
  });
});
