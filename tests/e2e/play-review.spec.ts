/**
 * The review of the learner's own play after a deal ("Your play", src/shared/table/PlayReview.tsx), on five games'
 * tables, each in one of the three languages, and Hindersche's own analysis of the learner's plays (its replay button
 * comes from the same log of decisions). The learner plays the first deal of a seeded game badly on purpose through the table hooks every play
 * page shares: at a card decision the last playable card (Hindersche: the first), passing whenever President allows it, the first offered
 * answer elsewhere. When the deal ends the review must name at least one decision that left the coach's line (what
 * the learner did, the coach's advice, what it cost) in the page's language, and its button must take the table back
 * to that decision, with the learner to act.
 *
 * Screenshots of each review go to test-results/play-review/ (phones, and President at 1280 x 800 in the dark theme).
 *
 * Which decision is named depends on the coach's search (a time budget), so the test checks what any key decision
 * shows, not which one it is; the judging itself is unit-tested per game with a fixed number of samples.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import de from '../../src/i18n/de.json' with { type: 'json' };
import sv from '../../src/i18n/sv.json' with { type: 'json' };

const PLATFORM: Record<string, Record<string, string>> = { en, de, sv };

interface Case {
  game: string;
  lang: 'en' | 'de' | 'sv';
  seed: number;
  cardDecisions: readonly string[];
  /** Where the speed is set: in the setup form, or in the settings panel once the game is on. */
  speed: 'setup' | 'settings';
  /** President: cards are picked, then played with a button; the learner passes whenever it may. */
  picks?: boolean;
  /** Which playable card the learner plays (default: the last in its hand). */
  pick?: 'first' | 'last';
}

// Each seed is one where the bad play costs clearly more than the coach's noise, so the time-limited search names it in
// every run (Norrlandsknack's seed 1212 was rated "well" in 1 of 4 runs on an idle machine; seed 7 passed 24 of 24).
const CASES: readonly Case[] = [
  { game: 'stopp', lang: 'en', seed: 785737819, cardDecisions: ['lead', 'beat'], speed: 'settings' },
  { game: 'handjass', lang: 'de', seed: 1, cardDecisions: ['play'], speed: 'setup' },
  { game: 'bugami', lang: 'sv', seed: 555, cardDecisions: ['play'], speed: 'setup' },
  { game: 'norrlandsknack', lang: 'sv', seed: 7, cardDecisions: ['play'], speed: 'setup' },
  { game: 'president', lang: 'de', seed: 464265505, cardDecisions: ['play'], speed: 'settings', picks: true },
];

/** Plays the learner's part in the page until the review of the deal appears. */
function playDealBadly(page: Page, c: Case): Promise<string> {
  return page.evaluate(
    async ({ cardDecisions, picks, pick }) => {
      const root = document.querySelector('[data-widget="game-table"]') as HTMLElement;
      const tick = () => new Promise((r) => setTimeout(r, 5));
      const first = (selector: string): HTMLElement | null => root.querySelector<HTMLElement>(selector);
      const started = Date.now();
      let last = '';
      while (Date.now() - started < 60_000) {
        if (root.querySelector('[data-play-review], .gt-analysis')) return 'review';
        const awaiting = root.getAttribute('data-awaiting') === 'learner';
        const decision = root.getAttribute('data-decision') ?? '';
        const key = [awaiting, decision, root.dataset.state, root.querySelectorAll('[data-hand] button').length, root.querySelectorAll('.gt-commentary__lines p').length, first('[data-actions] [data-primary]')?.dataset.action].join(':');
        if (key !== last) {
          let acted: HTMLElement | null = null;
          if (awaiting) {
            const playable = [...root.querySelectorAll<HTMLElement>('[data-hand] button[data-playable]')];
            if (picks && first('[data-action="pass"]')) acted = first('[data-action="pass"]');
            else if (cardDecisions.includes(decision) && playable.length > 0) {
              acted = (pick === 'first' ? playable[0] : playable[playable.length - 1]) as HTMLElement;
              if (picks) {
                acted.click();
                await tick();
                acted = first('[data-action="play"]');
              }
            } else if (decision === 'buy' && playable.length > 0) {
              playable[0]!.click();
              await tick();
              acted = first('[data-action="buy"]');
            } else acted = ['[data-action="knock"]', '[data-action="go-along"]', '[data-action^="bid-"]', '[data-action="refuse"]', '[data-action="decline"]', '[data-actions] [data-primary]', '[data-actions] [data-choice]', '[data-action="pass"]'].map(first).find((x) => x) ?? null;
          } else acted = first('[data-actions] [data-primary]');
          if (acted) {
            acted.click();
            last = key;
          }
        }
        await tick();
      }
      return 'timeout';
    },
    { cardDecisions: c.cardDecisions, picks: !!c.picks, pick: c.pick ?? 'last' },
  );
}

