/**
 * The game table in the browser.
 *
 * German (the game's home language) runs the full flow: a whole seeded game at instant speed against steady computer
 * players (the test plays the learner's first legal card), a hint, the analysis and the replay after a deal, a reload
 * in the middle of a deal, axe on the setup, the table, the deal result and the end of the game, and on into game 2.
 * English and Swedish each get a language pass on a phone: the setup (one axe scan) and the first turn with a hint,
 * then a saved game written into storage that stands at the learner's last card of the game's last deal (made by the
 * engine in the test), played out to the end of the game (English: game 1 of 4, then on into game 2) or of the
 * one-game rubber (Swedish, VP22 = 1: the settlement). Checked there in that language: the page's language, every text
 * and accessible name translated in each state, no sideways scroll, the setup's labels, the turn and status lines, the
 * hand's label (9 cards and 1 card), the hint, the deal result with its reasons, the analysis and the replay, the end
 * of the game or the settlement. The table's code is the same in every language, so these cover all three.
 * Plus, in one language each: the notices for a malformed seed and a corrupt saved game, the deal number field, two
 * tabs, and the phone layout in the dark theme.
 */
import { expect, test, type Page } from '@playwright/test';
import dePlatform from '../../src/i18n/de.json' with { type: 'json' };
import deGame from '../../src/games/hindersche/i18n/de.json' with { type: 'json' };
import enPlatform from '../../src/i18n/en.json' with { type: 'json' };
import enGame from '../../src/games/hindersche/i18n/en.json' with { type: 'json' };
import svPlatform from '../../src/i18n/sv.json' with { type: 'json' };
import svGame from '../../src/games/hindersche/i18n/sv.json' with { type: 'json' };
import { createTranslator } from '../../src/i18n/client';
import { apply, newGame, nextDecision, type GameAction, type GameState } from '../../src/games/hindersche/engine/game';
import type { Seat } from '../../src/games/hindersche/engine/types';
import { DEFAULT_SETTINGS } from '../../src/games/hindersche/machines/table';
import { SAVE_KEY, serialiseTable } from '../../src/games/hindersche/table/save';
import { expectNoAxeViolations, type Lang } from './widgets/helpers';
import { PHONE, expectTranslated } from './widgets/language';

/** The platform's strings with Hindersche's on top, as the pages have them. */
const de = { ...dePlatform, ...deGame };
const en = { ...enPlatform, ...enGame };
const sv = { ...svPlatform, ...svGame };

const MESSAGES: Record<Lang, Record<string, string>> = { en, de, sv };
const SEED = 4242;
const ROOT = '[data-widget="game-table"]';

/** Opens the table on a seed and waits until the island is running. */
async function openTable(page: Page, lang: Lang, query = `?seed=${SEED}`) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`/${lang}/hindersche/play/${query}`);
  const table = page.locator(ROOT);
  await expect(table).toHaveAttribute('data-ready', 'true');
  return { table, errors };
}

/**
 * Plays the learner's part inside the page until the table stops in one of `until` (or `moves` cards are played):
 * the first legal card, no hübscher, no objection; results are passed with "next" unless they are in `until`.
 * Runs in the page, so a whole game takes seconds.
 */
async function drive(page: Page, until: string[], moves = 10_000): Promise<{ state: string; played: number }> {
  return page.evaluate(
    async ({ until, moves, root }) => {
      const el = document.querySelector(root) as HTMLElement;
      const tick = () => new Promise((r) => setTimeout(r, 2));
      let played = 0;
      let lastAction = '';
      const started = Date.now();
      while (Date.now() - started < 60_000) {
        const state = el.dataset.state ?? '';
        if (until.includes(state) || played >= moves) return { state, played };
        const key = `${state}:${el.dataset.decision}:${document.querySelectorAll(`${root} [data-card]`).length}:${el.querySelector('[data-primary]')?.getAttribute('data-action')}`;
        let button: HTMLElement | null = null;
        if (state === 'learnerTurn') {
          const d = el.dataset.decision;
          button = d === 'play' ? el.querySelector('[data-legal="true"]') : d === 'answer' ? el.querySelector('[data-action="refuse"]') : el.querySelector('[data-action="decline"]');
          if (d === 'play' && button) played++;
        } else if (state === 'dealScored' || state === 'gameOver') {
          button = el.querySelector('[data-action="next"]');
        }
        if (button && key !== lastAction) {
          lastAction = key;
          button.click();
        } else if (!button) lastAction = '';
        await tick();
      }
      return { state: 'timeout', played };
    },
    { until, moves, root: ROOT },
  );
}

