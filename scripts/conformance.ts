/**
 * Runs a conformance cases file against a game's engine.
 *
 *   npm run conformance -- [--game ID] FILE.json      (without --game: Hindersche)
 *   npm run conformance -- --all                      every game's public cases, tests/conformance/<game>-cases.json
 *
 * Prints one line per failing case (`ID: what differed; ...`), then `N passed, N failed`; with --all, a line
 * `conformance <game>: N passed, N failed` per game (one process for all games: `npm test` runs it so).
 * Exit code: 0 all passed, 1 some failed, 2 the file could not be read, is not a cases file, or the game is unknown.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCases } from '../src/shared/conformance/runner';
import { gameArg, loadTools, withoutGame } from './game-tools';

const CASES_DIR = 'tests/conformance';

/** Every game's public cases in one process; the worst exit code of the games. */
async function all(): Promise<number> {
  const files = readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('-cases.json'))
    .sort();
  let worst = 0;
  for (const file of files) {
    const game = file.slice(0, -'-cases.json'.length);
    const code = await one(game, join(CASES_DIR, file), `conformance ${game}: `);
    worst = Math.max(worst, code);
  }
  return worst;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--all')) return all();
  const game = gameArg(argv);
  const file = withoutGame(argv)[0];
  if (!file) {
    console.error('usage: npm run conformance -- [--game ID] FILE.json | --all');
    return 2;
  }
  return one(game, file, '');
}

async function one(game: string, file: string, prefix: string): Promise<number> {
  const tools = await loadTools(game);
  if (typeof tools === 'string') {
    console.error(`${prefix}${tools}`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`${prefix}cannot read ${file}: ${(e as Error).message}`);
    return 2;
  }
  const result = runCases(text, tools.evaluateCase);
  if (!result.ok) {
    console.error(`${prefix}${file} is not a cases file: ${result.error.detail}`);
    return 2;
  }
  const { cases, passed, failed } = result.value;
  for (const c of cases) {
    if (!c.passed) console.log(`${prefix}${c.id}: ${c.diffs.join('; ')}`);
  }
  console.log(`${prefix}${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`conformance run crashed: ${String(e)}`);
    process.exit(2);
  },
);
