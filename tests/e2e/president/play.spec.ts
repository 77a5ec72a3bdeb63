/**
 * The President table in the browser.
 *
 * English (the game's source language) has the full flow: a whole seeded game played through the UI to its end (the
 * learner follows the coach's hint or plays the first legal combination), narration, the score record, the review
 * after each deal, axe on the setup, the table, a review and the end; a reload in the middle of a deal that continues
 * the same game; a turn played with the keyboard alone; every table size at 320 px (the deal through the UI, the
 * review reached from a saved late state); bad saved data and a bad seed give notices.
 *
 * German and Swedish have a language pass, which checks what differs by language and nothing else: the page's
 * `lang`, the setup in that language (the controls found by their translated names) and the same first decision of
 * the same seed as the English game with the coach's hint in that language (no keys, markup or placeholders); one
 * axe scan of the table; then the page reopened on a saved late state of a game of the same seed (the load path of a
 * reload) and played from there to a deal's review and the end of the game: the review, the final status and the
 * narration in that language, and at 320 px no sideways scroll at the table or the review. The engine, the bots and
 * the flow are the same in every language; only the texts and their lengths differ, and those are what is checked.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, tr, watchErrors, type Lang } from './helpers';
import { savedGame } from './saved-game';

const ROOT = '[data-widget="game-table"]';

async function openTable(page: Page, lang: Lang, query = '?seed=4242') {
  await page.goto(`/${lang}/president/play/${query}`);
  const table = page.locator(ROOT);
  await expect(table).toHaveAttribute('data-ready', 'true');
  return table;
}

async function start(page: Page, lang: Lang, players = 4) {
  const t = tr(lang);
  const table = page.locator(ROOT);
  await expect(table).toHaveAttribute('data-state', 'setup');
  await table.getByRole('radio', { name: t('shell.setup.playersCount', { count: players }) }).check();
  await table.getByRole('radio', { name: t('shell.level.steady') }).first().check();
  await table.getByRole('button', { name: t('table.setup.start') }).click();
  // Instant computer players for the test, set in the table's settings once the game has begun. The settings panel
  // is drawn again as the first moves come in, which may close it under the click: open it until the choice holds.
  await expect(table).not.toHaveAttribute('data-state', 'setup');
  const settings = table.locator('.gt-settings');
  const isOpen = () => settings.evaluate((d) => (d as HTMLDetailsElement).open);
  await expect(async () => {
    if (!(await isOpen())) await settings.locator('summary').click();
    await table.getByRole('radio', { name: t('shell.speed.instant') }).check({ timeout: 2000 });
  }).toPass();
  if (await isOpen()) await settings.locator('summary').click();
}

/**
 * Plays the learner's part inside the page until the table reaches one of `until`, or is at the learner's turn
 * after `steps` learner actions: the learner passes whenever passing is allowed, leads a single card (always
 * legal), and gives the cards the coach names in the exchange; reviews are passed with "next deal" unless listed.
 */
async function drive(page: Page, until: string[], steps = 100_000): Promise<string> {
  return page.evaluate(
    async ({ until, steps, root }) => {
      const el = document.querySelector(root) as HTMLElement;
      const tick = () => new Promise((r) => setTimeout(r, 5));
      const sig = () => `${el.dataset.state}:${el.querySelectorAll('.gt-hand [data-card]').length}:${el.querySelectorAll('.gt-commentary__lines p').length}:${el.querySelector('[data-turn]')?.textContent}`;
      const changed = async (before: string) => {
        const t0 = Date.now();
        while (sig() === before && Date.now() - t0 < 5000) await tick();
      };
      const click = (sel: string) => (el.querySelector(sel) as HTMLElement | null)?.click();
      const started = Date.now();
      let done = 0;
      while (Date.now() - started < 120_000) {
        const state = el.dataset.state ?? '';
        if (until.includes(state)) return state;
        if (state === 'learnerTurn' && done >= steps) return state;
        const before = sig();
        if (state === 'dealScored') {
          click('[data-action="next-deal"]');
          await changed(before);
        } else if (state === 'learnerTurn') {
          done++;
          const pass = el.querySelector<HTMLElement>('[data-action="pass"]');
          const legal = el.querySelector<HTMLElement>('.gt-hand [data-legal="true"]');
          if (el.dataset.decision === 'play' && pass) pass.click();
          else if (el.dataset.decision === 'play' && legal) {
            // A lead: one card is always a legal combination.
            legal.click();
            await tick();
            click('[data-action="play"]');
          } else {
            // The exchange: the coach names the cards the rules require.
            click('[data-action="hint"]');
            let hint: Element | null = null;
            while (!(hint = el.querySelector('.gt-hint[data-hint]')) || !hint.textContent || hint.textContent.endsWith('…')) await tick();
            for (const c of (hint.getAttribute('data-hint') ?? '').split(' ').filter(Boolean)) click(`.gt-hand [data-card="${c}"]`);
            await tick();
            click('[data-action="give"]');
          }
          await changed(before);
        } else await tick();
      }
      return 'timeout';
    },
    { until, steps, root: ROOT },
  );
}

