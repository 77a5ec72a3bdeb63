/**
 * The hint button's speed in a real browser, on the built site (dist/ or $ASTRO_OUT_DIR): how long a learner waits
 * from clicking "Hint" to the advice on screen, at the learner's decisions of a seeded game of each game.
 *
 * For each game: a new browser profile at 1280 x 800, /en/<game>/play/?seed=…, the game started at its fastest
 * speed; then at each of the learner's decisions (up to `--decisions`, default 16): the learner looks at the table
 * for `thinkMs` (measured twice: 0 ms, a click at once, and 1,000 ms, a learner who looks first), clicks the hint
 * button, and the page measures the time until the hint line says it is done (`data-hint-state="done"`); then the
 * learner follows the advice (the hinted cards or bid, else the first action offered). One JSON line per game and
 * think time: decisions measured, median, p95 and max in ms.
 *
 *   npm run bench -- --json --hints [--game <id>] [--decisions N]
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../tests/e2e/browser';
import { serveSite } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const HINT_GAMES = ['hindersche', 'handjass', 'bugami', 'norrlandsknack', 'stopp', 'president'] as const;
const SEEDS: Record<string, number> = { hindersche: 4242, handjass: 777, bugami: 555, norrlandsknack: 1212, stopp: 785737819, president: 464265505 };
const ROOT_SEL = '[data-widget="game-table"]';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number) : 0;
};

/** Starts the game from its setup at the fastest speed the table offers. */
async function start(page: Page, base: string, game: string): Promise<void> {
  await page.goto(`${base}/en/${game}/play/?seed=${SEEDS[game]}`);
  const root = page.locator(ROOT_SEL);
  await root.waitFor();
  await page.waitForSelector(`${ROOT_SEL}[data-ready="true"]`);
  const instant = root.locator('input[type="radio"][value="instant"]');
  if (await instant.count()) await instant.first().check();
  await root.locator('[data-start], [data-action="start"]').first().click();
}

/** Clicks the hint button and returns the page's own measure of the wait until the advice shows, in ms. */
async function timeHint(page: Page): Promise<number | null> {
  return page.evaluate(async (sel) => {
    const root = document.querySelector(sel)!;
    const button = root.querySelector<HTMLButtonElement>('[data-action="hint"]');
    if (!button || button.getAttribute('aria-disabled') === 'true' || button.disabled) return null;
    const t0 = performance.now();
    button.click();
    for (let i = 0; i < 2000; i++) {
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const line = root.querySelector('.gt-hint');
      if (line?.getAttribute('data-hint-state') === 'done') return performance.now() - t0;
    }
    return null;
  }, ROOT_SEL);
}

/** Follows the advice: the hinted cards or bid, then the action that confirms them; else the first action offered. */
async function act(page: Page): Promise<void> {
  const root = page.locator(ROOT_SEL);
  const hinted = root.locator('[data-hinted]:not([aria-disabled="true"])');
  const n = await hinted.count();
  for (let i = 0; i < n; i++) await hinted.nth(i).click();
  // Clicking the advice may already take the decision (the hint line goes with it).
  if (!(await root.getAttribute('data-awaiting')) || !(await root.locator('.gt-hint').count())) return;
  const marked = (await root.locator('.gt-hint').first().getAttribute('data-hint')) ?? '';
  let type = '';
  try {
    type = (JSON.parse(marked) as { type?: string }).type ?? '';
  } catch {
    /* a card list, not an action */
  }
  const byType = type ? root.locator(`[data-actions] [data-action="${type}"]`) : null;
  if (byType && (await byType.count())) return byType.first().click();
  const buttons = root.locator('[data-actions] button:not([data-action="hint"]):not([aria-disabled="true"]):not([disabled])');
  if (await buttons.count()) return buttons.first().click();
  const card = root.locator('[data-hand] [data-playable]');
  if (await card.count()) await card.first().click();
}

/** Waits for the learner's next decision, moving past deal reviews; false at the end of the game or after 60 s. */
async function nextTurn(page: Page): Promise<boolean> {
  const root = page.locator(ROOT_SEL);
  const onwards = root.locator('[data-action="next"], [data-action="next-deal"], [data-action="continue"], [data-action="next-trick"]');
  for (let i = 0; i < 600; i++) {
    if (await root.getAttribute('data-awaiting')) return true;
    if ((await root.getAttribute('data-state')) === 'over' || (await root.locator('[data-over]').count())) return false;
    if (await onwards.count()) await onwards.first().click().catch(() => undefined);
    else await page.waitForTimeout(100);
  }
  return false;
}

export async function hintBenchmarks(games: readonly string[], decisions = 16): Promise<object[]> {
  const dist = resolve(ROOT, process.env.ASTRO_OUT_DIR ?? 'dist');
  if (!existsSync(join(dist, 'en', 'index.html'))) return [{ name: 'hint-click-to-advice', skipped: `no built site in ${dist}: run npm run build first` }];
  const executablePath = findChromium();
  if (!executablePath) return [{ name: 'hint-click-to-advice', skipped: 'no Chromium found' }];
  const server = await serveSite(dist);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const rows: object[] = [];
  try {
    for (const game of games) {
      for (const thinkMs of [0, 1000]) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const times: number[] = [];
        let stopped = 'decisions';
        try {
          await start(page, base, game);
          for (let d = 0; d < decisions; d++) {
            const waiting = await nextTurn(page);
            if (!waiting) {
              stopped = (await page.locator(`${ROOT_SEL}[data-state="over"], ${ROOT_SEL} [data-over]`).count()) ? 'game over' : 'no turn';
              break;
            }
            if (thinkMs) await page.waitForTimeout(thinkMs);
            const ms = await timeHint(page);
            if (ms === null) {
              stopped = 'no hint';
              break;
            }
            times.push(ms);
            const status = await page.locator(`${ROOT_SEL} [data-status]`).textContent();
            await act(page);
            // The decision is taken when the table stops waiting or moves on to the next one.
            await page
              .waitForFunction(
                ([sel, before]) => {
                  const root = document.querySelector(sel)!;
                  return !root.hasAttribute('data-awaiting') || root.querySelector('[data-status]')?.textContent !== before || root.querySelector('.gt-hint') === null;
                },
                [ROOT_SEL, status] as const,
                { timeout: 10_000 },
              )
              .catch(() => undefined);
          }
        } catch (e) {
          rows.push({ name: 'hint-click-to-advice', game, thinkMs, error: String(e).slice(0, 200) });
        }
        await context.close();
        const round = (x: number) => Math.round(x);
        rows.push({ name: 'hint-click-to-advice', game, thinkMs, decisions: times.length, stopped, medianMs: round(pct(times, 50)), p95Ms: round(pct(times, 95)), maxMs: round(Math.max(0, ...times)) });
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}
