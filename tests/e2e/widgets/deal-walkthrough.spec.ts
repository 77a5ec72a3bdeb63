/**
 * The deal walkthrough, in the browser.
 *
 * German (the game's home language) runs the full flow: a whole deal stepped through by the buttons and the arrow
 * keys with the commentary checked at the start, the first card, a won trick and the end (a march), axe at the start,
 * after a won trick and at the end; then a new deal moving to the next seed, and 320 px.
 * English and Swedish each step through the same deal on a phone (it costs no navigation): the commentary of each of
 * those states in that language (card names through the formatter, seat names, the position, the points of a trick,
 * the end and the march), every text and accessible name translated, no sideways scroll, and one axe scan at the
 * start. The rest is the same code in every language, so these cover all three. Hiding the hands runs in English, a
 * malformed seed in Swedish.
 */
import { expect, test, type Page } from '@playwright/test';
import dePlatform from '../../../src/i18n/de.json' with { type: 'json' };
import deGame from '../../../src/games/hindersche/i18n/de.json' with { type: 'json' };
import enPlatform from '../../../src/i18n/en.json' with { type: 'json' };
import enGame from '../../../src/games/hindersche/i18n/en.json' with { type: 'json' };
import svPlatform from '../../../src/i18n/sv.json' with { type: 'json' };
import svGame from '../../../src/games/hindersche/i18n/sv.json' with { type: 'json' };
import { cardNoun } from '../../../src/i18n/phrase';
import { createTranslator } from '../../../src/i18n/client';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { walkthroughDeal } from '../../../src/games/hindersche/positions/walkthrough';
import { nextSeed } from '../../../src/shared/quiz/seeds';
import { expectNoAxeViolations, type Lang } from './helpers';
import { PHONE, expectTranslated } from './language';

/** The platform's strings with Hindersche's on top, as the pages have them. */
const de = { ...dePlatform, ...deGame };
const en = { ...enPlatform, ...enGame };
const sv = { ...svPlatform, ...svGame };

const MESSAGES: Record<Lang, Record<string, string>> = { en, de, sv };

/** The first seed whose deal ends in a march, so the end of the deal has something to say about it. */
function marchSeed() {
  for (let seed = 1; ; seed++) {
    const deal = walkthroughDeal(seed, DEFAULT_RULES);
    if (deal.march !== null) return { seed, deal };
  }
}

async function openWalkthrough(page: Page, lang: Lang, seed: number | string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/${lang}/hindersche/drills/deal-walkthrough/?seed=${seed}`);
  const widget = page.locator('[data-widget="deal-walkthrough"]');
  await expect(widget).toBeVisible();
  // Hydrated once Astro has removed the island's server-rendered marker.
  await expect(page.locator('astro-island:has([data-widget="deal-walkthrough"])')).not.toHaveAttribute('ssr', /.*/);
  return { widget, errors };
}

/** Steps through the march deal as the learner would, checking the commentary; `axe` scans each state when true. */
async function walk(page: Page, lang: Lang, axe: 'all' | 'first') {
  const { seed, deal } = marchSeed();
  const m = MESSAGES[lang];
  const t = createTranslator(lang, m);
  const { widget, errors } = await openWalkthrough(page, lang, seed);
  const status = widget.getByRole('status');
  await expect(widget).toHaveAttribute('data-state', 'start');
  // Card names go into sentences through the formatter: running-text case, capitalised only at a sentence start.
  await expect(status).toContainText(cardNoun(t, lang, deal.upcard).text, { ignoreCase: true });
  await expect(widget.locator('.walk__cards svg[data-card]')).toHaveCount(36);
  await expectTranslated(page, lang, 'start');
  await expectNoAxeViolations(page, `${lang} start`);

  await widget.getByRole('button', { name: m['walk.next'] }).click();
  const first = deal.steps[0]!;
  await expect(widget).toHaveAttribute('data-state', 'stepping');
  await expect(status).toContainText(cardNoun(t, lang, first.play.card).text, { ignoreCase: true });
  await expect(status).toContainText(m[`seat.${first.play.seat}`]!);
  await expect(widget.locator('.walk__trick svg[data-card]')).toHaveCount(1);
  await expectTranslated(page, lang, 'first card');

  // The arrow keys step while the focus is in the widget.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(widget.locator('.walk__position')).toContainText(t('walk.position.card', { n: 4, total: 36, trick: 1 }));
  const won = deal.steps[3]!.won!;
  await expect(status).toContainText(t('walk.won.points', { count: won.points }));
  await expect(widget.locator('.walk__play--winner svg')).toHaveAttribute('data-card', won.card);
  await expectTranslated(page, lang, 'trick won');
  if (axe === 'all') await expectNoAxeViolations(page, 'trick won');
  await page.keyboard.press('ArrowLeft');
  await expect(widget.locator('.walk__trick svg[data-card]')).toHaveCount(3);

  await widget.getByRole('button', { name: m['walk.last'] }).click();
  await expect(widget).toHaveAttribute('data-state', 'end');
  await expect(status).toContainText(m['walk.end.title']!);
  await expect(status).toContainText(t('walk.end.march', { name: m[`seat.${deal.march}`]!, points: deal.result.points[deal.march!]! }));
  await expect(widget.locator('.walk__march td').last()).toHaveText(String(deal.result.points[deal.march!]));
  await expectTranslated(page, lang, 'end');
  if (axe === 'all') await expectNoAxeViolations(page, 'end');

  await widget.getByRole('button', { name: m['walk.first'] }).click();
  await expect(widget).toHaveAttribute('data-state', 'start');
  expect(errors).toEqual([]);
  return widget;
}

test('de: deal-walkthrough, the full flow', async ({ page }) => {
  test.setTimeout(60_000);
  await test.step('steps through a whole deal with translated commentary, by buttons and arrow keys', async () => {
    await walk(page, 'de', 'all');
  });

  await test.step('a new deal moves on to the next seed and the address follows', async () => {
    const { widget } = await openWalkthrough(page, 'de', 8);
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget.getByRole('button', { name: 'Neues Spiel' }).click();
    await expect(widget).toHaveAttribute('data-state', 'start');
    await expect(page).toHaveURL(new RegExp(`seed=${nextSeed(8)}$`));
    const deal = walkthroughDeal(nextSeed(8), DEFAULT_RULES);
    await expect(widget.locator('.walk__trump svg')).toHaveAttribute('data-card', deal.upcard);
  });

  await test.step('works at 320 px wide', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openWalkthrough(page, 'de', 5);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('en: deal-walkthrough, the language pass, and hands hidden and shown again', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  const widget = await walk(page, 'en', 'first');
  await test.step('hands can be hidden and shown again', async () => {
    const toggle = widget.getByRole('button', { name: 'Show hands' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(widget.locator('.walk__cards')).toHaveCount(0);
    await expect(widget.locator('.walk__hidden').first()).toHaveText('9 cards, face down');
    await toggle.click();
    await expect(widget.locator('.walk__cards svg[data-card]')).toHaveCount(36);
  });
});

test('sv: deal-walkthrough, the language pass, and a malformed seed', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await walk(page, 'sv', 'first');
  await test.step('a malformed seed gives a notice and a fresh deal', async () => {
    const { widget } = await openWalkthrough(page, 'sv', 'banana');
    await expect(widget.getByRole('alert')).toContainText('ogiltigt');
    await expect(page).toHaveURL(/seed=\d+$/);
    await expect(widget).toHaveAttribute('data-state', 'start');
  });
});
