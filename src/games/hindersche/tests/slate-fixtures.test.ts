/**
 * Slates saved and exported by the build before the slate platform (src/shared/slate): the record the page kept in
 * the browser and a file it exported, both written by that code, with the states it replayed them to. They must load
 * and import unchanged, to the same states, through the platform's store and file reading.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSlateStore } from '../../../shared/slate/store';
import { HINDERSCHE_SLATE, readSlateFile, slateFile } from '../engine/slate';
import { SLATE_KEY } from '../widgets/TableSlate';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const saved = fixture('slate-saved-v2.json').trim();
const exported = fixture('slate-exported-v2.json');
const replayed = JSON.parse(fixture('slate-v2-replayed.json')) as { saved: unknown; file: unknown };

const memory = (items: Record<string, string>) => ({
  items,
  getItem: (k: string) => items[k] ?? null,
  setItem: (k: string, v: string) => void (items[k] = v),
  removeItem: (k: string) => void delete items[k],
});

describe('slates from the build before the slate platform', () => {
  it('a saved slate loads to the same state, and saving it again writes the same text', () => {
    const store = createSlateStore(HINDERSCHE_SLATE, SLATE_KEY);
    expect(SLATE_KEY).toBe('hindersche.slate');
    const storage = memory({ 'hindersche.slate': saved });
    const r = store.load(storage);
    expect(r).toEqual({ kind: 'ok', slate: replayed.saved, text: saved });
    if (r.kind !== 'ok') return;
    expect(store.textOf(r.slate)).toBe(saved);
    expect(store.save(storage, r.slate, saved)).toEqual({ kind: 'same', text: saved });
  });

  it('an exported file imports to the same state and exports to the same text', () => {
    const r = readSlateFile(exported);
    expect(r).toEqual({ ok: true, value: replayed.file });
    if (r.ok) expect(slateFile(r.value)).toBe(exported);
  });
});
