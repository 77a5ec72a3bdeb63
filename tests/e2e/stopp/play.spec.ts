/**
 * Stopp's play page. The learner's moves are read from the page (the hand marks the cards the engine allows with
 * data-legal), so the tests never need to know the dealt cards in advance. Seed 156 for three is a short game (three
 * deals, five moves of the learner's), played whole in every language.
 *
 * Swedish, the game's home language, runs the full flow: the game reloaded in the middle of a deal (same hand,
 * commentary and pile) and played on to its end, with axe on the table, every deal review and the end; and six
 * players at 320 px, a hint with a reason, Swedish narration, axe, and a card played from the keyboard.
 *
 * English and German run the language pass on the same game: the narration of the deal in that language, every deal
 * review and the end (winner's line) without raw keys or `{{` (the page's lang too), the score record adding up, and
 * ONE axe scan on the table. A reload and axe on the other states check the same code, markup and colours as in
 * Swedish.
 *
 * A malformed seed (English notice) is checked once.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../../src/games/stopp/i18n/en.json' with { type: 'json' };
import platform from '../../../src/i18n/en.json' with { type: 'json' };
import { expectTranslated, messageKeys } from '../translated';
import { expectNoAxeViolations, watchErrors, type Lang } from './helpers';

const KEYS = messageKeys(en, platform);

const table = (page: Page) => page.locator('[data-widget="game-table"]');

async function start(page: Page, lang: Lang, seed: number, players: number) {
  await page.goto(`/${lang}/stopp/play/?seed=${seed}`);
  await expect(table(page)).toHaveAttribute('data-ready', 'true');
  await page.locator(`input[name="gt-${lang}-players"][value="${players}"]`).check();
  await page.locator('[data-action="start"]').click();
  await expect(table(page)).toHaveAttribute('data-seed', String(seed));
}

async function instant(page: Page, lang: Lang) {
  await page.locator('.gt-settings summary').click();
  await page.locator(`input[name="gt-${lang}-speed"][value="instant"]`).check();
  await page.locator('.gt-settings summary').click();
}

const WAITING = ['learnerTurn', 'dealScored', 'gameOver'];

async function settled(page: Page): Promise<string> {
  await expect.poll(async () => WAITING.includes((await table(page).getAttribute('data-state')) ?? ''), { timeout: 20_000 }).toBe(true);
  return (await table(page).getAttribute('data-state')) as string;
}

/**
 * One step of the learner: a legal card, the announced Stopp, or "next deal" after the review, whose texts are
 * checked (in the full flow with axe too). Returns the state it acted in.
 */
async function step(page: Page, lang: Lang, axe: boolean): Promise<string> {
  const state = await settled(page);
  if (state === 'learnerTurn') {
    const stopp = page.locator('[data-action="stopp"]');
    if (await stopp.count()) await stopp.click();
    else await page.locator('.gt-hand [data-legal="true"]').first().click();
  } else if (state === 'dealScored') {
    await expect(page.locator('[data-review]')).toBeVisible();
    await expectTranslated(page, lang, KEYS, `${lang} deal review`);
    if (axe) await expectNoAxeViolations(page, `${lang} deal review`);
    await page.locator('[data-action="next"]').click();
  }
  return state;
}

/** Plays on to the end; returns the number of deal reviews. Then the winner's line and the score record. */
async function playToEnd(page: Page, lang: Lang, axe: boolean) {
  let reviews = 0;
  for (let i = 0; i < 200; i++) {
    const s = await step(page, lang, axe);
    if (s === 'dealScored') reviews++;
    if (s === 'gameOver') break;
  }
  await expect(table(page)).toHaveAttribute('data-state', 'gameOver');
  expect(reviews).toBeGreaterThan(0);
  await expect(page.locator('[data-winner]')).toContainText(WINS[lang]);
  // The score record: capital of every seat and the pot, adding up to 30.
  const capitals = await page.locator('[data-record] [data-capital]').allTextContents();
  const pot = Number(await page.locator('[data-record] [data-pot]').textContent());
  expect(capitals).toHaveLength(3);
  expect(capitals.map(Number).reduce((a, b) => a + b, 0) + pot).toBe(30);
  await expectTranslated(page, lang, KEYS, `${lang} game over`);
}

