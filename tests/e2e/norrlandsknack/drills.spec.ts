/**
 * Every Norrlandsknack drill in every language, on a phone-sized screen: the first answer control is visible
 * without scrolling, a right answer is judged right and a wrong one wrong, each with its explanation; a bad link
 * gives a translated notice and a fresh question.
 */
import { expect, test } from '@playwright/test';
import { nextSeed } from '../../../src/shared/quiz/seeds';
import en from '../../../src/games/norrlandsknack/i18n/en.json' with { type: 'json' };
import de from '../../../src/games/norrlandsknack/i18n/de.json' with { type: 'json' };
import sv from '../../../src/games/norrlandsknack/i18n/sv.json' with { type: 'json' };
import { DRILLS, LANGS, answersFor, expectNoAxeViolations, giveAnswer, openDrill, watchErrors } from './helpers';

const LEVELS: Record<string, number> = { deal: 2, 'who-plays': 2, decision: 2, buying: 3, 'opening-lead': 3, 'follow-or-trump': 3, 'score-sheet': 2, trumfmant: 2 };

for (const lang of LANGS) {
  test(`${lang}: every drill answered right and wrong, with explanations, on a 375 x 812 screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const errors = watchErrors(page);
    for (const drill of Object.keys(DRILLS)) {
      const level = LEVELS[drill]!;
      const seed = 1000 + drill.length;
      const widget = await openDrill(page, lang, drill, seed, level);
      const first = widget.locator('[data-question]').locator('button, input').first();
      await expect(first, `${drill}: first answer control visible`).toBeInViewport();
      const one = answersFor(drill, seed, level);
      await giveAnswer(widget, drill, one.right);
      await expect(widget.locator('.quiz__status'), drill).toHaveClass(/quiz__status--right/);
      await widget.locator('.quiz__actions button[aria-expanded]').click();
      await expect(widget.locator('.quiz__explanation li').first()).toBeVisible();
      await expectNoAxeViolations(page, `${lang} ${drill} answered`);
      await widget.locator('.quiz__actions button.button:not(.button--quiet)').click();
      await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
      const two = answersFor(drill, nextSeed(seed), level);
      await giveAnswer(widget, drill, two.wrong);
      await expect(widget.locator('.quiz__status'), drill).toHaveClass(/quiz__status--wrong/);
      await widget.locator('.quiz__actions button[aria-expanded]').click();
      const lines = await widget.locator('.quiz__explanation li').allTextContents();
      expect(lines.length, drill).toBeGreaterThan(0);
      for (const line of lines) expect(line, drill).not.toMatch(/\{\{|^(nk|who|dec|buy|lead|follow|score|tm|deal)\.[\w.-]+$/);
      await expectNoAxeViolations(page, `${lang} ${drill} answered wrong`);
    }
    expect(errors).toEqual([]);
  });
}

const MESSAGES: Record<string, Record<string, string>> = { en, de, sv };

for (const lang of LANGS) {
  test(`${lang}: the decision trainer refuses a call the rules do not offer, with the engine's reason, and takes the right one`, async ({ page }) => {
    const m = MESSAGES[lang]!;
    // Level 1 is the first deal: folding is never on offer there.
    const widget = await openDrill(page, lang, 'decision', 4242, 1);
    await expect(widget.locator('[data-question] [data-answer]')).toHaveText([m['dec.call.knock']!, m['dec.call.lurk']!, m['dec.call.go_along']!, m['dec.call.fold']!]);
    await widget.locator('[data-answer="fold"]').click();
    await expect(widget.locator('.quiz__status')).toHaveClass(/quiz__status--wrong/);
    await widget.locator('.quiz__actions button[aria-expanded]').click();
    await expect(widget.locator('.quiz__explanation li').first()).toHaveText(m['dec.refused.first-deal-no-answer']!);
    await widget.locator('.quiz__actions button.button:not(.button--quiet)').click();
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    const { right } = answersFor('decision', nextSeed(4242), 1);
    await giveAnswer(widget, 'decision', right);
    await expect(widget.locator('.quiz__status')).toHaveClass(/quiz__status--right/);
  });
}

test('a malformed seed or level gives a translated notice and a fresh question', async ({ page }) => {
  await page.goto('/sv/norrlandsknack/drills/buying/?seed=abc&level=9');
  const widget = page.locator('[data-widget="buying"]');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  await expect(widget.locator('.quiz__notice')).toBeVisible();
  await expect(page).toHaveURL(/seed=\d+&level=1/);
});

test('a rules link opens the drills with the other reading and the verdict follows it', async ({ page }) => {
  // OP7-false: the dealer must keep the turned-up card; find a level-3 question where that changes the answer.
  let seed = 1;
  const { buyingDrill } = await import('../../../src/games/norrlandsknack/machines/drills/buying');
  const { RULE_SPEC } = await import('../../../src/games/norrlandsknack/ruleSpec');
  const other = { ...RULE_SPEC.defaults, OP7: false };
  for (; seed < 500; seed++) {
    const q = buyingDrill.generate(seed, 3, other);
    if (buyingDrill.solve(q, other) !== buyingDrill.solve(q, RULE_SPEC.defaults)) break;
  }
  await page.goto(`/en/norrlandsknack/drills/?rules=OP7-false`);
  await expect(page.locator('[data-widget="rules-panel"]')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('[data-vp="OP7"] input[value="false"]')).toBeChecked();
  const widget = await openDrill(page, 'en', 'buying', seed, 3);
  await giveAnswer(widget, 'buying', 'refused');
  await expect(widget.locator('.quiz__status')).toHaveClass(/quiz__status--right/);
});
