import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/games/hindersche/engine/rules';
import { quizMachine, type Drill, type QuizRecord } from '../../src/shared/quiz/quizMachine';
import { nextSeed, parseSeed } from '../../src/shared/quiz/seeds';

/** A tiny drill: the question is the seed modulo 10, the answer is whether it is even. */
const parity: Drill<number, boolean> = {
  id: 'parity',
  ruleSpec: { game: 'test-game', options: {}, defaults: {} },
  skill: 'test',
  levels: 3,
  generate: (seed, level) => (seed % 10) * level,
  judge: (q, a) => ({ correct: (q % 2 === 0) === a }),
  solve: (q) => q % 2 === 0,
};

function start(seed = 4) {
  const records: (QuizRecord | null)[] = [];
  const machine = quizMachine.provide({ actions: { record: (_, r) => void records.push(r as QuizRecord | null) } });
  const actor = createActor(machine, { input: { drill: parity as Drill, rules: { ...DEFAULT_RULES }, seed } }).start();
  return { actor, records };
}

describe('quiz flow', () => {
  it('asks, judges, waits for the learner, then moves on to the next seeded question', () => {
    const { actor, records } = start(4);
    expect(actor.getSnapshot().hasTag('asking')).toBe(true);
    expect(actor.getSnapshot().context.question).toBe(4);
    actor.send({ type: 'quiz.answer', answer: true });
    let s = actor.getSnapshot();
    expect(s.hasTag('feedback')).toBe(true);
    expect(s.context.verdict?.correct).toBe(true);
    expect(s.context.streak).toBe(1);
    expect(records).toEqual([{ game: 'test-game', drill: 'parity', skill: 'test', seed: 4, level: 1, success: true }]);
    // Never moves on by itself: answering again does nothing.
    actor.send({ type: 'quiz.answer', answer: false });
    expect(actor.getSnapshot().context.answered).toBe(1);
    actor.send({ type: 'quiz.next' });
    s = actor.getSnapshot();
    expect(s.hasTag('asking')).toBe(true);
    expect(s.context.seed).toBe(nextSeed(4));
  });

  it('counts a right answer after a hint as helped (not a success) and resets the streak', () => {
    const { actor, records } = start(4);
    actor.send({ type: 'quiz.answer', answer: true });
    actor.send({ type: 'quiz.next' });
    actor.send({ type: 'quiz.hint' });
    const q = actor.getSnapshot().context.question as number;
    actor.send({ type: 'quiz.answer', answer: q % 2 === 0 });
    const s = actor.getSnapshot();
    expect(s.context.verdict?.correct).toBe(true);
    expect(s.context.streak).toBe(0);
    expect(s.context.bestStreak).toBe(1);
    expect(records.at(-1)?.success).toBe(false);
    expect(records.at(-1)?.helped).toBe(true);
  });

  it('"show me" reveals the answer with the explanation open and counts as a miss; explain toggles after', () => {
    const { actor, records } = start(3);
    actor.send({ type: 'quiz.explain' });
    let s = actor.getSnapshot();
    expect(s.hasTag('feedback')).toBe(true);
    expect(s.context.revealed).toBe(true);
    expect(s.context.answer).toBe(false);
    expect(s.context.explainOpen).toBe(true);
    expect(records.at(-1)?.success).toBe(false);
    actor.send({ type: 'quiz.explain' });
    s = actor.getSnapshot();
    expect(s.context.explainOpen).toBe(false);
  });

  it('changes level, loads a shared question and clamps bad levels', () => {
    const { actor } = start(4);
    actor.send({ type: 'quiz.level', level: 3 });
    expect(actor.getSnapshot().context.level).toBe(3);
    actor.send({ type: 'quiz.load', seed: 7, level: 99 });
    const c = actor.getSnapshot().context;
    expect([c.seed, c.level, c.question]).toEqual([7, 3, 21]);
  });
});

describe('seeds', () => {
  it('parses only plain in-range integers', () => {
    expect(parseSeed('42')).toEqual({ ok: true, value: 42 });
    expect(parseSeed(null)).toBeNull();
    for (const bad of ['-1', '1e3', 'abc', '99999999999', '1.5']) expect(parseSeed(bad)).toMatchObject({ ok: false, error: { code: 'seed.malformed' } });
  });

  it('derives a fresh in-range seed deterministically', () => {
    expect(nextSeed(1)).toBe(nextSeed(1));
    expect(nextSeed(1)).not.toBe(1);
    expect(nextSeed(0x7fffffff)).toBeLessThanOrEqual(0x7fffffff);
  });
});
