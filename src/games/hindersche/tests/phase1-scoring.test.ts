import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { makeRules, type Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { PHASE1_LEVELS, phase1Drill, type MarkChoice, type Phase1Answer } from '../machines/drills/phase1';
import { phase1AnswerMachine, phase1NextFinishes } from '../machines/phase1Answer';
import { checkPathCoverage, replay } from './scoring-machine-coverage';

const rules = (v: Record<string, unknown> = {}): Rules => {
  const r = makeRules(v);
  if (!r.ok) throw new Error('bad rules');
  return r.value;
};
const DEFAULTS = rules();
const RULE_SETS = [DEFAULTS, rules({ VP12: 'lost-every-deal' }), rules({ VP18: 'B' }), rules({ VP08: 'B', VP01: 'B' })];

/** The reason codes every explanation of a target must carry. */
const EXPECTED_CODES: Record<string, string[]> = {
  'phase1-most': ['phase1.rule', 'mark.add', 'next-dealer'],
  'phase1-tie-most': ['phase1.rule', 'tie.play-off', 'playoff.called'],
  'phase1-march': ['march', 'phase1.rule', 'mark.add'],
  'phase1-all-35': ['phase1.rule', 'mark.add', 'phase1.end'],
  'phase1-shut-out': ['phase1.end', 'shut-out', 'game-over'],
  'phase1-end-with-dropouts': ['phase1.end', 'phase2.start', 'dropped-out'],
};

function wrongVariants(right: Phase1Answer): Phase1Answer[] {
  const out: Phase1Answer[] = [];
  const next: Record<MarkChoice, MarkChoice> = { none: 'mark', mark: 'none', playoff: 'mark' };
  for (const s of [0, 1, 2, 3]) out.push({ ...right, marks: right.marks.map((m, i) => (i === s ? next[m] : m)) });
  if (right.outcome !== null) out.push({ ...right, outcome: right.outcome === 'continues' ? 'butzen' : 'continues' });
  if (right.outcome === 'butzen') out.push({ ...right, dropouts: right.dropouts.length ? right.dropouts.slice(1) : [0] });
  return out;
}

describe('phase1-scoring drill', () => {
  it('generates the same question for the same seed, level and rules', () => {
    for (let seed = 1; seed < 40; seed++) {
      for (let level = 1; level <= phase1Drill.levels; level++) expect(phase1Drill.generate(seed, level, DEFAULTS)).toEqual(phase1Drill.generate(seed, level, DEFAULTS));
    }
  });

  it('draws each level from its own targets', { timeout: 120_000 }, () => {
    for (let level = 1; level <= phase1Drill.levels; level++) {
      const seen = new Set<string>();
      for (let seed = 1; seed < 200; seed++) seen.add(phase1Drill.generate(seed, level, DEFAULTS).target);
      expect([...seen].sort()).toEqual([...new Set(PHASE1_LEVELS[level - 1])].sort());
    }
  });

  it('judges the solved answer right and every changed part wrong, with the engine reasons', { timeout: 120_000 }, () => {
    for (const r of RULE_SETS) {
      for (let level = 1; level <= phase1Drill.levels; level++) {
        for (let seed = 1; seed <= 60; seed++) {
          const q = phase1Drill.generate(seed, level, r);
          expect(q.position.deal.phase).toBe(1);
          const right = phase1Drill.solve(q, r);
          const v = phase1Drill.judge(q, right, r);
          expect(v.correct).toBe(true);
          expect(v.parts).toEqual({ marks: true, outcome: true, dropouts: true });
          const codes = v.score?.reasons.map((x) => x.code) ?? [];
          for (const c of EXPECTED_CODES[q.target] ?? []) expect(codes, `${q.target} ${seed}`).toContain(c);
          for (const wrong of wrongVariants(right)) expect(phase1Drill.judge(q, wrong, r).correct).toBe(false);
        }
      }
    }
  });

  it('asks for a playoff on a tie for most, and then nothing else', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const q = phase1Drill.generate(seed, 4, DEFAULTS);
      if (q.target !== 'phase1-tie-most') continue;
      const right = phase1Drill.solve(q, DEFAULTS);
      const top = Math.max(...q.position.deal.points);
      expect(right.marks).toEqual(q.position.deal.points.map((p) => (p === top ? 'playoff' : 'none')));
      expect(right.outcome).toBeNull();
      // Saying "a mark" for every tied player is wrong: only the playoff's loser gets it.
      expect(phase1Drill.judge(q, { ...right, marks: right.marks.map((m) => (m === 'playoff' ? 'mark' : m)), outcome: 'continues' }, DEFAULTS).correct).toBe(false);
    }
  });

  it('follows the rule variants: VP12 changes nothing when only one player holds marks', () => {
    for (let seed = 1; seed < 30; seed++) {
      const q = { target: 'phase1-shut-out' as const, position: phase1Drill.generate(seed, 3, DEFAULTS).position };
      if (q.position.target !== 'phase1-shut-out') continue;
      for (const r of [DEFAULTS, rules({ VP12: 'lost-every-deal' })]) expect(phase1Drill.solve(q, r).outcome).toBe('shut-out');
    }
  });

  it('shows the slate after the deal: marks chalked, frame marks for a shut-out', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const q = phase1Drill.generate(seed, 3, DEFAULTS);
      const v = phase1Drill.judge(q, phase1Drill.solve(q, DEFAULTS), DEFAULTS);
      const added = v.expected.marks.map((m) => (m === 'mark' ? 1 : 0));
      expect(v.slateAfter).toEqual(q.position.deal.slate.map((m, s) => m + (added[s] ?? 0)));
      expect(v.frameAdded.reduce((a, b) => a + b, 0)).toBe(v.expected.outcome === 'shut-out' ? 2 : 0);
    }
  });
});

