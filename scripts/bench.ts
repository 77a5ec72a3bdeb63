/**
 * Benchmarks of one game: `npm run bench -- [--json] [--game ID] [game flags]` (without --game: Hindersche).
 * With --json it prints one JSON object per line, each with `name` and `game`; without, a table.
 * The game's own flags (for example `--deals N`) are passed to its `benchmarks` (src/games/<id>/tools.ts). Every game
 * takes `--only NAME[,NAME]` (just these lines), `--no-bots`, and has the paired strength lines `bot-strength` (Strong
 * vs Steady) and `coach-vs-steady` (a player following the hint button, `--coach-samples N`, vs Steady), each with
 * `beyondInterval` (src/shared/bench/strength.ts); the coach line also counts its decisions (`coachDecisions`) and
 * those where the hint gave no advice and it took Steady's choice (`steadyFallbacks`).
 * E.g. `--only bot-strength,coach-vs-steady --no-search`.
 * Then the site search's speed in a browser on the built site, one line per language (scripts/search-bench.ts):
 * `--search` prints only those, `--no-search` leaves them out.
 * `--hints` prints only the hint button's speed in a browser (scripts/hint-bench.ts): the given game's, or every
 * game's without --game; `--decisions N` sets how many of the learner's decisions are measured per game.
 */
import { gameArg, loadTools, withoutGame } from './game-tools';
import { searchBenchmarks } from './search-bench';
import { HINT_GAMES, hintBenchmarks } from './hint-bench';

function print(line: object, json: boolean): void {
  if (json) console.log(JSON.stringify(line));
  else console.log(Object.entries(line as Record<string, unknown>).map(([k, v]) => `${k}=${typeof v === 'number' ? v.toLocaleString('en-US') : String(v)}`).join('  '));
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const json = argv.includes('--json');
  const searchOnly = argv.includes('--search');
  if (argv.includes('--hints')) {
    const i = argv.indexOf('--game');
    const games = i >= 0 && argv[i + 1] ? [argv[i + 1] as string] : [...HINT_GAMES];
    const d = argv.indexOf('--decisions');
    const decisions = d >= 0 ? Number(argv[d + 1]) || 16 : 16;
    for (const row of await hintBenchmarks(games, decisions)) print(row, json);
    return 0;
  }
  if (!searchOnly) {
    const game = gameArg(argv);
    const tools = await loadTools(game);
    if (typeof tools === 'string') {
      console.error(tools);
      return 2;
    }
    const rows = await tools.benchmarks(withoutGame(argv).filter((a) => a !== '--no-search'));
    for (const row of rows) print({ ...row, game }, json);
  }
  if (!argv.includes('--no-search')) for (const row of await searchBenchmarks()) print(row, json);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`bench crashed: ${String(e)}`);
    process.exit(2);
  },
);
