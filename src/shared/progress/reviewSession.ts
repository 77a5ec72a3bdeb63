/**
 * The review session: "Start review (N)" takes the items due now (at most the learner's daily limit, less what was
 * reviewed today) and runs them one after another on their drill pages, whose "Next" goes on to the next item (the
 * address carries `?review=<index>`); the last one leads back to the review page and its summary.
 *
 * Saved as one versioned record (the platform's saved-record rules, src/shared/saving/record.ts) under
 * `school.review`:
 *
 *   { "v": 1, "limit": 20, "day": "2026-11-27", "done": 3, "session": { "started": <ms>, "items": [...], "results": [...] } | null }
 *
 * Nothing of the schedule is stored here (it is derived from the answers, schedule.ts): only the daily limit, today's
 * count and the session in progress. A record from a newer site is left untouched (the page then works with the
 * defaults and writes nothing); an unreadable one is set aside. Pure functions over a passed storage.
 */
import { loadRecord, saveRecord, type RecordStorage } from '../saving/record';
import type { Outcome } from './saved';

import { REVIEW_KEY } from './reviewStep';

export { REVIEW_KEY };
export const REVIEW_VERSION = 1;
/** The daily limits a learner can choose; 20 unless they choose another. */
export const DAILY_LIMITS = [5, 10, 20, 30, 50, 100] as const;
export const DEFAULT_LIMIT = 20;
const MAX_ITEMS = 100;

export interface SessionItem {
  kind: 'question' | 'skill';
  game: string;
  drill: string;
  skill: string;
  seed: number;
  level: number;
}

export interface Session {
  started: number;
  items: SessionItem[];
  /** Per item: how it was answered (null: not yet). */
  results: (Outcome | null)[];
}

export interface ReviewState {
  limit: number;
  /** The local day `done` counts for (YYYY-MM-DD). */
  day: string;
  done: number;
  session: Session | null;
}

export const defaultReview = (day: string): ReviewState => ({ limit: DEFAULT_LIMIT, day, done: 0, session: null });

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
const isName = (x: unknown): x is string => typeof x === 'string' && /^[\w-]{1,40}$/.test(x) && x !== '__proto__';

function readItem(x: unknown): SessionItem | null {
  if (!isObject(x) || (x.kind !== 'question' && x.kind !== 'skill')) return null;
  if (!isName(x.game) || !isName(x.drill) || !isName(x.skill) || !isInt(x.seed, 2 ** 31 - 1) || !isInt(x.level, 99) || x.level < 1) return null;
  return { kind: x.kind, game: x.game, drill: x.drill, skill: x.skill, seed: x.seed, level: x.level };
}

function readSession(x: unknown): Session | null | 'bad' {
  if (x === null || x === undefined) return null;
  if (!isObject(x) || !isInt(x.started, 8.64e15) || !Array.isArray(x.items) || !Array.isArray(x.results)) return 'bad';
  if (x.items.length > MAX_ITEMS || x.results.length !== x.items.length) return 'bad';
  const items = x.items.map(readItem);
  if (items.some((i) => i === null)) return 'bad';
  if (!x.results.every((r) => r === null || r === 0 || r === 1 || r === 2)) return 'bad';
  return { started: x.started, items: items as SessionItem[], results: x.results as (Outcome | null)[] };
}

/** Validates a stored (or imported) review record of version 1. */
export function readReview(d: Record<string, unknown>): { ok: true; value: ReviewState } | { ok: false; reason: 'corrupt' } {
  const session = readSession(d.session);
  if (session === 'bad' || !isInt(d.limit, 1000) || d.limit < 1 || typeof d.day !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(d.day) || !isInt(d.done, 100_000)) {
    return { ok: false, reason: 'corrupt' };
  }
  return { ok: true, value: { limit: d.limit, day: d.day, done: d.done, session } };
}

export interface LoadedReview {
  state: ReviewState;
  /** A newer site's record: shown with defaults, never written. */
  newer: boolean;
}

/** The saved review state, with today's count reset on a new day. Never throws. */
export function loadReview(storage: RecordStorage | null, today: string): LoadedReview {
  const r = loadRecord(storage, REVIEW_KEY, REVIEW_VERSION, readReview);
  if (r.kind === 'newer') return { state: defaultReview(today), newer: true };
  if (r.kind !== 'ok') return { state: defaultReview(today), newer: false };
  const s = r.value;
  return { state: s.day === today ? s : { ...s, day: today, done: 0 }, newer: false };
}

/** Saves the review state (never over a newer site's record). */
export function saveReview(storage: RecordStorage | null, state: ReviewState): boolean {
  return saveRecord(storage, REVIEW_KEY, REVIEW_VERSION, { limit: state.limit, day: state.day, done: state.done, session: state.session });
}

/** How many items a session may take today. */
export const leftToday = (state: ReviewState) => Math.max(0, state.limit - state.done);

/** A new session over the given items (already in order), within today's limit. */
export function startSession(state: ReviewState, items: readonly SessionItem[], now: number): ReviewState {
  const take = items.slice(0, Math.min(leftToday(state), MAX_ITEMS));
  return { ...state, session: { started: now, items: take, results: take.map(() => null) } };
}

/** The session after the item at `index` was answered (only its first answer counts; today's count moves). */
export function answerItem(state: ReviewState, index: number, drill: string, outcome: Outcome): ReviewState {
  const s = state.session;
  const item = s?.items[index];
  if (!s || !item || item.drill !== drill || s.results[index] !== null) return state;
  const results = s.results.slice();
  results[index] = outcome;
  return { ...state, done: state.done + 1, session: { ...s, results } };
}

/** The first item not answered yet (null: the session is over). */
export function nextOpen(session: Session | null, after = -1): number | null {
  if (!session) return null;
  for (let i = after + 1; i < session.items.length; i++) if (session.results[i] === null) return i;
  for (let i = 0; i <= after && i < session.items.length; i++) if (session.results[i] === null) return i;
  return null;
}

/** Counts of a session's answers. */
export function tally(session: Session): { right: number; helped: number; missed: number; open: number } {
  const count = (o: Outcome | null) => session.results.filter((r) => r === o).length;
  return { right: count(1), helped: count(2), missed: count(0), open: count(null) };
}

export { itemHref } from './reviewStep';
