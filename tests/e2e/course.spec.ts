import { expect, test } from '@playwright/test';
import { DEFAULT_RULES } from '../../src/games/hindersche/engine/rules';
import { rankingDrill } from '../../src/games/hindersche/machines/drills/ranking';
import { nextSeed } from '../../src/shared/quiz/seeds';
import { cardButton } from './widgets/helpers';

test('answering a lesson check right three times ticks the lesson on the course outline', async ({ page }) => {
  await page.goto('/en/hindersche/the-game/');
  const widget = page.locator('[data-widget="ranking-explorer"]');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  let seed = 11;
  for (let i = 0; i < 3; i++) {
    const q = rankingDrill.generate(seed, 1, DEFAULT_RULES);
    const answer = rankingDrill.solve(q, DEFAULT_RULES);
    if (!('pick' in answer)) throw new Error('level 1 asks pairs');
    await cardButton(widget, answer.pick).click();
    await expect(widget.getByRole('status').first()).toContainText('Right!');
    await widget.getByRole('button', { name: 'Next question' }).click();
    seed = nextSeed(seed);
  }
  await page.goto('/en/hindersche/');
  const first = page.locator('.outline__item').first();
  await expect(first).toHaveClass(/outline__item--done/);
  await expect(first).toContainText('learned');
  await expect(page.locator('.outline__summary')).toContainText(/You have learned 1 of \d+ lessons/);
});

test('the course outline reads without JavaScript and has no ticks for a newcomer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/hindersche/');
  await expect(page.locator('.outline__item').first()).toContainText('Lektion 1');
  await expect(page.locator('.outline__item--done')).toHaveCount(0);
  await context.close();
});

for (const lang of ['en', 'de', 'sv'] as const) {
  test(`${lang}: the whole course can be walked with next and previous, and every lesson ends with a working check`, async ({ page }) => {
    await page.goto(`/${lang}/hindersche/`);
    const outline = await page.locator('.outline__link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(outline.length).toBeGreaterThanOrEqual(10);
    await page.goto(outline[0]!);
    // Each step waits for the next lesson's address before reading the page, so a click whose navigation has not
    // finished yet cannot be mistaken for the last lesson.
    for (let i = 0; i < outline.length; i++) {
      await expect(page).toHaveURL(new RegExp(`${outline[i]}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const check = page.locator('.lesson-check [data-widget]').first();
      await expect(check).toHaveCount(1);
      const next = page.locator('a[rel="next"]');
      if (i === outline.length - 1) {
        await expect(next).toHaveCount(0);
        break;
      }
      await expect(next).toHaveAttribute('href', new RegExp(`${outline[i + 1]}$`));
      await next.click();
    }
    // And back again, lesson by lesson.
    for (let i = outline.length - 1; i > 0; i--) {
      await page.locator('a[rel="prev"]').click();
      await expect(page).toHaveURL(new RegExp(`${outline[i - 1]}$`));
    }
    await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
  });
}
