/**
 * Who wins the trick, in the browser.
 *
 * German (the game's home language) runs the full flow: a level-2 winner confirmed and the trumps explained, a wrong
 * level-1 player marked with the led suit explained, a level-3 schleipfen scene answered by keyboard, axe on every
 * state, and a malformed seed.
 * English and Swedish each get one language pass on a phone, on a single page that walks through the same three kinds
 * of question by the level buttons (seeds chosen so each question is the one wanted): the page's language, every text
 * and accessible name translated, no sideways scroll, the first answer on the first screen, one axe scan, and in that
 * language the seat names as answers, the right and wrong feedback (naming the winner), the explanation's words for
 * the highest trump and for a trick nobody trumped, and the schleipfen scene's answers. The rest is the same code in
 * every language, so these cover all three. The VP06-B variant runs in English; 320 px in Swedish.
 */
import { expect, test } from '@playwright/test';
import dePlatform from '../../../src/i18n/de.json' with { type: 'json' };
import deGame from '../../../src/games/hindersche/i18n/de.json' with { type: 'json' };
import enPlatform from '../../../src/i18n/en.json' with { type: 'json' };
import enGame from '../../../src/games/hindersche/i18n/en.json' with { type: 'json' };
import svPlatform from '../../../src/i18n/sv.json' with { type: 'json' };
import svGame from '../../../src/games/hindersche/i18n/sv.json' with { type: 'json' };
import { DEFAULT_RULES, type Rules } from '../../../src/games/hindersche/engine/rules';
import { trickDrill, type ObjectionCase } from '../../../src/games/hindersche/machines/drills/trick';
import { expectNoAxeViolations, openDrill, type Lang } from './helpers';
import { PHONE, expectFirstAnswerOnScreen, expectTranslated, seedChain } from './language';

/** The platform's strings with Hindersche's on top, as the pages have them. */
const de = { ...dePlatform, ...deGame };
const en = { ...enPlatform, ...enGame };
const sv = { ...svPlatform, ...svGame };

const MESSAGES: Record<Lang, Record<string, string>> = { en, de, sv };
const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
/** Words the engine's reasons bring into each explanation. */
const HIGHEST_TRUMP = { en: 'the highest trump', de: 'der höchste Trumpf', sv: 'högsta trumf' };
const NOBODY_TRUMPED = { en: 'nobody trumped', de: 'niemand hat getrumpft', sv: 'ingen trumfade' };
const SCHLEIPFEN = { en: 'VP06-A', de: 'VP06-A', sv: 'VP06-A' };

const seat = (lang: Lang, s: number) => MESSAGES[lang][`seat.${s}`] as string;

function solved(seed: number, level: number, rules: Rules = DEFAULT_RULES) {
  const q = trickDrill.generate(seed, level, rules);
  const answer = trickDrill.solve(q, rules);
  return { seed, q, verdict: trickDrill.judge(q, answer, rules), answer };
}

function scene(level: number, rules: Rules = DEFAULT_RULES, objection?: ObjectionCase) {
  for (let seed = 1; ; seed++) {
    const x = solved(seed, level, rules);
    if (!objection || x.verdict.haul?.objection === objection) return x;
  }
}

