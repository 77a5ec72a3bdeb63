import { describe, expect, it } from 'vitest';
import { ENTRIES_MAX, FILE_MAX, checkPlayers, checkRulesSetup, cleanName, enterEntry, enterTyped, fileName, fileText, readFile, readRecord, record, replay, storedSlate, undo } from './engine';
import { TOY_SETUP, TOY_SLATE, type ToyState } from './testing/toy';
import { err, ok } from '../result';

function play(...entries: number[][]): ToyState {
  let s = TOY_SLATE.newSlate(TOY_SETUP);
  for (const points of entries) {
    const r = enterEntry(TOY_SLATE, s, { points });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

describe('the slate platform engine', () => {
  it('cleans names and checks 2 to 7 players and the first dealer', () => {
    expect(cleanName('  Anna   Maria ')).toBe('Anna Maria');
    expect(cleanName('x'.repeat(40))).toHaveLength(24);
    expect(cleanName(7)).toBe('');
    expect(checkPlayers({ names: ['A'], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names', min: 2, max: 7 } });
    expect(checkPlayers({ names: Array(8).fill('A'), firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names' } });
    expect(checkPlayers({ names: ['A', '  '], firstDealer: 0 })).toMatchObject({ ok: false, error: { field: 'names' } });
    expect(checkPlayers({ names: ['A', 'B'], firstDealer: 2 })).toMatchObject({ ok: false, error: { field: 'firstDealer' } });
    expect(checkPlayers({ names: [' A ', 'B', 'C', 'D', 'E', 'F', 'G'], firstDealer: 6 })).toEqual({ ok: true, value: { names: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], firstDealer: 6 } });
    expect(checkPlayers({ names: ['A', 'B', 'C'], firstDealer: 0 }, 4, 4)).toMatchObject({ ok: false, error: { min: 4, max: 4 } });
  });

  it('enters, refuses with the game\'s coded error, and stops when the game is over', () => {
    const s = play([3, 4, 5]);
    expect(s.totals).toEqual([3, 4, 5]);
    expect(enterEntry(TOY_SLATE, s, { points: [20, 1, 0] })).toEqual({ ok: false, error: { code: 'toy.too-many-points', sum: 21, max: 20 } });
    const over = play([10, 0, 0]);
    expect(enterEntry(TOY_SLATE, over, { points: [0, 0, 0] })).toEqual({ ok: false, error: { code: 'slate.over' } });
    expect(enterEntry(TOY_SLATE, null as unknown as ToyState, { points: [0, 0, 0] })).toEqual({ ok: false, error: { code: 'slate.bad-state' } });
    // A state the engine did not make: refused, never thrown.
    expect(enterEntry(TOY_SLATE, { ...s, totals: null } as unknown as ToyState, { points: [0, 0, 0] })).toEqual({ ok: false, error: { code: 'slate.bad-state' } });
    expect(enterTyped(TOY_SLATE, s, { points: ['1', '', null] })).toMatchObject({ ok: true, value: { totals: [4, 4, 5] } });
    expect(enterTyped(TOY_SLATE, null, { points: [] })).toEqual({ ok: false, error: { code: 'slate.over' } });
  });

  it('limits the number of entries', () => {
    const small = { ...TOY_SLATE, entriesMax: 2 };
    let s = small.newSlate({ ...TOY_SETUP, target: 1000 });
    for (let i = 0; i < 2; i++) {
      const r = enterEntry(small, s, { points: [1, 1, 1] });
      if (r.ok) s = r.value;
    }
    expect(enterEntry(small, s, { points: [1, 1, 1] })).toEqual({ ok: false, error: { code: 'slate.too-many-entries' } });
    expect(replay(small, s.setup, [...s.entries, { points: [1, 1, 1] }])).toEqual({ ok: false, error: { code: 'slate.too-many-entries' } });
    expect(ENTRIES_MAX).toBe(2000);
  });

  it('undoes by replaying, any number of times, back to the setup', () => {
    const states = [play(), play([1, 2, 3]), play([1, 2, 3], [4, 0, 0]), play([1, 2, 3], [4, 0, 0], [0, 0, 6])];
    let s = states[3] as ToyState;
    for (let i = 2; i >= 0; i--) {
      const r = undo(TOY_SLATE, s);
      if (!r.ok) throw new Error('undo');
      s = r.value;
      expect(s).toEqual(states[i]);
    }
    expect(undo(TOY_SLATE, s)).toEqual({ ok: false, error: { code: 'slate.nothing-to-undo' } });
  });

  it('replays a record; reports the first refused entry with its index', () => {
    const s = play([1, 2, 3], [4, 0, 0]);
    expect(readRecord(TOY_SLATE, JSON.parse(JSON.stringify({ v: 2, ...record(s) })))).toEqual({ ok: true, value: s });
    expect(replay(TOY_SLATE, TOY_SETUP, [{ points: [1, 1, 1] }, { points: [30, 0, 0] }])).toMatchObject({ ok: false, error: { code: 'toy.too-many-points', index: 1 } });
    expect(replay(TOY_SLATE, TOY_SETUP, 'x' as unknown as unknown[])).toEqual({ ok: false, error: { code: 'slate.bad-record', index: -1 } });
    expect(readRecord(TOY_SLATE, { v: 2, setup: { names: ['A'] }, entries: [] })).toMatchObject({ ok: false, error: { code: 'slate.bad-setup' } });
    // An older version is migrated before it is read.
    expect(readRecord(TOY_SLATE, { v: 1, setup: { names: ['Anna', 'Bert', 'Cilli'], firstDealer: 0, goal: 10 }, entries: [{ points: [1, 2, 3] }] })).toMatchObject({ ok: true, value: { totals: [1, 2, 3], setup: { target: 10 } } });
    expect(storedSlate(TOY_SLATE, { v: 2, setup: null, entries: null })).toEqual({ ok: true, value: null });
    expect(storedSlate(TOY_SLATE, { v: 2, setup: TOY_SETUP, entries: [{ points: [99, 0, 0] }] })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('exports a file and imports it back; refuses what is not a slate of this game, newer, too big or damaged', () => {
    const s = play([1, 2, 3]);
    const text = fileText(TOY_SLATE, s);
    expect(JSON.parse(text)).toMatchObject({ format: 'toy-slate', v: 2, setup: TOY_SETUP, entries: [{ points: [1, 2, 3] }] });
    expect(fileName(TOY_SLATE)).toBe('toy-slate.json');
    expect(readFile(TOY_SLATE, text)).toEqual({ ok: true, value: s });
    expect(readFile(TOY_SLATE, '{oops')).toEqual({ ok: false, error: { code: 'slate-file.not-json' } });
    expect(readFile(TOY_SLATE, 42)).toEqual({ ok: false, error: { code: 'slate-file.not-json' } });
    expect(readFile(TOY_SLATE, JSON.stringify({ ...JSON.parse(text), format: 'hindersche-slate' }))).toEqual({ ok: false, error: { code: 'slate-file.not-a-slate' } });
    expect(readFile(TOY_SLATE, JSON.stringify({ ...JSON.parse(text), v: 0 }))).toEqual({ ok: false, error: { code: 'slate-file.not-a-slate' } });
    expect(readFile(TOY_SLATE, JSON.stringify({ ...JSON.parse(text), v: 3 }))).toEqual({ ok: false, error: { code: 'slate-file.newer', version: 3 } });
    expect(readFile(TOY_SLATE, ' '.repeat(FILE_MAX + 1))).toEqual({ ok: false, error: { code: 'slate-file.too-big', max: FILE_MAX } });
    expect(readFile(TOY_SLATE, JSON.stringify({ ...JSON.parse(text), entries: [{ points: [1, 2, 3] }, { points: [-1, 0, 0] }] }))).toEqual({
      ok: false,
      error: { code: 'slate-file.invalid', detail: { code: 'toy.bad-entry', index: 1 } },
    });
    expect(fileText(TOY_SLATE, { setup: 1n, entries: [] } as never)).toBe('');
  });
});

describe('a setup of players and house rules', () => {
  const makeRules = (raw: unknown) => (raw && typeof raw === 'object' && !('bad' in raw) ? ok({ ...raw }) : err({ code: 'rules.bad' }));
  it('takes distinct players and the rules the game makes, and refuses either', () => {
    expect(checkRulesSetup({ names: ['Anna', 'Bo'], firstDealer: 1, rules: { x: 1 } }, 2, 4, makeRules)).toEqual(ok({ names: ['Anna', 'Bo'], firstDealer: 1, rules: { x: 1 } }));
    expect(checkRulesSetup({ names: ['Anna', 'Bo'], firstDealer: 0 }, 2, 4, makeRules)).toEqual(ok({ names: ['Anna', 'Bo'], firstDealer: 0, rules: {} }));
    expect(checkRulesSetup({ names: ['Anna', 'anna'], firstDealer: 0 }, 2, 4, makeRules)).toMatchObject({ ok: false, error: { code: 'slate.names-repeat' } });
    expect(checkRulesSetup({ names: ['Anna', 'Bo'], firstDealer: 0, rules: { bad: 1 } }, 2, 4, makeRules)).toEqual(err({ code: 'slate.bad-setup', field: 'rules', detail: { code: 'rules.bad' } }));
  });
});
