/**
 * Bugami's course and reference pages in each language: the school lists the game, every lesson has widgets in its
 * text and a check at the end, and the course, a lesson with its widgets running, the drills index, the reference,
 * glossary, variants and sources pages have no axe violations (one scan per page in each language), every one of
 * them has the page's lang and no raw i18n key or `{{`, and the reference prints on at most two A4 pages. Once, in
 * English: the reference tables come from the engine, and a variants link opens the drills (or, for a reading no
 * drill shows, the game table) under the other reading.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../../src/games/bugami/i18n/en.json' with { type: 'json' };
import platform from '../../../src/i18n/en.json' with { type: 'json' };
import { expectTranslated, messageKeys } from '../translated';
import { LANGS, expectNoAxeViolations, tr, watchErrors } from './helpers';

const KEYS = messageKeys(en, platform);

/** How many A4 pages the page prints on, from Chromium's PDF. */
async function printedPages(page: Page) {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  return Math.max(...(pdf.match(/\/Count (\d+)/g) ?? ['/Count 99']).map((m) => Number(m.slice(7))));
}

const LESSONS = ['the-game', 'following', 'bidding', 'scoring', 'choosing-a-bid', 'jokers-and-zwangshochzeit'];

for (const lang of LANGS) {
  test(`bugami pages (${lang}): school card, course, lessons, reference pages, no axe violations`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = tr(lang);
    const errors = watchErrors(page);
    await page.goto(`/${lang}/`);
    await expect(page.locator(`a[href="/${lang}/bugami/"]`).first()).toBeVisible();
    await page.goto(`/${lang}/bugami/`);
    await expect(page.locator('h1')).toContainText(t('course.title'));
    for (const slug of LESSONS) await expect(page.locator(`a[href="/${lang}/bugami/${slug}/"]`).first()).toBeVisible();
    await expectNoAxeViolations(page, 'course');
    await expectTranslated(page, lang, KEYS, `${lang} course`);
    for (const slug of LESSONS) {
      await page.goto(`/${lang}/bugami/${slug}/`);
      await expect(page.locator('.lesson-check [data-widget]')).toHaveCount(1);
      expect(await page.locator('.prose .widget-host').count()).toBeGreaterThanOrEqual(2);
    }
    // A lesson with its widgets running.
    await page.goto(`/${lang}/bugami/scoring/`);
    for (const w of await page.locator('.prose .quiz').all()) {
      await w.scrollIntoViewIfNeeded();
      await expect(w).toHaveAttribute('data-ready', 'true');
    }
    await expect(page.locator('[data-score-table]')).toBeVisible();
    await expectNoAxeViolations(page, 'lesson');
    await expectTranslated(page, lang, KEYS, `${lang} lesson`);
    for (const p of ['drills', 'reference', 'glossary', 'variants', 'sources']) {
      await page.goto(`/${lang}/bugami/${p}/`);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page, p);
      await expectTranslated(page, lang, KEYS, `${lang} ${p}`);
      if (p === 'reference') {
        // Printable: the rules at a glance fit on at most two A4 pages.
        await expect(page.locator('[data-score-table]')).toBeVisible();
        expect(await printedPages(page)).toBeLessThanOrEqual(2);
      }
    }
    expect(errors).toEqual([]);
  });
}

test('bugami variants: the other reading opens the drills with that rule, and the reference tables come from the engine', async ({ page }) => {
  const t = tr('en');
  await page.goto('/en/bugami/reference/');
  // 52 cards for 5 players: 10 each, 2 left over; 4 tricks with 3 bad cards score 13.
  await expect(page.locator('[data-deal-layout] tbody tr').nth(2)).toContainText('10');
  await expect(page.locator('[data-score-table] tbody tr').nth(3).locator('td').nth(3)).toHaveText('13');
  await page.goto('/en/bugami/variants/');
  await expect(page.locator('section[data-vp]')).toHaveCount(13);
  // Readings no drill shows lead to the game table, with a link text that says so; the decided points say why.
  for (const vp of ['playOff', 'target', 'nullReveal']) {
    for (const a of await page.locator(`section[data-vp="${vp}"] a.vp__try`).all()) {
      await expect(a).toHaveAttribute('href', new RegExp(`^/en/bugami/play/\\?rules=${vp}-`));
      await expect(a).toHaveAttribute('data-play-link', /.*/);
      await expect(a).toContainText(t('variants.tryPlay'));
    }
  }
  await expect(page.locator('#decided + p + dl dd').first()).toContainText(t('variants.fixed.players.text'));
  await page.locator('section[data-vp="ranking"] a[data-drills-link]').click();
  await expect(page).toHaveURL(/\/en\/bugami\/drills\/\?rules=ranking-ace-low/);
  const panel = page.locator('[data-widget="rules-panel"]');
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await expect(panel.locator('input[name="ranking-en"][value="ace-low"]')).toBeChecked();
  await expect(panel).toContainText(t('vp.ranking.opt.ace-low'));
  // The Joker-lead reading opens the follow-suit drill at its Joker level, with the rule set.
  await page.goto('/en/bugami/variants/');
  await page.locator('section[data-vp="jokerLead"] a[data-drills-link]').click();
  await expect(page).toHaveURL(/\/en\/bugami\/drills\/follow-suit\/\?.*level=2/);
  await expect(panel.locator('input[name="jokerLead-en"][value="never"]')).toBeChecked();
  await expect(page.locator('[data-widget="follow-suit"] .quiz')).toHaveAttribute('data-ready', 'true');
  // The playOff reading opens the table with the rule chosen.
  await page.goto('/en/bugami/variants/');
  await page.locator('section[data-vp="playOff"] a[data-play-link]').click();
  await expect(page).toHaveURL(/\/en\/bugami\/play\/\?rules=playOff-true/);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await expect(panel.locator('input[name="playOff-en"][value="true"]')).toBeChecked();
});
