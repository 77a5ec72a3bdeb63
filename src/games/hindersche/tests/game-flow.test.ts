/**
 * The phase-flow machine: worked games step by step, and model-based path coverage with xstate/graph. Every path the
 * graph traversal finds is replayed on a real actor, whose microsteps (including the transient 'deal' and 'phase1End'
 * states) must together take every transition of the machine's definition.
 */
import { createActor, type AnyTransitionDefinition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { checkDealResult, type Rules, type Seat } from '../engine';
import { flowGraph, gameFlowMachine, type GameFlowEvent, type GameFlowInput } from '../machines/gameFlow';
import { allMessages, LANGUAGES } from '../../../i18n';

const deal = (points: number[], tricks: number[]): GameFlowEvent => ({ type: 'deal.played', points, tricks });
const playoff = (points: number[], tricks: number[]): GameFlowEvent => ({ type: 'playoff.played', points, tricks });

function start(input: GameFlowInput = {}) {
  const actor = createActor(gameFlowMachine, { input }).start();
  return actor;
}

describe('a whole game (spec section 12, defaults)', () => {
  it('goes through phase 1, the end of phase 1 and Butzen to the loser, as the engine scores it', () => {
    const actor = start({ firstDealer: 0 });
    expect(actor.getSnapshot().value).toBe('phase1');
    actor.send(deal([30, 25, 50, 35], [2, 2, 3, 2]));
    let s = actor.getSnapshot();
    expect(s.value).toBe('phase1');
    expect(s.context.slate).toEqual([0, 0, 1, 0]);
    expect(s.context.dealer).toBe(1);

    actor.send(deal([14, 12, 12, 102], [1, 1, 1, 6]));
    s = actor.getSnapshot();
    expect(s.value).toBe('butzen');
    expect(s.context.slate).toEqual([1, 1, 2, 0]);
    expect(s.context.active).toEqual([0, 1, 2]);
    expect(s.context.dealer).toBe(2);

    actor.send(deal([10, 50, 60, 0], [1, 4, 4, 0]));
    s = actor.getSnapshot();
    expect(s.context.slate).toEqual([0, 1, 3, 0]);
    expect(s.context.active).toEqual([1, 2]);
    expect(s.context.dealer).toBe(1);

    actor.send(deal([0, 40, 30, 0], [0, 5, 4, 0]));
    expect(actor.getSnapshot().context.slate).toEqual([0, 1, 2, 0]);

    actor.send(deal([0, 20, 100, 0], [0, 2, 7, 0]));
    s = actor.getSnapshot();
    expect(s.value).toBe('gameOver');
    expect(s.context.frame).toEqual([0, 1, 0, 0]);
    expect(s.context.slate).toEqual([0, 0, 0, 0]);
    expect(s.context.games).toBe(1);
    expect(s.context.dealer).toBe(3);

    actor.send({ type: 'game.next' });
    s = actor.getSnapshot();
    expect(s.value).toBe('phase1');
    expect(s.context.active).toEqual([0, 1, 2, 3]);
    expect(s.context.phase).toBe(1);
  });

  it('ends the game at once on a shut-out, with two frame marks', () => {
    const actor = start();
    for (let i = 0; i < 4; i++) actor.send(deal([30, 25, 50, 35], [2, 2, 3, 2]));
    const s = actor.getSnapshot();
    expect(s.value).toBe('gameOver');
    expect(s.context.frame).toEqual([0, 0, 2, 0]);
  });

  it('makes a phase-1 tie for most points wait for a playoff among the tied players', () => {
    const actor = start({ firstDealer: 0 });
    actor.send(deal([20, 20, 50, 50], [1, 2, 3, 3]));
    let s = actor.getSnapshot();
    expect(s.value).toBe('playoff');
    expect(s.hasTag('playoff')).toBe(true);
    const call = s.context.score?.status === 'playoff-needed' ? s.context.score.playoffs[0] : undefined;
    expect(call?.players).toEqual([2, 3]);
    // Seat 3 takes more points in the playoff and receives the mark.
    actor.send(playoff([0, 0, 30, 40], [0, 0, 4, 5]));
    s = actor.getSnapshot();
    expect(s.value).toBe('phase1');
    expect(s.context.slate).toEqual([0, 0, 0, 1]);
    expect(s.context.pending?.playoffs).toHaveLength(1);
  });

  it('replays a tied playoff', () => {
    const actor = start({ firstDealer: 0 });
    actor.send(deal([20, 20, 50, 50], [1, 2, 3, 3]));
    actor.send(playoff([0, 0, 35, 35], [0, 0, 4, 5]));
    expect(actor.getSnapshot().value).toBe('playoff');
    actor.send(playoff([0, 0, 50, 20], [0, 0, 5, 4]));
    expect(actor.getSnapshot().context.slate).toEqual([0, 0, 1, 0]);
  });

  it('keeps its state and reports the engine error for input the engine rejects', () => {
    const actor = start();
    actor.send(deal([30, 25, 50, 30], [2, 2, 3, 2]));
    let s = actor.getSnapshot();
    expect(s.value).toBe('phase1');
    expect(s.context.error?.code).toBe('deal.points-sum');
    expect(s.context.slate).toEqual([0, 0, 0, 0]);
    actor.send({ type: 'playoff.played', points: [0, 0, 0, 0], tricks: [0, 0, 0, 0] });
    s = actor.getSnapshot();
    expect(s.value).toBe('phase1');
    // A good deal clears the error.
    actor.send(deal([30, 25, 50, 35], [2, 2, 3, 2]));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('allows hübscher in Butzen as VP21 says', () => {
    // All four on 35 in deal 1: four marks, everyone goes on to Butzen with four players.
    const a = start();
    a.send(deal([35, 35, 35, 35], [3, 2, 2, 2]));
    expect(a.getSnapshot().value).toBe('butzen');
    expect(a.getSnapshot().can({ type: 'deal.redealt', requester: 0 })).toBe(true);
    const b = start({ rules: { VP21: 'B' } });
    b.send(deal([35, 35, 35, 35], [3, 2, 2, 2]));
    expect(b.getSnapshot().can({ type: 'deal.redealt', requester: 0 })).toBe(false);
    // Never in phase 1.
    expect(start().getSnapshot().can({ type: 'deal.redealt', requester: 0 })).toBe(false);
  });

  it('settles the rubber after the number of games VP22 sets', () => {
    const actor = start({ rules: { VP22: 1 } });
    for (let i = 0; i < 4; i++) actor.send(deal([30, 25, 50, 35], [2, 2, 3, 2]));
    const s = actor.getSnapshot();
    expect(s.value).toBe('settlement');
    expect(s.status).toBe('done');
    // Two frame marks for seat 2: it pays two stakes to each of the others.
    expect(s.context.settlement).toEqual([2, 2, -6, 2]);
    // At a tariff of 5 per frame mark and opponent.
    const paid = start({ rules: { VP22: 1 }, tariff: 5 });
    for (let i = 0; i < 4; i++) paid.send(deal([30, 25, 50, 35], [2, 2, 3, 2]));
    expect(paid.getSnapshot().context.settlement).toEqual([10, 10, -30, 10]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Model-based path coverage

/** Point shapes per number of players, lowest first, with tricks that make them realisable. */
const SHAPES: Record<number, { points: number[]; tricks: number[] }[]> = {
  4: [
    { points: [10, 30, 40, 60], tricks: [1, 2, 2, 4] },
    { points: [10, 15, 15, 100], tricks: [1, 1, 1, 6] },
    { points: [20, 20, 50, 50], tricks: [1, 2, 3, 3] },
    { points: [10, 10, 40, 80], tricks: [1, 1, 3, 4] },
    { points: [35, 35, 35, 35], tricks: [3, 2, 2, 2] },
  ],
  3: [
    { points: [10, 50, 60], tricks: [1, 4, 4] },
    { points: [0, 20, 100], tricks: [0, 2, 7] },
    { points: [20, 50, 50], tricks: [1, 4, 4] },
    { points: [20, 20, 80], tricks: [2, 2, 5] },
    { points: [40, 40, 40], tricks: [3, 3, 3] },
  ],
  2: [
    { points: [30, 40], tricks: [4, 5] },
    { points: [20, 100], tricks: [2, 7] },
    { points: [35, 35], tricks: [4, 5] },
  ],
};

/** Every shape handed to the players in every rotation, as per-seat arrays. */
function results(players: readonly Seat[]): { points: number[]; tricks: number[] }[] {
  const out: { points: number[]; tricks: number[] }[] = [];
  for (const shape of SHAPES[players.length] ?? []) {
    for (let r = 0; r < players.length; r++) {
      const points = [0, 0, 0, 0];
      const tricks = [0, 0, 0, 0];
      players.forEach((_, i) => {
        const seat = players[(i + r) % players.length] as Seat;
        points[seat] = shape.points[i] as number;
        tricks[seat] = shape.tricks[i] as number;
      });
      out.push({ points, tricks });
    }
  }
  return out;
}

type Snap = ReturnType<typeof gameFlowMachine.transition>;

function eventsFor(s: Snap): GameFlowEvent[] {
  const c = s.context;
  if (s.matches('phase1') || s.matches('butzen')) {
    const evs: GameFlowEvent[] = results(c.active).map((r) => ({ type: 'deal.played', ...r }));
    if (c.active[0] !== undefined) evs.push({ type: 'deal.redealt', requester: c.active[0] });
    return evs;
  }
  if (s.matches('playoff') && c.score?.status === 'playoff-needed') {
    const call = c.score.playoffs[0];
    return call ? results(call.players).map((r) => ({ type: 'playoff.played', ...r })) : [];
  }
  if (s.matches('gameOver')) return [{ type: 'game.next' }];
  return [];
}

/**
 * What decides which transitions can come next: the state, the marks of the players still in (who holds them and
 * who deals only changes seats), the games played and the playoff asked for. Seat-level detail is left out so that
 * the traversal stays small.
 */
const serializeState = (s: Snap) => {
  const c = s.context;
  const marks = c.active.map((p) => c.slate[p]).sort();
  const call = c.score?.status === 'playoff-needed' ? c.score.playoffs[0] : undefined;
  return JSON.stringify([s.value, marks, c.phase, c.games, call ? [call.players.length, call.decides] : null]);
};

function replay(events: GameFlowEvent[], input: GameFlowInput, from?: Snap) {
  const taken: string[] = [];
  const visited = new Set<string>();
  const actor = createActor(gameFlowMachine, {
    input,
    ...(from ? { snapshot: gameFlowMachine.getPersistedSnapshot(from) } : {}),
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep') return;
      for (const t of (ev as { _transitions: AnyTransitionDefinition[] })._transitions) {
        for (const target of t.target ?? []) {
          taken.push(`${t.source.key}->${target.key}`);
          visited.add(target.key);
        }
      }
    },
  });
  actor.start();
  visited.add(String(actor.getSnapshot().value));
  for (const e of events) actor.send(e);
  return { taken, visited, snapshot: actor.getSnapshot() };
}

describe('path coverage (xstate/graph)', () => {
  it('every shape of result is one the engine accepts', () => {
    for (const n of [2, 3, 4] as const) {
      const players = ([0, 1, 2, 3] as Seat[]).slice(0, n);
      for (const r of results(players)) expect(checkDealResult(players, r.points, r.tricks, null).ok, JSON.stringify(r)).toBe(true);
    }
  });

  for (const rules of [{ VP22: 2 }, { VP13: 'B', VP14: 'B', VP17: 'B', VP21: 'B', VP22: 1 }] as Partial<Rules>[]) {
    it(`takes every transition of the machine on shortest paths (${JSON.stringify(rules)})`, () => {
      const input: GameFlowInput = { rules, firstDealer: 0 };
      const paths = getShortestPaths(gameFlowMachine, {
        input,
        events: eventsFor,
        serializeState,
        // Playoff seating and settlement amounts do not change the flow, so each game stops being explored at its end.
        stopWhen: (s) => s.context.games >= (rules.VP22 ?? 4),
        limit: 200_000,
      });
      expect(paths.length).toBeGreaterThan(10);
      const taken = new Set<string>();
      const visited = new Set<string>();
      for (const path of paths) {
        const events = path.steps.map((step) => step.event).filter((e) => (e.type as string) !== 'xstate.init');
        // The real actor, fed the path's events, reaches the state the traversal found (up to which seat is which).
        const run = replay(events as GameFlowEvent[], input);
        expect(serializeState(run.snapshot)).toBe(serializeState(path.state));
        run.visited.forEach((v) => visited.add(v));
        // From the state the path reaches, every event: together these take every transition out of every state.
        for (const event of eventsFor(path.state)) {
          const step = replay([event], input, path.state);
          step.taken.forEach((t) => taken.add(t));
          step.visited.forEach((v) => visited.add(v));
        }
      }
      const graph = flowGraph();
      const expected = new Set(graph.transitions.map((t) => `${t.source}->${t.target}`));
      if (rules.VP22 === 1) {
        // A rubber of one game never starts a next game.
        expected.delete('gameOver->phase1');
      }
      expect([...expected].filter((t) => !taken.has(t))).toEqual([]);
      expect([...taken].filter((t) => !expected.has(t) && !t.startsWith('gameOver->phase1'))).toEqual([]);
      expect(graph.states.map((s) => s.id).filter((id) => !visited.has(id))).toEqual([]);
    }, 120_000);
  }
});

describe('the machine as a graph', () => {
  it('lists its phases in order, with the initial and the final state', () => {
    const { states } = flowGraph();
    expect(states.map((s) => s.id)).toEqual(['phase1', 'deal', 'playoff', 'phase1End', 'butzen', 'gameOver', 'settlement']);
    expect(states.filter((s) => s.initial).map((s) => s.id)).toEqual(['phase1']);
    expect(states.filter((s) => s.final).map((s) => s.id)).toEqual(['settlement']);
    expect(states.filter((s) => s.transient).map((s) => s.id)).toEqual(['deal', 'phase1End']);
  });

  it('has a label in every language for every state and transition', () => {
    const { states, transitions } = flowGraph();
    const keys = [...states.flatMap((s) => [`flow.state.${s.id}`, `flow.stateInfo.${s.id}`]), ...transitions.map((t) => t.labelKey)];
    for (const lang of LANGUAGES) {
      const messages = allMessages(lang, 'hindersche');
      expect(
        keys.filter((k) => !messages[k]),
        lang,
      ).toEqual([]);
    }
  });
});
