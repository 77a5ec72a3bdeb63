/**
 * The play table without a browser: the table machine runs whole games at every table size with fake computer
 * players (the real bots called in-thread), the learner answering with the engine's legal actions; refusals change
 * nothing; the saved record replays; every event of a game is narrated in three languages.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { tableState } from '../../../shared/table/machine';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { chooseAction } from '../bots/bot';
import { legalActions, type GameState } from '../engine/game';
import { readSettings, tableMachine, LEARNER, type TableBots } from '../machines/table';
import { TABLE_STORE } from '../table/save';
import { narrate } from '../table/narrate';

const fakeBots: TableBots = {
  move: async (state, seat) => chooseAction(state, seat, { level: 'steady' }),
  hint: async () => null,
};

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

async function playWhole(players: 2 | 3 | 4, seed: number) {
  const actor = createActor(tableMachine, { input: { bots: fakeBots } }).start();
  actor.send({ type: 'settings', settings: { players, speed: 'instant' } });
  actor.send({ type: 'setup', setup: { seed } });
  actor.send({ type: 'start' });
  for (let step = 0; step < 5000; step++) {
    const snap = await waitFor(actor, (s) => ['learnerTurn', 'dealScored', 'gameOver', 'failed'].includes(tableState(s.value)), { timeout: 5000 });
    if (tableState(snap.value) === 'gameOver' || snap.value === 'failed') break;
    if (snap.value === 'dealScored') actor.send({ type: 'continue' });
    else {
      const g = snap.context.game as GameState;
      const a = legalActions(g)[0];
      expect(a).toBeDefined();
      actor.send({ type: 'act', action: a! });
    }
  }
  const end = actor.getSnapshot();
  actor.stop();
  return end;
}

describe('table machine', () => {
  it('keeps a finished trick on show until its pause ends or the learner taps on, then plays on', async () => {
    const actor = createActor(tableMachine, { input: { bots: fakeBots } }).start();
    actor.send({ type: 'settings', settings: { players: 4, speed: 'fast' } });
    actor.send({ type: 'setup', setup: { seed: 9 } });
    actor.send({ type: 'start' });
    let shown = 0;
    for (let step = 0; step < 400 && shown < 2; step++) {
      const snap = await waitFor(actor, (s) => ['learnerTurn', 'trickShown', 'dealScored', 'failed'].includes(tableState(s.value)), { timeout: 5000 });
      const at = tableState(snap.value);
      if (at === 'trickShown') {
        const d = (snap.context.game as GameState).deal!;
        expect(d.trick).toHaveLength(0);
        expect(d.tricks.length).toBeGreaterThan(0);
        shown++;
        // The first trick is tapped away; the second ends with its pause.
        if (shown === 1) {
          actor.send({ type: 'continue' });
          expect(tableState(actor.getSnapshot().value)).not.toBe('trickShown');
        } else await waitFor(actor, (s) => tableState(s.value) !== 'trickShown', { timeout: 5000 });
      } else if (at === 'learnerTurn') actor.send({ type: 'act', action: legalActions(snap.context.game as GameState)[0]! });
      else break;
    }
    expect(shown).toBe(2);
    actor.stop();
  });

  for (const players of [2, 3, 4] as const) {
    it(`plays a whole game at a table of ${players} to its loser`, async () => {
      const end = await playWhole(players, 40 + players);
      expect(end.value).toBe('gameOver');
      const g = end.context.game as GameState;
      expect(g.stage).toBe('game-over');
      expect(g.loser).not.toBeNull();
      expect(g.retired).toHaveLength(players - 1);
      // Saved and replayed: the same game.
      const storage = memoryStorage();
      const saved = TABLE_STORE.save(storage, g, end.context.settings, null);
      expect(saved.kind).toBe('saved');
      const back = TABLE_STORE.load(storage);
      expect(back.kind).toBe('ok');
      if (back.kind === 'ok') expect(back.saved.game.actions).toEqual(g.actions);
      for (const lang of ['en', 'de', 'sv']) {
        const t = createTranslator(lang, allMessages(lang as 'en', 'handjass'));
        for (const e of g.log) {
          const line = narrate(t, e, lang);
          if (line !== null) expect(line, `${lang} ${e.type}`).not.toMatch(/(table|strokes|seat|suit)\.[\w-]|\{\{/);
        }
      }
    }, 120_000);
  }

  it('refuses an illegal action with its code and changes nothing', async () => {
    const actor = createActor(tableMachine, { input: { bots: fakeBots } }).start();
    actor.send({ type: 'settings', settings: { players: 4, speed: 'instant' } });
    actor.send({ type: 'setup', setup: { seed: 7 } });
    actor.send({ type: 'start' });
    const snap = await waitFor(actor, (s) => s.matches('learnerTurn'), { timeout: 5000 });
    const before = snap.context.game;
    actor.send({ type: 'act', action: { type: 'play', seat: LEARNER, card: 'AS' } });
    expect(actor.getSnapshot().context.refused?.code).toBeDefined();
    expect(actor.getSnapshot().context.game).toBe(before);
    actor.stop();
  });

  it('sets a failing computer player aside as a failure the learner can retry', async () => {
    let fail = true;
    const flaky: TableBots = { move: async (s, seat) => (fail ? Promise.reject(new Error('x')) : chooseAction(s, seat, { level: 'steady' })), hint: async () => null };
    const actor = createActor(tableMachine, { input: { bots: flaky } }).start();
    actor.send({ type: 'settings', settings: { players: 4, speed: 'instant' } });
    actor.send({ type: 'setup', setup: { seed: 3 } });
    actor.send({ type: 'start' });
    // Play as the learner until a computer player must move.
    const first = await waitFor(actor, (s) => s.value === 'failed' || s.matches('learnerTurn'), { timeout: 5000 });
    if (first.matches('learnerTurn')) actor.send({ type: 'act', action: legalActions(first.context.game as GameState)[0]! });
    await waitFor(actor, (s) => s.value === 'failed', { timeout: 5000 });
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('learnerTurn') || s.value === 'dealScored', { timeout: 5000 });
    actor.stop();
  });

  it('reads untrusted settings field by field', () => {
    expect(readSettings({ players: 9, level: 'strong', speed: 'x', showLegal: 1 })).toEqual({ players: 4, level: 'strong', speed: 'normal', showLegal: true });
    expect(readSettings(null)).toEqual({ players: 4, level: 'steady', speed: 'normal', showLegal: true });
    expect(readSettings({ players: 2, level: 'steady', speed: 'slow', showLegal: false })).toEqual({ players: 2, level: 'steady', speed: 'slow', showLegal: false });
  });

  it('reads settings saved before the speed: the pace toggle on is the normal speed, off is instant', () => {
    expect(readSettings({ players: 3, level: 'strong', pace: true })).toEqual({ players: 3, level: 'strong', speed: 'normal', showLegal: true });
    expect(readSettings({ players: 3, level: 'strong', pace: false })).toEqual({ players: 3, level: 'strong', speed: 'instant', showLegal: true });
    // A speed, once saved, wins over a pace left beside it.
    expect(readSettings({ pace: false, speed: 'fast' }).speed).toBe('fast');
    // Changing a setting keeps the speed: the machine merges what is given into the current settings.
    expect(readSettings({ ...readSettings({ pace: false }), level: 'strong' }).speed).toBe('instant');
  });

  it('sets a record that does not replay aside', () => {
    const storage = memoryStorage();
    storage.setItem('handjass.table', JSON.stringify({ v: 1, game: 'g1~n5~p4~aZZZ', settings: {} }));
    expect(TABLE_STORE.load(storage).kind).toBe('discarded');
  });
});
