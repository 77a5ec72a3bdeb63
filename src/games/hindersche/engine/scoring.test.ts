import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type Rules } from './rules';
import { butzenRow, excessErasePlaces, marcherErases, scoreDeal, type DealScore, type DealToScore, type PlayoffDealResult, type ScoreReason } from './scoring';
import type { Seat } from './types';

const R = (over: Partial<Rules> = {}): Rules => ({ ...DEFAULT_RULES, ...over });

/** A deal to score; points/tricks are given for the active players in seat order. */
function d(o: {
  phase?: 1 | 2;
  n?: number;
  slate: number[];
  active?: Seat[];
  dealer: Seat;
  points: number[];
  tricks: number[];
  playoffs?: PlayoffDealResult[];
  receivers?: Seat[][];
}): DealToScore {
  const phase = o.phase ?? 2;
  const active = o.active ?? ([0, 1, 2, 3] as Seat[]).filter((s) => phase === 1 || (o.slate[s] ?? 0) > 0);
  const points = [0, 0, 0, 0];
  const tricks = [0, 0, 0, 0];
  active.forEach((s, i) => {
    points[s] = o.points[i] ?? 0;
    tricks[s] = o.tricks[i] ?? 0;
  });
  return {
    phase,
    phase1DealNumber: o.n ?? 1,
    slate: o.slate,
    active,
    dealer: o.dealer,
    points,
    tricks,
    playoffs: o.playoffs ?? [],
    ...(o.receivers ? { phase1Receivers: o.receivers } : {}),
  };
}

/** A playoff result; points/tricks for `players` in seat order. */
function po(players: Seat[], points: number[], tricks: number[]): PlayoffDealResult {
  const p = [0, 0, 0, 0];
  const t = [0, 0, 0, 0];
  players.forEach((s, i) => {
    p[s] = points[i] ?? 0;
    t[s] = tricks[i] ?? 0;
  });
  return { players, points: p, tricks: t };
}

function resolved(deal: DealToScore, rules = R()): DealScore & { status: 'resolved' } {
  const r = scoreDeal(deal, rules);
  if (!r.ok) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  if (r.value.status !== 'resolved') throw new Error(`playoff needed: ${JSON.stringify(r.value.playoffs)}`);
  return r.value;
}

function needed(deal: DealToScore, rules = R()): DealScore & { status: 'playoff-needed' } {
  const r = scoreDeal(deal, rules);
  if (!r.ok) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  if (r.value.status !== 'playoff-needed') throw new Error('expected a playoff');
  return r.value;
}

const codes = (reasons: ScoreReason[]) => reasons.map((r) => r.code);
const has = (reasons: ScoreReason[], match: Partial<ScoreReason> & Record<string, unknown>) =>
  expect(reasons).toContainEqual(expect.objectContaining(match));

describe('classifiers', () => {
  it('Butzen rows (spec 8.2)', () => {
    expect(butzenRow(2, 9)).toBe('R1');
    expect(butzenRow(4, 7)).toBe('R2');
    expect(butzenRow(3, 5)).toBe('R2');
    expect(butzenRow(4, 4)).toBe('R3');
    expect(butzenRow(3, 3)).toBe('R4');
    expect(butzenRow(4, 3)).toBeNull();
    expect(butzenRow(1, 3)).toBeNull();
  });
  it('erasing places and marcher erasures (VP13, VP14, VP15)', () => {
    expect(excessErasePlaces(4, 7, R())).toBe(3);
    expect(excessErasePlaces(4, 7, R({ VP13: 'B' }))).toBe(1);
    expect(marcherErases('R2', 3, 5, R())).toBe(1);
    expect(marcherErases('R2', 3, 5, R({ VP14: 'B' }))).toBe(2);
    expect(marcherErases('R2', 1, 7, R())).toBe(1);
    expect(marcherErases('R1', 5, 6, R())).toBe(2);
    expect(marcherErases('R3', 2, 4, R())).toBe(2);
  });
});

