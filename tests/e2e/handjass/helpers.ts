/**
 * Shared steps for Handjass's browser tests: open a drill on a seeded question, answer it from the engine's own
 * solution (right) or with a changed answer (wrong), read the verdict, and drive the play table inside the page.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/handjass/engine/rules';
import { DRILLS } from '../../../src/games/handjass/machines/drills';
import type { DrillRules } from '../../../src/games/handjass/machines/drills/rules';
import { declarationUnchecked } from '../../../src/games/handjass/engine/weis';

export const LANGS = ['en', 'de', 'sv'] as const;
export type Lang = (typeof LANGS)[number];
export const DRILL_IDS = ['suit-translator', 'ranking-board', 'legal-play', 'trick-winner', 'weis-builder', 'weis-compare', 'stroke-scoring', 'blackboard'] as const;
const RULES = DEFAULT_RULES as DrillRules;

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

export async function openDrill(page: Page, lang: Lang, drill: string, seed: number, level = 1): Promise<Locator> {
  await page.goto(`/${lang}/handjass/drills/${drill}/?seed=${seed}&level=${level}`);
  const widget = page.locator(`[data-widget="${drill}"]`);
  await expect(widget).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`seed=${seed}&level=${level}`));
  await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
  return widget;
}

export function question(drill: string, seed: number, level: number): unknown {
  return (DRILLS[drill] as unknown as { generate(s: number, l: number, r: DrillRules): unknown }).generate(seed, level, RULES);
}

export function solution(drill: string, seed: number, level: number): unknown {
  const d = DRILLS[drill] as unknown as { generate(s: number, l: number, r: DrillRules): unknown; solve(q: unknown, r: DrillRules): unknown };
  return d.solve(d.generate(seed, level, RULES), RULES);
}

/** A wrong answer of the same shape as the right one. */
export function wrongAnswer(drill: string, seed: number, level: number): unknown {
  const q = question(drill, seed, level) as Record<string, unknown>;
  const right = solution(drill, seed, level) as never;
  switch (drill) {
    case 'suit-translator': {
      const qq = q as { card: string; others: string[] };
      return qq.others[0];
    }
    case 'ranking-board': {
      const qq = q as { a: string; b: string };
      return right === qq.a ? qq.b : qq.a;
    }
    case 'legal-play':
      return [];
    case 'trick-winner': {
      const r = right as { winner: number; points: number };
      return { winner: r.winner, points: r.points + 1 };
    }
    case 'weis-builder': {
      // The first combination cut short by its last card (a run too short or cut, three of a kind).
      const groups = right as string[][];
      return groups.map((g, i) => (i === 0 ? g.slice(0, -1) : g));
    }
    case 'weis-compare': {
      const qq = q as { hands: string[][]; trump: string };
      const seats = qq.hands.flatMap((h, seat) => (declarationUnchecked(h as never, qq.trump as never).best ? [seat] : []));
      return seats.find((s) => s !== right);
    }
    case 'stroke-scoring': {
      const r = right as Record<string, number>;
      const k = Object.keys(r)[0] as string;
      return { ...r, [k]: (r[k] as number) === 0 ? -1 : 0 };
    }
    case 'blackboard': {
      const r = right as { retire: number[]; vorhand: number; dealer: number };
      return { ...r, dealer: r.vorhand };
    }
  }
  return null;
}

/** Gives an answer through the widget's controls. */
export async function answer(widget: Locator, drill: string, a: unknown) {
  const q = widget.locator('[data-question]');
  switch (drill) {
    case 'suit-translator':
    case 'ranking-board':
      await q.locator(`[data-answer="${String(a)}"]`).click();
      return;
    case 'weis-builder':
      for (const group of a as string[][]) {
        for (const c of group) await q.locator(`[data-answer="${c}"]`).click();
        await q.locator('[data-add]').click();
      }
      await q.locator('[data-submit]').click();
      return;
    case 'weis-compare':
      await q.locator(`[data-answer="${String(a)}"]`).click();
      return;
    case 'legal-play':
      for (const c of a as string[]) await q.locator(`[data-answer="${c}"]`).click();
      await q.locator('[data-submit]').click();
      return;
    case 'trick-winner': {
      const x = a as { winner: number; points: number };
      await q.locator(`[data-answer="${x.winner}"]`).check();
      await q.locator('[data-points]').fill(String(x.points));
      await q.locator('[data-submit]').click();
      return;
    }
    case 'stroke-scoring':
      for (const [seat, n] of Object.entries(a as Record<string, number>)) await q.locator(`select[data-seat="${seat}"]`).selectOption(String(n));
      await q.locator('[data-submit]').click();
      return;
    case 'blackboard': {
      const x = a as { retire: number[]; vorhand: number; dealer: number };
      for (const s of x.retire) await q.locator(`[data-retire="${s}"]`).check();
      await q.locator(`[data-field="vorhand"][data-answer="${x.vorhand}"]`).check();
      await q.locator(`[data-field="dealer"][data-answer="${x.dealer}"]`).check();
      await q.locator('[data-submit]').click();
      return;
    }
  }
}

