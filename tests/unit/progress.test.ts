import { describe, expect, it } from 'vitest';
import {
  emptyProgress,
  exportProgress,
  importProgress,
  isMastered,
  loadProgress,
  PROGRESS_KEY,
  recordAttempt,
  REVIEW_LIMIT,
  type StorageLike,
} from '../../src/shared/progress/progress';

function memory(initial?: string): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(PROGRESS_KEY, initial);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const attempt = (success: boolean, seed = 1) => ({ drill: 'ranking-explorer', skill: 'ranking', seed, level: 1, success });

describe('progress', () => {
  it('starts empty without a notice', () => {
    expect(loadProgress(memory())).toEqual({ progress: emptyProgress(), notice: null });
  });

  it('moves mastery and streaks, queues misses and clears them when answered right', () => {
    let p = emptyProgress();
    p = recordAttempt(p, attempt(false, 7));
    expect(p.review).toEqual([{ drill: 'ranking-explorer', skill: 'ranking', seed: 7, level: 1, misses: 1 }]);
    p = recordAttempt(p, attempt(false, 7));
    expect(p.review[0]?.misses).toBe(2);
    for (let i = 0; i < 6; i++) p = recordAttempt(p, attempt(true, 100 + i));
    expect(p.skills.ranking?.streak).toBe(6);
    expect(isMastered(p.skills.ranking)).toBe(true);
    p = recordAttempt(p, attempt(true, 7));
    expect(p.review).toEqual([]);
    p = recordAttempt(p, attempt(false, 9));
    expect(p.skills.ranking?.streak).toBe(0);
  });

  it('keeps the review queue bounded', () => {
    let p = emptyProgress();
    for (let i = 0; i < REVIEW_LIMIT + 10; i++) p = recordAttempt(p, attempt(false, i));
    expect(p.review).toHaveLength(REVIEW_LIMIT);
    expect(p.review[0]?.seed).toBe(10);
  });

  it('migrates the first format with a notice and saves the result', () => {
    const storage = memory(JSON.stringify({ version: 1, skills: { ranking: { attempts: 4, successes: 3 } } }));
    const { progress, notice } = loadProgress(storage);
    expect(notice).toBe('progress.migrated');
    expect(progress.skills.ranking).toEqual({ attempts: 4, successes: 3, streak: 0, mastery: 0.75 });
    expect(JSON.parse(storage.data.get(PROGRESS_KEY)!).version).toBe(2);
  });

  it('resets corrupt and unknown data with a notice, never throwing', () => {
    for (const bad of ['{not json', '[]', 'null', JSON.stringify({ version: 2, skills: { x: { attempts: -1 } }, review: [] })]) {
      expect(loadProgress(memory(bad)).notice, bad).toBe('progress.reset-corrupt');
    }
    expect(loadProgress(memory(JSON.stringify({ version: 99 }))).notice).toBe('progress.reset-unknown-version');
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadProgress(throwing).progress).toEqual(emptyProgress());
  });

  it('exports and imports; an invalid file is refused with a code', () => {
    const p = recordAttempt(emptyProgress(), attempt(false, 3));
    const back = importProgress(exportProgress(p));
    expect(back).toMatchObject({ ok: true, value: { skills: p.skills, review: p.review } });
    expect(importProgress('hello')).toEqual({ ok: false, error: { code: 'progress.not-json' } });
    expect(importProgress('{"version":2}')).toEqual({ ok: false, error: { code: 'progress.invalid' } });
  });
});