describe('phase 1 (spec 6, 7)', () => {
  it('most points receives a mark', () => {
    const r = resolved(d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] }));
    expect(r).toMatchObject({ added: [0, 1, 0, 0], slateAfter: [0, 1, 0, 0], phaseAfter: 1, nextDealer: 1, droppedOut: [] });
    has(r.reasons, { code: 'phase1.rule', rule: 'most-points' });
    has(r.reasons, { code: 'mark.add', seat: 1, cause: 'phase1-most' });
    has(r.reasons, { code: 'next-dealer', seat: 1, cause: 'rotation' });
  });
  it('a march gives the other three a mark', () => {
    const r = resolved(d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [10, 20, 100, 10], tricks: [1, 1, 6, 1] }));
    expect(r).toMatchObject({ march: 2, added: [1, 1, 0, 1], phaseAfter: 1 });
    has(r.reasons, { code: 'march', seat: 2, by: 'points' });
  });
  it('all four on 35: everyone receives a mark, no playoff', () => {
    const r = resolved(d({ phase: 1, n: 2, slate: [1, 0, 0, 0], dealer: 1, points: [35, 35, 35, 35], tricks: [3, 2, 2, 2] }));
    expect(r).toMatchObject({ added: [1, 1, 1, 1], slateAfter: [2, 1, 1, 1], phaseAfter: 2, activeAfter: [0, 1, 2, 3] });
    has(r.reasons, { code: 'phase1.rule', rule: 'all-35' });
  });
  it('a tie for most is played off, a tie for fewest ignored (VP18-A)', () => {
    const deal = d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [20, 45, 20, 55], tricks: [2, 3, 2, 2] });
    const r = resolved(deal);
    expect(r.added).toEqual([0, 0, 0, 1]);
    has(r.reasons, { code: 'tie.ignored', seats: [0, 2], end: 'fewest' });
    const tie = d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [20, 45, 30, 45], tricks: [2, 3, 2, 2] });
    const n = needed(tie);
    expect(n.playoffs).toEqual([{ players: [1, 3], decides: { mark: 1 }, dealer: 1, leader: 3 }]);
    expect(n.settled).toEqual({ erased: [0, 0, 0, 0], added: [0, 0, 0, 0] });
    const done = resolved({ ...tie, playoffs: [po([1, 3], [40, 30], [5, 4])] });
    expect(done).toMatchObject({ added: [0, 1, 0, 0], playoffsPlayed: [{ players: [1, 3], dealer: 1, leader: 3 }], nextDealer: 1 });
    has(done.reasons, { code: 'playoff.result', winners: [], losers: [1] });
  });
  it('VP18-B plays off the tie for fewest too, which changes nothing but the playoff list', () => {
    const deal = d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [20, 45, 20, 55], tricks: [2, 3, 2, 2] });
    const rules = R({ VP18: 'B', VP09: 'A' });
    expect(needed(deal, rules).playoffs).toEqual([{ players: [0, 2], decides: {}, dealer: 2, leader: 0 }]);
    const r = resolved({ ...deal, playoffs: [po([0, 2], [35, 35], [4, 5])] }, rules);
    expect(r).toMatchObject({ added: [0, 0, 0, 1], nextDealer: 1 });
  });
  it('phase 1 ends at 4+ marks; players without marks drop out; the next dealer skips them', () => {
    const r = resolved(d({ phase: 1, n: 3, slate: [1, 1, 0, 0], dealer: 2, points: [15, 10, 105, 10], tricks: [1, 1, 6, 1] }));
    expect(r).toMatchObject({ slateAfter: [2, 2, 0, 1], activeAfter: [0, 1, 3], droppedOut: [2], phaseAfter: 2, nextDealer: 3 });
    expect(codes(r.reasons)).toEqual(expect.arrayContaining(['phase1.end', 'phase2.start', 'dropped-out']));
  });
  it('shut-out: one player holds every mark (VP12 default)', () => {
    const r = resolved(d({ phase: 1, n: 4, slate: [3, 0, 0, 0], dealer: 3, points: [60, 30, 30, 20], tricks: [3, 2, 2, 2] }));
    expect(r).toMatchObject({ phaseAfter: 'game_over', gameLoser: 0, frameMarksAdded: [2, 0, 0, 0], activeAfter: [], droppedOut: [1, 2, 3], nextDealer: 0 });
    has(r.reasons, { code: 'shut-out', seat: 0 });
    has(r.reasons, { code: 'game-over', loser: 0, frameMarks: 2, cause: 'shut-out' });
  });
  it('an all-35 fourth deal is no shut-out by default, but is under VP12 lost-every-deal', () => {
    const deal = d({ phase: 1, n: 4, slate: [3, 0, 0, 0], dealer: 3, points: [35, 35, 35, 35], tricks: [2, 2, 2, 3] });
    expect(resolved(deal)).toMatchObject({ phaseAfter: 2, slateAfter: [4, 1, 1, 1] });
    const rules = R({ VP12: 'lost-every-deal' });
    expect(resolved(deal, rules)).toMatchObject({ phaseAfter: 'game_over', gameLoser: 0, frameMarksAdded: [2, 0, 0, 0], slateAfter: [4, 1, 1, 1] });
    expect(resolved({ ...deal, phase1Receivers: [[0], [0], [0]] }, rules)).toMatchObject({ gameLoser: 0 });
  });
  it('lost-every-deal needs four deals and no march', () => {
    const rules = R({ VP12: 'lost-every-deal' });
    // Deal 1 all-35 ends phase 1 at once: one deal, not four.
    expect(resolved(d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [35, 35, 35, 35], tricks: [3, 2, 2, 2] }), rules).phaseAfter).toBe(2);
    // A march in deal 4 is no shut-out either.
    const march = d({ phase: 1, n: 4, slate: [3, 0, 0, 0], dealer: 3, points: [10, 110, 10, 10], tricks: [1, 6, 1, 1] });
    expect(resolved(march, rules)).toMatchObject({ phaseAfter: 2, activeAfter: [0, 2, 3] });
  });
  it('validates phase-1 receivers against the slate', () => {
    const deal = d({ phase: 1, n: 3, slate: [2, 0, 0, 0], dealer: 2, points: [20, 50, 30, 40], tricks: [2, 3, 2, 2], receivers: [[0], [1]] });
    expect(scoreDeal(deal, R())).toMatchObject({ ok: false, error: { code: 'phase1.receivers-mismatch' } });
  });
  it('a shut-out can be completed through a playoff (PH1-22); VP23 loser-deals', () => {
    const deal = d({ phase: 1, n: 4, slate: [3, 0, 0, 0], dealer: 3, points: [45, 45, 30, 20], tricks: [3, 2, 2, 2], playoffs: [po([0, 1], [40, 30], [5, 4])] });
    expect(resolved(deal)).toMatchObject({ gameLoser: 0, frameMarksAdded: [2, 0, 0, 0], nextDealer: 0 });
    expect(resolved(deal, R({ VP23: 'loser-deals' })).nextDealer).toBe(0);
    expect(resolved({ ...deal, dealer: 1 }, R({ VP23: 'loser-deals' })).nextDealer).toBe(0);
    expect(resolved({ ...deal, dealer: 1 }).nextDealer).toBe(2);
  });
});

