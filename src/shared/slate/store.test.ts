import { describe, expect, it } from 'vitest';
import { createSlateStore, loadedNotice, slateKey } from './store';
import { enterEntry } from './engine';
import { TOY_SETUP, TOY_SLATE, type ToyState } from './testing/toy';

const memory = (items: Record<string, string> = {}) => ({
  items,
  getItem: (k: string) => items[k] ?? null,
  setItem: (k: string, v: string) => void (items[k] = v),
  removeItem: (k: string) => void delete items[k],
});
const store = createSlateStore(TOY_SLATE, slateKey('toy'));
function after(...entries: number[][]): ToyState {
  let s = TOY_SLATE.newSlate(TOY_SETUP);
  for (const points of entries) {
    const r = enterEntry(TOY_SLATE, s, { points });
    if (r.ok) s = r.value;
  }
  return s;
}

describe('a slate kept in the browser', () => {
  it('saves a versioned record of setup and entries, and loads it back by replaying', () => {
    const storage = memory();
    const s = after([1, 2, 3]);
    const out = store.save(storage, s, null);
    expect(out.kind).toBe('saved');
    expect(JSON.parse(storage.items['toy.slate'] ?? '')).toEqual({ v: 2, setup: TOY_SETUP, entries: [{ points: [1, 2, 3] }] });
    expect(store.load(storage)).toEqual({ kind: 'ok', slate: s, text: storage.items['toy.slate'] });
    expect(store.save(storage, s, null)).toEqual({ kind: 'same', text: storage.items['toy.slate'] });
    // At the setup: no slate.
    store.save(storage, null, storage.items['toy.slate'] ?? null);
    expect(store.load(storage)).toMatchObject({ kind: 'ok', slate: null });
  });

  it('leaves a record of a newer version untouched and never saves over it', () => {
    const text = JSON.stringify({ v: 3, setup: { future: true }, entries: [] });
    const storage = memory({ 'toy.slate': text });
    const r = store.load(storage);
    expect(r).toEqual({ kind: 'newer' });
    expect(loadedNotice(r)).toEqual({ slate: null, notice: 'slate.saved.newer' });
    expect(store.save(storage, after([1, 1, 1]), null)).toEqual({ kind: 'newer' });
    expect(storage.items).toEqual({ 'toy.slate': text });
  });

  it('sets an unreadable record aside and starts afresh', () => {
    const text = JSON.stringify({ v: 2, setup: TOY_SETUP, entries: [{ points: [50, 0, 0] }] });
    const storage = memory({ 'toy.slate': text });
    const r = store.load(storage);
    expect(loadedNotice(r)).toEqual({ slate: null, notice: 'slate.saved.discarded' });
    expect(storage.items).toEqual({ 'toy.slate.backup': text });
  });

  it('two tabs: a save that finds another tab\'s slate writes nothing', () => {
    const storage = memory();
    const a = store.save(storage, after([1, 1, 1]), null);
    if (a.kind !== 'saved') throw new Error('save');
    // Tab B read nothing (null) and now tries to save its own, shorter slate.
    expect(store.save(storage, after(), null)).toEqual({ kind: 'elsewhere' });
    expect(store.parse(storage.items['toy.slate'] ?? null)).toMatchObject({ kind: 'ok', slate: { totals: [1, 1, 1] } });
    // Tab A goes on from what it wrote.
    expect(store.save(storage, after([1, 1, 1], [2, 2, 2]), a.text).kind).toBe('saved');
    // A record that is not a readable slate is no other tab's: it is overwritten.
    storage.items['toy.slate'] = '{"v":2,"setup":"junk"}';
    expect(store.save(storage, after(), null).kind).toBe('saved');
  });

  it('storage that refuses (private mode, full) reads as nothing and says the save failed', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(store.load(broken)).toEqual({ kind: 'none' });
    expect(store.save(broken, after(), null)).toEqual({ kind: 'failed' });
    expect(store.save(null, after(), null)).toEqual({ kind: 'failed' });
  });
});
