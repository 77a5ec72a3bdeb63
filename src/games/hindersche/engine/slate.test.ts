import { describe, expect, it } from 'vitest';
import {
  awaiting,
  checkSetup,
  completeEntry,
  enterResult,
  newSlate,
  readSlateFile,
  readSlateRecord,
  replaySlate,
  slateFile,
  slateRecord,
  undoLast,
  SLATE_FILE_FORMAT,
  type SlateState,
} from './slate';
import { scoreDeal } from './scoring';
import { DEFAULT_RULES } from './rules';
import type { Seat } from './types';

const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora'];

function start(rules: Record<string, unknown> = {}, stake = 0.5): SlateState {
  const s = checkSetup({ names: NAMES, firstDealer: 0, rules, stake });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return newSlate(s.value);
}

function enter(s: SlateState, points: number[], tricks: number[], march: Seat | null = null): SlateState {
  const r = enterResult(s, { points, tricks, march });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const last = (s: SlateState) => s.steps[s.steps.length - 1]!;
const codes = (s: SlateState) => last(s).reasons.map((r) => r.code);

/** A whole rubber: a two-player finish, a march with excess marks, a three-way tie replayed, and a shut-out. */
const RUBBER: { points: number[]; tricks: number[]; march?: Seat }[] = [
  // game 1: all-35, Butzen down to two players, the last one left loses
  { points: [35, 35, 35, 35], tricks: [2, 2, 3, 2] },
  { points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] },
  { points: [0, 0, 30, 60], tricks: [0, 1, 3, 5] },
  { points: [0, 40, 10, 30], tricks: [0, 3, 3, 3] },
  { points: [0, 20, 0, 60], tricks: [0, 3, 0, 6] },
  { points: [0, 20, 0, 60], tricks: [0, 3, 0, 6] },
  // game 2: a march in deal 4 of phase 1, then a march with excess marks
  { points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] },
  { points: [50, 20, 30, 40], tricks: [3, 2, 2, 2] },
  { points: [20, 30, 50, 40], tricks: [2, 2, 3, 2] },
  { points: [10, 10, 20, 100], tricks: [1, 1, 2, 5], march: 3 },
  { points: [100, 20, 10, 0], tricks: [6, 2, 1, 0], march: 0 },
  { points: [0, 20, 60, 0], tricks: [0, 3, 6, 0] },
  { points: [0, 20, 60, 0], tricks: [0, 3, 6, 0] },
  // game 3: three level on most points, a playoff, two of them level again, another playoff
  { points: [40, 40, 40, 20], tricks: [2, 3, 2, 2] },
  { points: [30, 30, 10, 0], tricks: [3, 3, 3, 0] },
  { points: [20, 40, 0, 0], tricks: [4, 5, 0, 0] },
];

