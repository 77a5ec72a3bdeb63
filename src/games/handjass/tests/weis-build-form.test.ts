/**
 * The Weis builder's answer machine with xstate/graph: every state reached by a replayed shortest path, every
 * defined transition taken, and the combinations handed to `submit` are exactly those built.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { Card } from '../../../shared/cards/model';
import { MAX_GROUPS, weisBuildForm, type BuildFormEvent } from '../machines/weisBuildForm';

const hand: Card[] = ['AS', 'AH', 'AD', 'AC', 'KH', 'QH', 'JH', '6S', '8D'];
const input = { hand };
const events: BuildFormEvent[] = [
  { type: 'build.toggle', card: 'KH' },
  { type: 'build.toggle', card: 'QH' },
  { type: 'build.toggle', card: '7C' },
  { type: 'build.add' },
  { type: 'build.remove', index: 0 },
  { type: 'build.remove', index: 5 },
  { type: 'build.submit' },
];

/** The events tried in a state: no more cards once two combinations are built, so the graph stays finite. */
const eventsIn = (state: { context: { groups: unknown[] } }): BuildFormEvent[] => (state.context.groups.length >= 2 ? events.filter((e) => e.type !== 'build.toggle') : events);

function replay(machine: AnyStateMachine, evs: readonly BuildFormEvent[]) {
  const actor = createActor(machine, { input }).start();
  for (const e of evs) actor.send(e);
  const s = actor.getSnapshot();
  actor.stop();
  return s;
}

describe('Weis builder answer machine', () => {
  it('reaches every state by replayable shortest paths', () => {
    const paths = getShortestPaths(weisBuildForm, { events: eventsIn, input, limit: 5000 } as never);
    const seen = new Set<string>();
    for (const p of paths) {
      const evs = p.steps.map((s) => s.event as BuildFormEvent).filter((e) => !e.type.startsWith('xstate.'));
      const snap = replay(weisBuildForm, evs);
      expect(snap.value).toEqual(p.state.value);
      expect(snap.context).toEqual(p.state.context);
      seen.add(String(p.state.value));
    }
    expect([...seen].sort()).toEqual(['picking', 'selecting', 'sent']);
  });

  it('takes every defined transition somewhere in the state graph', () => {
    const adjacency = getAdjacencyMap(weisBuildForm, { events: eventsIn, input, limit: 5000 } as never) as unknown as Record<string, { state: { value: string; context: { groups: unknown[]; selected: unknown[] } }; transitions: Record<string, { event: BuildFormEvent; state: { value: string; context: { groups: unknown[]; selected: unknown[] } } }> }>;
    const taken = new Set<string>();
    for (const v of Object.values(adjacency))
      for (const e of Object.values(v.transitions)) {
        const changed = e.state.value !== v.state.value || JSON.stringify(e.state.context) !== JSON.stringify(v.state.context);
        if (changed) taken.add(`${v.state.value}:${e.event.type}->${e.state.value}`);
      }
    expect([...taken].sort()).toEqual(
      [
        'picking:build.toggle->selecting',
        'selecting:build.toggle->picking',
        'selecting:build.toggle->selecting',
        'selecting:build.add->picking',
        'picking:build.remove->picking',
        'selecting:build.remove->selecting',
        'picking:build.submit->sent',
      ].sort(),
    );
  });

  it('ignores cards not in the hand, unknown groups, adding nothing and announcing with cards still selected', () => {
    const a = createActor(weisBuildForm, { input }).start();
    a.send({ type: 'build.toggle', card: '7C' });
    a.send({ type: 'build.add' });
    a.send({ type: 'build.remove', index: 0 });
    expect(a.getSnapshot().value).toBe('picking');
    expect(a.getSnapshot().context.groups).toEqual([]);
    a.send({ type: 'build.toggle', card: 'AS' });
    a.send({ type: 'build.submit' });
    expect(a.getSnapshot().value).toBe('selecting');
    a.stop();
  });

  it('hands over the combinations built, in the hand order, a card usable twice; at most MAX_GROUPS', () => {
    const sent: Card[][][] = [];
    const m = weisBuildForm.provide({ actions: { submit: (_, g) => sent.push(g) } });
    const a = createActor(m, { input }).start();
    for (const c of ['QH', 'KH', 'AH'] as Card[]) a.send({ type: 'build.toggle', card: c });
    a.send({ type: 'build.add' });
    for (const c of ['AC', 'AS', 'AD', 'AH'] as Card[]) a.send({ type: 'build.toggle', card: c });
    a.send({ type: 'build.add' });
    a.send({ type: 'build.toggle', card: '6S' });
    a.send({ type: 'build.add' });
    a.send({ type: 'build.remove', index: 2 });
    a.send({ type: 'build.submit' });
    expect(a.getSnapshot().value).toBe('sent');
    expect(sent).toEqual([[['AH', 'KH', 'QH'], ['AS', 'AH', 'AD', 'AC']]]);
    a.send({ type: 'build.remove', index: 0 });
    expect(a.getSnapshot().context.groups).toHaveLength(2);
    a.stop();
    const b = createActor(weisBuildForm, { input }).start();
    for (let i = 0; i < MAX_GROUPS + 2; i++) {
      b.send({ type: 'build.toggle', card: '6S' });
      b.send({ type: 'build.add' });
    }
    expect(b.getSnapshot().context.groups).toHaveLength(MAX_GROUPS);
    b.stop();
  });
});
