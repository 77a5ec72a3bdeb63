/**
 * Small hooks every game's table page uses: the computer players' code fetched while the learner is still choosing,
 * and the announcements for screen readers (the events since the last change, narrated, and the learner's turn).
 */
import { useEffect, useRef, useState } from 'preact/hooks';

/** Fetches the computer players' code when the browser is idle, and ends their worker when the table goes. */
export function useBotsPreload(bots: { preload(): void; terminate(): void }): void {
  useEffect(() => {
    const idle = (window as { requestIdleCallback?: (f: () => void) => number }).requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200));
    idle(() => bots.preload());
    return () => bots.terminate();
  }, []);
}

/**
 * The lines to announce: after each change of the game's log (or of `deps`), the events since the last change as
 * `narrate(from)` tells them, then `turn` (the learner's turn, or null); the newest `keep` lines. A new log (a game
 * replaced) announces nothing of its past.
 */
export function useLiveLines(log: readonly unknown[] | null, narrate: (from: number) => string[], turn: () => string | null, keep: number, deps: readonly unknown[]): string[] {
  const [live, setLive] = useState<string[]>([]);
  const announced = useRef(-1);
  useEffect(() => {
    if (!log) {
      announced.current = -1;
      return;
    }
    const from = announced.current;
    announced.current = log.length;
    const lines = from < 0 || from > log.length ? [] : [...narrate(from)];
    const line = turn();
    if (line) lines.push(line);
    if (lines.length > 0) setLive(lines.slice(-keep));
  }, [log?.length ?? 0, ...deps]);
  return live;
}
