/**
 * The Weis builder in every language, by keyboard: select the cards of each combination with Space or Enter, add it
 * (the engine values it at once), remove one and add it again, announce; the engine's verdict and its reasons for
 * every group. Wrong answers (a combination cut short, the worse split) are explained group by group. Fine at
 * 320 px, axe clean while building, and the lesson's embedded builder still answers.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../../../src/games/handjass/i18n/en.json' with { type: 'json' };
import de from '../../../src/games/handjass/i18n/de.json' with { type: 'json' };
import sv from '../../../src/games/handjass/i18n/sv.json' with { type: 'json' };
import { declarationUnchecked } from '../../../src/games/handjass/engine/weis';
import { answer, expectNoAxeViolations, expectVerdict, LANGS, openDrill, question, solution, watchErrors, type Lang } from './helpers';

const STRINGS: Record<Lang, Record<string, string>> = { en, de, sv };
const fill = (s: string, vars: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** Builds the groups by keyboard only: focus a card, Space or Enter to select, Enter on "add". */
async function buildByKeyboard(page: Page, widget: Locator, groups: string[][]) {
  const q = widget.locator('[data-question]');
  let k = 0;
  for (const g of groups) {
    for (const c of g) {
      await q.locator(`[data-answer="${c}"]`).focus();
      await page.keyboard.press(k++ % 2 === 0 ? 'Space' : 'Enter');
      await expect(q.locator(`[data-answer="${c}"]`)).toHaveAttribute('aria-pressed', 'true');
    }
    await q.locator('[data-add]').focus();
    await page.keyboard.press('Enter');
  }
}

for (const [i, lang] of LANGS.entries()) {
  test(`${lang}: the Weis is built by keyboard, valued, announced and judged right; a cut one is explained`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const s = STRINGS[lang];
    const seed = 31 + i;
    const widget = await openDrill(page, lang, 'weis-builder', seed, 3);
    const right = solution('weis-builder', seed, 3) as string[][];
    const q = widget.locator('[data-question]');
    await buildByKeyboard(page, widget, right);
    await expect(q.locator('[data-group]')).toHaveCount(right.length);
    // Remove the first combination by keyboard and build it again.
    await q.locator('[data-remove="0"]').focus();
    await page.keyboard.press('Enter');
    await expect(q.locator('[data-group]')).toHaveCount(right.length - 1);
    await buildByKeyboard(page, widget, [right[0]!]);
    const d = question('weis-builder', seed, 3) as { hand: string[]; trump: string };
    const total = declarationUnchecked(d.hand as never, d.trump as never).total;
    await expect(q.locator('[data-total]')).toHaveText(fill(s['weisBuild.total']!, { points: total }));
    await expectNoAxeViolations(page, `${lang} Weis builder`);
    await q.locator('[data-submit]').focus();
    await page.keyboard.press('Enter');
    await expectVerdict(widget, true);
    await widget.locator('.quiz__actions button[aria-expanded]').click();
    await expect(widget.locator('.quiz__explanation li').first()).toHaveText(fill(s['weisBuild.verdict.right']!, { best: total }));

    // The next question: the first combination cut short is explained on its own group.
    await widget.locator('.quiz__actions .button:not(.button--quiet)').click();
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    const url = new URL(page.url());
    const second = Number(url.searchParams.get('seed'));
    const good = solution('weis-builder', second, 3) as string[][];
    await answer(widget, 'weis-builder', good.map((g, k) => (k === 0 ? g.slice(0, -1) : g)));
    await expectVerdict(widget, false);
    await expect(widget.locator('.hj-build__group--wrong').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the worse split is named as such (the four Aces and King-Ober-Under example, level 3)', async ({ page }) => {
  // Find a level-3 question whose declaration beats another complete split, and announce that split.
  let seed = 1;
  let worse: string[][] | null = null;
  for (; seed < 200 && !worse; seed++) {
    const q = question('weis-builder', seed, 3) as { hand: string[]; trump: string };
    const r = declarationUnchecked(q.hand as never, q.trump as never).reason as { rejected?: { total: number; combos: { cards: string[] }[] }[] };
    const w = r.rejected?.find((o) => o.combos.length > 0);
    if (w) worse = w.combos.map((c) => c.cards);
  }
  seed -= 1;
  expect(worse).not.toBeNull();
  const widget = await openDrill(page, 'en', 'weis-builder', seed, 3);
  await answer(widget, 'weis-builder', worse);
  await expectVerdict(widget, false);
  await widget.locator('.quiz__actions button[aria-expanded]').click();
  await expect(widget.locator('.quiz__explanation li').first()).toContainText(/better split|not what this hand announces/);
});

test('the builder fits a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const widget = await openDrill(page, 'sv', 'weis-builder', 8, 2);
  const right = solution('weis-builder', 8, 2) as string[][];
  await buildByKeyboard(page, widget, right);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await widget.locator('[data-submit]').click();
  await expectVerdict(widget, true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the lesson on Weis still embeds a working builder and its check', async ({ page }) => {
  await page.goto('/de/handjass/weis/');
  const check = page.locator('.lesson-check [data-widget="weis-builder"]');
  await check.scrollIntoViewIfNeeded();
  await expect(check.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  await answer(check, 'weis-builder', solution('weis-builder', 12, 3));
  await expectVerdict(check, true);
  const inText = page.locator('.widget-host [data-widget="weis-builder"]').first();
  await expect(inText.locator('[data-question] [data-answer]').first()).toBeVisible();
});
