/**
 * Path coverage for a machine, with xstate/graph: every reachable state (context
 * included) gets its shortest path, every path is replayed on a real actor, and every transition the machine
 * defines (each guarded branch of it) must be taken by some edge of the state graph, which is also replayed.
 */
import { expect } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/** An event with its payload, as the machines take them. */
export type AnyEvent = EventObject & Record<string, unknown>;

interface Options {
  events: readonly AnyEvent[];
  input?: unknown;
}

const key = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The transitions a machine defines, as "source:event->target" (a targetless transition stays in its state). */
export function definedTransitions(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  for (const [name, node] of Object.entries(machine.root.states)) {
    const transitions = (node as unknown as { transitions: Map<string, { target?: { key: string }[] }[]> }).transitions;
    for (const [event, defs] of transitions) for (const d of defs) out.add(`${name}:${event}->${d.target?.[0]?.key ?? name}`);
  }
  return out;
}

/** Replays `events` on a fresh actor and returns its snapshot. */
export function replay(machine: AnyStateMachine, input: unknown, events: readonly AnyEvent[]) {
  const actor = createActor(machine, input === undefined ? undefined : ({ input } as never)).start();
  for (const e of events) actor.send(e);
  const snap = actor.getSnapshot();
  actor.stop();
  return snap;
}

export function checkPathCoverage(machine: AnyStateMachine, { events, input }: Options) {
  const options = { events: [...events], ...(input === undefined ? {} : { input }) } as never;
  const paths = getShortestPaths(machine, options);
  const states = new Set<string>();
  const stepsTo = new Map<string, AnyEvent[]>();
  for (const path of paths) {
    const evs = path.steps.map((s) => s.event as AnyEvent).filter((e) => !e.type.startsWith('xstate.'));
    const snap = replay(machine, input, evs);
    expect(snap.value).toEqual(path.state.value);
    expect(snap.context).toEqual(path.state.context);
    states.add(key(path.state.value));
    stepsTo.set(JSON.stringify({ value: path.state.value, context: path.state.context }), evs);
  }
  // Every state of the machine is reached.
  expect([...states].sort()).toEqual(Object.keys(machine.root.states).sort());

  // Every defined transition is an edge of the graph; each edge is replayed from the shortest path to its source.
  const taken = new Set<string>();
  const adjacency = getAdjacencyMap(machine, options) as unknown as Record<string, { state: { value: unknown; status: string }; transitions: Record<string, { event: AnyEvent; state: { value: unknown } }> }>;
  for (const [source, v] of Object.entries(adjacency)) {
    const prefix = stepsTo.get(source);
    expect(prefix, source).toBeDefined();
    // A final state takes no events.
    if (v.state.status === 'done') continue;
    for (const { event, state } of Object.values(v.transitions)) {
      const from = key(v.state.value);
      const to = key(state.value);
      taken.add(`${from}:${event.type}->${to}`);
      const snap = replay(machine, input, [...(prefix ?? []), event]);
      expect(snap.value).toEqual(state.value);
    }
  }
  const missing = [...definedTransitions(machine)].filter((t) => !taken.has(t));
  expect(missing).toEqual([]);
  return { paths: paths.length, states: states.size, edges: taken.size };
}
