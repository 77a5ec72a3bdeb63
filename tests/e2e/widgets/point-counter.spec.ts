import { expect, test } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { pointsDrill } from '../../../src/games/hindersche/machines/drills/points';
import { LANGS, expectNoAxeViolations, openDrill } from './helpers';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
const INPUT = { en: 'Points', de: 'Augen', sv: 'Ögon' };
const CHECK = { en: 'Check', de: 'Prüfen', sv: 'Kontrollera' };
const RUNNING = { en: 'Running total', de: 'Summe bisher', sv: 'Summa hittills' };
/** The jack notes every level-3 pile shows: a trump jack and an ordinary jack. */
const TRUMP_JACK = { en: /Old Man|Little Man/, de: /de Alt|de Kloei/, sv: /den gamla|den lilla/ };
const PLAIN_JACK = { en: 'an ordinary jack', de: 'ein gewöhnlicher Bube', sv: 'en vanlig knekt' };
const TRUMPS = { en: 'Trumps:', de: 'Trumpf:', sv: 'Trumf:' };

for (const lang of LANGS) {
  test.describe(`${lang}: point-counter`, () => {
    test('a right count is confirmed and added up card by card', async ({ page }) => {
      const seed = 11;
      const q = pointsDrill.generate(seed, 2, DEFAULT_RULES);
      const { points } = pointsDrill.solve(q, DEFAULT_RULES);
      const { widget, errors } = await openDrill(page, lang, 'point-counter', seed, 2);
      await expect(widget.locator('.trump-banner')).toContainText(TRUMPS[lang]);
      await expect(widget.locator('svg[data-card]')).toHaveCount(q.tricks.length * 4);
      await expectNoAxeViolations(page, 'question');
      const input = widget.getByLabel(INPUT[lang], { exact: true });
      await input.fill(String(points));
      await input.press('Enter');
      await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
      await expect(widget.getByRole('status').first()).toContainText(String(points));
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      const table = widget.locator('.quiz__explanation table');
      await expect(table).toContainText(RUNNING[lang]);
      await expect(table.locator('tbody tr')).toHaveCount(q.tricks.length * 4);
      await expect(table.locator('tfoot')).toContainText(String(points));
      await expectNoAxeViolations(page, 'feedback');
      expect(errors).toEqual([]);
    });

    test('a wrong count is marked and the jacks are named', async ({ page }) => {
      const seed = 4;
      const q = pointsDrill.generate(seed, 3, DEFAULT_RULES);
      const { points } = pointsDrill.solve(q, DEFAULT_RULES);
      const { widget } = await openDrill(page, lang, 'point-counter', seed, 3);
      await widget.getByLabel(INPUT[lang], { exact: true }).fill(String(points + 1));
      await widget.getByRole('button', { name: CHECK[lang], exact: true }).click();
      await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
      await expect(widget.getByRole('status').first()).toContainText(String(points + 1));
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      const explanation = widget.locator('.quiz__explanation');
      await expect(explanation).toContainText(TRUMP_JACK[lang]);
      await expect(explanation).toContainText(PLAIN_JACK[lang]);
      await expectNoAxeViolations(page, 'feedback');
    });
  });
}

test('an impossible number is refused with a message, and the question stays open', async ({ page }) => {
  const { widget } = await openDrill(page, 'en', 'point-counter', 3, 1);
  const input = widget.getByLabel('Points', { exact: true });
  await input.fill('150');
  await input.press('Enter');
  await expect(widget.getByRole('alert')).toContainText('from 0 to 140');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
  await expectNoAxeViolations(page, 'invalid');
});

test('fits a 320 px wide screen, feedback table included', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const { widget } = await openDrill(page, 'de', 'point-counter', 7, 3);
  await widget.getByLabel('Augen', { exact: true }).fill('40');
  await widget.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await widget.getByRole('button', { name: 'Erklären' }).click();
  await expect(widget.locator('.points__table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await widget.boundingBox();
  const table = await widget.locator('.points__table').boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(box!.x + box!.width);
});

test('dark theme: no axe violations in the question and the feedback', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const { widget } = await openDrill(page, 'sv', 'point-counter', 8, 3);
  await expectNoAxeViolations(page, 'dark question');
  await widget.getByLabel('Ögon', { exact: true }).fill('0');
  await widget.getByRole('button', { name: 'Kontrollera', exact: true }).click();
  await widget.getByRole('button', { name: 'Förklara' }).click();
  await expectNoAxeViolations(page, 'dark feedback');
});
