/**
 * The table slate in the browser: whole rubbers played from entered points (all-35, a march with excess marks, a
 * three-way tie with a repeated playoff, a two-player finish, shut-outs), each step compared with the engine fed the
 * same entries; refusals kept for correction, undo, reload, export/import (and a refused file), in three languages at
 * phone and desktop sizes, and the page in the offline list of its language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { awaiting, checkSetup, enterResult, newSlate, type SlateStart, type SlateState } from '../../src/games/hindersche/engine/slate';
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

function engineStartAt(start: SlateStart, firstDealer: Seat): SlateState {
  const s = checkSetup({ names: NAMES, firstDealer, rules: {}, stake: 0.5, start });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return newSlate(s.value);
}

/** Fills the setup for a table sitting down in the middle of a rubber (the form is not sent). */
async function fillStanding(page: Page, start: SlateStart, firstDealer: Seat) {
  for (let i = 0; i < 4; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, NAMES[i] as string);
  await page.locator(`${ROOT} input[name="slate-where"][value="middle"]`).check();
  await page.locator(`${ROOT} select[name="start-game"]`).selectOption(String(start.game));
  await page.locator(`${ROOT} input[name="slate-phase"][value="${start.phase}"]`).check();
  for (let s = 0; s < 4; s++) {
    const seat = s as Seat;
    if (start.phase === 2) await page.locator(`${ROOT} input[name="start-in-${s}"]`).setChecked(start.active.includes(seat));
    if (start.active.includes(seat)) await page.fill(`${ROOT} input[name="start-marks-${s}"]`, String(start.slate[s]));
    else await expect(page.locator(`${ROOT} input[name="start-marks-${s}"]`)).toHaveCount(0);
    await page.fill(`${ROOT} input[name="start-frame-${s}"]`, String(start.frame[s]));
  }
  await expect(page.locator(`${ROOT} .tslate__in-count`)).toHaveAttribute('data-in', String(start.active.length));
  await page.locator(`${ROOT} input[name="slate-dealer"][value="${firstDealer}"]`).check();
}

async function startStanding(page: Page) {
  await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
}

