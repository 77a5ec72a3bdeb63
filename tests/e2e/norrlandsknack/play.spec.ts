/**
 * Norrlandsknack's play page.
 *
 * Swedish, the game's home language, runs the full flow: a seeded game for five against Steady players, played by
 * clicks to its end, with axe on the setup and on the table at the learner's first decision, a reload at that first
 * decision that continues the same game at the same point (same decision, hand and record), a hint in Swedish at the
 * first card to play, a deal review after every deal and the end's commentary without raw keys.
 *
 * English and German run the language pass on a short game: a saved game whose players start with 6 points instead of 10 (the
 * engine's `start` field) is written into the browser's storage before the page loads, so the page resumes it: the
 * first deal cannot end it (five tricks take at most 5 points), so a deal review comes, and it ends a few deals later: the page's lang, ONE axe scan on the table, a
 * hint at the first card to play, the deal review and the end in that language (no raw key, no `{{` anywhere on the
 * page), and at 320 px (German's longer words) or 375 px no sideways scroll. The table's code, markup and colours are
 * the same in every language, so what Swedish checks beyond this holds in the other two as well.
 *
 * Every game here runs at instant speed: the finished trick's hold at normal speed is checked in table-look.spec.ts.
 *
 * A bad seed in the address (a notice) and the table at 320 px played from the keyboard are checked once.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../../src/games/norrlandsknack/i18n/en.json' with { type: 'json' };
import platform from '../../../src/i18n/en.json' with { type: 'json' };
import { makeGame, newGame } from '../../../src/games/norrlandsknack/engine';
import { TABLE_KEY, TABLE_VERSION } from '../../../src/games/norrlandsknack/table/save';
import { expectNoSidewaysScroll, expectTranslated, messageKeys } from '../translated';
import { expectNoAxeViolations, watchErrors, type Lang } from './helpers';

const KEYS = messageKeys(en, platform);
const table = (page: Page) => page.locator('[data-widget="game-table"]');

async function startGame(page: Page, lang: string, seed: number, players: number) {
  await page.goto(`/${lang}/norrlandsknack/play/?seed=${seed}`);
  const root = table(page);
  await expect(root).toHaveAttribute('data-ready', 'true');
  await root.locator(`input[name$="-players"][value="${players}"]`).check();
  // Instant speed: a finished trick is not held on the table.
  await root.locator('input[name$="-speed"][value="instant"]').check();
  await root.locator('[data-action="start"]').click();
  await expect(root).toHaveAttribute('data-seed', String(seed));
}

/** Waits for the learner's turn, a deal review or the end. */
async function settled(page: Page): Promise<string> {
  const root = table(page);
  await expect(root).toHaveAttribute('data-state', /^(learnerTurn|dealScored|gameOver)$/, { timeout: 30_000 });
  return (await root.getAttribute('data-state')) as string;
}

/** Waits for the learner's turn, a deal review or the end, and takes one step. Returns false at the end. */
async function step(page: Page): Promise<boolean> {
  const root = table(page);
  const state = await settled(page);
  if (state === 'gameOver') return false;
  if (state === 'dealScored') {
    await root.locator('[data-action="next"]').click();
    return true;
  }
  const decision = await root.getAttribute('data-decision');
  const before = await root.locator('[data-live]').textContent();
  if (decision === 'bid') await root.locator('[data-action="knock"]').click();
  else if (decision === 'respond') await root.locator('[data-action="go-along"]').click();
  else if (decision === 'buy') {
    await root.locator('.gt-hand button[data-legal="true"]').first().click();
    await root.locator('[data-action="buy"]').click();
  } else if (decision === 'play') await root.locator('.gt-hand button[data-legal="true"]').first().click();
  else throw new Error(`unexpected decision ${decision}`);
  await expect.poll(async () => (await root.locator('[data-live]').textContent()) !== before || (await root.getAttribute('data-state')) !== 'learnerTurn').toBe(true);
  return true;
}

