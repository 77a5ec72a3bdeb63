/**
 * The table slate in the browser: whole rubbers played from entered points (all-35, a march with excess marks, a
 * three-way tie with a repeated playoff, a two-player finish, shut-outs), each step compared with the engine fed the
 * same entries; refusals kept for correction, undo, reload, export/import (and a refused file), in three languages at
 * phone and desktop sizes, and the page in the offline list of its language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { awaiting, checkSetup, enterResult, newSlate, type SlateState } from '../../src/games/hindersche/engine/slate';
import type { Seat } from '../../src/games/hindersche/engine/types';
import { DIST } from './site';
import { expectNoAxeViolations } from './widgets/helpers';

const ROOT = '[data-widget="slate"]';
const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora'];
type Entry = { points: (number | null)[]; tricks: (number | null)[]; march?: Seat };

/** Game 1: all-35, Butzen down to two players (a two-player finish); game 2: a march in phase 1, then a march with excess marks. */
const GAMES_1_2: Entry[] = [
  { points: [35, 35, 35, null], tricks: [2, 2, 3, null] },
  { points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] },
  { points: [0, 0, 30, 60], tricks: [0, 1, 3, 5] },
  { points: [0, 40, 10, 30], tricks: [0, 3, 3, 3] },
  { points: [0, 20, 0, 60], tricks: [0, 3, 0, 6] },
  { points: [0, 20, 0, 60], tricks: [0, 3, 0, 6] },
  { points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] },
  { points: [50, 20, 30, 40], tricks: [3, 2, 2, 2] },
  { points: [20, 30, 50, 40], tricks: [2, 2, 3, 2] },
  { points: [10, 10, 20, null], tricks: [1, 1, 2, null], march: 3 },
  { points: [100, 20, 10, 0], tricks: [6, 2, 1, 0], march: 0 },
  { points: [0, 20, 60, 0], tricks: [0, 3, 6, 0] },
  { points: [0, 20, 60, 0], tricks: [0, 3, 6, 0] },
];
/** Game 3: three level on most points, a playoff, two of them level again, another playoff; then Bert shut out. Game 4: Anna shut out. */
const GAMES_3_4: Entry[] = [
  { points: [40, 40, 40, 20], tricks: [2, 3, 2, 2] },
  { points: [30, 30, 10, 0], tricks: [3, 3, 3, 0] },
  { points: [20, 40, 0, 0], tricks: [4, 5, 0, 0] },
  ...Array.from({ length: 3 }, (): Entry => ({ points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] })),
  ...Array.from({ length: 4 }, (): Entry => ({ points: [50, 20, 30, 40], tricks: [3, 2, 2, 2] })),
];

function engineStart(): SlateState {
  const s = checkSetup({ names: NAMES, firstDealer: 0, rules: {}, stake: 0.5 });
  if (!s.ok) throw new Error('setup');
  return newSlate(s.value);
}

