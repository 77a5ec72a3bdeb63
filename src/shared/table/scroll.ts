/** Where the page scrolls at the table: a learner's decision, the hint's answer, the others' play, a deal's result. */

const MARGIN = 8;

const rectsOf = (els: Iterable<Element | null>): DOMRect[] => [...els].map((el) => el?.getBoundingClientRect() ?? null).filter((r): r is DOMRect => !!r && r.height > 0);

/**
 * Scrolls the page the least that brings the first of `groups` (boxes to see together) that fits the screen into
 * view; when none fits, the bottom of the last one.
 */
function bringIntoView(groups: DOMRect[][]): void {
  const height = window.innerHeight;
  const span = (rs: DOMRect[]) => ({ top: Math.min(...rs.map((r) => r.top)) - MARGIN, bottom: Math.max(...rs.map((r) => r.bottom)) + MARGIN });
  const group = groups.find((rs) => rs.length > 0 && span(rs).bottom - span(rs).top <= height) ?? groups[groups.length - 1] ?? [];
  if (group.length === 0) return;
  const { top, bottom } = span(group);
  const dy = bottom - top > height ? bottom - height : top < 0 ? top : bottom > height ? bottom - height : 0;
  if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' as ScrollBehavior });
}

/**
 * At a decision of the learner, scrolls the page (only when needed) so that the centre of the table, the hand and the
 * action buttons (with the hint's answer, once asked) are in view together, with the other players' seats too when
 * everything fits one screen; when even the centre, hand and actions do not fit, the hand and the actions are.
 */
export function showDecision(root: HTMLElement): void {
  if (typeof window === 'undefined') return;
  const lower = rectsOf([root.querySelector('[data-hand]'), ...root.querySelectorAll('[data-actions] button, [data-actions] [data-hint]')]);
  const core = [...rectsOf([root.querySelector('[data-centre]')]), ...lower];
  const full = [...rectsOf(root.querySelectorAll('.gt-main [data-seat]')), ...core];
  bringIntoView([full, core, lower]);
}

/**
 * While the others play: when the centre of the table is wholly off the screen (the table has just replaced a long
 * setup form), scrolls to it, with the seats when they fit. A centre in view is left where the learner is looking.
 */
export function showPlay(root: HTMLElement): void {
  if (typeof window === 'undefined') return;
  const centre = rectsOf([root.querySelector('[data-centre]')]);
  const [c] = centre;
  if (!c || (c.bottom > 0 && c.top < window.innerHeight)) return;
  bringIntoView([[...rectsOf(root.querySelectorAll('.gt-main [data-seat]')), ...centre], centre]);
}

/** The table's states that show a deal's result (or the game's end) under the table. */
export const RESULT_STATES = new Set(['dealScored', 'gameOver']);

/**
 * When a deal's result is shown, scrolls the page (only when needed) so that the result starts on screen: with the
 * centre of the table (the last trick) above it when both fit, else from the result's first line.
 */
export function showResult(root: HTMLElement): void {
  if (typeof window === 'undefined') return;
  const result = root.querySelector('[data-actions]')?.getBoundingClientRect();
  if (!result || result.height === 0) return;
  const centre = root.querySelector('[data-centre]')?.getBoundingClientRect();
  const height = window.innerHeight;
  const top = (centre && centre.height > 0 && result.top + Math.min(result.height, height / 2) - centre.top <= height - 2 * MARGIN ? centre.top : result.top) - MARGIN;
  const bottom = Math.min(result.bottom, top + height) + MARGIN;
  const dy = top < 0 ? top : bottom > height ? Math.min(bottom - height, top) : 0;
  if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' as ScrollBehavior });
}
