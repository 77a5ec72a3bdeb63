/**
 * The games saved by the play pages before the tables moved onto the platform's table machine
 * (tests/fixtures/saved-games/<game>.json, written by `generate.ts` from that build) must still load: each decodes
 * with the game's table store, the table resumes with the learner to act, and the deal plays on to its end through
 * the engine's legal actions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyStateMachine } from 'xstate';
import { FIXTURE_GAMES, LEARNER, memoryStorage } from '../fixtures/saved-games/games';
import { tableMachine as bugami } from '../../src/games/bugami/machines/table';
import { tableMachine as handjass } from '../../src/games/handjass/machines/table';
import { tableMachine as hindersche } from '../../src/games/hindersche/machines/table';
import { tableMachine as norrlandsknack } from '../../src/games/norrlandsknack/machines/table';
import { tableMachine as president } from '../../src/games/president/machines/table';
import { tableMachine as stopp } from '../../src/games/stopp/machines/table';

/** Each game's table machine and the state it is in while the learner is to act. */
const TABLES: Record<string, { machine: AnyStateMachine; learnerState: string }> = {
  bugami: { machine: bugami as unknown as AnyStateMachine, learnerState: 'learnerTurn' },
  handjass: { machine: handjass as unknown as AnyStateMachine, learnerState: 'learnerTurn' },
  hindersche: { machine: hindersche as unknown as AnyStateMachine, learnerState: 'learnerTurn' },
  norrlandsknack: { machine: norrlandsknack as unknown as AnyStateMachine, learnerState: 'learnerTurn' },
  president: { machine: president as unknown as AnyStateMachine, learnerState: 'learnerTurn' },
  stopp: { machine: stopp as unknown as AnyStateMachine, learnerState: 'learnerTurn' },
};

describe.each(FIXTURE_GAMES)('a saved $id game', (game) => {
  const text = JSON.stringify(JSON.parse(readFileSync(new URL(`../fixtures/saved-games/${game.id}.json`, import.meta.url), 'utf8')));

  it('decodes with the table store, mid-deal with the learner to play', () => {
    const loaded = game.store.load(memoryStorage({ [game.store.key]: text }));
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(game.playing(loaded.saved.game)).toBe(true);
    expect(game.whoseTurn(loaded.saved.game)).toBe(LEARNER);
    // Saved again unchanged, it is the same record.
    const again = game.store.save(memoryStorage(), loaded.saved.game, loaded.saved.settings, null, true);
    expect(again.kind === 'saved' && JSON.parse(again.text).game).toEqual(JSON.parse(text).game);
  });

  it('resumes on the table with the learner to act', async () => {
    const loaded = game.store.parse(text);
    if (loaded.kind !== 'ok') throw new Error('not loaded');
    const first = (g: unknown, seat: number) => game.legalActions(g).find((a) => (a as { seat?: number }).seat === seat) ?? null;
    const bots = { move: async (g: unknown, seat: number) => first(g, seat), hint: async () => null, analyse: async () => null };
    const table = TABLES[game.id]!;
    const actor = createActor(table.machine, { input: { bots, seed: 1 } }).start();
    actor.send({ type: 'resume', game: loaded.saved.game, settings: loaded.saved.settings });
    const snap = await waitFor(actor, (s) => s.matches(table.learnerState), { timeout: 2000 });
    expect(snap.context.game).toBeTruthy();
    actor.stop();
  });

  it('plays on to the end of the deal', () => {
    const loaded = game.store.parse(text);
    if (loaded.kind !== 'ok') throw new Error('not loaded');
    let g = loaded.saved.game;
    let steps = 0;
    while (!game.dealOver(g)) {
      const action = game.legalActions(g)[0];
      expect(action).toBeDefined();
      const r = game.apply(g, action);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      g = r.value;
      expect(++steps).toBeLessThan(500);
    }
  });
});
