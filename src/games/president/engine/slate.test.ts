import { describe, expect, it } from 'vitest';
import {
  awaiting,
  checkSetup,
  completeOrder,
  enterResult,
  newSlate,
  readSlateFile,
  replaySlate,
  slateFile,
  storedSlate,
  undoLast,
  SLATE_FILE_FORMAT,
  SLATE_VERSION,
  type SlateState,
} from './slate';
import { DEFAULT_RULES } from './rules';

const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora', 'Erik', 'Frida'];

function start(players: number, rules: Record<string, unknown> = {}, firstDealer = 0): SlateState {
  const s = checkSetup({ names: NAMES.slice(0, players), firstDealer, rules });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return newSlate(s.value);
}

function play(s: SlateState, ...orders: (number | null)[][]): SlateState {
  for (const order of orders) {
    const r = enterResult(s, { order });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

const last = (s: SlateState) => s.steps[s.steps.length - 1]!;

describe("President's slate: setup", () => {
  it('takes 3 to 6 distinct names, a first dealer among them and known rules', () => {
    expect(checkSetup({ names: ['A', 'B'], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names', min: 3, max: 6 } });
    expect(checkSetup({ names: NAMES.concat('Gus'), firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names', min: 3, max: 6 } });
    expect(checkSetup({ names: ['A', ' ', 'C'], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names', min: 3, max: 6 } });
    expect(checkSetup({ names: ['Anna', 'anna ', 'C'], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names', problem: 'same' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 3 })).toMatchObject({ ok: false, error: { field: 'firstDealer' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 0, rules: { target: 0 } })).toMatchObject({ ok: false, error: { field: 'rules' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 0, rules: { bombs: true } })).toMatchObject({ ok: false, error: { field: 'rules' } });
    expect(checkSetup({ names: ['  Anna   Maria ', 'B', 'C'], firstDealer: 1 })).toEqual({ ok: true, value: { names: ['Anna Maria', 'B', 'C'], firstDealer: 1, rules: DEFAULT_RULES } });
    expect(checkSetup(null).ok).toBe(false);
    expect(checkSetup('x').ok).toBe(false);
  });

  it('waits for the first deal: the chosen dealer, forehand on his left gets the first card and leads, no exchange', () => {
    expect(awaiting(start(4, {}, 3))).toMatchObject({ kind: 'deal', deal: 1, seating: [0, 1, 2, 3], dealer: 3, firstCardTo: 0, leader: 0, roles: null, exchange: { kind: 'none', cause: 'first-deal' } });
    expect(awaiting(start(5, {}, 1))).toMatchObject({ dealer: 1, firstCardTo: 2, leader: 2 });
  });
});

describe("President's slate: finishing orders", () => {
  it('completes an order whose last place is blank, and refuses repeats, gaps and strangers with who is meant', () => {
    expect(completeOrder(4, [2, 0, 3])).toEqual({ ok: true, value: [2, 0, 3, 1] });
    expect(completeOrder(4, [2, 0, 3, null])).toEqual({ ok: true, value: [2, 0, 3, 1] });
    expect(completeOrder(4, [2, 0, 3, 1])).toEqual({ ok: true, value: [2, 0, 3, 1] });
    expect(completeOrder(4, [2, 0, 2, 1])).toEqual({ ok: false, error: { code: 'slate.order.duplicate', player: 2, places: [0, 2], missing: [3] } });
    expect(completeOrder(4, [2, 0, 2])).toEqual({ ok: false, error: { code: 'slate.order.duplicate', player: 2, places: [0, 2], missing: [1, 3] } });
    expect(completeOrder(4, [2, 0])).toEqual({ ok: false, error: { code: 'slate.order.missing', missing: [1, 3] } });
    expect(completeOrder(4, [])).toEqual({ ok: false, error: { code: 'slate.order.missing', missing: [0, 1, 2, 3] } });
    expect(completeOrder(4, [2, null, 3])).toEqual({ ok: false, error: { code: 'slate.order.blank', place: 1 } });
    expect(completeOrder(4, [2, 0, 7])).toEqual({ ok: false, error: { code: 'slate.order.unknown-player', place: 2 } });
    expect(completeOrder(4, [2, 0, '1'])).toEqual({ ok: false, error: { code: 'slate.order.unknown-player', place: 2 } });
    expect(completeOrder(3, [2, 0, 1, 3])).toEqual({ ok: false, error: { code: 'slate.order.too-long', players: 3, got: 4 } });
    expect(completeOrder(4, 'x').ok).toBe(false);
    expect(completeOrder(2, [0, 1]).ok).toBe(false);
  });

  it('a refused entry changes nothing', () => {
    const s = start(4);
    const r = enterResult(s, { order: [1, 1, 2, 3] });
    expect(r).toMatchObject({ ok: false, error: { code: 'slate.order.duplicate', player: 1, missing: [0] } });
    expect(s.entries).toEqual([]);
    expect(enterResult(s, null)).toMatchObject({ ok: false, error: { code: 'slate.order.not-a-list' } });
    expect(enterResult(s, { order: 'abc' })).toMatchObject({ ok: false, error: { code: 'slate.order.not-a-list' } });
  });
});

describe("President's slate: scoring and the next deal", () => {
  it('scores n-1 ... 0 by place, gives the roles, re-seats, lets the Bottom deal from the President, plans the exchange', () => {
    const s = play(start(5, {}, 4), [3, 1, 4, 0, 2]);
    const step = last(s);
    expect(step.points).toEqual([1, 3, 0, 4, 2]);
    expect(step.roles).toEqual(['citizen', 'citizen', 'bottom', 'president', 'citizen']);
    expect(step.titles).toEqual([null, null, null, null, null]);
    expect(step.reasons[0]).toEqual({ code: 'slate.points', player: 3, place: 0, players: 5, points: 4, scoring: 'places', role: 'president', title: null });
    expect(step.reasons[5]).toEqual({ code: 'slate.end', reason: { code: 'end.not-yet', target: 15, best: 4 } });
    expect(step.played).toMatchObject({ deal: 1, dealer: 4, firstCardTo: 0, leader: 0 });
    expect(awaiting(s)).toMatchObject({
      kind: 'deal',
      deal: 2,
      seating: [3, 1, 4, 0, 2],
      dealer: 2,
      firstCardTo: 3,
      leader: 3,
      roles: { president: 3, bottom: 2 },
      exchange: { kind: 'exchange', count: 3, bottom: 2, president: 3, presidentReturns: 'lowest-own', jokersKept: false },
    });
    expect(awaiting(s).kind === 'deal' && awaiting(s)).toMatchObject({
      reasons: [
        { code: 'slate.next.seating', seating: [3, 1, 4, 0, 2] },
        { code: 'slate.next.dealer', dealer: 2, firstCardTo: 3, cause: 'bottom' },
        { code: 'slate.next.exchange' },
        { code: 'slate.next.lead', leader: 3, cause: 'president' },
      ],
    });
  });

  it('rare: a three-player game plans the three-card exchange between the only President and Bottom', () => {
    const s = play(start(3), [1, 2]);
    expect(s.entries).toEqual([{ order: [1, 2, 0] }]);
    expect(last(s).points).toEqual([0, 2, 1]);
    expect(s.next).toMatchObject({ dealer: 0, firstCardTo: 1, leader: 1, exchange: { kind: 'exchange', count: 3, bottom: 0, president: 1 } });
  });

  it('the exchange follows the house: two cards, none, one under Trouduc with Jokers kept, what the President returns', () => {
    expect(play(start(4, { exchangeCards: 2, presidentReturns: 'free-choice' }), [0, 1, 2, 3]).next?.exchange).toEqual({ kind: 'exchange', count: 2, bottom: 3, president: 0, presidentReturns: 'free-choice', jokersKept: false });
    expect(play(start(4, { exchangeCards: 0 }), [0, 1, 2, 3]).next?.exchange).toEqual({ kind: 'none', cause: 'switched-off' });
    expect(play(start(4, { variant: 'trouduc' }), [0, 1, 2, 3]).next?.exchange).toMatchObject({ kind: 'exchange', count: 1, jokersKept: true });
  });

  it('Trouduc scores 2/1/0 to 11; citizen titles by place are reported', () => {
    const s = play(start(5, { variant: 'trouduc', titles: 'by-place' }), [4, 3, 2, 1, 0]);
    expect(last(s).points).toEqual([0, 0, 0, 1, 2]);
    expect(last(s).titles).toEqual([null, 3, 2, 1, null]);
    expect(last(s).reasons[1]).toMatchObject({ code: 'slate.points', player: 3, place: 1, points: 1, scoring: 'trouduc', role: 'citizen', title: 1 });
    expect(last(s).reasons[5]).toEqual({ code: 'slate.end', reason: { code: 'end.not-yet', target: 11, best: 2 } });
  });

  it('one player at the target wins; nothing more can be entered, and undo opens the game again', () => {
    // 3 players (2, 1, 0 points a deal), target 5.
    let s = play(start(3, { target: 5 }), [0, 1, 2], [0, 2, 1]);
    expect(s.totals).toEqual([4, 1, 1]);
    s = play(s, [0, 1, 2]);
    expect(s.totals).toEqual([6, 2, 1]);
    expect(s.winner).toBe(0);
    expect(awaiting(s)).toEqual({ kind: 'over', winner: 0, reason: { code: 'end.reached', winner: 0, total: 6 } });
    expect(enterResult(s, { order: [0, 1, 2] })).toEqual({ ok: false, error: { code: 'slate.over' } });
    const back = undoLast(s);
    expect(back.ok && back.value.next?.deal).toBe(3);
    expect(back.ok && back.value.winner).toBe(null);
  });

  it('rare: two reach the target with equal totals in the same deal, and more points in that deal win', () => {
    const s = play(start(3, { target: 5 }), [0, 1, 2], [1, 0, 2], [2, 1, 0], [0, 1, 2]);
    expect(s.totals).toEqual([5, 5, 2]);
    expect(s.end).toEqual({ code: 'end.last-deal-points', winner: 0, points: 2, reached: [0, 1] });
    expect(s.winner).toBe(0);
  });

  it('rare: two reach the target, the higher total wins, unless the house reads the tie-break as last-deal points', () => {
    // 4 players, target 10: Anna 9, Bert 7, then Bert first and Anna second: Anna 11, Bert 10.
    const orders = [[0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [2, 1, 3, 0], [1, 0, 2, 3]];
    const a = play(start(4, { target: 10 }), ...orders.slice(0, 4));
    expect(a.totals).toEqual([9, 7, 6, 2]);
    const highest = play(a, orders[4]!);
    expect(highest.end).toEqual({ code: 'end.highest-total', winner: 0, total: 11, reached: [0, 1] });
    const lastDeal = play(start(4, { target: 10, tieBreak: 'last-deal' }), ...orders);
    expect(lastDeal.end).toEqual({ code: 'end.last-deal-points', winner: 1, points: 3, reached: [0, 1] });
  });
});

describe("President's slate: undo, records and files", () => {
  it('undo replays without the last entry, down to the first deal', () => {
    const s = play(start(4), [0, 1, 2, 3], [3, 2, 1, 0]);
    const one = undoLast(s);
    expect(one.ok && one.value.totals).toEqual([3, 2, 1, 0]);
    const none = one.ok ? undoLast(one.value) : one;
    expect(none.ok && none.value.entries).toEqual([]);
    expect(none.ok && undoLast(none.value)).toEqual({ ok: false, error: { code: 'slate.nothing-to-undo' } });
  });

  it('exports a versioned file and imports it back; refuses what it cannot replay with the reason', () => {
    const s = play(start(4, { target: 10 }), [0, 1, 2, 3], [3, 2, 1, 0]);
    const text = slateFile(s);
    expect(JSON.parse(text)).toMatchObject({ format: SLATE_FILE_FORMAT, v: SLATE_VERSION });
    const back = readSlateFile(text);
    expect(back.ok && back.value.totals).toEqual(s.totals);
    expect(back.ok && back.value.setup).toEqual(s.setup);
    expect(readSlateFile('{')).toEqual({ ok: false, error: { code: 'slate-file.not-json' } });
    expect(readSlateFile(JSON.stringify({ format: 'hindersche-slate', v: 1 }))).toEqual({ ok: false, error: { code: 'slate-file.not-a-slate' } });
    expect(readSlateFile(text.replace(`"v": ${SLATE_VERSION}`, '"v": 99'))).toEqual({ ok: false, error: { code: 'slate-file.newer', version: 99 } });
    const bad = JSON.parse(text);
    bad.entries[1].order = [3, 3, 1, 0];
    expect(readSlateFile(JSON.stringify(bad))).toMatchObject({ ok: false, error: { code: 'slate-file.invalid', detail: { code: 'slate.order.duplicate', index: 1 } } });
    expect(readSlateFile(42)).toEqual({ ok: false, error: { code: 'slate-file.not-json' } });
  });

  it('reads the stored record: none, a slate, or invalid', () => {
    const s = play(start(3), [0, 1, 2]);
    expect(storedSlate({ v: 1, setup: null, entries: null })).toEqual({ ok: true, value: null });
    const r = storedSlate({ v: 1, setup: s.setup, entries: s.entries });
    expect(r.ok && r.value?.totals).toEqual([2, 1, 0]);
    expect(storedSlate({ v: 1, setup: s.setup, entries: [{ order: [0, 0, 1] }] })).toEqual({ ok: false, reason: 'invalid' });
    expect(storedSlate({ v: 1, setup: { names: [] }, entries: [] })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never throws on a state it did not make', () => {
    for (const junk of [null, 1, {}, { entries: [] }, { entries: [], setup: {}, totals: [] }, { entries: [], setup: { names: ['a', 'b', 'c'] }, totals: [0, 0, 0], next: { deal: 1 } }]) {
      expect(() => enterResult(junk as unknown as SlateState, { order: [0, 1, 2] })).not.toThrow();
      expect(() => undoLast(junk as unknown as SlateState)).not.toThrow();
      expect(() => awaiting(junk as unknown as SlateState)).not.toThrow();
      expect(() => slateFile(junk as unknown as SlateState)).not.toThrow();
    }
    expect(replaySlate(start(3).setup, 'x' as unknown as unknown[]).ok).toBe(false);
  });
});
