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
  storedSlate,
  SLATE_FILE_FORMAT,
  SLATE_VERSION,
  type SlateState,
} from './slate';
import { loadRecord, type RecordStorage } from '../../../shared/saving/record';
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

  describe('starting in the middle of a rubber', () => {
    const standing = (start: Record<string, unknown>, firstDealer = 0, rules: Record<string, unknown> = {}) =>
      checkSetup({ names: NAMES, firstDealer, rules, stake: 1, start: { game: 1, frame: [0, 0, 0, 0], phase: 2, active: [0, 1, 2], slate: [2, 1, 1, 0], ...start } });
    const refused = (start: Record<string, unknown>, firstDealer = 0, rules: Record<string, unknown> = {}) => {
      const r = standing(start, firstDealer, rules);
      return r.ok ? null : r.error;
    };

    it('refuses a standing no rubber can reach, with the reason', () => {
      expect(refused({ game: 5 })).toEqual({ code: 'slate.start.game', game: 5, games: 4 });
      expect(refused({ game: 3 })).toEqual({ code: 'slate.start.frame-total', total: 0, finished: 2, min: 2, max: 4 });
      expect(refused({ game: 2, frame: [3, 0, 0, 0] })).toEqual({ code: 'slate.start.frame-total', total: 3, finished: 1, min: 1, max: 2 });
      // One finished game puts its frame marks on one player only.
      expect(refused({ game: 2, frame: [1, 1, 0, 0] })).toEqual({ code: 'slate.start.frame-split', finished: 1, needed: 2 });
      expect(refused({ phase: 1, active: [0, 1, 2, 3], slate: [2, 1, 1, 0] })).toEqual({ code: 'slate.start.phase1-marks', marks: 4 });
      expect(refused({ phase: 1, active: [0, 1, 2], slate: [1, 0, 0, 0] })).toEqual({ code: 'slate.start.phase1-players', count: 3 });
      expect(refused({ active: [0], slate: [2, 0, 0, 0] })).toEqual({ code: 'slate.start.players', count: 1 });
      expect(refused({ slate: [3, 1, 0, 0] })).toEqual({ code: 'slate.start.in-without-marks', seat: 2 });
      expect(refused({ active: [0, 1], slate: [2, 1, 1, 0] })).toEqual({ code: 'slate.start.out-with-marks', seat: 2, marks: 1 });
      expect(refused({ slate: [1, 1, 1, 0] })).toEqual({ code: 'slate.start.too-few-marks', marks: 3, players: 3, min: 4 });
      expect(refused({ slate: [3, 2, 2, 0] })).toEqual({ code: 'slate.start.too-many-marks', marks: 7, players: 3, max: 6 });
      expect(refused({ active: [0, 1], slate: [4, 3, 0, 0] })).toEqual({ code: 'slate.start.too-many-marks', marks: 7, players: 2, max: 6 });
      expect(refused({ active: [0, 1], slate: [5, 1, 0, 0] })).toEqual({ code: 'slate.start.own-marks', seat: 0, marks: 5, max: 4 });
      expect(refused({}, 3)).toEqual({ code: 'slate.start.dealer-out', seat: 3 });
      expect(refused({ phase: 3 })).toEqual({ code: 'slate.start.bad', field: 'phase' });
      expect(refused({ active: [0, 0, 1] })).toEqual({ code: 'slate.start.bad', field: 'active' });
      expect(checkSetup({ names: NAMES, firstDealer: 0, stake: 1, start: 'game 2' })).toMatchObject({ ok: false, error: { code: 'slate.start.bad' } });
      // The house rules decide what can happen: three marks with three players under VP14-B, a dropped-out dealer under VP02-B.
      expect(standing({ slate: [1, 1, 1, 0] }, 0, { VP14: 'B' }).ok).toBe(true);
      expect(standing({}, 3, { VP02: 'B' }).ok).toBe(true);
      expect(standing({ game: 4 }, 0, { VP22: 8 })).toMatchObject({ ok: false, error: { code: 'slate.start.frame-total' } });
      expect(standing({ game: 4, frame: [2, 1, 0, 0] }, 0, { VP22: 8 }).ok).toBe(true);
    });

    it('three players in Butzen in game 3: plays on to the end of the game, then game 4 with all four, and settles all frame marks', () => {
      const setup = standing({ game: 3, frame: [1, 0, 1, 0] }, 1);
      if (!setup.ok) throw new Error(JSON.stringify(setup.error));
      let s = newSlate(setup.value);
      expect(awaiting(s)).toEqual({ kind: 'regular', game: 3, phase: 2, dealNumber: 1, dealer: 1, leader: 2, players: [0, 1, 2] });
      // R3 (three players, four marks): Bert has fewest and erases his only mark, Cilli has most and adds one.
      s = enter(s, [50, 10, 60, 0], [4, 1, 4, 0]);
      expect(last(s).reasons.find((r) => r.code === 'phase2.row')).toMatchObject({ row: 'R3', players: 3, marks: 4 });
      expect(s.slate).toEqual([2, 0, 2, 0]);
      expect(s.active).toEqual([0, 2]);
      expect(awaiting(s)).toMatchObject({ dealer: 2, leader: 0, players: [0, 2] });
      s = enter(s, [10, 0, 60, 0], [3, 0, 6, 0]);
      s = enter(s, [10, 0, 60, 0], [3, 0, 6, 0]);
      expect(last(s).gameOver).toEqual({ loser: 2, frameMarks: 1 });
      expect(s.frame).toEqual([1, 0, 2, 0]);
      expect(awaiting(s)).toMatchObject({ kind: 'regular', game: 4, phase: 1, players: [0, 1, 2, 3] });
      // Game 4: Anna takes the most points four times and is shut out; that ends the rubber.
      for (let i = 0; i < 4; i++) s = enter(s, [50, 20, 30, 40], [3, 2, 2, 2]);
      expect(s.frame).toEqual([3, 0, 2, 0]);
      expect(awaiting(s)).toEqual({ kind: 'over' });
      // Five frame marks at 1 each: net = 5 - 4 x own.
      expect(s.settlement).toEqual([-7, 5, -3, 5]);
    });

    it('two players left in the last game: the one who erases his last mark leaves the other the loser', () => {
      const setup = standing({ game: 2, frame: [0, 0, 0, 1], active: [1, 3], slate: [0, 2, 0, 1] }, 3, { VP22: 2 });
      if (!setup.ok) throw new Error(JSON.stringify(setup.error));
      let s = newSlate(setup.value);
      expect(awaiting(s)).toEqual({ kind: 'regular', game: 2, phase: 2, dealNumber: 1, dealer: 3, leader: 1, players: [1, 3] });
      s = enter(s, [0, 40, 0, 30], [0, 5, 0, 4]);
      expect(last(s).gameOver).toEqual({ loser: 1, frameMarks: 1 });
      expect(s.frame).toEqual([0, 1, 0, 1]);
      expect(s.settlement).toEqual([2, -2, 2, -2]);
    });

    it('in phase 1 with marks: each mark counts as an earlier deal, so the phase ends at four marks', () => {
      const setup = standing({ phase: 1, active: [0, 1, 2, 3], slate: [0, 2, 1, 0] }, 2);
      if (!setup.ok) throw new Error(JSON.stringify(setup.error));
      let s = newSlate(setup.value);
      expect(s.phase1Deals).toBe(3);
      s = enter(s, [20, 50, 30, 40], [2, 3, 2, 2]);
      expect(s.slate).toEqual([0, 3, 1, 0]);
      expect(s.phase).toBe(2);
      expect(s.active).toEqual([1, 2]);
    });

    it('undo goes back to the standing; the record and the file keep it', () => {
      const setup = standing({ game: 3, frame: [1, 0, 1, 0] }, 1);
      if (!setup.ok) throw new Error('setup');
      const s0 = newSlate(setup.value);
      const s1 = enter(s0, [50, 10, 60, 0], [4, 1, 4, 0]);
      expect(undoLast(s1)).toEqual({ ok: true, value: s0 });
      expect(JSON.parse(slateFile(s1))).toMatchObject({ v: SLATE_VERSION, setup: { start: { game: 3, phase: 2, active: [0, 1, 2] } } });
      expect(readSlateFile(slateFile(s1))).toEqual({ ok: true, value: s1 });
      expect(readSlateRecord(JSON.parse(JSON.stringify({ v: SLATE_VERSION, ...slateRecord(s1) })))).toEqual({ ok: true, value: s1 });
    });
  });

  describe('records and files saved before the starting standing (version 1)', () => {
    const V1_SETUP = { names: NAMES, firstDealer: 0, rules: { ...DEFAULT_RULES }, stake: 0.5 };
    const V1_ENTRIES = RUBBER.slice(0, 2).map((e) => ({ points: e.points, tricks: e.tricks, march: null }));
    const memory = (items: Record<string, string>): RecordStorage & { items: Record<string, string> } => ({
      items,
      getItem: (k) => items[k] ?? null,
      setItem: (k, v) => {
        items[k] = v;
      },
      removeItem: (k) => {
        delete items[k];
      },
    });

    it('a version-1 record in the browser still loads, as a rubber from its start', () => {
      expect(SLATE_VERSION).toBe(2);
      const storage = memory({ 'hindersche.slate': JSON.stringify({ v: 1, setup: V1_SETUP, entries: V1_ENTRIES }) });
      const r = loadRecord(storage, 'hindersche.slate', SLATE_VERSION, storedSlate);
      let s = start();
      for (const e of RUBBER.slice(0, 2)) s = enter(s, e.points, e.tricks);
      expect(r).toEqual({ kind: 'ok', value: s });
      // A version-1 record at the setup (no slate yet) reads as such.
      expect(loadRecord(memory({ 'hindersche.slate': JSON.stringify({ v: 1, setup: null, entries: null }) }), 'hindersche.slate', SLATE_VERSION, storedSlate)).toEqual({ kind: 'ok', value: null });
    });

    it('a version-1 record knew no standing: a start in one is not taken', () => {
      const r = readSlateRecord({ v: 1, setup: { ...V1_SETUP, start: { game: 2, frame: [1, 0, 0, 0], phase: 1, active: [0, 1, 2, 3], slate: [0, 0, 0, 0] } }, entries: [] });
      expect(r.ok && r.value.game).toBe(1);
      expect(r.ok && r.value.setup.start).toBeUndefined();
    });

    it('a record from a newer version is left untouched', () => {
      const text = JSON.stringify({ v: SLATE_VERSION + 1, setup: { names: NAMES, later: true }, entries: [] });
      const storage = memory({ 'hindersche.slate': text });
      expect(loadRecord(storage, 'hindersche.slate', SLATE_VERSION, storedSlate)).toEqual({ kind: 'newer', version: SLATE_VERSION + 1 });
      expect(storage.items).toEqual({ 'hindersche.slate': text });
    });

    it('a file exported before the change still imports', () => {
      const file = JSON.stringify({ format: SLATE_FILE_FORMAT, v: 1, setup: V1_SETUP, entries: V1_ENTRIES }, null, 1);
      const r = readSlateFile(file);
      expect(r.ok && r.value.entries.length).toBe(2);
      expect(r.ok && r.value.slate).toEqual([0, 2, 1, 1]);
    });
  });
});
