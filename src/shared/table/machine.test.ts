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

/**
 * The machine's options with a second toy game: at 2 the deal is scored (a result to read) and anyone may make an
 * optional move once (`opt`); at 4 the game is over. Computer players are asked for the optional move before anyone's
 * turn, the learner may decline it; a fast-forwarding table passes the result over; the end runs an analysis.
 */
interface S2 { n: number; seed: number; opted: number | null }
type A2 = { seat: number; by: 1 } | { seat: number; opt: true };
const engine2: GameEngine<S2, A2, null, { seed: number }, object, E> = {
  newGame: (setup) => ({ ok: true, value: { n: 0, seed: setup.seed, opted: null } }),
  legalActions: (s) => [...(s.n < 4 ? [{ seat: s.n % 2, by: 1 as const }] : []), ...(s.n === 2 && s.opted === null ? [0, 1].map((seat) => ({ seat, opt: true as const })) : [])],
  apply: (s, a) => {
    if ('opt' in a) return s.n === 2 && s.opted === null ? { ok: true, value: { ...s, opted: a.seat } } : { ok: false, error: { code: 'play.no-option' } };
    if (a.seat !== s.n % 2 || s.n >= 4) return { ok: false, error: { code: 'play.not-yours' } };
    return { ok: true, value: { ...s, n: s.n + 1 } };
  },
  toAct: (s) => (s.n >= 4 ? null : s.n % 2),
  seatOf: (a) => a.seat,
  tableStep: () => null,
  result: (s) => ({ over: s.n >= 4, scored: s.n >= 2 ? 1 : 0, showScored: s.n === 2 }),
  progress: (s) => s.n * 2 + (s.opted === null ? 0 : 1),
  seed: (s) => s.seed,
};
type Bots2 = { optional: A2 | null; asked: number };
const optionsMachine = createTableMachine<S2, A2, null, { seed: number }, object, E, Bots2, null, string>({
  id: 'toyOptions',
  engine: engine2,
  setup: { seed: 1 },
  settings: {},
  rules: null,
  move: async (_bots, s) => ({ seat: s.n % 2, by: 1 }),
  thinkMs: () => 0,
  nextSetup: (s) => s,
  resumeShowsResult: true,
  stepShown: (s) => s.n === 1,
  stepMs: () => 60_000,
  stepActs: true,
  optional: {
    botsMay: (s) => s.n === 2 && s.opted === null,
    ask: async (bots) => {
      bots.asked++;
      return bots.optional;
    },
    askMs: () => 0,
    learnerMay: (s) => s.n === 2 && s.opted === null,
  },
  fastForward: { may: () => true, passes: (s) => s.n === 2 },
  analyse: { when: (s) => s.n >= 4, run: async (_bots, s) => `analysed ${s.n}` },
});
const startOptions = (optional: A2 | null) => {
  const bots = { optional, asked: 0 };
  const actor = createActor(optionsMachine, { input: { bots } }).start();
  actor.send({ type: 'start' });
  return { actor, bots };
};

describe('the platform table machine: optional moves, a shown step that takes an action, fast-forward, analysis', () => {
  it('asks the computer players once, then lets the learner decline, and analyses the end', async () => {
    const { actor, bots } = startOptions(null);
    await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    // The finished step stays; the learner may act there (here: the next move is the bot's, refused with its code).
    await waitFor(actor, (s) => tableState(s.value) === 'trickShown');
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    expect(actor.getSnapshot().context.refused?.code).toBe('play.not-yours');
    actor.send({ type: 'continue' });
    await waitFor(actor, (s) => tableState(s.value) === 'dealScored');
    actor.send({ type: 'continue' });
    // The bots declined the optional move (asked once), so the learner has it: declining goes on to the learner's turn.
    let snap = await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    expect(bots.asked).toBe(1);
    expect(snap.context.consulted).toBe(4);
    actor.send({ type: 'decline' });
    snap = actor.getSnapshot();
    expect(snap.context.declined).toBe(4);
    expect(tableState(snap.value)).toBe('learnerTurn');
    actor.send({ type: 'decline' });
    expect(actor.getSnapshot().context.declined).toBe(4);
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    const over = await waitFor(actor, (s) => tableState(s.value) === 'gameOver' && s.context.analysis?.status === 'ready');
    expect(over.context.analysis?.value).toBe('analysed 4');
    expect(bots.asked).toBe(1);
  });

  it('applies a computer player’s optional move; a learner’s optional move is an act', async () => {
    const { actor } = startOptions({ seat: 1, opt: true });
    await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    actor.send({ type: 'continue' });
    await waitFor(actor, (s) => tableState(s.value) === 'dealScored');
    actor.send({ type: 'continue' });
    const snap = await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    expect(snap.context.game?.opted).toBe(1);
  });

  it('fast-forwards: no shown step, the result passed over, off again at the end', async () => {
    const { actor } = startOptions({ seat: 1, opt: true });
    await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    actor.send({ type: 'fastForward' });
    expect(actor.getSnapshot().context.fastForward).toBe(true);
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    // No trick shown, no result to read: straight to the learner's next turn.
    const snap = await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn' && s.context.game?.n === 2);
    expect(snap.context.read).toBe(1);
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    const over = await waitFor(actor, (s) => tableState(s.value) === 'gameOver');
    expect(over.context.fastForward).toBe(false);
  });
});

/**
 * A finished step that waits for the learner (`stepWaits`): the toy game of the first tests, its first move shown for
 * a short pause; while the game says the learner has a choice there (here: the setting `wait`), the pause does not
 * end it, a tap (`continue`) or an act does; otherwise the pause ends it as before.
 */
const waitingMachine = createTableMachine<S, A, null, { seed: number }, { wait: boolean }, E, { answer: A | null }, null>({
  id: 'toyWaits',
  engine,
  setup: { seed: 1 },
  settings: { wait: true },
  rules: null,
  move: async (bots) => bots.answer,
  thinkMs: () => 0,
  nextSetup: (s) => s,
  resumeShowsResult: false,
  stepShown: (s) => s.n === 1,
  stepMs: () => 5,
  stepActs: true,
  stepWaits: (s, learner, settings) => settings.wait && learner === 0 && s.n === 1,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const startWaiting = (wait: boolean) => {
  const actor = createActor(waitingMachine, { input: { bots: { answer: { seat: 1, by: 1 } }, settings: { wait } } }).start();
  actor.send({ type: 'start' });
  return actor;
};

describe('the platform table machine: a shown step that waits for the learner', () => {
  it('stays past its pause while the game says the learner may act there, until a tap', async () => {
    const actor = startWaiting(true);
    await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    await waitFor(actor, (s) => tableState(s.value) === 'trickShown');
    await sleep(60);
    expect(tableState(actor.getSnapshot().value)).toBe('trickShown');
    actor.send({ type: 'continue' });
    const snap = await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn' && s.context.game?.n === 2);
    expect(snap.context.game?.n).toBe(2);
  });

  it('is ended by its pause as before when the learner has no choice there', async () => {
    const actor = startWaiting(false);
    await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn');
    actor.send({ type: 'act', action: { seat: 0, by: 1 } });
    await waitFor(actor, (s) => tableState(s.value) === 'trickShown');
    const snap = await waitFor(actor, (s) => tableState(s.value) === 'learnerTurn' && s.context.game?.n === 2, { timeout: 1000 });
    expect(snap.context.game?.n).toBe(2);
  });
});
