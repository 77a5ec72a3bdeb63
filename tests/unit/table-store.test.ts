import { describe, expect, it } from 'vitest';
import { createTableStore } from '../../src/shared/table/store';
import { backupKey } from '../../src/shared/saving/record';

/** A toy game: a seed and a list of moves; a record that is not that does not replay. */
interface Toy {
  seed: number;
  moves: number[];
}
const store = createTableStore<Toy, { level: string }>({
  key: 'toy.table',
  version: 2,
  encode: (g) => ({ seed: g.seed, moves: g.moves }),
  decode: (r, version) => {
    const x = r as Partial<Toy> | null;
    if (!x || typeof x.seed !== 'number' || !Array.isArray(x.moves)) return { ok: false };
    // version 1 stored the moves in reverse
    return { ok: true, value: { seed: x.seed, moves: version === 1 ? [...x.moves].reverse() : x.moves } };
  },
  readSettings: (s) => ({ level: (s as { level?: unknown } | null)?.level === 'strong' ? 'strong' : 'steady' }),
});

function memory(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('table store', () => {
  it('saves and loads a game with its settings; bad settings fall back one by one', () => {
    const s = memory();
    const r = store.save(s, { seed: 7, moves: [1, 2] }, { level: 'strong' }, null);
    expect(r.kind).toBe('saved');
    const l = store.load(s);
    expect(l).toMatchObject({ kind: 'ok', saved: { game: { seed: 7, moves: [1, 2] }, settings: { level: 'strong' } } });
    s.m.set('toy.table', JSON.stringify({ v: 2, game: { seed: 1, moves: [] }, settings: { level: 42 } }));
    expect(store.load(s)).toMatchObject({ kind: 'ok', saved: { settings: { level: 'steady' } } });
  });

  it('migrates an older version through the codec', () => {
    const s = memory({ 'toy.table': JSON.stringify({ v: 1, game: { seed: 3, moves: [1, 2, 3] }, settings: {} }) });
    expect(store.load(s)).toMatchObject({ kind: 'ok', saved: { game: { moves: [3, 2, 1] } } });
  });

  it('sets aside what cannot be read and leaves a newer version untouched', () => {
    const s = memory({ 'toy.table': '{"v":2,"game":"nonsense"}' });
    expect(store.load(s)).toEqual({ kind: 'discarded', reason: 'game' });
    expect(s.m.get(backupKey('toy.table'))).toBe('{"v":2,"game":"nonsense"}');
    const newer = JSON.stringify({ v: 3, game: { anything: true } });
    const t = memory({ 'toy.table': newer });
    expect(store.load(t)).toEqual({ kind: 'newer' });
    expect(store.save(t, { seed: 1, moves: [] }, { level: 'steady' }, newer, true)).toEqual({ kind: 'newer' });
    expect(t.m.get('toy.table')).toBe(newer);
  });

  it('never saves over another tab\'s save without being told to', () => {
    const s = memory();
    // Tab A and tab B both start from nothing stored.
    const a1 = store.save(s, { seed: 5, moves: [1] }, { level: 'steady' }, null);
    expect(a1.kind).toBe('saved');
    const seenByA = a1.kind === 'saved' ? a1.text : null;
    // Tab A plays on, twice.
    const a2 = store.save(s, { seed: 5, moves: [1, 2, 3] }, { level: 'steady' }, seenByA);
    expect(a2.kind).toBe('saved');
    // Tab B, which saw tab A's first save only, must not go back to a shorter history.
    expect(store.save(s, { seed: 5, moves: [1, 9] }, { level: 'steady' }, seenByA)).toEqual({ kind: 'elsewhere' });
    expect(store.load(s)).toMatchObject({ kind: 'ok', saved: { game: { moves: [1, 2, 3] } } });
    // ... unless the learner keeps tab B's game.
    expect(store.save(s, { seed: 5, moves: [1, 9] }, { level: 'steady' }, seenByA, true).kind).toBe('saved');
    expect(store.load(s)).toMatchObject({ kind: 'ok', saved: { game: { moves: [1, 9] } } });
  });

  it('overwrites unreadable leftovers and never throws when storage fails', () => {
    const s = memory({ 'toy.table': 'garbage' });
    expect(store.save(s, { seed: 1, moves: [] }, { level: 'steady' }, null).kind).toBe('saved');
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(store.save(broken, { seed: 1, moves: [] }, { level: 'steady' }, null)).toEqual({ kind: 'failed' });
    expect(store.load(broken)).toEqual({ kind: 'none' });
    expect(store.save(null, { seed: 1, moves: [] }, { level: 'steady' }, null)).toEqual({ kind: 'failed' });
  });
});
