import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { playoffSeating } from '../engine/playoff';
import { makeRules, type Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { PLAYOFF_LEVELS, playoffDrill, type PlayoffAnswer } from '../machines/drills/playoff';
import { playoffAnswerMachine } from '../machines/playoffAnswer';
import { checkPathCoverage } from './scoring-machine-coverage';

const rules = (v: Record<string, unknown> = {}): Rules => {
  const r = makeRules(v);
  if (!r.ok) throw new Error('bad rules');
  return r.value;
};
const DEFAULTS = rules();
const RULE_SETS = [DEFAULTS, rules({ VP08: 'B' }), rules({ VP09: 'A' }), rules({ VP10: 'A' }), rules({ VP11: 'A', VP01: 'B' }), rules({ VP08: 'B', VP09: 'A', VP11: 'A' })];

function wrongVariants(right: PlayoffAnswer): PlayoffAnswer[] {
  const out: PlayoffAnswer[] = [];
  out.push({ ...right, players: right.players.slice(1) });
  right.seatings.forEach((s, i) => {
    out.push({ ...right, seatings: right.seatings.map((x, j) => (j === i ? { dealer: s.leader, leader: s.dealer } : x)) });
  });
  right.results.forEach((r, i) => {
    const flipped = r.map((x) => (x === 'loser' ? 'none' : x === 'winner' ? 'none' : x === 'again' ? 'loser' : x));
    out.push({ ...right, results: right.results.map((x, j) => (j === i ? flipped : x)) });
  });
  out.push({ ...right, nextDealer: (((right.nextDealer ?? 0) + 1) % 4) as Seat });
  return out;
}

describe('playoff drill', () => {
  it('generates the same question for the same seed, level and rules', () => {
    for (let seed = 1; seed < 30; seed++) {
      for (let level = 1; level <= playoffDrill.levels; level++) expect(playoffDrill.generate(seed, level, DEFAULTS)).toEqual(playoffDrill.generate(seed, level, DEFAULTS));
    }
  });

  it('draws each level from its own targets', { timeout: 120_000 }, () => {
    for (let level = 1; level <= playoffDrill.levels; level++) {
      const seen = new Set<string>();
      for (let seed = 1; seed < 100; seed++) seen.add(playoffDrill.generate(seed, level, DEFAULTS).target);
      expect([...seen].sort()).toEqual([...new Set(PLAYOFF_LEVELS[level - 1])].sort());
    }
  });

  it('judges the solved answer right and every changed part wrong, with the engine reasons', { timeout: 120_000 }, () => {
    for (const r of RULE_SETS) {
      for (let level = 1; level <= playoffDrill.levels; level++) {
        for (let seed = 1; seed <= 40; seed++) {
          const q = playoffDrill.generate(seed, level, r);
          const right = playoffDrill.solve(q, r);
          const v = playoffDrill.judge(q, right, r);
          expect(v.correct).toBe(true);
          expect(right.seatings).toHaveLength(q.position.playoffs.length);
          expect(right.results).toHaveLength(q.position.playoffs.length);
          const codes = v.score?.reasons.map((x) => x.code) ?? [];
          for (const c of ['tie.play-off', 'playoff.called', 'playoff.result', 'next-dealer']) expect(codes).toContain(c);
          // VP08: the seating is the engine's, from the tied deal's dealer.
          const seat = playoffSeating(q.position.deal.dealer, right.players, r);
          expect(seat.ok && { dealer: seat.value.dealer, leader: seat.value.leader }).toEqual(right.seatings[0]);
          if (q.target === 'playoff-repeat') expect(right.results[0]).toContain('again');
          for (const wrong of wrongVariants(right)) expect(playoffDrill.judge(q, wrong, r).correct).toBe(false);
        }
      }
    }
  });

  it('follows VP09 for where the regular deal resumes', () => {
    const nextIn = (from: Seat, active: readonly Seat[]) => [0, 1, 2, 3].map((k) => ((from + k) % 4) as Seat).find((s) => active.includes(s));
    for (let seed = 1; seed <= 30; seed++) {
      for (const vp09 of ['A', 'B'] as const) {
        const r = rules({ VP09: vp09 });
        const q = playoffDrill.generate(seed, 3, r);
        const v = playoffDrill.judge(q, playoffDrill.solve(q, r), r);
        const score = v.score;
        if (score?.status !== 'resolved') throw new Error('expected a resolved deal');
        const lastPlayoffDealer = score.playoffsPlayed[score.playoffsPlayed.length - 1]?.dealer as Seat;
        // B: the nearest active player right of the regular dealer. A: the player left of the last playoff's dealer,
        // or the next active player to the right of him.
        const expected = vp09 === 'B' ? nextIn(((q.position.deal.dealer + 1) % 4) as Seat, score.activeAfter) : nextIn(((lastPlayoffDealer + 3) % 4) as Seat, score.activeAfter);
        expect(v.expected.nextDealer).toBe(expected);
      }
    }
  });
});

describe('playoff answer machine', () => {
  it('walks players -> seating -> result -> seating -> result -> resume for a repeat', () => {
    const actor = createActor(playoffAnswerMachine, { input: { count: 2 } }).start();
    actor.send({ type: 'player', seat: 1, in: true });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('players'); // one player is not a playoff
    actor.send({ type: 'player', seat: 3, in: true });
    actor.send({ type: 'next' });
    actor.send({ type: 'dealer', seat: 3 });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('seating'); // the leader is missing
    actor.send({ type: 'leader', seat: 1 });
    actor.send({ type: 'next' });
    actor.send({ type: 'role', seat: 1, role: 'again' });
    actor.send({ type: 'role', seat: 3, role: 'again' });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('seating');
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'dealer', seat: 1 });
    actor.send({ type: 'leader', seat: 3 });
    actor.send({ type: 'next' });
    actor.send({ type: 'role', seat: 3, role: 'loser' });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('resume');
    actor.send({ type: 'nextDealer', seat: 0 });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().output).toEqual({
      players: [1, 3],
      seatings: [
        { dealer: 3, leader: 1 },
        { dealer: 1, leader: 3 },
      ],
      results: [
        ['none', 'again', 'none', 'again'],
        ['none', 'none', 'none', 'loser'],
      ],
      nextDealer: 0,
    });
  });

  it('goes back through the playoffs', () => {
    const actor = createActor(playoffAnswerMachine, { input: { count: 2 } }).start();
    for (const e of [
      { type: 'player', seat: 0, in: true },
      { type: 'player', seat: 2, in: true },
      { type: 'next' },
      { type: 'dealer', seat: 0 },
      { type: 'leader', seat: 2 },
      { type: 'next' },
      { type: 'next' },
      { type: 'back' },
    ] as const)
      actor.send(e);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.index]).toEqual(['result', 0]);
    actor.send({ type: 'back' });
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('players');
  });

  it('covers every state and transition (xstate/graph)', () => {
    const result = checkPathCoverage(playoffAnswerMachine, {
      input: { count: 2 },
      events: [
        { type: 'player', seat: 0, in: true },
        { type: 'player', seat: 1, in: true },
        { type: 'dealer', seat: 0 },
        { type: 'leader', seat: 1 },
        { type: 'role', seat: 0, role: 'loser' },
        { type: 'nextDealer', seat: 2 },
        { type: 'next' },
        { type: 'back' },
      ],
    });
    expect(result.states).toBe(5);
  });
});
