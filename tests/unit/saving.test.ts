import { describe, expect, it } from 'vitest';
import { backupKey, loadRecord, parseRecord, saveRecord, type RecordStorage } from '../../src/shared/saving/record';

function memory(entries: Record<string, string> = {}): RecordStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const parse = (d: Record<string, unknown>) => (typeof d.n === 'number' ? { ok: true as const, value: d.n } : { ok: false as const, reason: 'no-number' as const });

describe('saved records', () => {
  it('reads the current version, and refuses unreadable ones with a reason', () => {
    expect(parseRecord(null, 2, parse)).toEqual({ kind: 'none' });
    expect(parseRecord('{"v":2,"n":5}', 2, parse)).toEqual({ kind: 'ok', value: 5 });
    expect(parseRecord('{"v":2}', 2, parse)).toEqual({ kind: 'unreadable', reason: 'no-number' });
    for (const bad of ['{', '[]', 'null', '{"n":5}', '{"v":"2","n":5}']) expect(parseRecord(bad, 2, parse), bad).toEqual({ kind: 'unreadable', reason: 'corrupt' });
  });

  it('sets unreadable records aside in the backup key instead of deleting them', () => {
    const store = memory({ k: '{broken' });
    expect(loadRecord(store, 'k', 2, parse)).toEqual({ kind: 'unreadable', reason: 'corrupt' });
    expect(store.data.get('k')).toBeUndefined();
    expect(store.data.get(backupKey('k'))).toBe('{broken');
  });

  it('leaves a newer version untouched and never overwrites it', () => {
    const newer = '{"v":3,"n":"something new"}';
    const store = memory({ k: newer });
    expect(loadRecord(store, 'k', 2, parse)).toEqual({ kind: 'newer', version: 3 });
    expect(saveRecord(store, 'k', 2, { n: 1 })).toBe(false);
    expect(store.data.get('k')).toBe(newer);
    expect(saveRecord(memory({ k: '{"v":1}' }), 'k', 2, { n: 1 })).toBe(true);
  });

  it('never throws when storage does', () => {
    const throwing: RecordStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadRecord(throwing, 'k', 1, parse)).toEqual({ kind: 'none' });
    expect(saveRecord(throwing, 'k', 1, { n: 1 })).toBe(false);
    expect(saveRecord(null, 'k', 1, { n: 1 })).toBe(false);
  });
});