describe('Butzen R1: two players', () => {
  it('fewest erases one, the other adds nothing', () => {
    expect(resolved(d({ slate: [3, 0, 2, 0], dealer: 0, points: [20, 50], tricks: [3, 6] }))).toMatchObject({ erased: [1, 0, 0, 0], slateAfter: [2, 0, 2, 0], nextDealer: 2 });
  });
  it('a march erases min(2, own), all nine tricks counting', () => {
    const r = resolved(d({ slate: [0, 2, 0, 2], dealer: 3, points: [99, 0], tricks: [9, 0] }));
    expect(r).toMatchObject({ march: 1, erased: [0, 2, 0, 0], phaseAfter: 'game_over', gameLoser: 3, droppedOut: [1], frameMarksAdded: [0, 0, 0, 1], nextDealer: 0 });
    has(r.reasons, { code: 'march', seat: 1, by: 'all-tricks' });
    has(r.reasons, { code: 'phase2.row', row: 'R1', branch: 'march' });
  });
  it('level: no change (VP17-A) or a playoff for the erase (VP17-B)', () => {
    const deal = d({ slate: [2, 0, 0, 3], dealer: 0, points: [35, 35], tricks: [4, 5] });
    expect(resolved(deal).erased).toEqual([0, 0, 0, 0]);
    expect(needed(deal, R({ VP17: 'B' })).playoffs).toEqual([{ players: [0, 3], decides: { erase: 1 }, dealer: 3, leader: 0 }]);
    expect(resolved({ ...deal, playoffs: [po([0, 3], [30, 40], [4, 5])] }, R({ VP17: 'B' })).erased).toEqual([1, 0, 0, 0]);
  });
});

