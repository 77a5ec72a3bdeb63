import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './rules';
import { claimAllowed, claimStrokes, dealStrokes, mergeHeld, nullPayments, rotate, settle } from './scoring';

const run = (tableSize: number, totals: number[], extra: Record<string, unknown> = {}) => {
  const active = totals.map((_, i) => i);
  const r = dealStrokes({ tableSize, active, totals: Object.fromEntries(totals.map((t, i) => [i, t])), ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const strokes = (v: ReturnType<typeof run>) => v.seats.map((s) => s.strokes);
const potatoes = (v: ReturnType<typeof run>) => v.seats.map((s) => s.potatoes);

describe('strokes and potatoes', () => {
  it('top two of four score a stroke; under 26 is a potato', () => {
    const v = run(4, [60, 45, 30, 22]);
    expect(strokes(v)).toEqual([1, 1, 0, 0]);
    expect(potatoes(v)).toEqual([0, 0, 0, 1]);
    expect(v.seats.map((s) => s.reason.code)).toEqual(['strokes.top', 'strokes.top', 'strokes.safe', 'strokes.potato']);
  });
  it('a single qualifier takes both strokes', () => {
    const v = run(4, [100, 25, 20, 12]);
    expect(strokes(v)).toEqual([2, 0, 0, 0]);
    expect(potatoes(v)).toEqual([0, 1, 1, 1]);
    expect(v.seats[0]?.reason.code).toBe('strokes.cycled');
  });
  it('everybody below the line: potatoes only', () => {
    const v = run(3, [25, 20, 10]);
    expect(strokes(v)).toEqual([0, 0, 0]);
    expect(potatoes(v)).toEqual([1, 1, 1]);
  });
  it('sole active player gets S strokes', () => {
    expect(strokes(run(4, [0]))).toEqual([2]);
    expect(strokes(run(2, [0]))).toEqual([1]);
  });
  it('two players: one stroke to the higher total at or above 26', () => {
    expect(strokes(run(2, [100, 57]))).toEqual([1, 0]);
    expect(potatoes(run(2, [140, 17]))).toEqual([0, 1]);
  });
  it('a tie at the cut is drawn (plain order, redraw on equal ranks)', () => {
    const v = run(4, [60, 40, 40, 17], { drawCards: { 1: ['9S'], 2: ['KD'] } });
    expect(strokes(v)).toEqual([1, 0, 1, 0]);
    expect(v.draw).toMatchObject({ between: [1, 2], strokes: 1, order: [2, 1] });
    const w = run(4, [60, 40, 40, 17], { drawCards: { 1: ['9S', 'AC'], 2: ['9D', '6H'] } });
    expect(strokes(w)).toEqual([1, 1, 0, 0]);
    const p = run(4, [60, 40, 40, 17]);
    expect(p.pendingDraw).toEqual({ between: [1, 2], strokes: 1 });
  });
  it('three-way tie for two strokes', () => {
    const v = run(4, [40, 40, 40, 17], { drawCards: { 0: ['6S'], 1: ['AS'], 2: ['KS'] } });
    expect(strokes(v)).toEqual([0, 1, 1, 0]);
  });
  it('a tie at the top that fits the strokes needs no draw', () => {
    expect(strokes(run(4, [60, 60, 30, 30]))).toEqual([1, 1, 0, 0]);
  });
  it('V4: extra stroke per null', () => {
    const rules = { ...DEFAULT_RULES, extraPerNull: true };
    expect(strokes(run(4, [70, 50, 20, 17], { rules }))).toEqual([2, 2, 0, 0]);
    expect(strokes(run(4, [70, 50, 30, 17], { rules }))).toEqual([2, 1, 0, 0]);
    expect(strokes(run(4, [70, 10, 20, 17], { rules }))).toEqual([5, 0, 0, 0]);
  });
  it('V7: trump multiplier', () => {
    const v = run(3, [80, 50, 20], { trump: 'D', rules: { ...DEFAULT_RULES, multiplier: true } });
    expect(v.multiplier).toBe(3);
    expect(strokes(v)).toEqual([3, 3, 0]);
    expect(potatoes(v)).toEqual([0, 0, 3]);
  });
  it('V1: old line 21', () => {
    const v = run(3, [80, 25, 22], { rules: { ...DEFAULT_RULES, threshold: 21 } });
    expect(strokes(v)).toEqual([1, 1, 0]);
    expect(potatoes(v)).toEqual([0, 0, 0]);
  });
  it('V8: three strokes at four players, cycling', () => {
    const rules = { ...DEFAULT_RULES, strokesAtFour: 3 as const };
    expect(strokes(run(4, [70, 50, 20, 17], { rules }))).toEqual([2, 1, 0, 0]);
    expect(strokes(run(4, [70, 50, 40, 17], { rules }))).toEqual([1, 1, 1, 0]);
  });
  it('V9: a tie is held and awarded later to the higher scorer', () => {
    const rules = { ...DEFAULT_RULES, heldStroke: true };
    const v = run(4, [60, 40, 40, 17], { rules });
    expect(strokes(v)).toEqual([1, 0, 0, 0]);
    expect(v.held).toEqual({ between: [1, 2], strokes: 1 });
    const w = run(4, [30, 50, 45, 32], { rules, held: v.heldAfter });
    expect(strokes(w)).toEqual([0, 2, 1, 0]);
    expect(w.heldAfter).toEqual([]);
    const x = run(4, [30, 50, 50, 12], { rules, held: v.heldAfter, drawCards: { 1: ['AS'], 2: ['6S'] } });
    expect(x.heldAfter).toEqual([{ between: [1, 2], strokes: 1 }]);
  });
  it('V9 (OP25): a repeated tie holds the stroke again', () => {
    const rules = { ...DEFAULT_RULES, heldStroke: true };
    // Table of three, P0 and P1 both 60: the stroke held between them is held again (both also score this deal's strokes).
    const v = run(3, [60, 60, 37], { rules, held: [{ between: [0, 1], strokes: 1 }] });
    expect(strokes(v)).toEqual([1, 1, 0]);
    expect(mergeHeld(v.heldAfter)).toEqual([{ between: [0, 1], strokes: 1 }]);
    // Table of four, P1 and P2 tie again at the cut: the old stroke and the new one wait together, 2 strokes.
    const w = run(4, [70, 40, 40, 7], { rules, held: [{ between: [1, 2], strokes: 1 }] });
    expect(strokes(w)).toEqual([1, 0, 0, 0]);
    expect(w.held).toEqual({ between: [1, 2], strokes: 1 });
    expect(mergeHeld(w.heldAfter)).toEqual([{ between: [1, 2], strokes: 2 }]);
    // Both go to whoever of the two scores more next.
    const x = run(4, [10, 30, 45, 72], { rules, held: w.heldAfter });
    expect(strokes(x)).toEqual([0, 0, 3, 1]);
    expect(x.heldAfter).toEqual([]);
  });
  it('V9 (OP25): a held stroke waits while one of its pair passes', () => {
    const rules = { ...DEFAULT_RULES, heldStroke: true };
    const r = dealStrokes({ tableSize: 4, active: [0, 2, 3], totals: { 0: 50, 2: 40, 3: 60 }, rules, held: [{ between: [0, 1], strokes: 1 }] });
    if (!r.ok) throw new Error('scoring failed');
    expect(r.value.heldAfter).toEqual([{ between: [0, 1], strokes: 1 }]);
    expect(r.value.seats.map((s) => s.heldWon)).toEqual([0, 0, 0]);
    const alone = dealStrokes({ tableSize: 4, active: [1], totals: { 1: 0 }, rules, held: [{ between: [0, 1], strokes: 1 }] });
    expect(alone.ok && alone.value.heldAfter).toEqual([{ between: [0, 1], strokes: 1 }]);
  });
  it('V9, three-way ties (our reading): the held places go one each from the top, a tie at their cut is held again', () => {
    const rules = { ...DEFAULT_RULES, heldStroke: true };
    // Three tied for two strokes: both are held among the three.
    const v = run(4, [50, 50, 50, 10], { rules });
    expect(strokes(v)).toEqual([0, 0, 0, 0]);
    expect(v.held).toEqual({ between: [0, 1, 2], strokes: 2 });
    // Next deal: one each to the two best of them.
    expect(strokes(run(4, [40, 30, 60, 12], { rules, held: v.heldAfter }))).toEqual([2, 0, 2, 0]);
    // The second and third of them tie: the first gets one, the other stays held between the two.
    const w = run(4, [60, 30, 30, 40], { rules, held: v.heldAfter });
    expect(strokes(w)).toEqual([2, 0, 0, 1]);
    expect(w.heldAfter).toEqual([{ between: [1, 2], strokes: 1 }]);
    // Three tied for one stroke, then two of them tie at the top: held again between those two.
    const x = run(3, [60, 40, 40], { rules: { ...rules }, held: [{ between: [0, 1, 2], strokes: 1 }] });
    expect(x.seats.map((s) => s.heldWon)).toEqual([1, 0, 0]);
    const y = run(4, [50, 50, 30, 26], { rules, held: [{ between: [0, 1, 2], strokes: 1 }] });
    expect(y.heldAfter).toEqual([{ between: [0, 1], strokes: 1 }]);
  });
  it('refuses bad input', () => {
    expect(dealStrokes({ tableSize: 5, active: [0], totals: { 0: 1 } }).ok).toBe(false);
    expect(dealStrokes({ tableSize: 4, active: [0], totals: {} }).ok).toBe(false);
  });
});

describe('rotation', () => {
  const seats = ['A', 'B', 'C', 'D'];
  it('nobody retires: the old Vorhand deals', () => {
    expect(rotate(seats, 'A', [])).toEqual({ ok: true, value: { vorhand: 'B', dealer: 'A' } });
  });
  it('the Vorhand retires: the same dealer deals again', () => {
    expect(rotate(seats, 'A', ['A'])).toEqual({ ok: true, value: { vorhand: 'B', dealer: 'D' } });
  });
  it('the would-be next Vorhand retires', () => {
    expect(rotate(seats, 'A', ['B'])).toEqual({ ok: true, value: { vorhand: 'C', dealer: 'A' } });
  });
  it('three go down to two', () => {
    expect(rotate(['A', 'B', 'C'], 'B', ['A'])).toEqual({ ok: true, value: { vorhand: 'C', dealer: 'B' } });
    expect(rotate(['A', 'B', 'C'], 'A', ['B'])).toEqual({ ok: true, value: { vorhand: 'C', dealer: 'A' } });
  });
  it('one left: game over', () => {
    expect(rotate(seats, 'A', ['A', 'B', 'C'])).toMatchObject({ ok: false, error: { code: 'rotation.game-over', loser: 'D' } });
  });
});

describe('stakes', () => {
  it('the loser pays every other player', () => {
    expect(settle(3, 1, 5, [1, -2, 1])).toEqual([6, -12, 6]);
  });
});

describe('mutual claim (OP10) and stakes (V6) as pure functions', () => {
  it('allows the claim only with the option on and exactly two active at a table of three or four', () => {
    const on = { ...DEFAULT_RULES, mutualClaim: true };
    expect(claimAllowed(on, 4, 2)).toBe(true);
    expect(claimAllowed(on, 3, 2)).toBe(true);
    expect(claimAllowed(on, 2, 2)).toBe(false);
    expect(claimAllowed(on, 4, 3)).toBe(false);
    expect(claimAllowed({ ...DEFAULT_RULES }, 4, 2)).toBe(false);
  });

  it('a claim gives each of the two one stroke, times the trump multiplier', () => {
    expect(claimStrokes([2, 0], { ...DEFAULT_RULES, mutualClaim: true }).seats.map((r) => [r.seat, r.strokes, r.potatoes])).toEqual([
      [2, 1, 0],
      [0, 1, 0],
    ]);
    expect(claimStrokes([2, 0], { ...DEFAULT_RULES, mutualClaim: true, multiplier: true }, 'H').multiplier).toBe(4);
  });

  it('each potato pays the stake to every other active player; the payments sum to zero', () => {
    const seats = [
      { seat: 0, total: 80, strokes: 1, potatoes: 0, reason: { code: 'strokes.top', rank: 1 } as const, extra: 0, heldWon: 0 },
      { seat: 2, total: 10, strokes: 0, potatoes: 2, reason: { code: 'strokes.potato', total: 10, threshold: 26 } as const, extra: 0, heldWon: 0 },
    ];
    const p = nullPayments(4, seats, [0, 2], 3);
    expect(p.payments).toEqual([{ from: 2, to: [0], each: 6, potatoes: 2 }]);
    expect(p.money).toEqual([6, 0, -6, 0]);
  });
});
