/**
 * President's table slate in the browser: whole games played from entered finishing orders, each step compared with
 * the engine fed the same orders (totals, last deal's points, roles, who deals, gets the first card and leads, the
 * lines for the next deal and the result); rare cases: a three-player game with its three-card exchange ending in a
 * tie at the target decided by the last deal, two players past the target where the higher total wins; a refused
 * order kept for correction, undo, reload, export and import (and a refused file); in three languages at phone and
 * desktop sizes, axe clean, and the page in the offline list of its language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { awaiting, checkSetup, enterResult, newSlate, type SlateState } from '../../../src/games/president/engine/slate';
import { DIST } from '../site';
import { expectNoAxeViolations, tr, watchErrors, type Lang } from './helpers';
import { COLOUR_RULES, axeViolations } from '../axe';

const ROOT = '[data-widget="slate"]';
const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora', 'Erik', 'Frida'];
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

function engineStart(players: number, target: number, firstDealer = 0): SlateState {
  const s = checkSetup({ names: NAMES.slice(0, players), firstDealer, rules: { target } });
  if (!s.ok) throw new Error('setup');
  return newSlate(s.value);
}

function engineEnter(s: SlateState, order: (number | null)[]): SlateState {
  const r = enterResult(s, { order });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

async function open(page: Page, lang: Lang) {
  const errors = watchErrors(page);
  await page.goto(`/${lang}/president/slate/`);
  await expect(page.locator(ROOT)).toHaveAttribute('data-ready', 'true');
  return errors;
}

async function startGame(page: Page, players: number, target: number, firstDealer = 0) {
  await page.locator(`${ROOT} input[name="slate-players"][value="${players}"]`).check();
  for (let i = 0; i < players; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, NAMES[i] as string);
  await page.locator(`${ROOT} input[name="slate-dealer"][value="${firstDealer}"]`).check();
  await page.fill(`${ROOT} input[name="target"]`, String(target));
  await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
}

/** Picks a finishing order in the form (null: the place stays empty). */
async function pick(page: Page, order: (number | null)[]) {
  const places = page.locator(`${ROOT} .pslate__places select`);
  const n = await places.count();
  for (let i = 0; i < n; i++) await places.nth(i).selectOption(order[i] === null || order[i] === undefined ? '' : String(order[i]));
}

/** The slate as the page shows it, against the engine's state. */
async function expectSameAs(page: Page, s: SlateState) {
  const n = s.setup.names.length;
  for (let p = 0; p < n; p++) {
    const row = page.locator(`${ROOT} .pslate__standings tbody tr[data-player="${p}"]`);
    await expect(row.locator('[data-total]')).toHaveAttribute('data-total', String(s.totals[p]));
    const last = s.steps[s.steps.length - 1];
    if (last) {
      await expect(row.locator('[data-points]')).toHaveAttribute('data-points', String(last.points[p]));
      // The roles for the next deal, while there is one.
      if (s.next) await expect(row.locator('[data-role]')).toHaveAttribute('data-role', last.roles[p] as string);
      else await expect(row.locator('[data-role]')).toHaveCount(0);
    }
  }
  // Ranked by total.
  const shown = await page.locator(`${ROOT} .pslate__standings [data-total]`).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-total'))));
  expect(shown).toEqual([...s.totals].sort((a, b) => b - a));
  const next = awaiting(s);
  if (next.kind === 'over') {
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'over');
    await expect(page.locator(`${ROOT} .pslate__winner`)).toHaveAttribute('data-winner', String(next.winner));
    return;
  }
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
  await expect(page.locator(`${ROOT} .pslate__next`)).toHaveAttribute('data-next-deal', String(next.deal));
  const dealerRow = page.locator(`${ROOT} .pslate__standings tbody tr[data-player="${next.dealer}"]`);
  await expect(dealerRow.locator('th .badge').first()).toBeVisible();
  // One line for the seats (after the first deal), the dealer, each exchange rule, the lead.
  const exchangeLines = next.exchange.kind === 'exchange' ? 2 + (next.exchange.jokersKept ? 1 : 0) : 1;
  await expect(page.locator(`${ROOT} .pslate__next li`)).toHaveCount((next.deal > 1 ? 1 : 0) + 1 + exchangeLines + 1);
  await expect(page.locator(`${ROOT} .pslate__places select`)).toHaveCount(n);
  const step = s.steps[s.steps.length - 1];
  if (step) await expect(page.locator(`${ROOT} .tslate__result li`)).toHaveCount(step.reasons.length + (step.reasons.some((r) => r.code === 'slate.end' && r.reason.code !== 'end.not-yet' && r.reason.code !== 'end.reached') ? 1 : 0));
}

