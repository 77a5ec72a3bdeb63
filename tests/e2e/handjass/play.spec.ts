/**
 * The play table in every language: a seeded game played to its loser (the learner plays the first legal card and
 * the first offered choice), the blackboard and the review after each deal; a reload in the middle of a deal
 * continues the same game; a hint with its reason; every table size; a corrupt saved game gives a notice.
 */
import { expect, test } from '@playwright/test';
import { drive, LANGS, startTable, TABLE, watchErrors } from './helpers';

for (const lang of LANGS) {
  test(`${lang}: a seeded game at four is played to its end`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const table = await startTable(page, lang, 777, 4);
    await expect(table.locator('[data-record]')).toBeVisible();
    const r1 = await drive(page, ['review', 'over']);
    expect(['review', 'over']).toContain(r1.state);
    if (r1.state === 'review') await expect(table.locator('[data-review] li').first()).toBeVisible();
    const end = await drive(page, ['over']);
    expect(end.state).toBe('over');
    await expect(table.locator('[data-loser]')).toBeVisible();
    await expect(table.locator('.gt-commentary__lines p').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${lang}: a reload in the middle of a deal continues the same game`, async ({ page }) => {
    test.setTimeout(60_000);
    const table = await startTable(page, lang, 4242, 4);
    await drive(page, ['over'], 3);
    const record = (await table.locator('[data-record]').textContent()) ?? '';
    const hand = await table.locator('.gt-hand [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    await page.reload();
    await expect(page.locator(TABLE)).toHaveAttribute('data-ready', 'true');
    await expect(page.locator(TABLE)).not.toHaveAttribute('data-state', 'setup');
    await expect(page).toHaveURL(/seed=4242/);
    expect(await page.locator(`${TABLE} [data-record]`).textContent()).toBe(record);
    const after = await page.locator(`${TABLE} .gt-hand [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(after).toEqual(hand);
    const more = await drive(page, ['review', 'over'], 2);
    expect(more.played + (more.state === 'review' || more.state === 'over' ? 1 : 0)).toBeGreaterThan(0);
  });
}

test('a hint gives the suggested move with a one-line reason', async ({ page }) => {
  test.setTimeout(60_000);
  const table = await startTable(page, 'en', 99, 4);
  await expect(table).toHaveAttribute('data-state', 'learner');
  await table.locator('[data-action="hint"]').click();
  const hint = table.locator('.gt-hint');
  await expect(hint).not.toHaveText(/thinking/);
  await expect(hint).not.toHaveText('');
});

for (const players of [2, 3] as const) {
  test(`a game at a table of ${players} is played to its end`, async ({ page }) => {
    test.setTimeout(120_000);
    const table = await startTable(page, 'en', 300 + players, players);
    const end = await drive(page, ['over']);
    expect(end.state).toBe('over');
    await expect(table.locator('[data-record] tbody tr')).toHaveCount(players);
  });
}

test('a corrupt saved game is set aside with a notice, and the page still works', async ({ page }) => {
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

test('the table fits a 320 px screen and is keyboard operable', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const table = await startTable(page, 'en', 12, 4);
  await drive(page, ['over'], 1);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  await expect(table).toHaveAttribute('data-state', /learner|review|over/);
  if ((await table.getAttribute('data-decision')) === 'play') {
    const legal = table.locator('[data-legal="true"]').first();
    await legal.focus();
    await page.keyboard.press('Enter');
    await expect(table).not.toHaveAttribute('data-decision', 'play', { timeout: 10_000 }).catch(() => undefined);
  }
});
