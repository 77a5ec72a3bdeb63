/**
 * The table machine without a browser: whole games against computer players for every table size (the synchronous
 * bots, no pauses), the learner's moves checked by the engine, hints, refusals, the saved record replayed.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { chooseAction } from '../bots/bot';
import { hint } from '../bots/hint';
import { nextDecision } from '../engine/game';
import { DEFAULT_RULES } from '../engine/rules';
import { tableState } from '../../../shared/table/machine';
import { tableMachine, type TableBots } from '../machines/table';
import { TABLE_STORE, readSettings } from '../table/save';

const syncBots: TableBots = {
  move: async (state, seat, opts) => chooseAction(state, seat, { level: opts.level, budgetMs: 5, maxSamples: 40 }),
  hint: async (state, seat) => hint(state, seat, { budgetMs: 5, maxSamples: 30, bidSamples: 20 }),
};

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

async function playWhole(players: number, seed: number) {
  const actor = createActor(tableMachine, { input: { bots: syncBots, settings: { speed: 'instant', level: 'steady' } } }).start();
  actor.send({ type: 'setup', setup: { players, seed } });
  actor.send({ type: 'start' });
  let hints = 0;
  for (let i = 0; i < 5000; i++) {
    const snap = await waitFor(actor, (s) => ['learnerTurn', 'dealScored', 'gameOver', 'trickShown', 'revealShown', 'dealing'].includes(tableState(s.value)), { timeout: 5000 });
    const g = snap.context.game!;
    if (snap.matches('gameOver')) {
      actor.stop();
      return { game: g, hints };
    }
    if (snap.matches('learnerTurn')) {
      const d = nextDecision(g);
      if (hints < 2) {
        actor.send({ type: 'hint' });
        const h = await waitFor(actor, (s) => s.matches({ learnerTurn: 'idle' }) && s.context.hint?.status !== 'loading');
        expect(h.context.hint?.status).toBe('done');
        hints++;
      }
      if (d.kind === 'bid') actor.send({ type: 'act', action: { type: 'bid', seat: 0, bid: d.options[(i + seed) % 5]! } });
      else if (d.kind === 'play') {
        const illegal = d.plays.find((p) => !p.legal);
        if (illegal) {
          actor.send({ type: 'act', action: { type: 'play', seat: 0, card: illegal.card } });
          expect(actor.getSnapshot().context.refused?.code).toBe('game.illegal-card');
        }
        actor.send({ type: 'act', action: { type: 'play', seat: 0, card: d.legal[0]! } });
      }
    } else actor.send({ type: 'continue' });
  }
  throw new Error('game did not end');
}

describe('bugami table machine', () => {
  for (const players of [3, 4, 5, 6, 7]) {
    it(`plays a whole game to the end with ${players} at the table`, async () => {
      const { game, hints } = await playWhole(players, 100 + players);
      expect(game.stage).toBe('game-over');
      expect(Math.max(...game.totals)).toBeGreaterThanOrEqual(250);
      expect(game.winners!.length).toBeGreaterThan(0);
      expect(hints).toBe(2);
      // The sheet adds up: each total is the sum of its column.
      for (let s = 0; s < players; s++) expect(game.record.reduce((a, r) => a + r.scores[s]!, 0)).toBe(game.totals[s]);
    }, 120_000);
  }

  it('saves and replays a game mid-deal through the table store', async () => {
    const actor = createActor(tableMachine, { input: { bots: syncBots, settings: { speed: 'instant' } } }).start();
    actor.send({ type: 'setup', setup: { players: 5, seed: 77 } });
    actor.send({ type: 'start' });
    const snap = await waitFor(actor, (s) => s.matches('learnerTurn') && nextDecision(s.context.game!).kind === 'bid');
    actor.send({ type: 'act', action: { type: 'bid', seat: 0, bid: 'H' } });
    const mid = await waitFor(actor, (s) => ['learnerTurn', 'revealShown'].includes(tableState(s.value)));
    const storage = memoryStorage();
    const saved = TABLE_STORE.save(storage, mid.context.game!, mid.context.settings, null);
    expect(saved.kind).toBe('saved');
    const loaded = TABLE_STORE.load(storage);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') {
      expect(loaded.saved.game.actions).toEqual(mid.context.game!.actions);
      const again = createActor(tableMachine, { input: { bots: syncBots } }).start();
      again.send({ type: 'resume', game: loaded.saved.game, settings: loaded.saved.settings });
      expect(again.getSnapshot().context.game!.deal!.bids[0]).toBe('H');
    }
    expect(snap.context.game!.rules).toEqual({ ...DEFAULT_RULES });
    actor.stop();
  });

  it('reads bad saved data as defaults, never throwing', () => {
    expect(readSettings({ level: 'godlike', speed: 3, showLegal: 'yes' })).toEqual({ level: 'steady', speed: 'normal', showLegal: true });
    const storage = memoryStorage();
    storage.setItem('bugami.table', '{"v":1,"game":"g1;nonsense","settings":{}}');
    expect(TABLE_STORE.load(storage).kind).toBe('discarded');
    storage.setItem('bugami.table', '{not json');
    expect(TABLE_STORE.load(storage).kind).toBe('discarded');
    storage.setItem('bugami.table', '{"v":99,"game":"x","settings":{}}');
    expect(TABLE_STORE.load(storage).kind).toBe('newer');
  });
});
