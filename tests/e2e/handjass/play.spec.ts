/**
 * The Handjass play table in the browser.
 *
 * German (the game's home language) has the full flow: a seeded game at four played through the UI to its loser
 * (the learner plays the first legal card and the first offered choice), the blackboard, the review after a deal,
 * the narration with no key or placeholder left, axe on the setup and on the table in play; and a reload in the
 * middle of a deal that continues the same game.
 *
 * English and Swedish have a language pass, which checks what differs by language and nothing else: the page's
 * `lang`, the setup with no key or placeholder left, the first decision of the same seed with its prompt and
 * narration in that language and one axe scan of the table; then the page reopened on saved late states of a game of
 * the same seed (the load path of a reload): the review of a deal, and the last cards of the game played to its
 * loser, with the review, the blackboard, the loser and the narration in that language; at 320 px no sideways
 * scroll at the table or the review. The engine, the bots and the flow are the same in every language.
 *
 * In English also: a hint with its reason and its choice button marked; "New game" offering the running game to
 * continue; every table size (2 and 3) deals through the UI and reaches its loser
 * from a saved late state, with a blackboard of that many rows; the table at 320 px with a card played by keyboard.
 * In Swedish: a corrupt saved game gives a notice.
 */
import { expect, test, type Page } from '@playwright/test';
import { drive, expectNoAxeViolations, openTable, RAW_TEXT, startOpened, startTable, TABLE, watchErrors } from './helpers';
import { savedGame } from './saved-game';

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens the play page on a stored game (the same address a learner comes back to). */
async function openSaved(page: Page, lang: string, text: string) {
  await page.evaluate((t) => localStorage.setItem('handjass.table', t), text);
  await page.goto(`/${lang}/handjass/play/`);
  const table = page.locator(TABLE);
  await expect(table).toHaveAttribute('data-ready', 'true');
  return table;
}

test('de: a seeded game at four is played to its end', async ({ page }) => {
  test.setTimeout(180_000);
  const lang = 'de';
  const errors = watchErrors(page);
  const table = await openTable(page, lang, 777);
  await expectNoAxeViolations(page, `${lang} play setup`);
  await startOpened(table, 4);
  await expect(table).toHaveAttribute('data-state', /learnerTurn|dealScored/);
  await expectNoAxeViolations(page, `${lang} play`);
  await expect(table.locator('[data-record]')).toBeVisible();
  const r1 = await drive(page, ['dealScored', 'gameOver']);
  expect(['dealScored', 'gameOver']).toContain(r1.state);
  if (r1.state === 'dealScored') await expect(table.locator('[data-review] li').first()).toBeVisible();
  const end = await drive(page, ['gameOver']);
  expect(end.state).toBe('gameOver');
  await expect(table.locator('[data-loser]')).toBeVisible();
  await expect(table.locator('.gt-commentary__lines p').first()).toBeVisible();
  for (const l of await table.locator('.gt-commentary__lines p').allTextContents()) expect(l).not.toMatch(RAW_TEXT);
  expect(errors).toEqual([]);
});

