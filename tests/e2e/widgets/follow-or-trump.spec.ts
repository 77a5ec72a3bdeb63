/**
 * Follow or trump, in the browser.
 *
 * German (the game's home language) runs the full flow: a level-1 card confirmed with every card explained, an
 * illegal card marked wrong with the engine's reason, every legal card marked at level 3 with the Little Man in play,
 * a check with nothing marked naming the missed cards, axe on every state, and the dark theme.
 * English and Swedish each get one language pass on a phone, on a single page that walks through the same kinds of
 * state by the level buttons and "next question" (seeds chosen so each question is the one wanted): the page's
 * language, every text and accessible name translated, no sideways scroll, the first answer on the first screen, one
 * axe scan, and the feedback and explanation words of each state (right, wrong, allowed, not allowed with the engine's
 * reason, the Little Man, the missed cards) in that language. Everything else on the page is the same code whatever the
 * language, so these cover all three. Keyboard use and the VP05 variant run in English; 320 px in Swedish.
 */
import { expect, test } from '@playwright/test';
import { DEFAULT_RULES, type Rules } from '../../../src/games/hindersche/engine/rules';
import { followDrill } from '../../../src/games/hindersche/machines/drills/follow';
import type { FollowTarget } from '../../../src/games/hindersche/positions/follow';
import { cardButton, expectNoAxeViolations, openDrill } from './helpers';
import { PHONE, expectFirstAnswerOnScreen, expectTranslated, seedChain } from './language';

const RIGHT = { en: 'Right!', de: 'Richtig!', sv: 'Rätt!' };
const WRONG = { en: 'Not quite.', de: 'Nicht ganz.', sv: 'Inte riktigt.' };
const EXPLAIN = { en: 'Explain', de: 'Erklären', sv: 'Förklara' };
const CHECK = { en: 'Check', de: 'Prüfen', sv: 'Kontrollera' };
const NEXT = { en: 'Next question', de: 'Nächste Frage', sv: 'Nästa fråga' };
const ALLOWED = { en: ': allowed.', de: ': erlaubt.', sv: ': tillåtet.' };
const NOT_ALLOWED = { en: ': not allowed.', de: ': nicht erlaubt.', sv: ': inte tillåtet.' };
const LITTLE_MAN = { en: 'Little Man', de: 'de Kloei', sv: 'den lilla' };
const MISSED = { en: 'You did not mark it.', de: 'Diese Karte hast du nicht markiert.', sv: 'Det här kortet markerade du inte.' };
const PRINTED: Rules = { ...DEFAULT_RULES, VP05: 'follows-printed-suit' };
/** The Little Man scene each language's test asks about. */
const LITTLE_MAN_TARGET = { en: 'partner-suit-only-little-man', de: 'little-man-led', sv: 'partner-suit-only-little-man' } as const;

const solved = (seed: number, level: number, rules: Rules = DEFAULT_RULES) => {
  const q = followDrill.generate(seed, level, rules);
  return { seed, q, verdict: followDrill.judge(q, followDrill.solve(q, rules), rules) };
};

function question(level: number, target?: FollowTarget, rules: Rules = DEFAULT_RULES) {
  for (let seed = 1; ; seed++) {
    const x = solved(seed, level, rules);
    if (!target || x.q.target === target) return x;
  }
}

