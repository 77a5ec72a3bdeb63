/**
 * The Bugami table in each language: a whole seeded game to the end at instant speed (a different table size per
 * language; the test plays the learner's first legal bid or card), a hint with its reason, the review after a deal,
 * axe on the table and the review, a reload in the middle of a deal that continues where it stopped, and the notices
 * for a malformed seed and a corrupt saved game.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, tr, watchErrors, type Lang } from './helpers';

const ROOT = '[data-widget="game-table"]';

async function openTable(page: Page, lang: Lang, query = '') {
  const errors = watchErrors(page);
  await page.goto(`/${lang}/bugami/play/${query}`);
  const table = page.locator(ROOT);
  await expect(table).toHaveAttribute('data-ready', 'true');
  return { table, errors };
}

async function startGame(page: Page, table: Locator, lang: Lang, players: number, seed: number) {
  const t = tr(lang);
  await table.getByLabel(t('shell.setup.playersCount', { count: players }), { exact: true }).check();
  await table.getByLabel(t('shell.speed.instant'), { exact: true }).check();
  await table.getByLabel(t('shell.setup.seed')).fill(String(seed));
  await table.locator('[data-action="start"]').click();
  await expect(page).toHaveURL(new RegExp(`seed=${seed}`));
}

/** One step of the learner: the first legal bid or card, or "next" after a deal. Returns the state it acted in. */
async function step(table: Locator): Promise<string> {
  await expect(table).toHaveAttribute('data-state', /^(learnerTurn|dealScored|gameOver)$/, { timeout: 15000 });
  const state = (await table.getAttribute('data-state')) as string;
  if (state === 'learnerTurn') {
    const choice = table.locator('[data-legal="true"]').first();
    const card = await choice.getAttribute('data-card');
    const action = await choice.getAttribute('data-action');
    await choice.click();
    if (card) await expect(table.locator(`button[data-card="${card}"]`)).toHaveCount(0);
    else if (action) await expect(table.locator(`[data-action="${action}"]`)).toHaveCount(0);
  } else if (state === 'dealScored') {
    await table.locator('[data-action="next"]').click();
    await expect(table).not.toHaveAttribute('data-state', 'dealScored');
  }
  return state;
}

const GAMES: Record<Lang, { players: number; seed: number }> = { en: { players: 3, seed: 1201 }, de: { players: 5, seed: 1202 }, sv: { players: 7, seed: 1203 } };

for (const lang of ['en', 'de', 'sv'] as const) {
  test.describe(`bugami table (${lang})`, () => {
    test('a seeded game is played to its end, with a hint, a review after each deal and no axe violations', async ({ page }) => {
      test.setTimeout(240_000);
      const t = tr(lang);
      const { players, seed } = GAMES[lang];
      const { table, errors } = await openTable(page, lang);
      await expectNoAxeViolations(page, 'setup');
      await startGame(page, table, lang, players, seed);
      // The first decision is the secret bid; ask for a hint first.
      await expect(table).toHaveAttribute('data-decision', 'bid', { timeout: 15000 });
      await table.locator('[data-action="hint"]').click();
      await expect(table.locator('.gt-hint')).toContainText(t('table.hint.text', { choice: '', reason: '' }).split(':')[0]!, { timeout: 20000 });
      await expectNoAxeViolations(page, 'bidding');
      let deals = 0;
      let checkedPlay = false;
      for (let i = 0; i < 2000; i++) {
        const decision = await table.getAttribute('data-decision');
        if (!checkedPlay && decision === 'play') {
          await expect(table.locator('[data-score-sheet]')).toBeVisible();
          await expectNoAxeViolations(page, 'playing');
          checkedPlay = true;
        }
        const state = await step(table);
        if (state === 'dealScored') {
          deals++;
          if (deals === 1) {
            await expect(table.locator('[data-review]')).toHaveCount(0);
          }
        }
        if (state === 'gameOver') break;
        if (deals === 1 && state === 'dealScored') {
          // (the review was on screen when "next" was clicked; it is checked again at the end of the game)
        }
      }
      await expect(table).toHaveAttribute('data-state', 'gameOver');
      await expect(table.locator('[data-game-over]')).toBeVisible();
      await expect(table.locator('[data-review]')).toBeVisible();
      const totals = await table.locator('[data-score-sheet] tfoot td').allInnerTexts();
      expect(totals).toHaveLength(players);
      expect(Math.max(...totals.map(Number))).toBeGreaterThanOrEqual(250);
      await expectNoAxeViolations(page, 'game over');
      // The learner is addressed in the second person everywhere (commentary, review, game over): never "You wins",
      // "Du bekommt", "an Du", "till Du"; and a count of 1 takes the singular.
      const shown = await table.innerText();
      const thirdPerson = { en: /\bYou (wins|takes|deals|has)\b|\b1 (tricks|bad cards)\b/, de: /\bDu (bekommt|gibt|hat|spielt)\b|\b(an|für) Du\b|\b1 (Stiche|böse Karten)\b/, sv: /\b(till|med) Du\b/ }[lang];
      expect(shown).not.toMatch(thirdPerson);
      // Three or seven at the table leave cards over, and the review says who took them (five leave two).
      await expect(table.locator('[data-review]')).toContainText(t('table.review.remainder', { count: 52 % players, name: '' }).split(':')[0]!);
      expect(deals).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });

    test('a reload in the middle of a deal continues the same game', async ({ page }) => {
      const { table, errors } = await openTable(page, lang);
      await startGame(page, table, lang, 4, 3300);
      for (let i = 0; i < 3; i++) await step(table);
      await expect(table).toHaveAttribute('data-state', 'learnerTurn', { timeout: 15000 });
      const hand = await table.locator('button[data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
      const sheet = await table.locator('[data-score-sheet]').innerText();
      const url = page.url();
      await page.reload();
      await expect(table).toHaveAttribute('data-ready', 'true');
      await expect(page).toHaveURL(url);
      await expect(table).toHaveAttribute('data-state', 'learnerTurn', { timeout: 15000 });
      expect(await table.locator('button[data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')))).toEqual(hand);
      expect(await table.locator('[data-score-sheet]').innerText()).toBe(sheet);
      await step(table);
      expect(errors).toEqual([]);
    });
  });
}

