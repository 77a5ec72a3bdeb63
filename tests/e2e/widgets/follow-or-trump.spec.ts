import { expect, test } from '@playwright/test';
import { DEFAULT_RULES, type Rules } from '../../../src/games/hindersche/engine/rules';
import { followDrill } from '../../../src/games/hindersche/machines/drills/follow';
import type { FollowTarget } from '../../../src/games/hindersche/positions/follow';
import { LANGS, cardButton, expectNoAxeViolations, openDrill } from './helpers';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
const CHECK = { en: 'Check', de: 'Prüfen', sv: 'Kontrollera' };
const ALLOWED = { en: ': allowed.', de: ': erlaubt.', sv: ': tillåtet.' };
const NOT_ALLOWED = { en: ': not allowed.', de: ': nicht erlaubt.', sv: ': inte tillåtet.' };
const LITTLE_MAN = { en: 'Little Man', de: 'de Kloei', sv: 'den lilla' };
const MISSED = { en: 'You did not mark it.', de: 'Diese Karte hast du nicht markiert.', sv: 'Det här kortet markerade du inte.' };
const PRINTED: Rules = { ...DEFAULT_RULES, VP05: 'follows-printed-suit' };

function question(level: number, target?: FollowTarget, rules: Rules = DEFAULT_RULES) {
  for (let seed = 1; ; seed++) {
    const q = followDrill.generate(seed, level, rules);
    if (!target || q.target === target) return { seed, q, verdict: followDrill.judge(q, followDrill.solve(q, rules), rules) };
  }
}

for (const lang of LANGS) {
  test.describe(`${lang}: follow-or-trump`, () => {
    test('level 1: a legal card is confirmed and every card is explained', async ({ page }) => {
      const { seed, q, verdict } = question(1);
      const { widget, errors } = await openDrill(page, lang, 'follow-or-trump', seed, 1);
      await expect(widget.locator('.follow__trick svg[data-card]')).toHaveCount(q.trick.length);
      await expectNoAxeViolations(page, 'question');
      await cardButton(widget.locator('.follow__hand'), verdict.expected[0]!).click();
      await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      const reasons = widget.locator('.follow__reasons li');
      await expect(reasons).toHaveCount(q.hand.length);
      await expect(widget.locator('.quiz__explanation')).toContainText(ALLOWED[lang]);
      await expect(widget.locator('.quiz__explanation')).toContainText(NOT_ALLOWED[lang]);
      await expectNoAxeViolations(page, 'feedback');
      expect(errors).toEqual([]);
    });

    test('level 1: an illegal card is marked wrong with the engine reason', async ({ page }) => {
      const { seed, verdict } = question(1);
      const illegal = verdict.plays.find((p) => !p.legal)!;
      const { widget } = await openDrill(page, lang, 'follow-or-trump', seed, 1);
      await cardButton(widget.locator('.follow__hand'), illegal.card).click();
      await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      await expect(widget.locator(`.follow__reasons li[data-code="${illegal.reason.code}"]`).first()).toContainText(NOT_ALLOWED[lang]);
    });

    test('level 3: marking every legal card when the Little Man is involved', async ({ page }) => {
      const { seed, q, verdict } = question(3, lang === 'de' ? 'little-man-led' : 'partner-suit-only-little-man');
      const { widget } = await openDrill(page, lang, 'follow-or-trump', seed, 3);
      const hand = widget.locator('.follow__hand');
      for (const c of verdict.expected) {
        await cardButton(hand, c).click();
        await expect(cardButton(hand, c)).toHaveAttribute('aria-pressed', 'true');
      }
      await expectNoAxeViolations(page, 'marking');
      await widget.getByRole('button', { name: CHECK[lang], exact: true }).click();
      await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      await expect(widget.locator('.quiz__explanation')).toContainText(LITTLE_MAN[lang]);
      await expect(widget.locator('.follow__reasons li')).toHaveCount(q.hand.length);
      await expectNoAxeViolations(page, 'feedback');
    });

    test('level 2: checking with nothing marked is wrong and the missed cards are named', async ({ page }) => {
      const { seed } = question(2);
      const { widget } = await openDrill(page, lang, 'follow-or-trump', seed, 2);
      await widget.getByRole('button', { name: CHECK[lang], exact: true }).click();
      await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
      await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
      await expect(widget.locator('.quiz__explanation')).toContainText(MISSED[lang]);
    });
  });
}

test('keyboard only: toggling cards with Space and checking with Enter', async ({ page }) => {
  const { seed, verdict } = question(2);
  const { widget } = await openDrill(page, 'en', 'follow-or-trump', seed, 2);
  for (const c of verdict.expected) {
    await cardButton(widget.locator('.follow__hand'), c).focus();
    await page.keyboard.press('Space');
  }
  await widget.getByRole('button', { name: 'Check', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status').first()).toContainText('Right!');
  await expect(page.locator(':focus')).toHaveText('Next question');
});

test('VP05 from the rule-variant panel reaches the drill', async ({ page }) => {
  const { seed, q, verdict } = question(3, 'partner-suit-only-little-man', PRINTED);
  // Under VP05 'follows-printed-suit' the Little Man makes the hand hold the led suit: only trumps may be played.
  expect(verdict.expected.length).toBeLessThan(q.hand.length);
  const { widget } = await openDrill(page, 'en', 'follow-or-trump', seed, 3);
  await page.locator('.rules-panel summary').click();
  await page.locator('[data-vp="VP05"] input[value="follows-printed-suit"]').check();
  await expect(widget.locator('.follow__variant')).toBeVisible();
  const hand = widget.locator('.follow__hand');
  await expect(hand.locator('svg[data-card]')).toHaveCount(q.hand.length);
  for (const c of verdict.expected) await cardButton(hand, c).click();
  await widget.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(widget.getByRole('status').first()).toContainText('Right!');
  await widget.getByRole('button', { name: 'Explain' }).click();
  await expect(widget.locator('.quiz__explanation')).toContainText('Under the rule variant you chose');
});

test('fits a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const { widget } = await openDrill(page, 'sv', 'follow-or-trump', 2, 2);
  await widget.getByRole('button', { name: 'Kontrollera', exact: true }).click();
  await widget.getByRole('button', { name: 'Förklara' }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await widget.boundingBox();
  for (const part of ['.follow__trick', '.follow__hand', '.follow__reasons']) {
    const b = await widget.locator(part).boundingBox();
    expect(b!.x + b!.width, part).toBeLessThanOrEqual(box!.x + box!.width);
  }
});

test('dark theme: no axe violations in the question and the feedback', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const { seed, verdict } = question(1);
  const { widget } = await openDrill(page, 'de', 'follow-or-trump', seed, 1);
  await expectNoAxeViolations(page, 'dark question');
  await cardButton(widget.locator('.follow__hand'), verdict.plays.find((p) => !p.legal)!.card).click();
  await widget.getByRole('button', { name: 'Erklären' }).click();
  await expectNoAxeViolations(page, 'dark feedback');
});
