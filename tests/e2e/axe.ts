/**
 * axe for every browser test: zero WCAG 2.1 AA violations. axe-core is injected into the page once per document and
 * run there directly. (The AxeBuilder wrapper injects it again for every scan and finishes each run in a new blank
 * page: the same rules, about four times the time, which made axe the largest part of the suite.) Our pages have no
 * frames, so running in the top document sees everything.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
/** The rules that depend on colours only, for a second scan after switching the theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe reads colours as drawn: let fade-ins (a card played, a panel opening) finish first. */
export const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );

/** The page's violations, one line each ("rule: target, target"); `rules` limits the scan to those rules. */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await settle(page);
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS };
  return page.evaluate(async (runOnly) => {
    type Result = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, runOnly);
}

export async function expectNoAxeViolations(page: Page, label: string) {
  expect((await axeViolations(page)).map((v) => `${label}: ${v}`)).toEqual([]);
}
