import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPageUrls } from './site';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * Every built page in the light theme. The dark theme changes colours only, and every language shares the same
 * templates and colours, so it is checked on every page of one language (plus the pages outside the language tree).
 */
const ALL = [...builtPageUrls(), '/no-such-page/'];
const DARK = ALL.filter((u) => !/^\/(de|sv)\//.test(u));

for (const [scheme, urls] of [
  ['light', ALL],
  ['dark', DARK],
] as const) {
  test.describe(`axe, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const url of urls) {
      test(`${url} has no WCAG 2.1 AA violations`, async ({ page }) => {
        await page.goto(url);
        const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