test('de: a reload in the middle of a deal continues the same game', async ({ page }) => {
  test.setTimeout(60_000);
  const table = await startTable(page, 'de', 4242, 4);
  await drive(page, ['gameOver'], 3);
  const record = (await table.locator('[data-record]').textContent()) ?? '';
  const hand = await table.locator('.gt-hand [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  await page.reload();
  await expect(page.locator(TABLE)).toHaveAttribute('data-ready', 'true');
  await expect(page.locator(TABLE)).not.toHaveAttribute('data-state', 'setup');
  await expect(page).toHaveURL(/seed=4242/);
  expect(await page.locator(`${TABLE} [data-record]`).textContent()).toBe(record);
  const after = await page.locator(`${TABLE} .gt-hand [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(after).toEqual(hand);
  const more = await drive(page, ['dealScored', 'gameOver'], 2);
  expect(more.played + (more.state === 'dealScored' || more.state === 'gameOver' ? 1 : 0)).toBeGreaterThan(0);
});

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: the table in ${lang}: setup, the first decision, a review and the end of a saved game, at 320 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 700 });
    const errors = watchErrors(page);
    const table = await openTable(page, lang, 777);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(table).not.toContainText(RAW_TEXT);
    await startOpened(table, 4);
    await expect(table).toHaveAttribute('data-state', 'learnerTurn');
    await expect(table.locator('[data-record]')).toBeVisible();
    await expect(table.locator('.gt-commentary__lines p').first()).toBeVisible();
    await expect(table).not.toContainText(RAW_TEXT);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `${lang} play`);

    // The same seed, from the bots' game: the review of its last deal but one, then its last cards.
    const saved = savedGame(777, 4);
    await openSaved(page, lang, saved.review);
    await expect(table).toHaveAttribute('data-state', 'dealScored');
    await expect(table.locator('[data-review] li').first()).toBeVisible();
    await expect(table).not.toContainText(RAW_TEXT);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await openSaved(page, lang, saved.end);
    await expect(table).toHaveAttribute('data-state', 'learnerTurn');
    expect(await table.locator('.gt-hand button[data-card]').count()).toBe(saved.state.end.deal!.hands[0]!.length);
    expect((await drive(page, ['gameOver'])).state).toBe('gameOver');
    await expect(table.locator('[data-loser]')).toBeVisible();
    await expect(table.locator('[data-record]')).toBeVisible();
    await expect(table).not.toContainText(RAW_TEXT);
    const lines = await table.locator('.gt-commentary__lines p').allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).not.toMatch(RAW_TEXT);
    expect(errors).toEqual([]);
  });
}

test('en: a hint gives the suggested move with a one-line reason, and marks its choice button', async ({ page }) => {
  test.setTimeout(60_000);
  const table = await startTable(page, 'en', 99, 4);
  await expect(table).toHaveAttribute('data-state', 'learnerTurn');
  await expect(table).toHaveAttribute('data-decision', 'choose');
  // Play and pass weigh the same: neither is the filled (primary) button.
  await expect(table.locator('.gt-prompt [data-choice]')).toHaveCount(2);
  await expect(table.locator('.gt-prompt [data-choice][data-primary]')).toHaveCount(0);
  await table.locator('[data-action="hint"]').click();
  const hint = table.locator('.gt-hint');
  await expect(hint).not.toHaveText(/thinking/);
  await expect(hint).not.toHaveText('');
  const marked = (await hint.getAttribute('data-hint')) as string;
  expect(marked).toMatch(/^choose-(play|pass|blind)$/);
  await expect(table.locator(`.gt-prompt [data-action="${marked}"]`)).toHaveAttribute('data-hinted', 'true');
  await expect(table.locator('.gt-prompt [data-hinted="true"]')).toHaveCount(1);
});

test('en: a game at a table of 2 and of 3 deals, and is played from its last cards to its end', async ({ page }) => {
  test.setTimeout(120_000);
  for (const players of [2, 3] as const) {
    await test.step(`${players} players`, async () => {
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      const table = await startTable(page, 'en', 300 + players, players);
      await expect(table).toHaveAttribute('data-state', /learnerTurn|dealScored/);
      await expect(table.locator('[data-record] tbody tr')).toHaveCount(players);
      const saved = savedGame(300 + players, players);
      await openSaved(page, 'en', saved.end);
      await expect(table).toHaveAttribute('data-state', 'learnerTurn');
      const end = await drive(page, ['gameOver']);
      expect(end.state).toBe('gameOver');
      await expect(table.locator('[data-record] tbody tr')).toHaveCount(players);
      await expect(table.locator('[data-loser]')).toBeVisible();
    });
  }
});

test('sv: a corrupt saved game is set aside with a notice, and the page still works', async ({ page }) => {
  await page.goto('/sv/handjass/play/');
  // The first page reads the store when it starts: write the corrupt record only after that, or this page would set
  // it aside before the reload that the test is about.
  await expect(page.locator(TABLE)).toHaveAttribute('data-ready', 'true');
  await page.evaluate(() => localStorage.setItem('handjass.table', '{"v":1,"game":"g1~n5~p4~aZZZ","settings":{}}'));
  await page.reload();
  const table = page.locator(TABLE);
  await expect(table).toHaveAttribute('data-ready', 'true');
  await expect(table.locator('[data-notice]')).toBeVisible();
  await expect(table.locator('[data-action="start"]')).toBeVisible();
});

test('en: the table fits a 320 px screen and is keyboard operable', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const table = await startTable(page, 'en', 12, 4);
  await drive(page, ['gameOver'], 1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  await expect(table).toHaveAttribute('data-state', /learnerTurn|dealScored|gameOver/);
  if ((await table.getAttribute('data-decision')) === 'play') {
    const legal = table.locator('[data-legal="true"]').first();
    await legal.focus();
    await page.keyboard.press('Enter');
    await expect(table).not.toHaveAttribute('data-decision', 'play', { timeout: 10_000 }).catch(() => undefined);
  }
});
