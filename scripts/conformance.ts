/**
 * Runs a Hindersche conformance cases file against the engine.
 *
 *   npx tsx scripts/conformance.ts FILE.json      (npm run conformance -- FILE.json)
 *
 * Prints one line per failing case (`ID: what differed; ...`), then `N passed, N failed`.
 * Exit code: 0 all passed, 1 some failed, 2 the file could not be read or is not a cases file.
 */
import { readFileSync } from 'node:fs';
import { runCases } from '../src/games/hindersche/engine/conformance/run';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run conformance -- FILE.json');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`cannot read ${file}: ${(e as Error).message}`);
    return 2;
  }
  const result = await runCases(text);
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