describe('phase1 answer machine', () => {
  const play = (events: Parameters<typeof replay>[2]) => replay(phase1AnswerMachine, undefined, events);

  it('walks marks -> outcome -> drop-outs and outputs the answer', () => {
    const actor = createActor(phase1AnswerMachine).start();
    expect(actor.getSnapshot().value).toBe('marks');
    actor.send({ type: 'mark', seat: 2, value: 'mark' });
    expect(phase1NextFinishes('marks', actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('outcome');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('outcome'); // nothing chosen yet
    actor.send({ type: 'outcome', value: 'butzen' });
    expect(phase1NextFinishes('outcome', actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'next' });
    actor.send({ type: 'dropout', seat: 3, out: true });
    actor.send({ type: 'dropout', seat: 1, out: true });
    actor.send({ type: 'dropout', seat: 3, out: false });
    actor.send({ type: 'next' });
    const s = actor.getSnapshot();
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ marks: ['none', 'none', 'mark', 'none'], outcome: 'butzen', dropouts: [1] });
  });

  it('ends at once after a playoff, and leaves out parts that no longer apply', () => {
    const s = play([{ type: 'mark', seat: 0, value: 'playoff' }, { type: 'mark', seat: 1, value: 'playoff' }, { type: 'next' }]);
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ marks: ['playoff', 'playoff', 'none', 'none'], outcome: null, dropouts: [] });
    // Drop-outs chosen, then the outcome changed back to "goes on": the drop-outs are dropped.
    const t = play([{ type: 'next' }, { type: 'outcome', value: 'butzen' }, { type: 'next' }, { type: 'dropout', seat: 2, out: true }, { type: 'back' }, { type: 'outcome', value: 'continues' }, { type: 'next' }]);
    expect(t.output).toEqual({ marks: ['none', 'none', 'none', 'none'], outcome: 'continues', dropouts: [] });
  });

  it('covers every state and transition (xstate/graph)', () => {
    const seat = 0 as Seat;
    const result = checkPathCoverage(phase1AnswerMachine, {
      events: [
        { type: 'mark', seat, value: 'mark' },
        { type: 'mark', seat, value: 'playoff' },
        { type: 'mark', seat, value: 'none' },
        { type: 'outcome', value: 'continues' },
        { type: 'outcome', value: 'butzen' },
        { type: 'outcome', value: 'shut-out' },
        { type: 'dropout', seat: 1, out: true },
        { type: 'dropout', seat: 1, out: false },
        { type: 'next' },
        { type: 'back' },
      ],
    });
    expect(result.states).toBe(4);
  });
});
