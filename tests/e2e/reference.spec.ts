/**
 * The reference pages: the rules at a glance (tables against the engine, the flow diagram against the machine, print),
 * the glossary (an anchor for every term), the variants page (every variant point, working drills links) and the
 * sources page. Console errors, metadata, 320 px and axe are checked for every built page in site.spec.ts and
 * a11y.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { printedA4Pages } from './print';
import { PACK, cardPoints, suitRanking, trumpRanking, type Card } from '../../src/games/hindersche/engine';
import { GLOSSARY } from '../../src/games/hindersche/glossary';
import { flowGraph } from '../../src/games/hindersche/machines/gameFlow';
import { VARIANTS } from '../../src/games/hindersche/variants';
import { EXAMPLE_TRUMP } from '../../src/games/hindersche/reference/referenceData';
import { LANGUAGES } from './site';

const trump = EXAMPLE_TRUMP;

for (const lang of LANGUAGES) {
  test.describe(`${lang}: rules at a glance`, () => {
    test('the ranking table is the engine’s ranking, with the engine’s points', async ({ page }) => {
      await page.goto(`/${lang}/hindersche/reference/`);
      const table = page.locator('[data-ranking]');
      await expect(table).toHaveAttribute('data-trump', trump);
      const rows = table.locator('tr[data-group]');
      await expect(rows).toHaveCount(4);
      const expected: { group: string; suit: string; cards: Card[] }[] = [
        { group: 'trump', suit: trump, cards: trumpRanking(trump) },
        ...(['C', 'H', 'D'] as const).map((suit) => ({ group: suit === 'C' ? 'partner' : 'plain', suit, cards: suitRanking(suit, trump) })),
      ];
      for (const [i, want] of expected.entries()) {
        const row = rows.nth(i);
        await expect(row).toHaveAttribute('data-group', want.group);
        await expect(row).toHaveAttribute('data-suit', want.suit);
        const cells = row.locator('li[data-card]');
        expect(await cells.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(want.cards);
        expect(await cells.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-points'))))).toEqual(
          want.cards.map((c) => cardPoints(c, trump)),
        );
        // The number a reader sees is the same.
        expect(await cells.locator('.ref-pts').allTextContents()).toEqual(want.cards.map((c) => String(cardPoints(c, trump))));
      }
      // Every card of the pack appears exactly once.
      const all = await table.locator('li[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      expect([...all].sort()).toEqual([...PACK].sort());
    });

    test('the points table agrees with the engine and adds up to 140', async ({ page }) => {
      await page.goto(`/${lang}/hindersche/reference/`);
      const rows = page.locator('[data-points-table] tbody tr');
      await expect(rows).toHaveCount(7);
      const seen: string[] = [];
      for (const row of await rows.all()) {
        const points = Number(await row.getAttribute('data-points'));
        const cards = ((await row.getAttribute('data-cards')) ?? '').split(' ') as Card[];
        for (const c of cards) expect(cardPoints(c, trump), c).toBe(points);
        await expect(row.locator('td')).toHaveText(String(points));
        seen.push(...cards);
      }
      expect(seen.sort()).toEqual([...PACK].sort());
      await expect(page.locator('[data-points-table] [data-total]')).toHaveText(String(PACK.reduce((n, c) => n + cardPoints(c, trump), 0)));
      await expect(page.locator('[data-points-table] [data-total]')).toHaveText('140');
    });

    test('the flow diagram shows the machine’s states and transitions, with a list in words', async ({ page }) => {
      await page.goto(`/${lang}/hindersche/reference/`);
      const graph = flowGraph();
      const svg = page.locator('[data-flow] svg');
      await expect(svg).toHaveAttribute('role', 'img');
      await expect(svg).toHaveAccessibleName(/\S/);
      expect(await svg.locator('[data-flow-state]').evaluateAll((els) => els.map((e) => e.getAttribute('data-flow-state')))).toEqual(
        graph.states.map((s) => s.id),
      );
      expect(await svg.locator('[data-flow-edge]').evaluateAll((els) => els.map((e) => e.getAttribute('data-flow-edge')))).toEqual(
        graph.transitions.map((t) => `${t.source}->${t.target}`),
      );
      const items = page.locator('[data-flow] ol > li[data-flow-item]');
      await expect(items).toHaveCount(graph.states.length);
      const listed = await page.locator('[data-flow] ol > li ul > li').count();
      expect(listed).toBe(graph.transitions.length);
      // Labels are translated: no i18n key shows through.
      expect(await page.locator('[data-flow]').innerText()).not.toMatch(/flow\.(state|guard|event|otherwise)/);
    });

    test('the settlement example is the engine’s', async ({ page }) => {
      await page.goto(`/${lang}/hindersche/reference/`);
      const text = (await page.locator('[data-settlement-example]').innerText()).replace(/\s/g, ' ');
      // Frame marks 3, 1, 0, 0 at 5: -40, 0, +20, +20.
      expect(text).toMatch(/[−-]\s?€?\s?40/);
      expect(text).toMatch(/\+\s?€?\s?20/);
    });

    test('printing hides navigation, search and buttons and fits two A4 pages', async ({ page }) => {
      await page.goto(`/${lang}/hindersche/reference/`);
      await expect(page.locator('header.site-header')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      for (const selector of ['header.site-header', 'nav', 'footer.site-footer', 'form[role="search"]', '.skip-link']) {
        const all = page.locator(selector);
        for (const el of await all.all()) await expect(el, selector).toBeHidden();
      }
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[data-ranking]')).toBeVisible();
      await expect(page.locator('[data-flow] svg')).toBeVisible();
      const pages = await printedA4Pages(page);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  });

  test(`${lang}: the glossary has an anchor, a meaning and both names for every term`, async ({ page }) => {
    await page.goto(`/${lang}/hindersche/glossary/`);
    const entries = page.locator('[data-term]');
    await expect(entries).toHaveCount(GLOSSARY.length);
    for (const term of GLOSSARY) {
      const heading = page.locator(`[id="${term.id}"]`);
      await expect(heading, term.id).toHaveCount(1);
      await expect(heading).not.toHaveText(/glossary\./);
      const entry = page.locator(`[data-term="${term.id}"]`);
      await expect(entry.locator('.glossary__meaning')).not.toHaveText(/^$|glossary\./);
      await expect(entry.locator('[lang="de"]')).toHaveText(term.german);
      await expect(entry.locator('[lang="sv"]')).toHaveText(term.swedish);
    }
    // A lesson's link to a term lands on it.
    await page.goto(`/${lang}/hindersche/glossary/#butzen`);
    await expect(page.locator(':target')).toHaveAttribute('id', 'butzen');
    await expect(page.locator('#butzen')).toBeInViewport();
  });

  test(`${lang}: the variants page lists every variant point with its sources and drills links`, async ({ page }) => {
    await page.goto(`/${lang}/hindersche/variants/`);
    const sections = page.locator('[data-vp]');
    await expect(sections).toHaveCount(24);
    for (let n = 1; n <= 24; n++) {
      const vp = `VP${String(n).padStart(2, '0')}`;
      const heading = page.locator(`h2[id="${vp.toLowerCase()}"]`);
      await expect(heading, vp).toHaveCount(1);
      await expect(heading).toContainText(vp);
      const section = page.locator(`[data-vp="${vp}"]`);
      expect(await section.locator('[data-source]').count(), vp).toBeGreaterThan(0);
      await expect(section.locator('.vp__why')).not.toHaveText(/variants\./);
    }
    for (const v of VARIANTS) {
      const section = page.locator(`[data-vp="${v.key}"]`);
      // The default reading is marked as ours.
      const def = v.options.find((o) => o.isDefault);
      if (v.key !== 'VP22') {
        await expect(section.locator('[data-default]'), v.key).toHaveCount(1);
        await expect(section.locator('[data-default]')).toHaveAttribute('data-source', def?.source ?? '');
        const hrefs = await section.locator('a[data-drills-link]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
        expect(hrefs, v.key).toEqual(
          v.options.filter((o) => !o.isDefault).map((o) => `/${lang}/hindersche/drills/?rules=${v.key}-${o.value}`),
        );
      }
    }
  });
}

test.describe('the variants page’s drills links', () => {
  // Each language's test above checks every link's address; here every address is opened (one tab), and the drills'
  // rule panel opens with that reading chosen. Clicking a link is tested in German and Swedish below.
  test('every link opens the drills with the other reading chosen', async ({ page }) => {
    for (const v of VARIANTS.filter((x) => x.key !== 'VP22')) {
      const other = v.options.find((o) => !o.isDefault);
      await test.step(v.key, async () => {
        await page.goto(`/en/hindersche/drills/?rules=${v.key}-${other?.value}`);
        const panel = page.locator('[data-widget="rules-panel"]');
        await expect.soft(panel, v.key).toHaveAttribute('open', '');
        await expect.soft(panel.locator(`fieldset[data-vp="${v.key}"] input[value="${other?.value}"]`), v.key).toBeChecked();
        await page.evaluate(() => localStorage.clear());
      });
    }
  });
  for (const lang of ['de', 'sv'] as const) {
    test(`${lang}: a drills link works in the language of the page`, async ({ page }) => {
      await page.goto(`/${lang}/hindersche/variants/#vp13`);
      await page.locator('[data-vp="VP13"] a[data-drills-link]').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/hindersche/drills/\\?rules=VP13-B$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('[data-widget="rules-panel"] fieldset[data-vp="VP13"] input[value="B"]')).toBeChecked();
    });
  }
});

for (const lang of LANGUAGES) {
  test(`${lang}: the sources page credits every source and explains the reconciliation`, async ({ page }) => {
    await page.goto(`/${lang}/hindersche/sources/`);
    const text = await page.locator('main').innerText();
    for (const name of ['Paul Eaton', 'John McLeod', 'pagat.com', 'Uwe Schoch', 'Wikipedia']) expect(text).toContain(name);
    await expect(page.locator('[data-source]')).toHaveCount(4);
    await expect(page.locator('main a[href="https://www.pagat.com/reunion/hindersche.html"]')).toHaveCount(1);
    await expect(page.locator(`main a[href="/${lang}/hindersche/variants/"]`)).toHaveCount(1);
  });

  test(`${lang}: the header and footer lead to the reference pages`, async ({ page }) => {
    await page.goto(`/${lang}/hindersche/`);
    await page.locator('header .site-nav a[href$="/hindersche/reference/"]').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/hindersche/reference/$`));
    await expect(page.locator('header .site-nav a[aria-current="page"]')).toHaveAttribute('href', `/${lang}/hindersche/reference/`);
    for (const target of ['reference', 'glossary', 'variants', 'sources']) {
      await expect(page.locator(`footer a[href="/${lang}/hindersche/${target}/"]`)).toHaveCount(1);
    }
  });
}
