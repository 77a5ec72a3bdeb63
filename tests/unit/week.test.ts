/**
 * The learner's week: helped answers, the version-4 progress, skills not due again the day they were practised,
 * the review session with its daily limit, and the one file that carries everything to another device.
 */
import { describe, expect, it } from 'vitest';
import { emptyProgress, gameProgress, loadProgress, PROGRESS_KEY, PROGRESS_VERSION, recordAttempt, saveProgress, type StorageLike } from '../../src/shared/progress/progress';
import { dayOf, endOfDay, schedule } from '../../src/shared/progress/schedule';
import { answerItem, defaultReview, loadReview, nextOpen, REVIEW_KEY, saveReview, startSession, tally, type SessionItem } from '../../src/shared/progress/reviewSession';
import { exportAll, importAll } from '../../src/shared/progress/backup';
import { glance, glanceTable } from '../../src/shared/progress/peek';
import { createTableStore } from '../../src/shared/table/store';

function memory(entries: Record<string, string> = {}): StorageLike & { data: Map<string, string>; removeItem(k: string): void } {
  const data = new Map<string, string>(Object.entries(entries));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
  };
}

const G = 'stopp';
const T0 = new Date(2026, 10, 27, 10, 0).getTime();
const HOUR = 3_600_000;
const q = (seed: number, success: boolean, helped = false) => ({ drill: 'beat-or-stopp', skill: 'beating', seed, level: 1, success, helped });

describe('helped answers', () => {
  it('a right answer after a hint joins review as helped, not missed', () => {
    const p = recordAttempt(emptyProgress(), G, q(5, false, true), T0);
    const g = gameProgress(p, G);
    expect(g.review).toEqual([{ drill: 'beat-or-stopp', skill: 'beating', seed: 5, level: 1, misses: 0, helped: 1, history: [[T0, 2]] }]);
    expect(g.skills.beating).toMatchObject({ attempts: 1, successes: 0, streak: 0, mastery: 0.15 });
    const [item] = schedule(p, [G], () => undefined);
    expect(item).toMatchObject({ kind: 'question', misses: 0, helped: 1 });
    // Answered right later: off the queue.
    expect(gameProgress(recordAttempt(p, G, q(5, true), T0 + HOUR), G).review).toEqual([]);
  });

  it('saves as version 4, reads version 3 unchanged, and leaves a newer version alone', () => {
    expect(PROGRESS_VERSION).toBe(4);
    const v3 = JSON.stringify({ version: 3, games: { stopp: { skills: { beating: { attempts: 1, successes: 1, streak: 1, mastery: 0.3, history: [[T0, 1]] } }, review: [] } } });
    const loaded = loadProgress(memory({ [PROGRESS_KEY]: v3 }));
    expect(loaded.notice).toBeNull();
    expect(gameProgress(loaded.progress, G).skills.beating?.attempts).toBe(1);
    const store = memory();
    saveProgress(store, recordAttempt(emptyProgress(), G, q(1, false, true), T0));
    expect(JSON.parse(store.data.get(PROGRESS_KEY)!).version).toBe(4);
  });
});

describe('skills practised today', () => {
  it('are not due again the same day, whatever the answers; a missed question comes back within minutes', () => {
    for (const answers of [[true], [false], [true, false, true], [false, false]]) {
      let p = emptyProgress();
      answers.forEach((ok, i) => (p = recordAttempt(p, G, q(100 + i, ok), T0 + i * 60_000)));
      const skill = schedule(p, [G], () => 'beat-or-stopp').find((i) => i.kind === 'skill')!;
      expect(skill.due, String(answers)).toBeGreaterThan(endOfDay(T0));
    }
    const missed = schedule(recordAttempt(emptyProgress(), G, q(1, false), T0), [G], () => undefined)[0]!;
    expect(missed.due).toBeLessThan(T0 + HOUR);
  });
});

describe('the review session', () => {
  const items: SessionItem[] = [1, 2, 3, 4].map((seed) => ({ kind: 'question', game: G, drill: 'beat-or-stopp', skill: 'beating', seed, level: 1 }));

  it('takes at most the daily limit, counts each item once, and ends with a tally', () => {
    const today = dayOf(T0);
    let s = startSession({ ...defaultReview(today), limit: 3 }, items, T0);
    expect(s.session?.items.map((i) => i.seed)).toEqual([1, 2, 3]);
    s = answerItem(s, 0, 'beat-or-stopp', 1);
    s = answerItem(s, 0, 'beat-or-stopp', 0);
    s = answerItem(s, 1, 'other-drill', 0);
    expect(s.done).toBe(1);
    expect(nextOpen(s.session, 0)).toBe(1);
    s = answerItem(answerItem(s, 1, 'beat-or-stopp', 2), 2, 'beat-or-stopp', 0);
    expect(nextOpen(s.session)).toBeNull();
    expect(tally(s.session!)).toEqual({ right: 1, helped: 1, missed: 1, open: 0 });
    // Nothing left today under a limit of 3.
    expect(startSession(s, items, T0).session?.items).toEqual([]);
  });

  it('is saved under a version, starts a new count each day, and leaves a newer record alone', () => {
    const store = memory();
    const state = answerItem(startSession(defaultReview(dayOf(T0)), items, T0), 0, 'beat-or-stopp', 1);
    expect(saveReview(store, state)).toBe(true);
    expect(loadReview(store, dayOf(T0)).state).toEqual(state);
    expect(loadReview(store, dayOf(T0 + 24 * HOUR)).state.done).toBe(0);
    const newer = JSON.stringify({ v: 2, whatever: true });
    const n = memory({ [REVIEW_KEY]: newer });
    expect(loadReview(n, dayOf(T0)).newer).toBe(true);
    expect(saveReview(n, state)).toBe(false);
    expect(n.data.get(REVIEW_KEY)).toBe(newer);
    const bad = memory({ [REVIEW_KEY]: '{"v":1,"limit":-4}' });
    expect(loadReview(bad, dayOf(T0)).state).toEqual(defaultReview(dayOf(T0)));
    expect(bad.data.get(`${REVIEW_KEY}.backup`)).toBe('{"v":1,"limit":-4}');
  });
});

