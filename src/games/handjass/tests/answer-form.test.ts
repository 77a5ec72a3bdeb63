/**
 * The answer-form machine with xstate/graph: every reachable state is reached by a replayed shortest path, every
 * defined transition is an edge of the graph, and the answer handed to `submit` is exactly what was filled in.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { answerForm, type FormEvent } from '../machines/answerForm';

const input = { initial: { winner: null, cards: [] }, required: ['winner'] };
const events: FormEvent[] = [
  { type: 'form.set', field: 'winner', value: 2 },
  { type: 'form.set', field: 'winner', value: null },
  { type: 'form.toggle', field: 'cards', value: 'AS' },
  { type: 'form.set', field: 'nope', value: 1 },
  { type: 'form.submit' },
];

function replay(machine: AnyStateMachine, evs: readonly FormEvent[]) {
  const actor = createActor(machine, { input }).start();
  for (const e of evs) actor.send(e);
  const s = actor.getSnapshot();
  actor.stop();
  return s;
}

describe('answer form machine', () => {
  it('reaches every state by replayable shortest paths', () => {
    const paths = getShortestPaths(answerForm, { events, input } as never);
    const seen = new Set<string>();
    for (const p of paths) {
      const evs = p.steps.map((s) => s.event as FormEvent).filter((e) => !e.type.startsWith('xstate.'));
      const snap = replay(answerForm, evs);
      expect(snap.value).toEqual(p.state.value);
      expect(snap.context).toEqual(p.state.context);
      seen.add(String(p.state.value));
    }
    expect([...seen].sort()).toEqual(['editing', 'ready', 'sent']);
  });

  it('takes every defined transition somewhere in the state graph', () => {
    const adjacency = getAdjacencyMap(answerForm, { events, input } as never) as unknown as Record<string, { state: { value: string }; transitions: Record<string, { event: FormEvent; state: { value: string } }> }>;
    const taken = new Set<string>();
    for (const v of Object.values(adjacency))
      for (const e of Object.values(v.transitions)) if (e.state.value !== v.state.value || e.event.type !== 'form.submit') taken.add(`${v.state.value}:${e.event.type}->${e.state.value}`);
    expect(taken).toContain('editing:form.set->ready');
    expect(taken).toContain('ready:form.set->editing');
    expect(taken).toContain('ready:form.submit->sent');
    expect(taken).toContain('ready:form.toggle->ready');
    expect(taken).toContain('editing:form.toggle->editing');
  });

  it('cannot be sent before the required fields are filled, and hands over the values', () => {
    const sent: unknown[] = [];
    const m = answerForm.provide({ actions: { submit: (_, v) => sent.push(v) } });
    const a = createActor(m, { input }).start();
    a.send({ type: 'form.submit' });
    expect(a.getSnapshot().value).toBe('editing');
    a.send({ type: 'form.toggle', field: 'cards', value: 'AS' });
    a.send({ type: 'form.toggle', field: 'cards', value: 'KS' });
    a.send({ type: 'form.toggle', field: 'cards', value: 'AS' });
    a.send({ type: 'form.set', field: 'unknown', value: 3 });
    a.send({ type: 'form.set', field: 'winner', value: 1 });
    a.send({ type: 'form.submit' });
    expect(a.getSnapshot().value).toBe('sent');
    expect(sent).toEqual([{ winner: 1, cards: ['KS'] }]);
    a.send({ type: 'form.set', field: 'winner', value: 3 });
    expect(a.getSnapshot().context.values.winner).toBe(1);
  });
});
