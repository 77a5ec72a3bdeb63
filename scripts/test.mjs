#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, with one summary line at the end.
 *   1. unit, property and conformance tests (Vitest)
 *   2. type check (astro check)
 *   3. the conformance runner on every game's public cases (tests/conformance/<game>-cases.json)
 *   4. build the site and its search index (npm run build: astro build, then pagefind)
 *   5. JavaScript budgets of the built pages
 *   6. no text repeats a rules source (when ../shared is beside the project)
 *   7. browser tests and accessibility checks (Playwright, Chromium) against the built site
 * Runs every step even after a failure, so one run shows everything that is wrong.
 *
 * Step 1 runs beside steps 2-6 (the type check and the build use one core for most of their time, Vitest the other;
 * on CI's two cores that saves about a minute): its output is held and printed, whole, when it ends. Nothing in the
 * unit tests reads the build, and the build does not read what the unit tests write. The browser tests start once
 * both are done.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'card-school-test-'));
const vitestJson = join(tmp, 'vitest.json');
const playwrightJson = join(tmp, 'playwright.json');
const only = process.argv.slice(2);

let passed = 0;
let failed = 0;
const failures = [];

/**
 * Runs a step and waits for it (the event loop stays free for a step running beside it); with `capture`, its standard
 * output is also kept in `captured` (and still shown).
 */
let captured = '';
function run(name, cmd, args, env = {}, capture = false) {
  if (only.length && !only.includes(name)) return Promise.resolve(null);
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', capture ? 'pipe' : 'inherit', 'inherit'], env: { ...process.env, ...env }, shell: false });
    const out = [];
    if (capture) child.stdout.on('data', (d) => out.push(d));
    child.on('error', (e) => console.error(String(e)));
    child.on('close', (code, signal) => {
      if (capture) {
        captured = Buffer.concat(out).toString('utf8');
        process.stdout.write(captured);
      }
      const ok = code === 0;
      console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${code ?? signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!ok) failures.push(name);
      resolve(ok);
    });
  });
}

/** Starts a step in the background with its output held; resolves to its result (null when not selected). */
function start(name, cmd, args) {
  if (only.length && !only.includes(name)) return Promise.resolve(null);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env, shell: false });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(String(e))));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')} (ran beside the steps above)`);
      process.stdout.write(Buffer.concat(out));
      console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!ok) failures.push(name);
      resolve(ok);
    });
  });
}

/** A step that is one check counts as one test; runners with their own tests add their counts. */
function count(ok) {
  if (ok === null) return;
  if (ok) passed++;
  else failed++;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const unitDone = start('unit', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);

count(await run('check', npx, ['astro', 'check']));
// Every game's cases in one process (one start of tsx instead of one per game); each game counts as one test.
const caseFiles = readdirSync('tests/conformance').filter((f) => f.endsWith('-cases.json')).sort();
const conformance = await run('conformance', npx, ['tsx', 'scripts/conformance.ts', '--all'], {}, true);
if (conformance !== null) {
  for (const file of caseFiles) {
    const game = file.slice(0, -'-cases.json'.length);
    const m = new RegExp(`^conformance ${game}: (\\d+) passed, (\\d+) failed$`, 'm').exec(captured);
    count(Boolean(m && m[2] === '0' && Number(m[1]) > 0));
  }
}
const built = await run('build', npm, ['run', 'build']);
count(built);
count(await run('budgets', process.execPath, ['scripts/check-budgets.mjs']));

const overlapTool = join('..', 'shared', 'tools', 'source-overlap');
if (existsSync(overlapTool)) count(await run('overlap', overlapTool, ['content', 'src', 'public']));
else if (!only.length) console.log('\n=== overlap: skipped (../shared/tools/source-overlap is not beside the project)');

const unit = await unitDone;
if (unit !== null) {
  const report = readJson(vitestJson);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0) failed++;
  } else count(unit);
}

if (built !== false) {
  const e2e = await run('e2e', npx, ['playwright', 'test'], { PLAYWRIGHT_JSON: playwrightJson });
  if (e2e !== null) {
    const report = readJson(playwrightJson);
    if (report?.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      if (report.stats.expected + report.stats.unexpected === 0) failed++;
    } else count(e2e);
  }
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
