import { expect, test } from '@playwright/test';
import { COLOUR_RULES, axeViolations } from './axe';
import { LANGUAGES, builtPageUrls, onePerKind } from './site';

/**
 * axe on the built site. Every language shares the same templates, widgets and colours (and the string parity tests
 * make sure every language has every text), and each game's own browser tests scan its pages (course, lessons,
 * drills, play, reference, glossary, variants, sources) in all three languages. So each run checks, in ONE language
 * rotating by day (A11Y_LANG overrides): every page of the platform (home, review, search, the pages outside the
 * language tree, the 404) and one page of each kind of every game (course, a lesson, the drills index, a drill,
 * play, reference, glossary, variants, sources, slate) in the light theme; then the same page switched to the dark
 * theme, which changes colours only, is checked again for contrast (one visit per page, two scans).
 */
// The day the run started (playwright.config.ts fixes it once for all workers, so a run across midnight keeps its tests).
const day = Number(process.env.E2E_DAY ?? Math.floor(Date.now() / 86_400_000));
const LANG = (process.env.A11Y_LANG as (typeof LANGUAGES)[number] | undefined) ?? LANGUAGES[(day + 1) % LANGUAGES.length]!;
const ALL = [...builtPageUrls(), '/no-such-page/'];
const LIGHT = ALL.filter((u) => u.startsWith(`/${LANG}/`) || !LANGUAGES.some((l) => u.startsWith(`/${l}/`)));
const SAMPLE = onePerKind(LIGHT);

/** The sample in groups of six pages, each group one test in one tab (a new tab per page cost more than a scan). */
const GROUPS = Array.from({ length: Math.ceil(SAMPLE.length / 6) }, (_, i) => SAMPLE.slice(i * 6, i * 6 + 6));

test.describe(`axe, light and dark theme (${LANG})`, () => {
  test.use({ colorScheme: 'light' });
  for (const group of GROUPS) {
    test(`${group[0]} … ${group.at(-1)}: no WCAG 2.1 AA violations in either theme`, async ({ page }) => {
      test.setTimeout(20_000 * group.length);
      for (const url of group) {
        await test.step(url, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(url);
          expect.soft(await axeViolations(page), `${url}, light theme`).toEqual([]);
          // The dark theme changes colours only: the same page, switched, is checked for contrast.
          await page.emulateMedia({ colorScheme: 'dark' });
          expect.soft(await axeViolations(page, COLOUR_RULES), `${url}, dark theme`).toEqual([]);
        });
      }
    });
  }
});

test('the axe helper reports what it finds (an image without a text alternative, grey on grey)', async ({ page }) => {
  await page.goto(`/${LANG}/`);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><p>faint</p>');
    // Set through the style object: the policy refuses inline style attributes.
    Object.assign(main.querySelector<HTMLElement>('p:last-child')!.style, { color: '#777', background: '#888' });
  });
  const found = await axeViolations(page);
  expect(found.some((v) => v.startsWith('image-alt:'))).toBe(true);
  expect((await axeViolations(page, COLOUR_RULES)).some((v) => v.startsWith('color-contrast:'))).toBe(true);
});
