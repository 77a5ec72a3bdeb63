/**
 * Stöck is the learner's choice at the table: with the card that completes Stöck the learner says it or keeps quiet
 * (automatic announcing says it unless the learner keeps quiet; manual announcing scores it only when said). The
 * choice reaches the engine through the table machine, scores 20 or nothing, is narrated, survives the saved record,
 * and a record saved before the choice existed still resumes.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { tableState } from '../../../shared/table/machine';
import { allMessages } from '../../../i18n';
import { createTranslator } from '../../../i18n/client';
import { chooseAction } from '../bots/bot';
import { hint } from '../bots/hint';
import { apply, legalActions, newGame, nextDecision, type GameEvent, type GameState } from '../engine/game';
import { makeGameNotation } from '../engine/notation';
import { tableMachine, LEARNER, type TableBots } from '../machines/table';
import { TABLE_STORE, TABLE_VERSION } from '../table/save';
import { narrate } from '../table/narrate';
import { hintText, stoeckOffer } from '../widgets/GameTable';

const fakeBots: TableBots = {
  move: async (state, seat) => chooseAction(state, seat, { level: 'steady' }),
  hint: async () => null,
};

/** Seed 19 at four: the learner is Vorhand with the King and Queen of trumps (diamonds). */
const SEED = 19;

