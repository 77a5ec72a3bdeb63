/**
 * Norrlandsknack's drills on a phone-sized screen (375 x 812).
 *
 * Swedish, the game's home language, runs the full flow: every drill answered right and then wrong, each with its
 * explanation (no raw key, no `{{`), the first answer control on the first screen, and axe on both answered states
 * of every drill; then the decision trainer refusing a call the rules do not offer, with the engine's reason.
 *
 * English and German run the language pass: the same questions of every drill, answered right and wrong, with the
 * verdicts and the explanation lines in that language (the page's lang, no raw key, no `{{` anywhere on the page),
 * the first answer control on the first screen and no sideways scroll (longer words must not push them off), ONE axe
 * scan on a drill page (the score sheet answered, explanation open), and the decision trainer's refusal with the
 * engine's reason in that language. The drills' code, markup and colours are the same in every language, so what
 * Swedish checks beyond this (axe on every state of every drill) holds in the other two as well.
 *
 * A malformed seed or level, and a rules link, are checked once (they do not depend on the language).
 */
import { expect, test, type Page } from '@playwright/test';
import { nextSeed } from '../../../src/shared/quiz/seeds';
import en from '../../../src/games/norrlandsknack/i18n/en.json' with { type: 'json' };
import de from '../../../src/games/norrlandsknack/i18n/de.json' with { type: 'json' };
import sv from '../../../src/games/norrlandsknack/i18n/sv.json' with { type: 'json' };
import platform from '../../../src/i18n/en.json' with { type: 'json' };
import { expectNoSidewaysScroll, expectTranslated, messageKeys } from '../translated';
import { DRILLS, answersFor, expectNoAxeViolations, giveAnswer, openDrill, watchErrors, type Lang } from './helpers';

const LEVELS: Record<string, number> = { deal: 2, 'who-plays': 2, decision: 2, buying: 3, 'opening-lead': 3, 'follow-or-trump': 3, 'score-sheet': 2, trumfmant: 2 };
const MESSAGES: Record<string, Record<string, string>> = { en, de, sv };
const KEYS = messageKeys(en, platform);
const RAW_LINE = /\{\{|^(nk|who|dec|buy|lead|follow|score|tm|deal)\.[\w.-]+$/;

/**
 * Every drill in `lang`: a right answer and then (next question) a wrong one, each judged so, with its explanation.
 * Each answered state: the page's lang, no raw key or `{{` on the page, no sideways scroll. `axe`: 'every' scans both
 * answered states of every drill (the full flow); 'one' only the score sheet's wrongly answered state (the language
 * pass: the drill with the most form fields and labels).
 */
async function everyDrill(page: Page, lang: Lang, axe: 'every' | 'one') {
  for (const drill of Object.keys(DRILLS)) {
    await test.step(drill, async () => {
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
      for (const line of await widget.locator('.quiz__explanation li').allTextContents()) expect(line, drill).not.toMatch(RAW_LINE);
      await expectTranslated(page, lang, KEYS, `${lang} ${drill} answered right`);
      if (axe === 'every') await expectNoAxeViolations(page, `${lang} ${drill} answered`);
      await widget.locator('.quiz__actions button.button:not(.button--quiet)').click();
      await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
      const two = answersFor(drill, nextSeed(seed), level);
      await giveAnswer(widget, drill, two.wrong);
      await expect(widget.locator('.quiz__status'), drill).toHaveClass(/quiz__status--wrong/);
      await widget.locator('.quiz__actions button[aria-expanded]').click();
      const lines = await widget.locator('.quiz__explanation li').allTextContents();
      expect(lines.length, drill).toBeGreaterThan(0);
      for (const line of lines) expect(line, drill).not.toMatch(RAW_LINE);
      await expectTranslated(page, lang, KEYS, `${lang} ${drill} answered wrong`);
      await expectNoSidewaysScroll(page, `${lang} ${drill}`);
      if (axe === 'every' || drill === 'score-sheet') await expectNoAxeViolations(page, `${lang} ${drill} answered wrong`);
    });
  }
}

/** Level 1 is the first deal: folding is never on offer there; the refusal names the engine's reason. */
async function decisionRefusal(page: Page, lang: Lang) {
  const m = MESSAGES[lang]!;
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
}

test('sv: every drill answered right and wrong, with explanations and axe on every answered state, on a 375 x 812 screen; the decision trainer refuses a call the rules do not offer', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const errors = watchErrors(page);
  await everyDrill(page, 'sv', 'every');
  await test.step('decision trainer refusal', () => decisionRefusal(page, 'sv'));
  expect(errors).toEqual([]);
});

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: language pass: every drill right and wrong with its explanation in ${lang}, on a 375 x 812 screen, one axe scan; the decision trainer's refusal`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const errors = watchErrors(page);
    await everyDrill(page, lang, 'one');
    await test.step('decision trainer refusal', () => decisionRefusal(page, lang));
    expect(errors).toEqual([]);
  });
}

test('a malformed seed or level gives a translated notice and a fresh question; a rules link opens the drills with the other reading and the verdict follows it', async ({ page }) => {
  await test.step('malformed seed and level', async () => {
    await page.goto('/sv/norrlandsknack/drills/buying/?seed=abc&level=9');
    const widget = page.locator('[data-widget="buying"]');
    await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
    await expect(widget.locator('.quiz__notice')).toBeVisible();
    await expect(page).toHaveURL(/seed=\d+&level=1/);
  });
  await test.step('rules link', async () => {
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
});

test('en: the decision trainer takes its first question from the page (made once, on the server) and judges it', async ({ page }) => {
  await page.goto('/en/norrlandsknack/drills/decision/');
  const widget = page.locator('[data-widget="decision"]');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  const primed = widget.locator('script[data-quiz-primed]');
  await expect(primed).toHaveCount(1);
  const question = JSON.parse((await primed.textContent()) ?? '{}') as { seed?: number; advice: { best: string; accepted: string[] } };
  await giveAnswer(widget, 'decision', question.advice.best);
  await expect(widget.locator('.quiz__status')).toHaveClass(/quiz__status--right/);
});
