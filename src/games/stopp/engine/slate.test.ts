import { describe, expect, it } from 'vitest';
import { fileText, readFile, readRecord, record, replay, undo } from '../../../shared/slate/engine';
import { awaiting, checkSetup, enterResult, newSlate, slateTotal, STOPP_SLATE, SLATE_FILE_FORMAT, SLATE_VERSION, type SlateSetup, type SlateState } from './slate';

const replaySlate = (setup: SlateSetup, entries: unknown[]) => replay(STOPP_SLATE, setup, entries);
const undoLast = (s: SlateState) => undo(STOPP_SLATE, s);
const readSlateFile = (text: unknown) => readFile(STOPP_SLATE, text);
const readSlateRecord = (x: unknown) => readRecord(STOPP_SLATE, x);
const slateFile = (s: SlateState) => fileText(STOPP_SLATE, s);

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function slate(setup: Record<string, unknown> = {}): SlateState {
  return newSlate(must(checkSetup({ names: ['Anna', 'Bert', 'Cilla', 'Dag'], firstDealer: 3, ...setup })));
}

const enter = (s: SlateState, held: (number | null)[], lastOut: number | null = null) => enterResult(s, { held, lastOut });
const code = (r: { ok: boolean; error?: unknown }) => (r.ok ? 'ok' : (r as { error: { code: string } }).error.code);

describe('setup', () => {
  it('takes 3 to 6 named players, 10 each by default, an empty pot and the default rules', () => {
    const s = must(checkSetup({ names: ['  Anna ', 'Bert', 'Cilla'], firstDealer: 0 }));
    expect(s).toMatchObject({ names: ['Anna', 'Bert', 'Cilla'], capital: [10, 10, 10], pot: 0, firstDealer: 0 });
    expect(s.rules.short_payment).toBe('pay-what-is-left');
  });
  it('refuses what cannot be a table', () => {
    expect(code(checkSetup({ names: ['A', 'B'], firstDealer: 0 }))).toBe('slate.bad-setup');
    expect(code(checkSetup({ names: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], firstDealer: 0 }))).toBe('slate.bad-setup');
    expect(code(checkSetup({ names: ['A', 'B', ' '], firstDealer: 0 }))).toBe('slate.bad-setup');
    expect(checkSetup({ names: ['Anna', 'Bert', 'anna'], firstDealer: 0 })).toEqual({ ok: false, error: { code: 'slate.names-repeat', name: 'anna' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], capital: [10, 0, 10], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'capital' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], capital: [10, 10], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'capital' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], pot: -1, firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'pot' } });
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 3 })).toMatchObject({ ok: false, error: { field: 'firstDealer' } });
    expect(checkSetup({ names: ['A', 'B'], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names', min: 3, max: 6 } });
    expect(checkSetup({ names: ['A', 'B', 'C'], firstDealer: 0, rules: { short_payment: 'never' } })).toMatchObject({ ok: false, error: { field: 'rules' } });
    for (const bad of [null, 3, 'x', [], { names: 'ABC' }]) expect(checkSetup(bad).ok).toBe(false);
  });
  it('the first deal: the dealer\'s left is forehand and leads', () => {
    expect(awaiting(slate())).toMatchObject({ kind: 'deal', deal: 1, dealer: 3, dealerReason: 'rotation.first', forehand: 0, leader: 0, leaderReason: 'lead.forehand', players: [0, 1, 2, 3], needsLastOut: false });
  });
});

