/**
 * Every drill and play page of every game, fed malformed query values: no page error, no blank widget, no script
 * run and no markup echoed from the address. One language per run, rotating by day (FUZZ_LANG overrides), and a
 * seeded choice of values per page (FUZZ_SEED overrides; a failure names the address to replay).
 */
import { expect, test } from '@playwright/test';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { LANGUAGES, languagePages } from './site';

// The day the run started (playwright.config.ts fixes it once for all workers).
const day = Number(process.env.E2E_DAY ?? Math.floor(Date.now() / 86_400_000));
const LANG = (process.env.FUZZ_LANG as (typeof LANGUAGES)[number] | undefined) ?? LANGUAGES[day % LANGUAGES.length]!;
const SEED = Number(process.env.FUZZ_SEED ?? day);

/** Values no page should take at face value. */
const BAD = [
  '',
  '-1',
  '1e9',
  '2147483648',
  '99999999999999999999',
  '0x1F',
  '1.5',
  'NaN',
  ' 7',
  '%00',
  '%E2%9C%93%F0%9F%83%8F',
  '__proto__',
  'constructor',
  '%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E',
  '%22%3E%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
  'javascript:alert(1)',
  'x'.repeat(5000),
  'VP01-Z',
  'VP22-99,VP22-1',
  'a,b,c,,,',
];
/** The query parameters pages read, and one they do not. */
const PARAMS = ['seed', 'level', 'rules', 'players', 'unknown'];

const pages = languagePages().filter((u) => u.startsWith(`/${LANG}/`) && /\/(drills\/[^/]+|play)\/$/.test(u));

/** The pages in one group per game (a new tab per page cost more than its two visits), each page its own step. */
const byGame = new Map<string, { n: number; url: string }[]>();
for (const [n, url] of pages.entries()) {
  const game = url.split('/')[2]!;
  byGame.set(game, [...(byGame.get(game) ?? []), { n, url }]);
}

test.describe(`fuzzed addresses (${LANG}, seed ${SEED})`, () => {
  for (const [game, list] of byGame) {
    test(`${game}: ${list.length} drill and play pages survive malformed query values`, async ({ page }) => {
      test.setTimeout(30_000 + list.length * 15_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('dialog', (d) => {
        errors.push(`dialog: ${d.message()}`);
        void d.dismiss();
      });
      for (const { n, url } of list) {
        await test.step(url, async () => {
          let rng = xoroshiro128plus(SEED * 1000 + n);
          const pick = (max: number) => {
            const [v, next] = [uniformInt(rng, 0, max - 1), rng];
            rng = next;
            return v;
          };
          // Two addresses per page and run, each with about two thirds of the parameters (the values change every day).
          for (let round = 0; round < 2; round++) {
            const query = PARAMS.filter(() => pick(3) > 0)
              .map((p) => `${p}=${BAD[pick(BAD.length)]}`)
              .join('&');
            const address = `${url}?${query || `seed=${BAD[pick(BAD.length)]}`}`;
            const response = await page.goto(address);
            expect(response?.status(), address).toBe(200);
            const widget = page.locator('main [data-widget]').first();
            await expect(widget, address).toBeVisible();
            // The island is running (a drill's quiz or the game table says it is ready) and shows something.
            await expect(page.locator('main [data-ready="true"]').first(), address).toBeVisible();
            expect((await widget.innerText()).trim().length, `blank widget at ${address}`).toBeGreaterThan(20);
            const hostile = await page.evaluate(() => ({
              pwned: (window as unknown as { __pwned?: number }).__pwned ?? 0,
              injected:
                document.querySelectorAll('img[src="x"]').length + [...document.querySelectorAll('script')].filter((el) => el.textContent?.includes('__pwned')).length,
            }));
            expect(hostile, address).toEqual({ pwned: 0, injected: 0 });
            expect(errors, address).toEqual([]);
          }
        });
      }
    });
  }
});
