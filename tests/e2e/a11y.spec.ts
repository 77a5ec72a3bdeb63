import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPageUrls } from './site';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const url of [...builtPageUrls(), '/no-such-page/']) {
      test(`${url} has no WCAG 2.1 AA violations`, async ({ page }) => {
        await page.goto(url);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
