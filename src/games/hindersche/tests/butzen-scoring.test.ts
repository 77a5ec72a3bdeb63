import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { makeRules, type Rules } from '../engine/rules';
import { scoreDeal } from '../engine/scoring';
import type { Seat } from '../engine/types';
import { BUTZEN_LEVELS, butzenDrill, type ButzenAnswer, type MarkChange } from '../machines/drills/butzen';
import { butzenAnswerMachine, butzenNextFinishes } from '../machines/butzenAnswer';
import { scoringPosition } from '../positions/scoring';
import { checkPathCoverage } from './scoring-machine-coverage';

const rules = (v: Record<string, unknown> = {}): Rules => {
  const r = makeRules(v);
  if (!r.ok) throw new Error('bad rules');
  return r.value;
};
const DEFAULTS = rules();
const RULE_SETS = [DEFAULTS, rules({ VP13: 'B' }), rules({ VP14: 'B' }), rules({ VP14: 'B', VP16: 'A' }), rules({ VP17: 'B' }), rules({ VP18: 'B', VP01: 'B' })];

const EXPECTED_CODES: Record<string, string[]> = {
  'butzen-four-marks': ['phase2.row', 'mark.erase', 'mark.add'],
  'butzen-excess-5': ['phase2.row', 'mark.erase'],
  'butzen-excess-6': ['phase2.row', 'mark.erase'],
  'butzen-seven-marks': ['phase2.row', 'mark.erase'],
  'butzen-march': ['march', 'phase2.row', 'mark.erase', 'mark.add', 'dropped-out'],
  'butzen-march-excess': ['march', 'phase2.row', 'mark.erase'],
  'butzen-two-players': ['phase2.row', 'mark.erase'],
  'butzen-game-end': ['phase2.row', 'mark.erase', 'game-over'],
  'butzen-all-equal': ['phase2.row', 'phase2.all-equal'],
  'butzen-tie': ['phase2.row', 'tie.play-off', 'playoff.called'],
};

function wrongVariants(right: ButzenAnswer, active: readonly Seat[]): ButzenAnswer[] {
  const out: ButzenAnswer[] = [];
  const other = (c: MarkChange): MarkChange => (c === 0 ? -1 : 0);
  for (const s of active) out.push({ ...right, changes: right.changes.map((c, i) => (i === s ? other(c) : c)) });
  if (right.dropouts !== null) out.push({ ...right, dropouts: right.dropouts.length ? [] : [active[0] as Seat] });
  if (right.ending !== null) out.push({ ...right, ending: right.ending === 'continues' ? (active[0] as Seat) : 'continues' });
  return out;
}