const handOf = (page: Page) => page.locator('.gt-hand [data-card]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));

/** Seed 156 for three is a short game (three deals, five moves of the learner's), and the learner's first turn
 * comes after two cards are on the pile: a reload there is in the middle of a deal. */
const SEED = 156;
// The learner may be the dealer: "you deal", "Du gibst" (a _you sentence, never "Anna (you) deals").
const DEALT = { en: /(?:[A-Z]\w+ deals|you deal) six cards each/, de: /(?:[A-Z]\w+ gibt|Du gibst) jedem sechs Karten/, sv: /delar ut sex kort var/ } satisfies Record<Lang, RegExp>;
const WINS = { en: /wins? the pot/, de: /gewinns?t den Pott/, sv: /vinner potten/ } satisfies Record<Lang, RegExp>;

test('sv: a seeded game for three, reloaded in the middle of a deal, is played on to its end with a review after every deal, and axe', async ({ page }) => {
  const lang = 'sv';
  const errors = watchErrors(page);
  await start(page, lang, SEED, 3);
  await instant(page, lang);
  expect(await settled(page)).toBe('learnerTurn');
  const pile = page.locator('[data-centre] li');
  await expect(pile).not.toHaveCount(0);
  await expect(page.locator('.gt-commentary__lines')).toContainText(DEALT[lang]);
  await expectNoAxeViolations(page, `${lang} play`);

  // Reload in the middle of the deal: the same game, hand and commentary come back, and play goes on.
  const hand = await handOf(page);
  const commentary = await page.locator('.gt-commentary__lines p').count();
  const onPile = await pile.count();
  await page.reload();
  await expect(table(page)).toHaveAttribute('data-ready', 'true');
  await expect(table(page)).toHaveAttribute('data-seed', String(SEED));
  await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
  expect(await handOf(page)).toEqual(hand);
  expect(await page.locator('.gt-commentary__lines p').count()).toBe(commentary);
  await expect(pile).toHaveCount(onPile);
  await expect(page.locator('.gt-commentary__lines')).toContainText(DEALT[lang]);

  await playToEnd(page, lang, true);
  await expectNoAxeViolations(page, `${lang} game over`);
  expect(errors.filter((e) => !e.includes('sw.js'))).toEqual([]);
});

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: language pass: the same short game played to its end, the narration, every review and the end in ${lang}, one axe scan`, async ({ page }) => {
    const errors = watchErrors(page);
    await start(page, lang, SEED, 3);
    await instant(page, lang);
    expect(await settled(page)).toBe('learnerTurn');
    await expect(page.locator('.gt-commentary__lines')).toContainText(DEALT[lang]);
    await expectNoAxeViolations(page, `${lang} play`);
    await expectTranslated(page, lang, KEYS, `${lang} play`);
    await playToEnd(page, lang, false);
    expect(errors.filter((e) => !e.includes('sw.js'))).toEqual([]);
  });
}

test('sv: six players at 320 px, a hint with a reason, Swedish narration, and axe', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 320, height: 700 });
  await start(page, 'sv', 5150, 6);
  await expect.poll(async () => (await table(page).getAttribute('data-state')) === 'learnerTurn', { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.locator('.gt-seat')).toHaveCount(5);
  await page.locator('[data-action="hint"]').click();
  const hint = page.locator('.gt-hint');
  await expect(hint).not.toHaveText(/funderar/);
  await expect(hint).toHaveText(/Spela .+\. .+|stopp/);
  await expect(page.locator('.gt-commentary__lines')).toContainText(/delar ut sex kort var/);
  await expectNoAxeViolations(page, 'sv play');
  // Keyboard: the hand takes focus and a legal card is played with Enter (or, where the learner must say Stopp, the
  // S key says it).
  if ((await page.locator('[data-action="stopp"]').count()) > 0) await page.keyboard.press('s');
  else {
    await page.locator('.gt-hand [data-legal="true"]').first().focus();
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await page.locator('.gt-commentary__lines p').count()) > 2).toBe(true);
  expect(errors.filter((e) => !e.includes('sw.js'))).toEqual([]);
});

test('a malformed seed in the address gives a notice and a fresh game can still start', async ({ page }) => {
  await page.goto('/en/stopp/play/?seed=abc');
  await expect(table(page)).toHaveAttribute('data-ready', 'true');
  await expect(page.getByText(/deal number in the link was not valid/)).toBeVisible();
  await page.locator('[data-action="start"]').click();
  await expect.poll(async () => WAITING.includes((await table(page).getAttribute('data-state')) ?? ''), { timeout: 20_000 }).toBe(true);
});

test('de: at the default table the learner says Stopp, by the key S and by the button, and the prompt says so', async ({ page }) => {
  const de = (await import('../../../src/games/stopp/i18n/de.json', { with: { type: 'json' } })).default as Record<string, string>;
  await start(page, 'de', 156, 3);
  await instant(page, 'de');
  const stopp = page.locator('[data-action="stopp"]');
  const said: string[] = [];
  for (let i = 0; i < 200 && said.length < 2; i++) {
    const state = await settled(page);
    if (state === 'gameOver') break;
    if (state === 'learnerTurn' && (await stopp.count()) > 0) {
      await expect(stopp).toHaveText(de['table.sayStopp'] as string);
      await expect(stopp).toHaveAttribute('aria-keyshortcuts', 'S');
      await expect(page.locator('.gt-prompt__text')).toContainText(/^Nichts auf deiner Hand schlägt .+: Drück auf Stopp \(oder auf die Taste S\)\.$/);
      const log = await page.locator('.gt-commentary__lines p').count();
      if (said.length === 0) {
        await page.keyboard.press('s');
        said.push('key');
      } else {
        await stopp.click();
        said.push('button');
      }
      // Saying Stopp moves the game on: the commentary tells it.
      await expect.poll(async () => page.locator('.gt-commentary__lines p').count()).toBeGreaterThan(log);
      continue;
    }
    await step(page, 'de', false);
  }
  expect(said, 'the learner met two Stopp decisions in this game').toEqual(['key', 'button']);
});