test.describe('de: game table', () => {
  test('plays a whole seeded game with a hint, the analysis and a reload, in the page language', async ({ page }) => {
    test.setTimeout(120_000);
    const lang = 'de';
    const t = createTranslator(lang, MESSAGES[lang]);
    const { table, errors } = await openTable(page, lang);

    // Setup: the seed from the address, steady opponents, instant speed.
    await expect(table).toHaveAttribute('data-state', 'setup');
    await expect(table.getByLabel(t('shell.setup.seed'))).toHaveValue(String(SEED));
    await table.getByRole('radio', { name: t('shell.level.steady') }).check();
    await table.getByRole('radio', { name: t('shell.speed.instant') }).check();
    await expectNoAxeViolations(page, `${lang} setup`);
    await table.getByRole('button', { name: t('table.setup.start') }).click();

    // The table: whose turn, the phase, the hand with the legal cards.
    await expect(table).toHaveAttribute('data-state', 'learnerTurn');
    await expect(table).toHaveAttribute('data-decision', 'play');
    await expect(table.locator('.gt-status__game')).toContainText(t('table.status.game', { game: 1, games: 4 }));
    await expect(table.locator('[data-turn]')).toHaveText(t('table.turn.you.play'));
    await expect(table.getByRole('group', { name: t('table.hand', { count: 9 }) })).toBeVisible();
    await expect(table.locator('[data-legal="true"]').first()).toBeVisible();
    await expect(table.locator('[data-live]')).toContainText(t('table.turn.you.play'));
    await expectNoAxeViolations(page, `${lang} table`);

    // A hint: the Strong player's card, marked in the hand, with a reason in words.
    await table.getByRole('button', { name: t('shell.hint.button') }).click();
    const hint = table.locator('.gt-hint[data-hint]');
    await expect(hint).not.toHaveAttribute('data-hint', '');
    const hinted = (await hint.getAttribute('data-hint')) as string;
    await expect(table.locator(`button[data-card="${hinted}"]`)).toHaveClass(/gt-card--hinted/);
    await expect(table.locator(`button[data-card="${hinted}"]`)).toHaveAttribute('data-legal', 'true');
    await expect(hint).not.toContainText('table.');
    await table.locator(`button[data-card="${hinted}"]`).click();

    // The first deal to its end: the result, the rules that scored it, and what the learner's plays cost.
    expect((await drive(page, ['dealScored', 'gameOver', 'rubberOver'])).state).not.toBe('timeout');
    if ((await table.getAttribute('data-state')) === 'dealScored') {
      await expect(table.getByRole('heading', { name: t('table.result.deal') })).toBeVisible();
      await expect(table.locator('.gt-result__reasons li').first()).toBeVisible();
      await table.locator('.gt-analysis summary').click();
      await expect(table.locator('.gt-analysis')).toHaveAttribute('data-analysis', /ready|failed/, { timeout: 15_000 });
      await expect(table.locator('.gt-analysis')).toHaveAttribute('data-analysis', 'ready');
      await expect(table.locator('.gt-analysis')).toContainText(t('table.analysis.note'));
      await table.locator('.gt-replay summary').click();
      await expect(table.locator('.gt-replay__trick li')).not.toHaveCount(0);
      await table.getByRole('button', { name: t('table.replay.next') }).click();
      await expect(table.locator('.gt-replay__pos')).toHaveText(t('table.replay.position', { n: 2, total: 9 }));
      await expectNoAxeViolations(page, `${lang} deal result`);
      await table.locator('[data-action="next"]').click();

      // Into the next deal, then a reload in the middle of it: the same game goes on.
      await drive(page, ['dealScored', 'gameOver', 'rubberOver'], 2);
      await expect(table).toHaveAttribute('data-state', 'learnerTurn');
      {
        const handBefore = await table.locator('.gt-hand button[data-card]').count();
        expect(handBefore).toBeGreaterThan(0);
        expect(handBefore).toBeLessThan(9);
        const turnBefore = await table.locator('[data-turn]').textContent();
        const statusBefore = await table.locator('.gt-status__game').textContent();
        await page.reload();
        await expect(table).toHaveAttribute('data-ready', 'true');
        await expect(table).toHaveAttribute('data-state', 'learnerTurn');
        await expect(table.locator('.gt-hand button[data-card]')).toHaveCount(handBefore);
        await expect(table.locator('[data-turn]')).toHaveText(turnBefore as string);
        await expect(table.locator('.gt-status__game')).toHaveText(statusBefore as string);
        await expect(page).toHaveURL(new RegExp(`seed=${SEED}`));
      }
    }

    // On to the end of the game.
    const end = await drive(page, ['gameOver', 'rubberOver']);
    expect(end.state).toBe('gameOver');
    await expect(table.locator('.gt-over__loser').first()).toBeVisible();
    await expect(table.getByRole('heading', { name: t('table.over.title', { game: 1, games: 4 }) })).toBeVisible();
    await expectNoAxeViolations(page, `${lang} game over`);
    await table.locator('[data-action="next"]').click();
    await expect(table.locator('.gt-status__game')).toContainText(t('table.status.game', { game: 2, games: 4 }));
    // Nothing untranslated anywhere on the table.
    await expect(table).not.toContainText(/\b(table|walk|scoring)\.[a-z]/);
    expect(errors).toEqual([]);
  });
});

