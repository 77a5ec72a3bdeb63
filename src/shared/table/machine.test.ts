/**
 * The platform's table machine with a toy game (a counter the learner and one computer player raise in turn, to 4):
 * a game that cannot go on is dropped with `dropped` set for the page's notice; a refused act stays with its code;
 * a computer player that returns nothing gets the safe move and `botFailed`.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTableMachine, tableState } from './machine';
import type { GameEngine } from './engine';

interface S { n: number; seed: number; broken?: boolean }
type A = { seat: number; by: number } | { seat: null; table: true };
type E = { code: string };

const engine: GameEngine<S, A, null, { seed: number }, object, E> = {
  newGame: (setup) => ({ ok: true, value: { n: 0, seed: setup.seed, broken: setup.seed === 13 } }),
  legalActions: (s) => (s.n >= 4 ? [] : [{ seat: s.n % 2, by: 1 }]),
  apply: (s, a) => {
    if (a.seat === null) return s.broken ? { ok: false, error: { code: 'game.bad-state' } } : { ok: true, value: { ...s, broken: false } };
    if (a.seat !== s.n % 2 || a.by !== 1) return { ok: false, error: { code: 'play.not-yours' } };
    return { ok: true, value: { ...s, n: s.n + 1 } };
  },
  toAct: (s) => (s.broken || s.n >= 4 ? null : s.n % 2),
  seatOf: (a) => a.seat,
  tableStep: (s) => (s.broken ? { seat: null, table: true } : null),
  result: (s) => ({ over: s.n >= 4, scored: s.n >= 4 ? 1 : 0, showScored: false }),
  progress: (s) => s.n,
  seed: (s) => s.seed,
};

const machine = createTableMachine<S, A, null, { seed: number }, object, E, { answer: A | null }, null>({
  id: 'toyTable',
  engine,
  setup: { seed: 1 },
  settings: {},
  rules: null,
  move: async (bots) => bots.answer,
  thinkMs: () => 0,
  nextSetup: (s) => ({ seed: s.seed + 1 }),
  resumeShowsResult: false,
});

const start = (seed: number, answer: A | null) => {
  const actor = createActor(machine, { input: { bots: { answer }, seed } }).start();
  actor.send({ type: 'start' });
  return actor;
};

describe('the platform table machine', () => {
  it('drops a game that cannot go on and says so (dropped), until dismissed or a new start', async () => {
    const actor = start(13, null);
    const snap = await waitFor(actor, (s) => tableState(s.value) === 'setup');
    expect(snap.context.game).toBeNull();
    expect(snap.context.dropped).toBe(true);
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().context.dropped).toBe(false);
  });

  it('keeps a refused act with its code, and plays on to the end with the bot', async () => {
    const actor = start(1, { seat: 1, by: 1 });
    await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    actor.send({ type: 'act', action: { seat: 0, by: 2 } });
    expect(actor.getSnapshot().context.refused?.code).toBe('play.not-yours');
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn' && s.context.game?.n === 2);
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    const over = await waitFor(actor, (s) => tableState(s.value) === 'gameOver');
    expect(over.context.dropped).toBe(false);
    expect(over.context.botFailed).toBe(false);
  });

  it('makes the safe move for a computer player that returns nothing', async () => {
    const actor = start(1, null);
    await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    const snap = await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn' && s.context.game?.n === 2);
    expect(snap.context.botFailed).toBe(true);
  });
});
