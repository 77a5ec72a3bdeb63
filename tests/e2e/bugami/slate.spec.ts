/**
 * Bugami's table slate in the browser: a whole game for five entered deal by deal (Zwangshochzeit twice, a kept and
 * a broken Null, a player who takes every trick, the set-aside cards with the last trick, and a shared win at the
 * target), each step compared with the engine fed the same entries; refused entries kept for correction; undo;
 * reload; export and import; in English, German and Swedish at phone and desktop sizes; axe on every state.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { awaiting, checkSetup, enterDeal, newSlate, prepareEntry, type SlateState, type TypedDeal } from '../../../src/games/bugami/engine/slate';
import type { Bid } from '../../../src/games/bugami/engine/types';
import { DIST } from '../site';
import { expectNoAxeViolations, tr, watchErrors, type Lang } from './helpers';

const ROOT = '[data-widget="slate"]';
const NAMES = ['Anna', 'Ben', 'Carla', 'David', 'Eva'];
const RULES = { zwangshochzeit: true, target: 150 };

interface Deal {
  bids: Bid[];
  tricks: (number | null)[];
  bad: (number | null)[];
  last?: number;
  nullKept?: (boolean | null)[];
}

/** Five players: 10 tricks a deal, 2 cards set aside for the last trick. Game to 150 with Zwangshochzeit. */
const GAME: Deal[] = [
  // Anna and Ben both name hearts: partners (5 tricks, 2 bad cards: 25 each). David keeps his Null. Carla takes the last trick.
  { bids: ['H', 'H', 'S', 'NULL', 'D'], tricks: [3, 2, 3, 0, 2], bad: [1, 1, 2, null, null], last: 2, nullKept: [null, null, null, true, null] },
  // Anna's Null is broken by one trick; Ben and Carla are partners on clubs. Eva's tricks are left blank.
  { bids: ['NULL', 'C', 'C', 'S', 'H'], tricks: [1, 4, 2, 1, null], bad: [null, 2, 1, 0, 3], last: 1, nullKept: [false, null, null, null, null] },
  // Ben takes every trick, and so every diamond and the set-aside cards: 100 for him, 0 for everyone else.
  { bids: ['S', 'D', 'H', 'NULL', 'C'], tricks: [0, 10, 0, 0, 0], bad: [null, 13, null, null, null] },
  // Ben reaches 150 and David, without a trick, too: a shared win. Anna and Eva are partners on spades.
  { bids: ['S', 'H', 'D', 'C', 'S'], tricks: [4, 1, 3, 0, 2], bad: [2, 2, 3, 0, 1], last: 2 },
];

function engineStart(): SlateState {
  const s = checkSetup({ names: NAMES, firstDealer: 0, rules: RULES });
  if (!s.ok) throw new Error('setup');
  return newSlate(s.value);
}

function engineEnter(s: SlateState, d: Deal): SlateState {
  const typed: TypedDeal = { bids: d.bids, tricks: d.tricks, bad: d.bad, last: d.last ?? null, nullKept: d.nullKept };
  const e = prepareEntry(s, typed);
  if (!e.ok) throw new Error(JSON.stringify(e.error));
  const r = enterDeal(s, e.value);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

async function open(page: Page, lang: Lang) {
  const errors = watchErrors(page);
  await page.goto(`/${lang}/bugami/slate/`);
  await expect(page.locator(ROOT)).toHaveAttribute('data-ready', 'true');
  return errors;
}

/** The house rules as a player sets them: in the rule-variant panel below the slate. */
async function setRules(page: Page, lang: Lang) {
  const panel = page.locator('[data-widget="rules-panel"]');
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await panel.locator('summary').click();
  await panel.locator(`input[name="zwangshochzeit-${lang}"][value="true"]`).check();
  await panel.locator(`input[name="target-${lang}"][value="150"]`).check();
  await expect(page.locator(`${ROOT} .tslate__rules`)).toHaveAttribute('data-rules-differ', '1');
}

async function startGame(page: Page, lang: Lang) {
  await setRules(page, lang);
  await page.locator(`${ROOT} input[name="slate-players"][value="5"]`).check();
  for (let i = 0; i < 5; i++) await page.fill(`${ROOT} input[name="name-${i}"]`, NAMES[i] as string);
  await page.locator(`${ROOT} input[name="slate-dealer"][value="0"]`).check();
  await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
}

async function type(page: Page, d: Deal) {
  for (let s = 0; s < d.bids.length; s++) {
    await page.locator(`${ROOT} select[name="bid-${s}"]`).selectOption(d.bids[s] as string);
    await page.fill(`${ROOT} input[name="tricks-${s}"]`, d.tricks[s] === null ? '' : String(d.tricks[s]));
    if (d.bids[s] === 'NULL') {
      const k = d.nullKept?.[s];
      await page.locator(`${ROOT} select[name="null-${s}"]`).selectOption(k === true ? 'kept' : k === false ? 'broken' : '');
    } else await page.fill(`${ROOT} input[name="bad-${s}"]`, d.bad[s] === null || d.bad[s] === undefined ? '' : String(d.bad[s]));
  }
  const last = page.locator(`${ROOT} select[name="last"]`);
  if ((await last.count()) > 0) await last.selectOption(d.last === undefined ? '' : String(d.last));
}

/** The slate as the page shows it, against the engine's state. */
async function expectSameAs(page: Page, s: SlateState, lang: Lang) {
  const t = tr(lang);
  const rows = page.locator(`${ROOT} .bslate__totals tbody tr`);
  await expect(rows).toHaveCount(NAMES.length);
  for (let seat = 0; seat < NAMES.length; seat++) await expect(rows.nth(seat).locator('[data-total]')).toHaveAttribute('data-total', String(s.totals[seat]));
  const step = s.steps[s.steps.length - 1];
  if (step) {
    const figures = page.locator(`${ROOT} .bslate__figures > li`);
    await expect(figures).toHaveCount(NAMES.length);
    for (let seat = 0; seat < NAMES.length; seat++) {
      await expect(figures.nth(seat)).toHaveAttribute('data-score', String(step.scores[seat]));
      await expect(figures.nth(seat)).toHaveAttribute('data-reason', step.figures[seat]?.reason.code ?? '');
    }
    await expect(page.locator(`${ROOT} .bslate__sheet tbody tr`)).toHaveCount(s.steps.length);
  }
  const next = awaiting(s);
  if (next.kind === 'over') {
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'over');
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText(t('slate.status.over'));
    return;
  }
  await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
  await expect(page.locator(`${ROOT} .tslate__next`)).toHaveText(t('slate.next.deal', { n: next.deal, dealer: NAMES[next.dealer] ?? '', leader: NAMES[next.leader] ?? '' }));
  await expect(page.locator(`${ROOT} .bslate__entry`)).toHaveAttribute('data-deal', String(next.deal));
}

