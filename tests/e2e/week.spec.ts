/**
 * A learner's first week, with the browser's clock moved ahead (page.clock).
 *
 * German runs the full flow: the first session (a lesson read, drill questions missed and one answered right after a
 * hint, a game started), the school home after it (progress, "continue your game", questions due), a review session
 * on the next day (labels no two alike, the helped answer shown as such, a daily limit, "next" through every item, a
 * summary), the home four days on, and at two weeks the file from the home page loaded into a fresh profile (progress,
 * review state and the saved game back).
 * English and Swedish each get a language pass: the first session's answers and the lesson read are written into
 * storage as the pages record them (the Stopp game is started at its table, one page), then the home after it with
 * the same checks (every count in its sentence, the phone layout) and the file's messages (a broken file refused, the
 * saved file loaded), and the review session of the next day with the same checks (labels, limit, steps, summary); in
 * each state the page's language and every text translated, one axe scan per page type (home, review). The rest (the
 * home on day 4, loading into a fresh profile) is the same code in every language, so these cover all three.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import de from '../../src/i18n/de.json' with { type: 'json' };
import sv from '../../src/i18n/sv.json' with { type: 'json' };
import enH from '../../src/games/hindersche/i18n/en.json' with { type: 'json' };
import deH from '../../src/games/hindersche/i18n/de.json' with { type: 'json' };
import svH from '../../src/games/hindersche/i18n/sv.json' with { type: 'json' };
import { DEFAULT_RULES } from '../../src/games/hindersche/engine/rules';
import { trickDrill } from '../../src/games/hindersche/machines/drills/trick';
import { emptyProgress, recordAttempt } from '../../src/shared/progress/progress';
import { expectTranslated } from './widgets/language';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe';
import { DIST } from './site';

const LANGS = ['en', 'de', 'sv'] as const;
type Lang = (typeof LANGS)[number];
const M: Record<Lang, Record<string, string>> = { en: { ...en, ...enH }, de: { ...de, ...deH }, sv: { ...sv, ...svH } };
const msg = (lang: Lang, key: string) => M[lang][key] as string;
/** A message's fixed text before its first placeholder (for matching a translated sentence with numbers in it). */
const head = (lang: Lang, key: string) => msg(lang, key).split('{{')[0]!.trim();

const DAY = 86_400_000;
/** Friday 27 November 2026, 10:00 in the browser's time zone. */
const T0 = new Date('2026-11-27T10:00:00');

/** A level-1 trick-winner question and its right seat. */
function question(from: number) {
  for (let seed = from; ; seed++) {
    const q = trickDrill.generate(seed, 1, DEFAULT_RULES);
    const a = trickDrill.solve(q, DEFAULT_RULES);
    if ('winner' in a) return { seed, winner: a.winner };
  }
}

async function openDrill(page: Page, lang: Lang, seed: number) {
  await page.goto(`/${lang}/hindersche/drills/trick-winner/?seed=${seed}&level=1`);
  const quiz = page.locator('[data-widget="trick-winner"] .quiz');
  await expect(page).toHaveURL(new RegExp(`seed=${seed}&level=1`));
  await expect(quiz).toHaveAttribute('data-ready', 'true');
  await expect(quiz).toHaveAttribute('data-state', 'asking');
  return quiz;
}

/** Waits until every answer given on the page is saved (the progress record names the seed). */
const savedSeed = (page: Page, seed: number) =>
  expect.poll(() => page.evaluate((s) => (localStorage.getItem('school.progress') ?? '').includes(`"seed":${s}`), seed)).toBe(true);

const card = (page: Page, game: string) => page.locator(`.game-card[data-game="${game}"]`);

/** A game started at the Stopp table, four players, seed 77. */
async function startStoppGame(page: Page, lang: Lang) {
  await page.goto(`/${lang}/stopp/play/?seed=77`);
  const table = page.locator('[data-widget="game-table"]');
  await expect(table).toHaveAttribute('data-ready', 'true');
  await page.locator(`input[name="gt-${lang}-players"][value="4"]`).check();
  await page.locator('[data-action="start"]').click();
  await expect(table).toHaveAttribute('data-seed', '77');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('stopp.table'))).toContain('"players":4');
}