/** A refused start: the reason beside the button, the form as typed. */
async function expectStartRefused(page: Page, text: string) {
  await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
  await expect(page.locator(`${ROOT} .tslate__setup [role="alert"]`)).toHaveText(text);
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
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
    await expect(page.locator(`${ROOT} > [role="alert"]`)).toHaveText('Filen är ingen tavla för Hindersche. Ingenting har ändrats.');
    await expectSameAs(page, s);
    await page.locator(`${ROOT} [data-action="new"]`).click();
    await page.locator(`${ROOT} [data-action="new-confirm"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await page.locator(`${ROOT} .tslate__import input[type="file"]`).setInputFiles(file);
    await expect(page.locator(`${ROOT} .tslate__notice`)).toHaveText('Tavlan har importerats.');
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} .tslate__status`)).toContainText('Omgång 1 av 4 · andra fasen');
  });

  test('three players still in, in Butzen of game 3: an impossible standing is refused, then the game and the rubber play out as the engine scores them', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = await open(page, 'en');
    const start: SlateStart = { game: 3, frame: [1, 0, 1, 0], phase: 2, active: [0, 1, 2], slate: [1, 1, 1, 0] };
    await fillStanding(page, start, 1);
    await expectNoAxeViolations(page, ROOT);
    // Three marks with three players cannot happen under the house rules (VP14-A): refused, kept for correction.
    await expectStartRefused(page, 'With 3 players still in, the slate never holds fewer than 4 marks, not 3.');
    await expect(page.locator(`${ROOT} input[name="start-marks-2"]`)).toHaveValue('1');
    await page.fill(`${ROOT} input[name="start-marks-0"]`, '2');
    await startStanding(page);
    const fixed: SlateStart = { ...start, slate: [2, 1, 1, 0] };
    let s = engineStartAt(fixed, 1);
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText('Game 3 of 4 · Butzen');
    await expect(page.locator(`${ROOT} [data-seat="3"] .tslate__out`)).toBeVisible();
    s = await play(page, s, [
      { points: [50, 10, 60, 0], tricks: [4, 1, 4, 0] },
      { points: [10, 0, 60, 0], tricks: [3, 0, 6, 0] },
      { points: [10, 0, 60, 0], tricks: [3, 0, 6, 0] },
    ]);
    expect(s.frame).toEqual([1, 0, 2, 0]);
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText('Game 4 of 4 · phase 1');
    s = await play(page, s, Array.from({ length: 4 }, (): Entry => ({ points: [50, 20, 30, 40], tricks: [3, 2, 2, 2] })));
    const amounts = await page.locator(`${ROOT} .tslate__settlement [data-amount]`).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))));
    expect(amounts).toEqual(s.settlement);
    expect(s.settlement).toEqual([-3.5, 2.5, -1.5, 2.5]);
    expect(errors).toEqual([]);
  });

  test('zwei Spieler noch drin: ein Geber, der draußen ist, wird abgelehnt; die Partie endet wie in der Engine', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const errors = await open(page, 'de');
    const start: SlateStart = { game: 2, frame: [0, 0, 0, 1], phase: 2, active: [1, 3], slate: [0, 2, 0, 1] };
    await fillStanding(page, start, 0);
    await expect(page.locator(`${ROOT} .tslate__in-count`)).toHaveText('2 Spieler noch drin');
    await expectStartRefused(page, 'Anna ist draußen und gibt nicht mehr: Wähl als ersten Geber einen Spieler, der noch drin ist.');
    // Nothing wider than a 320 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.locator(`${ROOT} input[name="slate-dealer"][value="3"]`).check();
    await startStanding(page);
    let s = engineStartAt(start, 3);
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText('Partie 2 von 4 · Butzen');
    await expect(page.locator(`${ROOT} .tslate__inputs tbody tr`)).toHaveCount(2);
    s = await play(page, s, [{ points: [0, 40, 0, 30], tricks: [0, 5, 0, 4] }]);
    expect(s.steps[s.steps.length - 1]?.gameOver).toEqual({ loser: 1, frameMarks: 1 });
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText('Partie 3 von 4 · Phase 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(errors).toEqual([]);
  });

  test('tre spelare kvar: en omöjlig ram avvisas; ställningen överlever omladdning och ångra går tillbaka till den', async ({ page }) => {
    await open(page, 'sv');
    const start: SlateStart = { game: 2, frame: [1, 1, 0, 0], phase: 2, active: [0, 2, 3], slate: [1, 0, 1, 2] };
    await fillStanding(page, start, 2);
    await expectStartRefused(page, 'En avslutad omgång ger sina streck på ramen till en enda spelare, så 1 omgång kan inte ge de här strecken på ramen: det krävs minst 2 omgångar.');
    await page.fill(`${ROOT} input[name="start-frame-0"]`, '0');
    await page.fill(`${ROOT} input[name="start-frame-1"]`, '2');
    await startStanding(page);
    const fixed: SlateStart = { ...start, frame: [0, 2, 0, 0] };
    let s = engineStartAt(fixed, 2);
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText('Omgång 2 av 4 · andra fasen');
    s = await play(page, s, [{ points: [10, 0, 50, 60], tricks: [1, 0, 4, 4] }]);
    await page.reload();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expectSameAs(page, s);
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expectSameAs(page, engineStartAt(fixed, 2));
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await expect(page.locator(`${ROOT} input[name="slate-where"][value="middle"]`)).toBeChecked();
    await expect(page.locator(`${ROOT} input[name="start-frame-1"]`)).toHaveValue('2');
    await expect(page.locator(`${ROOT} input[name="start-in-1"]`)).not.toBeChecked();
  });

  test('a slate saved before the starting standing (version 1) still loads; one from a newer version is left untouched', async ({ page }) => {
    await open(page, 'en');
    const v1 = JSON.stringify({ v: 1, setup: { names: NAMES, firstDealer: 0, rules: {}, stake: 0.5 }, entries: [{ points: [20, 50, 30, 40], tricks: [2, 3, 2, 2], march: null }] });
    await page.evaluate((text) => localStorage.setItem('hindersche.slate', text), v1);
    await page.reload();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expectSameAs(page, engineEnter(engineStart(), { points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] }));
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText('Game 1 of 4 · phase 1');
    const newer = JSON.stringify({ v: 99, setup: { names: NAMES, somethingNew: true }, entries: [] });
    await page.evaluate((text) => localStorage.setItem('hindersche.slate', text), newer);
    await page.reload();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await expect(page.locator(`${ROOT} .tslate__notice`)).toContainText('A newer version of this site saved a slate');
    expect(await page.evaluate(() => localStorage.getItem('hindersche.slate'))).toBe(newer);
  });

  test('two tabs share the slate: each follows the other, and neither overwrites the other', async ({ page, context }) => {
    await open(page, 'en');
    await startRubber(page);
    const other = await context.newPage();
    await open(other, 'en');
    await expect(other.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    let s = await play(page, engineStart(), [{ points: [20, 50, 30, 40], tricks: [2, 3, 2, 2] }]);
    // The second tab follows the first and says so.
    await expect(other.locator(`${ROOT} .tslate__notice`)).toContainText('changed in another tab');
    await expectSameAs(other, s);
    s = await play(other, s, [{ points: [50, 20, 30, 40], tricks: [3, 2, 2, 2] }]);
    await expectSameAs(page, s);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('hindersche.slate') ?? '{}').entries?.length)).toBe(2);
    await other.close();
  });

  test('the school home and the course point players at a real table to the slate', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.locator('.game-card[data-game="hindersche"] .game-card__slate a')).toHaveAttribute('href', '/de/hindersche/slate/');
    await page.goto('/sv/hindersche/');
    await expect(page.locator('.course-slate a')).toHaveAttribute('href', '/sv/hindersche/slate/');
    await page.locator('.course-slate a').click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-ready', 'true');
  });

  test('the slate page is saved for offline use with the rest of its language', () => {
    for (const lang of ['en', 'de', 'sv']) {
      const list = JSON.parse(readFileSync(join(DIST, `sw-${lang}.json`), 'utf8')) as Record<string, string>;
      expect(Object.keys(list)).toContain(`/${lang}/hindersche/slate/`);
    }
  });
});