test('de: follow-or-trump, the full flow', async ({ page }) => {
  test.setTimeout(90_000);
  const lang = 'de';
  await test.step('level 1: a legal card is confirmed and every card is explained', async () => {
    const { seed, q, verdict } = question(1);
    const { widget, errors } = await openDrill(page, lang, 'follow-or-trump', seed, 1);
    await expect(widget.locator('.follow__trick svg[data-card]')).toHaveCount(q.trick.length);
    await expectNoAxeViolations(page, 'question');
    await cardButton(widget.locator('.follow__hand'), verdict.expected[0]!).click();
    await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    const reasons = widget.locator('.follow__reasons li');
    await expect(reasons).toHaveCount(q.hand.length);
    await expect(widget.locator('.quiz__explanation')).toContainText(ALLOWED[lang]);
    await expect(widget.locator('.quiz__explanation')).toContainText(NOT_ALLOWED[lang]);
    await expectNoAxeViolations(page, 'feedback');
    expect(errors).toEqual([]);
  });

  await test.step('level 1: an illegal card is marked wrong with the engine reason', async () => {
    const { seed, verdict } = question(1);
    const illegal = verdict.plays.find((p) => !p.legal)!;
    const { widget } = await openDrill(page, lang, 'follow-or-trump', seed, 1);
    await cardButton(widget.locator('.follow__hand'), illegal.card).click();
    await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator(`.follow__reasons li[data-code="${illegal.reason.code}"]`).first()).toContainText(NOT_ALLOWED[lang]);
  });

  await test.step('level 3: marking every legal card when the Little Man is involved', async () => {
    const { seed, q, verdict } = question(3, LITTLE_MAN_TARGET[lang]);
    const { widget } = await openDrill(page, lang, 'follow-or-trump', seed, 3);
    const hand = widget.locator('.follow__hand');
    for (const c of verdict.expected) {
      await cardButton(hand, c).click();
      await expect(cardButton(hand, c)).toHaveAttribute('aria-pressed', 'true');
    }
    await expectNoAxeViolations(page, 'marking');
    await widget.getByRole('button', { name: CHECK[lang], exact: true }).click();
    await expect(widget.getByRole('status').first()).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(LITTLE_MAN[lang]);
    await expect(widget.locator('.follow__reasons li')).toHaveCount(q.hand.length);
    await expectNoAxeViolations(page, 'feedback');
  });

  await test.step('level 2: checking with nothing marked is wrong and the missed cards are named', async () => {
    const { seed } = question(2);
    const { widget } = await openDrill(page, lang, 'follow-or-trump', seed, 2);
    await widget.getByRole('button', { name: CHECK[lang], exact: true }).click();
    await expect(widget.getByRole('status').first()).toContainText(WRONG[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText(MISSED[lang]);
  });

  await test.step('dark theme: no axe violations in the question and the feedback', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const { seed, verdict } = question(1);
    const { widget } = await openDrill(page, lang, 'follow-or-trump', seed, 1);
    await expectNoAxeViolations(page, 'dark question');
    await cardButton(widget.locator('.follow__hand'), verdict.plays.find((p) => !p.legal)!.card).click();
    await widget.getByRole('button', { name: 'Erklären' }).click();
    await expectNoAxeViolations(page, 'dark feedback');
  });
});

