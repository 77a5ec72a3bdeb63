/**
 * Stopp's table slate in the browser: whole games entered from the cards each player still held, each step compared
 * with the engine fed the same entries (capital, pot, who deals and leads, drop-outs, the winner); rare cases (short
 * payments and drop-outs, paying below zero, the pot taken by the last one out, a game sat down to under way);
 * refusals kept beside what was typed; undo any number of times; a reload; export and import (and a refused file);
 * in three languages at phone and desktop sizes, axe clean, and the page in the offline list of its language.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { awaiting, checkSetup, enterResult, newSlate, type SlateState } from '../../../src/games/stopp/engine/slate';
import { DIST } from '../site';
import { expectNoAxeViolations, watchErrors, type Lang } from './helpers';

const ROOT = '[data-widget="slate"]';
type Entry = { held: (number | null)[]; lastOut?: number };

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

function engineStart(names: string[], firstDealer: number, extra: Record<string, unknown> = {}): SlateState {
  const s = checkSetup({ names, firstDealer, ...extra });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return newSlate(s.value);
}

function engineEnter(s: SlateState, e: Entry): SlateState {
  const r = enterResult(s, { held: e.held, lastOut: e.lastOut ?? null });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

async function open(page: Page, lang: Lang) {
  const errors = watchErrors(page);
  await page.goto(`/${lang}/stopp/slate/`);
  await expect(page.locator(ROOT)).toHaveAttribute('data-ready', 'true');
  return errors;
}

/** Fills the setup (not sent): the players, the first dealer, and for a game under way each capital and the pot. */
async function fillSetup(page: Page, names: string[], dealer: number, underWay?: { capital: string[]; pot: string }) {
  await page.locator(`${ROOT} input[name="slate-players"][value="${names.length}"]`).check();
  for (let i = 0; i < names.length; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, names[i] as string);
  if (underWay) {
    await page.locator(`${ROOT} input[name="slate-where"][value="middle"]`).check();
    for (let i = 0; i < names.length; i++) await page.fill(`${ROOT} input[name="capital-${i}"]`, underWay.capital[i] as string);
    await page.fill(`${ROOT} input[name="pot"]`, underWay.pot);
  }
  await page.locator(`${ROOT} input[name="slate-dealer"][value="${dealer}"]`).check();
}

async function start(page: Page) {
  await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
}

async function type(page: Page, e: Entry) {
  for (let s = 0; s < e.held.length; s++) {
    const input = page.locator(`${ROOT} input[name="held-${s}"]`);
    if (e.held[s] === null) await expect(input).toHaveCount(0);
    else await input.fill(String(e.held[s]));
  }
  if (e.lastOut !== undefined) await page.locator(`${ROOT} select[name="last-out"]`).selectOption(String(e.lastOut));
}

const settleButton = (page: Page) => page.locator(`${ROOT} .tslate__score`);
const entryAlert = (page: Page) => page.locator(`${ROOT} .tslate__entry [role="alert"]`);

/** The slate as the page shows it, against the engine's state. */
async function expectSameAs(page: Page, s: SlateState) {
  for (let seat = 0; seat < s.capital.length; seat++) {
    await expect(page.locator(`${ROOT} .tslate__board-table tr[data-seat="${seat}"] [data-value]`)).toHaveAttribute('data-value', String(s.capital[seat]));
    await expect(page.locator(`${ROOT} .tslate__board-table tr[data-seat="${seat}"]`)).toHaveClass(s.active[seat] || s.winner?.seat === seat ? /^(?!.*tslate__row--out)/ : /tslate__row--out/);
  }
  await expect(page.locator(`${ROOT} [data-pot]`)).toHaveAttribute('data-pot', String(s.pot));
  const next = awaiting(s);
  if (next.kind === 'over') {
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'over');
    await expect(page.locator(`${ROOT} [data-next="over"]`)).toBeVisible();
    await expect(page.locator(`${ROOT} .tslate__entry`)).toHaveCount(0);
    return;
  }
  const shown = page.locator(`${ROOT} [data-next="deal"]`);
  await expect(shown).toHaveAttribute('data-dealer', String(next.dealer));
  await expect(shown).toHaveAttribute('data-leader', String(next.leader));
  await expect(page.locator(`${ROOT} .tslate__entry input[name^="held-"]`)).toHaveCount(next.players.length);
  const step = s.steps[s.steps.length - 1];
  if (step) await expect(page.locator(`${ROOT} .tslate__result li`)).not.toHaveCount(0);
}

