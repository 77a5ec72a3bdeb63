/**
 * Runs a conformance cases file against a game's engine.
 *
 *   npm run conformance -- [--game ID] FILE.json      (without --game: Hindersche)
 *
 * Prints one line per failing case (`ID: what differed; ...`), then `N passed, N failed`.
 * Exit code: 0 all passed, 1 some failed, 2 the file could not be read, is not a cases file, or the game is unknown.
 */
import { readFileSync } from 'node:fs';
import { runCases } from '../src/shared/conformance/runner';
import { gameArg, loadTools, withoutGame } from './game-tools';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const game = gameArg(argv);
  const file = withoutGame(argv)[0];
  if (!file) {
    console.error('usage: npm run conformance -- [--game ID] FILE.json');
    return 2;
  }
  const tools = await loadTools(game);
  if (typeof tools === 'string') {
    console.error(tools);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`cannot read ${file}: ${(e as Error).message}`);
    return 2;
  }
  const result = runCases(text, tools.evaluateCase);
  if (!result.ok) {
    console.error(`${file} is not a cases file: ${result.error.detail}`);
    return 2;
  }
  const { cases, passed, failed } = result.value;
  for (const c of cases) {
    if (!c.passed) console.log(`${c.id}: ${c.diffs.join('; ')}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`conformance run crashed: ${String(e)}`);
    process.exit(2);
  },
);