for (const lang of ['en', 'sv'] as const) {
  test(`${lang}: follow-or-trump, the language pass`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    // A level-1 question with an illegal card in the hand, then (level button) the Little Man scene at level 3, then
    // (next question) any level-3 question.
    const [s1, s3, s3b] = seedChain([
      (s) => solved(s, 1).verdict.plays.some((p) => !p.legal),
      (s) => followDrill.generate(s, 3, DEFAULT_RULES).target === LITTLE_MAN_TARGET[lang],
      (s) => solved(s, 3).verdict.expected.length > 0,
    ]);
    const one = solved(s1!, 1);
    const { widget, errors } = await openDrill(page, lang, 'follow-or-trump', s1!, 1);
    const status = widget.getByRole('status').first();
    const explanation = widget.locator('.quiz__explanation');
    const hand = widget.locator('.follow__hand');
    await expectTranslated(page, lang, 'question');
    await expectFirstAnswerOnScreen(page, lang);
    await expectNoAxeViolations(page, `${lang} question`);

    // Level 1, right: every card explained, allowed and not allowed, with the engine's reason for the illegal one.
    await cardButton(hand, one.verdict.expected[0]!).click();
    await expect(status).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(widget.locator('.follow__reasons li')).toHaveCount(one.q.hand.length);
    await expect(explanation).toContainText(ALLOWED[lang]);
    const illegal = one.verdict.plays.find((p) => !p.legal)!;
    await expect(widget.locator(`.follow__reasons li[data-code="${illegal.reason.code}"]`).first()).toContainText(NOT_ALLOWED[lang]);
    await expectTranslated(page, lang, 'level 1 feedback');

    // Level 3: the Little Man scene, every legal card marked.
    await widget.locator('.quiz__levels button').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`seed=${s3}&level=3`));
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    const three = solved(s3!, 3);
    for (const c of three.verdict.expected) await cardButton(hand, c).click();
    await widget.getByRole('button', { name: CHECK[lang], exact: true }).click();
    await expect(status).toContainText(RIGHT[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(LITTLE_MAN[lang]);
    await expect(widget.locator('.follow__reasons li')).toHaveCount(three.q.hand.length);
    await expectTranslated(page, lang, 'level 3 feedback');

    // The next question checked with nothing marked: wrong, and the missed cards named.
    await widget.getByRole('button', { name: NEXT[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`seed=${s3b}&level=3`));
    await expect(widget.locator('.quiz')).toHaveAttribute('data-state', 'asking');
    await widget.getByRole('button', { name: CHECK[lang], exact: true }).click();
    await expect(status).toContainText(WRONG[lang]);
    await widget.getByRole('button', { name: EXPLAIN[lang] }).click();
    await expect(explanation).toContainText(MISSED[lang]);
    await expectTranslated(page, lang, 'missed feedback');
    expect(errors).toEqual([]);

    if (lang === 'sv') {
      await test.step('fits a 320 px wide screen', async () => {
        await page.setViewportSize({ width: 320, height: 800 });
        const { widget } = await openDrill(page, 'sv', 'follow-or-trump', 2, 2);
        await widget.getByRole('button', { name: 'Kontrollera', exact: true }).click();
        await widget.getByRole('button', { name: 'Förklara' }).click();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const box = await widget.boundingBox();
        for (const part of ['.follow__trick', '.follow__hand', '.follow__reasons']) {
          const b = await widget.locator(part).boundingBox();
          expect(b!.x + b!.width, part).toBeLessThanOrEqual(box!.x + box!.width);
        }
      });
    }
  });
}

test('en: keyboard only, and VP05 from the rule-variant panel', async ({ page }) => {
  await test.step('keyboard only: toggling cards with Space and checking with Enter', async () => {
    const { seed, verdict } = question(2);
    const { widget } = await openDrill(page, 'en', 'follow-or-trump', seed, 2);
    for (const c of verdict.expected) {
      await cardButton(widget.locator('.follow__hand'), c).focus();
      await page.keyboard.press('Space');
    }
    await widget.getByRole('button', { name: 'Check', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('status').first()).toContainText('Right!');
    await expect(page.locator(':focus')).toHaveText('Next question');
  });

  await test.step('VP05 from the rule-variant panel reaches the drill', async () => {
    const { seed, q, verdict } = question(3, 'partner-suit-only-little-man', PRINTED);
    // Under VP05 'follows-printed-suit' the Little Man makes the hand hold the led suit: only trumps may be played.
    expect(verdict.expected.length).toBeLessThan(q.hand.length);
    const { widget } = await openDrill(page, 'en', 'follow-or-trump', seed, 3);
    await page.locator('.rules-panel summary').click();
    await page.locator('[data-vp="VP05"] input[value="follows-printed-suit"]').check();
    await expect(widget.locator('.follow__variant')).toBeVisible();
    const hand = widget.locator('.follow__hand');
    await expect(hand.locator('svg[data-card]')).toHaveCount(q.hand.length);
    for (const c of verdict.expected) await cardButton(hand, c).click();
    await widget.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(widget.getByRole('status').first()).toContainText('Right!');
    await widget.getByRole('button', { name: 'Explain' }).click();
    await expect(widget.locator('.quiz__explanation')).toContainText('Under the rule variant you chose');
  });
});