async function play(page: Page, s: SlateState, orders: (number | null)[][]): Promise<SlateState> {
  for (const order of orders) {
    await pick(page, order);
    const before = s.entries.length;
    s = engineEnter(s, order);
    await page.locator(`${ROOT} .tslate__score`).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('president.slate') ?? '{}').entries?.length ?? 0)).toBe(before + 1);
    await expectSameAs(page, s);
  }
  return s;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe("President's table slate", () => {
  test('three players on a phone, in English: the three-card exchange, a tie at the target settled by the last deal', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const errors = await open(page, 'en');
    await expectNoAxeViolations(page, ROOT);
    await page.locator(`${ROOT} input[name="slate-players"][value="3"]`).check();
    for (let i = 0; i < 3; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, NAMES[i] as string);
    await expect(page.locator(`${ROOT} .tslate__setup`)).toContainText('Player 2, on the left of Anna');
    await shot(page, 'president-slate-en-phone-setup');
    await startGame(page, 3, 5, 2);
    let s = engineStart(3, 5, 2);
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Cilli deals, as you chose; the first card goes to Anna, on the dealer’s left.');
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('No exchange in the first deal: nobody has a role yet.');
    // The last place left empty: the one left over is the Bottom.
    s = await play(page, s, [[0, 1, null]]);
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Cilli deals as the Bottom, one card at a time, starting with Anna (President).');
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Cilli (Bottom) gives Anna (President) their 3 highest cards.');
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Anna gives Cilli back their 3 lowest cards from the hand as dealt.');
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Bert went out in place 2 of 3: 1 point. Role for the next deal: citizen.');
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Cilli was left holding cards: 0 points. Role for the next deal: Bottom.');
    await page.locator(`${ROOT} tr[data-player="2"] [data-role] button`).click();
    await expect(page.locator(`${ROOT} .pslate__whyrow`)).toHaveText('The last one holding cards is the Bottom: he deals next and hands over his best cards.');
    await shot(page, 'president-slate-en-phone');
    s = await play(page, s, [[1, 0, 2], [2, 1, 0], [0, 1, 2]]);
    // Anna and Bert both on 5: Anna scored 2 in the last deal, Bert 1.
    expect(s.totals).toEqual([5, 5, 2]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Anna and Bert reached 5 in the same deal.');
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('The totals are level, so the one with more points in this last deal wins: Anna with 2.');
    await expect(page.locator(`${ROOT} .pslate__winner`)).toHaveText('Anna wins the game.');
    // A figure's reason is one tap away.
    const total = page.locator(`${ROOT} tr[data-player="1"] [data-total] button`);
    await total.click();
    await expect(total).toHaveAttribute('aria-expanded', 'true');
    const why = page.locator(`${ROOT} .pslate__whyrow`);
    await expect(why).toContainText('Deal by deal: 1 + 2 + 1 + 1 = 5');
    await expect(why).toContainText('Deal 2: 2 points (place 1)');
    await total.click();
    await expect(why).toHaveCount(0);
    await shot(page, 'president-slate-en-phone-over');
    await expectNoAxeViolations(page, ROOT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  test('vier Spieler am Desktop: eine falsche Reihenfolge bleibt zum Korrigieren stehen; Rücknahme, Neuladen; zwei über dem Ziel, der höhere Stand gewinnt', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const errors = await open(page, 'de');
    await startGame(page, 4, 10);
    let s = engineStart(4, 10);
    // Bert twice, Dora missing: refused, the choices stay.
    await pick(page, [1, 0, 1, null]);
    await page.locator(`${ROOT} .tslate__score`).click();
    await expect(page.locator(`${ROOT} .tslate__entry [role="alert"]`)).toHaveText('Bert steht auf den Plätzen 1 und 3. Cilli und Dora fehlen in der Reihenfolge.');
    await shot(page, 'president-slate-de-desktop-refused');
    await expect(page.locator(`${ROOT} select[name="place-2"]`)).toHaveValue('1');
    await expect(page.locator(`${ROOT} select[name="place-0"]`)).toHaveValue('1');
    // A gap before the last place.
    await pick(page, [1, null, 2, 3]);
    await page.locator(`${ROOT} .tslate__score`).click();
    await expect(page.locator(`${ROOT} .tslate__entry [role="alert"]`)).toHaveText('Platz 2 ist leer. Leer bleiben darf nur der letzte Platz.');
    s = await play(page, s, [[0, 1, 2, 3], [0, 1, 3, 2]]);
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Cilli (Schlusslicht) gibt Anna (Präsident) die 3 höchsten Karten der eigenen Hand.');
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Nach dem Tausch spielt Anna aus, denn der Präsident beginnt.');
    await page.reload();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expectSameAs(page, s);
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    s = engineEnter(engineStart(4, 10), [0, 1, 2, 3]);
    await expectSameAs(page, s);
    s = await play(page, s, [[0, 1, 3, 2], [0, 2, 1, 3], [2, 1, 3, 0]]);
    expect(s.totals).toEqual([9, 7, 6, 2]);
    await shot(page, 'president-slate-de-desktop');
    s = await play(page, s, [[1, 0, 2, 3]]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Anna und Bert haben 10 im selben Spiel erreicht.');
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Der höchste Stand gewinnt: Anna mit 11.');
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText('Die Partie ist zu Ende');
    await shot(page, 'president-slate-de-desktop-over');
    await expectNoAxeViolations(page, ROOT);
    // Undo from the end back into the game, then all the way to the players, names kept.
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    for (let i = 0; i < 5; i++) await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await expect(page.locator(`${ROOT} input[name="name-3"]`)).toHaveValue('Dora');
    expect(errors).toEqual([]);
  });

  test('fem spelare på telefonen, på svenska: exportera och importera; en fil som inte är en tavla avvisas och ändrar ingenting', async ({ page }, info) => {
    await page.setViewportSize(PHONE);
    const errors = await open(page, 'sv');
    const t = tr('sv');
    await startGame(page, 5, 15, 4);
    const s = await play(page, engineStart(5, 15, 4), [[4, 3, 2, 1, 0], [0, 2, 4, 1, null]]);
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Nya platser, medsols från presidentens stol i utgångsordning: Anna, Cilli, Erik, Bert och Dora.');
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Dora (jumbo) ger Anna (president) sina 3 högsta kort.');
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText(t('slate.status.deal', { deal: 3, count: 15 }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`${ROOT} [data-action="export"]`).click()]);
    const file = info.outputPath('president-slate.json');
    await download.saveAs(file);
    const input = page.locator(`${ROOT} .tslate__import input[type="file"]`);
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"hindersche-slate","v":1}') });
    await expect(page.locator(`${ROOT} > [role="alert"]`)).toHaveText('Filen är ingen tavla för President. Ingenting har ändrats.');
    await expectSameAs(page, s);
    await page.locator(`${ROOT} [data-action="new"]`).click();
    await page.locator(`${ROOT} [data-action="new-confirm"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await page.locator(`${ROOT} .tslate__import input[type="file"]`).setInputFiles(file);
    await expect(page.locator(`${ROOT} .tslate__notice`)).toHaveText(t('slate.imported'));
    await expectSameAs(page, s);
    await shot(page, 'president-slate-sv-phone');
    await expectNoAxeViolations(page, ROOT);
    // The dark theme changes colours only: checked again for contrast.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('Trouduc chosen in the rule variants, on a desktop in English: a one-card exchange that never hands over a Joker, 2/1/0 points, one player alone at the target', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const errors = watchErrors(page);
    await page.goto('/en/president/slate/?rules=variant-trouduc');
    await expect(page.locator(ROOT)).toHaveAttribute('data-ready', 'true');
    // The preset brings its own defaults: 2/1/0 points, first to 11.
    await expect(page.locator(`${ROOT} [data-rule="scoring"]`)).toContainText('Trouduc');
    await expect(page.locator(`${ROOT} input[name="target"]`)).toHaveValue('11');
    await page.locator(`${ROOT} input[name="slate-players"][value="4"]`).check();
    for (let i = 0; i < 4; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, NAMES[i] as string);
    await page.fill(`${ROOT} input[name="target"]`, '5');
    await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    const setup = checkSetup({ names: NAMES.slice(0, 4), firstDealer: 0, rules: { variant: 'trouduc', target: 5 } });
    if (!setup.ok) throw new Error('setup');
    let s = newSlate(setup.value);
    s = await play(page, s, [[0, 1, 2, 3]]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Cilli went out in place 3 of 4: 0 points.');
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Dora (Bottom) gives Anna (President) their highest card.');
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('Anna gives Dora back their lowest card from the hand as dealt.');
    await expect(page.locator(`${ROOT} .pslate__next`)).toContainText('A Joker always stays in the hand; the next best card goes instead.');
    s = await play(page, s, [[1, 0, 3, 2], [0, 1, 2, 3]]);
    expect(s.totals).toEqual([5, 4, 0, 0]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Only Anna has reached 5, with 5, and wins.');
    await expectNoAxeViolations(page, ROOT);
    expect(errors).toEqual([]);
  });

  test('sechs Spieler mit langen Namen passen auf ein 375 px breites Handy', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const errors = await open(page, 'de');
    const long = ['Anna-Katharina Müller', 'Bert von Hohenstein', 'Cilli Oberhauser-Lang', 'Dora Schwarzwälder', 'Erik Zimmermann-Bauer', 'Frida Großkopf'];
    await page.locator(`${ROOT} input[name="slate-players"][value="6"]`).check();
    for (let i = 0; i < 6; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, long[i] as string);
    await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await pick(page, [5, 4, 3, 2, 1, null]);
    await page.locator(`${ROOT} .tslate__score`).click();
    await expect(page.locator(`${ROOT} tr[data-player="5"] [data-total]`)).toHaveAttribute('data-total', '5');
    await page.locator(`${ROOT} tr[data-player="0"] [data-role] button`).click();
    await expect(page.locator(`${ROOT} .pslate__whyrow`)).toContainText('Schlusslicht');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'president-slate-de-phone-six');
    expect(errors).toEqual([]);
  });

  test('the slate page is in the game’s navigation and saved for offline use with the rest of its language', async ({ page }) => {
    await page.goto('/en/president/');
    await expect(page.locator('a[href="/en/president/slate/"]').first()).toBeVisible();
    // The course page points players at a real table to it.
    await expect(page.locator('.course-slate a')).toHaveAttribute('href', '/en/president/slate/');
    for (const lang of ['en', 'de', 'sv']) {
      const list = JSON.parse(readFileSync(join(DIST, `sw-${lang}.json`), 'utf8')) as Record<string, string>;
      expect(Object.keys(list)).toContain(`/${lang}/president/slate/`);
    }
  });
});
