/** The card picker's machine: toggling, the limit, clearing, submitting, reset; path coverage with xstate/graph. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { pickerMachine, type PickerEvent } from '../machines/picker';

const input = { hand: ['3S', '5H', '5D'] as const, max: 2 };

describe('card picker', () => {
  it('keeps the choice in hand order, within the limit, and submits only a choice', () => {
    const a = createActor(pickerMachine, { input: { hand: [...input.hand], max: 2 } }).start();
    a.send({ type: 'submit' });
    expect(a.getSnapshot().value).toBe('choosing');
    a.send({ type: 'toggle', card: '5D' });
    a.send({ type: 'toggle', card: '3S' });
    a.send({ type: 'toggle', card: '5H' });
    expect(a.getSnapshot().context.selected).toEqual(['3S', '5D']);
    a.send({ type: 'toggle', card: '3S' });
    expect(a.getSnapshot().context.selected).toEqual(['5D']);
    a.send({ type: 'toggle', card: 'AS' });
    expect(a.getSnapshot().context.selected).toEqual(['5D']);
    a.send({ type: 'submit' });
    expect(a.getSnapshot().value).toBe('submitted');
    a.send({ type: 'toggle', card: '3S' });
    expect(a.getSnapshot().context.selected).toEqual(['5D']);
    a.send({ type: 'reset', hand: ['AS'], max: 1 });
    expect(a.getSnapshot().value).toBe('choosing');
    expect(a.getSnapshot().context).toEqual({ hand: ['AS'], max: 1, selected: [] });
  });

  it('reaches every state, and every shortest path replays on a real actor (xstate/graph)', () => {
    const events: PickerEvent[] = [
      { type: 'toggle', card: '3S' },
      { type: 'toggle', card: '5H' },
      { type: 'toggle', card: '5D' },
      { type: 'clear' },
      { type: 'submit' },
      { type: 'reset', hand: ['3S', '5H', '5D'], max: 2 },
    ];
    const paths = getShortestPaths(pickerMachine, { events, input: { hand: [...input.hand], max: 2 } } as never);
    const states = new Set<string>();
    for (const p of paths) {
      const a = createActor(pickerMachine, { input: { hand: [...input.hand], max: 2 } }).start();
      for (const s of p.steps) if (!s.event.type.startsWith('xstate.')) a.send(s.event as PickerEvent);
      expect(a.getSnapshot().value).toEqual(p.state.value);
      expect(a.getSnapshot().context).toEqual(p.state.context);
      states.add(String(p.state.value));
    }
    expect([...states].sort()).toEqual(['choosing', 'submitted']);
    // Every choice of at most two cards is reachable, in both states.
    expect(paths.length).toBe(7 + 6); // every choice of at most two cards while choosing, every non-empty one submitted
  });
});
