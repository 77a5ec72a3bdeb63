/**
 * Every game's bench has the paired strength lines `bot-strength` (Strong vs Steady) and `coach-vs-steady` (a player
 * following the hint button vs Steady), each saying whether the hero beats Steady beyond the 95% interval. Tiny runs
 * (two deals, a few samples): this checks the lines run and their fields agree, not the figures or the speed.
 */
import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTools } from '../../scripts/game-tools';
import { beats } from '../../src/shared/bench/strength';

const games = readdirSync('src/games', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/games/${d.name}/tools.ts`))
  .map((d) => d.name);

describe('bench strength lines', () => {
  it('covers the six games', () => {
    expect(games.length).toBeGreaterThanOrEqual(6);
  });
  for (const game of games) {
    it(`${game}: bot-strength and coach-vs-steady run and agree with themselves`, async () => {
      const tools = await loadTools(game);
      if (typeof tools === 'string') throw new Error(tools);
      const rows = (await tools.benchmarks(['--only', 'bot-strength,coach-vs-steady', '--deals', '2', '--strong-samples', '6', '--coach-samples', '6', '--bid-samples', '6', '--coach-bid-samples', '6'])) as Record<string, unknown>[];
      expect(rows.map((r) => r.name).sort()).toEqual(['bot-strength', 'coach-vs-steady']);
      for (const r of rows) {
        expect(r.deals).toBe(2);
        for (const k of ['strong', 'steady', 'ci95', 'difference', 'seconds']) expect(Number.isFinite(r[k]), `${String(r.name)}.${k}`).toBe(true);
        expect(r.ci95 as number).toBeGreaterThanOrEqual(0);
        expect(r.difference as number).toBeCloseTo((r.strong as number) - (r.steady as number), 2);
        expect(['higher', 'lower']).toContain(r.better);
        expect(r.beyondInterval).toBe(beats(r as never));
      }
      const coach = rows.find((r) => r.name === 'coach-vs-steady');
      expect(coach?.samples).toBe(6);
      expect(coach?.coachDecisions as number).toBeGreaterThan(0);
      expect(coach?.steadyFallbacks as number).toBeGreaterThanOrEqual(0);
      expect(coach?.steadyFallbacks as number).toBeLessThanOrEqual(coach?.coachDecisions as number);
      // The same deals: the baseline (Steady everywhere) is the same table in both lines.
      expect(coach?.steady).toBe(rows.find((r) => r.name === 'bot-strength')?.steady);
      expect(await tools.benchmarks(['--only', 'coach-vs-steady', '--no-bots'])).toEqual([]);
    }, 60_000);
  }
});