describe('the table slate', () => {
  it('refuses a setup without four names, a first dealer, known rules or a sensible stake', () => {
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 0, stake: 1 })).toMatchObject({ ok: false, error: { field: 'names' } });
    expect(checkSetup({ names: ['A', 'B', ' ', 'D'], firstDealer: 0, stake: 1 })).toMatchObject({ ok: false, error: { field: 'names' } });
    expect(checkSetup({ names: NAMES, firstDealer: 4, stake: 1 })).toMatchObject({ ok: false, error: { field: 'firstDealer' } });
    expect(checkSetup({ names: NAMES, firstDealer: 0, rules: { VP13: 'Z' }, stake: 1 })).toMatchObject({ ok: false, error: { field: 'rules' } });
    expect(checkSetup({ names: NAMES, firstDealer: 0, stake: -1 })).toMatchObject({ ok: false, error: { field: 'stake' } });
    expect(checkSetup({ names: NAMES, firstDealer: 0, stake: Infinity })).toMatchObject({ ok: false, error: { field: 'stake' } });
    const ok = checkSetup({ names: ['  Anna  Maria ', 'B', 'C', 'D'], firstDealer: 2, stake: 0.2 });
    expect(ok).toMatchObject({ ok: true, value: { names: ['Anna Maria', 'B', 'C', 'D'], firstDealer: 2, rules: DEFAULT_RULES } });
  });

  it('waits for the first deal: dealer as chosen, forehand on his right leads', () => {
    expect(awaiting(start())).toEqual({ kind: 'regular', game: 1, phase: 1, dealNumber: 1, dealer: 0, leader: 1, players: [0, 1, 2, 3] });
  });

  it('fills in one blank: tricks always, points with four players only', () => {
    expect(completeEntry([0, 1, 2, 3], [20, 50, null, 40], [2, null, 2, 2])).toEqual({ ok: true, value: { points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] } });
    expect(completeEntry([0, 1, 2, 3], [null, 50, null, 40], [2, 3, 2, 2])).toMatchObject({ ok: false, error: { code: 'slate.blanks', field: 'points' } });
    expect(completeEntry([1, 2, 3], [0, 50, null, 40], [0, 3, 3, 3])).toMatchObject({ ok: false, error: { code: 'slate.blank-needs-four' } });
    expect(completeEntry([0, 1, 2, 3], [100, 50, null, 40], [2, 3, 2, 2])).toMatchObject({ ok: false, error: { code: 'deal.points-sum' } });
    expect(completeEntry([0, 1, 2, 3], [20, 50, 30, 40], [2, 3, 2, -1])).toMatchObject({ ok: false, error: { code: 'deal.bad-number', field: 'tricks' } });
  });

  it('refuses totals that cannot happen and keeps the slate as it was', () => {
    const s = start();
    const refuse = (points: number[], tricks: number[], march: Seat | null = null) => {
      const r = enterResult(s, { points, tricks, march });
      expect(r.ok).toBe(false);
      return r.ok ? null : r.error;
    };
    expect(refuse([35, 40, 30, 34], [2, 3, 2, 2])).toMatchObject({ code: 'deal.points-sum', sum: 139, expected: 140 });
    expect(refuse([0, 12, 60, 68], [1, 0, 4, 4])).toMatchObject({ code: 'deal.points-without-tricks', seat: 1 });
    expect(refuse([35, 35, 35, 35], [2, 2, 2, 2])).toMatchObject({ code: 'deal.tricks-sum', sum: 8 });
    expect(refuse([1, 49, 50, 40], [1, 3, 3, 2])).toMatchObject({ code: 'deal.points-impossible', seat: 0 });
    expect(refuse([20, 50, 30, 40], [2, 3, 2, 2], 1)).toEqual({ code: 'slate.march-claim-wrong', claimed: 1, actual: null });
    expect(refuse([10, 10, 20, 100], [1, 1, 2, 5], 2)).toEqual({ code: 'slate.march-claim-wrong', claimed: 2, actual: 3 });
    expect(s.entries).toEqual([]);
  });

  it('plays a whole rubber from entered results, each step as the engine scores it', () => {
    let s = start();
    s = enter(s, [35, 35, 35, 35], [2, 2, 3, 2]);
    expect(codes(s)).toContain('phase1.end');
    expect(last(s).reasons.find((r) => r.code === 'phase1.rule')).toEqual({ code: 'phase1.rule', rule: 'all-35' });
    expect(s.slate).toEqual([1, 1, 1, 1]);
    expect(s.phase).toBe(2);
    for (const e of RUBBER.slice(1, 6)) s = enter(s, e.points, e.tricks, e.march ?? null);
    // The two-player finish: Bert erased his last mark, Dora is the last one in and loses game 1.
    expect(last(s).gameOver).toEqual({ loser: 3, frameMarks: 1 });
    expect(s.frame).toEqual([0, 0, 0, 1]);
    expect(awaiting(s)).toMatchObject({ kind: 'regular', game: 2, phase: 1, dealer: 0, players: [0, 1, 2, 3] });

    for (const e of RUBBER.slice(6, 10)) s = enter(s, e.points, e.tricks, e.march ?? null);
    expect(s.slate).toEqual([2, 2, 2, 0]);
    expect(s.active).toEqual([0, 1, 2]);
    // A march with six marks on the slate (two in excess): Anna erases two and drops out, nobody adds.
    s = enter(s, [100, 20, 10, 0], [6, 2, 1, 0], 0);
    expect(last(s).reasons[1]).toMatchObject({ code: 'phase2.row', row: 'R2', branch: 'march', marks: 6, excess: 2 });
    expect(last(s).erased).toEqual([2, 0, 0, 0]);
    expect(last(s).added).toEqual([0, 0, 0, 0]);
    expect(s.active).toEqual([1, 2]);
    for (const e of RUBBER.slice(11, 13)) s = enter(s, e.points, e.tricks);
    expect(s.frame).toEqual([0, 0, 1, 1]);

    // Three-way tie for the mark: a playoff among Anna, Bert and Cilli; Anna and Bert level again and play once more.
    s = enter(s, [40, 40, 40, 20], [2, 3, 2, 2]);
    expect(last(s).status).toBe('playoff-needed');
    expect(awaiting(s)).toEqual({ kind: 'playoff', game: 3, phase: 1, dealer: 0, leader: 1, players: [0, 1, 2], decides: { mark: 1 }, repeat: false });
    s = enter(s, [30, 30, 10, 0], [3, 3, 3, 0]);
    expect(awaiting(s)).toEqual({ kind: 'playoff', game: 3, phase: 1, dealer: 1, leader: 0, players: [0, 1], decides: { mark: 1 }, repeat: true });
    expect(s.slate).toEqual([0, 0, 0, 0]);
    s = enter(s, [20, 40, 0, 0], [4, 5, 0, 0]);
    expect(s.slate).toEqual([0, 1, 0, 0]);
    // The playoff's step tells only what is new: Bert takes the mark.
    expect(codes(s)[0]).toBe('mark.add');
    expect(codes(s)).not.toContain('phase1.rule');
    expect(awaiting(s)).toMatchObject({ kind: 'regular', dealer: 0, leader: 1 });

    // Game 3 ends with Bert shut out (he took every mark of phase 1), game 4 likewise with Anna.
    for (let i = 0; i < 3; i++) s = enter(s, [20, 50, 30, 40], [2, 3, 2, 2]);
    expect(last(s).gameOver).toEqual({ loser: 1, frameMarks: 2 });
    for (let i = 0; i < 3; i++) s = enter(s, [50, 20, 30, 40], [3, 2, 2, 2]);
    expect(awaiting(s).kind).toBe('regular');
    s = enter(s, [50, 20, 30, 40], [3, 2, 2, 2]);
    expect(last(s).rubberOver).toBe(true);
    expect(awaiting(s)).toEqual({ kind: 'over' });
    expect(s.frame).toEqual([2, 2, 1, 1]);
    // 6 frame marks at 0.50: Anna pays 0.50 to each of three others per mark and receives 0.50 per other mark.
    expect(s.settlement).toEqual([-1, -1, 1, 1]);
    expect(enterResult(s, { points: [35, 35, 35, 35], tricks: [2, 2, 3, 2], march: null })).toMatchObject({ ok: false, error: { code: 'slate.over' } });
  });

  it('scores each regular deal exactly as scoreDeal does', () => {
    let s = start();
    for (const e of RUBBER.slice(0, 4)) {
      const next = awaiting(s);
      if (next.kind !== 'regular') throw new Error('expected a regular deal');
      const direct = scoreDeal(
        { phase: s.phase, phase1DealNumber: s.phase1Deals + 1, slate: s.slate, active: s.active, dealer: s.dealer, points: e.points, tricks: e.tricks, playoffs: [], phase1Receivers: s.phase1Receivers },
        s.setup.rules,
      );
      s = enter(s, e.points, e.tricks);
      expect(direct.ok && direct.value.status === 'resolved' && direct.value.slateAfter).toEqual(last(s).slateAfter);
    }
  });

  it('undoes the last entry any number of times', () => {
    let s = start();
    const states = [s];
    for (const e of RUBBER.slice(0, 8)) states.push((s = enter(s, e.points, e.tricks, e.march ?? null)));
    for (let i = states.length - 2; i >= 0; i--) {
      const r = undoLast(s);
      if (!r.ok) throw new Error('undo refused');
      s = r.value;
      expect(s).toEqual(states[i]);
    }
    expect(undoLast(s)).toMatchObject({ ok: false, error: { code: 'slate.nothing-to-undo' } });
  });

  it('a saved record and an exported file replay to the same slate', () => {
    let s = start({ VP13: 'B' }, 2);
    for (const e of RUBBER.slice(0, 9)) s = enter(s, e.points, e.tricks, e.march ?? null);
    expect(readSlateRecord(JSON.parse(JSON.stringify(slateRecord(s))))).toEqual({ ok: true, value: s });
    expect(readSlateFile(slateFile(s))).toEqual({ ok: true, value: s });
  });

  it('refuses files that are not slates, are newer, or do not replay', () => {
    let s = start();
    s = enter(s, [35, 35, 35, 35], [2, 2, 3, 2]);
    const data = JSON.parse(slateFile(s));
    expect(readSlateFile('{not json')).toEqual({ ok: false, error: { code: 'slate-file.not-json' } });
    expect(readSlateFile(JSON.stringify({ ...data, format: 'other' }))).toEqual({ ok: false, error: { code: 'slate-file.not-a-slate' } });
    expect(readSlateFile(JSON.stringify({ ...data, v: 9 }))).toEqual({ ok: false, error: { code: 'slate-file.newer', version: 9 } });
    const bad = { ...data, entries: [...data.entries, { points: [0, 12, 60, 68], tricks: [1, 0, 4, 4], march: null }] };
    expect(readSlateFile(JSON.stringify(bad))).toMatchObject({ ok: false, error: { code: 'slate-file.invalid', detail: { index: 1 } } });
    expect(readSlateFile(JSON.stringify({ ...data, setup: { ...data.setup, stake: 'x' } }))).toMatchObject({ ok: false, error: { code: 'slate-file.invalid' } });
    expect(readSlateFile(JSON.stringify({ ...data, entries: 'x' }))).toMatchObject({ ok: false, error: { code: 'slate-file.invalid' } });
    expect(readSlateFile(JSON.stringify({ format: SLATE_FILE_FORMAT, v: 1, setup: data.setup, entries: [{ points: [1e9, 0, 0, 0], tricks: [9, 0, 0, 0] }] }))).toMatchObject({
      ok: false,
      error: { code: 'slate-file.invalid', detail: { code: 'slate.bad-entry', index: 0 } },
    });
  });

  it('replaying reports the first entry the engine refuses', () => {
    const s = start();
    expect(replaySlate(s.setup, [{ points: [35, 35, 35, 35], tricks: [2, 2, 3, 2], march: null }, { points: [1, 1, 1, 1], tricks: [9, 0, 0, 0], march: null }])).toMatchObject({
      ok: false,
      error: { index: 1 },
    });
  });
});
