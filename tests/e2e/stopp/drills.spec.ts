/**
 * Stopp's drills on a phone-sized screen (375 x 812). The questions are generated here by the same drill code from
 * the same seed, so the test knows the right answer without reading it off the page.
 *
 * Swedish, the game's home language, runs the full flow: every drill answered wrong and then right, with the
 * engine's explanation opened after each answer, and axe on each drill's question and on both answered states.
 *
 * English and German run the language pass: the same questions answered wrong and right, each verdict with its
 * explanation in that language (the page's lang, no raw key, no `{{` anywhere on the page after each answer), the
 * first answer control on the first phone screen and no sideways scroll (longer words must not push it off), and ONE
 * axe scan on a drill page (the first drill's question). The drills' code, markup and colours are the same in every
 * language, so what Swedish checks beyond this (axe on every state) holds in the other two as well.
 *
 * A malformed seed (German notice) and a rules link (English variants page) are checked once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { nextSeed } from '../../../src/shared/quiz/seeds';
import { DEFAULT_RULES } from '../../../src/games/stopp/engine/rules';
import { beatDrill, type BeatAnswer } from '../../../src/games/stopp/machines/drills/beat';
import { boardDrill, type BoardAnswer } from '../../../src/games/stopp/machines/drills/board';
import { outDrill, type OutAnswer } from '../../../src/games/stopp/machines/drills/out';
import { pileDrill, type PileAnswer } from '../../../src/games/stopp/machines/drills/pile';
import en from '../../../src/games/stopp/i18n/en.json' with { type: 'json' };
import platform from '../../../src/i18n/en.json' with { type: 'json' };
import { expectNoSidewaysScroll, expectTranslated, messageKeys } from '../translated';
import { cardButton, expectNoAxeViolations, openDrill, watchErrors, type Lang } from './helpers';

const rules = DEFAULT_RULES;
const KEYS = messageKeys(en, platform);

/** The feedback after an answer, with its explanation opened. */
async function expectVerdict(widget: Locator, right: boolean) {
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'feedback');
  await expect(widget.locator(right ? '.quiz__status--right' : '.quiz__status--wrong')).toBeVisible();
  // The explanation opens on demand and lists the engine's reasons.
  await widget.getByRole('button', { expanded: false }).first().click();
  await expect(widget.locator('.quiz__explanation li').first()).toBeVisible();
}

async function next(widget: Locator) {
  await widget.locator('.quiz__actions .button:not(.button--quiet)').click();
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
}

async function pressBeat(widget: Locator, a: BeatAnswer) {
  if (a === 'STOPP') await widget.locator('[data-answer="STOPP"]').click();
  else await cardButton(widget, a).click();
}

async function pressChoice(widget: Locator, a: PileAnswer | OutAnswer) {
  await widget.locator(`[data-answer='${JSON.stringify(a)}']`).click();
}

async function fillBoard(widget: Locator, q: ReturnType<typeof boardDrill.generate>, a: BoardAnswer) {
  const inputs = widget.locator('[data-question] input');
  await inputs.nth(0).fill(String(a.pot));
  for (const [i, seat] of q.inDeal.entries()) await inputs.nth(i + 1).fill(String(a.capital[seat]));
  await widget.locator('[data-question] button[type="submit"]').click();
}

async function firstControlVisibleOnPhone(widget: Locator) {
  const first = widget.locator('[data-question]').locator('button, input').first();
  await expect(first).toBeInViewport();
}

/**
 * Every drill in `lang`, wrong then right, with the explanation open after each answer: the page's lang, no raw key
 * or `{{` on the page, the first answer control on the first phone screen and no sideways scroll. `axe`: 'every'
 * scans every question and both answered states (the full flow); 'first' only the first drill's question (the
 * language pass).
 */