describe('entries that cannot happen are refused with a reason', () => {
  const s = slate();
  it('a missing count, a count that is no count, more than six cards', () => {
    expect(enter(s, [0, 2, null, 3])).toEqual({ ok: false, error: { code: 'slate.held-missing', seat: 2 } });
    expect(enter(s, [0, 2, 1.5, 3])).toMatchObject({ ok: false, error: { code: 'slate.held-not-a-count', seat: 2 } });
    expect(enter(s, [0, 2, -1, 3])).toMatchObject({ ok: false, error: { code: 'slate.held-not-a-count', seat: 2 } });
    expect(enter(s, [0, 7, 1, 3])).toEqual({ ok: false, error: { code: 'slate.held-too-many', seat: 1, held: 7, dealt: 6 } });
    expect(enter(s, [0, 1, 1])).toMatchObject({ ok: false, error: { code: 'slate.bad-entry', field: 'held' } });
    expect(enterResult(s, null)).toMatchObject({ ok: false, error: { code: 'slate.bad-entry' } });
  });
  it('nobody went out: a deal only ends on somebody\'s last card', () => {
    expect(enter(s, [1, 2, 3, 4])).toEqual({ ok: false, error: { code: 'slate.nobody-out' } });
  });
  it('the leader cannot still hold all six: he played the first card', () => {
    expect(enter(s, [6, 0, 2, 2])).toEqual({ ok: false, error: { code: 'slate.leader-held-all', seat: 0, dealt: 6 } });
    // Anyone else may never have played a card.
    expect(code(enter(s, [0, 6, 6, 6]))).toBe('ok');
  });
  it('the last out named must have gone out', () => {
    expect(enter(s, [0, 0, 2, 3], 2)).toEqual({ ok: false, error: { code: 'slate.last-out-holds', seat: 2, held: 2 } });
    expect(enter(s, [0, 0, 2, 3], 9)).toMatchObject({ ok: false, error: { code: 'slate.bad-entry', field: 'lastOut' } });
  });
  it('a player out of the game is entered', () => {
    let t = slate({ capital: [10, 2, 10, 10] });
    t = must(enter(t, [0, 5, 1, 1]));
    expect(t.active).toEqual([true, false, true, true]);
    expect(enter(t, [0, 0, 1, 1])).toEqual({ ok: false, error: { code: 'slate.eliminated-entered', seat: 1 } });
    expect(code(enter(t, [0, null, 1, 1]))).toBe('ok');
  });
  it('the refused entry leaves the slate as it was', () => {
    const before = JSON.stringify(s);
    enter(s, [9, 9, 9, 9]);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('settling a deal', () => {
  it('one unit per card into the pot; the next dealer is on the left, his left leads', () => {
    const t = must(enter(slate(), [0, 3, 1, 6]));
    const step = t.steps[0];
    expect(step?.lines.map((l) => [l.paid, l.reason])).toEqual([
      [0, 'settle.went-out'],
      [3, 'settle.pays-per-card'],
      [1, 'settle.pays-per-card'],
      [6, 'settle.pays-per-card'],
    ]);
    expect(t.capital).toEqual([10, 7, 9, 4]);
    expect(t.pot).toBe(10);
    expect(step).toMatchObject({ potBefore: 0, potPaid: 10, potAfter: 10, potReason: 'pot.waits', winner: 0, winnerReason: 'winner.only-one-out', gameWon: null });
    expect(awaiting(t)).toMatchObject({ deal: 2, dealer: 0, dealerReason: 'rotation.left', forehand: 1, leader: 1 });
    expect(slateTotal(t)).toBe(40);
  });
  it('short payment (OP5): pays what he has and drops out; the deal skips him', () => {
    const t = must(enter(slate({ capital: [10, 10, 3, 10], firstDealer: 1 }), [1, 0, 1, 5]));
    // First deal: Bert deals, Cilla is forehand and leads.
    expect(t.steps[0]?.leader).toBe(2);
    expect(t.steps[0]?.lines[3]).toMatchObject({ cards: 5, due: 5, paid: 5, capitalAfter: 5, reason: 'settle.pays-per-card' });
    const u = must(enter(slate({ capital: [10, 10, 10, 3], firstDealer: 1 }), [1, 0, 1, 5]));
    expect(u.steps[0]?.lines[3]).toMatchObject({ cards: 5, due: 5, paid: 3, capitalBefore: 3, capitalAfter: 0, reason: 'settle.pays-all-it-has', eliminated: true });
    expect(u.steps[0]?.eliminated).toEqual([3]);
    expect(u.pot).toBe(5);
    // Cilla would deal next; Dag is out, so Anna is forehand.
    expect(awaiting(u)).toMatchObject({ dealer: 2, forehand: 0, players: [0, 1, 2] });
  });
  it('OP5 go-negative: pays in full, below zero, and drops out', () => {
    const t = must(enter(slate({ capital: [10, 10, 10, 3], rules: { short_payment: 'go-negative' } }), [0, 1, 1, 5]));
    expect(t.steps[0]?.lines[3]).toMatchObject({ paid: 5, capitalAfter: -2, reason: 'settle.pays-into-debt', eliminated: true });
    expect(slateTotal(t)).toBe(33);
  });
  it('the last two both go out: nobody pays (ST-13)', () => {
    const t = must(enter(slate({ names: ['A', 'B', 'C'], firstDealer: 2 }), [0, 0, 0]));
    expect(t.capital).toEqual([10, 10, 10]);
    expect(t.steps[0]?.winner).toBeNull();
    expect(t.steps[0]?.winnerReason).toBe('winner.unknown');
  });
  it('OP2 loser-deals: who paid most deals next', () => {
    const t = must(enter(slate({ rules: { dealer_rotation: 'loser-deals' } }), [0, 3, 5, 1]));
    expect(awaiting(t)).toMatchObject({ dealer: 2, dealerReason: 'rotation.loser-deals', forehand: 3 });
  });
  it('OP7 deal-winner leads; the slate asks who went out last when two went out', () => {
    const s = slate({ rules: { next_leader: 'deal-winner' } });
    expect(awaiting(s)).toMatchObject({ needsLastOut: true, leader: 0 });
    expect(enter(s, [0, 2, 0, 1])).toEqual({ ok: false, error: { code: 'slate.last-out-needed', candidates: [0, 2] } });
    const t = must(enter(s, [0, 2, 0, 1], 2));
    expect(t.steps[0]).toMatchObject({ winner: 2, winnerReason: 'winner.told' });
    expect(awaiting(t)).toMatchObject({ dealer: 0, forehand: 1, leader: 2, leaderReason: 'lead.deal-winner' });
  });
  it('OP8 each-deal: the deal\'s winner takes the pot', () => {
    const t = must(enter(slate({ rules: { pot_payout: 'each-deal' }, pot: 4 }), [2, 0, 1, 1]));
    expect(t.steps[0]).toMatchObject({ potBefore: 4, potPaid: 8, potAfter: 0, potReason: 'pot.deal-winner-takes', potTaken: { seat: 1, amount: 8 } });
    expect(t.capital).toEqual([8, 18, 9, 9]);
  });
  it('the last player with capital takes the whole pot; nothing more can be entered', () => {
    let t = slate({ names: ['A', 'B', 'C'], capital: [10, 2, 1], firstDealer: 2 });
    t = must(enter(t, [2, 0, 0]));
    expect(t.active).toEqual([true, true, true]);
    t = must(enter(t, [3, 0, 4]));
    expect(t.steps[1]?.eliminated).toEqual([2]);
    expect(t.steps[1]?.lines[2]).toMatchObject({ due: 4, paid: 1, reason: 'settle.pays-all-it-has' });
    expect(awaiting(t)).toMatchObject({ players: [0, 1], dealer: 1, forehand: 0 });
    t = must(enter(t, [0, 4, null]));
    expect(t.steps[2]).toMatchObject({ eliminated: [1], gameWon: { seat: 0, pot: 8 }, potAfter: 0, potReason: 'pot.game-winner-takes' });
    expect(t.capital).toEqual([13, 0, 0]);
    expect(t.winner).toEqual({ seat: 0, pot: 8 });
    expect(awaiting(t)).toEqual({ kind: 'over', winner: 0, pot: 8 });
    expect(code(enter(t, [0, null, null]))).toBe('slate.over');
  });
});

describe('undo, replay, records and files', () => {
  const entries = [
    { held: [0, 3, 1, 6], lastOut: null },
    { held: [2, 0, 2, 2], lastOut: null },
    { held: [1, 1, 0, 4], lastOut: null },
  ];
  const full = must(replaySlate(slate().setup, entries));
  it('undo any number of times, back to the setup', () => {
    let s = full;
    for (let i = entries.length; i > 0; i--) {
      s = must(undoLast(s));
      expect(s.entries).toEqual(entries.slice(0, i - 1));
      expect(s).toEqual(must(replaySlate(slate().setup, entries.slice(0, i - 1))));
    }
    expect(s).toEqual(slate());
    expect(code(undoLast(s))).toBe('slate.nothing-to-undo');
  });
  it('a record and a file read back to the same slate', () => {
    expect(record(full)).toMatchObject({ entries });
    expect(must(readSlateRecord(JSON.parse(JSON.stringify({ v: SLATE_VERSION, ...record(full) }))))).toEqual(full);
    const text = slateFile(full);
    expect(JSON.parse(text).format).toBe(SLATE_FILE_FORMAT);
    expect(must(readSlateFile(text))).toEqual(full);
  });
  it('a bad file is refused with a reason, never an exception', () => {
    expect(readSlateFile('{')).toEqual({ ok: false, error: { code: 'slate-file.not-json' } });
    expect(readSlateFile('{"format":"hindersche-slate","v":1}')).toEqual({ ok: false, error: { code: 'slate-file.not-a-slate' } });
    expect(readSlateFile(JSON.stringify({ ...JSON.parse(slateFile(full)), v: 99 }))).toEqual({ ok: false, error: { code: 'slate-file.newer', version: 99 } });
    const broken = JSON.parse(slateFile(full));
    broken.entries[1].held = [1, 1, 1, 1];
    expect(readSlateFile(JSON.stringify(broken))).toEqual({ ok: false, error: { code: 'slate-file.invalid', detail: { code: 'slate.nobody-out', index: 1 } } });
    for (const x of [null, 1, [], {}, { setup: 1 }]) expect(readSlateRecord(x).ok).toBe(false);
    expect(code(enterResult({} as SlateState, { held: [] }))).toBe('slate.bad-state');
    expect(awaiting({} as SlateState).kind).toBe('over');
    expect(STOPP_SLATE.isOver(full)).toBe(false);
  });
});
