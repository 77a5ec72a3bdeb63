/**
 * Every drill: the same seed gives the same question, each level gives the positions it promises, the shown answer
 * is judged right, a changed answer is judged wrong, and every question is one the engine accepts.
 */
import { describe, expect, it } from 'vitest';
import type { Drill, Verdict } from '../../../shared/quiz/quizMachine';
import type { Card } from '../../../shared/cards/model';
import { DEFAULT_RULES } from '../engine/rules';
import { legalPlays } from '../engine/play';
import { declarationUnchecked } from '../engine/weis';
import { RARE } from '../positions/legal';
import type { DrillRules } from '../machines/drills/rules';
import { rankingDrill } from '../machines/drills/ranking';
import { translateDrill, choices } from '../machines/drills/translate';
import { trickDrill } from '../machines/drills/trick';
import { legalDrill } from '../machines/drills/legal';
import { weisBuildDrill, weisCompareDrill } from '../machines/drills/weis';
import { strokeDrill, netChoices } from '../machines/drills/scoring';
import { rotationDrill } from '../machines/drills/rotation';
import { DRILLS } from '../machines/drills';
import { WIDGETS } from '../widgets/registry';

const RULES = DEFAULT_RULES as DrillRules;
const VARIANT_RULES = [RULES, { ...RULES, threshold: 21, target: 9, strokesAtFour: 3, extraPerNull: true, suitNames: 'common' }, { ...RULES, multiplier: true, heldStroke: true }] as DrillRules[];

const all: Drill<unknown, unknown, Verdict, DrillRules>[] = [rankingDrill, translateDrill, trickDrill, legalDrill, weisBuildDrill, weisCompareDrill, strokeDrill, rotationDrill] as never;

describe('drills', () => {
  it('are the registered widgets, one drill each', () => {
    expect(Object.keys(DRILLS).sort()).toEqual(WIDGETS.map((w) => w.id).sort());
    for (const d of all) expect(DRILLS[d.id]).toBe(d);
  });

  for (const drill of all) {
    it(`${drill.id}: deterministic, shown answer right, question accepted`, () => {
      for (let seed = 1; seed <= 25; seed++) {
        for (let level = 1; level <= drill.levels; level++) {
          const rules = VARIANT_RULES[seed % VARIANT_RULES.length] as DrillRules;
          const q = drill.generate(seed, level, rules);
          expect(drill.generate(seed, level, rules)).toEqual(q);
          const a = drill.solve(q, rules);
          expect(drill.judge(q, a, rules).correct, `${drill.id} seed ${seed} level ${level}`).toBe(true);
          expect(drill.judge(q, null, rules).correct).toBe(false);
        }
      }
    });
  }
});

