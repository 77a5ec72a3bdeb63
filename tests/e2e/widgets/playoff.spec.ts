/**
 * The playoff, in the browser.
 *
 * German (the game's home language) runs the full flow: a right answer through a repeated playoff with the slate
 * after it, a wrong seating marked and explained, axe on every state.
 * English and Swedish each get one language pass on a phone, on a single page that reaches the same two kinds of
 * question by a level button (seeds chosen so each question is the one wanted): the page's language, every text and
 * accessible name translated at each step, no sideways scroll, the first answer on the first screen, one axe scan,
 * and in that language the right and wrong feedback and the explanation's playoff sentence. The steps are the same
 * code in every language, so these cover all three.
 */
import { expect, test, type Locator } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { playoffDrill, type PlayoffAnswer, type PlayoffQuestion } from '../../../src/games/hindersche/machines/drills/playoff';
import { expectNoAxeViolations, openDrill } from './helpers';
import { PHONE, expectFirstAnswerOnScreen, expectTranslated, seedChain } from './language';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
const REASON = { en: /Playoff between .* deals and .* leads/, de: /Stechen zwischen .* gibt, .* spielt aus/, sv: /Extragiv mellan .* ger och .* spelar ut/ };

const solved = (seed: number, level: number) => {
  const q = playoffDrill.generate(seed, level, DEFAULT_RULES);
  return { seed, q, answer: playoffDrill.solve(q, DEFAULT_RULES) };
};

function question(level: number, want: (q: PlayoffQuestion) => boolean) {
  for (let seed = 1; ; seed++) {
    const x = solved(seed, level);
    if (want(x.q)) return x;
  }
}

/** The answer with the first playoff's dealer and leader swapped: wrong in exactly one part. */
function wrongSeating(answer: PlayoffAnswer): PlayoffAnswer {
  const s0 = answer.seatings[0];
  return { ...answer, seatings: [{ dealer: s0?.leader ?? null, leader: s0?.dealer ?? null }] };
}

async function next(widget: Locator) {
  await widget.locator('[data-action="next"], [data-action="check"]').click();
}

async function answerPlayoff(widget: Locator, q: PlayoffQuestion, a: PlayoffAnswer, each: (step: string) => Promise<void> = async () => {}) {
  for (const s of a.players) await widget.locator(`[data-choice="players"] input[value="${s}"]`).check();
  await each('players');
  await next(widget);
  for (let i = 0; i < q.position.playoffs.length; i++) {
    await widget.locator(`[data-choice="dealer"] input[value="${a.seatings[i]?.dealer}"]`).check();
    await widget.locator(`[data-choice="leader"] input[value="${a.seatings[i]?.leader}"]`).check();
    await each(`seating ${i + 1}`);
    await next(widget);
    for (const s of q.position.playoffs[i]?.players ?? []) await widget.locator(`[data-choice="role-${s}"] input[value="${a.results[i]?.[s]}"]`).check();
    await each(`result ${i + 1}`);
    await next(widget);
  }
  await widget.locator(`[data-choice="nextDealer"] input[value="${a.nextDealer}"]`).check();
  await expect(widget.locator('[data-action="check"]')).toBeVisible();
  await each('next dealer');
  await next(widget);
}

test('de: playoff, the full flow', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'de';
  await test.step('a right answer through a repeated playoff', async () => {
    const { seed, q, answer } = question(3, (x) => x.target === 'playoff-repeat');
    const { widget, errors } = await openDrill(page, lang, 'playoff', seed, 3);
    await expectNoAxeViolations(page, 'question');
    await answerPlayoff(widget, q, answer);
    await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
    const v = playoffDrill.judge(q, answer, DEFAULT_RULES);
    await expect(widget.locator('svg.slate')).toHaveAttribute('data-slate', v.slateAfter.join(''));
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(REASON[lang]);
    await expectNoAxeViolations(page, 'feedback');
    expect(errors).toEqual([]);
  });

  await test.step('a wrong seating is marked and explained', async () => {
    const { seed, q, answer } = question(1, () => true);
    const { widget } = await openDrill(page, lang, 'playoff', seed, 1);
    await answerPlayoff(widget, q, wrongSeating(answer));
    await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
    await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(REASON[lang]);
    await expectNoAxeViolations(page, 'feedback');
  });
});

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: playoff, the language pass`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    // A repeated playoff at level 3, then (level button) a level-1 question to seat wrongly.
    const [s3, s1] = seedChain([(s) => solved(s, 3).q.target === 'playoff-repeat', () => true]);
    const three = solved(s3!, 3);
    const { widget, errors } = await openDrill(page, lang, 'playoff', s3!, 3);
    const status = widget.getByRole('status').first();
    const explanation = widget.locator('.quiz__explanation');
    await expectTranslated(page, lang, 'question');
    await expectFirstAnswerOnScreen(page, lang);
    await expectNoAxeViolations(page, `${lang} question`);

    await answerPlayoff(widget, three.q, three.answer, (step) => expectTranslated(page, lang, step));
    await expect(status).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(REASON[lang]);
    await expectTranslated(page, lang, 'feedback');

    await widget.locator('.quiz__levels button').nth(0).click();
    await expect(page).toHaveURL(new RegExp(`seed=${s1}&level=1`));
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    const one = solved(s1!, 1);
    await answerPlayoff(widget, one.q, wrongSeating(one.answer));
    await expect(status).toContainText(WRONG[lang]);
    await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(REASON[lang]);
    await expectTranslated(page, lang, 'wrong feedback');
    expect(errors).toEqual([]);
  });
}
