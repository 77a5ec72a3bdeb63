/**
 * Every Stopp drill answered wrong and then right in each language, with the explanation from the engine, and axe on
 * each drill's question and on both answered states (explanation open). The questions are generated here by the
 * same drill code from the same seed, so the test knows the right answer without reading it off the page.
 */
import { expect, test, type Locator } from '@playwright/test';
import { nextSeed } from '../../../src/shared/quiz/seeds';
import { DEFAULT_RULES } from '../../../src/games/stopp/engine/rules';
import { beatDrill, type BeatAnswer } from '../../../src/games/stopp/machines/drills/beat';
import { boardDrill, type BoardAnswer } from '../../../src/games/stopp/machines/drills/board';
import { outDrill, type OutAnswer } from '../../../src/games/stopp/machines/drills/out';
import { pileDrill, type PileAnswer } from '../../../src/games/stopp/machines/drills/pile';
import { cardButton, expectNoAxeViolations, LANGS, openDrill, watchErrors } from './helpers';

const rules = DEFAULT_RULES;

/** The feedback after an answer, with its explanation opened; axe checks that state (label: language and drill). */
async function expectVerdict(widget: Locator, right: boolean, label: string) {
  await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'feedback');
  await expect(widget.locator(right ? '.quiz__status--right' : '.quiz__status--wrong')).toBeVisible();
  // The explanation opens on demand and lists the engine's reasons.
  await widget.getByRole('button', { expanded: false }).first().click();
  await expect(widget.locator('.quiz__explanation li').first()).toBeVisible();
  await expectNoAxeViolations(widget.page(), `${label} ${right ? 'right' : 'wrong'}`);
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

for (const lang of LANGS) {
  test(`${lang}: every drill, wrong then right, with explanations, and axe on every question and answer`, async ({ page }) => {
    const errors = watchErrors(page);
    if (lang === 'sv') await page.setViewportSize({ width: 375, height: 812 });

    // Beat or Stopp: a wrong press, then the right one.
    let seed = 101;
    let w = await openDrill(page, lang, 'beat-or-stopp', seed, 1);
    await expectNoAxeViolations(page, `${lang} beat-or-stopp question`);
    if (lang === 'sv') await firstControlVisibleOnPhone(w);
    let bq = beatDrill.generate(seed, 1, rules);
    const legal = beatDrill.judge(bq, beatDrill.solve(bq, rules), rules).verdicts.legal;
    const wrong = ([...bq.hand, 'STOPP'] as BeatAnswer[]).find((a) => !legal.includes(a))!;
    await pressBeat(w, wrong);
    await expectVerdict(w, false, `${lang} beat-or-stopp`);
    await next(w);
    seed = nextSeed(seed);
    bq = beatDrill.generate(seed, 1, rules);
    await pressBeat(w, beatDrill.solve(bq, rules));
    await expectVerdict(w, true, `${lang} beat-or-stopp`);

    // Pile tracker.
    seed = 202;
    w = await openDrill(page, lang, 'pile-tracker', seed, 2);
    await expectNoAxeViolations(page, `${lang} pile-tracker question`);
    if (lang === 'sv') await firstControlVisibleOnPhone(w);
    let pq = pileDrill.generate(seed, 2, rules);
    let right: PileAnswer | OutAnswer = pileDrill.solve(pq, rules);
    await pressChoice(w, 'end' in right ? { turn: true } : { end: true });
    await expectVerdict(w, false, `${lang} pile-tracker`);
    await next(w);
    seed = nextSeed(seed);
    pq = pileDrill.generate(seed, 2, rules);
    await pressChoice(w, pileDrill.solve(pq, rules));
    await expectVerdict(w, true, `${lang} pile-tracker`);

    // Going out.
    seed = 303;
    w = await openDrill(page, lang, 'going-out', seed, 1);
    await expectNoAxeViolations(page, `${lang} going-out question`);
    if (lang === 'sv') await firstControlVisibleOnPhone(w);
    let oq = outDrill.generate(seed, 1, rules);
    right = outDrill.solve(oq, rules);
    const holder = oq.hands.findIndex((h, i) => i !== oq.topPlayer && h.length > 0);
    await pressChoice(w, 'end' in right ? { beat: holder } : { end: true });
    await expectVerdict(w, false, `${lang} going-out`);
    await next(w);
    seed = nextSeed(seed);
    oq = outDrill.generate(seed, 1, rules);
    await pressChoice(w, outDrill.solve(oq, rules));
    await expectVerdict(w, true, `${lang} going-out`);

    // Capital board.
    seed = 404;
    w = await openDrill(page, lang, 'capital-board', seed, 2);
    await expectNoAxeViolations(page, `${lang} capital-board question`);
    if (lang === 'sv') await firstControlVisibleOnPhone(w);
    let cq = boardDrill.generate(seed, 2, rules);
    let ca = boardDrill.solve(cq, rules);
    await fillBoard(w, cq, { ...ca, pot: ca.pot + 1 });
    await expectVerdict(w, false, `${lang} capital-board`);
    await next(w);
    seed = nextSeed(seed);
    cq = boardDrill.generate(seed, 2, rules);
    ca = boardDrill.solve(cq, rules);
    await fillBoard(w, cq, ca);
    await expectVerdict(w, true, `${lang} capital-board`);

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
