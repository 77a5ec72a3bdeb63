/**
 * Norrlandsknack's table slate in the browser: whole games entered from what a table tells (who knocked, lurked, went
 * along or folded, and the tricks), each step compared with the engine fed the same entries (numbers, limpa marks,
 * stakes, the pot, the dealer, Trumfmant, the winner); rare cases (everybody lurks, a knocker nobody goes along with,
 * limpas capped at 10, the end at 0 in the middle of a deal, the after-deal end below 0 with the ante, a Trumfmant
 * breach under the penalty rule); refusals kept beside what was typed; undo; a reload; three languages at phone and
 * desktop sizes, axe clean, and the page in the offline list of its language.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { checkSetup, enterResult, newSlate, prepareEntry, type NkCall, type NkSlateState } from '../../../src/games/norrlandsknack/engine/slate';
import { engineRules } from '../../../src/games/norrlandsknack/ruleSpec';
import { DIST } from '../site';
import { expectNoAxeViolations, watchErrors, type Lang } from './helpers';

const ROOT = '[data-widget="slate"]';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

interface Entry {
  calls: (NkCall | null)[];
  /** null: left blank. */
  tricks: (number | null)[];
  breaches?: number[];
}

function engineStart(names: string[], firstDealer: number, rules: Record<string, string | boolean> = {}): NkSlateState {
  const s = checkSetup({ names, firstDealer, rules: engineRules(rules) });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return newSlate(s.value);
}

function engineEnter(s: NkSlateState, e: Entry): NkSlateState {
  const p = prepareEntry(s, { calls: e.calls, tricks: e.tricks, breaches: e.breaches ?? [] });
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  const r = enterResult(s, p.value);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

async function open(page: Page, lang: Lang, rules?: Record<string, string | boolean>) {
  if (rules) {
    await page.addInitScript((r) => {
      if (!localStorage.getItem('norrlandsknack.rules')) localStorage.setItem('norrlandsknack.rules', JSON.stringify({ version: 1, rules: r }));
    }, rules);
  }
  const errors = watchErrors(page);
  await page.goto(`/${lang}/norrlandsknack/slate/`);
  await expect(page.locator(ROOT)).toHaveAttribute('data-ready', 'true');
  return errors;
}

async function setup(page: Page, names: string[], dealer: number) {
  await page.locator(`${ROOT} input[name="slate-players"][value="${names.length}"]`).check();
  for (let i = 0; i < names.length; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, names[i] as string);
  await page.locator(`${ROOT} input[name="slate-dealer"][value="${dealer}"]`).check();
  await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
}

async function type(page: Page, e: Entry) {
  for (let s = 0; s < e.calls.length; s++) {
    await page.locator(`${ROOT} select[name="call-${s}"]`).selectOption(e.calls[s] ?? '');
    await page.fill(`${ROOT} input[name="tricks-${s}"]`, e.tricks[s] === null ? '' : String(e.tricks[s]));
  }
  for (const b of e.breaches ?? []) await page.locator(`${ROOT} input[name="breach-${b}"]`).check();
}

const scoreButton = (page: Page) => page.locator(`${ROOT} .tslate__score`);
const entryAlert = (page: Page) => page.locator(`${ROOT} .tslate__entry [role="alert"]`);
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('norrlandsknack.slate') ?? '{}').entries?.length ?? 0);

/** The slate as the page shows it, against the engine's state. */
async function expectSameAs(page: Page, s: NkSlateState) {
  for (let seat = 0; seat < s.scores.length; seat++) {
    const cells = page.locator(`${ROOT} .tslate__board-table tr[data-seat="${seat}"] td[data-value]`);
    await expect(cells.nth(0)).toHaveAttribute('data-value', String(s.scores[seat]));
    await expect(cells.nth(1)).toHaveAttribute('data-value', String(s.sheet.columns[seat]!.reduce((a, e) => a + e.limpas, 0)));
    await expect(cells.nth(2)).toHaveAttribute('data-value', String(s.sheet.stakes[seat]));
  }
  await expect(page.locator(`${ROOT} [data-pot]`)).toHaveAttribute('data-pot', String(s.sheet.pot));
  if (!s.next) {
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'over');
    await expect(page.locator(`${ROOT} [data-next="over"]`)).toBeVisible();
    await expect(page.locator(`${ROOT} .tslate__entry`)).toHaveCount(0);
    return;
  }
  const shown = page.locator(`${ROOT} [data-next="deal"]`);
  await expect(shown).toHaveAttribute('data-dealer', String(s.next.dealer));
  await expect(shown).toHaveAttribute('data-trumfmant', s.next.trumfmant ? 'on' : 'off');
  await expect(page.locator(`${ROOT} .tslate__entry select[name^="call-"]`)).toHaveCount(s.scores.length);
}