async function score(page: Page) {
  await page.locator(`${ROOT} .tslate__score`).click();
}

async function play(page: Page, lang: Lang, s: SlateState, deals: Deal[]): Promise<SlateState> {
  for (const d of deals) {
    await type(page, d);
    const before = s.entries.length;
    s = engineEnter(s, d);
    await score(page);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('bugami.slate') ?? '{}').entries?.length ?? 0)).toBe(before + 1);
    await expectSameAs(page, s, lang);
  }
  return s;
}

/** A refused entry: the reason beside the form, what was typed still there. */
async function expectRefused(page: Page, text: string) {
  await score(page);
  await expect(page.locator(`${ROOT} .bslate__entry [role="alert"]`)).toHaveText(text);
}

test.describe('the Bugami table slate', () => {
  test('a whole game for five in English on a phone, every step as the engine scores it, with two refusals', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const t = tr('en');
    const errors = await open(page, 'en');
    await expectNoAxeViolations(page, ROOT);
    await startGame(page, 'en');
    await expect(page.locator(`${ROOT} .tslate__status`)).toHaveText(t('slate.status', { n: 1, count: 5, target: 150 }));
    await expect(page.locator(`${ROOT} .tslate__next`)).toHaveText('Deal 1: Anna deals and Ben leads.');
    let s = engineStart();
    s = await play(page, 'en', s, GAME.slice(0, 1));
    // Zwangshochzeit: the partners' figure opens to the pooled reason.
    const anna = page.locator(`${ROOT} .bslate__figures > li`).first();
    await anna.locator('summary').click();
    await expect(anna).toContainText('Anna and Ben: 50 for 5 tricks, divided by 2 bad cards: 25 points.');
    await expect(anna).toContainText('Anna and Ben named the same suit and score as one: 5 tricks and 2 bad cards together.');
    await expectNoAxeViolations(page, ROOT);
    // A Null said to be kept with a trick is refused, and the form keeps what was typed.
    await type(page, { ...GAME[1]!, nullKept: [true, null, null, null, null] });
    await expectRefused(page, 'The Null of Anna cannot be kept with 1 trick: a Null is kept only without a single trick.');
    await expect(page.locator(`${ROOT} input[name="tricks-4"]`)).toHaveValue('');
    await expect(page.locator(`${ROOT} input[name="bad-4"]`)).toHaveValue('3');
    s = await play(page, 'en', s, GAME.slice(1, 2));
    await expect(page.locator(`${ROOT} .bslate__figures > li`).first()).toHaveAttribute('data-reason', 'score.null-failed');
    // More tricks than were played: refused, kept.
    await type(page, { ...GAME[2]!, tricks: [0, 10, 1, 0, 0] });
    await expectRefused(page, 'The tricks add up to 11, but only 10 tricks were played.');
    await expect(page.locator(`${ROOT} input[name="tricks-2"]`)).toHaveValue('1');
    s = await play(page, 'en', s, GAME.slice(2, 3));
    await expect(page.locator(`${ROOT} .bslate__figures > li`).nth(1)).toHaveAttribute('data-reason', 'score.all-tricks');
    s = await play(page, 'en', s, GAME.slice(3));
    expect(s.winners).toEqual([1, 3]);
    await expect(page.locator(`${ROOT} .bslate__end`)).toHaveText('Ben and David share the win with 150 points.');
    await expect(page.locator(`${ROOT} .bslate__winner`)).toHaveCount(2);
    await expect(page.locator(`${ROOT} .bslate__entry`)).toHaveCount(0);
    await expectNoAxeViolations(page, ROOT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('slate-en-375.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('auf dem Desktop: Undo beliebig oft, die Partie übersteht ein Neuladen, eine abgelehnte Eingabe bleibt stehen', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = await open(page, 'de');
    await startGame(page, 'de');
    let s = await play(page, 'de', engineStart(), GAME.slice(0, 2));
    // The cards set aside need the last trick's taker.
    await type(page, { bids: ['S', 'D', 'H', 'C', 'C'], tricks: [2, 2, 2, 2, 2], bad: [1, 1, 1, 1, 1] });
    await expectRefused(page, '2 Restkarten gehören zum letzten Stich: Wähl, wer ihn gemacht hat.');
    await expect(page.locator(`${ROOT} select[name="bid-4"]`)).toHaveValue('C');
    await expectNoAxeViolations(page, ROOT);
    await page.reload();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expectSameAs(page, s, 'de');
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    s = engineEnter(engineStart(), GAME[0]!);
    await expect(page.locator(`${ROOT} .bslate__totals [data-total]`).first()).toHaveAttribute('data-total', String(s.totals[0]));
    await expectSameAs(page, s, 'de');
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(`${ROOT} .bslate__totals [data-total]`).first()).toHaveAttribute('data-total', '0');
    // From the first deal, undo goes back to the players, names kept.
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await expect(page.locator(`${ROOT} input[name="name-2"]`)).toHaveValue('Carla');
    await page.screenshot({ path: test.info().outputPath('slate-de-1280-setup.png'), fullPage: true });
    await page.locator(`${ROOT} .tslate__setup button[type="submit"]`).click();
    s = await play(page, 'de', engineStart(), GAME);
    await expect(page.locator(`${ROOT} .bslate__end`)).toHaveText('Ben und David teilen sich den Sieg mit 150 Punkten.');
    // Undo from the end of the game: the last deal can be entered again.
    await page.locator(`${ROOT} [data-action="undo"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'playing');
    await expect(page.locator(`${ROOT} .bslate__entry`)).toHaveAttribute('data-deal', '4');
    await page.screenshot({ path: test.info().outputPath('slate-de-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('på mobilen: exportera och importera protokollet; en fil som inte är ett protokoll avvisas och ändrar ingenting', async ({ page }, info) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const errors = await open(page, 'sv');
    await startGame(page, 'sv');
    const s = await play(page, 'sv', engineStart(), GAME.slice(0, 3));
    await expect(page.locator(`${ROOT} .tslate__next`)).toHaveText('Giv 4: David ger och Eva spelar ut.');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`${ROOT} [data-action="export"]`).click()]);
    const file = info.outputPath('bugami-slate.json');
    await download.saveAs(file);
    await page.locator(`${ROOT} .tslate__import input[type="file"]`).first().setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"hindersche-slate","v":1}') });
    await expect(page.locator(`${ROOT} > [role="alert"]`)).toHaveText('Filen är inget protokoll för Bugami. Ingenting har ändrats.');
    await expectSameAs(page, s, 'sv');
    await page.locator(`${ROOT} [data-action="new"]`).click();
    await page.locator(`${ROOT} [data-action="new-confirm"]`).click();
    await expect(page.locator(ROOT)).toHaveAttribute('data-state', 'setup');
    await page.locator(`${ROOT} .tslate__import input[type="file"]`).first().setInputFiles(file);
    await expect(page.locator(`${ROOT} .tslate__notice`)).toHaveText('Protokollet har importerats.');
    await expectSameAs(page, s, 'sv');
    await page.locator(`${ROOT} .bslate__figures > li`).nth(1).locator('summary').click();
    await expect(page.locator(`${ROOT} .bslate__figures > li`).nth(1)).toContainText('Ben: alla stick tagna, 100 poäng, trots 13 giftkort.');
    await expectNoAxeViolations(page, ROOT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: info.outputPath('slate-sv-375.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('the slate page is saved for offline use with the rest of its language', () => {
    for (const lang of ['en', 'de', 'sv']) {
      const list = JSON.parse(readFileSync(join(DIST, `sw-${lang}.json`), 'utf8')) as Record<string, string>;
      expect(Object.keys(list)).toContain(`/${lang}/bugami/slate/`);
    }
  });
});