test('de: trick-winner, the full flow', async ({ page }) => {
  test.setTimeout(90_000);
  const lang = 'de';
  await test.step('level 2: the right player is confirmed and the trumps are explained', async () => {
    const { seed, q, answer } = scene(2);
    if (!('winner' in answer)) throw new Error('expected a winner question');
    const { widget, errors } = await openDrill(page, lang, 'trick-winner', seed, 2);
    await expect(widget.locator('.trick-table__plays svg[data-card]')).toHaveCount(4);
    await expect(widget.locator('.trick-table__plays svg[data-card]').first()).toHaveAttribute('data-card', q.plays[0]!.card);
    await expectNoAxeViolations(page, 'question');
    await widget.getByRole('button', { name: seat(lang, answer.winner), exact: true }).click();
    await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(HIGHEST_TRUMP[lang]);
    // One line for the winner, one per beaten card, one for the points, and any Old Man or Little Man note.
    expect(await widget.locator('.quiz__explanation li').count()).toBeGreaterThanOrEqual(5);
    await expectNoAxeViolations(page, 'feedback');
    expect(errors).toEqual([]);
  });

  await test.step('level 1: a wrong player is marked and the led suit explained', async () => {
    const { seed, answer } = scene(1);
    if (!('winner' in answer)) throw new Error('expected a winner question');
    const wrong = ([0, 1, 2, 3] as const).find((s) => s !== answer.winner)!;
    const { widget } = await openDrill(page, lang, 'trick-winner', seed, 1);
    await widget.getByRole('button', { name: seat(lang, wrong), exact: true }).click();
    await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
    await expect(widget.getByRole('status').first()).toContainText(seat(lang, answer.winner));
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(NOBODY_TRUMPED[lang]);
    await expectNoAxeViolations(page, 'feedback');
  });

  await test.step('level 3: a schleipfen scene, answered by keyboard', async () => {
    const { seed, answer } = scene(3, DEFAULT_RULES, 'open');
    if (!('object' in answer)) throw new Error('expected a schleipfen scene');
    const { widget, errors } = await openDrill(page, lang, 'trick-winner', seed, 3);
    await expectNoAxeViolations(page, 'scene');
    const m = MESSAGES[lang];
    await widget.getByRole('radio', { name: m['trick.answer.yes'] }).check();
    await widget.getByRole('radio', { name: seat(lang, answer.owner), exact: true }).focus();
    await page.keyboard.press('Space');
    await widget.getByRole('button', { name: m['trick.submit'] }).press('Enter');
    await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(SCHLEIPFEN[lang]);
    await expectNoAxeViolations(page, 'feedback');
    expect(errors).toEqual([]);
  });

  await test.step('a malformed seed gives a notice and a fresh question', async () => {
    await page.goto('/de/hindersche/drills/trick-winner/?seed=-3');
    const widget = page.locator('[data-widget="trick-winner"]');
    await expect(widget.getByRole('alert')).toBeVisible();
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
  });
});

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: trick-winner, the language pass`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    // A level-2 winner question, then (level button) a level-1 one, then (level button) a level-3 schleipfen scene.
    const [s2, s1, s3] = seedChain([
      (s) => 'winner' in solved(s, 2).answer,
      (s) => 'winner' in solved(s, 1).answer,
      (s) => solved(s, 3).verdict.haul?.objection === 'open',
    ]);
    const m = MESSAGES[lang];
    const { widget, errors } = await openDrill(page, lang, 'trick-winner', s2!, 2);
    const status = widget.getByRole('status').first();
    const explanation = widget.locator('.quiz__explanation');
    await expectTranslated(page, lang, 'question');
    await expectFirstAnswerOnScreen(page, lang);
    await expectNoAxeViolations(page, `${lang} question`);

    // Level 2, right: the trumps explained.
    const two = solved(s2!, 2).answer;
    if (!('winner' in two)) throw new Error('expected a winner question');
    await widget.getByRole('button', { name: seat(lang, two.winner), exact: true }).click();
    await expect(status).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(HIGHEST_TRUMP[lang]);
    expect(await explanation.locator('li').count()).toBeGreaterThanOrEqual(5);
    await expectTranslated(page, lang, 'level 2 feedback');

    // Level 1, wrong: the winner named, the led suit explained.
    await widget.locator('.quiz__levels button').nth(0).click();
    await expect(page).toHaveURL(new RegExp(`seed=${s1}&level=1`));
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    const one = solved(s1!, 1).answer;
    if (!('winner' in one)) throw new Error('expected a winner question');
    const wrong = ([0, 1, 2, 3] as const).find((s) => s !== one.winner)!;
    await widget.getByRole('button', { name: seat(lang, wrong), exact: true }).click();
    await expect(status).toContainText(WRONG[lang]);
    await expect(status).toContainText(seat(lang, one.winner));
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(NOBODY_TRUMPED[lang]);
    await expectTranslated(page, lang, 'level 1 feedback');

    // Level 3: the schleipfen scene's answers in this language.
    await widget.locator('.quiz__levels button').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`seed=${s3}&level=3`));
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    const three = solved(s3!, 3).answer;
    if (!('object' in three)) throw new Error('expected a schleipfen scene');
    await expectTranslated(page, lang, 'scene');
    await widget.getByRole('radio', { name: m['trick.answer.yes'] }).check();
    await widget.getByRole('radio', { name: seat(lang, three.owner), exact: true }).check();
    await widget.getByRole('button', { name: m['trick.submit'] }).click();
    await expect(status).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(SCHLEIPFEN[lang]);
    await expectTranslated(page, lang, 'scene feedback');
    expect(errors).toEqual([]);

    if (lang === 'en') {
      await test.step('VP06-B from the rule panel: a haul that is not allowed at all is explained', async () => {
        const rules: Rules = { ...DEFAULT_RULES, VP06: 'B' };
        await page.addInitScript((r) => localStorage.setItem('hindersche.rules', JSON.stringify({ version: 1, rules: r })), rules);
        const { seed, verdict, answer } = scene(3, rules, 'not-allowed');
        if (!('object' in answer)) throw new Error('expected a schleipfen scene');
        const { widget } = await openDrill(page, 'en', 'trick-winner', seed, 3);
        // The scene itself depends on the rules, so the page must show the VP06-B scene for this seed.
        await expect(widget.locator('.badge--alert')).toHaveCount(1);
        // A wrong answer: someone objects to a haul that does not count anyway.
        await widget.getByRole('radio', { name: 'Yes, someone should object' }).check();
        await widget.getByRole('radio', { name: seat('en', answer.owner), exact: true }).check();
        await widget.getByRole('button', { name: 'Answer' }).click();
        await expect(widget.getByRole('status').first()).toContainText('Not quite.');
        await expect(widget.getByRole('status').first()).toContainText('No objection is needed');
        await widget.getByRole('button', { name: 'Explain' }).click();
        await expect(widget.locator('.quiz__explanation')).toContainText('not allowed at all');
        expect(verdict.haul?.vp06).toBe('B');
      });
    } else {
      await test.step('works at 320 px wide', async () => {
        await page.setViewportSize({ width: 320, height: 700 });
        const { seed } = scene(3);
        await openDrill(page, 'sv', 'trick-winner', seed, 3);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
