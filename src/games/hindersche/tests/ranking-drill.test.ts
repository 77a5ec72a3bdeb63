import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../engine/rules';
import { compareRank } from '../engine/ranking';
import { rankingDrill } from '../machines/drills/ranking';

describe('ranking drill', () => {
  it('generates the same question for the same seed and level', () => {
    for (let seed = 1; seed < 50; seed++) {
      for (const level of [1, 2, 3]) expect(rankingDrill.generate(seed, level, DEFAULT_RULES)).toEqual(rankingDrill.generate(seed, level, DEFAULT_RULES));
    }
  });

  it('always asks comparable cards, and the solved answer is judged right and any other wrong', () => {
    for (let seed = 1; seed < 400; seed++) {
      for (const level of [1, 2, 3]) {
        const q = rankingDrill.generate(seed, level, DEFAULT_RULES);
        expect(new Set(q.cards).size).toBe(q.cards.length);
        const right = rankingDrill.solve(q, DEFAULT_RULES);
        const v = rankingDrill.judge(q, right, DEFAULT_RULES);
        expect(v.correct).toBe(true);
        expect(v.comparisons.length).toBe(q.cards.length - 1);
        if (q.kind === 'pair') {
          const other = q.cards.find((c) => 'pick' in right && c !== right.pick)!;
          expect(rankingDrill.judge(q, { pick: other }, DEFAULT_RULES).correct).toBe(false);
        } else if ('order' in right) {
          expect(rankingDrill.judge(q, { order: [...right.order].reverse() }, DEFAULT_RULES).correct).toBe(false);
        }
      }
    }
  });

  it('explains the special cards', () => {
    expect(compareRank('JC', 'AS', 'S')).toMatchObject({ ok: true, value: { higher: 'JC', why: 'little-man' } });
    expect(compareRank('JS', 'JC', 'S')).toMatchObject({ ok: true, value: { higher: 'JS', why: 'old-man' } });
    expect(compareRank('6S', 'AC', 'S')).toMatchObject({ ok: true, value: { higher: '6S', why: 'trump-beats-plain' } });
    const ten = compareRank('TH', 'QH', 'S');
    expect(ten).toMatchObject({ ok: true, value: { higher: 'QH', why: 'order', places: [3, 5] } });
    expect(ten.ok && ten.value.notes).toContainEqual({ code: 'rank.note.ten-low', ten: 'TH' });
    expect(compareRank('AH', 'AD', 'S')).toEqual({ ok: false, error: { code: 'rank.different-plain-suits', suits: ['H', 'D'] } });
    expect(compareRank('XX', 'AD', 'S')).toMatchObject({ ok: false, error: { code: 'rank.bad-card' } });
  });
});
