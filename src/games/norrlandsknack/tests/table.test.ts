/**
 * The play table without a browser: the table machine plays whole games at every table size with the bots in the
 * page's thread (the learner's seat played by Steady through the machine's own events), every event is narrated in
 * every language, hints come with a translated reason, and the saved game round-trips through the versioned store.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { allMessages, LANGUAGES } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { chooseAction } from '../bots/bot';
import { handleRequest } from '../bots/protocol';
import { hint } from '../bots/hint';
import { nextDecision, type GameState } from '../engine';
import { LEARNER, readSettings, tableMachine, type TableBots, type TableSettings } from '../machines/table';
import { hintText, narrate } from '../table/narrate';
import { TABLE_STORE, TABLE_KEY } from '../table/save';

vi.setConfig({ testTimeout: 60_000 });

const bots: TableBots = {
  move: async (s, seat, level) => chooseAction(s, seat, { level, seed: 1, budgetMs: Infinity, maxSamples: 8 }),
  hint: async (s, seat) => hint(s, seat, { budgetMs: Infinity, maxSamples: 8 }),
};

/** Starts a game: the settings, the seed, then start (as the page sends them). */
function begin(actor: { send(e: never): void }, seed: number, settings: TableSettings) {
  actor.send({ type: 'settings', settings } as never);
  actor.send({ type: 'setup', setup: { seed } } as never);
  actor.send({ type: 'start' } as never);
}

async function playWhole(players: 3 | 4 | 5, seed: number) {
  const actor = createActor(tableMachine, { input: { bots } }).start();
  const seen = new Set<string>();
  actor.subscribe((s) => seen.add(typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!));
  begin(actor, seed, { players, level: 'steady', showLegal: true, speed: 'instant' });
  let hinted = false;
  for (let i = 0; i < 2000; i++) {
    const snap = await waitFor(actor, (s) => s.matches('learnerTurn') || s.matches('dealScored') || s.matches('gameOver') || (s.matches({ learnerTurn: 'idle' }) as boolean), { timeout: 20_000 });
    if (snap.matches('gameOver')) break;
    if (snap.matches('dealScored')) {
      actor.send({ type: 'continue' });
      continue;
    }
    const g = snap.context.game as GameState;
    if (!hinted) {
      actor.send({ type: 'hint' });
      const h = await waitFor(actor, (s) => s.context.hint?.status === 'done', { timeout: 20_000 });
      expect(h.context.hint?.value).not.toBeNull();
      hinted = true;
    }
    const a = chooseAction(g, LEARNER, { level: 'steady', seed: i });
    expect(a).not.toBeNull();
    actor.send({ type: 'act', action: a! });
  }
  const end = actor.getSnapshot();
  expect(end.matches('gameOver')).toBe(true);
  return { game: end.context.game as GameState, seen };
}

