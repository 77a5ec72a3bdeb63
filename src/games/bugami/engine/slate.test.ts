import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, makeRules, type Rules } from './rules';
import {
  awaiting,
  checkSetup,
  completeTricks,
  enterDeal,
  newSlate,
  prepareEntry,
  readSlateFile,
  readSlateRecord,
  replaySlate,
  slateFile,
  slateRecord,
  undoLast,
  SLATE_FILE_FORMAT,
  type SlateEntry,
  type SlateSetup,
  type SlateState,
} from './slate';
import type { Bid } from './types';

const setupOf = (names: string[], rules: Partial<Rules> = {}, firstDealer = 0): SlateSetup => {
  const r = checkSetup({ names, firstDealer, rules });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const four = (rules: Partial<Rules> = {}) => setupOf(['Anna', 'Ben', 'Carla', 'David'], rules);
const five = (rules: Partial<Rules> = {}) => setupOf(['Anna', 'Ben', 'Carla', 'David', 'Eva'], rules);

const entry = (bids: Bid[], tricks: number[], bad: number[], last: number | null = null, nullKept?: (boolean | null)[]): SlateEntry => ({
  bids,
  tricks,
  bad,
  last,
  nullKept: nullKept ?? bids.map(() => null),
});

function enter(s: SlateState, e: unknown): SlateState {
  const r = enterDeal(s, e);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const errorOf = (s: SlateState, e: unknown) => {
  const r = enterDeal(s, e);
  return r.ok ? null : r.error;
};

describe('slate setup', () => {
  it('takes 3 to 7 names, a first dealer among them and the house rules', () => {
    const r = checkSetup({ names: ['  Anna  ', 'Ben', 'Carla'], firstDealer: 2, rules: { zwangshochzeit: true, target: 100 } });
    expect(r.ok && r.value.names).toEqual(['Anna', 'Ben', 'Carla']);
    expect(r.ok && r.value.rules).toEqual({ ...DEFAULT_RULES, zwangshochzeit: true, target: 100 });
    expect(checkSetup({ names: ['A', 'B'], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names' } });
    expect(checkSetup({ names: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names' } });
    expect(checkSetup({ names: ['A', 'B', ' '], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 3 })).toMatchObject({ ok: false, error: { field: 'firstDealer' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 0, rules: { target: 5 } })).toMatchObject({ ok: false, error: { field: 'rules' } });
    expect(checkSetup(null)).toMatchObject({ ok: false });
  });

  it('waits for the first deal: the dealer, his neighbour leads, tricks and cards set aside by the layout', () => {
    const s = newSlate(five({}));
    expect(awaiting(s)).toEqual({ kind: 'deal', deal: 1, dealer: 0, leader: 1, handSize: 10, remainder: 2, playOff: false });
    const ccw = newSlate(setupOf(['A', 'B', 'C', 'D', 'E', 'F', 'G'], { direction: 'counterclockwise', jokers: 1 }, 3));
    expect(awaiting(ccw)).toEqual({ kind: 'deal', deal: 1, dealer: 3, leader: 2, handSize: 7, remainder: 4, playOff: false });
  });
});

describe('entering a deal', () => {
  it('scores by the engine: division, clean, no trick, Null kept, with the reasons', () => {
    let s = newSlate(four());
    s = enter(s, entry(['H', 'S', 'NULL', 'C'], [4, 6, 0, 3], [3, 0, 0, 2], 1, [null, null, true, null]));
    const st = s.steps[0]!;
    expect(st.scores).toEqual([13, 120, 100, 15]);
    expect(st.figures.map((f) => f.reason.code)).toEqual(['score.divided', 'score.clean', 'score.null-made', 'score.divided']);
    expect(st.figures[0]).toMatchObject({ tricks: 4, bad: 3, partners: [], tookRemainder: false });
    expect(s.totals).toEqual([13, 120, 100, 15]);
    expect(awaiting(s)).toMatchObject({ deal: 2, dealer: 1, leader: 2 });
    expect(st.end).toEqual({ code: 'end.below-target', target: 250, highest: 120 });
  });

  it('the set-aside cards go to the winner of the last trick: counted in his bad cards, a trick only under OP7', () => {
    // Five players: 10 tricks, 2 cards set aside. Carla took the last trick; one of her 2 bad cards lay aside.
    const e = entry(['H', 'S', 'D', 'C', 'S'], [2, 3, 5, 0, 0], [1, 2, 2, 0, 0], 2);
    let s = enter(newSlate(five()), e);
    expect(s.steps[0]!.scores).toEqual([20, 15, 25, 30, 30]);
    expect(s.steps[0]!.figures[2]).toMatchObject({ tookRemainder: true, tricks: 5, bad: 2 });
    expect(s.steps[0]!.remainderTo).toBe(2);
    s = enter(newSlate(five({ remainderIsTrick: true })), e);
    expect(s.steps[0]!.extraTrick).toBe(true);
    expect(s.steps[0]!.scores).toEqual([20, 15, 30, 30, 30]);
    expect(s.steps[0]!.figures[2]).toMatchObject({ tricks: 6, bad: 2 });
  });

  it('who took the last trick is needed when cards were set aside, worked out when one player took every trick', () => {
    const s = newSlate(five());
    expect(errorOf(s, entry(['H', 'S', 'D', 'C', 'S'], [2, 3, 5, 0, 0], [1, 2, 2, 0, 0]))).toEqual({ code: 'slate.last-needed', remainder: 2 });
    expect(errorOf(s, entry(['H', 'S', 'D', 'C', 'S'], [2, 3, 5, 0, 0], [1, 2, 2, 0, 0], 3))).toEqual({ code: 'slate.last-without-trick', seat: 3 });
    // One player took all ten tricks: he took the last one too. 100 for him, 0 for everyone, Null included.
    const sweep = enter(s, entry(['H', 'S', 'D', 'NULL', 'S'], [10, 0, 0, 0, 0], [13, 0, 0, 0, 0], null, [null, null, null, true, null]));
    expect(sweep.steps[0]!.remainderTo).toBe(0);
    expect(sweep.steps[0]!.scores).toEqual([100, 0, 0, 0, 0]);
    expect(sweep.steps[0]!.figures.map((f) => f.reason.code)).toEqual(['score.all-tricks', 'score.other-took-all', 'score.other-took-all', 'score.other-took-all', 'score.other-took-all']);
    // OP10: a kept Null scores 100 even then.
    const op10 = enter(newSlate(five({ nullWhenOtherTakesAll: 100 })), entry(['H', 'S', 'D', 'NULL', 'S'], [10, 0, 0, 0, 0], [13, 0, 0, 0, 0]));
    expect(op10.steps[0]!.scores).toEqual([100, 0, 0, 100, 0]);
  });

  it('a broken Null scores 0; a Null bidder who takes every trick scores 0 (100 under OP9)', () => {
    let s = enter(newSlate(four()), entry(['NULL', 'S', 'H', 'C'], [1, 4, 4, 4], [0, 2, 1, 3], 3, [false, null, null, null]));
    expect(s.steps[0]!.scores).toEqual([0, 20, 40, 13]);
    expect(s.steps[0]!.figures[0]!.reason).toEqual({ code: 'score.null-failed', tricks: 1 });
    s = enter(newSlate(four()), entry(['NULL', 'S', 'H', 'C'], [13, 0, 0, 0], [0, 0, 0, 0]));
    expect(s.steps[0]!.scores).toEqual([0, 0, 0, 0]);
    expect(s.steps[0]!.figures[0]!.reason.code).toBe('score.null-all-tricks');
    s = enter(newSlate(four({ nullAllTricks: 100 })), entry(['NULL', 'S', 'H', 'C'], [13, 0, 0, 0], [0, 0, 0, 0]));
    expect(s.steps[0]!.scores).toEqual([100, 0, 0, 0]);
  });

  it('Zwangshochzeit: the same bad suit makes partners who pool tricks and bad cards and each get the score', () => {
    const s = enter(newSlate(four({ zwangshochzeit: true })), entry(['H', 'H', 'NULL', 'NULL'], [5, 3, 0, 5], [2, 2, 0, 0], 0));
    const st = s.steps[0]!;
    expect(st.scores).toEqual([20, 20, 100, 0]);
    expect(st.figures[0]).toMatchObject({ partners: [1], tricks: 8, bad: 4, reason: { code: 'score.divided', points: 80, bad: 4 } });
    expect(st.figures[2]).toMatchObject({ partners: [] });
    // Partners who together took every trick score 100 each (OP18 pooled) ...
    const all = enter(newSlate(four({ zwangshochzeit: true })), entry(['H', 'S', 'H', 'C'], [6, 0, 7, 0], [5, 0, 8, 0], 2));
    expect(all.steps[0]!.scores).toEqual([100, 0, 100, 0]);
    // ... but not per partner, where the one who took no trick scores 30 on his own.
    const per = enter(newSlate(four({ zwangshochzeit: true, partnershipSpecials: 'per-partner' })), entry(['H', 'S', 'H', 'C'], [0, 3, 7, 3], [0, 1, 4, 1], 2));
    expect(per.steps[0]!.scores).toEqual([30, 30, 17, 30]);
    expect(per.steps[0]!.figures[0]).toMatchObject({ score: 30, reason: { code: 'score.no-trick' }, partners: [2], tricks: 0 });
  });

  it('ends after the deal in which someone reaches the target: highest total wins, shared on a tie', () => {
    let s = newSlate(setupOf(['A', 'B', 'C'], { target: 100 }));
    // Three players: 17 tricks, 1 card aside. A: clean 6 tricks = 120.
    s = enter(s, entry(['S', 'H', 'D'], [6, 6, 5], [0, 1, 13], 2));
    expect(s.steps[0]!.scores).toEqual([120, 60, 3]);
    expect(s.winners).toEqual([0]);
    expect(s.end).toMatchObject({ code: 'end.highest-total', shared: false });
    expect(awaiting(s)).toEqual({ kind: 'over' });
    expect(errorOf(s, entry(['S', 'H', 'D'], [6, 6, 5], [0, 1, 13], 2))).toEqual({ code: 'slate.over' });
    // Tie: shared win; under the play-off rule the game goes on with a deciding deal.
    const tie = entry(['S', 'H', 'D'], [6, 6, 5], [0, 0, 13], 2);
    expect(enter(newSlate(setupOf(['A', 'B', 'C'], { target: 100 })), tie).winners).toEqual([0, 1]);
    let p = enter(newSlate(setupOf(['A', 'B', 'C'], { target: 100, playOff: true })), tie);
    expect(p.winners).toBeNull();
    expect(p.end).toMatchObject({ code: 'end.play-off', tied: [0, 1] });
    expect(awaiting(p)).toMatchObject({ kind: 'deal', deal: 2, playOff: true });
    p = enter(p, entry(['S', 'H', 'D'], [6, 6, 5], [0, 1, 13], 2));
    expect(p.winners).toEqual([0]);
  });
});

describe('entries that cannot happen are refused with a code', () => {
  const s = newSlate(four());
  it('tricks that do not add up to the tricks played', () => {
    expect(errorOf(s, entry(['H', 'S', 'D', 'C'], [4, 6, 2, 3], [1, 1, 1, 1], 1))).toEqual({ code: 'slate.tricks-over', sum: 15, played: 13 });
    expect(errorOf(s, entry(['H', 'S', 'D', 'C'], [4, 6, 0, 2], [1, 1, 0, 1], 1))).toEqual({ code: 'slate.tricks-under', sum: 12, played: 13 });
  });
  it('a Null with tricks declared kept, a Null without tricks declared broken, bad cards for a Null', () => {
    expect(errorOf(s, entry(['NULL', 'S', 'D', 'C'], [1, 6, 3, 3], [0, 1, 1, 1], 1, [true, null, null, null]))).toEqual({ code: 'slate.null-kept-with-tricks', seat: 0, tricks: 1 });
    expect(errorOf(s, entry(['NULL', 'S', 'D', 'C'], [0, 7, 3, 3], [0, 1, 1, 1], 1, [false, null, null, null]))).toEqual({ code: 'slate.null-broken-without-tricks', seat: 0 });
    expect(errorOf(s, entry(['NULL', 'S', 'D', 'C'], [0, 7, 3, 3], [2, 1, 1, 1], 1))).toEqual({ code: 'slate.null-bad', seat: 0, bad: 2 });
    // A kept-or-broken claim on a suit bid is malformed.
    expect(errorOf(s, entry(['H', 'S', 'D', 'C'], [4, 6, 0, 3], [1, 1, 0, 1], 1, [true, null, null, null]))).toMatchObject({ code: 'slate.bad-entry', field: 'nullKept', seat: 0 });
  });
  it('bad cards that do not add up', () => {
    expect(errorOf(s, entry(['H', 'S', 'D', 'C'], [4, 9, 0, 0], [1, 1, 1, 0], 1))).toEqual({ code: 'slate.bad-without-trick', seat: 2, bad: 1 });
    expect(errorOf(s, entry(['H', 'S', 'D', 'C'], [1, 10, 1, 1], [5, 1, 1, 1], 1))).toEqual({ code: 'slate.bad-over-pile', seat: 0, bad: 5, cards: 4 });
    expect(errorOf(s, entry(['H', 'S', 'D', 'C'], [4, 6, 0, 3], [14, 1, 0, 1], 1))).toEqual({ code: 'slate.bad-over-suit', seat: 0, bad: 14, max: 13 });
    expect(errorOf(s, entry(['H', 'H', 'D', 'C'], [4, 6, 0, 3], [7, 7, 0, 1], 1))).toEqual({ code: 'slate.suit-over', suit: 'H', seats: [0, 1], bad: 14, max: 13 });
    // Everybody named hearts: all thirteen hearts are in their piles.
    expect(errorOf(s, entry(['H', 'H', 'H', 'H'], [4, 6, 0, 3], [3, 4, 0, 2], 1))).toEqual({ code: 'slate.suit-under', suit: 'H', seats: [0, 1, 2, 3], bad: 9, min: 13 });
    expect(enterDeal(s, entry(['H', 'H', 'H', 'H'], [4, 6, 0, 3], [3, 8, 0, 2], 1)).ok).toBe(true);
    // With one Joker (and five players, three cards aside) a suit's bidders may count 14, and a Joker outside a
    // Null pile always counts.
    const j = newSlate(five({ jokers: 1 }));
    expect(awaiting(j)).toMatchObject({ handSize: 10, remainder: 3 });
    expect(enterDeal(j, entry(['H', 'H', 'H', 'H', 'H'], [2, 2, 2, 2, 2], [3, 3, 3, 3, 2], 0)).ok).toBe(true);
    expect(errorOf(j, entry(['H', 'H', 'H', 'H', 'H'], [2, 2, 2, 2, 2], [3, 3, 3, 2, 1], 0))).toMatchObject({ code: 'slate.suit-under', min: 13 });
    expect(errorOf(j, entry(['H', 'H', 'H', 'H', 'H'], [2, 2, 2, 2, 2], [3, 3, 3, 3, 1], 0))).toEqual({ code: 'slate.jokers', jokers: 1 });
    expect(errorOf(j, entry(['H', 'S', 'D', 'C', 'C'], [2, 2, 2, 2, 2], [0, 0, 0, 0, 0], 0))).toEqual({ code: 'slate.jokers', jokers: 1 });
    expect(errorOf(j, entry(['H', 'S', 'D', 'C', 'NULL'], [2, 2, 2, 2, 2], [0, 0, 0, 0, 0], 0))).toBeNull();
  });
  it('malformed values, without an exception', () => {
    for (const bad of [null, 3, 'x', {}, { bids: [] }, entry(['H', 'S', 'D'] as Bid[], [4, 6, 3], [0, 0, 0]), { ...entry(['H', 'S', 'D', 'X' as Bid], [4, 6, 0, 3], [1, 1, 0, 1], 1) }, { ...entry(['H', 'S', 'D', 'C'], [4, 6, 0, 3.5], [1, 1, 0, 1], 1) }, { ...entry(['H', 'S', 'D', 'C'], [4, 6, 0, 3], [1, 1, 0, 1], 9) }]) {
      expect(errorOf(s, bad)).toMatchObject({ code: 'slate.bad-entry' });
    }
    expect(enterDeal(null as unknown as SlateState, {})).toMatchObject({ ok: false, error: { code: 'slate.bad-state' } });
    expect(awaiting({} as SlateState)).toEqual({ kind: 'over' });
  });
  it('a typed deal: one blank trick count worked out, blank bad cards are none, every bid needed', () => {
    expect(prepareEntry(s, { bids: ['H', 'S', 'NULL', 'C'], tricks: [4, null, 0, 3], bad: [3, null, 5, 2], last: 1, nullKept: [true, null, true, null] })).toEqual({
      ok: true,
      value: entry(['H', 'S', 'NULL', 'C'], [4, 6, 0, 3], [3, 0, 0, 2], 1, [null, null, true, null]),
    });
    expect(prepareEntry(s, { bids: ['H', null, 'NULL', 'C'], tricks: [4, null, 0, 3], bad: [3, null, 5, 2], last: 1 })).toEqual({ ok: false, error: { code: 'slate.bid-missing', seat: 1 } });
    expect(prepareEntry(s, { bids: ['H', 'S', 'NULL', 'C'], tricks: [4, null, null, 3], bad: [3, null, 5, 2], last: 1 })).toMatchObject({ ok: false, error: { code: 'slate.tricks-blanks' } });
    expect(prepareEntry(s, 'x')).toMatchObject({ ok: false });
  });
  it('one blank trick count is worked out; two are not', () => {
    expect(completeTricks([4, null, 0, 3], 13)).toEqual({ ok: true, value: [4, 6, 0, 3] });
    expect(completeTricks([4, null, null, 3], 13)).toEqual({ ok: false, error: { code: 'slate.tricks-blanks', count: 2 } });
    expect(completeTricks([10, null, 4, 3], 13)).toEqual({ ok: false, error: { code: 'slate.tricks-over', sum: 17, played: 13 } });
    expect(completeTricks([4, 6, 0, 3], 13)).toEqual({ ok: true, value: [4, 6, 0, 3] });
  });
});

describe('undo, replay, saved records and files', () => {
  const deals = [entry(['H', 'S', 'NULL', 'C'], [4, 6, 0, 3], [3, 0, 0, 2], 1), entry(['D', 'D', 'S', 'NULL'], [5, 5, 3, 0], [2, 1, 1, 0], 0)];
  const played = deals.reduce(enter, newSlate(four({ zwangshochzeit: true })));
  it('undo is a replay without the last entry, any number of times', () => {
    const u = undoLast(played);
    expect(u.ok && u.value.entries).toEqual([deals[0]]);
    expect(u.ok && u.value.totals).toEqual(played.steps[0]!.totalsAfter);
    const u2 = u.ok ? undoLast(u.value) : u;
    expect(u2.ok && u2.value.totals).toEqual([0, 0, 0, 0]);
    expect(u2.ok && undoLast(u2.value)).toEqual({ ok: false, error: { code: 'slate.nothing-to-undo' } });
  });
  it('a record and a file read back to the same slate; bad ones are refused with the entry that fails', () => {
    expect(readSlateRecord(JSON.parse(JSON.stringify(slateRecord(played))))).toEqual({ ok: true, value: played });
    const text = slateFile(played);
    expect(JSON.parse(text)).toMatchObject({ format: SLATE_FILE_FORMAT, v: 1 });
    expect(readSlateFile(text)).toEqual({ ok: true, value: played });
    expect(readSlateFile('{')).toEqual({ ok: false, error: { code: 'slate-file.not-json' } });
    expect(readSlateFile('{"format":"hindersche-slate","v":1}')).toEqual({ ok: false, error: { code: 'slate-file.not-a-slate' } });
    expect(readSlateFile(text.replace('"v": 1', '"v": 7'))).toEqual({ ok: false, error: { code: 'slate-file.newer', version: 7 } });
    const broken = JSON.parse(text);
    broken.entries[1].tricks[0] = 9;
    expect(readSlateFile(JSON.stringify(broken))).toMatchObject({ ok: false, error: { code: 'slate-file.invalid', detail: { code: 'slate.tricks-over', index: 1 } } });
    expect(replaySlate(played.setup, 'x' as unknown as unknown[])).toMatchObject({ ok: false });
  });
  it('entries missing the Null claims read as "nothing said"', () => {
    const { nullKept: _n, ...bare } = deals[0]!;
    const r = replaySlate(played.setup, [bare]);
    expect(r.ok && r.value.entries[0]!.nullKept).toEqual([null, null, null, null]);
  });
  it('rules are the engine rules (unknown options refused)', () => {
    expect(makeRules({ target: 100 }).ok).toBe(true);
    expect(readSlateRecord({ setup: { names: ['a', 'b', 'c'], firstDealer: 0, rules: { foo: 1 } }, entries: [] })).toMatchObject({ ok: false, error: { code: 'slate.bad-setup', field: 'rules' } });
  });
});
