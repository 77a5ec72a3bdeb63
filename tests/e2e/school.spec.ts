/**
 * The school around the games: the home page lists the games from the registry, the header switches games, the
 * review page schedules work across games, and progress saved by the Hindersche-only site still counts.
 */
import { expect, test } from '@playwright/test';

test('the school home lists Hindersche with its facts and leads to its course', async ({ page }) => {
  await page.goto('/de/');
  const card = page.locator('.game-card[data-game="hindersche"]');
  await expect(card.locator('.game-card__name')).toHaveText('Hindersche');
  await expect(card.locator('.game-card__facts dd')).toHaveText(['2 bis 4 Spieler', 'Blatt mit 36 Karten', 'Stichvermeidungsspiel', /90 Minuten/]);
  await card.getByRole('link', { name: /Zum Kurs/ }).click();
  await expect(page).toHaveURL(/\/de\/hindersche\/$/);
  await expect(page.locator('h1')).toHaveText('Der Hindersche-Kurs');
});

test('inside a game the header names it and switches to the list of games', async ({ page }) => {
  await page.goto('/en/hindersche/drills/');
  const sw = page.locator('header .game-switch');
  await expect(sw.locator('summary')).toHaveText('Hindersche');
  await sw.locator('summary').click();
  await expect(sw.getByRole('link', { name: 'Hindersche' })).toHaveAttribute('aria-current', 'true');
  await sw.getByRole('link', { name: 'All games' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('.game-card')).not.toHaveCount(0);
});

test('progress saved by the Hindersche-only site still counts: ticks, course, home and the review page', async ({ page }) => {
  await page.goto('/en/');
  await page.evaluate(() => {
    const skill = { attempts: 6, successes: 5, streak: 2, mastery: 0.8 };
    localStorage.setItem(
      'hindersche.progress',
      JSON.stringify({
        version: 2,
        skills: { ranking: skill, 'lesson-the-game': { attempts: 3, successes: 3, streak: 3, mastery: 0.66 } },
        review: [{ drill: 'ranking-explorer', skill: 'ranking', seed: 7, level: 2, misses: 1 }],
      }),
    );
  });
  await page.reload();
  await expect(page.locator('.game-card[data-game="hindersche"] .game-home__progress')).toContainText('1 of 10 lessons learned', { timeout: 30_000 });
  await page.goto('/en/hindersche/');
  await expect(page.locator('.outline__item--done')).toHaveCount(1);
  await page.goto('/en/review/');
  const review = page.locator('[data-widget="review-queue"]');
  await expect(review).toHaveAttribute('data-ready', 'true');
  // A missed question without dated answers (the old format kept none) is due at once.
  const item = review.locator('[data-review-item="question"] a');
  await expect(item).toHaveAttribute('href', '/en/hindersche/drills/ranking-explorer/?seed=7&level=2');
  await item.click();
  await expect(page.locator('[data-widget="ranking-explorer"] .quiz')).toHaveAttribute('data-state', 'asking');
  await expect(page).toHaveURL(/seed=7&level=2/);
});

test('the review page schedules missed questions now and practised skills later, across games', async ({ page }) => {
  await page.goto('/sv/review/');
  const now = Date.now();
  await page.evaluate((t) => {
    localStorage.setItem(
      'school.progress',
      JSON.stringify({
        version: 3,
        games: {
          hindersche: {
            skills: {
              playoff: { attempts: 3, successes: 3, streak: 3, mastery: 0.66, history: [[t - 3 * 86_400_000, 1], [t - 2 * 86_400_000, 1], [t - 60_000, 1]] },
              phase1: { attempts: 1, successes: 0, streak: 0, mastery: 0, history: [[t - 40 * 86_400_000, 0]] },
            },
            review: [{ drill: 'playoff', skill: 'playoff', seed: 12, level: 1, misses: 1, history: [[t - 3_600_000, 0]] }],
          },
        },
      }),
    );
  }, now);
  await page.reload();
  const review = page.locator('[data-widget="review-queue"]');
  await expect(review).toHaveAttribute('data-ready', 'true');
  await expect(review.locator('h2').first()).toHaveText('Dags att repetera');
  const due = review.locator('ul').first();
  await expect(due.locator('a[href="/sv/hindersche/drills/playoff/?seed=12&level=1"]')).toHaveCount(1);
  await expect(due.locator('a[href="/sv/hindersche/drills/phase1-scoring/"]')).toHaveCount(1);
  // The skill answered right a minute ago is scheduled for later, with its date.
  await expect(review.locator('ul').nth(1).locator('a[href="/sv/hindersche/drills/playoff/"]')).toHaveCount(1);
});

test('an empty review page says that nothing is due', async ({ page }) => {
  await page.goto('/de/review/');
  await expect(page.locator('[data-widget="review-queue"] [data-review-empty]')).toHaveText(/nichts fällig/);
});

test('answers given in two tabs add up: neither tab writes its older progress over the other’s', async ({ context }) => {
  const attempts = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('school.progress') ?? '{}') as { games?: Record<string, { skills: Record<string, { attempts: number }> }> };
      return Object.values(saved.games?.hindersche?.skills ?? {}).reduce((sum, s) => sum + s.attempts, 0);
    });
  /** Opens the trick-winner drill and answers its question (any seat: right or wrong, the answer is recorded). */
  const answer = async (page: import('@playwright/test').Page) => {
    const quiz = page.locator('[data-widget="trick-winner"] .quiz');
    await expect(quiz).toHaveAttribute('data-ready', 'true');
    await expect(quiz).toHaveAttribute('data-state', 'asking');
    await page.locator('[data-widget="trick-winner"] [data-question] button').first().click();
    await expect(quiz).not.toHaveAttribute('data-state', 'asking');
  };
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/en/hindersche/drills/trick-winner/?seed=3&level=1');
  await b.goto('/en/hindersche/drills/trick-winner/?seed=4&level=1');
  await answer(a);
  await expect.poll(() => attempts(a)).toBe(1);
  await answer(b);
  await expect.poll(() => attempts(b)).toBe(2);
  // Tab A has not been reloaded since its first answer; its next answer still counts on top of tab B's.
  await a.getByRole('button', { name: 'Next question' }).click();
  await answer(a);
  await expect.poll(() => attempts(a)).toBe(3);
  await expect.poll(() => attempts(b)).toBe(3);
});
