/**
 * The play page's machine without a browser: whole games for every table size with the bots answering in the same
 * thread, the learner's card checked by the engine, hints, the review after each deal, and the saved record.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { chooseAction } from '../bots/bot';
import { hint } from '../bots/hint';
import { moneyTotal, nextDecision, type GameState } from '../engine/game';
import { DEFAULT_RULES } from '../engine/rules';
import { pileJustTurned, tableMachine, type TableBots } from '../machines/table';
import { TABLE_ENGINE } from '../table/engine';
import { TABLE_STORE, readSettings } from '../table/save';

const syncBots: TableBots = {
  move: async (state, seat, opts) => chooseAction(state, seat, { level: opts.level, budgetMs: 5, maxSamples: 50 }),
  hint: async (state, seat) => hint(state, seat, { budgetMs: 5, maxSamples: 50 }),
};

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

async function playWhole(players: number, seed: number, rules = DEFAULT_RULES) {
  const actor = createActor(tableMachine, { input: { bots: syncBots } }).start();
  actor.send({ type: 'settings', settings: { speed: 'instant', level: 'steady' } });
  actor.send({ type: 'rules', rules });
  actor.send({ type: 'setup', setup: { players, seed } });
  actor.send({ type: 'start' });
  let reviews = 0;
  for (let i = 0; i < 5000; i++) {
    const snap = await waitFor(actor, (s) => s.matches('learnerTurn') || s.matches('dealScored') || s.matches('gameOver'), { timeout: 5000 });
    if (snap.matches('gameOver')) break;
    if (snap.matches('dealScored')) {
      reviews++;
      const g = snap.context.game as GameState;
      expect(moneyTotal(g)).toBe(10 * players);
      actor.send({ type: 'continue' });
      continue;
    }
    const g = snap.context.game as GameState;
    const d = nextDecision(g);
    if (d.kind === 'stopp') actor.send({ type: 'act', action: { type: 'stopp', seat: 0 } });
    else if (d.kind === 'lead' || d.kind === 'beat') {
      // A card the engine refuses is reported, and the learner is still to play.
      const wrong = (g.deal?.hands[0] ?? []).find((c) => !d.legal.includes(c));
      if (wrong && i % 7 === 0) {
        actor.send({ type: 'act', action: { type: 'play', seat: 0, card: wrong } });
        expect(actor.getSnapshot().context.refused?.code).toBe('deal.illegal-card');
        expect(actor.getSnapshot().matches('learnerTurn')).toBe(true);
      }
      actor.send({ type: 'act', action: { type: 'play', seat: 0, card: d.legal[0]! } });
    }
  }
  const end = actor.getSnapshot();
  actor.stop();
  return { end, reviews };
}

describe('table machine', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`plays a whole game with ${players} players to its end`, async () => {
      const { end, reviews } = await playWhole(players, 40 + players);
      expect(end.matches('gameOver')).toBe(true);
      const g = end.context.game as GameState;
      expect(g.stage).toBe('game-over');
      expect(g.winner).not.toBeNull();
      expect(g.capital.reduce((a, b) => a + b, 0) + g.pot).toBe(10 * players);
      expect(reviews).toBe(g.record.length - 1);
    }, 120_000);
  }

  it('announced Stopp: the learner must press it', async () => {
    const { end } = await playWhole(3, 7, { ...DEFAULT_RULES, stopp_call: 'announced' });
    expect(end.matches('gameOver')).toBe(true);
  }, 120_000);

  it('gives a hint for the learner\'s position, with a reason code', async () => {
    const actor = createActor(tableMachine, { input: { bots: syncBots } }).start();
    actor.send({ type: 'settings', settings: { speed: 'instant' } });
    actor.send({ type: 'setup', setup: { players: 4, seed: 3 } });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('learnerTurn'), { timeout: 5000 });
    actor.send({ type: 'hint' });
    const s = await waitFor(actor, (x) => x.matches({ learnerTurn: 'idle' }) && x.context.hint?.status === 'done', { timeout: 5000 });
    expect(s.context.hint?.value?.reason.code).toMatch(/^hint\./);
    actor.stop();
  });

  it('saves and replays the game through the versioned store; bad settings fall back one by one', async () => {
    const actor = createActor(tableMachine, { input: { bots: syncBots } }).start();
    actor.send({ type: 'settings', settings: { speed: 'instant' } });
    actor.send({ type: 'setup', setup: { players: 5, seed: 11 } });
    actor.send({ type: 'start' });
    const s = await waitFor(actor, (x) => x.matches('learnerTurn'), { timeout: 5000 });
    const storage = memoryStorage();
    const game = s.context.game as GameState;
    expect(TABLE_STORE.save(storage, game, s.context.settings, null, true).kind).toBe('saved');
    const loaded = TABLE_STORE.load(storage);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind === 'ok') {
      expect(loaded.saved.game.actions).toEqual(game.actions);
      expect(loaded.saved.game.deal?.hands).toEqual(game.deal?.hands);
    }
    expect(readSettings({ level: 'strong', speed: 'warp', showLegal: 'x' })).toEqual({ level: 'strong', speed: 'normal', showLegal: true });
    storage.setItem('stopp.table', '{"v":1,"game":"g1~garbage","settings":{}}');
    expect(TABLE_STORE.load(storage)).toMatchObject({ kind: 'discarded' });
    storage.setItem('stopp.table', '{"v":99,"game":"x","settings":{}}');
    expect(TABLE_STORE.load(storage)).toMatchObject({ kind: 'newer' });
    actor.stop();
  });

  it('holds a pile the learner\'s card or Stopp turns away on the table until its pause or a tap', async () => {
    const actor = createActor(tableMachine, { input: { bots: syncBots } }).start();
    actor.send({ type: 'settings', settings: { speed: 'instant', level: 'steady' } });
    actor.send({ type: 'setup', setup: { players: 3, seed: 5 } });
    actor.send({ type: 'start' });
    let held = false;
    for (let i = 0; i < 2000 && !held; i++) {
      const snap = await waitFor(actor, (s) => s.matches('learnerTurn') || s.matches('dealScored') || s.matches('gameOver'), { timeout: 5000 });
      if (snap.matches('gameOver')) break;
      if (snap.matches('dealScored')) {
        actor.send({ type: 'continue' });
        continue;
      }
      const g = snap.context.game as GameState;
      const d = nextDecision(g);
      const action = d.kind === 'stopp' ? ({ type: 'stopp', seat: 0 } as const) : d.kind === 'lead' || d.kind === 'beat' ? ({ type: 'play', seat: 0, card: d.legal[0]! } as const) : null;
      if (!action) break;
      const after = TABLE_ENGINE.apply(g, action);
      if (after.ok && pileJustTurned(after.value)) {
        // At Normal speed the pile stays, with its last event the turn; a tap on Continue moves on at once.
        actor.send({ type: 'settings', settings: { speed: 'normal' } });
        actor.send({ type: 'act', action });
        expect(actor.getSnapshot().matches('trickShown')).toBe(true);
        expect(actor.getSnapshot().context.game!.log.at(-1)?.type).toBe('turn');
        actor.send({ type: 'continue' });
        expect(actor.getSnapshot().matches('trickShown')).toBe(false);
        held = true;
      } else actor.send({ type: 'act', action });
    }
    expect(held).toBe(true);
    actor.stop();
  }, 60_000);
});
