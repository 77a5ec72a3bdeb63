/**
 * Loads a game's command-line tools (`src/games/<id>/tools.ts`: `evaluateCase` for the conformance runner,
 * `benchmarks` for the bench) by the game's id. The id must be a registered game folder name.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Evaluator } from '../src/shared/conformance/runner';

export interface GameTools {
  evaluateCase: Evaluator;
  /** Runs the game's benchmarks and returns one plain object per line (each with at least a `name`). */
  benchmarks: (argv: readonly string[]) => Promise<object[]> | object[];
}

/** The value after `--game`, or the default game. */
export function gameArg(argv: readonly string[], fallback = 'hindersche'): string {
  const i = argv.indexOf('--game');
  return i >= 0 ? (argv[i + 1] ?? '') : fallback;
}

/** argv without `--game <id>`. */
export function withoutGame(argv: readonly string[]): string[] {
  const out = [...argv];
  const i = out.indexOf('--game');
  if (i >= 0) out.splice(i, 2);
  return out;
}

export async function loadTools(id: string): Promise<GameTools | string> {
  if (!/^[a-z][a-z0-9-]*$/.test(id)) return `not a game id: ${JSON.stringify(id)}`;
  const file = fileURLToPath(new URL(`../src/games/${id}/tools.ts`, import.meta.url));
  if (!existsSync(file)) return `no game "${id}" (src/games/${id}/tools.ts is missing)`;
  const m = (await import(`../src/games/${id}/tools.ts`)) as Partial<GameTools>;
  if (typeof m.evaluateCase !== 'function' || typeof m.benchmarks !== 'function') return `src/games/${id}/tools.ts must export evaluateCase and benchmarks`;
  return m as GameTools;
}