describe('Butzen R2: excess marks', () => {
  it('VP13-A: the E lowest erase, nobody adds; B: only the lowest', () => {
    const deal = d({ slate: [2, 2, 2, 1], dealer: 1, points: [20, 30, 40, 50], tricks: [2, 2, 2, 3] });
    expect(resolved(deal)).toMatchObject({ erased: [1, 1, 1, 0], added: [0, 0, 0, 0], slateAfter: [1, 1, 1, 1] });
    expect(resolved(deal, R({ VP13: 'B' }))).toMatchObject({ erased: [1, 0, 0, 0], slateAfter: [1, 2, 2, 1] });
  });
  it('several drop out at once and the game can end (PH2-21A)', () => {
    const r = resolved(d({ slate: [4, 1, 1, 1], dealer: 1, points: [60, 20, 30, 30], tricks: [3, 2, 2, 2] }));
    expect(r).toMatchObject({ gameLoser: 0, droppedOut: [1, 2, 3], frameMarksAdded: [1, 0, 0, 0], nextDealer: 2, slateAfter: [4, 0, 0, 0] });
  });
  it('VP19: a tie across the erasing places plays off for the rest; the best in the playoff take them', () => {
    const deal = d({ slate: [3, 1, 1, 1], dealer: 3, points: [10, 20, 20, 90], tricks: [1, 2, 2, 4] });
    const n = needed(deal);
    expect(n.playoffs).toEqual([{ players: [1, 2], decides: { erase: 1 }, dealer: 1, leader: 2 }]);
    expect(n.settled.erased).toEqual([1, 0, 0, 0]);
    const three = d({ slate: [3, 1, 1, 1], dealer: 3, points: [20, 20, 20, 80], tricks: [2, 2, 2, 3], playoffs: [po([0, 1, 2], [30, 70, 20], [3, 3, 3])] });
    expect(resolved(three)).toMatchObject({ erased: [1, 0, 1, 0], droppedOut: [2], nextDealer: 0 });
  });
  it('a tie inside the erasing places needs no playoff', () => {
    const r = resolved(d({ slate: [3, 1, 1, 1], dealer: 3, points: [10, 10, 40, 80], tricks: [1, 1, 3, 4] }));
    expect(r.erased).toEqual([1, 1, 0, 0]);
    has(r.reasons, { code: 'tie.ignored', seats: [0, 1], end: 'inside-places' });
  });
  it('a tie for most while nobody adds is ignored (VP18-A)', () => {
    const r = resolved(d({ slate: [2, 1, 1, 1], dealer: 0, points: [10, 30, 50, 50], tricks: [1, 2, 3, 3] }));
    expect(r.erased).toEqual([1, 0, 0, 0]);
    has(r.reasons, { code: 'tie.ignored', seats: [2, 3], end: 'most' });
  });
  it('a march erases min(2, E, own) under VP14-A, min(2, own) under B; nobody adds', () => {
    const deal = d({ slate: [3, 1, 0, 1], dealer: 1, points: [100, 10, 10], tricks: [7, 1, 1] });
    expect(resolved(deal)).toMatchObject({ erased: [1, 0, 0, 0], added: [0, 0, 0, 0], slateAfter: [2, 1, 0, 1] });
    expect(resolved(deal, R({ VP14: 'B' }))).toMatchObject({ erased: [2, 0, 0, 0], slateAfter: [1, 1, 0, 1] });
    has(resolved(deal).reasons, { code: 'mark.erase', seat: 0, count: 1, cause: 'march', limit: { own: 3, excess: 1, option: 'A' } });
  });
  it('all level under VP17-B: the whole group plays off for the erasing places', () => {
    const deal = d({ slate: [2, 2, 2, 1], dealer: 1, points: [35, 35, 35, 35], tricks: [2, 2, 2, 3] });
    expect(resolved(deal).erased).toEqual([0, 0, 0, 0]);
    expect(needed(deal, R({ VP17: 'B' })).playoffs).toEqual([{ players: [0, 1, 2, 3], decides: { erase: 3 }, dealer: 2, leader: 3 }]);
  });
});

