/**
 * Counting card points, in the browser.
 *
 * German (the game's home language) runs the full flow: a right count confirmed and added up card by card, a wrong
 * count marked with the jacks named, axe on every state, and 320 px with the feedback table.
 * English and Swedish each get one language pass on a phone, on a single page that reaches the same two questions by
 * a level button: the page's language, every text and accessible name translated, no sideways scroll, the first
 * answer on the first screen, one axe scan, and in that language the trump banner, the field's label, the right and
 * wrong feedback, the running-total table and the jack notes. The rest is the same code in every language, so these
 * cover all three. An impossible number runs in English, the dark theme in Swedish.
 */
import { expect, test } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { pointsDrill } from '../../../src/games/hindersche/machines/drills/points';
import { nextSeed } from '../../../src/shared/quiz/seeds';
import { expectNoAxeViolations, openDrill } from './helpers';
import { PHONE, expectFirstAnswerOnScreen, expectTranslated } from './language';

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

const solved = (seed: number, level: number) => {
  const q = pointsDrill.generate(seed, level, DEFAULT_RULES);
  return { q, points: pointsDrill.solve(q, DEFAULT_RULES).points };
};

test('de: point-counter, the full flow', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'de';
  await test.step('a right count is confirmed and added up card by card', async () => {
    const seed = 11;
    const { q, points } = solved(seed, 2);
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

  await test.step('a wrong count is marked and the jacks are named', async () => {
    const seed = 4;
    const { points } = solved(seed, 3);
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

  await test.step('fits a 320 px wide screen, feedback table included', async () => {
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
});

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: point-counter, the language pass`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    // Seed 11 at level 2, then (level button) the question after it at level 3.
    const s2 = 11;
    const s3 = nextSeed(s2);
    const two = solved(s2, 2);
    const { widget, errors } = await openDrill(page, lang, 'point-counter', s2, 2);
    const status = widget.getByRole('status').first();
    const explanation = widget.locator('.quiz__explanation');
    const input = widget.getByLabel(INPUT[lang], { exact: true });
    await expect(widget.locator('.trump-banner')).toContainText(TRUMPS[lang]);
    await expectTranslated(page, lang, 'question');
    await expectFirstAnswerOnScreen(page, lang);
    await expectNoAxeViolations(page, `${lang} question`);

    if (lang === 'en') {
      await test.step('an impossible number is refused with a message, and the question stays open', async () => {
        await input.fill('150');
        await input.press('Enter');
        await expect(widget.getByRole('alert')).toContainText('from 0 to 140');
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
        await expectNoAxeViolations(page, 'invalid');
      });
    }

    // Right: confirmed with the number, added up card by card.
    await input.fill(String(two.points));
    await input.press('Enter');
    await expect(status).toContainText(RIGHT[lang]);
    await expect(status).toContainText(String(two.points));
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    const table = explanation.locator('table');
    await expect(table).toContainText(RUNNING[lang]);
    await expect(table.locator('tbody tr')).toHaveCount(two.q.tricks.length * 4);
    await expect(table.locator('tfoot')).toContainText(String(two.points));
    await expectTranslated(page, lang, 'feedback');

    // Level 3, wrong: the jacks named.
    await widget.locator('.quiz__levels button').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`seed=${s3}&level=3`));
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    const three = solved(s3, 3);
    await input.fill(String(three.points + 1));
    await widget.getByRole('button', { name: CHECK[lang], exact: true }).click();
    await expect(status).toContainText(WRONG[lang]);
    await expect(status).toContainText(String(three.points + 1));
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(TRUMP_JACK[lang]);
    await expect(explanation).toContainText(PLAIN_JACK[lang]);
    await expectTranslated(page, lang, 'wrong feedback');
    expect(errors).toEqual([]);

    if (lang === 'sv') {
      await test.step('dark theme: no axe violations in the question and the feedback', async () => {
        await page.emulateMedia({ colorScheme: 'dark' });
        const { widget } = await openDrill(page, 'sv', 'point-counter', 8, 3);
        await expectNoAxeViolations(page, 'dark question');
        await widget.getByLabel('Ögon', { exact: true }).fill('0');
        await widget.getByRole('button', { name: 'Kontrollera', exact: true }).click();
        await widget.getByRole('button', { name: 'Förklara' }).click();
        await expectNoAxeViolations(page, 'dark feedback');
      });
    }
  });
}
