/**
 * The play page in every language: a seeded game against Steady players played by keyboard-free clicks to its end
 * (one table size per language), a reload early in a deal that continues where it was (in every language), a bad
 * seed in the address, and the table at 320 px without sideways scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { LANGS, watchErrors } from './helpers';

const table = (page: Page) => page.locator('[data-widget="game-table"]');

async function startGame(page: Page, lang: string, seed: number, players: number) {
  await page.goto(`/${lang}/norrlandsknack/play/?seed=${seed}`);
  const root = table(page);
  await expect(root).toHaveAttribute('data-ready', 'true');
  await root.locator(`input[name$="-players"][value="${players}"]`).check();
  // Instant speed: a finished trick is not held on the table.
  await root.locator('input[name$="-speed"][value="instant"]').check();
  await root.locator('[data-action="start"]').click();
  await expect(root).toHaveAttribute('data-seed', String(seed));
}

/** Waits for the learner's turn, a deal review or the end, and takes one step. Returns false at the end. */
async function step(page: Page): Promise<boolean> {
  const root = table(page);
  await expect(root).toHaveAttribute('data-state', /^(human|review|over)$/, { timeout: 30_000 });
  const state = await root.getAttribute('data-state');
  if (state === 'over') return false;
  if (state === 'review') {
    await root.locator('[data-action="next"]').click();
    return true;
  }
  const decision = await root.getAttribute('data-decision');
  const before = await root.locator('[data-live]').textContent();
  if (decision === 'bid') await root.locator('[data-action="knock"]').click();
  else if (decision === 'respond') await root.locator('[data-action="go-along"]').click();
  else if (decision === 'buy') {
    await root.locator('.gt-hand button[data-legal="true"]').first().click();
    await root.locator('[data-action="buy"]').click();
  } else if (decision === 'play') await root.locator('.gt-hand button[data-legal="true"]').first().click();
  else throw new Error(`unexpected decision ${decision}`);
  await expect.poll(async () => (await root.locator('[data-live]').textContent()) !== before || (await root.getAttribute('data-state')) !== 'human').toBe(true);
  return true;
}

const SIZES: Record<string, number> = { en: 3, de: 4, sv: 5 };

for (const lang of LANGS) {
  test(`${lang}: a seeded game against Steady players, played to its end`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await startGame(page, lang, 20 + SIZES[lang]!, SIZES[lang]!);
    const root = table(page);
    await expect(root.locator('[data-protokoll]')).toBeVisible();
    let steps = 0;
    let hinted = false;
    while (await step(page)) {
      steps++;
      if (!hinted && (await root.getAttribute('data-decision')) === 'play') {
        await root.locator('[data-action="hint"]').click();
        await expect(root.locator('[data-hint]')).not.toHaveText('');
        await expect(root.locator('.gt-hint')).not.toContainText(/table\.|\{\{/);
        hinted = true;
      }
      expect(steps).toBeLessThan(600);
    }
    await expect(root.locator('[data-over]')).toBeVisible();
    await expect(root.locator('.gt-commentary__lines p').first()).toBeVisible();
    const lines = await root.locator('.gt-commentary__lines p').allTextContents();
    for (const l of lines) expect(l).not.toMatch(/\{\{|^table\./);
    expect(errors).toEqual([]);
  });
}

const RELOAD_SEEDS: Record<string, number> = { en: 71, de: 74, sv: 77 };

for (const lang of LANGS) {
  test(`${lang}: a reload early in a deal continues the same game at the same point`, async ({ page }) => {
    test.setTimeout(60_000);
    await startGame(page, lang, RELOAD_SEEDS[lang]!, 4);
    const root = table(page);
    // The learner's first decision of the first deal (knock or lurk, or buying when a bot knocked first).
    await expect(root).toHaveAttribute('data-state', 'human', { timeout: 30_000 });
    const decision = await root.getAttribute('data-decision');
    expect(decision).toMatch(/^(bid|respond|buy|play)$/);
    const cards = () => root.locator('.gt-hand [data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
    const hand = await cards();
    expect(hand.length).toBeGreaterThan(0);
    const record = await root.locator('[data-protokoll]').textContent();
    await page.reload();
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(root).toHaveAttribute('data-seed', String(RELOAD_SEEDS[lang]));
    await expect(root).toHaveAttribute('data-state', 'human', { timeout: 30_000 });
    await expect(root).toHaveAttribute('data-decision', decision!);
    expect(await cards()).toEqual(hand);
    expect(await root.locator('[data-protokoll]').textContent()).toBe(record);
    // And it goes on from there: the learner's move is taken (step waits for the table to answer it).
    expect(await step(page)).toBe(true);
  });
}

test('a bad seed in the address gives a notice; the table works at 320 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/de/norrlandsknack/play/?seed=xyz');
  const root = table(page);
  await expect(root).toHaveAttribute('data-ready', 'true');
  await expect(root.locator('[data-notice="shell.notice.seed"]')).toBeVisible();
  await root.locator('input[name$="-players"][value="5"]').check();
  await root.locator('[data-action="start"]').click();
  await expect(root).toHaveAttribute('data-state', /^(human|review|over)$/, { timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Keyboard: the learner's first control has focus or can be reached, and Enter acts on it.
  const first = root.locator('[data-primary], .gt-hand button[data-legal="true"]').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-state', /^(human|review|thinking|over)$/);
});