/** The engine's answer to an entry with its blanks filled as the slate fills them. */
function engineEnter(s: SlateState, e: Entry): SlateState {
  const next = awaiting(s);
  if (next.kind === 'over') throw new Error('over');
  const fill = (xs: (number | null)[], total: number) => {
    const known = next.players.reduce<number>((a, p) => a + (xs[p] ?? 0), 0);
    return xs.map((x, p) => (next.players.includes(p as Seat) ? (x ?? total - known) : 0));
  };
  const r = enterResult(s, { points: fill(e.points, 140), tricks: fill(e.tricks, 9), march: e.march ?? null });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

async function open(page: Page, lang: string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/${lang}/hindersche/slate/`);
  await expect(page.locator(ROOT)).toHaveAttribute('data-ready', 'true');
  return errors;
}

async function startRubber(page: Page, stake = '0.5') {
  for (let i = 0; i < 4; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, NAMES[i] as string);
  await page.fill(`${ROOT} input[name="stake"]`, stake);
  await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
}

async function type(page: Page, e: Entry) {
  for (let s = 0; s < 4; s++) {
    const points = page.locator(`${ROOT} input[name="points-${s}"]`);
    if ((await points.count()) === 0) continue;
    await points.fill(e.points[s] === null ? '' : String(e.points[s]));
    await page.fill(`${ROOT} input[name="tricks-${s}"]`, e.tricks[s] === null ? '' : String(e.tricks[s]));
  }
  await page.locator(`${ROOT} select[name="march"]`).selectOption(e.march === undefined ? '' : String(e.march));
}

/** The slate as the page shows it, against the engine's state. */
async function expectSameAs(page: Page, s: SlateState) {
  const over = s.settlement !== null;
  const rows = page.locator(`${ROOT} .tslate__marks tbody tr`);
  for (let seat = 0; seat < 4; seat++) {
    const row = rows.nth(seat);
    await expect(row.locator('[data-marks]')).toHaveAttribute('data-marks', String(over ? 0 : s.slate[seat]));
    await expect(row.locator('[data-frame]')).toHaveAttribute('data-frame', String(s.frame[seat]));
  }
  const next = awaiting(s);
  if (next.kind === 'over') {
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'over');
    return;
  }
  await expect(page.locator(`${ROOT} .tslate__next`)).toHaveAttribute('data-next', next.kind);
  await expect(rows.nth(next.dealer).locator('.badge').first()).toBeVisible();
  await expect(page.locator(`${ROOT} .tslate__inputs tbody tr`)).toHaveCount(next.players.length);
  // The step's reasons are the engine's: one line per rule applied.
  const step = s.steps[s.steps.length - 1];
  if (step) await expect(page.locator(`${ROOT} .tslate__result li:not(.tslate__lines-sum)`)).not.toHaveCount(0);
}

async function play(page: Page, s: SlateState, entries: Entry[]): Promise<SlateState> {
  for (const e of entries) {
    await type(page, e);
    const before = s.entries.length;
    s = engineEnter(s, e);
    await page.locator(`${ROOT} .tslate__score`).click();
    await expect(page.locator(`${ROOT} .tslate__history summary, ${ROOT} .tslate__result`).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('hindersche.slate') ?? '{}').entries?.length ?? 0)).toBe(before + 1);
    await expectSameAs(page, s);
  }
  return s;
}

test.describe('the table slate', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a whole rubber in English on a phone, every step as the engine scores it', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await open(page, 'en');
    await startRubber(page);
    let s = engineStart();
    s = await play(page, s, GAMES_1_2);
    await expect(page.locator(`${ROOT} .tslate__status`)).toContainText('Game 3 of 4');
    s = await play(page, s, GAMES_3_4.slice(0, 1));
    await expect(page.locator(`${ROOT} .tslate__next`)).toContainText('Playoff between Anna, Bert, and Cilli: Anna deals and Bert leads.');
    s = await play(page, s, GAMES_3_4.slice(1, 2));
    await expect(page.locator(`${ROOT} .tslate__next`)).toContainText('Another playoff between Anna and Bert: Bert deals and Anna leads.');
    // Only the two players of the repeated playoff enter their result.
    await expect(page.locator(`${ROOT} .tslate__inputs tbody tr`)).toHaveCount(2);
    s = await play(page, s, GAMES_3_4.slice(2));
    await expect(page.locator(`${ROOT} .tslate__settlement`)).toContainText('Settlement at €0.50');
    const amounts = await page.locator(`${ROOT} .tslate__settlement [data-amount]`).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))));
    expect(amounts).toEqual(s.settlement);
    await expectNoAxeViolations(page, ROOT);
    expect(errors).toEqual([]);
  });

  test('a refused entry stays for correction; undo any number of times; the slate survives a reload', async ({ page }) => {
    await open(page, 'de');
    await startRubber(page);
    await type(page, { points: [35, 40, 30, 34], tricks: [2, 3, 2, 2] });
    await page.locator(`${ROOT} .tslate__score`).click();
    await expect(page.locator(`${ROOT} .tslate__entry [role="alert"]`)).toHaveText('Die Augen ergeben zusammen 139, aber mit vier Spielern sind es immer 140.');
    await expect(page.locator(`${ROOT} input[name="points-3"]`)).toHaveValue('34');
    await type(page, { points: [20, 50, 30, 40], tricks: [2, 3, 2, 2], march: 1 });
    await page.locator(`${ROOT} .tslate__score`).click();
    await expect(page.locator(`${ROOT} .tslate__entry [role="alert"]`)).toContainText('Bert hat keinen Durchmarsch');
    let s = engineStart();
    s = await play(page, s, [{ points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] }, { points: [50, 20, 30, 40], tricks: [3, 2, 2, 2] }]);
    await page.reload();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expectSameAs(page, s);
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(`${ROOT} [data-seat="0"] [data-marks]`)).toHaveAttribute('data-marks', '0');
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(`${ROOT} [data-seat="1"] [data-marks]`)).toHaveAttribute('data-marks', '0');
    // From the first deal, undo goes back to the players, names kept.
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await expect(page.locator(`${ROOT} input[name="name-2"]`)).toHaveValue('Cilli');
  });

  test('export and import a slate; a file that is not a slate is refused and changes nothing', async ({ page }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, 'sv');
    await startRubber(page);
    const s = await play(page, engineStart(), GAMES_1_2.slice(0, 3));
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`${ROOT} [data-action="export"]`).click()]);
    const file = info.outputPath('slate.json');
    await download.saveAs(file);
    const input = page.locator(`${ROOT} .tslate__import input[type="file"]`);
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"something else","v":1}') });
    await expect(page.locator(`${ROOT} > [role="alert"]`)).toHaveText('Filen är ingen tavla för hindersche. Ingenting har ändrats.');
    await expectSameAs(page, s);
    await page.locator(`${ROOT} [data-action="new"]`).click();
    await page.locator(`${ROOT} [data-action="new-confirm"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await page.locator(`${ROOT} .tslate__import input[type="file"]`).setInputFiles(file);
    await expect(page.locator(`${ROOT} .tslate__notice`)).toHaveText('Tavlan har importerats.');
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} .tslate__status`)).toContainText('Omgång 1 av 4 · andra fasen');
  });

  test('the slate page is saved for offline use with the rest of its language', () => {
    for (const lang of ['en', 'de', 'sv']) {
      const list = JSON.parse(readFileSync(join(DIST, `sw-${lang}.json`), 'utf8')) as Record<string, string>;
      expect(Object.keys(list)).toContain(`/${lang}/hindersche/slate/`);
    }
  });
});