describe('Butzen R3: four marks', () => {
  it('fewest erases and most adds', () => {
    expect(resolved(d({ slate: [2, 1, 1, 0], dealer: 0, points: [10, 50, 60], tricks: [1, 4, 4] }))).toMatchObject({ erased: [1, 0, 0, 0], added: [0, 0, 1, 0], slateAfter: [1, 1, 2, 0] });
  });
  it('a march: the marcher erases all his marks and drops out, the others add', () => {
    expect(resolved(d({ slate: [2, 1, 1, 0], dealer: 2, points: [100, 10, 10], tricks: [7, 1, 1] }))).toMatchObject({
      erased: [2, 0, 0, 0],
      added: [0, 1, 1, 0],
      activeAfter: [1, 2],
      droppedOut: [0],
      nextDealer: 1,
    });
    const four = resolved(d({ slate: [1, 1, 1, 1], dealer: 0, points: [10, 110, 10, 10], tricks: [1, 6, 1, 1] }));
    expect(four).toMatchObject({ slateAfter: [2, 0, 2, 2], activeAfter: [0, 2, 3] });
  });
  it('ties at both ends: two playoffs, erase first (VP20); the settled change applies meanwhile', () => {
    const deal = d({ slate: [1, 1, 1, 1], dealer: 3, points: [20, 20, 50, 50], tricks: [2, 2, 2, 3] });
    expect(needed(deal).playoffs).toEqual([
      { players: [0, 1], decides: { erase: 1 }, dealer: 0, leader: 1 },
      { players: [2, 3], decides: { add: 1 }, dealer: 2, leader: 3 },
    ]);
    expect(needed(deal, R({ VP20: 'add-first' })).playoffs.map((p) => p.decides)).toEqual([{ add: 1 }, { erase: 1 }]);
    const half = needed({ ...deal, playoffs: [po([0, 1], [45, 25], [5, 4])] });
    expect(half.settled).toEqual({ erased: [0, 1, 0, 0], added: [0, 0, 0, 0] });
    expect(half.playoffs).toEqual([{ players: [2, 3], decides: { add: 1 }, dealer: 2, leader: 3 }]);
    const r = resolved({ ...deal, playoffs: [po([0, 1], [45, 25], [5, 4]), po([2, 3], [40, 30], [5, 4])] });
    expect(r).toMatchObject({ erased: [0, 1, 0, 0], added: [0, 0, 1, 0], droppedOut: [1], nextDealer: 0 });
  });
  it('VP09-A after two playoffs: left of the last playoff dealer', () => {
    const deal = d({ slate: [1, 1, 1, 1], dealer: 3, points: [20, 20, 50, 50], tricks: [2, 2, 2, 3], playoffs: [po([0, 1], [45, 25], [5, 4]), po([2, 3], [40, 30], [5, 4])] });
    // The last playoff was dealt by P2; left of P2 is P1, who has just dropped out, so the deal goes on to P2.
    expect(resolved(deal, R({ VP09: 'A' }))).toMatchObject({ nextDealer: 2, droppedOut: [1] });
  });
  it('all level under VP17-B: one playoff decides who erases and who adds', () => {
    const deal = d({ slate: [2, 1, 1, 0], dealer: 0, points: [30, 30, 30], tricks: [3, 3, 3] });
    const n = needed(deal, R({ VP17: 'B', VP08: 'B' }));
    expect(n.playoffs).toEqual([{ players: [0, 1, 2], decides: { erase: 1, add: 1 }, dealer: 0, leader: 1 }]);
    const again = needed({ ...deal, playoffs: [po([0, 1, 2], [10, 40, 40], [1, 4, 4])] }, R({ VP17: 'B' }));
    expect(again.settled.erased).toEqual([1, 0, 0, 0]);
    // The first playoff was dealt by P1 (VP08-A), so the repeat is seated from P1: P2 deals, P1 leads.
    expect(again.playoffs).toEqual([{ players: [1, 2], decides: { add: 1 }, dealer: 2, leader: 1 }]);
  });
  it('a repeat seated from the original deal under VP11-A', () => {
    const deal = d({ slate: [1, 1, 1, 1], dealer: 3, points: [20, 20, 40, 60], tricks: [2, 2, 2, 3], playoffs: [po([0, 1], [35, 35], [4, 5])] });
    expect(needed(deal).playoffs).toEqual([{ players: [0, 1], decides: { erase: 1 }, dealer: 1, leader: 0 }]);
    expect(needed(deal, R({ VP11: 'A' })).playoffs).toEqual([{ players: [0, 1], decides: { erase: 1 }, dealer: 0, leader: 1 }]);
  });
});