test('bugami table: a malformed seed and a corrupt saved game give a notice, never a crash', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('bugami.table', '{"v":1,"game":"g1;broken","settings":{}}');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const { table, errors } = await openTable(page, 'en', '?seed=banana');
  await expect(table.locator('[data-notice="shell.notice.seed"]')).toBeVisible();
  await expect(table.locator('[data-notice="shell.notice.save.game"]')).toBeVisible();
  await expect(table.locator('[data-action="start"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('bugami table at 320 px during a game (seven players), bid and card played from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const { table, errors } = await openTable(page, 'sv');
  const fits = async (label: string) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(320);
    const box = await table.boundingBox();
    expect(box!.x + box!.width, label).toBeLessThanOrEqual(320.5);
  };
  await fits('setup');
  await startGame(page, table, 'sv', 7, 4403);
  // The bid from the keyboard: focus the first bid button and press Space.
  await expect(table).toHaveAttribute('data-decision', 'bid', { timeout: 15000 });
  await fits('bidding');
  const bid = table.locator('[data-action^="bid-"][data-legal="true"]').first();
  const action = (await bid.getAttribute('data-action')) as string;
  await bid.focus();
  await expect(bid).toBeFocused();
  await page.keyboard.press('Space');
  await expect(table.locator(`[data-action="${action}"]`)).toHaveCount(0);
  // Then the first card the learner may play, from the keyboard with Enter.
  await expect(table).toHaveAttribute('data-decision', 'play', { timeout: 20000 });
  await fits('playing');
  const cards = table.locator('.gt-hand button[data-card]');
  const before = await cards.count();
  const card = table.locator('.gt-hand [data-legal="true"]').first();
  const code = (await card.getAttribute('data-card')) as string;
  await card.focus();
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.locator(`.gt-hand button[data-card="${code}"]`)).toHaveCount(0);
  await expect(cards).toHaveCount(before - 1);
  await fits('after a card');
  await expectNoAxeViolations(page, 'playing at 320 px');
  expect(errors).toEqual([]);
});

test('bugami table: a variants link with ?rules= sets the table\'s rules (target 100)', async ({ page }) => {
  const t = tr('en');
  const { table, errors } = await openTable(page, 'en', '?rules=target-100');
  const panel = page.locator('[data-widget="rules-panel"]');
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await expect(panel.locator('input[name="target-en"][value="100"]')).toBeChecked();
  await startGame(page, table, 'en', 4, 4404);
  await expect(table).toHaveAttribute('data-decision', 'bid', { timeout: 15000 });
  await expect(table.locator('.gt-record figcaption')).toContainText(t('table.sheet.caption', { target: 100 }));
  expect(errors).toEqual([]);
});
