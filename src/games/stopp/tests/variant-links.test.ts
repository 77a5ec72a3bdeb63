/**
 * The variants page's "try it" links lead where the reading matters: every reading sent to a drill (or to the
 * drills index) changes a drill's answer for some question at the linked level, and every reading sent to the table
 * changes no drill's answer (only a whole game shows it).
 */
import { describe, expect, it } from 'vitest';
import type { Drill } from '../../../shared/quiz/quizMachine';
import { DEFAULT_RULES, makeRules, type Rules } from '../engine/rules';
import { beatDrill } from '../machines/drills/beat';
import { boardDrill } from '../machines/drills/board';
import { outDrill } from '../machines/drills/out';
import { pileDrill } from '../machines/drills/pile';
import { TRY_AT, VARIANTS } from '../variants';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DRILLS: Record<string, Drill<any, any, any, Rules>> = { 'beat-or-stopp': beatDrill, 'capital-board': boardDrill, 'going-out': outDrill, 'pile-tracker': pileDrill };
const SEEDS = 60;

/** Some question of the drill at `level` (generated under `other`) whose right answer differs under the default. */
function changes(drill: Drill<unknown, unknown, unknown, Rules>, level: number, other: Rules): boolean {
  for (let seed = 1; seed <= SEEDS; seed++) {
    const q = drill.generate(seed, level, other);
    if (JSON.stringify(drill.solve(q, other)) !== JSON.stringify(drill.solve(q, DEFAULT_RULES))) return true;
  }
  return false;
}

const otherReadings = VARIANTS.flatMap((v) => v.options.filter((o) => !o.isDefault).map((o) => ({ key: v.key, value: o.value })));

describe('Stopp variant links', () => {
  for (const { key, value } of otherReadings) {
    const at = TRY_AT[key];
    const r = makeRules({ [key]: value });
    if (!r.ok) throw new Error(`${key}-${String(value)}`);
    if (at?.drill) {
      it(`${key}-${String(value)} changes the answers of ${at.drill}${at.level ? ` at level ${at.level}` : ''}`, () => {
        const drill = DRILLS[at.drill!]!;
        const levels = at.level ? [at.level] : Array.from({ length: drill.levels }, (_, i) => i + 1);
        expect(levels.some((level) => changes(drill, level, r.value))).toBe(true);
      });
    } else if (!at) {
      it(`${key}-${String(value)} changes the answers of some drill (its link opens the drills index)`, () => {
        expect(Object.values(DRILLS).some((drill) => Array.from({ length: drill.levels }, (_, i) => i + 1).some((level) => changes(drill, level, r.value)))).toBe(true);
      });
    } else if (at.page === 'play') {
      it(`${key}-${String(value)} changes no drill's answer, so it leads to the table`, () => {
        for (const [id, drill] of Object.entries(DRILLS)) for (let level = 1; level <= drill.levels; level++) expect(changes(drill, level, r.value), `${id} level ${level}`).toBe(false);
      });
    }
  }
});
