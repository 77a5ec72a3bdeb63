/**
 * Path coverage for the secret-bid machine with xstate/graph: every reachable state (context included) gets its
 * shortest path, every path is replayed on a real actor, every state is reached, and every transition the machine
 * defines is taken by some edge.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { bidPickerMachine, type BidPickerEvent } from '../machines/bidPicker';
import { revealDrill } from '../machines/drills/bids';

const EVENTS: BidPickerEvent[] = [{ type: 'pick', bid: 'H' }, { type: 'pick', bid: 'NULL' }, { type: 'commit' }, { type: 'reveal' }, { type: 'mark', seat: 1 }, { type: 'mark', seat: 2 }, { type: 'submit' }];

function replay(events: BidPickerEvent[]) {
  const a = createActor(bidPickerMachine).start();
  for (const e of events) a.send(e);
  return a.getSnapshot();
}

describe('bid picker machine', () => {
  it('reaches every state by replayable shortest paths', () => {
    const paths = getShortestPaths(bidPickerMachine, { events: EVENTS });
    const states = new Set<string>();
    for (const p of paths) {
      const evs = p.steps.map((s) => s.event as BidPickerEvent).filter((e) => !e.type.startsWith('xstate.'));
      const snap = replay(evs);
      expect(snap.value).toEqual(p.state.value);
      expect(snap.context).toEqual(p.state.context);
      states.add(String(p.state.value));
    }
    expect([...states].sort()).toEqual(['choosing', 'committed', 'done', 'revealed']);
  });

  it('takes every defined transition somewhere in the state graph', () => {
    const adj = getAdjacencyMap(bidPickerMachine, { events: EVENTS });
    const taken = new Set<string>();
    for (const node of Object.values(adj)) {
      for (const [eventKey, t] of Object.entries(node.transitions) as [string, { state: { value: unknown; context: unknown } }][]) {
        const from = String(node.state.value);
        const to = String(t.state.value);
        if (from !== to || JSON.stringify(node.state.context) !== JSON.stringify(t.state.context)) taken.add(`${from}:${JSON.parse(eventKey).type}`);
      }
    }
    expect([...taken].sort()).toEqual(['choosing:commit', 'choosing:pick', 'committed:reveal', 'revealed:mark', 'revealed:submit']);
  });

  it('refuses to commit without a bid and ignores changes after the commit', () => {
    expect(replay([{ type: 'commit' }]).value).toBe('choosing');
    const s = replay([{ type: 'pick', bid: 'S' }, { type: 'commit' }, { type: 'pick', bid: 'NULL' }]);
    expect(s.value).toBe('committed');
    expect(s.context.bid).toBe('S');
  });

  it('outputs the drill answer, which the drill judges', () => {
    const q = revealDrill.generate(11, 1, {});
    const right = revealDrill.solve(q, {});
    const evs: BidPickerEvent[] = [{ type: 'pick', bid: right.bid }, { type: 'commit' }, { type: 'reveal' }, ...right.hurt.map((seat) => ({ type: 'mark', seat }) as const), { type: 'submit' }];
    const snap = replay(evs);
    expect(snap.status).toBe('done');
    expect(revealDrill.judge(q, snap.output!, {}).correct).toBe(true);
  });
});