describe('one file for everything', () => {
  const table = JSON.stringify({ v: 1, game: 'g1;whatever', settings: {}, meta: { at: T0, players: 4 } });
  const slate = JSON.stringify({ v: 1, setup: null, entries: null });

  function learner() {
    const store = memory({ 'stopp.table': table, 'hindersche.slate': slate, 'unrelated.key': 'x' });
    saveProgress(store, recordAttempt(emptyProgress(), G, q(9, false), T0));
    saveReview(store, { ...defaultReview(dayOf(T0)), limit: 10 });
    return store;
  }

  it('carries progress, review state, saved games and slates to a fresh profile', () => {
    const file = exportAll(learner(), new Date(T0));
    const fresh = memory();
    const r = importAll(file, fresh);
    expect(r.ok).toBe(true);
    expect(fresh.data.get('stopp.table')).toBe(table);
    expect(fresh.data.get('hindersche.slate')).toBe(slate);
    expect(loadReview(fresh, dayOf(T0)).state.limit).toBe(10);
    expect(gameProgress(loadProgress(fresh).progress, G).review.map((i) => i.seed)).toEqual([9]);
    expect(fresh.data.has('unrelated.key')).toBe(false);
    expect(glanceTable(fresh, G)).toEqual({ at: T0, players: 4, over: false });
  });

  it('changes nothing when any part of the file is bad, or when the browser refuses to store it', () => {
    const good = JSON.parse(exportAll(learner(), new Date(T0))) as Record<string, unknown>;
    for (const bad of [
      '{',
      JSON.stringify({ ...good, app: 'another' }),
      JSON.stringify({ ...good, records: { 'stopp.table': '{nope' } }),
      JSON.stringify({ ...good, records: { 'evil key': '{"v":1}' } }),
      JSON.stringify({ ...good, records: { [REVIEW_KEY]: '{"v":1,"limit":"many"}' } }),
      JSON.stringify({ ...good, games: { stopp: { skills: { x: { attempts: -1 } }, review: [] } } }),
    ]) {
      const store = memory({ 'stopp.table': 'mine' });
      expect(importAll(bad, store).ok, bad.slice(0, 80)).toBe(false);
      expect([...store.data.entries()]).toEqual([['stopp.table', 'mine']]);
    }
    const full = memory({ 'stopp.table': 'mine' });
    let writes = 0;
    full.setItem = (k, v) => {
      if (++writes === 2) throw new Error('full');
      full.data.set(k, v);
    };
    expect(importAll(JSON.stringify(good), full)).toEqual({ ok: false, error: { code: 'progress.write-failed' } });
    expect([...full.data.entries()]).toEqual([['stopp.table', 'mine']]);
  });

  it('keeps a record this browser has from a newer version of the site', () => {
    const newer = JSON.stringify({ v: 9, game: 'future' });
    const store = memory({ 'stopp.table': newer });
    const r = importAll(exportAll(learner(), new Date(T0)), store);
    expect(r).toMatchObject({ ok: true, value: { kept: ['stopp.table'] } });
    expect(store.data.get('stopp.table')).toBe(newer);
  });
});

describe('the school home reads lightly', () => {
  it('counts lessons read, checks passed and drill answers', () => {
    let p = recordAttempt(emptyProgress(), G, q(1, true), T0);
    p = recordAttempt(p, G, q(2, false), T0);
    const store = memory({ 'school.lessons': JSON.stringify({ v: 1, games: { stopp: { 'the-game': T0 } } }) });
    saveProgress(store, {
      ...p,
      games: { stopp: { ...gameProgress(p, G), skills: { ...gameProgress(p, G).skills, 'lesson-the-game': { attempts: 1, successes: 1, streak: 1, mastery: 0.3 } } } },
    });
    const g = glance(store, G, ['the-game', 'beating']);
    expect([...g.read]).toEqual(['the-game']);
    expect([...g.passed]).toEqual(['the-game']);
    expect(g.learned.size).toBe(0);
    expect(g.answers).toBe(2);
    expect(glance(memory({ 'school.lessons': '{"v":2}', [PROGRESS_KEY]: '[' }), G, ['the-game']).read.size).toBe(0);
  });

  it('a saved game carries when it was saved and what the game says of it', () => {
    const store = createTableStore<{ n: number }, object>({
      key: 'toy.table',
      version: 1,
      encode: (g) => g.n,
      decode: (r) => (typeof r === 'number' ? { ok: true, value: { n: r } } : { ok: false }),
      readSettings: () => ({}),
      describe: (g) => ({ players: g.n, over: false }),
    });
    const m = memory();
    expect(store.save(m, { n: 3 }, {}, null).kind).toBe('saved');
    expect(glanceTable(m, 'toy')).toMatchObject({ players: 3, over: false });
    expect(store.load(m)).toMatchObject({ kind: 'ok', saved: { game: { n: 3 } } });
  });
});