async function play(page: Page, s: SlateState, entries: Entry[]): Promise<SlateState> {
  for (const e of entries) {
    await type(page, e);
    const before = s.entries.length;
    s = engineEnter(s, e);
    await settleButton(page).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('stopp.slate') ?? '{}').entries?.length ?? 0)).toBe(before + 1);
    await expectSameAs(page, s);
  }
  return s;
}

/** A full-page picture for a person to look at (kept with the test's output). */
async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SLATE_SHOTS;
  await page.screenshot({ path: dir ? join(dir, `${name}.png`) : info.outputPath(`${name}.png`), fullPage: true });
}

test.beforeAll(() => {
  if (process.env.SLATE_SHOTS) mkdirSync(process.env.SLATE_SHOTS, { recursive: true });
});

test.describe('the Stopp table slate', () => {
  test('a whole game for three on a phone, step by step as the engine settles it: short payments, two drop-outs, the pot to the last one', async ({ page }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const errors = await open(page, 'en');
    await expectNoAxeViolations(page, ROOT);
    const names = ['Anna', 'Bert', 'Cilli'];
    await fillSetup(page, names, 2);
    await start(page);
    let s = engineStart(names, 2);
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} [data-next="deal"]`)).toContainText('Deal 1: Cilli deals and Anna leads.');
    await shot(page, info, 'en-phone-start');
    s = await play(page, s, [{ held: [0, 6, 5] }]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Bert holds 6 cards and pays 6: capital 10 → 4.');
    // Each figure's reason is one tap away.
    await page.locator(`${ROOT} tr[data-seat="1"] .tslate__why summary`).click();
    await expect(page.locator(`${ROOT} tr[data-seat="1"] .tslate__why li`)).toHaveText(['Bert holds 6 cards and pays 6: capital 10 → 4.']);
    await page.locator(`${ROOT} [data-next="deal"] .tslate__why summary`).click();
    await expect(page.locator(`${ROOT} [data-next="deal"] .tslate__why li`).first()).toHaveText('The deal passes to the left, skipping anyone who has dropped out: Anna deals.');
    // Cilli cannot cover six cards with five: she pays what she has and drops out (a short payment).
    s = await play(page, s, [{ held: [3, 0, 6] }]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Cilli holds 6 cards but has only 5 left: pays 5, capital 0.');
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Cilli has no capital left and drops out of the game.');
    await expect(page.locator(`${ROOT} tr[data-seat="2"] .tslate__out`)).toHaveText('(out)');
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'en-phone-dropout');
    // Two left: Cilli is skipped, Bert deals and Anna leads.
    await expect(page.locator(`${ROOT} [data-next="deal"]`)).toContainText('Deal 3: Bert deals and Anna leads.');
    s = await play(page, s, [{ held: [2, 0, null] }]);
    // A deal where nobody went out cannot happen: refused, and what was typed stays for correction.
    await type(page, { held: [4, 5, null] });
    await settleButton(page).click();
    await expect(entryAlert(page)).toHaveText('Somebody went out: a deal only ends when a player has played their last card. Enter 0 for whoever went out.');
    await expect(page.locator(`${ROOT} input[name="held-0"]`)).toHaveValue('4');
    await expect(page.locator(`${ROOT} input[name="held-1"]`)).toHaveValue('5');
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expectSameAs(page, s);
    await shot(page, info, 'en-phone-refused');
    s = await play(page, s, [{ held: [0, 5, null] }]);
    expect(s.winner).toEqual({ seat: 0, pot: 25 });
    await expect(page.locator(`${ROOT} [data-next="over"]`)).toHaveText('Anna is the last with capital left and takes the pot: 25 units.');
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText('The game is over');
    await expect(page.locator(`${ROOT} [data-total]`)).toHaveAttribute('data-total', '30');
    await page.locator(`${ROOT} .tslate__history summary`).click();
    await expect(page.locator(`${ROOT} .tslate__history-head`)).toHaveCount(4);
    await expect(page.locator(`${ROOT} .tslate__history-head`).nth(3)).toHaveText('Deal 4, dealt by Anna: Bert 5 cards and Anna 0 cards');
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'en-phone-over');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });

  test('eine laufende Partie am Desktop: falsches Kapital abgelehnt, Undo bis zu den Spielern, ein Neuladen übersteht alles', async ({ page }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    const errors = await open(page, 'de');
    const names = ['Karin', 'Bernd', 'Carla', 'Dieter'];
    await fillSetup(page, names, 3, { capital: ['3', '0', '7', '12'], pot: '8' });
    await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'de-desktop-setup-refused');
    await expect(page.locator(`${ROOT} .tslate__setup [role="alert"]`)).toHaveText('Jedes Kapital muss eine ganze Zahl von 1 bis 1000 sein.');
    await expect(page.locator(`${ROOT} input[name="capital-1"]`)).toHaveValue('0');
    await page.fill(`${ROOT} input[name="capital-1"]`, '10');
    await start(page);
    const setup = { capital: [3, 10, 7, 12], pot: 8 };
    let s = engineStart(names, 3, setup);
    await expectSameAs(page, s);
    await expect(page.locator(`${ROOT} [data-total]`)).toHaveAttribute('data-total', '40');
    // The leader played the first card, so he cannot still hold all six.
    await type(page, { held: [6, 0, 2, 1] });
    await settleButton(page).click();
    await expect(entryAlert(page)).toHaveText('Karin hat die erste Karte des Spiels ausgespielt und kann nicht mehr alle 6 halten.');
    await expect(page.locator(`${ROOT} input[name="held-0"]`)).toHaveValue('6');
    s = await play(page, s, [{ held: [5, 0, 2, 1] }]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Karin hält 5 Karten, hat aber nur noch 3: zahlt 3, Kapital 0.');
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Karin hat kein Kapital mehr und scheidet aus.');
    await expect(page.locator(`${ROOT} [data-next="deal"]`)).toContainText('Spiel 2: Bernd gibt, Carla spielt aus.');
    s = await play(page, s, [{ held: [null, 4, 0, 0] }]);
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'de-desktop');
    await page.reload();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expectSameAs(page, s);
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expectSameAs(page, engineEnter(engineStart(names, 3, setup), { held: [5, 0, 2, 1] }));
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expectSameAs(page, engineStart(names, 3, setup));
    // From the first deal, undo goes back to the players, everything typed kept.
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await expect(page.locator(`${ROOT} input[name="name-2"]`)).toHaveValue('Carla');
    await expect(page.locator(`${ROOT} input[name="slate-where"][value="middle"]`)).toBeChecked();
    await expect(page.locator(`${ROOT} input[name="capital-0"]`)).toHaveValue('3');
    await expect(page.locator(`${ROOT} input[name="pot"]`)).toHaveValue('8');
    expect(errors).toEqual([]);
  });

  test('husregler på telefon: vem som gick ut sist tar potten och spelar ut, betalning under noll; export och import', async ({ page }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const rules = { pot_payout: 'each-deal', next_leader: 'deal-winner', short_payment: 'go-negative', dealer_rotation: 'loser-deals' };
    await page.addInitScript((r) => {
      if (!localStorage.getItem('stopp.rules')) localStorage.setItem('stopp.rules', JSON.stringify({ version: 1, rules: r }));
    }, rules);
    const errors = await open(page, 'sv');
    await expect(page.locator(`${ROOT} .tslate__rules li`)).toHaveCount(4);
    const names = ['Maja', 'Bengt', 'Karin', 'Olle', 'Stina'];
    await fillSetup(page, names, 0);
    await shot(page, info, 'sv-phone-setup');
    await start(page);
    let s = engineStart(names, 0, { rules });
    await expectSameAs(page, s);
    // Two went out: the slate asks who went out last, and refuses to guess.
    await type(page, { held: [0, 3, 0, 2, 1] });
    await expect(page.locator(`${ROOT} select[name="last-out"]`)).toBeVisible();
    await settleButton(page).click();
    await expect(entryAlert(page)).toHaveText('Karin och Maja gick ut: välj vem som gick ut sist.');
    await expect(page.locator(`${ROOT} input[name="held-1"]`)).toHaveValue('3');
    s = await play(page, s, [{ held: [0, 3, 0, 2, 1], lastOut: 2 }]);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Av Karin och Maja gick Karin ut sist.');
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Husregel: Karin gick ut sist och tar potten: 6 enheter.');
    await expect(page.locator(`${ROOT} [data-next="deal"]`)).toContainText('Giv 2: Bengt ger och Karin spelar ut.');
    // Olle pays six of his ten, then six more with two left: below zero, and out of the game.
    s = await play(page, s, [{ held: [1, 1, 2, 6, 0] }, { held: [0, 2, 1, 6, 3] }]);
    expect(s.capital[3]).toBeLessThan(0);
    await expect(page.locator(`${ROOT} .tslate__result`)).toContainText('Olle har 6 kort kvar och betalar hela 6 fast kapitalet bara var 2: kapital -4.');
    await expect(page.locator(`${ROOT} tr[data-seat="3"] .tslate__out`)).toBeVisible();
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'sv-phone-house-rules');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`${ROOT} [data-action="export"]`).click()]);
    const file = info.outputPath('stopp-slate.json');
    await download.saveAs(file);
    const input = page.locator(`${ROOT} .tslate__import input[type="file"]`);
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"hindersche-slate","v":1}') });
    await expect(page.locator(`${ROOT} > [role="alert"]`)).toHaveText('Filen är ingen tavla för Stopp. Ingenting har ändrats.');
    await expectSameAs(page, s);
    await page.locator(`${ROOT} [data-action="new"]`).click();
    await page.locator(`${ROOT} [data-action="new-confirm"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await page.locator(`${ROOT} .tslate__import input[type="file"]`).setInputFiles(file);
    await expect(page.locator(`${ROOT} .tslate__notice`)).toHaveText('Tavlan har importerats.');
    await expectSameAs(page, s);
    expect(errors).toEqual([]);
  });

  test('a whole game for four on a desktop: each deal as the engine settles it, to the end', async ({ page }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    const errors = await open(page, 'en');
    const names = ['Ada', 'Bo', 'Cy', 'Di'];
    await fillSetup(page, names, 1);
    await start(page);
    let s = engineStart(names, 1);
    // Nine units a deal: after four deals everyone has one left, and the fifth puts three out at once.
    const rounds: number[][] = [
      [0, 3, 2, 4],
      [3, 0, 4, 2],
      [2, 4, 0, 3],
      [4, 2, 3, 0],
    ];
    for (let i = 0; i < 40 && awaiting(s).kind === 'deal'; i++) {
      const next = awaiting(s);
      if (next.kind !== 'deal') break;
      const pattern = rounds[i % rounds.length] as number[];
      // Keep the pattern's shape on the players still in: the leader never holds six, and somebody goes out.
      const held = names.map((_, p) => (next.players.includes(p) ? (pattern[p] as number) : null));
      if (held[next.leader] === 6) held[next.leader] = 5;
      if (!next.players.some((p) => held[p] === 0)) held[next.players[next.players.length - 1] as number] = 0;
      s = await play(page, s, [{ held }]);
    }
    expect(awaiting(s).kind).toBe('over');
    expect(s.steps[s.steps.length - 1]?.eliminated).toEqual([1, 2, 3]);
    await expect(page.locator(`${ROOT} [data-next="over"]`)).toHaveText('Ada is the last with capital left and takes the pot: 39 units.');
    await expectNoAxeViolations(page, ROOT);
    await shot(page, info, 'en-desktop-over');
    expect(errors).toEqual([]);
  });

  test('the slate page is saved for offline use with the rest of its language, and linked from the game\'s navigation', async ({ page }) => {
    for (const lang of ['en', 'de', 'sv']) {
      const list = JSON.parse(readFileSync(join(DIST, `sw-${lang}.json`), 'utf8')) as Record<string, string>;
      expect(Object.keys(list)).toContain(`/${lang}/stopp/slate/`);
    }
    await page.goto('/en/stopp/');
    await expect(page.locator('a[href="/en/stopp/slate/"]').first()).toBeVisible();
  });
});
