/**
 * Scoring the Butzen, in the browser.
 *
 * German (the game's home language) runs the full flow: a right answer that ends the game (marks wiped, a frame mark
 * for the loser, the slate before and after), a wrong answer marked and explained with the table's row, axe on every
 * state.
 * English and Swedish each get one language pass on a phone, on a single page that reaches the same two kinds of
 * question by a level button (seeds chosen so each question is the one wanted): the page's language, every text and
 * accessible name translated, no sideways scroll, the first answer on the first screen, one axe scan, and in that
 * language the right and wrong feedback and the explanation's row and reasons. The steps are the same code in every
 * language, so these cover all three. "Show me" and the VP13 variant run in English.
 */
import { expect, test, type Locator } from '@playwright/test';
import { DEFAULT_RULES } from '../../../src/games/hindersche/engine/rules';
import { butzenDrill, type ButzenAnswer } from '../../../src/games/hindersche/machines/drills/butzen';
import { expectNoAxeViolations, openDrill } from './helpers';
import { PHONE, expectFirstAnswerOnScreen, expectTranslated, seedChain } from './language';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
const NEXT = { en: 'Next question', de: 'Nächste Frage', sv: 'Nästa fråga' };
const ROW = { en: /Row \d of the Butzen table/, de: /Zeile \d der Butzen-Tabelle/, sv: /Rad \d i tabellen/ };
const REASON = { en: /erases|adds/, de: /putzt|dazu/, sv: /putsar|får/ };

const solved = (seed: number, level: number) => {
  const q = butzenDrill.generate(seed, level, DEFAULT_RULES);
  return { seed, q, answer: butzenDrill.solve(q, DEFAULT_RULES) };
};
const endsGame = (a: ButzenAnswer) => typeof a.ending === 'number';
const hasDropouts = (a: ButzenAnswer) => a.dropouts !== null;

function question(level: number, want: (a: ButzenAnswer) => boolean) {
  for (let seed = 1; ; seed++) {
    const x = solved(seed, level);
    if (want(x.answer)) return x;
  }
}

/** The answer with one changed seat's change set to nothing: wrong in exactly one part. */
function oneWrong(q: ReturnType<typeof solved>['q'], answer: ButzenAnswer): ButzenAnswer {
  const s = q.position.deal.active.find((x) => answer.changes[x] !== 0) ?? q.position.deal.active[0];
  return { ...answer, changes: answer.changes.map((c, i) => (i === s ? 0 : c)) };
}

async function next(widget: Locator) {
  await widget.locator('[data-action="next"], [data-action="check"]').click();
}

async function answerButzen(widget: Locator, active: readonly number[], a: ButzenAnswer, each: (step: string) => Promise<void> = async () => {}) {
  for (const s of active) await widget.locator(`[data-choice="change-${s}"] input[value="${a.changes[s]}"]`).check();
  await each('changes');
  await next(widget);
  if (a.dropouts === null) return;
  for (const s of a.dropouts) await widget.locator(`[data-choice="dropouts"] input[value="${s}"]`).check();
  await each('dropouts');
  await next(widget);
  await widget.locator(`[data-choice="ending"] input[value="${a.ending === 'continues' ? -1 : a.ending}"]`).check();
  await each('ending');
  await next(widget);
}

test('de: butzen-scoring, the full flow', async ({ page }) => {
  test.setTimeout(60_000);
  const lang = 'de';
  await test.step('a right answer ending the game: marks wiped, a frame mark for the loser', async () => {
    const { seed, q, answer } = question(4, endsGame);
    const { widget, errors } = await openDrill(page, lang, 'butzen-scoring', seed, 4);
    await expect(widget.locator('svg.slate')).toHaveAttribute('data-slate', q.position.deal.slate.join(''));
    await expectNoAxeViolations(page, 'question');
    await answerButzen(widget, q.position.deal.active, answer);
    await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
    const v = butzenDrill.judge(q, answer, DEFAULT_RULES);
    await expect(widget.locator('svg.slate')).toHaveAttribute('data-slate', v.slateAfter.join(''));
    await expect(widget.locator('svg.slate .slate__frame-mark')).toHaveCount(1);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(ROW[lang]);
    await expect(widget.locator('.quiz__explanation')).toContainText(REASON[lang]);
    await expectNoAxeViolations(page, 'feedback');
    expect(errors).toEqual([]);
  });

  await test.step('a wrong answer is marked and explained with the row', async () => {
    const { seed, q, answer } = question(1, hasDropouts);
    const { widget } = await openDrill(page, lang, 'butzen-scoring', seed, 1);
    await answerButzen(widget, q.position.deal.active, oneWrong(q, answer));
    await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
    await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(ROW[lang]);
    await expectNoAxeViolations(page, 'feedback');
  });
});

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: butzen-scoring, the language pass`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    // A level-4 question that ends the game, then (level button) a level-1 question with drop-outs to answer wrong.
    const [s4, s1] = seedChain([(s) => endsGame(solved(s, 4).answer), (s) => hasDropouts(solved(s, 1).answer)]);
    const four = solved(s4!, 4);
    const { widget, errors } = await openDrill(page, lang, 'butzen-scoring', s4!, 4);
    const status = widget.getByRole('status').first();
    const explanation = widget.locator('.quiz__explanation');
    await expectTranslated(page, lang, 'question');
    await expectFirstAnswerOnScreen(page, lang);
    await expectNoAxeViolations(page, `${lang} question`);

    // Right, ending the game, each step's text translated.
    await answerButzen(widget, four.q.position.deal.active, four.answer, (step) => expectTranslated(page, lang, step));
    await expect(status).toContainText(RIGHT[lang]);
    await expect(widget.locator('svg.slate .slate__frame-mark')).toHaveCount(1);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(ROW[lang]);
    await expect(explanation).toContainText(REASON[lang]);
    await expectTranslated(page, lang, 'feedback');

    // Level 1, wrong in one part, explained with the row.
    await widget.locator('.quiz__levels button').nth(0).click();
    await expect(page).toHaveURL(new RegExp(`seed=${s1}&level=1`));
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    const one = solved(s1!, 1);
    await answerButzen(widget, one.q.position.deal.active, oneWrong(one.q, one.answer));
    await expect(status).toContainText(WRONG[lang]);
    await expect(widget.locator('.scoring__part--wrong')).toHaveCount(1);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(ROW[lang]);
    await expectTranslated(page, lang, 'wrong feedback');
    expect(errors).toEqual([]);

    if (lang === 'en') {
      await test.step('"show me" reveals the answer with the row and the reasons', async () => {
        await widget.getByRole('button', { name: NEXT.en }).click();
        await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
        await widget.getByRole('button', { name: 'Show me' }).click();
        await expect(status).toContainText('Here is the answer.');
        await expect(explanation).toContainText(/Row \d/);
      });

      await test.step('the rule variant VP13 reaches the drill', async () => {
        // Six marks without a march: under VP13-B only the lowest erases.
        let seed = 1;
        for (; ; seed++) if (butzenDrill.generate(seed, 3, DEFAULT_RULES).target === 'butzen-excess-6') break;
        await page.evaluate(() => localStorage.setItem('hindersche.rules', JSON.stringify({ version: 1, rules: { VP13: 'B' } })));
        const { widget } = await openDrill(page, 'en', 'butzen-scoring', seed, 3);
        await widget.getByRole('button', { name: 'Show me' }).click();
        await expect(widget.locator('.scoring__parts li').first()).not.toContainText(' and ');
      });
    }
  });
}
