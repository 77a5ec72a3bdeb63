/**
 * "New game" in the table's settings never throws the game in play away: every game's setup then offers to continue
 * it, and continuing brings back the same game (its seed and the learner's hand). One shared test for the six tables.
 */
import { expect, test } from '@playwright/test';

const GAMES = ['hindersche', 'handjass', 'bugami', 'norrlandsknack', 'stopp', 'president'] as const;

for (const game of GAMES) {
  test(`${game}: a new game from the settings offers to continue the game in play`, async ({ page }) => {
    await page.goto(`/en/${game}/play/?seed=31`);
    const root = page.locator('[data-widget="game-table"]');
    await expect(root).toHaveAttribute('data-ready', 'true');
    await root.locator('[data-start]').click();
    await expect(root).toHaveAttribute('data-awaiting', 'learner', { timeout: 20_000 });
    const seed = await root.getAttribute('data-seed');
    expect(seed).toMatch(/^\d+$/);
    const cards = () => root.locator('[data-hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    const hand = await cards();
    await root.locator('.gt-settings summary').click();
    await root.locator('.gt-settings [data-action="new-game"]').click();
    const resume = root.locator('[data-action="resume"]');
    await expect(resume).toBeVisible();
    await resume.click();
    await expect(root).toHaveAttribute('data-seed', seed ?? '');
    await expect(root).toHaveAttribute('data-awaiting', 'learner', { timeout: 20_000 });
    expect(await cards()).toEqual(hand);
  });
}
