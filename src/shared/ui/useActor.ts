/**
 * The ~20-line bridge between an XState actor and a Preact component (no @xstate/react under compat).
 * The actor is created once per component and stopped when it unmounts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { createActor, type Actor, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';

export function useActor<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>): [SnapshotFrom<M>, Actor<M>['send'], Actor<M>] {
  const ref = useRef<Actor<M> | null>(null);
  if (!ref.current) ref.current = createActor(machine, input === undefined ? undefined : ({ input } as never)).start() as Actor<M>;
  const actor = ref.current;
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot() as SnapshotFrom<M>);
  useEffect(() => {
    const sub = actor.subscribe((s) => setSnapshot(s as SnapshotFrom<M>));
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  return [snapshot, actor.send.bind(actor), actor];
}