test('hindersche (en): the analysis after a deal played badly names a costly play and replays it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/hindersche/play/?seed=4242');
  const root = page.locator('[data-widget="game-table"]');
  await expect(root).toHaveAttribute('data-ready', 'true');
  await root.locator('input[type="radio"][value="instant"]').first().check();
  await root.locator('[data-start]').click();
  expect(await playDealBadly(page, { game: 'hindersche', lang: 'en', seed: 4242, cardDecisions: ['play'], speed: 'setup', pick: 'first' })).toBe('review');
  const analysis = root.locator('.gt-analysis');
  await analysis.locator('summary').click();
  await expect(analysis).toHaveAttribute('data-analysis', /ready|failed/, { timeout: 30_000 });
  await expect(analysis).toHaveAttribute('data-analysis', 'ready');
  const again = analysis.locator('[data-review-decision] [data-action="replay-decision"]').first();
  await expect(again).toHaveText(/Play trick \d+ again/);
  await again.click();
  await expect(root).toHaveAttribute('data-awaiting', 'learner');
  await expect(root.locator('.gt-analysis')).toHaveCount(0);
  // Practice: the rubber as it was is kept, and the notice leads back to it (its deal's result, with the analysis).
  await root.locator('[data-notice="shell.notice.practice"] [data-action="back-to-game"]').click();
  await expect(root.locator('.gt-analysis')).toHaveCount(1);
});

for (const c of CASES) {
  test(`${c.game} (${c.lang}): after a deal played badly, "Your play" names a costly decision and replays it`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = PLATFORM[c.lang] as Record<string, string>;
    // On a phone, as most learners see it; one game also in the dark theme at 1280 x 800.
    const wide = c.game === 'president';
    await page.setViewportSize(wide ? { width: 1280, height: 800 } : { width: 375, height: 812 });
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: wide ? 'dark' : 'light' });
    await page.goto(`/${c.lang}/${c.game}/play/?seed=${c.seed}`);
    const root = page.locator('[data-widget="game-table"]');
    await expect(root).toHaveAttribute('data-ready', 'true');
    if (c.speed === 'setup') await root.locator('input[type="radio"][value="instant"]').first().check();
    await root.locator('[data-start]').click();
    if (c.speed === 'settings') {
      await root.locator('.gt-settings summary').click();
      await root.locator('.gt-settings input[type="radio"][value="instant"]').check();
      await root.locator('.gt-settings summary').click();
    }
    expect(await playDealBadly(page, c)).toBe('review');

    const review = root.locator('[data-play-review]');
    await expect(review.locator('h4')).toHaveText(t['shell.review.title'] as string);
    await expect(review).not.toHaveAttribute('data-play-review', 'loading', { timeout: 30_000 });
    await expect(review).toHaveAttribute('data-play-review', 'key');
    await expect(review).toContainText(t['shell.review.key'] as string);
    const item = review.locator('[data-review-decision]').first();
    await expect(item).toContainText((t['shell.review.decision'] as string).split('{{n}}')[0]!.trim());
    await expect(item).toContainText((t['shell.review.coach'] as string).replace('{{advice}}', '').trim());
    await expect(item.locator('[data-review-cost]')).toHaveText(/\d/);
    // The numbers are written as the page's language writes them (no decimal point in German or Swedish).
    if (c.lang !== 'en') await expect(item.locator('[data-review-cost]')).not.toHaveText(/\d\.\d/);

    // For a person to look at: test-results/play-review/.
    await review.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/play-review/${c.game}-${c.lang}-${wide ? '1280-dark' : '375-light'}.png` });

    // Playing the decision again is practice: the game as it was stays saved, and the learner can go back to it.
    const saved = () => page.evaluate(() => JSON.stringify(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
    const before = await saved();
    await item.locator('[data-action="replay-decision"]').click();
    await expect(root).toHaveAttribute('data-awaiting', 'learner');
    await expect(root.locator('[data-play-review]')).toHaveCount(0);
    const notice = root.locator('[data-notice="shell.notice.practice"]');
    await expect(notice).toContainText(t['shell.notice.practice'] as string);
    expect(await saved()).toBe(before);
    const seed = await root.getAttribute('data-seed');
    await notice.locator('[data-action="back-to-game"]').click();
    await expect(notice).toHaveCount(0);
    await expect(root).toHaveAttribute('data-seed', seed ?? '');
  });
}