describe('butzen-scoring drill', () => {
  it('generates the same question for the same seed, level and rules', () => {
    for (let seed = 1; seed < 40; seed++) {
      for (let level = 1; level <= butzenDrill.levels; level++) expect(butzenDrill.generate(seed, level, DEFAULTS)).toEqual(butzenDrill.generate(seed, level, DEFAULTS));
    }
  });

  it('draws each level from its own targets', { timeout: 120_000 }, () => {
    for (let level = 1; level <= butzenDrill.levels; level++) {
      const seen = new Set<string>();
      for (let seed = 1; seed < 200; seed++) seen.add(butzenDrill.generate(seed, level, rules({ VP14: 'B' })).target);
      expect([...seen].sort()).toEqual([...new Set(BUTZEN_LEVELS[level - 1])].sort());
    }
  });

  it('judges the solved answer right and every changed part wrong, naming the row', { timeout: 120_000 }, () => {
    for (const r of RULE_SETS) {
      for (let level = 1; level <= butzenDrill.levels; level++) {
        for (let seed = 1; seed <= 50; seed++) {
          const q = butzenDrill.generate(seed, level, r);
          expect(q.position.deal.phase).toBe(2);
          const right = butzenDrill.solve(q, r);
          const v = butzenDrill.judge(q, right, r);
          expect(v.correct).toBe(true);
          expect(v.row).toMatch(/^R[1-4]$/);
          const codes = v.score?.reasons.map((x) => x.code) ?? [];
          for (const c of EXPECTED_CODES[q.target] ?? []) expect(codes, `${q.target} ${seed}`).toContain(c);
          for (const wrong of wrongVariants(right, q.position.deal.active)) expect(butzenDrill.judge(q, wrong, r).correct).toBe(false);
          // The slate after is the slate before with the answer's changes (when nothing waits for a playoff).
          if (right.dropouts !== null) expect(v.slateAfter).toEqual(q.position.deal.slate.map((m, s) => m + ((right.changes[s] as number) ?? 0)));
        }
      }
    }
  });

  it('applies each row of the decision table', { timeout: 120_000 }, () => {
    const rowOf = (target: Parameters<typeof scoringPosition>[0], r = DEFAULTS, seed = 3) => {
      const q = { target, position: scoringPosition(target, seed, r) };
      return { q, v: butzenDrill.judge(q, butzenDrill.solve(q, r), r) };
    };
    // R3 (four marks, no march): fewest erases one, most adds one.
    for (let seed = 1; seed < 20; seed++) {
      const { q, v } = rowOf('butzen-four-marks', DEFAULTS, seed);
      expect(v.row).toBe('R3');
      const changes = v.expected.changes.filter((_c, s) => q.position.deal.active.includes(s as Seat));
      expect(changes.filter((c) => c === -1)).toHaveLength(1);
      expect(changes.filter((c) => c === 1)).toHaveLength(1);
    }
    // R2 under VP13-A: the E lowest erase, nobody adds; under VP13-B only the lowest.
    for (const [target, e] of [['butzen-excess-5', 1], ['butzen-excess-6', 2], ['butzen-seven-marks', 3]] as const) {
      for (let seed = 1; seed < 15; seed++) {
        const a = rowOf(target, DEFAULTS, seed);
        expect(a.v.row).toBe('R2');
        expect(a.v.expected.changes.filter((c) => c === -1)).toHaveLength(e);
        expect(a.v.expected.changes).not.toContain(1);
        const b = rowOf(target, rules({ VP13: 'B' }), seed);
        expect(b.v.expected.changes.filter((c) => c === -1)).toHaveLength(1);
      }
    }
    // R3 march: the marcher wipes all his marks and drops out, everyone else adds one.
    for (let seed = 1; seed < 20; seed++) {
      const { q, v } = rowOf('butzen-march', DEFAULTS, seed);
      const x = v.score?.march as Seat;
      expect(v.expected.changes[x]).toBe(-(q.position.deal.slate[x] ?? 0));
      expect(v.expected.dropouts).toContain(x);
      for (const s of q.position.deal.active) if (s !== x) expect(v.expected.changes[s]).toBe(1);
    }
    // R2 march: VP14-A erases min(2, E, own), VP14-B min(2, own); nobody adds.
    for (let seed = 1; seed < 30; seed++) {
      for (const r of [DEFAULTS, rules({ VP14: 'B' })]) {
        const { q, v } = rowOf('butzen-march-excess', r, seed);
        const x = v.score?.march as Seat;
        const own = q.position.deal.slate[x] ?? 0;
        const excess = q.position.deal.slate.reduce((a, b) => a + b, 0) - 4;
        expect(v.expected.changes[x]).toBe(-(r.VP14 === 'A' ? Math.min(2, excess, own) : Math.min(2, own)));
        expect(v.expected.changes).not.toContain(1);
      }
    }
    // R1: the fewer points erases one; a marcher erases min(2, own).
    for (let seed = 1; seed < 20; seed++) {
      const { q, v } = rowOf('butzen-two-players', DEFAULTS, seed);
      expect(v.row).toBe('R1');
      expect(v.expected.changes.filter((c) => typeof c === 'number' && c < 0)).toHaveLength(1);
      expect(q.position.deal.active).toHaveLength(2);
    }
    // R4 (three marks, VP14-B): VP16-B most adds one, VP16-A nothing changes.
    for (let seed = 1; seed < 20; seed++) {
      const b = rowOf('butzen-three-marks', rules({ VP14: 'B' }), seed);
      expect(b.v.row).toBe('R4');
      if (b.v.score?.march === null) {
        expect(b.v.expected.changes.filter((c) => c === 1)).toHaveLength(1);
        const a = rowOf('butzen-three-marks', rules({ VP14: 'B', VP16: 'A' }), seed);
        expect(a.v.expected.changes).toEqual([0, 0, 0, 0]);
      }
    }
    // Everybody level: VP17-A no change, VP17-B a playoff among all.
    for (let seed = 1; seed < 20; seed++) {
      const a = rowOf('butzen-all-equal', DEFAULTS, seed);
      expect(a.v.expected.changes).toEqual([0, 0, 0, 0]);
      const b = rowOf('butzen-all-equal', rules({ VP17: 'B' }), seed);
      const active = b.q.position.deal.active;
      expect(active.every((s) => b.v.expected.changes[s] === 'playoff')).toBe(true);
      expect(b.v.expected.dropouts).toBeNull();
    }
    // Game end: one player left, who gets a frame mark.
    for (let seed = 1; seed < 20; seed++) {
      const { v } = rowOf('butzen-game-end', DEFAULTS, seed);
      expect(typeof v.expected.ending).toBe('number');
      expect(v.frameAdded[v.expected.ending as Seat]).toBe(1);
    }
  });

  it('accepts a playoff as the answer for a decisive tie, with the changes that stand anyway', () => {
    for (let seed = 1; seed < 30; seed++) {
      const q = { target: 'butzen-tie' as const, position: scoringPosition('butzen-tie', seed, DEFAULTS) };
      const score = scoreDeal(q.position.deal, DEFAULTS);
      if (!score.ok || score.value.status !== 'playoff-needed') throw new Error('expected a playoff');
      const right = butzenDrill.solve(q, DEFAULTS);
      const playing = score.value.playoffs.flatMap((p) => p.players);
      for (const s of playing) expect(right.changes[s]).toBe('playoff');
      expect(right.dropouts).toBeNull();
      expect(butzenDrill.judge(q, right, DEFAULTS).correct).toBe(true);
    }
  });
});