async function play(page: Page, s: NkSlateState, entries: Entry[]): Promise<NkSlateState> {
  for (const e of entries) {
    await type(page, e);
    const before = s.entries.length;
    s = engineEnter(s, e);
    await scoreButton(page).click();
    await expect.poll(() => stored(page)).toBe(before + 1);
    await expectSameAs(page, s);
  }
  return s;
}

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SLATE_SHOTS;
  await page.screenshot({ path: dir ? join(dir, `${name}.png`) : info.outputPath(`${name}.png`), fullPage: true });
}

test.beforeAll(() => {
  if (process.env.SLATE_SHOTS) mkdirSync(process.env.SLATE_SHOTS, { recursive: true });
});

test.describe('the Norrlandsknack table slate', () => {
  test('a whole game for four on a phone: a redeal, a knocker alone, capped limpas, Trumfmant and the end at 0 mid-deal; a refusal, undo and reload', async ({ page }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const errors = await open(page, 'en');
    await expectNoAxeViolations(page, ROOT);
    const names = ['Anna', 'Bert', 'Cilla', 'Dag'];
    await setup(page, names, 3);
    let s = engineStart(names, 3);
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} [data-next="deal"]`)).toContainText('Deal 1: Dag deals, Anna is forehand.');
    s = await play(page, s, [{ calls: ['knock', null, null, null], tricks: [2, 1, 1, null] }]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Anna knocked: in the first deal everybody plays.');
    // Everybody lurks: the same dealer deals deal 2 again.
    s = await play(page, s, [{ calls: ['lurk', 'lurk', 'lurk', 'lurk'], tricks: [null, null, null, null] }]);
    await expect(page.locator(`${ROOT} [data-next="deal"]`)).toContainText('Deal 2 is dealt again: Anna deals, Bert is forehand.');
    // Everybody folds: Bert is credited five tricks without playing.
    s = await play(page, s, [{ calls: ['fold', 'knock', 'fold', 'fold'], tricks: [null, null, null, null] }]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Everybody else folded: Bert is credited 5 tricks without playing.');
    // No trick for Cilla and Dag: limpas, capped at 10.
    s = await play(page, s, [{ calls: ['along', 'along', 'knock', 'along'], tricks: [3, 2, 0, 0] }]);
    await page.locator(`${ROOT} tr[data-seat="2"] .tslate__why summary`).click();
    await expect(page.locator(`${ROOT} tr[data-seat="2"] .tslate__why li`)).toHaveText([
      'Cilla took 0 tricks: 9 − 0 = 9.',
      'Cilla played and took no trick: a limpa, but the number cannot go above 10, so only 1 point back: 10.',
      'Cilla puts one more stake in the pot, and a mark goes under their latest number.',
    ]);
    await shot(page, info, 'en-phone-limpas');
    // Two knockers cannot happen: refused, and what was typed stays.
    await type(page, { calls: ['knock', 'along', 'fold', 'knock'], tricks: [1, 1, null, 3] });
    await scoreButton(page).click();
    await expect(entryAlert(page)).toHaveText('Dag and Anna cannot both have knocked: the bidding stops at the first knock. Choose one knocker; the others went along or folded.');
    await expect(page.locator(`${ROOT} select[name="call-0"]`)).toHaveValue('knock');
    await expect(page.locator(`${ROOT} input[name="tricks-3"]`)).toHaveValue('3');
    await expectSameAs(page, s);
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'en-phone-refused');
    s = await play(page, s, [{ calls: ['along', 'along', 'fold', 'knock'], tricks: [1, 1, null, 3] }]);
    expect(s.next?.trumfmant).toBe(true);
    await expect(page.locator(`${ROOT} .nkslate__trumfmant`)).toHaveText('Trumfmant: Bert is on 1, so whoever holds a trump must play one.');
    const beforeEnd = s;
    // Bert's first trick takes him to 0: the game ends at once.
    s = await play(page, s, [{ calls: ['knock', 'along', 'fold', 'along'], tricks: [2, 1, null, 0] }]);
    expect(s.winners).toEqual([1]);
    await expect(page.locator(`${ROOT} [data-next="over"]`)).toHaveText('Bert reached 0 and wins the game and the pot: 6 stakes.');
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Bert reached 0 with trick 3: the game ends at once, and no limpas are scored.');
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'en-phone-over');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Undo back into the game, and a reload keeps it.
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expectSameAs(page, beforeEnd);
    await page.reload();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expectSameAs(page, beforeEnd);
    await page.locator(`${ROOT} .tslate__history summary`).click();
    await expect(page.locator(`${ROOT} .tslate__history-head`).nth(1)).toHaveText('Deal 2, dealt by Anna: everybody lurked');
    expect(errors).toEqual([]);
  });

  test('Hausregeln am Desktop: Einsatz vor jedem Spiel, Ende nach dem Spiel unter 0', async ({ page }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    const rules = { OP2: true, OP9: 'after-deal' };
    const errors = await open(page, 'de', rules);
    await expect(page.locator(`${ROOT} .tslate__rules li`)).toHaveCount(2);
    const names = ['Karin', 'Bernd', 'Carla'];
    await setup(page, names, 2);
    let s = engineStart(names, 2, rules);
    await expectSameAs(page, s);
    s = await play(page, s, [
      { calls: ['knock', null, null], tricks: [5, 0, 0] },
      { calls: ['along', 'knock', 'along'], tricks: [4, 1, 0] },
    ]);
    await expect(page.locator(`${ROOT} .nkslate__trumfmant`)).toHaveText('Trumfmant: Karin steht auf 1, also muss Trumpf spielen, wer Trumpf hat.');
    // Too few tricks: refused, kept.
    await type(page, { calls: ['along', 'along', 'knock'], tricks: [3, 1, 0] });
    await scoreButton(page).click();
    await expect(entryAlert(page)).toHaveText('Die Stiche ergeben zusammen 4, ein Spiel hat aber 5.');
    await expect(page.locator(`${ROOT} input[name="tricks-0"]`)).toHaveValue('3');
    s = await play(page, s, [{ calls: ['along', 'along', 'knock'], tricks: [3, 1, 1] }]);
    expect(s.winners).toEqual([0]);
    expect(s.scores[0]).toBe(-2);
    await expect(page.locator(`${ROOT} [data-next="over"]`)).toHaveText('Karin steht mit -2 am niedrigsten und gewinnt die Partie und den Pott: 10 Einsätze.');
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'de-desktop-over');
    expect(errors).toEqual([]);
  });

  test('straffregeln på telefon: brott mot trumfmant ger limpa; stick för den som lade sig nekas', async ({ page }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const rules = { OP12: 'penalty' };
    const errors = await open(page, 'sv', rules);
    const names = ['Maja', 'Bengt', 'Karin'];
    await setup(page, names, 0);
    let s = engineStart(names, 0, rules);
    s = await play(page, s, [
      { calls: [null, 'knock', null], tricks: [0, 4, 1] },
      { calls: ['along', 'along', 'knock'], tricks: [0, 5, 0] },
    ]);
    await expect(page.locator(`${ROOT} [data-next="deal"]`)).toHaveAttribute('data-trumfmant', 'on');
    await type(page, { calls: ['knock', 'fold', 'along'], tricks: [3, 1, 2], breaches: [2] });
    await scoreButton(page).click();
    await expect(entryAlert(page)).toHaveText('Bengt spelade inte den här given och kan inte ha tagit några stick.');
    await expect(page.locator(`${ROOT} input[name="tricks-1"]`)).toHaveValue('1');
    await expect(page.locator(`${ROOT} input[name="breach-2"]`)).toBeChecked();
    await page.fill(`${ROOT} input[name="tricks-1"]`, '');
    s = engineEnter(s, { calls: ['knock', 'fold', 'along'], tricks: [3, null, 2], breaches: [2] });
    await scoreButton(page).click();
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Karin bröt mot trumfmant: limpa');
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'sv-phone-breach');
    expect(errors).toEqual([]);
  });

  test('the slate page is saved for offline use with the rest of its language, and linked from the game\'s navigation', async ({ page }) => {
    for (const lang of ['en', 'de', 'sv']) {
      const list = JSON.parse(readFileSync(join(DIST, `sw-${lang}.json`), 'utf8')) as Record<string, string>;
      expect(Object.keys(list)).toContain(`/${lang}/norrlandsknack/slate/`);
    }
    await page.goto('/en/norrlandsknack/');
    await expect(page.locator('a[href="/en/norrlandsknack/slate/"]').first()).toBeVisible();
  });
});