/**
 * After Check the learner's own answer is still on screen (it was cleared once: the form remounted empty), for the
 * drills answered in a form: the chosen player and typed points, each player's strokes, the blackboard's ticks.
 */
export async function expectAnswerShown(widget: Locator, drill: string, a: unknown) {
  const q = widget.locator('[data-question]');
  switch (drill) {
    case 'trick-winner': {
      const x = a as { winner: number; points: number };
      await expect(q.locator(`[data-answer="${x.winner}"]`)).toBeChecked();
      await expect(q.locator('[data-points]')).toHaveValue(String(x.points));
      return;
    }
    case 'stroke-scoring':
      for (const [seat, n] of Object.entries(a as Record<string, number>)) await expect(q.locator(`select[data-seat="${seat}"]`)).toHaveValue(String(n));
      return;
    case 'blackboard': {
      const x = a as { retire: number[]; vorhand: number; dealer: number };
      for (const s of x.retire) await expect(q.locator(`[data-retire="${s}"]`)).toBeChecked();
      await expect(q.locator(`[data-field="vorhand"][data-answer="${x.vorhand}"]`)).toBeChecked();
      await expect(q.locator(`[data-field="dealer"][data-answer="${x.dealer}"]`)).toBeChecked();
      return;
    }
  }
}

export async function expectVerdict(widget: Locator, right: boolean) {
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'feedback');
  await expect(widget.locator(right ? '.quiz__status--right' : '.quiz__status--wrong')).toBeVisible();
}

export { expectNoAxeViolations } from '../axe';

export const TABLE = '[data-widget="game-table"]';

/**
 * Plays the learner's part inside the page until the table reaches a state in `until` or `moves` cards were
 * played: the first legal card, the first offered choice (a choice button, or the primary button), "next deal" after each review.
 */
export async function drive(page: Page, until: string[], moves = 100_000): Promise<{ state: string; played: number }> {
  return page.evaluate(
    async ({ until, moves, root }) => {
      const el = document.querySelector(root) as HTMLElement;
      const tick = () => new Promise((r) => setTimeout(r, 5));
      let played = 0;
      const started = Date.now();
      while (Date.now() - started < 120_000) {
        const state = el.dataset.state ?? '';
        if (until.includes(state) || played >= moves) return { state, played };
        let button: HTMLElement | null = null;
        if (state === 'learnerTurn') {
          const d = el.dataset.decision;
          button = d === 'play' ? el.querySelector('[data-legal="true"]') : el.querySelector('.gt-prompt [data-primary], .gt-prompt [data-choice]:not([aria-disabled])');
          if (d === 'play' && button) played++;
        } else if (state === 'dealScored') button = el.querySelector('[data-action="continue"]');
        button?.click();
        await tick();
      }
      return { state: el.dataset.state ?? '', played };
    },
    { until, moves, root: TABLE },
  );
}

/** Opens the table on a seed and waits until its island is interactive. */
export async function openTable(page: Page, lang: Lang, seed: number) {
  await page.goto(`/${lang}/handjass/play/?seed=${seed}`);
  const table = page.locator(TABLE);
  await expect(table).toHaveAttribute('data-ready', 'true');
  return table;
}

/** Sets the open table up without pauses and deals. */
export async function startOpened(table: Locator, players: 2 | 3 | 4 = 4) {
  await table.locator(`input[name$="-players"][value="${players}"]`).check();
  await table.locator('.gt-setup input[name$="-speed"][value="instant"]').check();
  await table.locator('[data-action="start"]').click();
  await expect(table).not.toHaveAttribute('data-state', 'setup');
  return table;
}

/** Opens the table on a seed, sets the table up without pauses and deals. */
export async function startTable(page: Page, lang: Lang, seed: number, players: 2 | 3 | 4 = 4) {
  return startOpened(await openTable(page, lang, seed), players);
}

/**
 * A text of the page that is still an i18n key or has a placeholder left. An element's text runs together across its
 * children ("Deal 3table.review..."), so a key is looked for anywhere, not only at a word boundary
 * (a key's dot is followed by a lowercase letter; a sentence's is not).
 */
export const RAW_TEXT = /(table|strokes|seat|suit|shell)\.[a-z]|\{\{/;