describe('butzen answer machine', () => {
  it('walks changes -> drop-outs -> ending and outputs the answer', () => {
    const actor = createActor(butzenAnswerMachine, { input: { active: [0, 2, 3] } }).start();
    actor.send({ type: 'change', seat: 0, value: -1 });
    actor.send({ type: 'change', seat: 1, value: 1 }); // not active: ignored
    actor.send({ type: 'change', seat: 3, value: 1 });
    expect(butzenNextFinishes('changes', actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'next' });
    actor.send({ type: 'dropout', seat: 0, out: true });
    actor.send({ type: 'dropout', seat: 1, out: true }); // not active: ignored
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('ending');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('ending'); // nothing chosen yet
    actor.send({ type: 'ending', value: 'continues' });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().output).toEqual({ changes: [-1, 0, 0, 1], dropouts: [0], ending: 'continues' });
  });

  it('stops after the first step when someone plays off', () => {
    const actor = createActor(butzenAnswerMachine, { input: { active: [1, 2] } }).start();
    actor.send({ type: 'change', seat: 1, value: 'playoff' });
    expect(butzenNextFinishes('changes', actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().output).toEqual({ changes: [0, 'playoff', 0, 0], dropouts: null, ending: null });
  });

  it('covers every state and transition (xstate/graph)', () => {
    const result = checkPathCoverage(butzenAnswerMachine, {
      input: { active: [0, 1, 2] },
      events: [
        { type: 'change', seat: 0, value: -1 },
        { type: 'change', seat: 0, value: 'playoff' },
        { type: 'change', seat: 0, value: 0 },
        { type: 'dropout', seat: 0, out: true },
        { type: 'dropout', seat: 0, out: false },
        { type: 'ending', value: 'continues' },
        { type: 'ending', value: 1 },
        { type: 'next' },
        { type: 'back' },
      ],
    });
    expect(result.states).toBe(4);
  });
});
