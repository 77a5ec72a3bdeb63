/**
 * A costly drill's first question travels from the server to the browser as JSON (src/shared/quiz/primed.ts): for
 * every drill marked `costly`, a question read back from JSON must be the very question, and be judged the same.
 */
import { describe, expect, it } from 'vitest';
import { defaultRules } from '../../src/shared/settings/rulesSetting';
import type { Drill } from '../../src/shared/quiz/quizMachine';

const modules = import.meta.glob('../../src/games/*/machines/drills/*.ts', { eager: true });
const costly: Drill[] = [];
for (const [path, mod] of Object.entries(modules)) {
  if (path.includes('.test.')) continue;
  for (const v of Object.values(mod as Record<string, unknown>)) {
    const d = v as Drill;
    if (d && typeof d === 'object' && typeof d.generate === 'function' && d.ruleSpec && d.costly) costly.push(d);
  }
}

describe('costly drills survive the trip through JSON', () => {
  it('there are some', () => expect(costly.length).toBeGreaterThanOrEqual(6));
  for (const d of costly) {
    it(`${d.ruleSpec.game} ${d.id}`, () => {
      const rules = defaultRules(d.ruleSpec);
      for (let level = 1; level <= d.levels; level++) {
        for (const seed of [1, 4242, 99991]) {
          const q = d.generate(seed, level, rules);
          const back = JSON.parse(JSON.stringify(q));
          expect(back).toStrictEqual(q);
          const answer = d.solve(q, rules);
          expect(d.judge(back, answer, rules)).toStrictEqual(d.judge(q, answer, rules));
        }
      }
    });
  }
});
