/**
 * Every drill page of every game the site builds, on a 375 x 812 phone: the question's first answer control (inside
 * the answer area a widget marks with data-question, not the level picker or the settings) is on the first screen
 * without scrolling, and the exercise comes before the rule-variant panel. The pages are read from the build, so new
 * games' drills are covered as soon as they are published. Also: at 1280 px the header keeps its links on one row.
 */
import { expect, test, type Page } from '@playwright/test';
import { builtPageUrls, LANGUAGES } from './site';

const DRILL = /^\/(\w\w)\/([a-z][a-z0-9-]*)\/drills\/([a-z0-9-]+)\/$/;
const drills = builtPageUrls().filter((u) => DRILL.test(u));
/** One group per game and language, so a failure names them and the groups can run side by side. */
const groups = new Map<string, string[]>();
for (const url of drills) {
  const [, lang, game] = DRILL.exec(url) as RegExpExecArray;
  const key = `${game} (${lang})`;
  groups.set(key, [...(groups.get(key) ?? []), url]);
}

/** Where the first answer control of the page's question is, and whether the exercise precedes the settings. */
async function firstAnswer(page: Page) {
  return page.evaluate(() => {
    const areas = [...document.querySelectorAll('main [data-question]')];
    // The innermost area: a widget may mark its answer controls inside the quiz's question area.
    const area = areas.find((a) => !a.querySelector('[data-question]')) ?? null;
    if (!area) return { found: false as const };
    const controls = [...area.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea, [role="radio"], [role="checkbox"], [role="button"]')];
    const control = controls.find((c) => {
      const r = c.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(c).visibility !== 'hidden';
    });
    if (!control) return { found: false as const };
    const r = control.getBoundingClientRect();
    const settings = document.querySelector('main .rules-panel');
    const settingsAfter = !settings || !!(area.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING);
    return { found: true as const, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, label: (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40), settingsAfter };
  });
}

test.describe('drills on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the site builds drill pages to check', () => {
    expect(drills.length).toBeGreaterThan(0);
  });

  for (const [name, urls] of groups) {
    test(`every drill of ${name} shows its first answer control on the first screen, before the settings`, async ({ page }) => {
      test.setTimeout(15_000 + urls.length * 5_000);
      for (const url of urls) {
        await page.goto(url);
        // Islands render their first question on the server; wait until the widget runs before measuring.
        await page.locator('main [data-question]').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
        await expect(page.locator('main [data-ready="false"]')).toHaveCount(0);
        const a = await firstAnswer(page);
        expect.soft(a.found, `${url}: no answer control inside [data-question]`).toBe(true);
        if (!a.found) continue;
        expect.soft(a.bottom, `${url}: first answer control "${a.label}" ends at ${Math.round(a.bottom)} px`).toBeLessThanOrEqual(812);
        expect.soft(a.settingsAfter, `${url}: the rule-variant panel comes before the exercise`).toBe(true);
      }
    });
  }
});

test.describe('the header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps every navigation link on one row in every language', async ({ page }) => {
    test.setTimeout(120_000);
    const pages = builtPageUrls().filter((u) => /^\/\w\w\/[a-z-]+\/(drills\/|slate\/)?$/.test(u) && !/\/(search|review)\/$/.test(u));
    const langs = new Set(LANGUAGES);
    for (const url of pages.filter((u) => langs.has(u.slice(1, 3) as (typeof LANGUAGES)[number]))) {
      await page.goto(url);
      const tops = await page.locator('header .site-nav > *').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect.soft(new Set(tops).size, `${url}: the header's links sit on ${new Set(tops).size} rows`).toBe(1);
    }
  });
});
