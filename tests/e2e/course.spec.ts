/**
 * Hindersche's course in the browser.
 *
 * German (the game's home language) walks the whole course by clicking "next" from the first lesson to the last and
 * "previous" back again, checking on every lesson the page's language and its closing check.
 * English and Swedish check the same things without the clicks: from the course outline (its texts translated, no
 * sideways scroll), every lesson page of that language is fetched and read inside the page (no rendering): its
 * language, its closing check, and "next" and "previous" linking exactly the outline's order, none before the first or
 * after the last. The lessons are separate files per language, so each language's links and checks are its own; the
 * clicking itself is the browser following a link, the same in every language.
 * Plus: a lesson check answered right three times ticks the outline (English), and the outline without JavaScript
 * (German).
 */
import { expect, test } from '@playwright/test';
import { DEFAULT_RULES } from '../../src/games/hindersche/engine/rules';
import { rankingDrill } from '../../src/games/hindersche/machines/drills/ranking';
import { nextSeed } from '../../src/shared/quiz/seeds';
import { cardButton } from './widgets/helpers';
import { expectTranslated } from './widgets/language';

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

test('de: the whole course can be walked with next and previous, and every lesson ends with a working check', async ({ page }) => {
  const lang = 'de';
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

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: every lesson of the course links the next and the previous in the outline's order, and ends with a check`, async ({ page }) => {
    await page.goto(`/${lang}/hindersche/`);
    await expectTranslated(page, lang, 'course outline');
    const outline = await page.locator('.outline__link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(outline.length).toBeGreaterThanOrEqual(10);
    // Each lesson as served, parsed without running it: its language, its check, and the next and previous links.
    const lessons = await page.evaluate(async (paths) => {
      const parser = new DOMParser();
      return Promise.all(
        paths.map(async (path) => {
          const res = await fetch(path);
          const doc = parser.parseFromString(await res.text(), 'text/html');
          const href = (rel: string) => [...doc.querySelectorAll(`a[rel="${rel}"]`)].map((a) => new URL(a.getAttribute('href') ?? '', location.href).pathname);
          return { path, status: res.status, lang: doc.documentElement.lang, checks: doc.querySelectorAll('.lesson-check [data-widget]').length, next: href('next'), prev: href('prev') };
        }),
      );
    }, outline);
    for (const [i, lesson] of lessons.entries()) {
      expect(lesson.status, lesson.path).toBe(200);
      expect(lesson.lang, lesson.path).toBe(lang);
      expect(lesson.checks, `${lesson.path}: the lesson's check`).toBeGreaterThanOrEqual(1);
      expect(lesson.next, `${lesson.path}: next`).toEqual(i === outline.length - 1 ? [] : [outline[i + 1]]);
      expect(lesson.prev, `${lesson.path}: previous`).toEqual(i === 0 ? [] : [outline[i - 1]]);
    }
  });
}