/** The home after the first session: progress that moved, "continue your game", questions due today. */
async function homeAfterFirstSession(page: Page, lang: Lang, state: (name: string) => Promise<void> = async () => {}) {
  await page.goto(`/${lang}/`);
  const stopp = card(page, 'stopp');
  await expect(stopp.locator('[data-game-home]')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(stopp.locator('.game-home__progress li').first()).toHaveText(msg(lang, 'home.read_other').replace('{{done}}', '1').replace('{{count}}', '5'));
  await expect(stopp.locator('[data-home-resume]')).toBeVisible();
  await expect(stopp.locator('[data-home-saved]')).toContainText(msg(lang, 'home.players_other').replace('{{count}}', '4'));
  await expect(stopp.locator('[data-home-next]')).toContainText(`2. `);
  const hindersche = card(page, 'hindersche');
  await expect(hindersche.locator('.game-home__progress')).toContainText(msg(lang, 'home.answers_other').replace('{{count}}', '3'));
  await expect(hindersche.locator('[data-home-due]')).toHaveText(msg(lang, 'home.due_other').replace('{{count}}', '3'));
  await expect(page.locator('#learned-means')).toContainText('3');
  // Nothing of a card spills out of it on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  const box = (await stopp.boundingBox())!;
  for (const el of await stopp.locator('[data-home-resume], [data-home-next]').all()) {
    const b2 = (await el.boundingBox())!;
    expect(b2.x + b2.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await state('home after the first session');
  await expectNoAxeViolations(page, 'home after the first session');
}

/** Day 1: a review session of the three questions of the first session. Returns how many were reviewed. */
async function reviewOnDayOne(page: Page, lang: Lang, a: { seed: number }, b: { seed: number }, state: (name: string) => Promise<void> = async () => {}) {
  await page.clock.setSystemTime(new Date(T0.getTime() + DAY + 3_600_000));
  await page.goto(`/${lang}/review/`);
  const review = page.locator('[data-widget="review-queue"]');
  await expect(review).toHaveAttribute('data-ready', 'true');
  const labels = await review.locator('[data-review-due] li').allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(3);
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels.filter((l) => l.includes(msg(lang, 'review.helped_one')))).toHaveLength(1);
  // The two missed questions of the same drill and level differ by their question numbers.
  const missed = labels.filter((l) => l.includes(msg(lang, 'review.missed_one')));
  expect(missed).toHaveLength(2);
  expect(missed[0]!.replace(String(a.seed), String(b.seed))).toBe(missed[1]);
  await state('review list');
  await expectNoAxeViolations(page, 'review list');
  // A daily limit of 5; the session takes what is due, up to it.
  await review.locator('[data-review-limit]').selectOption('5');
  const n = Math.min(labels.length, 5);
  await review.getByRole('button', { name: msg(lang, 'review.start_other').replace('{{count}}', String(n)) }).click();
  for (let i = 0; i < n; i++) {
    await expect(page).toHaveURL(new RegExp(`review=${i}$`));
    const step = page.locator('.quiz__review');
    await expect(step).toHaveText(msg(lang, 'quiz.reviewStep').replace('{{n}}', String(i + 1)).replace('{{count}}', String(n)));
    const q = page.locator('.quiz').first();
    await expect(q).toHaveAttribute('data-ready', 'true');
    await q.getByRole('button', { name: msg(lang, 'quiz.show') }).click();
    await q.getByRole('button', { name: msg(lang, i + 1 < n ? 'quiz.reviewNext' : 'quiz.reviewEnd') }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/${lang}/review/$`));
  const summary = page.locator('[data-review-summary]');
  await expect(summary.locator('h2')).toHaveText(msg(lang, 'review.summaryTitle'));
  await expect(summary).toContainText(msg(lang, 'review.summaryMissed_other').replace('{{count}}', String(n)));
  await expect(summary.locator('[data-review-tomorrow]')).not.toBeEmpty();
  await state('review summary');
  await summary.getByRole('button', { name: msg(lang, 'review.summaryClose') }).click();
  await expect(summary).toHaveCount(0);
  await expect(review.locator('.review__today')).toContainText(`${n}`);
  return n;
}

test('de: a learner\'s first week', async ({ page, browser }) => {
  const lang = 'de';
  test.setTimeout(120_000);
  await page.clock.install({ time: T0 });

  // Day 0, the first session. A lesson read:
  await page.goto(`/${lang}/stopp/`);
  const firstLesson = page.locator('.outline__link').first();
  const lessonTitle = (await firstLesson.locator('.outline__title').textContent())!.trim();
  await firstLesson.click();
  await expect(page.locator('h1')).toHaveText(lessonTitle);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('school.lessons'))).toContain('stopp');

  // Two questions of the same drill and level missed ("Show me"), and one answered right after a hint.
  const a = question(4101);
  const b = question(a.seed + 1);
  const c = question(b.seed + 1);
  for (const q of [a, b]) {
    const quiz = await openDrill(page, lang, q.seed);
    await quiz.getByRole('button', { name: msg(lang, 'quiz.show') }).click();
    await expect(quiz).toHaveAttribute('data-state', 'feedback');
    await savedSeed(page, q.seed);
  }
  const quiz = await openDrill(page, lang, c.seed);
  await quiz.getByRole('button', { name: msg(lang, 'quiz.hint') }).click();
  await quiz.getByRole('button', { name: msg(lang, `seat.${c.winner}`), exact: true }).click();
  await expect(quiz.locator('.quiz__status')).toContainText(msg(lang, 'quiz.rightWithHint'));
  await savedSeed(page, c.seed);

  await startStoppGame(page, lang);

  await homeAfterFirstSession(page, lang);

  const n = await reviewOnDayOne(page, lang, a, b);
  await expectNoAxeViolations(page, 'review summary');

  // Day 4: the home still says where the learner is and what is due.
  await page.clock.setSystemTime(new Date(T0.getTime() + 4 * DAY));
  await page.goto(`/${lang}/`);
  await expect(card(page, 'hindersche').locator('[data-home-due]')).toBeVisible();
  await expect(card(page, 'stopp').locator('[data-home-resume]')).toBeVisible();

  // Day 14: everything saved as one file from the home page, and loaded on a fresh profile.
  await page.clock.setSystemTime(new Date(T0.getTime() + 14 * DAY));
  await page.goto(`/${lang}/review/`);
  await expect(page.locator('[data-widget="review-queue"]')).toHaveAttribute('data-ready', 'true');
  const dueAtTwoWeeks = await page.locator('[data-review-due] li').allTextContents();
  expect(dueAtTwoWeeks.length).toBeGreaterThan(0);
  await page.goto(`/${lang}/`);
  await expect(card(page, 'stopp').locator('[data-game-home]')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: msg(lang, 'file.export') }).click()]);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(file)).toMatchObject({ app: 'card-school', records: { 'stopp.table': expect.any(String), 'school.review': expect.any(String) } });

  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: lang, serviceWorkers: 'block' });
  const other = await fresh.newPage();
  await other.clock.install({ time: new Date(T0.getTime() + 14 * DAY) });
  await other.goto(`/${lang}/`);
  // The cards hydrate when the browser is idle: on a busy machine that can take a while.
  await expect(card(other, 'stopp').locator('[data-game-home]')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(card(other, 'stopp').locator('[data-home-resume]')).toHaveCount(0);
  // A broken file changes nothing and says why.
  const input = other.locator('[data-progress-file] input[type="file"]');
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"app":"card-school","version":4,"games":7}') });
  await expect(other.locator('.progress-file__message')).toHaveText(msg(lang, 'progress.importError.progress.invalid'));
  expect(await other.evaluate(() => localStorage.getItem('school.progress'))).toBeNull();
  await input.setInputFiles({ name: 'card-school.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(other.locator('.progress-file__message')).toContainText(head(lang, 'file.imported_other'));
  await expect(card(other, 'stopp').locator('[data-home-resume]')).toBeVisible();
  await expect(card(other, 'hindersche').locator('.game-home__progress')).toContainText(msg(lang, 'home.answers_other').replace('{{count}}', String(3 + n)));
  await other.goto(`/${lang}/review/`);
  await expect(other.locator('[data-widget="review-queue"] [data-review-due] li')).toHaveText(dueAtTwoWeeks);
  await expect(other.locator('[data-review-limit]')).toHaveValue('5');
  await other.goto(`/${lang}/stopp/play/`);
  await expect(other.locator('[data-widget="game-table"]')).toHaveAttribute('data-seed', '77');
  await fresh.close();
});

/**
 * What the first session leaves in storage, as the pages record it: the first Stopp lesson read, two trick-winner
 * questions missed ("Show me") and one right after a hint, a few seconds apart after T0.
 */
function firstSessionRecords(lang: Lang, a: { seed: number }, b: { seed: number }, c: { seed: number }) {
  const outline = readFileSync(join(DIST, lang, 'stopp', 'index.html'), 'utf8');
  const link = /<a\b[^>]*class="outline__link[^"]*"[^>]*>/.exec(outline)?.[0] ?? '';
  const slug = new RegExp(`href="/${lang}/stopp/([a-z0-9-]+)/"`).exec(link)?.[1];
  if (!slug) throw new Error('no first Stopp lesson in the outline');
  const skill = (seed: number) => {
    const q = trickDrill.generate(seed, 1, DEFAULT_RULES);
    return trickDrill.skillOf?.(q) ?? trickDrill.skill;
  };
  const at = (s: number) => T0.getTime() + s * 1000;
  let progress = emptyProgress();
  for (const [i, q] of [a, b].entries()) {
    progress = recordAttempt(progress, 'hindersche', { drill: 'trick-winner', skill: skill(q.seed), seed: q.seed, level: 1, success: false }, at(10 + 10 * i));
  }
  progress = recordAttempt(progress, 'hindersche', { drill: 'trick-winner', skill: skill(c.seed), seed: c.seed, level: 1, success: false, helped: true }, at(30));
  return { progress: JSON.stringify(progress), lessons: JSON.stringify({ v: 1, games: { stopp: { [slug]: at(5) } } }) };
}

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: a learner's first week, the language pass`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.install({ time: T0 });
    const a = question(4101);
    const b = question(a.seed + 1);
    const c = question(b.seed + 1);
    const records = firstSessionRecords(lang, a, b, c);
    await page.addInitScript((r) => {
      if (localStorage.getItem('school.progress') === null) {
        localStorage.setItem('school.progress', r.progress);
        localStorage.setItem('school.lessons', r.lessons);
      }
    }, records);
    const translated = (name: string) => expectTranslated(page, lang, name);

    await startStoppGame(page, lang);
    await homeAfterFirstSession(page, lang, translated);

    // The file's messages: a broken file refused, the saved file loaded.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: msg(lang, 'file.export') }).click()]);
    const file = readFileSync((await download.path())!, 'utf8');
    const input = page.locator('[data-progress-file] input[type="file"]');
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"app":"card-school","version":4,"games":7}') });
    await expect(page.locator('.progress-file__message')).toHaveText(msg(lang, 'progress.importError.progress.invalid'));
    await input.setInputFiles({ name: 'card-school.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await expect(page.locator('.progress-file__message')).toContainText(head(lang, 'file.imported_other'));
    await translated('home with the file loaded');

    await reviewOnDayOne(page, lang, a, b, translated);
  });
}
test('the front door at / is the school’s, and opens the language used last', async ({ page }) => {
  await page.goto('/sv/');
  await page.goto('/');
  await expect(page).toHaveURL(/\/sv\/$/);
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  expect(html).toContain('<title>Card School · Kartenschule · Kortskolan</title>');
  expect(html).not.toContain('Hindersche');
});