describe('the table machine', () => {
  it('plays whole games to their end at 3, 4 and 5 players, through every state', async () => {
    const states = new Set<string>();
    for (const players of [3, 4, 5] as const) {
      const { game, seen } = await playWhole(players, 40 + players);
      for (const s of seen) states.add(s);
      const d = nextDecision(game);
      expect(d.kind).toBe('game-over');
      expect(game.winners.length).toBe(1);
      // Narration: every event of the game is a sentence in every language, never a raw key.
      for (const lang of LANGUAGES) {
        const t = createTranslator(lang, allMessages(lang, 'norrlandsknack'));
        for (const e of game.log) {
          const line = narrate(t, lang, e);
          if (line !== null) expect(line, `${lang} ${e.type}`).not.toMatch(/\{\{|^table\./);
        }
      }
    }
    expect([...states].sort()).toEqual(['computerThinking', 'dealScored', 'gameOver', 'learnerTurn', 'setup', 'trickShown']);
  });

  it('refuses an illegal action with the engine code and keeps the game', async () => {
    const actor = createActor(tableMachine, { input: { bots } }).start();
    begin(actor, 7, { players: 4, level: 'steady', showLegal: true, speed: 'instant' });
    const snap = await waitFor(actor, (s) => s.matches('learnerTurn'), { timeout: 20_000 });
    const before = snap.context.game!.actions.length;
    actor.send({ type: 'act', action: { type: 'play', seat: LEARNER, card: 'AS' } });
    const after = actor.getSnapshot();
    expect(after.context.refused?.code).toMatch(/^game\./);
    expect(after.context.game!.actions.length).toBe(before);
  });

  it('a bot that cannot decide is replaced by a legal action', async () => {
    const failing: TableBots = { move: async () => null, hint: async () => null };
    const actor = createActor(tableMachine, { input: { bots: failing } }).start();
    begin(actor, 3, { players: 3, level: 'steady', showLegal: true, speed: 'instant' });
    // Seat 0 is forehand: let it lurk so the bots must bid.
    await waitFor(actor, (s) => s.matches('learnerTurn'));
    actor.send({ type: 'act', action: { type: 'lurk', seat: LEARNER } });
    const s = await waitFor(actor, (x) => x.context.botFailed, { timeout: 10_000 });
    expect(s.context.game!.actions.length).toBeGreaterThan(2);
  });
});

describe('a finished trick', () => {
  it('stays on the table at normal speed until the pause ends or the learner moves on', async () => {
    const actor = createActor(tableMachine, { input: { bots } }).start();
    begin(actor, 7, { players: 3, level: 'steady', showLegal: true, speed: 'normal' });
    for (let i = 0; i < 40; i++) {
      const snap = await waitFor(actor, (s) => s.matches('learnerTurn') || s.matches('trickShown') || s.matches('dealScored') || s.matches('gameOver'), { timeout: 20_000 });
      if (snap.matches('trickShown')) {
        const d = snap.context.game!.deal!;
        // The finished trick is the last one and no card of the next is down yet.
        expect(d.trick.length).toBe(0);
        expect(d.tricks.length).toBeGreaterThan(0);
        actor.send({ type: 'continue' });
        expect(actor.getSnapshot().matches('trickShown')).toBe(false);
        return;
      }
      if (!snap.matches('learnerTurn')) break;
      actor.send({ type: 'act', action: chooseAction(snap.context.game!, LEARNER, { level: 'steady', seed: i })! });
    }
    throw new Error('no finished trick was shown');
  });
});

describe('Strong players at the table', () => {
  it('play a whole deal through the machine with the search bots', async () => {
    const actor = createActor(tableMachine, { input: { bots } }).start();
    begin(actor, 12, { players: 4, level: 'strong', showLegal: true, speed: 'instant' });
    for (let i = 0; i < 60; i++) {
      const snap = await waitFor(actor, (s) => s.matches('learnerTurn') || s.matches('dealScored') || s.matches('gameOver'), { timeout: 30_000 });
      if (!snap.matches('learnerTurn')) break;
      actor.send({ type: 'act', action: chooseAction(snap.context.game!, LEARNER, { level: 'steady', seed: i })! });
    }
    const end = actor.getSnapshot();
    expect(end.matches('dealScored') || end.matches('gameOver')).toBe(true);
    expect(end.context.game!.lastDeal).not.toBeNull();
  });
});

describe('hints, settings and the saved game', () => {
  it('hint reasons read as sentences in every language', () => {
    const g = createActor(tableMachine, { input: { bots } }).start();
    begin(g, 11, { players: 4, level: 'steady', showLegal: true, speed: 'instant' });
    const state = g.getSnapshot().context.game!;
    const h = hint(state, LEARNER, { budgetMs: Infinity, maxSamples: 8 })!;
    for (const lang of LANGUAGES) {
      const t = createTranslator(lang, allMessages(lang, 'norrlandsknack'));
      expect(hintText(t, lang, h.reason)).not.toMatch(/\{\{|^table\./);
    }
  });

  it('the worker protocol answers moves and refuses garbage', () => {
    const g = createActor(tableMachine, { input: { bots } }).start();
    begin(g, 5, { players: 5, level: 'steady', showLegal: true, speed: 'instant' });
    const state = g.getSnapshot().context.game!;
    const r = handleRequest({ id: 1, kind: 'move', state, seat: LEARNER, level: 'steady' });
    expect(r.result.kind).toBe('move');
    expect(handleRequest({ id: 2, kind: 'move', state: { nonsense: true } as never, seat: 0, level: 'steady' }).result.kind).toBe('error');
  });

  it('settings from untrusted data fall back field by field', () => {
    expect(readSettings({ players: 9, level: 'genius', showLegal: 'yes' })).toEqual({ players: 4, level: 'steady', showLegal: true, speed: 'normal' });
    expect(readSettings({ players: 5, level: 'strong', showLegal: false })).toEqual({ players: 5, level: 'strong', showLegal: false, speed: 'normal' });
    expect(readSettings({ players: 3, speed: 'instant' }).speed).toBe('instant');
    expect(readSettings(null).players).toBe(4);
  });

  it('a saved game replays; a tampered one is set aside; a newer one is left alone', async () => {
    const mem = new Map<string, string>();
    const storage = { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v), removeItem: (k: string) => void mem.delete(k) };
    const actor = createActor(tableMachine, { input: { bots } }).start();
    begin(actor, 9, { players: 4, level: 'strong', showLegal: false, speed: 'instant' });
    const snap = await waitFor(actor, (s) => s.matches('learnerTurn'), { timeout: 20_000 });
    const game = snap.context.game!;
    expect(TABLE_STORE.save(storage, game, snap.context.settings, null).kind).toBe('saved');
    const loaded = TABLE_STORE.load(storage);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') {
      expect(loaded.saved.game.actions).toEqual(game.actions);
      expect(loaded.saved.settings.level).toBe('strong');
    }
    const text = mem.get(TABLE_KEY)!;
    mem.set(TABLE_KEY, text.replace(/"game":"[^"]*"/, '"game":"g1~garbage"'));
    expect(TABLE_STORE.load(storage).kind).toBe('discarded');
    mem.set(TABLE_KEY, JSON.stringify({ v: 99, game: 'x', settings: {} }));
    expect(TABLE_STORE.load(storage).kind).toBe('newer');
  });
});
