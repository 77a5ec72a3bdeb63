import { describe, expect, it } from 'vitest';
import { botClients } from './botClient';
import { groupRuns, runBots, seededPick, tableStep } from './bots';
import { botHandler, type BotTypesOf } from './protocol';

interface State {
  v: 1;
  players: number;
  n: number;
}
type Level = 'random' | 'steady' | 'strong';
const seen: unknown[] = [];
const handleRequest = botHandler({
  defaultLevel: 'steady',
  isState: (s: State) => s.v === 1,
  moveDefaults: { style: 'calm' } as { style?: 'calm' | 'bold' },
  move: (s: State, seat: number, o: { level: Level; seed: number; budgetMs?: number; style?: 'calm' | 'bold' }) => {
    seen.push(o);
    return { seat, n: s.n, level: o.level };
  },
  hint: (s, seat, o) => ({ seat, seed: o.seed, budgetMs: o.budgetMs ?? null }),
});
type Bots = BotTypesOf<typeof handleRequest>;
const state: State = { v: 1, players: 3, n: 7 };

describe("the platform's bots protocol", () => {
  it('answers a move at a known level, the default level otherwise, with the game options and defaults', () => {
    seen.length = 0;
    expect(handleRequest({ id: 1, kind: 'move', state, seat: 2, level: 'strong', seed: 4, budgetMs: 50, style: 'bold' }).result).toEqual({ kind: 'move', action: { seat: 2, n: 7, level: 'strong' } });
    expect(handleRequest({ id: 2, kind: 'move', state, seat: 0, level: 'best' as 'strong' }).result).toEqual({ kind: 'move', action: { seat: 0, n: 7, level: 'steady' } });
    expect(seen).toEqual([
      { style: 'bold', level: 'strong', seed: 4, budgetMs: 50 },
      { style: 'calm', level: 'steady', seed: 0 },
    ]);
  });

  it('answers a hint with seed 0 and no budget when none was sent (a budget must be positive)', () => {
    expect(handleRequest({ id: 'h', kind: 'hint', state, seat: 1, budgetMs: -3 })).toEqual({ id: 'h', result: { kind: 'hint', hint: { seat: 1, seed: 0, budgetMs: null } } });
  });

  it('reports bad requests as error values, never exceptions', () => {
    expect(handleRequest({ id: 3, kind: 'move', state: { v: 2 } as unknown as State, seat: 0 }).result).toEqual({ kind: 'error', error: { code: 'bots.bad-request', problem: 'state' } });
    expect(handleRequest({ id: 4, kind: 'move', state, seat: 3 }).result).toEqual({ kind: 'error', error: { code: 'bots.bad-request', problem: 'seat' } });
    expect(handleRequest({ id: 5, kind: 'analyse', state, seat: 0 }).result).toEqual({ kind: 'error', error: { code: 'bots.bad-request', problem: 'kind' } });
    expect(handleRequest(null as never)).toEqual({ id: -1, result: { kind: 'error', error: { code: 'bots.bad-request', problem: 'not-an-object' } } });
    const failing = botHandler({ defaultLevel: 'steady', isState: () => true, move: (): null => { throw new Error('boom'); }, hint: () => null });
    expect(failing({ id: 6, kind: 'move', state: {}, seat: 0 }).result).toEqual({ kind: 'error', error: { code: 'bots.failed', detail: 'Error: boom' } });
  });

  it('the client sends only the options given, and reads the answer', async () => {
    const { createSyncBotClient } = botClients<Bots>({ handler: async () => handleRequest, worker: () => null });
    const c = createSyncBotClient();
    expect(c.threaded).toBe(false);
    expect(await c.move(state, 1, { level: 'strong' })).toEqual({ seat: 1, n: 7, level: 'strong' });
    expect(await c.hint(state, 2, { budgetMs: 20, seed: 9 })).toEqual({ seat: 2, seed: 9, budgetMs: 20 });
    await expect(c.analyse(state, 0)).rejects.toThrow('bots.bad-request');
  });
});

describe('what every game\'s bots share', () => {
  it('groups neighbours that play the same', () => {
    expect(groupRuns([1, 2, 3, 5, 6, 9], (a, b) => b === a + 1)).toEqual([[1, 2, 3], [5, 6], [9]]);
    expect(groupRuns([], () => true)).toEqual([]);
  });

  it('plays on until no one acts, the engine refuses, or the cap', () => {
    const apply = (s: number, a: number) => (a > 0 ? { ok: true as const, value: s + a } : { ok: false as const });
    expect(runBots(0, (s) => (s < 5 ? 1 : null), apply, 100)).toBe(5);
    expect(runBots(0, () => -1, apply, 100)).toBe(0);
    expect(runBots(0, () => 1, apply, 3)).toBe(3);
  });

  it("takes the table's own steps and picks at random from a seed, the same for the same seed", () => {
    expect(tableStep({ kind: 'deal' })).toEqual({ type: 'deal' });
    expect(tableStep({ kind: 'continue' })).toEqual({ type: 'continue' });
    expect(tableStep({ kind: 'play' })).toBeNull();
    expect(seededPick([], 1)).toBeUndefined();
    const xs = ['a', 'b', 'c', 'd'];
    expect(seededPick(xs, 42)).toBe(seededPick(xs, 42));
    expect(new Set(Array.from({ length: 40 }, (_, i) => seededPick(xs, i))).size).toBe(4);
  });
});
