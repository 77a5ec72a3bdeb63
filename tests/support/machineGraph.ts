/**
 * Helpers the games' table-machine graph tests share (xstate/graph path coverage): the shortest path to each state
 * value, a path replayed through the machine's pure `transition`, and events replayed on a real actor.
 */
import { createActor, createEmptyActor, type AnyStateMachine, type EventObject } from 'xstate';

interface Path {
  state: { value: unknown };
  steps: readonly { event: EventObject }[];
}

/** The shortest of the given paths to each state value, keyed by the value as JSON. */
export function shortestByValue<P extends Path>(paths: readonly P[]): Map<string, P> {
  const byValue = new Map<string, P>();
  for (const p of paths) {
    const key = JSON.stringify(p.state.value);
    const known = byValue.get(key);
    if (!known || p.steps.length < known.steps.length) byValue.set(key, p);
  }
  return byValue;
}

/** The snapshot a path's events reach through the machine's pure transition function (no actor, no side effects). */
export function replayPure(machine: AnyStateMachine, input: unknown, path: Path) {
  const empty = createEmptyActor();
  const scope = { self: empty, logger: () => {}, id: '', sessionId: 'replay', defer: () => {}, system: empty.system, stopChild: () => {}, emit: () => {}, actionExecutor: () => {} };
  let snap = machine.getInitialSnapshot(scope as never, input as never);
  for (const step of path.steps) snap = machine.transition(snap, step.event as never, scope as never);
  return snap;
}

/** The snapshot a real actor reaches after the events, the actor then stopped. */
export function replayOnActor(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]) {
  const a = createActor(machine, { input } as never).start();
  for (const e of events) a.send(e as never);
  const s = a.getSnapshot();
  a.stop();
  return s;
}
