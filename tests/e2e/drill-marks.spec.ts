/**
 * After Check, every game marks answer choices the same way (src/shared/quiz/mark.tsx, the platform's widgets.css):
 * one loop over one drill per game. The test learns the right answer from the page itself ("Show me" marks it), opens
 * the same question again, picks a choice that is not right and checks the marks as the learner sees them: the wrong
 * pick data-mark="wrong" with a dashed frame and a ✗, a right answer marked with a solid frame and a ✓, the two frames
 * of different colours (a picked card or chip must not keep the green "selected" look), and the mark in words for a
 * screen reader. Two of the drills take several picks and a submit (pressed choices, the old bug).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import platform from '../../src/i18n/en.json' with { type: 'json' };

interface Case {
  game: string;
  drill: string;
  /** The answer choices inside the quiz. */
  choice: string;
  /** For a drill that takes several picks: the button that sends them (while it is there). */
  submit?: string;
}

const CASES: Case[] = [
  { game: 'hindersche', drill: 'trick-winner', choice: '.trick-seats__button' },
  { game: 'handjass', drill: 'legal-play', choice: '.hj-hand button[data-answer]', submit: '[data-submit]' },
  { game: 'bugami', drill: 'trick-winner', choice: '.bg-choices button' },
  { game: 'norrlandsknack', drill: 'trumfmant', choice: '.nk-choices button[data-answer]' },
  { game: 'stopp', drill: 'pile-tracker', choice: '.stopp-answers button' },
  { game: 'president', drill: 'round-closure', choice: '.pres__seats button', submit: '[data-question] button.button:not(.chip)' },
];

async function open(page: Page, c: Case, seed: number): Promise<Locator> {
  await page.goto(`/en/${c.game}/drills/${c.drill}/?seed=${seed}&level=1`);
  const quiz = page.locator('main .quiz').first();
  await expect(quiz).toHaveAttribute('data-ready', 'true');
  await expect(quiz).toHaveAttribute('data-state', 'asking');
  await expect(page).toHaveURL(new RegExp(`seed=${seed}&level=1`));
  return quiz;
}

/** How a marked choice looks: its frame and its sign. */
const look = (el: Locator) =>
  el.evaluate((e) => {
    const s = getComputedStyle(e);
    return { outline: s.outlineStyle, outlineColor: s.outlineColor, border: s.borderTopColor, sign: getComputedStyle(e, '::after').content };
  });

for (const c of CASES) {
  test(`${c.game} ${c.drill}: a wrong pick and the right answer are marked apart, not by colour alone`, async ({ page }) => {
    test.setTimeout(60_000);
    // A question with a choice that is not right (a seed whose every choice is right, e.g. a hand of only legal
    // cards, is skipped).
    let seed = 1;
    let wrongIndex = -1;
    for (; seed <= 6 && wrongIndex < 0; seed++) {
      const quiz = await open(page, c, seed);
      await quiz.getByRole('button', { name: platform['quiz.show'], exact: true }).click();
      await expect(quiz).toHaveAttribute('data-state', 'feedback');
      const marks = await quiz.locator(c.choice).evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')));
      expect(marks.filter((m) => m !== null && m !== 'missed'), 'after "Show me" only right answers are marked').toEqual([]);
      if (marks.includes('missed')) wrongIndex = marks.findIndex((m) => m === null);
    }
    expect(wrongIndex, 'a question with a wrong choice among the first seeds').toBeGreaterThanOrEqual(0);

    const quiz = await open(page, c, seed - 1);
    const choices = quiz.locator(c.choice);
    const wrong = choices.nth(wrongIndex);
    // Round closure asks for one seat or for several, by question.
    const submit = c.submit && (await quiz.locator(c.submit).count()) > 0 ? quiz.locator(c.submit) : null;
    await wrong.click();
    if (submit) {
      await expect(wrong).toHaveAttribute('aria-pressed', 'true');
      await submit.click();
    }
    await expect(quiz).toHaveAttribute('data-state', 'feedback');
    await expect(quiz.locator('.quiz__status--wrong')).toBeVisible();

    await expect(wrong).toHaveAttribute('data-mark', 'wrong');
    await expect(wrong).toHaveAccessibleName(new RegExp(platform['quiz.mark.wrong'].replace(/[()]/g, '\\$&')));
    const right = quiz.locator(`${c.choice}[data-mark="missed"]`).first();
    await expect(right).toBeVisible();
    await expect(right).toHaveAccessibleName(new RegExp(platform['quiz.mark.missed'].replace(/[()]/g, '\\$&')));

    const w = await look(wrong);
    const r = await look(right);
    expect(w.outline, 'the wrong pick: a dashed frame').toBe('dashed');
    expect(r.outline, 'the right answer: a solid frame').toBe('solid');
    expect(w.sign).toContain('✗');
    expect(r.sign).toContain('✓');
    expect(w.border, 'the wrong pick does not keep the selected (right) colour').not.toBe(r.border);
    expect(w.outlineColor).not.toBe(r.outlineColor);
  });
}