describe('Butzen R4: three marks (VP14-B only)', () => {
  const rules = R({ VP14: 'B' });
  it('most adds, nobody erases (VP16-B); nothing under VP16-A', () => {
    const deal = d({ slate: [1, 1, 0, 1], dealer: 0, points: [10, 50, 60], tricks: [1, 4, 4] });
    expect(resolved(deal, rules)).toMatchObject({ erased: [0, 0, 0, 0], added: [0, 0, 0, 1] });
    const a = resolved(deal, R({ VP14: 'B', VP16: 'A' }));
    expect(a.added).toEqual([0, 0, 0, 0]);
    has(a.reasons, { code: 'phase2.three-marks-no-change' });
  });
  it('a march: the marcher erases his mark, the other two add', () => {
    expect(resolved(d({ slate: [1, 1, 0, 1], dealer: 0, points: [8, 104, 8], tricks: [1, 7, 1] }), rules)).toMatchObject({ erased: [0, 1, 0, 0], added: [1, 0, 0, 1], activeAfter: [0, 3] });
  });
  it('is unreachable (and rejected) under VP14-A', () => {
    expect(scoreDeal(d({ slate: [1, 1, 0, 1], dealer: 0, points: [10, 50, 60], tricks: [1, 4, 4] }), R())).toMatchObject({ ok: false, error: { code: 'phase2.too-few-marks' } });
  });
});

describe('worked example: a complete game (spec 12)', () => {
  it('plays through to P1 losing, with P3 dealing next', () => {
    const d1 = resolved(d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [30, 25, 50, 35], tricks: [2, 2, 3, 2] }));
    expect(d1).toMatchObject({ slateAfter: [0, 0, 1, 0], nextDealer: 1 });
    const d2 = resolved(d({ phase: 1, n: 2, slate: d1.slateAfter, dealer: d1.nextDealer, points: [14, 12, 12, 102], tricks: [1, 1, 1, 6] }));
    expect(d2).toMatchObject({ slateAfter: [1, 1, 2, 0], phaseAfter: 2, activeAfter: [0, 1, 2], droppedOut: [3], nextDealer: 2 });
    const d3 = resolved(d({ slate: d2.slateAfter, dealer: d2.nextDealer, points: [10, 50, 60], tricks: [1, 4, 4] }));
    expect(d3).toMatchObject({ slateAfter: [0, 1, 3, 0], droppedOut: [0], activeAfter: [1, 2], nextDealer: 1 });
    const d4 = resolved(d({ slate: d3.slateAfter, dealer: d3.nextDealer, points: [40, 30], tricks: [5, 4] }));
    expect(d4).toMatchObject({ slateAfter: [0, 1, 2, 0], nextDealer: 2 });
    const d5 = resolved(d({ slate: d4.slateAfter, dealer: d4.nextDealer, points: [20, 100], tricks: [2, 7] }));
    expect(d5).toMatchObject({ march: 2, slateAfter: [0, 1, 0, 0], phaseAfter: 'game_over', gameLoser: 1, frameMarksAdded: [0, 1, 0, 0], nextDealer: 3 });
  });
});