async function everyDrill(page: Page, lang: Lang, axe: 'every' | 'first') {
  const check = async (w: Locator, label: string, question = false) => {
    await expectTranslated(page, lang, KEYS, `${lang} ${label}`);
    if (question) {
      await firstControlVisibleOnPhone(w);
      await expectNoSidewaysScroll(page, `${lang} ${label}`);
    }
    if (axe === 'every' || label === 'beat-or-stopp question') await expectNoAxeViolations(page, `${lang} ${label}`);
  };
  const verdict = async (w: Locator, right: boolean, label: string) => {
    await expectVerdict(w, right);
    await check(w, `${label} ${right ? 'right' : 'wrong'}`);
  };

  await test.step('beat-or-stopp', async () => {
    // Beat or Stopp: a wrong press, then the right one.
    let seed = 101;
    const w = await openDrill(page, lang, 'beat-or-stopp', seed, 1);
    await check(w, 'beat-or-stopp question', true);
    let bq = beatDrill.generate(seed, 1, rules);
    const legal = beatDrill.judge(bq, beatDrill.solve(bq, rules), rules).verdicts.legal;
    const wrong = ([...bq.hand, 'STOPP'] as BeatAnswer[]).find((a) => !legal.includes(a))!;
    await pressBeat(w, wrong);
    await verdict(w, false, 'beat-or-stopp');
    await next(w);
    seed = nextSeed(seed);
    bq = beatDrill.generate(seed, 1, rules);
    await pressBeat(w, beatDrill.solve(bq, rules));
    await verdict(w, true, 'beat-or-stopp');
  });

  await test.step('pile-tracker', async () => {
    let seed = 202;
    const w = await openDrill(page, lang, 'pile-tracker', seed, 2);
    await check(w, 'pile-tracker question', true);
    let pq = pileDrill.generate(seed, 2, rules);
    const right: PileAnswer = pileDrill.solve(pq, rules);
    await pressChoice(w, 'end' in right ? { turn: true } : { end: true });
    await verdict(w, false, 'pile-tracker');
    await next(w);
    seed = nextSeed(seed);
    pq = pileDrill.generate(seed, 2, rules);
    await pressChoice(w, pileDrill.solve(pq, rules));
    await verdict(w, true, 'pile-tracker');
  });

  await test.step('going-out', async () => {
    let seed = 303;
    const w = await openDrill(page, lang, 'going-out', seed, 1);
    await check(w, 'going-out question', true);
    let oq = outDrill.generate(seed, 1, rules);
    const right: OutAnswer = outDrill.solve(oq, rules);
    const holder = oq.hands.findIndex((h, i) => i !== oq.topPlayer && h.length > 0);
    await pressChoice(w, 'end' in right ? { beat: holder } : { end: true });
    await verdict(w, false, 'going-out');
    await next(w);
    seed = nextSeed(seed);
    oq = outDrill.generate(seed, 1, rules);
    await pressChoice(w, outDrill.solve(oq, rules));
    await verdict(w, true, 'going-out');
  });

  await test.step('capital-board', async () => {
    let seed = 404;
    const w = await openDrill(page, lang, 'capital-board', seed, 2);
    await check(w, 'capital-board question', true);
    let cq = boardDrill.generate(seed, 2, rules);
    let ca = boardDrill.solve(cq, rules);
    await fillBoard(w, cq, { ...ca, pot: ca.pot + 1 });
    await verdict(w, false, 'capital-board');
    await next(w);
    seed = nextSeed(seed);
    cq = boardDrill.generate(seed, 2, rules);
    ca = boardDrill.solve(cq, rules);
    await fillBoard(w, cq, ca);
    await verdict(w, true, 'capital-board');
  });
}

test('sv: every drill, wrong then right, with explanations, and axe on every question and answer, on a 375 x 812 screen', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await everyDrill(page, 'sv', 'every');
  expect(errors).toEqual([]);
});

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: language pass: every drill, wrong then right, with explanations in ${lang}, on a 375 x 812 screen, one axe scan`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await everyDrill(page, lang, 'first');
    expect(errors).toEqual([]);
  });
}

test('a malformed seed gives a translated notice and a fresh question; a rules link changes the reading', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/de/stopp/drills/beat-or-stopp/?seed=zz&level=9');
  const w = page.locator('[data-widget="beat-or-stopp"]');
  await expect(w.locator('.quiz')).toHaveAttribute('data-ready', 'true');
  await expect(w.locator('.quiz__notice')).toContainText(/nicht gültig|ungültig/);
  await expect(w.locator('[data-question] button').first()).toBeVisible();
  // The other reading of OP4, as the variants page links it: only the lowest beater may be played.
  await page.goto('/en/stopp/variants/');
  await page.locator('[data-vp="beat_choice"] a[data-drills-link]').click();
  await expect(page).toHaveURL(/rules=beat_choice-lowest-higher/);
  expect(errors).toEqual([]);
});
