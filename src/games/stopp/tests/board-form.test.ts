/**
 * The capital board's answer form machine, with xstate/graph path coverage: every reachable state gets its shortest
 * path, each path replays on a real actor to the same state, and every transition the machine defines is taken.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { boardForm, type BoardFormEvent } from '../machines/boardAnswer';

const input = { fields: ['0', 'pot'] };
const EVENTS: BoardFormEvent[] = [
  { type: 'form.set', field: '0', text: '7' },
  { type: 'form.set', field: 'pot', text: '3' },
  { type: 'form.set', field: 'pot', text: 'x' },
  { type: 'form.set', field: 'nope', text: '1' },
  { type: 'form.check' },
  { type: 'form.reset' },
];

function replay(events: BoardFormEvent[]) {
  const a = createActor(boardForm, { input }).start();
  for (const e of events) a.send(e);
  const s = a.getSnapshot();
  a.stop();
  return s;
}

describe('capital board form machine', () => {
  it('reaches every state, and every shortest path replays to the same state', () => {
    const paths = getShortestPaths(boardForm, { events: EVENTS, input } as never);
    const states = new Set<string>();
    for (const p of paths) {
      const evs = p.steps.map((s) => s.event as BoardFormEvent).filter((e) => !e.type.startsWith('xstate.'));
      const snap = replay(evs);
      expect(snap.value).toEqual(p.state.value);
      expect(snap.context).toEqual(p.state.context);
      states.add(String(p.state.value));
    }
    expect([...states].sort()).toEqual(['checked', 'editing', 'incomplete']);
  });

  it('takes every defined transition', () => {
    const adj = getAdjacencyMap(boardForm, { events: EVENTS, input } as never) as unknown as Record<string, { state: { value: string }; transitions: Record<string, { event: BoardFormEvent; state: { value: string } }> }>;
    const taken = new Set<string>();
    for (const v of Object.values(adj)) for (const tr of Object.values(v.transitions)) taken.add(`${v.state.value}:${tr.event.type}->${tr.state.value}`);
    for (const edge of ['editing:form.check->checked', 'editing:form.check->incomplete', 'incomplete:form.set->editing', 'checked:form.reset->editing', 'editing:form.set->editing']) {
      expect(taken, edge).toContain(edge);
    }
  });

  it('keeps malformed entries as bad, ignores unknown fields, and checks only when every field is a number', () => {
    expect(replay([{ type: 'form.set', field: 'pot', text: '1.5' }]).context.values.pot).toBe('bad');
    expect(replay([{ type: 'form.set', field: 'nope', text: '1' }]).context.values).toEqual({ '0': null, pot: null });
    expect(replay([{ type: 'form.set', field: '0', text: '4' }, { type: 'form.check' }]).value).toBe('incomplete');
    expect(replay([{ type: 'form.set', field: '0', text: '4' }, { type: 'form.set', field: 'pot', text: ' 6 ' }, { type: 'form.check' }]).value).toBe('checked');
    expect(replay([{ type: 'form.set', field: '0', text: '4' }, { type: 'form.set', field: 'pot', text: '6' }, { type: 'form.check' }, { type: 'form.reset' }]).context.values).toEqual({ '0': null, pot: null });
  });
});
