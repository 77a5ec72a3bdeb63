/**
 * Scoring phase 1, in the browser.
 *
 * German (the game's home language) runs the full flow: a right answer through every step (marks chalked, phase 1
 * over, the drop-outs) with the slate before and after, a wrong answer marked part by part, axe on every state, and
 * 320 px.
 * English and Swedish each get one language pass on a phone, on a single page that reaches the same two kinds of
 * question by a level button (seeds chosen so each question is the one wanted): the page's language, every text and
 * accessible name translated at each step, no sideways scroll, the first answer on the first screen, one axe scan, and
 * in that language the right and wrong feedback and the explanation's words (marks, the end of phase 1). The steps
 * themselves are the same code in every language, so these cover all three. The playoff tie and the keyboard run in
 * English.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { phase1Drill, type Phase1Answer } from '../../../src/games/hindersche/machines/drills/phase1';
import { LANGS, expectNoAxeViolations, openDrill } from './helpers';
import { PHONE, expectFirstAnswerOnScreen, expectTranslated, seedChain } from './language';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
/** Words the engine's reasons come out with in each language. */
const REASON = { en: /mark/, de: /Strich/, sv: /streck/ };
const PHASE_END = { en: 'phase 1 is over', de: 'Phase 1 ist vorbei', sv: 'första fasen är slut' };

const solved = (seed: number, level: number) => {
  const q = phase1Drill.generate(seed, level, DEFAULT_RULES);
  return { seed, q, answer: phase1Drill.solve(q, DEFAULT_RULES) };
};
const fullAnswer = (a: Phase1Answer) => a.outcome === 'butzen' && a.dropouts.length > 0;

/** A question of `level` whose answer passes every step (phase 1 ends and someone drops out), or any if `full` is false. */
function question(level: number, full: boolean) {
  for (let seed = 1; ; seed++) {
    const x = solved(seed, level);
    if (!full || fullAnswer(x.answer)) return x;
  }
}

/** The answer with one seat's "no mark" turned into a mark: wrong in exactly one part. */
function oneWrong(answer: Phase1Answer): Phase1Answer {
  const wrongSeat = answer.marks.findIndex((m) => m === 'none');
  return { ...answer, marks: answer.marks.map((m, s) => (s === wrongSeat ? 'mark' : m)) };
}

async function next(widget: Locator) {
  await widget.locator('[data-action="next"], [data-action="check"]').click();
}

/** Answers every step; `each` runs after each step is answered (before moving on). */
async function answerPhase1(widget: Locator, a: Phase1Answer, each: (step: string) => Promise<void> = async () => {}) {
  for (const s of [0, 1, 2, 3]) await widget.locator(`[data-choice="mark-${s}"] input[value="${a.marks[s]}"]`).check();
  await each('marks');
  await next(widget);
  if (a.outcome === null) return;
  await widget.locator(`[data-choice="outcome"] input[value="${a.outcome}"]`).check();
  await each('outcome');
  await next(widget);
  if (a.outcome !== 'butzen') return;
  for (const s of a.dropouts) await widget.locator(`[data-choice="dropouts"] input[value="${s}"]`).check();
  await expect(widget.locator('[data-action="check"]')).toBeVisible();
  await each('dropouts');
  await next(widget);
}

async function openExplanation(page: Page, widget: Locator, lang: (typeof LANGS)[number]) {
  await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
  await expect(widget.locator('.quiz__explanation')).toContainText(REASON[lang]);
  void page;
}

test('de: phase1-scoring, the full flow', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'de';
  await test.step('a right answer through every step: marks chalked, phase 1 ends, drop-outs', async () => {
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

  await test.step('a wrong answer is marked part by part and explained', async () => {
    const { seed, answer } = question(1, false);
    const { widget } = await openDrill(page, lang, 'phase1-scoring', seed, 1);
    await answerPhase1(widget, oneWrong(answer));
    await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
    await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
    await openExplanation(page, widget, lang);
    await expectNoAxeViolations(page, 'feedback');
  });

  await test.step('works at 320 px wide without sideways scrolling', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    const { widget } = await openDrill(page, 'de', 'phase1-scoring', 3, 2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await widget.locator('[data-choice="mark-0"] label').first().boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: phase1-scoring, the language pass`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    // A level-3 question through every step, then (level button) a level-1 question to answer wrong in one part.
    const [s3, s1] = seedChain([(s) => fullAnswer(solved(s, 3).answer), (s) => solved(s, 1).answer.marks.includes('none')]);
    const { widget, errors } = await openDrill(page, lang, 'phase1-scoring', s3!, 3);
    const status = widget.getByRole('status').first();
    await expectTranslated(page, lang, 'question');
    await expectFirstAnswerOnScreen(page, lang);
    await expectNoAxeViolations(page, `${lang} question`);

    // Right through every step, each step's text translated.
    await answerPhase1(widget, solved(s3!, 3).answer, (step) => expectTranslated(page, lang, step));
    await expect(status).toContainText(RIGHT[lang]);
    await openExplanation(page, widget, lang);
    await expect(widget.locator('.quiz__explanation')).toContainText(PHASE_END[lang]);
    await expectTranslated(page, lang, 'feedback');

    // Level 1, wrong in one part.
    await widget.locator('.quiz__levels button').nth(0).click();
    await expect(page).toHaveURL(new RegExp(`seed=${s1}&level=1`));
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    await answerPhase1(widget, oneWrong(solved(s1!, 1).answer));
    await expect(status).toContainText(WRONG[lang]);
    await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
    await openExplanation(page, widget, lang);
    await expectTranslated(page, lang, 'wrong feedback');
    expect(errors).toEqual([]);
  });
}

test('en: a tie for most, and the steps from the keyboard', async ({ page }) => {
  await test.step('a tie for most asks only for the playoff', async () => {
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

  await test.step('the steps work from the keyboard, and focus follows them', async () => {
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
});
