import { defineConfig, devices } from '@playwright/test';
import { findChromium, NO_BROWSER_MESSAGE } from './tests/e2e/browser';

const executablePath = findChromium();
if (!executablePath) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

const PORT = Number(process.env.E2E_PORT ?? 4329);

// The day a run started, fixed once here and inherited by every worker: tests named after it (the fuzzed addresses)
// must have the same title in each worker even when a run crosses midnight (a CI run did, and Playwright could not
// find 46 tests in the workers started after 00:00 UTC).
process.env.E2E_DAY ??= String(Math.floor(Date.now() / 86_400_000));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers, as on the two-core machines CI runs on (Playwright's own default would be half the cores: one).
  // E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS) > 0 ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // Service workers stay out of every test but tests/e2e/offline.spec.ts, which allows them: a worker would answer
    // page.route() mocks and reloads from its cache and outlive a test's page.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // The tests run against the built site (npm test builds it first, into ASTRO_OUT_DIR or dist/), served as it would
  // be in production by scripts/serve.mjs: unlike `astro preview`, which sends no-cache for everything, it lets the
  // browser keep the hashed /_astro/ files instead of asking again about every script on every page load (15% less
  // time for a page visit in the tests).
  webServer: {
    command: `node scripts/serve.mjs --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/en/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
