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

describe('nothing unreadable is lost: rule choices and saved games are set aside and exported', () => {
  /** A localStorage stand-in with enumeration, as the browser's has. */
  function store(init: Record<string, string> = {}) {
    const m = new Map(Object.entries(init));
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      get length() {
        return m.size;
      },
      key: (i: number) => [...m.keys()][i] ?? null,
      m,
    };
  }
  const spec = { game: 'toy', options: { A: ['x', 'y'] }, defaults: { A: 'x' } } as const;

  it('saving rule choices over unreadable ones keeps the old text in a backup key; newer ones are never touched', async () => {
    const { loadRules, saveRules } = await import('../../src/shared/settings/rulesSetting');
    for (const bad of ['{not json', '{"version":1,"rules":{"A":"z"}}', '[]']) {
      const s = store({ 'toy.rules': bad });
      expect(loadRules(spec, s)).toMatchObject({ reset: true });
      saveRules(spec, s, { A: 'y' });
      expect(s.m.get('toy.rules.backup')).toBe(bad);
      expect(loadRules(spec, s)).toEqual({ rules: { A: 'y' }, reset: false, newer: false });
    }
    const newer = '{"version":9,"rules":{"B":"q"}}';
    const s = store({ 'toy.rules': newer });
    expect(loadRules(spec, s)).toMatchObject({ newer: true, reset: false });
    saveRules(spec, s, { A: 'y' });
    expect(s.m.get('toy.rules')).toBe(newer);
    expect(s.m.has('toy.rules.backup')).toBe(false);
    // A readable older choice is simply replaced, with no backup.
    const ok = store({ 'toy.rules': '{"version":1,"rules":{"A":"x"}}' });
    saveRules(spec, ok, { A: 'y' });
    expect(ok.m.has('toy.rules.backup')).toBe(false);
  });

  it('the progress export carries every set-aside record, and importing that file applies only the progress', async () => {
    const { exportProgress, importProgress, emptyProgress } = await import('../../src/shared/progress/progress');
    const s = store({ 'toy.rules.backup': '{not json', 'handjass.table.backup': '{"v":1,"game":"?"}', 'school.progress.backup': '{"at":1,"text":"x"}', other: 'y' });
    const text = exportProgress(emptyProgress(), s, new Date(0));
    const file = JSON.parse(text) as { setAside?: Record<string, string>; backup?: unknown };
    expect(file.setAside).toEqual({ 'toy.rules.backup': '{not json', 'handjass.table.backup': '{"v":1,"game":"?"}' });
    expect(file.backup).toEqual({ at: 1, text: 'x' });
    expect(importProgress(text)).toMatchObject({ ok: true });
  });
});
