import { expect, test } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { rankingDrill } from '../../../src/games/hindersche/machines/drills/ranking';
import { LANGS, cardButton, expectNoAxeViolations, openDrill } from './helpers';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
/** Words every ranking explanation uses in each language ("number 1" ...). */
const EXPLAINS = { en: /Old Man|Little Man|trump|number/, de: /de Alt|de Kloei|Trumpf|Platz/, sv: /den gamla|den lilla|trumf|nummer|plats/ };

function pairQuestion(level: number) {
  for (let seed = 1; ; seed++) {
    const q = rankingDrill.generate(seed, level, DEFAULT_RULES);
    if (q.kind === 'pair') return { seed, q, answer: rankingDrill.solve(q, DEFAULT_RULES) };
  }
}

for (const lang of LANGS) {
  test.describe(`${lang}: ranking-explorer`, () => {
    test('a right answer is confirmed and explained by the engine', async ({ page }) => {
      const { seed, answer } = pairQuestion(2);
      const { widget, errors } = await openDrill(page, lang, 'ranking-explorer', seed, 2);
      await expectNoAxeViolations(page, 'question');
      if (!('pick' in answer)) throw new Error('expected a pair question');
      await cardButton(widget, answer.pick).click();
      await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
      await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'feedback');
      await widget.getByRole('button', { name: { en: 'Explain', de: 'Erklären', sv: 'Förklara' }[lang] }).click();
      await expect(widget.locator('.quiz__explanation')).toContainText(EXPLAINS[lang]);
      await expectNoAxeViolations(page, 'feedback');
      // The learner moves on only when they ask to.
      await widget.getByRole('button', { name: { en: 'Next question', de: 'Nächste Frage', sv: 'Nästa fråga' }[lang] }).click();
      await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
      expect(errors).toEqual([]);
    });

    test('a wrong answer is marked, explained and queued for review', async ({ page }) => {
      const { seed, q, answer } = pairQuestion(1);
      const { widget } = await openDrill(page, lang, 'ranking-explorer', seed, 1);
      if (q.kind !== 'pair' || !('pick' in answer)) throw new Error('expected a pair question');
      const wrong = q.cards.find((c) => c !== answer.pick)!;
      await cardButton(widget, wrong).click();
      await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
      await widget.locator('.quiz__actions button').first().click();
      await expect(widget.locator('.quiz__explanation')).toContainText(EXPLAINS[lang]);
      await page.goto(`/${lang}/hindersche/drills/`);
      const review = page.locator('.progress-panel__review a');
      await expect(review).toHaveCount(1);
      await expect(review).toHaveAttribute('href', `/${lang}/hindersche/drills/ranking-explorer/?seed=${seed}&level=1`);
      await expectNoAxeViolations(page, 'review');
    });
  });
}

test('ordering four cards by keyboard', async ({ page }) => {
  const seed = 5;
  const q = rankingDrill.generate(seed, 3, DEFAULT_RULES);
  const answer = rankingDrill.solve(q, DEFAULT_RULES);
  if (!('order' in answer)) throw new Error('expected an order question');
  const { widget } = await openDrill(page, 'en', 'ranking-explorer', seed, 3);
  for (const card of answer.order) {
    await cardButton(widget, card).focus();
    await page.keyboard.press('Enter');
  }
  await expect(widget.getByRole('status').first()).toContainText('Right!');
  // Focus has moved to "Next question".
  await expect(page.locator(':focus')).toHaveText('Next question');
});

test('a malformed seed gives a clear message and a fresh question', async ({ page }) => {
  await page.goto('/en/hindersche/drills/ranking-explorer/?seed=banana');
  const widget = page.locator('[data-widget="ranking-explorer"]');
  await expect(widget.getByRole('alert')).toContainText('not valid');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
});

test('corrupt saved progress is reset with a notice', async ({ page }) => {
  // The broken record is in storage before any script of the page runs (no first visit whose islands could still be
  // reading or writing progress while the test changes it), and the notice is checked only once the panel has read
  // the saved progress: its island hydrates when the browser is idle, which on a busy machine can take a while.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('hindersche.progress', '{broken');
    }
  });
  await page.goto('/en/hindersche/drills/');
  await expect(page.locator('[data-widget="progress-panel"]')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.locator('.progress-panel__message')).toContainText('could not be read');
});

test('the rule-variant panel is remembered and reaches the drill', async ({ page }) => {
  await page.goto('/de/hindersche/drills/ranking-explorer/');
  await expect(page.locator('.rules-panel')).toHaveAttribute('data-ready', 'true');
  await page.locator('.rules-panel summary').click();
  await page.locator('[data-vp="VP13"] input[value="B"]').check();
  await expect(page.locator('.rules-panel__saved')).toContainText('Gespeichert');
  await page.reload();
  await expect(page.locator('.rules-panel')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.rules-panel summary')).toContainText('Regelvarianten (1');
  await page.locator('.rules-panel summary').click();
  await expect(page.locator('[data-vp="VP13"] input[value="B"]')).toBeChecked();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('hindersche.rules') ?? '{}'));
  expect(saved.rules.VP13).toBe('B');
});