/**
 * A saved game (the table's record) standing at the learner's last card of the last deal of game 1: every seat plays
 * its first legal card through the engine until then. `rules` as the rule panel would give them.
 */
function savedNearEnd(rules: object): { seed: number; text: string; tricks: number } {
  for (let seed = 5; seed < 500; seed++) {
    const g = newGame({ seed, firstDealer: (seed % 4) as Seat, rules });
    if (!g.ok) throw new Error('no game');
    let s = g.value;
    let candidate: GameState | null = null;
    for (let i = 0; i < 20_000; i++) {
      const d = nextDecision(s);
      if ((d.kind === 'continue' && d.after === 'game-over') || d.kind === 'rubber-over') break;
      let a: GameAction;
      if (d.kind === 'deal') a = { type: 'deal' };
      else if (d.kind === 'play') {
        if (d.seat === 0 && s.deal!.hands[0].length === 1) candidate = s;
        a = { type: 'play', seat: d.seat, card: d.legal[0]! };
      } else if (d.kind === 'huebscher-answer') a = { type: 'huebscher-answer', seat: d.waitingFor[0]!, agree: false };
      else if (d.kind === 'close-deal') a = { type: 'score' };
      else if (d.kind === 'continue') {
        a = { type: 'continue' };
        candidate = null;
      } else throw new Error(`unexpected decision ${d.kind}`);
      const r = apply(s, a);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.value;
    }
    if (candidate) return { seed, text: serialiseTable(candidate, { ...DEFAULT_SETTINGS, level: 'steady', speed: 'instant' }), tricks: candidate.deal!.tricks.length + 1 };
  }
  throw new Error('no game whose last deal has the learner in it');
}

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: game table, the language pass`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = createTranslator(lang, MESSAGES[lang]);
    // In Swedish the rubber is a single game (VP22 = 1), so its end is the settlement.
    const oneGame = lang === 'sv';
    const rules = oneGame ? { VP22: 1 } : {};
    if (oneGame) {
      await page.addInitScript(() => {
        if (!localStorage.getItem('hindersche.rules')) localStorage.setItem('hindersche.rules', JSON.stringify({ version: 1, rules: { VP22: 1 } }));
      });
    }
    await page.setViewportSize(PHONE);
    const { table, errors } = await openTable(page, lang);

    // Setup.
    await expect(table).toHaveAttribute('data-state', 'setup');
    await expect(table.getByLabel(t('shell.setup.seed'))).toHaveValue(String(SEED));
    await table.getByRole('radio', { name: t('shell.level.steady') }).check();
    await table.getByRole('radio', { name: t('shell.speed.instant') }).check();
    await expectTranslated(page, lang, 'setup');
    await expectNoAxeViolations(page, `${lang} setup`);
    await table.getByRole('button', { name: t('table.setup.start') }).click();

    // The first turn, and a hint.
    await expect(table).toHaveAttribute('data-state', 'learnerTurn');
    await expect(table).toHaveAttribute('data-decision', 'play');
    await expect(table.locator('.gt-status__game')).toContainText(t('table.status.game', { game: 1, games: oneGame ? 1 : 4 }));
    await expect(table.locator('[data-turn]')).toHaveText(t('table.turn.you.play'));
    await expect(table.getByRole('group', { name: t('table.hand', { count: 9 }) })).toBeVisible();
    await expect(table.locator('[data-live]')).toContainText(t('table.turn.you.play'));
    await table.getByRole('button', { name: t('shell.hint.button') }).click();
    const hint = table.locator('.gt-hint[data-hint]');
    await expect(hint).not.toHaveAttribute('data-hint', '');
    await expect(hint).not.toContainText('table.');
    await expectTranslated(page, lang, 'table with a hint');

    // The learner's last card of the game, from a saved game.
    const saved = savedNearEnd(rules);
    await page.evaluate(([key, text]) => localStorage.setItem(key!, text!), [SAVE_KEY, saved.text]);
    // (A seed in the address that is not the saved game's asks for a new game.)
    await page.goto(`/${lang}/hindersche/play/?seed=${saved.seed}`);
    await expect(table).toHaveAttribute('data-ready', 'true');
    await expect(table).toHaveAttribute('data-state', 'learnerTurn');
    await expect(table.getByRole('group', { name: t('table.hand', { count: 1 }) })).toBeVisible();
    await expectTranslated(page, lang, 'last card');
    await table.locator('[data-legal="true"]').first().click();
    const end = await drive(page, ['gameOver', 'rubberOver']);
    expect(end.state).toBe(oneGame ? 'rubberOver' : 'gameOver');

    // The last deal's result, its analysis and replay.
    await expect(table.getByRole('heading', { name: t('table.result.deal') })).toBeVisible();
    await expect(table.locator('.gt-result__reasons li').first()).toBeVisible();
    await table.locator('.gt-analysis summary').click();
    await expect(table.locator('.gt-analysis')).toHaveAttribute('data-analysis', /ready|failed/, { timeout: 15_000 });
    await expect(table.locator('.gt-analysis')).toHaveAttribute('data-analysis', 'ready');
    await expect(table.locator('.gt-analysis')).toContainText(t('table.analysis.note'));
    await table.locator('.gt-replay summary').click();
    await expect(table.locator('.gt-replay__trick li')).not.toHaveCount(0);
    await table.getByRole('button', { name: t('table.replay.next') }).click();
    await expect(table.locator('.gt-replay__pos')).toHaveText(t('table.replay.position', { n: 2, total: saved.tricks }));

    // The end of the game, or of the rubber.
    await expect(table.locator('.gt-over__loser').first()).toBeVisible();
    if (oneGame) {
      await expect(table.getByRole('heading', { name: t('table.settle.title', { count: 1 }) })).toBeVisible();
      await expect(table.getByRole('table', { name: /./ }).first()).toBeVisible();
      await expectTranslated(page, lang, 'rubber over');
    } else {
      await expect(table.getByRole('heading', { name: t('table.over.title', { game: 1, games: 4 }) })).toBeVisible();
      await expectTranslated(page, lang, 'game over');
      await table.locator('[data-action="next"]').click();
      await expect(table.locator('.gt-status__game')).toContainText(t('table.status.game', { game: 2, games: 4 }));
    }
    await expect(table).not.toContainText(/\b(table|walk|scoring)\.[a-z]/);
    expect(errors).toEqual([]);
  });
}

test('a malformed seed and a corrupt saved game each give a notice, and a fresh game is ready', async ({ page }) => {
  const t = createTranslator('en', MESSAGES.en);
  await page.addInitScript(() => localStorage.setItem('hindersche.table', '{"v":1,"game":"not a game'));
  const { table } = await openTable(page, 'en', '?seed=12x');
  await expect(table.getByRole('alert').filter({ hasText: t('shell.notice.seed') })).toBeVisible();
  await expect(table.getByRole('alert').filter({ hasText: t('shell.notice.save.corrupt') })).toBeVisible();
  await expect(table).toHaveAttribute('data-state', 'setup');
  await expect(table.getByLabel(t('shell.setup.seed'))).toHaveValue(/^\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('hindersche.table'))).toBeNull();
});

test('the deal number field takes exactly what ?seed= takes, and says so when it refuses a value', async ({ page }) => {
  const t = createTranslator('en', MESSAGES.en);
  const { table } = await openTable(page, 'en');
  const field = table.getByLabel(t('shell.setup.seed'));
  await field.fill('2147483648');
  await expect(table.getByRole('alert').filter({ hasText: t('shell.setup.seedInvalid', { max: 2147483647 }) })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('2147483647');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await table.locator('[data-action="start"]').click();
  await expect(table).toHaveAttribute('data-seed', '2147483647');
  await expect(page).toHaveURL(/[?&]seed=2147483647\b/);
});

test('two tabs: a stale tab never saves over the other tab\'s longer game, and can continue from it', async ({ context }) => {
  test.slow();
  const t = createTranslator('en', MESSAGES.en);
  const stored = (p: Page) => p.evaluate(() => localStorage.getItem('hindersche.table'));
  const a = await context.newPage();
  const { table: ta } = await openTable(a, 'en');
  // Instant speed: the test is about the saved record, not about the computer players' pace.
  await ta.getByRole('radio', { name: t('shell.speed.instant') }).check();
  await ta.locator('[data-action="start"]').click();
  await drive(a, [], 1);
  await expect(ta).toHaveAttribute('data-state', 'learnerTurn', { timeout: 30_000 });
  await expect.poll(() => stored(a)).not.toBeNull();

  // The second tab opens the same game where the first one stands.
  const b = await context.newPage();
  const { table: tb } = await openTable(b, 'en');
  await expect(tb).toHaveAttribute('data-state', 'learnerTurn', { timeout: 30_000 });
  const handB = await tb.locator('.gt-hand [data-card]').count();

  // The first tab plays on; the second learns of it and stops saving.
  await drive(a, [], 2);
  await expect(ta).toHaveAttribute('data-state', 'learnerTurn', { timeout: 30_000 });
  await expect.poll(async () => (await ta.locator('.gt-hand [data-card]').count()) < handB).toBe(true);
  const longer = await stored(a);
  const notice = tb.getByRole('alert').filter({ hasText: t('shell.notice.elsewhere') });
  await expect(notice).toBeVisible();

  // A card played in the stale tab does not go back over the longer game.
  await tb.locator('[data-legal="true"]').first().click();
  await expect.poll(async () => (await tb.locator('.gt-hand [data-card]').count()) < handB).toBe(true);
  expect(await stored(b)).toBe(longer);

  // Taking the other tab's game brings this tab to the same point, and saving goes on from there.
  await notice.getByRole('button', { name: t('shell.elsewhere.take') }).click();
  await expect(notice).toHaveCount(0);
  // (The resumed game shows the last trick first, then the learner is to play.)
  await expect(tb).toHaveAttribute('data-state', 'learnerTurn', { timeout: 30_000 });
  await expect.poll(() => tb.locator('.gt-hand [data-card]').count()).toBe(await ta.locator('.gt-hand [data-card]').count());
  // The tab may save the game it took again (with its own time stamp): the game itself must be the longer one.
  const gameOf = (raw: string | null) => (raw ? (JSON.parse(raw) as { game?: string }).game : null);
  expect(gameOf(await stored(b))).toBe(gameOf(longer));
});

test('on a 320 px phone, in the dark theme, the table fits and the cards are big enough to tap', async ({ page }) => {
  const t = createTranslator('de', MESSAGES.de);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const { table } = await openTable(page, 'de', '?seed=77');
  await table.getByRole('radio', { name: t('shell.speed.instant') }).check();
  await table.getByRole('button', { name: t('table.setup.start') }).click();
  await expect(table).toHaveAttribute('data-state', 'learnerTurn');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const box of await table.locator('.gt-hand button[data-card]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Keyboard: the first legal card has the focus on the learner's turn, and Enter plays it.
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-legal'));
  expect(focused).toBe('true');
  const before = await table.locator('.gt-hand button[data-card]').count();
  await page.keyboard.press('Enter');
  await expect(table.locator('.gt-hand button[data-card]')).toHaveCount(before - 1);
  await expectNoAxeViolations(page, 'de phone, dark');
  await table.getByText(t('shell.settings')).click();
  await table.getByText(t('shell.history')).click();
  await expect(table.locator('.gt-history__list li').first()).toBeVisible();
  await expectNoAxeViolations(page, 'de phone, dark, settings and history open');
});
