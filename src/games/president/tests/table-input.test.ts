/** The table machine takes malformed events without stopping and without losing a valid setting. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tableMachine, type TableBots } from '../machines/table';

const bots: TableBots = { move: () => new Promise(() => {}) };

describe('president table machine, malformed events', () => {
  it('an act without an action is refused and the actor keeps running', () => {
    const a = createActor(tableMachine, { input: { bots } }).start();
    a.send({ type: 'settings', settings: { players: 4 } });
    a.send({ type: 'start' });
    a.send({ type: 'act', action: null as never });
    a.send({ type: 'act', action: 'play AS' as never });
    expect(a.getSnapshot().status).toBe('active');
    a.stop();
  });

  it('an invalid setting keeps the current value, a valid one beside it is taken', () => {
    const a = createActor(tableMachine, { input: { bots } }).start();
    a.send({ type: 'settings', settings: { players: 3 } });
    a.send({ type: 'settings', settings: { players: 9 as never, speed: 'fast' } });
    expect(a.getSnapshot().context.settings).toMatchObject({ players: 3, speed: 'fast' });
    a.stop();
  });
});
