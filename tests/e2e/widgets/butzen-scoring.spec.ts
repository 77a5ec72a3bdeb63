import { expect, test, type Locator } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { butzenDrill, type ButzenAnswer } from '../../../src/games/hindersche/machines/drills/butzen';
import { LANGS, expectNoAxeViolations, openDrill } from './helpers';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
const ROW = { en: /Row \d of the Butzen table/, de: /Zeile \d der Butzen-Tabelle/, sv: /Rad \d i tabellen/ };
const REASON = { en: /erases|adds/, de: /putzt|dazu/, sv: /putsar|får/ };

function question(level: number, want: (a: ButzenAnswer) => boolean) {
  for (let seed = 1; ; seed++) {
    const q = butzenDrill.generate(seed, level, DEFAULT_RULES);
    const answer = butzenDrill.solve(q, DEFAULT_RULES);
    if (want(answer)) return { seed, q, answer };
  }
}

async function next(widget: Locator) {
  await widget.locator('[data-action="next"], [data-action="check"]').click();
}

async function answerButzen(widget: Locator, active: readonly number[], a: ButzenAnswer) {
  for (const s of active) await widget.locator(`[data-choice="change-${s}"] input[value="${a.changes[s]}"]`).check();
  await next(widget);
  if (a.dropouts === null) return;
  for (const s of a.dropouts) await widget.locator(`[data-choice="dropouts"] input[value="${s}"]`).check();
  await next(widget);
  await widget.locator(`[data-choice="ending"] input[value="${a.ending === 'continues' ? -1 : a.ending}"]`).check();
  await next(widget);
}

for (const lang of LANGS) {
  test.describe(`${lang}: butzen-scoring`, () => {
    test('a right answer ending the game: marks wiped, a frame mark for the loser', async ({ page }) => {
      const { seed, q, answer } = question(4, (a) => typeof a.ending === 'number');
      const { widget, errors } = await openDrill(page, lang, 'butzen-scoring', seed, 4);
      await expect(widget.locator('svg.slate')).toHaveAttribute('data-slate', q.position.deal.slate.join(''));
      await expectNoAxeViolations(page, 'question');
      await answerButzen(widget, q.position.deal.active, answer);
      await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
      const v = butzenDrill.judge(q, answer, DEFAULT_RULES);
      await expect(widget.locator('svg.slate')).toHaveAttribute('data-slate', v.slateAfter.join(''));
      await expect(widget.locator('svg.slate .slate__frame-mark')).toHaveCount(1);
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      await expect(widget.locator('.quiz__explanation')).toContainText(ROW[lang]);
      await expect(widget.locator('.quiz__explanation')).toContainText(REASON[lang]);
      await expectNoAxeViolations(page, 'feedback');
      expect(errors).toEqual([]);
    });

    test('a wrong answer is marked and explained with the row', async ({ page }) => {
      const { seed, q, answer } = question(1, (a) => a.dropouts !== null);
      const { widget } = await openDrill(page, lang, 'butzen-scoring', seed, 1);
      const s = q.position.deal.active.find((x) => answer.changes[x] !== 0) ?? q.position.deal.active[0];
      const wrong: ButzenAnswer = { ...answer, changes: answer.changes.map((c, i) => (i === s ? 0 : c)) };
      await answerButzen(widget, q.position.deal.active, wrong);
      await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
      await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      await expect(widget.locator('.quiz__explanation')).toContainText(ROW[lang]);
      await expectNoAxeViolations(page, 'feedback');
    });
  });
}

test('"show me" reveals the answer with the row and the reasons', async ({ page }) => {
  const { widget } = await openDrill(page, 'en', 'butzen-scoring', 7, 3);
  await widget.getByRole('button', { name: 'Show me' }).click();
  await expect(widget.getByRole('status').first()).toContainText('Here is the answer.');
  await expect(widget.locator('.quiz__explanation')).toContainText(/Row \d/);
});

test('the rule variant VP13 reaches the drill', async ({ page }) => {
  // Six marks without a march: under VP13-B only the lowest erases.
  let seed = 1;
  for (; ; seed++) if (butzenDrill.generate(seed, 3, DEFAULT_RULES).target === 'butzen-excess-6') break;
  await page.goto('/en/hindersche/drills/butzen-scoring/');
  await page.evaluate(() => localStorage.setItem('hindersche.rules', JSON.stringify({ version: 1, rules: { VP13: 'B' } })));
  const { widget } = await openDrill(page, 'en', 'butzen-scoring', seed, 3);
  await widget.getByRole('button', { name: 'Show me' }).click();
  await expect(widget.locator('.scoring__parts li').first()).not.toContainText(' and ');
});
