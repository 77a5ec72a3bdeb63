/** Where the page scrolls at the table: a learner's decision, the hint's answer, a deal's result. */

/**
 * At a decision of the learner, scrolls the page (only when needed) so that the centre of the table, the hand and the
 * action buttons (with the hint's answer, once asked) are in view together, with the other players' seats too when
 * everything fits one screen; when even the centre, hand and actions do not fit, the hand and the actions are.
 */
export function showDecision(root: HTMLElement): void {
  if (typeof window === 'undefined') return;
  const rectOf = (el: Element | null) => (el ? el.getBoundingClientRect() : null);
  const some = (xs: (DOMRect | null)[]) => xs.filter((r): r is DOMRect => !!r && r.height > 0);
  const lower = some([rectOf(root.querySelector('[data-hand]')), ...[...root.querySelectorAll('[data-actions] button, [data-actions] [data-hint]')].map(rectOf)]);
  const core = some([rectOf(root.querySelector('[data-centre]')), ...lower]);
  const full = some([...[...root.querySelectorAll('.gt-main [data-seat]')].map(rectOf), ...core]);
  const margin = 8;
  const height = window.innerHeight;
  const span = (rs: DOMRect[]) => ({ top: Math.min(...rs.map((r) => r.top)) - margin, bottom: Math.max(...rs.map((r) => r.bottom)) + margin });
  const group = [full, core, lower].find((rs) => rs.length > 0 && span(rs).bottom - span(rs).top <= height) ?? lower;
  if (group.length === 0) return;
  const { top, bottom } = span(group);
  const dy = bottom - top > height ? bottom - height : top < 0 ? top : bottom > height ? bottom - height : 0;
  if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' as ScrollBehavior });
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
  const margin = 8;
  const height = window.innerHeight;
  const top = (centre && centre.height > 0 && result.top + Math.min(result.height, height / 2) - centre.top <= height - 2 * margin ? centre.top : result.top) - margin;
  const bottom = Math.min(result.bottom, top + height) + margin;
  const dy = top < 0 ? top : bottom > height ? Math.min(bottom - height, top) : 0;
  if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' as ScrollBehavior });
}