/** A short game: the learner's saved rule choice of a 7-point target (a rule option of the rules panel). */
const SHORT_GAME = () => {
  if (!localStorage.getItem('president.rules')) localStorage.setItem('president.rules', JSON.stringify({ version: 1, rules: { target: 7 } }));
};

/** The first decision of the learner: a hint with its one-line reason in the page language, then the hinted play. */
async function hintedFirstDecision(page: Page, lang: Lang) {
  const t = tr(lang);
  const table = page.locator(ROOT);
  await table.getByRole('button', { name: t('shell.hint.button') }).click();
  const hint = table.locator('.gt-hint');
  await expect(hint).not.toContainText(t('shell.hint.loading'));
  await expect(hint).not.toContainText('table.');
  // No markup or placeholder left, and the action comes first ("Pass: ...", "Play the ...: ...").
  await expect(hint).not.toContainText(/\[|\]|\{\{/);
  const hinted = ((await hint.getAttribute('data-hint')) ?? '').split(' ').filter(Boolean);
  for (const c of hinted) await expect(table.locator(`.gt-hand button[data-card="${c}"]`)).toHaveClass(/gt-card--hinted/);
  if (hinted.length) {
    for (const c of hinted) await table.locator(`.gt-hand button[data-card="${c}"]`).click();
    await table.locator('[data-action="play"]').click();
  } else await table.locator('[data-action="pass"]').click();
}

/** The end of the game as the page shows it: the result, the status line and the narration in the page language. */
async function expectGameOver(page: Page, lang: Lang) {
  const t = tr(lang);
  const table = page.locator(ROOT);
  await expect(table.locator('.pres-over')).toBeVisible();
  const totals = await table.locator('[data-total]').allTextContents();
  expect(Math.max(...totals.map(Number))).toBeGreaterThanOrEqual(7);
  await expect(table.locator('.gt-status__game')).toContainText(t('table.status', { deal: 1, players: 4, target: 7 }).split('·')[2]!.trim());
  // The commentary is in the page language: no keys, no placeholders.
  const lines = await table.locator('.gt-commentary__lines p').allTextContents();
  expect(lines.length).toBeGreaterThan(3);
  for (const l of lines) expect(l).not.toMatch(/table\.|\{\{/);
}

/**
 * A text of the table that is still an i18n key or has a placeholder left. The table's text runs together across its
 * elements ("Deal 3table.review..."), so a key is looked for anywhere, not only at a word boundary
 * (a key's dot is followed by a lowercase letter; a sentence's is not).
 */
const RAW_TEXT = /(table|shell)\.[a-z]|\{\{/;

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('en: a whole seeded game with a hint, narration, the score record and the reviews', async ({ page }) => {
  test.setTimeout(150_000);
  const lang = 'en';
  const t = tr(lang);
  const errors = watchErrors(page);
  await page.addInitScript(SHORT_GAME);
  const table = await openTable(page, lang);
  await expect(table.getByLabel(t('shell.setup.seed'))).toHaveValue('4242');
  await expectNoAxeViolations(page, `${lang} setup`);
  await start(page, lang);
  await expect(table).toHaveAttribute('data-state', /learnerTurn|computerThinking/);
  await expect(table.locator('.pres-score')).toBeVisible();
  await expect(table.locator('.gt-commentary__lines p').first()).toContainText(t('table.ev.dealt', { deal: 1, dealer: '', first: '' }).split(' ')[0]!);

  // The first decision of the learner: a hint with its one-line reason, then the hinted play.
  expect(await drive(page, ['learnerTurn', 'dealScored', 'gameOver'])).toBe('learnerTurn');
  await expectNoAxeViolations(page, `${lang} table`);
  await hintedFirstDecision(page, lang);

  // The first deal to its review, then the whole game.
  expect(await drive(page, ['dealScored', 'gameOver'])).toBe('dealScored');
  await expect(table.locator('[data-review="1"] li')).toHaveCount(4);
  await expectNoAxeViolations(page, `${lang} review`);
  expect(await drive(page, ['gameOver'])).toBe('gameOver');
  await expectGameOver(page, lang);
  await expectNoAxeViolations(page, `${lang} game over`);
  expect(errors).toEqual([]);
});

for (const lang of ['de', 'sv'] as const) {
  test(`${lang}: the table in ${lang}: setup, the first hint, a review and the end of a saved game, at 320 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 700 });
    const t = tr(lang);
    const errors = watchErrors(page);
    await page.addInitScript(SHORT_GAME);
    const table = await openTable(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(table.getByLabel(t('shell.setup.seed'))).toHaveValue('4242');
    await expect(table).not.toContainText(RAW_TEXT);
    // The same seed and first decision as the English game, with the controls found by their names in this language.
    await start(page, lang);
    await expect(table.locator('.pres-score')).toBeVisible();
    await expect(table.locator('.gt-commentary__lines p').first()).toContainText(t('table.ev.dealt', { deal: 1, dealer: '', first: '' }).split(' ')[0]!);
    expect(await drive(page, ['learnerTurn', 'dealScored', 'gameOver'])).toBe('learnerTurn');
    await expect(table).not.toContainText(RAW_TEXT);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `${lang} table`);
    await hintedFirstDecision(page, lang);
    expect(await drive(page, ['dealScored', 'gameOver'], 0)).toBe('learnerTurn');

    // The same seed, late in its last deal (the bots' game): reopened from the saved record, played to the end.
    const saved = savedGame({ seed: 4242, players: 4, rules: { target: 7 }, cardsLeft: 4 });
    await page.evaluate((text) => localStorage.setItem('president.table', text), saved.text);
    await page.goto(`/${lang}/president/play/`);
    await expect(table).toHaveAttribute('data-ready', 'true');
    await expect(table).toHaveAttribute('data-state', /learnerTurn|computerThinking/);
    expect(await table.locator('.gt-hand button[data-card]').count()).toBe(saved.state.table!.hands[0]!.length);
    expect(await drive(page, ['dealScored', 'gameOver'])).toBe('dealScored');
    const review = table.locator('[data-review] li');
    await expect(review).toHaveCount(4);
    for (const l of await review.allTextContents()) expect(l).not.toMatch(/table\.|\{\{|\[|\]/);
    await expect(table).not.toContainText(RAW_TEXT);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await drive(page, ['gameOver'])).toBe('gameOver');
    await expectGameOver(page, lang);
    expect(errors).toEqual([]);
  });
}

test('en: Play waits for cards to be chosen, and a refusal goes once the choice changes', async ({ page }) => {
  const table = await openTable(page, 'en');
  await start(page, 'en');
  expect(await drive(page, ['learnerTurn', 'dealScored', 'gameOver'])).toBe('learnerTurn');
  await expect(table).toHaveAttribute('data-decision', 'play');
  // Nothing chosen: the button is unavailable (still focusable), and pressing it refuses nothing.
  const play = table.locator('[data-action="play"]');
  await expect(play).toHaveAttribute('aria-disabled', 'true');
  await play.click({ force: true });
  await expect(table.locator('.gt-refused')).toHaveCount(0);
  // Two cards of different ranks are refused; taking one back clears the refusal beside the new label.
  const codes = await table.locator('.gt-hand button[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') as string));
  const a = codes[0]!;
  const b = codes.find((c) => c.slice(0, -1) !== a.slice(0, -1))!;
  await table.locator(`.gt-hand button[data-card="${a}"]`).click({ force: true });
  await table.locator(`.gt-hand button[data-card="${b}"]`).click({ force: true });
  await expect(play).not.toHaveAttribute('aria-disabled', 'true');
  await play.click();
  await expect(table.locator('.gt-refused')).toBeVisible();
  await table.locator(`.gt-hand button[data-card="${b}"]`).click({ force: true });
  await expect(table.locator('.gt-refused')).toHaveCount(0);
});

test('en: a reload in the middle of a deal continues the same game', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'en';
  const table = await openTable(page, lang, '?seed=777');
  await start(page, lang, 5);
  expect(await drive(page, ['dealScored', 'gameOver'], 3)).toBe('learnerTurn');
  const hand = await table.locator('.gt-hand [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  const log = await table.locator('.gt-commentary__lines p').count();
  await page.reload();
  await expect(table).toHaveAttribute('data-ready', 'true');
  await expect(table).toHaveAttribute('data-state', /learnerTurn|computerThinking/);
  await expect(page).toHaveURL(/seed=777/);
  expect(await table.locator('.gt-hand [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(hand);
  expect(await table.locator('.gt-commentary__lines p').count()).toBeGreaterThanOrEqual(log);
  // The game goes on from there: two more turns of the learner, narrated in the page language.
  expect(await drive(page, ['dealScored', 'gameOver'], 2)).toMatch(/learnerTurn|dealScored/);
  const lines = await table.locator('.gt-commentary__lines p').allTextContents();
  expect(lines.length).toBeGreaterThan(log);
  for (const l of lines) expect(l).not.toMatch(/table\.|\{\{/);
});

test('the keyboard alone plays a turn: focus the cards and press Space, then Enter on play or pass', async ({ page }) => {
  test.setTimeout(60_000);
  const t = tr('en');
  const table = await openTable(page, 'en', '?seed=31');
  await start(page, 'en', 4);
  expect(await drive(page, ['dealScored', 'gameOver'], 1)).toBe('learnerTurn');
  await expect(table).toHaveAttribute('data-decision', 'play');
  // The coach names a legal play (or a pass); the learner makes it with the keyboard only.
  await table.getByRole('button', { name: t('shell.hint.button') }).click();
  const hint = table.locator('.gt-hint[data-hint]');
  await expect(hint).not.toContainText(t('shell.hint.loading'));
  const cards = ((await hint.getAttribute('data-hint')) ?? '').split(' ').filter(Boolean);
  const before = await table.locator('.gt-hand button[data-card]').count();
  const log = await table.locator('.gt-commentary__lines p').count();
  for (const c of cards) {
    const card = table.locator(`.gt-hand button[data-card="${c}"]`);
    await card.focus();
    await expect(card).toBeFocused();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
  const action = table.locator(`[data-action="${cards.length ? 'play' : 'pass'}"]`);
  await action.focus();
  await expect(action).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => table.locator('.gt-commentary__lines p').count()).toBeGreaterThan(log);
  await expect(table.locator('.gt-hand button[data-card]')).toHaveCount(before - cards.length);
  await expectNoAxeViolations(page, 'en table after a keyboard turn');
});
test('every table size deals; the table fits 320 px; bad data gets a notice', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 700 });
  const t = tr('en');
  for (const n of [3, 6] as const) {
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    // The deal through the UI.
    const table = await openTable(page, 'en', `?seed=${90 + n}`);
    await start(page, 'en', n);
    await expect(table.locator('.pres-seats > li')).toHaveCount(n);
    expect(await drive(page, ['dealScored', 'gameOver'], 0)).toBe('learnerTurn');
    await expect(table.locator('.gt-hand [data-card]').first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    // The review of that deal, from a saved game of the same seed late in its first deal.
    const saved = savedGame({ seed: 90 + n, players: n, deal: 1, cardsLeft: 2 });
    await page.evaluate((text) => localStorage.setItem('president.table', text), saved.text);
    await page.goto('/en/president/play/');
    await expect(table).toHaveAttribute('data-ready', 'true');
    await expect(table.locator('.pres-seats > li')).toHaveCount(n);
    expect(await drive(page, ['dealScored'])).toBe('dealScored');
    await expect(table.locator('[data-review="1"] li')).toHaveCount(n);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  }
  await page.evaluate(() => localStorage.setItem('president.table', '{not json'));
  await page.goto('/en/president/play/?seed=xyz');
  const table = page.locator(ROOT);
  await expect(table).toHaveAttribute('data-ready', 'true');
  await expect(table.locator('[data-notice="shell.notice.seed"]')).toContainText(t('shell.notice.seed'));
  await expect(table.locator('[data-notice="shell.notice.save.corrupt"]')).toBeVisible();
});
