/**
 * Finds a Chromium to drive: $CHROMIUM_PATH, then the system's, then Playwright's own download. Stops with a message on
 * how to install one if there is none.
 *
 * Debian's headless shell (package chromium-headless-shell, the same engine without the desktop browser around it,
 * which is also what Playwright itself runs for headless tests) comes first: the browser tests take about a third
 * less time in it than in the full browser started headless. Without it, the full browser is used.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = SYSTEM_CANDIDATES.find((p) => existsSync(p));
  if (system) return system;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

export const NO_BROWSER_MESSAGE = [
  'No Chromium browser was found for the browser tests.',
  'Install one of these and run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium chromium-headless-shell',
  '  anywhere else:  npx playwright install chromium',
  'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
].join('\n');