/** At the learner's first card to play: a hint with a reason, in the page's language. */
async function hint(page: Page) {
  const root = table(page);
  await root.locator('[data-action="hint"]').click();
  await expect(root.locator('[data-hint]')).not.toHaveText('');
  await expect(root.locator('.gt-hint')).not.toContainText(/table\.|\{\{/);
}

/**
 * Plays to the end from wherever the game is: the learner knocks or goes along, buys and plays the first legal card;
 * a hint at the first card to play; `atReview` runs at every deal review. Returns the number of reviews.
 */
async function playToEnd(page: Page, atReview: () => Promise<void> = async () => {}) {
  const root = table(page);
  let steps = 0;
  let hinted = false;
  let reviews = 0;
  for (;;) {
    const state = await settled(page);
    if (state === 'dealScored') {
      reviews++;
      await expect(root.locator('[data-review]')).toBeVisible();
      await atReview();
    }
    if (!hinted && state === 'learnerTurn' && (await root.getAttribute('data-decision')) === 'play') {
      await hint(page);
      hinted = true;
    }
    if (!(await step(page))) break;
    expect(++steps).toBeLessThan(600);
  }
  expect(hinted, 'a hint was asked for').toBe(true);
  await expect(root.locator('[data-over]')).toBeVisible();
  await expect(root.locator('.gt-commentary__lines p').first()).toBeVisible();
  const lines = await root.locator('.gt-commentary__lines p').allTextContents();
  for (const l of lines) expect(l).not.toMatch(/\{\{|^table\./);
  return reviews;
}

test('sv: a seeded game for five against Steady players, axe on the setup and the table, a reload at the first decision, played to its end', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  const seed = 25;
  await page.goto(`/sv/norrlandsknack/play/?seed=${seed}`);
  const root = table(page);
  await expect(root).toHaveAttribute('data-ready', 'true');
  await expectNoAxeViolations(page, 'sv/play setup');
  await root.locator('input[name$="-players"][value="5"]').check();
  // Instant speed: a finished trick is not held (the hold itself is checked in table-look.spec.ts).
  await root.locator('input[name$="-speed"][value="instant"]').check();
  await root.locator('[data-action="start"]').click();
  await expect(root).toHaveAttribute('data-seed', String(seed));
  await expect(root.locator('[data-protokoll]')).toBeVisible();

  await test.step('the first decision: axe, then a reload that continues at the same point', async () => {
    // The learner's first decision of the first deal (knock or lurk, or buying when a bot knocked first).
    await expect(root).toHaveAttribute('data-state', 'learnerTurn', { timeout: 30_000 });
    await expectNoAxeViolations(page, 'sv/play game');
    const decision = await root.getAttribute('data-decision');
    expect(decision).toMatch(/^(bid|respond|buy|play)$/);
    const cards = () => root.locator('.gt-hand [data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
    const hand = await cards();
    expect(hand.length).toBeGreaterThan(0);
    const record = await root.locator('[data-protokoll]').textContent();
    await page.reload();
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(root).toHaveAttribute('data-seed', String(seed));
    await expect(root).toHaveAttribute('data-state', 'learnerTurn', { timeout: 30_000 });
    await expect(root).toHaveAttribute('data-decision', decision!);
    expect(await cards()).toEqual(hand);
    expect(await root.locator('[data-protokoll]').textContent()).toBe(record);
  });

  const reviews = await test.step('played to its end', () => playToEnd(page));
  expect(reviews).toBeGreaterThan(0);
  await expectTranslated(page, 'sv', KEYS, 'sv game over');
  expect(errors).toEqual([]);
});

/** A saved game, not begun, whose players start with 6 points: a deal review, then the end a few deals later. */
function shortGame(seed: number, players: number) {
  const g = newGame({ seed, players, start: { scores: Array.from({ length: players }, () => 6) } });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  const text = makeGame(g.value);
  if (!text.ok) throw new Error(JSON.stringify(text.error));
  return JSON.stringify({ v: TABLE_VERSION, game: text.value, settings: { players, level: 'steady', showLegal: true, speed: 'instant' } });
}

const PASS: Record<'en' | 'de', { seed: number; players: number; width: number }> = { en: { seed: 23, players: 3, width: 375 }, de: { seed: 24, players: 4, width: 320 } };

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: language pass: a saved short game resumed and played to its end, with a hint, the review and the end in ${lang}, one axe scan`, async ({ page }) => {
    test.setTimeout(120_000);
    const { seed, players, width } = PASS[lang];
    await page.setViewportSize({ width, height: 800 });
    const errors = watchErrors(page);
    await page.addInitScript(
      ([key, record]) => {
        if (!sessionStorage.getItem('written')) {
          localStorage.setItem(key!, record!);
          sessionStorage.setItem('written', '1');
        }
      },
      [TABLE_KEY, shortGame(seed, players)],
    );
    await page.goto(`/${lang}/norrlandsknack/play/`);
    const root = table(page);
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(root).toHaveAttribute('data-seed', String(seed));
    expect(await settled(page)).toBe('learnerTurn');
    await expectNoAxeViolations(page, `${lang}/play game`);
    await expectTranslated(page, lang as Lang, KEYS, `${lang} table`);
    await expectNoSidewaysScroll(page, `${lang} table`);
    let reviewed = 0;
    const reviews = await playToEnd(page, async () => {
      if (reviewed++ === 0) await expectTranslated(page, lang, KEYS, `${lang} deal review`);
    });
    await expectTranslated(page, lang, KEYS, `${lang} game over`);
    await expectNoSidewaysScroll(page, `${lang} game over`);
    expect(reviews).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test('en: a card you may not play is refused beside the prompt with the rule it breaks; the trump is in view at the decision on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await startGame(page, 'en', 11, 4);
  const root = table(page);
  for (let i = 0; i < 80; i++) {
    const state = await settled(page);
    if (state === 'learnerTurn' && (await root.getAttribute('data-decision')) === 'play' && (await root.locator('.gt-hand button[data-legal="false"]').count()) > 0) break;
    expect(await step(page)).toBe(true);
  }
  // The trump line sits between the trick and the hand: on screen where the page scrolled for the decision.
  await expect(root.locator('.nk-felt__trump')).toBeInViewport();
  await root.locator('.gt-hand button[data-legal="false"]').first().click({ force: true });
  const refused = root.locator('.gt-refused');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(/^You may not (play|lead) the .+: /);
  await expect(refused).not.toContainText(en['table.refused']);
  // A legal card is taken and the refusal goes.
  await root.locator('.gt-hand button[data-legal="true"]').first().click();
  await expect(refused).toHaveCount(0);
});

test('a bad seed in the address gives a notice; the table works at 320 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/de/norrlandsknack/play/?seed=xyz');
  const root = table(page);
  await expect(root).toHaveAttribute('data-ready', 'true');
  await expect(root.locator('[data-notice="shell.notice.seed"]')).toBeVisible();
  await root.locator('input[name$="-players"][value="5"]').check();
  await root.locator('[data-action="start"]').click();
  await expect(root).toHaveAttribute('data-state', /^(learnerTurn|dealScored|gameOver)$/, { timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Keyboard: the learner's first control has focus or can be reached, and Enter acts on it.
  const first = root.locator('[data-primary], [data-choice], .gt-hand button[data-legal="true"]').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-state', /^(learnerTurn|dealScored|computerThinking|gameOver)$/);
});