function memoryStorage(init: Record<string, string> = {}) {
  const m = new Map<string, string>(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

/**
 * Runs the first deal through the table machine. The learner plays the plan: a trump King or Queen when it may,
 * else the first legal action; when the Stöck choice is offered, the Stöck card with `say`. Returns the game at the
 * review and the game just before the Stöck card.
 */
async function dealWithStoeck(say: boolean, rules: Record<string, unknown> = {}) {
  const actor = createActor(tableMachine, { input: { bots: fakeBots } }).start();
  actor.send({ type: 'settings', settings: { players: 4, speed: 'instant' } });
  actor.send({ type: 'rules', rules: rules as never });
  actor.send({ type: 'setup', setup: { seed: SEED } });
  actor.send({ type: 'start' });
  let before: GameState | null = null;
  for (let i = 0; i < 200; i++) {
    const snap = await waitFor(actor, (s) => ['learnerTurn', 'dealScored', 'gameOver', 'failed'].includes(tableState(s.value)), { timeout: 5000 });
    if (tableState(snap.value) !== 'learnerTurn') break;
    const g = snap.context.game as GameState;
    const d = nextDecision(g);
    if (d.kind !== 'play') {
      actor.send({ type: 'act', action: legalActions(g)[0]! });
      continue;
    }
    const offer = stoeckOffer(d);
    if (offer.length > 0) {
      before = g;
      actor.send({ type: 'act', action: { type: 'play', seat: LEARNER, card: offer[0]!, stoeck: say } });
      continue;
    }
    const t = g.deal!.trump;
    const kq = d.legal.find((c) => c === `K${t}` || c === `Q${t}`);
    actor.send({ type: 'act', action: kq ? { type: 'play', seat: LEARNER, card: kq } : legalActions(g)[0]! });
  }
  const end = actor.getSnapshot();
  actor.stop();
  return { end, game: end.context.game as GameState, before };
}

const finished = (g: GameState) => [...g.log].reverse().find((e) => e.type === 'deal-finished') as Extract<GameEvent, { type: 'deal-finished' }>;

describe('Stöck at the table', () => {
  it('offers the choice with the card that completes Stöck, and scores 20 only when the learner says it', async () => {
    const said = await dealWithStoeck(true);
    const quiet = await dealWithStoeck(false);
    expect(said.before, 'the seed gives the learner Stöck').not.toBeNull();
    expect(said.end.value).toBe('dealScored');
    expect(quiet.end.value).toBe('dealScored');
    const a = finished(said.game);
    const b = finished(quiet.game);
    expect(a.stoeck[LEARNER]).toBe(20);
    expect(b.stoeck[LEARNER]).toBe(0);
    expect(said.game.log.some((e) => e.type === 'stoeck' && e.seat === LEARNER)).toBe(true);
    expect(quiet.game.log.some((e) => e.type === 'stoeck-missed' && e.seat === LEARNER)).toBe(true);
    // The same cards were played; the deal totals differ by exactly the 20 of Stöck.
    expect(b.cardPoints).toEqual(a.cardPoints);
    expect((a.totals[LEARNER] as number) - (b.totals[LEARNER] as number)).toBe(20);
    // The record holds the choice.
    expect(makeGameNotation(said.game).ok && (makeGameNotation(said.game) as { value: string }).value).toMatch(/\.0[KQ]Ds(\.|$)/);
    expect(makeGameNotation(quiet.game).ok && (makeGameNotation(quiet.game) as { value: string }).value).toMatch(/\.0[KQ]Dq(\.|$)/);
  });

  it('with manual announcing (strict mode), Stöck scores only when said', async () => {
    const said = await dealWithStoeck(true, { announcing: 'manual' });
    const quiet = await dealWithStoeck(false, { announcing: 'manual' });
    expect(finished(said.game).stoeck[LEARNER]).toBe(20);
    expect(finished(quiet.game).stoeck[LEARNER]).toBe(0);
    expect(quiet.game.log.some((e) => e.type === 'stoeck-missed' && e.seat === LEARNER)).toBe(true);
  });

  it('refuses saying or keeping quiet about Stöck with any other card, and the refusal changes nothing', async () => {
    const { before } = await dealWithStoeck(true);
    const g = before as GameState;
    const d = nextDecision(g);
    if (d.kind !== 'play') throw new Error('expected a play');
    const other = d.legal.find((c) => !d.stoeckCards.includes(c));
    expect(other, 'the learner may play another card too').toBeDefined();
    for (const stoeck of [true, false]) {
      const r = apply(g, { type: 'play', seat: LEARNER, card: other!, stoeck });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'game.stoeck-not-allowed', why: 'stoeck.not-second-card' });
    }
    // Without a flag the other card is fine.
    expect(apply(g, { type: 'play', seat: LEARNER, card: other! }).ok).toBe(true);
    // A bot keeps its own behaviour: it says Stöck.
    const bot = chooseAction(g, LEARNER, { level: 'steady' });
    if (bot?.type === 'play' && d.stoeckCards.includes(bot.card)) expect(bot.stoeck).toBe(true);
  });

  it('the hint says to announce Stöck, and why, in one line in three languages', async () => {
    const { before } = await dealWithStoeck(true);
    const h = hint(before as GameState, LEARNER, { maxSamples: 16, seed: 1 });
    expect(h?.stoeck).toBeDefined();
    expect(h!.stoeck!.code).toMatch(/^hint\.stoeck-(more|over-line)$/);
    for (const lang of ['en', 'de', 'sv'] as const) {
      const t = createTranslator(lang, allMessages(lang, 'handjass'));
      const text = hintText(t, h!, lang);
      expect(text).toContain('Stöck');
      expect(text).not.toMatch(/\{\{|table\.|\n/);
    }
    // Over the potato line when the 20 cross it; otherwise simply more points.
    const g = before as GameState;
    const sofar = g.deal!.points[LEARNER]! + (g.deal!.weis?.winner === LEARNER ? g.deal!.weis.points : 0);
    expect(h!.stoeck!.code).toBe(sofar < 26 && sofar + 20 >= 26 ? 'hint.stoeck-over-line' : 'hint.stoeck-more');
  });

  it('narrates both choices in three languages', async () => {
    const said = await dealWithStoeck(true);
    const quiet = await dealWithStoeck(false);
    const ev = [said.game.log.find((e) => e.type === 'stoeck')!, quiet.game.log.find((e) => e.type === 'stoeck-missed')!];
    for (const lang of ['en', 'de', 'sv'] as const) {
      const t = createTranslator(lang, allMessages(lang, 'handjass'));
      for (const e of ev) expect(narrate(t, e, lang)).toMatch(/Stöck/);
    }
  });
});

describe('the saved table record and Stöck', () => {
  it('writes version 2 and resumes a game with a quiet Stöck', async () => {
    const { game } = await dealWithStoeck(false);
    expect(TABLE_VERSION).toBe(2);
    const storage = memoryStorage();
    expect(TABLE_STORE.save(storage, game, { players: 4, level: 'steady', speed: 'instant', showLegal: true }, null).kind).toBe('saved');
    expect(JSON.parse(storage.getItem('handjass.table')!).v).toBe(2);
    const back = TABLE_STORE.load(storage);
    expect(back.kind).toBe('ok');
    if (back.kind === 'ok') {
      expect(back.saved.game.actions).toEqual(game.actions);
      expect(back.saved.game.deal!.stoeck[LEARNER]).toBe(0);
    }
  });

  it('resumes a game saved by version 1 (before the choice), Stöck said as it was then', () => {
    // A version-1 table said Stöck for the learner; its record replays the same under version 2.
    let g = (newGame({ seed: SEED, players: 4 }) as { value: GameState }).value;
    for (let i = 0; i < 400 && g.stage !== 'scored'; i++) {
      const d = nextDecision(g);
      const a = d.kind === 'deal' ? { type: 'deal' as const } : 'seat' in d ? chooseAction(g, d.seat, { level: 'steady' }) : null;
      g = (apply(g, a) as { value: GameState }).value;
    }
    const text = (makeGameNotation(g) as { value: string }).value;
    expect(text).not.toMatch(/q(\.|$)/);
    const storage = memoryStorage({ 'handjass.table': JSON.stringify({ v: 1, game: text, settings: { players: 4, level: 'strong', pace: true } }) });
    const back = TABLE_STORE.load(storage);
    expect(back.kind).toBe('ok');
    if (back.kind === 'ok') {
      expect(back.saved.game.actions).toEqual(g.actions);
      expect(back.saved.game.record).toEqual(g.record);
      expect(back.saved.settings.level).toBe('strong');
    }
    // The resumed game goes on through the table machine.
    if (back.kind === 'ok') {
      const actor = createActor(tableMachine, { input: { bots: fakeBots } }).start();
      actor.send({ type: 'resume', game: back.saved.game, settings: { ...back.saved.settings, speed: 'instant' } });
      expect(actor.getSnapshot().value).toBe('dealScored');
      actor.send({ type: 'continue' });
      expect(actor.getSnapshot().context.game!.dealsPlayed).toBe(1);
      actor.stop();
    }
  });

  it('sets aside a version-1 record that claims a quiet Stöck (version 1 could not write one)', async () => {
    const { game } = await dealWithStoeck(false);
    const text = (makeGameNotation(game) as { value: string }).value;
    expect(text).toMatch(/q(\.|$)/);
    expect(TABLE_STORE.load(memoryStorage({ 'handjass.table': JSON.stringify({ v: 2, game: text, settings: {} }) })).kind).toBe('ok');
    expect(TABLE_STORE.load(memoryStorage({ 'handjass.table': JSON.stringify({ v: 1, game: text, settings: {} }) })).kind).toBe('discarded');
  });

  it('leaves a record from a newer version untouched', async () => {
    const newer = JSON.stringify({ v: 3, game: 'whatever a later page writes', settings: {} });
    const storage = memoryStorage({ 'handjass.table': newer });
    expect(TABLE_STORE.load(storage).kind).toBe('newer');
    const { game } = await dealWithStoeck(true);
    expect(TABLE_STORE.save(storage, game, { players: 4, level: 'steady', speed: 'instant', showLegal: true }, null).kind).toBe('newer');
    expect(storage.getItem('handjass.table')).toBe(newer);
  });
});
