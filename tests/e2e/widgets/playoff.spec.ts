import { expect, test, type Locator } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { playoffDrill, type PlayoffAnswer, type PlayoffQuestion } from '../../../src/games/hindersche/machines/drills/playoff';
import { LANGS, expectNoAxeViolations, openDrill } from './helpers';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
const REASON = { en: /Playoff between .* deals and .* leads/, de: /Stechen zwischen .* gibt, .* spielt aus/, sv: /Extragiv mellan .* ger och .* spelar ut/ };

function question(level: number, want: (q: PlayoffQuestion) => boolean) {
  for (let seed = 1; ; seed++) {
    const q = playoffDrill.generate(seed, level, DEFAULT_RULES);
    if (want(q)) return { seed, q, answer: playoffDrill.solve(q, DEFAULT_RULES) };
  }
}

async function next(widget: Locator) {
  await widget.locator('[data-action="next"], [data-action="check"]').click();
}

async function answerPlayoff(widget: Locator, q: PlayoffQuestion, a: PlayoffAnswer) {
  for (const s of a.players) await widget.locator(`[data-choice="players"] input[value="${s}"]`).check();
  await next(widget);
  for (let i = 0; i < q.position.playoffs.length; i++) {
    await widget.locator(`[data-choice="dealer"] input[value="${a.seatings[i]?.dealer}"]`).check();
    await widget.locator(`[data-choice="leader"] input[value="${a.seatings[i]?.leader}"]`).check();
    await next(widget);
    for (const s of q.position.playoffs[i]?.players ?? []) await widget.locator(`[data-choice="role-${s}"] input[value="${a.results[i]?.[s]}"]`).check();
    await next(widget);
  }
  await widget.locator(`[data-choice="nextDealer"] input[value="${a.nextDealer}"]`).check();
  await expect(widget.locator('[data-action="check"]')).toBeVisible();
  await next(widget);
}

for (const lang of LANGS) {
  test.describe(`${lang}: playoff`, () => {
    test('a right answer through a repeated playoff', async ({ page }) => {
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

    test('a wrong seating is marked and explained', async ({ page }) => {
      const { seed, q, answer } = question(1, () => true);
      const { widget } = await openDrill(page, lang, 'playoff', seed, 1);
      const s0 = answer.seatings[0];
      const wrong: PlayoffAnswer = { ...answer, seatings: [{ dealer: s0?.leader ?? null, leader: s0?.dealer ?? null }] };
      await answerPlayoff(widget, q, wrong);
      await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
      await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      await expect(widget.locator('.quiz__explanation')).toContainText(REASON[lang]);
      await expectNoAxeViolations(page, 'feedback');
    });
  });
}