describe('input validation (spec 13)', () => {
  const ok4 = d({ slate: [1, 1, 1, 1], dealer: 0, points: [35, 35, 35, 35], tricks: [2, 2, 2, 3] });
  const bad: [string, DealToScore, string][] = [
    ['phase', { ...ok4, phase: 3 as 1 }, 'score.bad-phase'],
    ['slate', { ...ok4, slate: [1, 1, 1] }, 'score.bad-slate'],
    ['active', { ...ok4, active: [0, 0, 1] as Seat[] }, 'score.bad-active'],
    ['dealer', { ...ok4, dealer: 5 as Seat }, 'score.bad-dealer'],
    ['phase 1 with three players', d({ phase: 1, slate: [0, 0, 0, 0], active: [0, 1, 2], dealer: 0, points: [40, 50, 50], tricks: [3, 3, 3] }), 'phase1.active-count'],
    ['phase 1 with four marks', d({ phase: 1, slate: [1, 1, 1, 1], dealer: 0, points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] }), 'phase1.too-many-marks'],
    ['phase 1 deal number', { ...d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] }), phase1DealNumber: 5 }, 'phase1.bad-deal-number'],
    ['active without marks', d({ slate: [1, 0, 2, 1], active: [0, 1, 2, 3], dealer: 0, points: [35, 35, 35, 35], tricks: [2, 2, 2, 3] }), 'phase2.active-without-marks'],
    ['inactive with marks', d({ slate: [1, 1, 2, 1], active: [0, 1, 2], dealer: 0, points: [40, 50, 50], tricks: [3, 3, 3] }), 'phase2.inactive-with-marks'],
    ['one player', d({ slate: [0, 0, 3, 0], dealer: 2, points: [120], tricks: [9] }), 'phase2.too-few-players'],
    ['seven marks, three players', d({ slate: [5, 1, 1, 0], dealer: 0, points: [40, 50, 30], tricks: [3, 3, 3] }), 'phase2.too-many-marks'],
    ['inactive dealer', d({ slate: [2, 1, 1, 0], dealer: 3, points: [40, 50, 30], tricks: [3, 3, 3] }), 'score.dealer-inactive'],
    ['tricks', d({ slate: [1, 1, 1, 1], dealer: 0, points: [35, 35, 35, 35], tricks: [2, 2, 2, 2] }), 'deal.tricks-sum'],
    ['points sum', d({ slate: [1, 1, 1, 1], dealer: 0, points: [35, 35, 35, 34], tricks: [2, 2, 2, 3] }), 'deal.points-sum'],
    ['points without tricks', d({ slate: [1, 1, 1, 1], dealer: 0, points: [0, 12, 60, 68], tricks: [1, 0, 4, 4] }), 'deal.points-without-tricks'],
    ['impossible points', d({ slate: [1, 1, 1, 1], dealer: 0, points: [1, 39, 50, 50], tricks: [1, 2, 3, 3] }), 'deal.points-impossible'],
    ['too many points for two players', d({ slate: [2, 0, 2, 0], dealer: 0, points: [70, 70], tricks: [4, 5] }), 'deal.points-sum-range'],
  ];
  for (const [name, deal, code] of bad) {
    it(`${name} -> ${code}`, () => {
      expect(scoreDeal(deal, R())).toMatchObject({ ok: false, error: { code } });
    });
  }
  it('VP02-B allows a dealer who has dropped out', () => {
    const deal = d({ slate: [2, 1, 1, 0], dealer: 3, points: [40, 50, 30], tricks: [3, 3, 3] });
    expect(resolved(deal, R({ VP02: 'B' }))).toMatchObject({ nextDealer: 0 });
  });
  it('playoff results must match the playoff called', () => {
    const tie = d({ phase: 1, slate: [0, 0, 0, 0], dealer: 0, points: [20, 45, 30, 45], tricks: [2, 3, 2, 2] });
    expect(scoreDeal({ ...tie, playoffs: [po([1, 2], [40, 30], [5, 4])] }, R())).toMatchObject({ ok: false, error: { code: 'playoff.players-mismatch', index: 0 } });
    expect(scoreDeal({ ...tie, playoffs: [po([1, 3], [40, 30], [5, 3])] }, R())).toMatchObject({ ok: false, error: { code: 'deal.tricks-sum', playoff: 0 } });
    const extra = [po([1, 3], [40, 30], [5, 4]), po([1, 3], [40, 30], [5, 4])];
    expect(scoreDeal({ ...tie, playoffs: extra }, R())).toMatchObject({ ok: false, error: { code: 'playoff.unexpected', index: 1 } });
  });
  it('never throws on garbage', () => {
    const junk: unknown[] = [null, undefined, 3, 'x', {}, { phase: 1 }, { phase: 2, slate: 'x' }, { ...ok4, points: null }, { ...ok4, playoffs: [null] }, { ...ok4, playoffs: 'x' }];
    for (const j of junk) expect(scoreDeal(j as DealToScore, R()).ok).toBe(false);
  });
  it('rejects a malformed rule set', () => {
    expect(scoreDeal(ok4, { ...R(), VP13: 'C' } as unknown as Rules)).toMatchObject({ ok: false, error: { code: 'rules.bad-value', variant: 'VP13' } });
    expect(scoreDeal(ok4, null as unknown as Rules).ok).toBe(false);
  });
  it('does not mutate its input', () => {
    const deal = d({ slate: [1, 1, 1, 1], dealer: 3, points: [20, 20, 50, 50], tricks: [2, 2, 2, 3], playoffs: [po([0, 1], [45, 25], [5, 4]), po([2, 3], [40, 30], [5, 4])] });
    const copy = JSON.parse(JSON.stringify(deal));
    resolved(deal);
    expect(deal).toEqual(copy);
  });
});
