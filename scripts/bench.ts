/**
 * Benchmarks of one game: `npm run bench -- [--json] [--game ID] [game flags]` (without --game: Hindersche).
 * With --json it prints one JSON object per line, each with `name` and `game`; without, a table.
 * The game's own flags (for example `--deals N`) are passed to its `benchmarks` (src/games/<id>/tools.ts).
 */
import { gameArg, loadTools, withoutGame } from './game-tools';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const game = gameArg(argv);
  const tools = await loadTools(game);
  if (typeof tools === 'string') {
    console.error(tools);
    return 2;
  }
  const json = argv.includes('--json');
  const rows = await tools.benchmarks(withoutGame(argv));
  for (const row of rows) {
    const line = { ...row, game };
    if (json) console.log(JSON.stringify(line));
    else console.log(Object.entries(line as Record<string, unknown>).map(([k, v]) => `${k}=${typeof v === 'number' ? v.toLocaleString('en-US') : String(v)}`).join('  '));
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`bench crashed: ${String(e)}`);
    process.exit(2);
  },
);