describe('levels bring the promised positions', () => {
  it('ranking: plain pair, trump pair, mixed', () => {
    for (let seed = 1; seed < 40; seed++) {
      const q1 = rankingDrill.generate(seed, 1, RULES);
      expect(q1.a[1]).toBe(q1.b[1]);
      expect(q1.a[1]).not.toBe(q1.trump);
      const q2 = rankingDrill.generate(seed, 2, RULES);
      expect([q2.a[1], q2.b[1]]).toEqual([q2.trump, q2.trump]);
      const q3 = rankingDrill.generate(seed, 3, RULES);
      expect([q3.a[1], q3.b[1]]).toContain(q3.trump);
      expect(rankingDrill.judge(q1, q1.a, RULES).correct).not.toBe(rankingDrill.judge(q1, q1.b, RULES).correct);
    }
  });

  it('translator: four distinct choices with the card among them', () => {
    for (let seed = 1; seed < 40; seed++)
      for (const level of [1, 2, 3]) {
        const q = translateDrill.generate(seed, level, RULES);
        const c = choices(q);
        expect(c).toHaveLength(4);
        expect(c).toContain(q.card);
        expect(c.filter((x) => translateDrill.judge(q, x, RULES).correct)).toHaveLength(1);
      }
  });

  it('trick winner: plain tricks, trumped tricks, the last trick with its 5', () => {
    for (let seed = 1; seed < 30; seed++) {
      const q1 = trickDrill.generate(seed, 1, RULES);
      expect(q1.plays.some((p) => p.card[1] === q1.trump)).toBe(false);
      const q2 = trickDrill.generate(seed, 2, RULES);
      expect(q2.plays.some((p) => p.card[1] === q2.trump)).toBe(true);
      const q3 = trickDrill.generate(seed, 3, RULES);
      expect(q3.number).toBe(9);
      const right = trickDrill.solve(q3, RULES);
      expect(trickDrill.judge(q3, { ...right, points: right.points - 5 }, RULES).correct).toBe(false);
    }
  });

  it('legal play: level 3 always shows a rare case, and every position is a real turn', () => {
    for (let seed = 1; seed < 30; seed++) {
      const q = legalDrill.generate(seed, 3, RULES);
      const v = legalPlays(q.hand, q.trick.map((p) => p.card), q.trump);
      expect(v.ok).toBe(true);
      if (v.ok) expect(v.value.some((x) => RARE.includes(x.reason.code))).toBe(true);
      const q1 = legalDrill.generate(seed, 1, RULES);
      const right = legalDrill.solve(q1, RULES);
      expect(legalDrill.judge(q1, q1.hand, RULES).correct).toBe(right.length === q1.hand.length);
    }
  });

  it('Weis builder: one combination, several apart, a choice between combinations that share a card', () => {
    let trap = 0;
    for (let seed = 1; seed < 40; seed++) {
      expect(declarationUnchecked(weisBuildDrill.generate(seed, 1, RULES).hand, 'H').combos.length).toBeGreaterThanOrEqual(1);
      const q2 = weisBuildDrill.generate(seed, 2, RULES);
      expect(declarationUnchecked(q2.hand, q2.trump).combos.length).toBeGreaterThanOrEqual(2);
      const q = weisBuildDrill.generate(seed, 3, RULES);
      const d = declarationUnchecked(q.hand, q.trump);
      expect(['weis.highest-total', 'weis.stronger-best-combo']).toContain(d.reason.code);
      if ((['J', '9', 'A'] as const).every((r) => q.hand.includes(`${r}${q.trump}` as Card))) trap++;
      // The solution is the declaration's combinations; leaving one out or building a worse split is wrong.
      const right = weisBuildDrill.solve(q, RULES);
      expect(weisBuildDrill.judge(q, [...right].reverse(), RULES).correct).toBe(true);
      expect(weisBuildDrill.judge(q, right.slice(1), RULES).judgement?.code).toBe('build.incomplete');
      const r = d.reason as { rejected: { total: number; combos: { cards: Card[] }[] }[] };
      const worse = r.rejected.find((o) => o.total < d.total);
      if (worse) expect(weisBuildDrill.judge(q, worse.combos.map((c) => c.cards), RULES).judgement?.code).toBe('build.better-split');
    }
    // The trump-order trap comes on demand at level 3, now and then.
    expect(trap).toBeGreaterThan(0);
  });

  it('Weis comparison: the deciding step matches the level', () => {
    const whys = { 1: ['weis.higher-value'], 2: ['weis.more-cards', 'weis.higher-top'], 3: ['weis.trump-run', 'weis.seat-order'] } as Record<number, string[]>;
    for (let seed = 1; seed < 20; seed++)
      for (const level of [1, 2, 3]) {
        const q = weisCompareDrill.generate(seed, level, RULES);
        const v = weisCompareDrill.judge(q, -1, RULES);
        expect(new Set(q.hands.flat()).size).toBe(36);
        expect(v.comparison.losers.some((l) => whys[level]!.includes(l.why)), `seed ${seed} level ${level}`).toBe(true);
      }
  });

  it('strokes: every answer is among the choices; level 2 has passers, level 3 ties or two players', () => {
    for (let seed = 1; seed < 40; seed++) {
      for (const rules of VARIANT_RULES) {
        for (const level of [1, 2, 3]) {
          const q = strokeDrill.generate(seed, level, rules);
          const right = strokeDrill.solve(q, rules);
          for (const n of Object.values(right)) expect(netChoices(q, rules)).toContain(n);
          if (level === 2) expect(q.seats.some((s) => !s.active)).toBe(true);
        }
      }
    }
  });

  it('blackboard: level 1 nobody retires, level 2 one player, level 3 the Vorhand or down to two', () => {
    for (let seed = 1; seed < 25; seed++) {
      expect(rotationDrill.solve(rotationDrill.generate(seed, 1, RULES), RULES).retire).toEqual([]);
      expect(rotationDrill.solve(rotationDrill.generate(seed, 2, RULES), RULES).retire).toHaveLength(1);
      const q3 = rotationDrill.generate(seed, 3, RULES);
      const a3 = rotationDrill.solve(q3, RULES);
      const left = q3.seats.filter((s) => !s.retired).length - a3.retire.length;
      expect(a3.retire.includes(q3.vorhand) || left === 2).toBe(true);
    }
  });
});

export type { Card };
