import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_KEY,
  emptyProgress,
  exportProgress,
  gameProgress,
  IMPORT_LIMIT,
  importProgress,
  isLessonDone,
  isMastered,
  LEGACY_PROGRESS_KEY,
  loadProgress,
  mergeProgress,
  PROGRESS_KEY,
  PROGRESS_VERSION,
  recordAttempt,
  recordLessonCheck,
  REVIEW_LIMIT,
  saveProgress,
  type StorageLike,
} from '../../src/shared/progress/progress';
import { dueNow, replay, schedule } from '../../src/shared/progress/schedule';

function memory(entries: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>(Object.entries(entries));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const G = 'hindersche';
const attempt = (success: boolean, seed = 1) => ({ drill: 'ranking-explorer', skill: 'ranking', seed, level: 1, success });
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

describe('progress', () => {
  it('starts empty without a notice', () => {
    expect(loadProgress(memory())).toEqual({ progress: emptyProgress(), notice: null, stored: 'ok' });
  });

  it('moves mastery and streaks, queues misses and clears them when answered right', () => {
    let p = emptyProgress();
    p = recordAttempt(p, G, attempt(false, 7), T0);
    expect(gameProgress(p, G).review).toEqual([{ drill: 'ranking-explorer', skill: 'ranking', seed: 7, level: 1, misses: 1, history: [[T0, 0]] }]);
    p = recordAttempt(p, G, attempt(false, 7), T0 + 1);
    expect(gameProgress(p, G).review[0]?.misses).toBe(2);
    for (let i = 0; i < 6; i++) p = recordAttempt(p, G, attempt(true, 100 + i), T0 + 2 + i);
    expect(gameProgress(p, G).skills.ranking?.streak).toBe(6);
    expect(isMastered(gameProgress(p, G).skills.ranking)).toBe(true);
    p = recordAttempt(p, G, attempt(true, 7), T0 + 10);
    expect(gameProgress(p, G).review).toEqual([]);
    p = recordAttempt(p, G, attempt(false, 9), T0 + 11);
    expect(gameProgress(p, G).skills.ranking?.streak).toBe(0);
  });

  it('keeps each game apart', () => {
    let p = recordAttempt(emptyProgress(), G, attempt(false, 1), T0);
    p = recordAttempt(p, 'other-game', attempt(true, 1), T0);
    expect(gameProgress(p, G).skills.ranking?.successes).toBe(0);
    expect(gameProgress(p, 'other-game').skills.ranking?.successes).toBe(1);
    expect(gameProgress(p, 'unplayed').review).toEqual([]);
    p = recordLessonCheck(p, G, 'the-game', true, T0);
    p = recordLessonCheck(p, G, 'the-game', true, T0);
    p = recordLessonCheck(p, G, 'the-game', true, T0);
    expect(isLessonDone(p, G, 'the-game')).toBe(true);
    expect(isLessonDone(p, 'other-game', 'the-game')).toBe(false);
  });

  it('keeps the review queue bounded', () => {
    let p = emptyProgress();
    for (let i = 0; i < REVIEW_LIMIT + 10; i++) p = recordAttempt(p, G, attempt(false, i), T0);
    expect(gameProgress(p, G).review).toHaveLength(REVIEW_LIMIT);
    expect(gameProgress(p, G).review[0]?.seed).toBe(10);
  });

  it('migrates both Hindersche-only formats with a notice, without writing until the next save', () => {
    const v1 = memory({ [LEGACY_PROGRESS_KEY]: JSON.stringify({ version: 1, skills: { ranking: { attempts: 4, successes: 3 } } }) });
    const r1 = loadProgress(v1);
    expect(r1.notice).toBe('progress.migrated');
    expect(gameProgress(r1.progress, G).skills.ranking).toEqual({ attempts: 4, successes: 3, streak: 0, mastery: 0.75 });
    expect(v1.data.has(PROGRESS_KEY)).toBe(false);
    const review = [{ drill: 'playoff', skill: 'playoff', seed: 5, level: 2, misses: 1 }];
    const v2 = memory({ [LEGACY_PROGRESS_KEY]: JSON.stringify({ version: 2, skills: { ranking: { attempts: 2, successes: 1, streak: 1, mastery: 0.3 } }, review }) });
    const r2 = loadProgress(v2);
    expect(gameProgress(r2.progress, G).review).toEqual(review);
    expect(saveProgress(v2, recordAttempt(r2.progress, G, attempt(true), T0))).toBe(true);
    const saved = JSON.parse(v2.data.get(PROGRESS_KEY)!);
    expect(saved.version).toBe(PROGRESS_VERSION);
    expect(saved.games.hindersche.skills.ranking.attempts).toBe(3);
    expect(v2.data.get(LEGACY_PROGRESS_KEY)).toBeDefined();
    expect(loadProgress(v2).notice).toBeNull();
  });

  it('sets unreadable data aside in the backup key at the next save, never throwing', () => {
    for (const bad of ['{not json', '[]', 'null', JSON.stringify({ version: 3, games: { hindersche: { skills: { x: { attempts: -1 } }, review: [] } } })]) {
      const storage = memory({ [PROGRESS_KEY]: bad });
      const loaded = loadProgress(storage);
      expect(loaded.notice, bad).toBe('progress.reset-corrupt');
      expect(storage.data.get(PROGRESS_KEY)).toBe(bad);
      expect(saveProgress(storage, recordAttempt(loaded.progress, G, attempt(true), T0), T0)).toBe(true);
      expect(JSON.parse(storage.data.get(BACKUP_KEY)!)).toEqual({ at: T0, text: bad });
      expect(exportProgress(loadProgress(storage).progress, storage)).toContain('"backup"');
    }
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadProgress(throwing).progress).toEqual(emptyProgress());
    expect(saveProgress(throwing, emptyProgress())).toBe(false);
  });

  it('leaves data from a newer version of the site untouched', () => {
    const newer = JSON.stringify({ version: PROGRESS_VERSION + 1, games: {}, somethingNew: [1, 2, 3] });
    const storage = memory({ [PROGRESS_KEY]: newer });
    const loaded = loadProgress(storage);
    expect(loaded).toMatchObject({ notice: 'progress.newer', stored: 'newer' });
    expect(saveProgress(storage, recordAttempt(loaded.progress, G, attempt(true), T0))).toBe(false);
    expect(storage.data.get(PROGRESS_KEY)).toBe(newer);
  });

  it('refuses tampered numbers on read', () => {
    const tampered = (skill: object) => JSON.stringify({ version: 3, games: { hindersche: { skills: { ranking: skill }, review: [] } } });
    for (const s of [
      { attempts: 1e300, successes: 1e300, streak: 0, mastery: 1 },
      { attempts: 2, successes: 1, streak: 5, mastery: 0.5 },
      { attempts: 2, successes: 1, streak: 0, mastery: 2 },
    ]) {
      expect(loadProgress(memory({ [PROGRESS_KEY]: tampered(s) })).notice).toBe('progress.reset-corrupt');
    }
    const bigSeed = JSON.stringify({ version: 3, games: { hindersche: { skills: {}, review: [{ drill: 'a', skill: 'b', seed: 2 ** 40, level: 1, misses: 1 }] } } });
    expect(loadProgress(memory({ [PROGRESS_KEY]: bigSeed })).notice).toBe('progress.reset-corrupt');
  });

  it('exports and imports every game; an invalid file is refused with a code', () => {
    let p = recordAttempt(emptyProgress(), G, attempt(false, 3), T0);
    p = recordAttempt(p, 'other-game', attempt(true, 3), T0);
    const back = importProgress(exportProgress(p));
    expect(back).toEqual({ ok: true, value: p, migrated: false });
    expect(importProgress('hello')).toEqual({ ok: false, error: { code: 'progress.not-json' } });
    expect(importProgress('{"version":2}')).toEqual({ ok: false, error: { code: 'progress.invalid' } });
    expect(importProgress(JSON.stringify({ app: 'something-else', version: 3, games: {} }))).toEqual({ ok: false, error: { code: 'progress.other-app' } });
    expect(importProgress(JSON.stringify({ app: 'card-school', version: 7, games: {} }))).toMatchObject({ ok: false, error: { code: 'progress.newer' } });
    expect(importProgress(' '.repeat(IMPORT_LIMIT + 1))).toEqual({ ok: false, error: { code: 'progress.too-large' } });
    // A file exported before the school had more games.
    const old = JSON.stringify({ app: 'hindersche-trainer', version: 2, skills: {}, review: [] });
    expect(importProgress(old)).toMatchObject({ ok: true, migrated: true, value: { games: { hindersche: { skills: {}, review: [] } } } });
  });

  it('merges two versions without losing answers', () => {
    const base = recordAttempt(emptyProgress(), G, attempt(true, 1), T0);
    const a = recordAttempt(base, G, attempt(false, 2), T0 + 10);
    const b = recordAttempt(recordAttempt(base, G, attempt(true, 3), T0 + 20), 'other-game', attempt(true, 1), T0 + 30);
    const m = mergeProgress(a, b);
    expect(gameProgress(m, G).review.map((r) => r.seed)).toEqual([2]);
    expect(gameProgress(m, G).skills.ranking?.history).toEqual([
      [T0, 1],
      [T0 + 10, 0],
      [T0 + 20, 1],
    ]);
    expect(gameProgress(m, 'other-game').skills.ranking?.attempts).toBe(1);
    expect(mergeProgress(m, m)).toEqual(m);
  });

  it('never throws on any imported text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything().map((x) => JSON.stringify(x) ?? '')), (text) => {
        const r = importProgress(text);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('review schedule (FSRS)', () => {
  it('makes a fresh miss due at once and a right answer due later', () => {
    expect(replay([])).toBeNull();
    const missed = replay([[T0, 0]])!;
    expect(missed.due.getTime()).toBeLessThan(T0 + DAY);
    const learned = replay([
      [T0, 1],
      [T0 + DAY, 1],
      [T0 + 4 * DAY, 1],
    ])!;
    expect(learned.due.getTime()).toBeGreaterThan(T0 + 5 * DAY);
  });

  it('schedules missed questions and fading skills across games, soonest first', () => {
    let p = recordAttempt(emptyProgress(), G, attempt(false, 7), T0);
    p = recordAttempt(p, 'other-game', { drill: 'x-drill', skill: 'x', seed: 1, level: 1, success: true }, T0);
    const items = schedule(p, [G, 'other-game'], (game, skill) => (game === G && skill === 'ranking' ? 'ranking-explorer' : game === 'other-game' ? 'x-drill' : undefined));
    expect(items.map((i) => i.kind)).toContain('question');
    expect(items.filter((i) => i.kind === 'skill').map((i) => i.game).sort()).toEqual([G, 'other-game']);
    expect(items.every((x, i) => i === 0 || (items[i - 1] as { due: number }).due <= x.due)).toBe(true);
    const { due, later } = dueNow(items, T0 + 5 * 60_000);
    expect(due.some((i) => i.kind === 'question' && i.seed === 7)).toBe(true);
    expect(later.some((i) => i.kind === 'skill' && i.game === 'other-game')).toBe(true);
    // Lesson checks are not skills to review.
    p = recordLessonCheck(p, G, 'the-game', true, T0);
    expect(schedule(p, [G], () => 'ranking-explorer').some((i) => i.kind === 'skill' && i.skill.startsWith('lesson-'))).toBe(false);
  });
});

describe('the light reader of learned lessons', () => {
  it('reads ticks from current and Hindersche-only data, and nothing from garbage', async () => {
    const { learnedLessons } = await import('../../src/shared/progress/peek');
    let p = emptyProgress();
    for (let i = 0; i < 3; i++) p = recordLessonCheck(p, G, 'the-game', true, T0);
    p = recordLessonCheck(p, G, 'dealing', true, T0);
    expect([...learnedLessons(memory({ [PROGRESS_KEY]: JSON.stringify(p) }), G, ['the-game', 'dealing'])]).toEqual(['the-game']);
    expect(learnedLessons(memory({ [PROGRESS_KEY]: JSON.stringify(p) }), 'other-game', ['the-game']).size).toBe(0);
    const legacy = JSON.stringify({ version: 2, skills: { 'lesson-the-game': { attempts: 3, successes: 3, streak: 3, mastery: 0.7 } }, review: [] });
    expect(learnedLessons(memory({ [LEGACY_PROGRESS_KEY]: legacy }), G, ['the-game']).size).toBe(1);
    for (const bad of ['{', 'null', '[]', '{"version":3,"games":7}', '{"version":3,"games":{"hindersche":{"skills":{"lesson-the-game":{"successes":"9"}}}}}']) {
      expect(learnedLessons(memory({ [PROGRESS_KEY]: bad }), G, ['the-game']).size, bad).toBe(0);
    }
  });
});
