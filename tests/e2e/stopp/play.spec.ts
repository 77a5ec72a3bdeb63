/**
 * The play page: a seeded game played to its end, a reload in the middle of a deal, hints, narration in the page
 * language, a phone-sized screen, and axe. The learner's moves are read from the page (the hand marks the cards the
 * engine allows with data-legal), so the test never needs to know the dealt cards in advance.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchErrors, type Lang } from './helpers';

const table = (page: Page) => page.locator('[data-widget="game-table"]');

async function start(page: Page, lang: Lang, seed: number, players: number) {
  await page.goto(`/${lang}/stopp/play/?seed=${seed}`);
  await expect(table(page)).toHaveAttribute('data-ready', 'true');
  await page.locator(`input[name="gt-${lang}-players"][value="${players}"]`).check();
  await page.locator('[data-action="start"]').click();
  await expect(table(page)).toHaveAttribute('data-seed', String(seed));
}

async function instant(page: Page, lang: Lang) {
  await page.locator('.gt-settings summary').click();
  await page.locator(`input[name="gt-${lang}-speed"][value="instant"]`).check();
  await page.locator('.gt-settings summary').click();
}

const WAITING = ['learnerTurn', 'dealOver', 'gameOver'];

async function settled(page: Page): Promise<string> {
  await expect.poll(async () => WAITING.includes((await table(page).getAttribute('data-state')) ?? ''), { timeout: 20_000 }).toBe(true);
  return (await table(page).getAttribute('data-state')) as string;
}

/** One step of the learner: a legal card, the announced Stopp, or "next deal". Returns the state it acted in. */
async function step(page: Page): Promise<string> {
  const state = await settled(page);
  const before = await table(page).getAttribute('data-state');
  if (state === 'learnerTurn') {
    const stopp = page.locator('[data-action="stopp"]');
    if (await stopp.count()) await stopp.click();
    else await page.locator('.gt-hand [data-legal="true"]').first().click();
  } else if (state === 'dealOver') {
    await expect(page.locator('[data-review]')).toBeVisible();
    await page.locator('[data-action="next"]').click();
  }
  void before;
  return state;
}

test('en: a seeded game for three is played to its end, with a review after every deal', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await start(page, 'en', 4242, 3);
  await instant(page, 'en');
  let reviews = 0;
  for (let i = 0; i < 800; i++) {
    const s = await step(page);
    if (s === 'dealOver') reviews++;
    if (s === 'gameOver') break;
  }
  await expect(table(page)).toHaveAttribute('data-state', 'gameOver');
  expect(reviews).toBeGreaterThan(0);
  await expect(page.locator('[data-winner]')).toContainText(/wins the pot|win the pot/);
  // The score record: capital of every seat and the pot, adding up to 30.
  const capitals = await page.locator('[data-record] [data-capital]').allTextContents();
  const pot = Number(await page.locator('[data-record] [data-pot]').textContent());
  expect(capitals).toHaveLength(3);
  expect(capitals.map(Number).reduce((a, b) => a + b, 0) + pot).toBe(30);
  expect(errors.filter((e) => !e.includes('sw.js'))).toEqual([]);
});

test('de: reload in the middle of a deal and play on', async ({ page }) => {
  const errors = watchErrors(page);
  await start(page, 'de', 99, 5);
  await instant(page, 'de');
  await settled(page);
  await step(page);
  await step(page);
  const state = await settled(page);
  expect(state).toBe('learnerTurn');
  const hand = await page.locator('.gt-hand [data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
  const commentary = await page.locator('.gt-commentary__lines p').count();
  await page.reload();
  await expect(table(page)).toHaveAttribute('data-ready', 'true');
  await expect(table(page)).toHaveAttribute('data-seed', '99');
  await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
  expect(await page.locator('.gt-hand [data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')))).toEqual(hand);
  expect(await page.locator('.gt-commentary__lines p').count()).toBe(commentary);
  // Narration in German.
  await expect(page.locator('.gt-commentary__lines')).toContainText(/gibt jedem sechs Karten/);
  await step(page);
  await settled(page);
  expect(errors.filter((e) => !e.includes('sw.js'))).toEqual([]);
});

test('sv: six players at 320 px, a hint with a reason, Swedish narration, and axe', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await start(page, 'sv', 5150, 6);
  await expect.poll(async () => (await table(page).getAttribute('data-state')) === 'learnerTurn', { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.locator('.gt-seat')).toHaveCount(5);
  await page.locator('[data-action="hint"]').click();
  const hint = page.locator('.gt-hint');
  await expect(hint).not.toHaveText(/funderar/);
  await expect(hint).toHaveText(/Spela .+: .+|stopp/);
  await expect(page.locator('.gt-commentary__lines')).toContainText(/delar ut sex kort var/);
  await expectNoAxeViolations(page, 'sv play');
  // Keyboard: the hand takes focus and a legal card is played with Enter.
  await page.locator('.gt-hand [data-legal="true"]').first().focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await page.locator('.gt-commentary__lines p').count()) > 2).toBe(true);
  expect(errors.filter((e) => !e.includes('sw.js'))).toEqual([]);
});

test('a malformed seed in the address gives a notice and a fresh game can still start', async ({ page }) => {
  await page.goto('/en/stopp/play/?seed=abc');
  await expect(table(page)).toHaveAttribute('data-ready', 'true');
  await expect(page.getByText(/deal number in the link was not valid/)).toBeVisible();
  await page.locator('[data-action="start"]').click();
  await expect.poll(async () => WAITING.includes((await table(page).getAttribute('data-state')) ?? ''), { timeout: 20_000 }).toBe(true);
});
