/**
 * The review session as a drill page sees it (`?review=<index>` in its address): which item this is, and where
 * "Next" goes. Read straight from the saved record without its full check (reviewSession.ts has that), so that every
 * drill and lesson page stays light: anything unexpected reads as "not in a review".
 */
export const REVIEW_KEY = 'school.review';

interface RawItem {
  game: string;
  drill: string;
  seed: number;
  level: number;
}

/** The drill-page address of a session item. */
export const itemHref = (lang: string, item: RawItem, index: number) =>
  `/${lang}/${item.game}/drills/${item.drill}/?seed=${item.seed}&level=${item.level}&review=${index}`;

/** The review session's item this drill page shows, from its address, or null. */
export function reviewIndex(): number | null {
  try {
    const v = new URLSearchParams(window.location.search).get('review');
    return v !== null && /^\d{1,3}$/.test(v) ? Number(v) : null;
  } catch {
    return null;
  }
}

function session(): { items: RawItem[]; results: unknown[] } | null {
  try {
    const d = JSON.parse(window.localStorage.getItem(REVIEW_KEY) ?? 'null') as { v?: unknown; session?: { items?: unknown; results?: unknown } } | null;
    const s = d?.v === 1 ? d.session : null;
    return s && Array.isArray(s.items) && Array.isArray(s.results) ? (s as { items: RawItem[]; results: unknown[] }) : null;
  } catch {
    return null;
  }
}

/** This page's place in the review session (`drill` must be the item's), or null. */
export function readStep(drill: string): { index: number; total: number } | null {
  const index = reviewIndex();
  const s = index === null ? null : session();
  return s && index !== null && s.items[index]?.drill === drill ? { index, total: s.items.length } : null;
}

/** Where "Next" goes after item `index`: the next item not answered yet, or the review page and its summary. */
export function nextHref(lang: string, index: number): string {
  const s = session();
  if (s) {
    const n = s.items.length;
    for (let k = 1; k < n; k++) {
      const i = (index + k) % n;
      if (s.results[i] === null && s.items[i]) return itemHref(lang, s.items[i], i);
    }
  }
  return `/${lang}/review/`;
}
