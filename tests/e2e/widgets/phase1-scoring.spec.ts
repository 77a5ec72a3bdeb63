import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { phase1Drill, type Phase1Answer } from '../../../src/games/hindersche/machines/drills/phase1';
import { LANGS, expectNoAxeViolations, openDrill } from './helpers';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
/** Words the engine's reasons come out with in each language. */
const REASON = { en: /mark/, de: /Strich/, sv: /streck/ };
const PHASE_END = { en: 'phase 1 is over', de: 'Phase 1 ist vorbei', sv: 'första fasen är slut' };

/** A question of `level` whose answer passes every step (phase 1 ends and someone drops out), or any if `full` is false. */
function question(level: number, full: boolean) {
  for (let seed = 1; ; seed++) {
    const q = phase1Drill.generate(seed, level, DEFAULT_RULES);
    const answer = phase1Drill.solve(q, DEFAULT_RULES);
    if (!full || (answer.outcome === 'butzen' && answer.dropouts.length > 0)) return { seed, q, answer };
  }
}

async function next(widget: Locator) {
  await widget.locator('[data-action="next"], [data-action="check"]').click();
}

async function answerPhase1(widget: Locator, a: Phase1Answer) {
  for (const s of [0, 1, 2, 3]) await widget.locator(`[data-choice="mark-${s}"] input[value="${a.marks[s]}"]`).check();
  await next(widget);
  if (a.outcome === null) return;
  await widget.locator(`[data-choice="outcome"] input[value="${a.outcome}"]`).check();
  await next(widget);
  if (a.outcome !== 'butzen') return;
  for (const s of a.dropouts) await widget.locator(`[data-choice="dropouts"] input[value="${s}"]`).check();
  await expect(widget.locator('[data-action="check"]')).toBeVisible();
  await next(widget);
}

async function openExplanation(page: Page, widget: Locator, lang: (typeof LANGS)[number]) {
  await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
  await expect(widget.locator('.quiz__explanation')).toContainText(REASON[lang]);
  void page;
}

for (const lang of LANGS) {
  test.describe(`${lang}: phase1-scoring`, () => {
    test('a right answer through every step: marks chalked, phase 1 ends, drop-outs', async ({ page }) => {
      const { seed, q, answer } = question(3, true);
      const { widget, errors } = await openDrill(page, lang, 'phase1-scoring', seed, 3);
      await expect(widget.locator('svg.slate')).toHaveAttribute('data-slate', q.position.deal.slate.join(''));
      await expectNoAxeViolations(page, 'question');
      await answerPhase1(widget, answer);
      await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
      await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'feedback');
      const v = phase1Drill.judge(q, answer, DEFAULT_RULES);
      await expect(widget.locator('svg.slate')).toHaveAttribute('data-slate', v.slateAfter.join(''));
      await openExplanation(page, widget, lang);
      await expect(widget.locator('.quiz__explanation')).toContainText(PHASE_END[lang]);
      await expectNoAxeViolations(page, 'feedback');
      expect(errors).toEqual([]);
    });

    test('a wrong answer is marked part by part and explained', async ({ page }) => {
      const { seed, answer } = question(1, false);
      const { widget } = await openDrill(page, lang, 'phase1-scoring', seed, 1);
      const wrongSeat = answer.marks.findIndex((m) => m === 'none');
      const wrong: Phase1Answer = { ...answer, marks: answer.marks.map((m, s) => (s === wrongSeat ? 'mark' : m)) };
      await answerPhase1(widget, wrong);
      await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
      await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
      await openExplanation(page, widget, lang);
      await expectNoAxeViolations(page, 'feedback');
    });
  });
}

test('a tie for most asks only for the playoff', async ({ page }) => {
  let found: { seed: number; answer: Phase1Answer } | null = null;
  for (let seed = 1; !found; seed++) {
    const q = phase1Drill.generate(seed, 4, DEFAULT_RULES);
    if (q.target === 'phase1-tie-most') found = { seed, answer: phase1Drill.solve(q, DEFAULT_RULES) };
  }
  const { widget } = await openDrill(page, 'en', 'phase1-scoring', found.seed, 4);
  for (const s of [0, 1, 2, 3]) await widget.locator(`[data-choice="mark-${s}"] input[value="${found.answer.marks[s]}"]`).check();
  await expect(widget.locator('[data-action="check"]')).toBeVisible();
  await widget.locator('[data-action="check"]').click();
  await expect(widget.getByRole('status').first()).toContainText('Right!');
  await expect(widget.getByRole('status').first()).toContainText('play off');
});

test('the steps work from the keyboard, and focus follows them', async ({ page }) => {
  const { seed, answer } = question(3, true);
  const { widget } = await openDrill(page, 'en', 'phase1-scoring', seed, 3);
  for (const s of [0, 1, 2, 3]) {
    await widget.locator(`[data-choice="mark-${s}"] input[value="${answer.marks[s]}"]`).focus();
    await page.keyboard.press('Space');
  }
  await widget.locator('[data-action="next"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText('What happens to phase 1?');
  await widget.locator(`[data-choice="outcome"] input[value="butzen"]`).focus();
  await page.keyboard.press('Space');
  await widget.locator('[data-action="next"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText('Who drops out?');
  for (const s of answer.dropouts) {
    await widget.locator(`[data-choice="dropouts"] input[value="${s}"]`).focus();
    await page.keyboard.press('Space');
  }
  await widget.locator('[data-action="check"]').focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status').first()).toContainText('Right!');
  await expect(page.locator(':focus')).toHaveText('Next question');
});

test('works at 320 px wide without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const { widget } = await openDrill(page, 'de', 'phase1-scoring', 3, 2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await widget.locator('[data-choice="mark-0"] label').first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
});
