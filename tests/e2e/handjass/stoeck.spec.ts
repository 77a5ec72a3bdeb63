/**
 * Stöck is the learner's choice at the table. Seed 19 at four: the learner is Vorhand with the King and Queen of
 * trumps (diamonds). The learner leads the King; when the Queen may be played the prompt offers "say Stöck" (a
 * checkbox, ticked), reachable by keyboard; saying it scores 20 and is narrated, keeping quiet loses it and is
 * narrated too. The prompt is axe clean. English has both choices and, before saying it, the coach's hint, which
 * speaks of Stöck only when its card is the Queen (one advice for one card); German keeps quiet and Swedish says it,
 * so each language's own sentence for its choice is read.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../../src/games/handjass/i18n/en.json' with { type: 'json' };
import de from '../../../src/games/handjass/i18n/de.json' with { type: 'json' };
import sv from '../../../src/games/handjass/i18n/sv.json' with { type: 'json' };
import { expectNoAxeViolations, startTable, watchErrors, type Lang } from './helpers';

const STRINGS: Record<Lang, Record<string, string>> = { en, de, sv };
const fill = (s: string, vars: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** Plays the learner's part up to the Stöck choice: "play" when asked, then the trump King. */
async function toStoeckChoice(page: Page, lang: Lang) {
  const table = await startTable(page, lang, 19, 4);
  await expect(table).toHaveAttribute('data-state', 'learnerTurn');
  await expect(table).toHaveAttribute('data-decision', 'choose');
  await table.locator('[data-action="choose-play"]').click();
  await expect(table).toHaveAttribute('data-decision', 'play');
  await table.locator('.gt-hand button[data-card="KD"]').click();
  // The others play, the trick is taken, and it is the learner's turn with the Queen.
  await expect(table.locator('[data-stoeck-choice]')).toBeVisible({ timeout: 20_000 });
  await expect(table).toHaveAttribute('data-decision', 'play');
  return table;
}

for (const [lang, say] of [
  ['en', true],
  ['en', false],
  ['de', false],
  ['sv', true],
] as const) {
  test(`${lang}: the learner ${say ? 'says' : 'keeps quiet about'} Stöck, by keyboard`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const table = await toStoeckChoice(page, lang);
    const s = STRINGS[lang];
    const box = table.locator('[data-stoeck-choice] input[type="checkbox"]');
    // Named for a screen reader, offered ticked.
    await expect(box).toHaveAccessibleName(/Stöck/);
    await expect(box).toBeChecked();
    await expect(table.locator('[data-live]')).toContainText('Stöck');
    await expectNoAxeViolations(page, `${lang} Stöck prompt`);
    if (lang === 'en' && say) {
      await test.step('the hint gives the one advice for its own card: Stöck only with the Queen', async () => {
        await table.locator('[data-action="hint"]').click();
        const hint = table.locator('.gt-hint');
        await expect(hint).toHaveAttribute('data-hint-state', 'done');
        if ((await hint.getAttribute('data-hint')) === 'QD') await expect(hint).toContainText('Say Stöck with the');
        else await expect(hint).not.toContainText('Stöck');
      });
    }
    if (!say) {
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).not.toBeChecked();
    }
    const queen = table.locator('.gt-hand button[data-card="QD"]');
    await expect(queen).toHaveAttribute('data-legal', 'true');
    await queen.focus();
    await page.keyboard.press('Enter');
    // The learner is spoken to: "You say Stöck: 20." / "Du sagst Stöck: 20." (the `_you` sentences).
    const line = say ? fill(s['table.ev.stoeck_you'] as string, { points: 20 }) : (s['table.ev.stoeckMissed_you'] as string);
    await expect(table.locator('.gt-commentary__lines')).toContainText(line);
    await expect(table.locator('[data-stoeck-choice]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
