/**
 * Starts the coach's search for the learner's decision shortly after the learner's turn begins, so that the hint
 * button answers at once (see shared/worker/hintMemo.ts). The short wait keeps a learner who acts at once (and the
 * browser tests, which click straight away) from paying for a search nobody asked for; a learner who stops to think
 * has the advice ready by the time they look for it.
 */
import { useEffect } from 'preact/hooks';

/** How long the learner's turn must last before the hint is computed ahead, in ms. */
export const PREFETCH_AFTER_MS = 250;

export function useHintPrefetch<G extends object>(awaiting: boolean, game: G | null | undefined, prefetch: (game: G) => void): void {
  useEffect(() => {
    if (!awaiting || !game) return;
    const id = setTimeout(() => prefetch(game), PREFETCH_AFTER_MS);
    return () => clearTimeout(id);
  }, [awaiting, game]);
}
