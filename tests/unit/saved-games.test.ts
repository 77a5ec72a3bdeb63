/**
 * Every game's saved game (a table store made with src/shared/table/store.ts, found in `src/games/<id>/table/`):
 * data from a newer site is left untouched and never overwritten, unreadable data is set aside in `<key>.backup`,
 * a record that does not replay is set aside too, and nothing stored reads as nothing.
 */
import { describe, expect, it } from 'vitest';
import type { TableStore } from '../../src/shared/table/store';

const modules = import.meta.glob<Record<string, unknown>>(['../../src/games/*/table/*.ts', '!../../src/games/*/table/*.test.ts'], { eager: true });
const isStore = (x: unknown): x is TableStore<unknown, unknown> =>
  !!x && typeof x === 'object' && typeof (x as TableStore<unknown, unknown>).key === 'string' && typeof (x as TableStore<unknown, unknown>).save === 'function' && typeof (x as TableStore<unknown, unknown>).load === 'function';

const stores = Object.entries(modules).flatMap(([path, mod]) => Object.values(mod).filter(isStore).map((s) => [path.split('/')[4] ?? path, s] as const));

function memory(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('every game\'s saved game keeps the site\'s rules for saved data', () => {
  it('finds the games\' table stores', () => {
    expect(stores.length).toBeGreaterThanOrEqual(1);
    expect(new Set(stores.map(([, s]) => s.key)).size).toBe(stores.length);
  });
  for (const [game, store] of stores) {
    it(`${game} (${store.key})`, () => {
      expect(store.load(memory())).toEqual({ kind: 'none' });
      // From a newer site: untouched, and not overwritten even when the learner insists.
      const newer = JSON.stringify({ v: store.version + 1, game: { anything: 'from the future' }, settings: {} });
      const n = memory({ [store.key]: newer });
      expect(store.load(n)).toEqual({ kind: 'newer' });
      expect(n.m.get(store.key)).toBe(newer);
      expect(n.m.has(`${store.key}.backup`)).toBe(false);
      // Not JSON: set aside.
      const c = memory({ [store.key]: '{"v":1,"game"' });
      expect(store.load(c)).toEqual({ kind: 'discarded', reason: 'corrupt' });
      expect(c.m.get(`${store.key}.backup`)).toBe('{"v":1,"game"');
      expect(c.m.has(store.key)).toBe(false);
      // This version, but a game that does not replay: set aside.
      const bad = JSON.stringify({ v: store.version, game: 'not a game of this site', settings: {} });
      const g = memory({ [store.key]: bad });
      expect(store.load(g)).toEqual({ kind: 'discarded', reason: 'game' });
      expect(g.m.get(`${store.key}.backup`)).toBe(bad);
    });
  }
});
