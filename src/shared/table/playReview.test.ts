import { describe, expect, it } from 'vitest';
import { DecisionLog, decisionsBetween, judgeAll, summarise, type ReviewRules } from './playReview';

/**
 * A toy game for the review: two seats take turns; each action is a number added to a running total; a deal is
 * four actions long; seat 0 may choose from `3 - (actions % 3)` numbers (so some of its decisions are forced).
 */
interface Toy {
  actions: number[];
}
const rules: ReviewRules<Toy, number> = {
  actions: (s) => s.actions,
  apply: (s, a) => (a < 0 ? null : { actions: [...s.actions, a] }),
  seatOf: (_a, s) => s.actions.length % 2,
  deal: (s) => Math.floor(s.actions.length / 4),
  choices: (s) => (s.actions.length % 4 === 2 ? 1 : 3),
};
const after = (...actions: number[]): Toy => ({ actions });

describe('the learner’s decisions between two table states', () => {
  it('finds the learner’s decisions with the state before each, also across several steps at once', () => {
    const found = decisionsBetween(rules, after(), after(5, 6, 7), 0);
    expect(found?.map((d) => [d.at, d.action, d.state.actions.length])).toEqual([
      [0, 5, 0],
      [2, 7, 2],
    ]);
    expect(found?.[1]?.choices).toBe(1);
  });

  it('refuses a state that does not continue the last one', () => {
    expect(decisionsBetween(rules, after(1, 2), after(3, 4, 5), 0)).toBeNull();
    expect(decisionsBetween(rules, after(1, 2), after(1), 0)).toBeNull();
  });

  it('keeps the decisions of a deal, reuses the very states the table showed, and forgets decisions a replay undid', () => {
    const log = new DecisionLog(rules, 0);
    const states = [after(), after(1), after(1, 2), after(1, 2, 3), after(1, 2, 3, 4), after(1, 2, 3, 4, 5)];
    for (const s of states) log.see(s);
    expect(log.inDeal(0).map((d) => d.at)).toEqual([0, 2]);
    expect(log.inDeal(0)[1]?.state).toBe(states[2]);
    expect(log.inDeal(1).map((d) => d.at)).toEqual([4]);
    // Back to the state before decision 2 (a replay), then a different choice.
    log.see(after(1, 2));
    expect(log.inDeal(0).map((d) => d.at)).toEqual([0]);
    log.see(after(1, 2, 9));
    expect(log.inDeal(0).map((d) => [d.at, d.action])).toEqual([
      [0, 1],
      [2, 9],
    ]);
  });
});

describe('the summary of a deal', () => {
  const d = (at: number, choices: number, loss: number | null) => ({ at, state: after(), action: at, choices, hint: null, verdict: loss === null ? null : { best: 0, loss } });

  it('says when there was nothing to decide, or no choice', () => {
    expect(summarise([], { minLoss: 0.2 })).toEqual({ kind: 'none' });
    expect(summarise([d(0, 1, null), d(2, 1, null)], { minLoss: 0.2 })).toEqual({ kind: 'forced', count: 2 });
  });

  it('counts losses under the noise level as the coach’s line', () => {
    expect(summarise([d(0, 3, 0), d(2, 3, 0.1), d(4, 1, null), d(6, 2, null)], { minLoss: 0.2 })).toEqual({ kind: 'well', count: 2 });
    expect(summarise([d(0, 3, null), d(4, 1, null)], { minLoss: 0.2 })).toEqual({ kind: 'unrated', count: 1 });
  });

  it('names the costliest decisions first, at most two, with the total of all costly ones', () => {
    const s = summarise([d(0, 3, 0.5), d(2, 3, 1.5), d(4, 3, 0.9), d(6, 3, 0.05)], { minLoss: 0.2 });
    expect(s.kind).toBe('key');
    if (s.kind !== 'key') return;
    expect(s.items.map((i) => i.at)).toEqual([2, 4]);
    expect(s.total).toBeCloseTo(2.9);
    expect(s.count).toBe(4);
  });
});

describe('judging', () => {
  it('asks the coach only where there was a choice, and survives a failed answer', async () => {
    const asked: number[] = [];
    const judged = await judgeAll(
      [
        { at: 0, state: after(), action: 2, choices: 3 },
        { at: 2, state: after(1, 1), action: 1, choices: 1 },
        { at: 4, state: after(1, 1, 1, 1), action: 0, choices: 3 },
      ],
      async (s) => {
        asked.push(s.actions.length);
        if (s.actions.length === 4) throw new Error('worker gone');
        return 2;
      },
      (best, action) => ({ best, loss: Math.abs(best - action) }),
    );
    expect(asked).toEqual([0, 4]);
    expect(judged.map((j) => j.verdict?.loss ?? null)).toEqual([0, null, null]);
  });
});
