/**
 * The table machine without a browser: whole games for every table size with the learner's seat played by Steady,
 * a review after every deal, refusals for illegal learner actions, a failing computer player replaced by a safe
 * move, a saved game that resumes, and the narration of every event in three languages.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { chooseAction } from '../bots/bot';
import { nextDecision, type GameState } from '../engine/game';
import { makeGame, parseGame } from '../engine/notation';
import { LEARNER, readSettings, roundJustCleared, tableMachine, type TableBots } from '../machines/table';
import { TABLE_ENGINE } from '../table/engine';
import { tableState } from '../../../shared/table/machine';
import { narrate, refusal } from '../table/narrate';

const steadyBots: TableBots = { move: (state, seat) => Promise.resolve(chooseAction(state, seat, { level: 'steady' })) };

async function playToEnd(players: 3 | 4 | 5 | 6, seed: number, bots: TableBots = steadyBots) {
  const a = createActor(tableMachine, { input: { bots, seed } }).start();
  a.send({ type: 'settings', settings: { players, speed: 'instant' } });
  a.send({ type: 'start' });
  let reviews = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const s = await waitFor(a, (x) => ['learnerTurn', 'dealScored', 'gameOver'].includes(tableState(x.value)), { timeout: 5000 });
    if (tableState(s.value) === 'gameOver') break;
    if (tableState(s.value) === 'dealScored') {
      reviews++;
      a.send({ type: 'continue' });
      continue;
    }
    const g = s.context.game as GameState;
    a.send({ type: 'act', action: chooseAction(g, LEARNER, { level: 'steady' })! });
  }
  const end = a.getSnapshot();
  a.stop();
  return { game: end.context.game as GameState, reviews, state: tableState(end.value), failed: end.context.botFailed };
}

describe('table machine', () => {
  it('plays whole games for 3 to 6 players, with a review after every deal', async () => {
    for (const n of [3, 4, 5, 6] as const) {
      const r = await playToEnd(n, 100 + n);
      expect(r.state).toBe('gameOver');
      expect(r.game.winner).not.toBeNull();
      expect(r.reviews).toBe(r.game.record.length);
      expect(Math.max(...r.game.totals)).toBeGreaterThanOrEqual(r.game.rules.target);
      expect(r.failed).toBe(false);
    }
  }, 120_000);

  it('refuses an illegal learner action with the engine reason, and replaces a failing bot', async () => {
    const broken: TableBots = { move: () => Promise.reject(new Error('worker died')) };
    const a = createActor(tableMachine, { input: { bots: broken, seed: 7 } }).start();
    a.send({ type: 'settings', settings: { speed: 'instant' } });
    a.send({ type: 'start' });
    const s = await waitFor(a, (x) => tableState(x.value) === 'learnerTurn', { timeout: 5000 });
    expect(s.context.botFailed || nextDecision(s.context.game!).kind === 'play').toBe(true);
    a.send({ type: 'act', action: { type: 'play', seat: LEARNER, cards: ['2S', '3S'] } as never });
    expect(tableState(a.getSnapshot().value)).toBe('learnerTurn');
    expect(a.getSnapshot().context.refused).not.toBeNull();
    a.stop();
  });

  it('a saved game replays and resumes at the same decision', async () => {
    const a = createActor(tableMachine, { input: { bots: steadyBots, seed: 42 } }).start();
    a.send({ type: 'settings', settings: { speed: 'instant', players: 5 } });
    a.send({ type: 'start' });
    const s = await waitFor(a, (x) => tableState(x.value) === 'learnerTurn' && (x.context.game?.actions.length ?? 0) > 3, { timeout: 5000 });
    const text = makeGame(s.context.game!);
    const back = parseGame(text);
    expect(back.ok).toBe(true);
    const b = createActor(tableMachine, { input: { bots: steadyBots } }).start();
    b.send({ type: 'resume', game: (back as { value: GameState }).value, settings: readSettings({ players: 5, speed: 'instant' }) });
    expect(tableState(b.getSnapshot().value)).toBe('learnerTurn');
    expect(b.getSnapshot().context.game!.table!.hands).toEqual(s.context.game!.table!.hands);
    expect(readSettings({ players: 9, level: 'x' })).toEqual(readSettings({}));
    a.stop();
    b.stop();
  });

  it('narrates every event in three languages', async () => {
    const r = await playToEnd(4, 5);
    for (const lang of ['en', 'de', 'sv'] as const) {
      const t = createTranslator(lang, allMessages(lang, 'president'));
      for (const e of r.game.log) {
        const line = narrate(t, e, lang);
        expect(line, e.type).toBeTruthy();
        expect(line!, e.type).not.toMatch(/\{\{|table\.|combo\.|pseat\./);
      }
      expect(refusal(t, { code: 'play.does-not-beat', reason: { code: 'beat.wrong-count', need: 2, got: 3 } })).not.toMatch(/beat\./);
    }
  }, 120_000);

  it('holds a round the learner\'s pass clears on the table, with who took it and who leads, until its pause or a tap', async () => {
    const a = createActor(tableMachine, { input: { bots: steadyBots, seed: 11 } }).start();
    a.send({ type: 'settings', settings: { speed: 'instant', players: 4 } });
    a.send({ type: 'start' });
    let held = false;
    for (let guard = 0; guard < 400 && !held; guard++) {
      const s = await waitFor(a, (x) => ['learnerTurn', 'dealScored', 'gameOver'].includes(tableState(x.value)), { timeout: 5000 });
      if (tableState(s.value) === 'gameOver') break;
      if (tableState(s.value) === 'dealScored') {
        a.send({ type: 'continue' });
        continue;
      }
      const g = s.context.game as GameState;
      const pass = { type: 'pass', seat: LEARNER } as const;
      const after = TABLE_ENGINE.apply(g, pass);
      if (after.ok && roundJustCleared(after.value)) {
        // At Normal speed the cleared round stays; a tap on Continue moves on at once.
        a.send({ type: 'settings', settings: { speed: 'normal' } });
        a.send({ type: 'act', action: pass });
        expect(tableState(a.getSnapshot().value)).toBe('trickShown');
        expect(a.getSnapshot().context.game!.log.at(-1)?.type).toBe('round-cleared');
        a.send({ type: 'continue' });
        expect(tableState(a.getSnapshot().value)).not.toBe('trickShown');
        held = true;
      } else a.send({ type: 'act', action: chooseAction(g, LEARNER, { level: 'steady' })! });
    }
    expect(held).toBe(true);
    a.stop();
  }, 60_000);
});
