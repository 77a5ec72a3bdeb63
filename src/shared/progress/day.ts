/** Local days, for daily counts and "due today" (kept apart from the scheduler so light pages need no ts-fsrs). */
/** The end of the local day of `now` (the last millisecond before midnight). */
export function endOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime() - 1;
}

/** The local day of `now`, as YYYY-MM-DD (a daily count resets when it changes). */
export function dayOf(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

