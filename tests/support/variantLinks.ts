/**
 * The variants page's "try it" links lead where the reading matters (src/components/reference/variants.ts `tryAt`):
 * - a reading sent to a drill changes that drill at the linked level: a question it asks (the same seed gives another
 *   position), the right answer to one, or the verdict on an answer (the right one under the defaults, or one of the
 *   game's `probes`, such as passing);
 * - a reading with no `tryAt` (the drills index) changes some drill at some level in the same way;
 * - a reading sent to the table changes no drill's right answer to any question, since only a whole game shows it.
 * A game's test hands over its drills, its variants, its `TRY_AT` and its rules maker.
 */
import { describe, expect, it } from 'vitest';
import type { Drill } from '../../src/shared/quiz/quizMachine';
import type { TryAt } from '../../src/components/reference/variants';
import type { RuleValue } from '../../src/shared/game';
import type { RuleSet } from '../../src/shared/settings/rulesSetting';

type AnyDrill<R extends RuleSet> = Drill<any, any, any, R>;

export function describeVariantLinks<R extends RuleSet, K extends string>(game: {
  name: string;
  drills: readonly AnyDrill<R>[];
  variants: readonly { key: K; options: readonly { value: RuleValue; isDefault: boolean }[] }[];
  tryAt: Partial<Record<K, TryAt>>;
  /** The rule set with the given options changed from the defaults. */
  rules: (changed: Readonly<Record<string, RuleValue>>) => R;
  seeds?: number;
  /** Questions per drill and level for a table reading, which every drill and level must leave alone (default 15). */
  tableSeeds?: number;
  /** Further answers to judge under both rule sets, for a drill whose answers the reading judges differently. */
  probes?: (drill: AnyDrill<R>, question: unknown) => unknown[];
}) {
  const seeds = game.seeds ?? 60;
  const levels = (d: AnyDrill<R>) => Array.from({ length: d.levels }, (_, i) => i + 1);
  /** The drill's questions and right answers under a rule set, made once per seed (several readings share a base). */
  const memo = new Map<string, { q: unknown; right: unknown }>();
  const made = (drill: AnyDrill<R>, level: number, seed: number, rules: R) => {
    const key = `${drill.id}|${level}|${seed}|${JSON.stringify(rules)}`;
    let m = memo.get(key);
    if (!m) {
      const q = drill.generate(seed, level, rules);
      m = { q, right: drill.solve(q, rules) };
      memo.set(key, m);
    }
    return m;
  };
  /** Some question whose right answer differs under `other`; with `asked`, also a question or a verdict that differs. */
  const changes = (drill: AnyDrill<R>, level: number, base: R, other: R, asked = true) => {
    // A table reading is checked on fewer questions: every drill and level is asked, and none may change.
    for (let seed = 1; seed <= (asked ? seeds : Math.min(seeds, game.tableSeeds ?? 15)); seed++) {
      const { q, right: rightOther } = made(drill, level, seed, other);
      if (asked && JSON.stringify(q) !== JSON.stringify(made(drill, level, seed, base).q)) return true;
      const right = drill.solve(q, base);
      if (JSON.stringify(rightOther) !== JSON.stringify(right)) return true;
      if (!asked) continue;
      for (const answer of [right, ...(game.probes?.(drill, q) ?? [])]) if (JSON.stringify(drill.judge(q, answer, other)) !== JSON.stringify(drill.judge(q, answer, base))) return true;
    }
    return false;
  };
  const readings = game.variants.flatMap((v) => v.options.filter((o) => !o.isDefault).map((o) => ({ key: v.key, value: o.value })));

  describe(`${game.name}: variant links lead where the reading matters`, () => {
    for (const { key, value } of readings) {
      const at = game.tryAt[key];
      // The link switches on what the reading needs (`with`) as well: the reading is measured against that alone.
      const base = game.rules({ ...(at?.with ?? {}) });
      const other = game.rules({ ...(at?.with ?? {}), [key]: value });
      const name = `${key}-${String(value)}`;
      if (at === null) continue;
      if (at?.page === 'play') {
        it(`${name} changes no drill's answer, so it leads to the table`, () => {
          for (const drill of game.drills) for (const level of levels(drill)) expect(changes(drill, level, base, other, false), `${drill.id} level ${level}`).toBe(false);
        });
      } else if (at?.drill) {
        it(`${name} changes a question or an answer of ${at.drill}${at.level ? ` at level ${at.level}` : ''}`, () => {
          const drill = game.drills.find((d) => d.id === at.drill);
          expect(drill, at.drill).toBeDefined();
          expect((at.level ? [at.level] : levels(drill!)).some((level) => changes(drill!, level, base, other))).toBe(true);
        });
      } else {
        it(`${name} changes a question or an answer of some drill (its link opens the drills index)`, () => {
          expect(game.drills.some((drill) => levels(drill).some((level) => changes(drill, level, base, other)))).toBe(true);
        });
      }
    }
  });
}
