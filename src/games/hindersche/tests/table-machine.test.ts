/**
 * The table machine on a real actor, without a browser: the computer players are the bots' synchronous client
 * (the same handler the worker runs) or small scripted stand-ins where a rare move must happen on cue.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { createSyncBotClient } from '../bots/client';
import { nextBotAction } from '../bots/bot';
import { apply, legalActions, nextDecision, type GameAction, type GameState } from '../engine/game';
import { makeGame, parseGame } from '../engine/notation';
import { DEFAULT_RULES } from '../engine/rules';
import { learnerDecision, learnerMayHaul, startGame, tableMachine, thinkingTime, viewState, type GameSetup, type TableBots, type TableSettings } from '../machines/table';
import { tableState } from '../../../shared/table/machine';
import { nextSeed } from '../../../shared/quiz/seeds';
import type { Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { refusalLine } from '../table/narrate';
import { createTranslator } from '../../../i18n/client';
import { phrase } from '../../../i18n/phrase';
import { allMessages, LANGUAGES } from '../../../i18n';

const sync = createSyncBotClient();
const realBots: TableBots = {
  move: (s, seat, o) => sync.move(s, seat, { level: o.level, schleipfen: o.schleipfen, budgetMs: 15 }),
  hint: (s, seat) => sync.hint(s, seat, { budgetMs: 15 }),
  analyse: (s, seat) => sync.analyse(s, seat, { budgetMs: 40 }),
};

const STABLE = ['setup', 'learnerTurn', 'trickShown', 'dealScored', 'gameOver'];
type Snap = SnapshotFrom<typeof tableMachine>;
/** The state as the page names it (a game's end `gameOver`, the rubber's end `rubberOver`). */
const top = (s: Snap) => viewState(s.value, s.context.game) as string;

function start(input: { bots?: TableBots; setup?: Partial<GameSetup>; settings?: Partial<TableSettings>; rules?: Rules } = {}) {
  const actor = createActor(tableMachine, { input: { bots: input.bots ?? realBots, settings: { speed: 'instant', ...input.settings } } });
  actor.start();
  if (input.setup) actor.send({ type: 'setup', setup: input.setup });
  if (input.rules) actor.send({ type: 'rules', rules: input.rules });
  return actor;
}

/** The learner's action for seat 0. */
const act = (actor: Actor, action: GameAction) => actor.send({ type: 'act', action });

type Actor = ReturnType<typeof start>;

/** Waits until the table stops for the learner (or a result), with any running hint or analysis finished. */
async function settle(actor: Actor): Promise<Snap> {
  return waitFor(
    actor,
    (s) => STABLE.includes(tableState(s.value)) && !s.matches({ learnerTurn: 'hinting' }) && s.context.analysis?.status !== 'loading',
    { timeout: 20_000 },
  );
}

/** The learner's plain answer to whatever the table asks: the first legal card, no hübscher, no objection. */
function plainMove(actor: Actor, s: Snap): boolean {
  const name = top(s);
  if (name === 'trickShown' || name === 'dealScored' || name === 'gameOver') {
    actor.send({ type: 'continue' });
    return true;
  }
  if (name !== 'learnerTurn') return false;
  const g = s.context.game as GameState;
  const k = learnerDecision(g, s.context.learner as Seat, s.context.declined);
  const d = nextDecision(g);
  if (k === 'play' && d.kind === 'play') act(actor, { type: 'play', seat: 0, card: d.legal[0] as never });
  else if (k === 'answer') act(actor, { type: 'huebscher-answer', seat: 0, agree: false });
  else actor.send({ type: 'decline' });
  return true;
}

/** Drives all four seats with the synchronous bots until `stop` holds (for building positions). */
function botsUntil(g: GameState, stop: (g: GameState) => boolean): GameState {
  let s = g;
  const cfg = { level: 'steady' as const };
  for (let i = 0; i < 5000 && !stop(s); i++) {
    const a = nextBotAction(s, [cfg, cfg, cfg, cfg]);
    if (!a) break;
    const r = apply(s, a);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

describe('table machine: a whole rubber', () => {
  it('plays four games to the settlement, every change the engine’s, through every state', { timeout: 120_000 }, async () => {
    const actor = start({ setup: { seed: 20240, schleipfen: true, tariff: 2 }, settings: { speed: 'instant', botSchleipfen: true } });
    actor.send({ type: 'start' });
    const seen = new Set<string>();
    const decisions = new Set<string>();
    let hints = 0;
    let analyses = 0;
    for (let i = 0; i < 5000; i++) {
      const s = await settle(actor);
      seen.add(top(s));
      if (s.context.analysis?.status === 'ready') analyses++;
      if (top(s) === 'rubberOver') break;
      if (top(s) === 'learnerTurn') {
        const k = learnerDecision(s.context.game as GameState, 0, s.context.declined);
        decisions.add(String(k));
        if (k === 'play' && hints < 3 && i % 17 === 0) {
          actor.send({ type: 'hint' });
          const h = await settle(actor);
          const d = nextDecision(h.context.game as GameState);
          expect(h.context.hint?.status).toBe('done');
          expect(d.kind === 'play' && d.legal.includes(h.context.hint?.value?.card as never)).toBe(true);
          hints++;
          continue;
        }
      }
      plainMove(actor, s);
    }
    const s = actor.getSnapshot();
    const g = s.context.game as GameState;
    expect(top(s)).toBe('rubberOver');
    expect(g.stage).toBe('rubber-over');
    expect(g.game).toBe(4);
    expect(g.settlement?.reduce((a, b) => a + b, 0)).toBeCloseTo(0);
    expect(g.frame.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
    expect(g.options).toEqual({ schleipfen: true, tariff: 2 });
    expect(seen).toEqual(new Set(['learnerTurn', 'trickShown', 'dealScored', 'gameOver', 'rubberOver']));
    expect(decisions.has('play')).toBe(true);
    expect(decisions.has('close')).toBe(true);
    expect(hints).toBeGreaterThan(0);
    expect(analyses).toBeGreaterThan(0);
    // Every change went through the engine: the record replays to the same state.
    const replayed = parseGame(makeGame(g));
    expect(replayed.ok && replayed.value).toEqual(g);
    // Another rubber starts from the next seed.
    actor.send({ type: 'setup', setup: { seed: nextSeed(g.seed) } });
    actor.send({ type: 'start' });
    const next = await settle(actor);
    expect(next.context.game?.game).toBe(1);
    expect(next.context.game?.seed).not.toBe(g.seed);
    actor.stop();
  });

  it('uses the learner’s rule variants for a new rubber, not for the one being played', async () => {
    const actor = start({ setup: { seed: 7 } });
    actor.send({ type: 'rules', rules: { ...DEFAULT_RULES, VP22: 1, VP13: 'B' } });
    actor.send({ type: 'start' });
    const s = await settle(actor);
    expect(s.context.game?.rules.VP22).toBe(1);
    expect(s.context.game?.rules.VP13).toBe('B');
    actor.send({ type: 'rules', rules: { ...DEFAULT_RULES } });
    expect(actor.getSnapshot().context.game?.rules.VP22).toBe(1);
    expect(actor.getSnapshot().context.rules.VP22).toBe(4);
    actor.stop();
  });

  it('replays the same deals for the same seed', async () => {
    const first = async () => {
      const actor = start({ setup: { seed: 99 } });
      actor.send({ type: 'start' });
      const s = await settle(actor);
      actor.stop();
      return s.context.game?.deal?.hands;
    };
    expect(await first()).toEqual(await first());
  });
});

describe('table machine: the learner’s moves', () => {
  it('refuses an illegal card with the reason, and the learner keeps the turn', async () => {
    // Find a position where the learner must follow suit and holds a card that may not be played.
    for (let seed = 1; seed < 60; seed++) {
      const actor = start({ setup: { seed } });
      actor.send({ type: 'start' });
      let s = await settle(actor);
      for (let i = 0; i < 40 && top(s) !== 'learnerTurn'; i++) {
        plainMove(actor, s);
        s = await settle(actor);
      }
      const g = s.context.game as GameState;
      const d = nextDecision(g);
      const illegal = d.kind === 'play' ? g.deal?.hands[0].find((c) => !d.legal.includes(c)) : undefined;
      if (!illegal) {
        actor.stop();
        continue;
      }
      act(actor, { type: 'play', seat: 0, card: illegal });
      const after = actor.getSnapshot();
      expect(top(after)).toBe('learnerTurn');
      expect(after.context.game).toBe(g);
      expect(after.context.refused?.code).toBe('game.illegal-card');
      for (const lang of LANGUAGES) {
        const t = phrase(createTranslator(lang, allMessages(lang, 'hindersche')), lang);
        const line = refusalLine(t, after.context.refused!, g.deal!.trump, g.deal!.trick[0]?.card ?? null);
        expect(line).not.toMatch(/follow\.|table\.|\{\{/);
      }
      // The next accepted move clears it.
      if (d.kind === 'play') act(actor, { type: 'play', seat: 0, card: d.legal[0] as never });
      expect(actor.getSnapshot().context.refused).toBeNull();
      actor.stop();
      return;
    }
    throw new Error('no position with an illegal card found');
  });

  it('asks for hübscher in Butzen and hears the computer players’ answers', async () => {
    for (let seed = 1; seed < 80; seed++) {
      const g0 = startGame({ seed, schleipfen: false, tariff: 1 }, { ...DEFAULT_RULES });
      if (!g0) throw new Error('no game');
      const pos = botsUntil(g0, (g) => {
        const d = nextDecision(g);
        return d.kind === 'play' && g.phase === 2 && d.mayAskHuebscher.includes(0) && g.deal?.tricks.length === 0 && g.deal.trick.length === 0;
      });
      const d = nextDecision(pos);
      if (!(d.kind === 'play' && d.mayAskHuebscher.includes(0))) continue;
      const actor = start();
      actor.send({ type: 'resume', game: pos });
      let s = await settle(actor);
      const k = learnerDecision(s.context.game as GameState, 0, s.context.declined);
      if (k === 'answer') act(actor, { type: 'huebscher-answer', seat: 0, agree: true });
      else {
        expect(['play', 'offer']).toContain(k);
        act(actor, { type: 'huebscher', seat: 0 });
      }
      s = await settle(actor);
      const log = (s.context.game as GameState).log;
      const types = log.slice(pos.log.length).map((e) => e.type);
      expect(types).toContain('huebscher-answered');
      expect(types.some((x) => x === 'huebscher-accepted' || x === 'huebscher-refused')).toBe(true);
      actor.stop();
      return;
    }
    throw new Error('no Butzen position for hübscher found');
  });

  it('lets the learner object when a computer player hauls a trick', async () => {
    // Scripted computer players: haul whenever the rules let them, otherwise play their first legal card.
    const haulers: TableBots = {
      async move(s, seat) {
        const acts = legalActions(s).filter((a) => 'seat' in a && a.seat === seat);
        return acts.find((a) => a.type === 'haul') ?? acts.find((a) => a.type === 'play') ?? acts.find((a) => a.type === 'huebscher-answer') ?? null;
      },
      hint: async () => null,
      analyse: async () => null,
    };
    const actor = start({ bots: haulers, setup: { seed: 3, schleipfen: true }, settings: { speed: 'instant', botSchleipfen: true } });
    actor.send({ type: 'start' });
    let s = await settle(actor);
    for (let i = 0; i < 200; i++) {
      if (top(s) === 'learnerTurn' && learnerDecision(s.context.game as GameState, 0, s.context.declined) === 'object') break;
      plainMove(actor, s);
      s = await settle(actor);
    }
    expect(learnerDecision(s.context.game as GameState, 0, s.context.declined)).toBe('object');
    act(actor, { type: 'object', seat: 0 });
    const after = actor.getSnapshot().context.game as GameState;
    expect(after.log.some((e) => e.type === 'trick-hauled')).toBe(true);
    expect(after.log.at(-1)).toMatchObject({ type: 'haul-objected', by: 0 });
    actor.stop();
  });

  it('lets the learner haul a trick, and a computer player may object', async () => {
    const objectors: TableBots = {
      async move(s, seat) {
        const acts = legalActions(s).filter((a) => 'seat' in a && a.seat === seat);
        return acts.find((a) => a.type === 'object') ?? acts.find((a) => a.type === 'play') ?? acts.find((a) => a.type === 'huebscher-answer') ?? null;
      },
      hint: async () => null,
      analyse: async () => null,
    };
    const actor = start({ bots: objectors, setup: { seed: 5, schleipfen: true } });
    actor.send({ type: 'start' });
    let s = await settle(actor);
    for (let i = 0; i < 200; i++) {
      const g = s.context.game as GameState;
      const d = nextDecision(g);
      if (top(s) === 'trickShown' && d.kind === 'play' && d.mayHaul.includes(0)) break;
      plainMove(actor, s);
      s = await settle(actor);
    }
    act(actor, { type: 'haul', seat: 0 });
    s = await settle(actor);
    const log = (s.context.game as GameState).log;
    const hauled = log.findLastIndex((e) => e.type === 'trick-hauled');
    expect(log[hauled]).toMatchObject({ by: 0 });
    expect(log[hauled + 1]?.type).toBe('haul-objected');
    actor.stop();
  });

  it('holds a trick the learner may haul until the learner hauls or taps, and lets other tricks pass by themselves', { timeout: 60_000 }, async () => {
    const actor = start({ setup: { seed: 5, schleipfen: true } });
    actor.send({ type: 'start' });
    let held = 0;
    let passed = 0;
    let s = await settle(actor);
    for (let i = 0; i < 300 && (held < 2 || passed < 2) && top(s) !== 'dealScored'; i++) {
      if (top(s) === 'trickShown') {
        const g = s.context.game as GameState;
        await new Promise((resolve) => setTimeout(resolve, 30));
        const now = actor.getSnapshot();
        if (learnerMayHaul(g, 0)) {
          // The pause (none at instant speed) is long over, and the trick is still on show with the learner's choice.
          expect(top(now)).toBe('trickShown');
          expect(now.context.game).toBe(g);
          held++;
        } else if (nextDecision(g).kind === 'play') {
          expect(now.context.game === g && top(now) === 'trickShown').toBe(false);
          passed++;
          s = await settle(actor);
          continue;
        }
      }
      plainMove(actor, s);
      s = await settle(actor);
    }
    expect(held).toBeGreaterThanOrEqual(2);
    expect(passed).toBeGreaterThanOrEqual(2);
    actor.stop();
  });

  it('has the deal scored after the ninth trick when the learner passes on the last haul', async () => {
    const actor = start({ setup: { seed: 8, schleipfen: true } });
    actor.send({ type: 'start' });
    let s = await settle(actor);
    for (let i = 0; i < 100 && !(top(s) === 'learnerTurn' && learnerDecision(s.context.game as GameState, 0, s.context.declined) === 'close'); i++) {
      plainMove(actor, s);
      s = await settle(actor);
    }
    expect(s.context.game?.stage).toBe('deal-end');
    actor.send({ type: 'decline' });
    s = await settle(actor);
    expect(top(s)).toBe('dealScored');
    actor.stop();
  });
});

describe('table machine: the computer players', () => {
  it('take a human-like moment, the same for the same position, and none at instant speed', async () => {
    const g = startGame({ seed: 12, schleipfen: false, tariff: 1 }, { ...DEFAULT_RULES }) as GameState;
    expect(thinkingTime('instant', g)).toBe(0);
    expect(thinkingTime('normal', g)).toBe(thinkingTime('normal', g));
    expect(thinkingTime('slow', g)).toBeGreaterThan(thinkingTime('fast', g));
    for (const speed of ['slow', 'normal', 'fast'] as const) expect(thinkingTime(speed, g)).toBeGreaterThan(0);
    expect(thinkingTime('slow', g)).toBeLessThanOrEqual(2200);
  });

  it('keep the game going with a safe move when the bots fail, and say so', async () => {
    const broken: TableBots = { move: async () => Promise.reject(new Error('down')), hint: async () => null, analyse: async () => null };
    const actor = start({ bots: broken, setup: { seed: 4 } });
    actor.send({ type: 'start' });
    const s = await settle(actor);
    expect(s.context.botFailed).toBe(true);
    expect(['learnerTurn', 'trickShown']).toContain(top(s));
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().context.botFailed).toBe(false);
    actor.stop();
  });

  it('finish a game quickly when the learner is out', { timeout: 120_000 }, async () => {
    for (let seed = 1; seed < 60; seed++) {
      const g0 = startGame({ seed, schleipfen: false, tariff: 1 }, { ...DEFAULT_RULES }) as GameState;
      const pos = botsUntil(g0, (g) => g.stage === 'scored' && g.phase === 2 && !g.active.includes(0) && g.active.length >= 3);
      if (!(pos.stage === 'scored' && pos.phase === 2 && !pos.active.includes(0))) continue;
      const actor = start();
      actor.send({ type: 'resume', game: pos });
      let s = await settle(actor);
      expect(top(s)).toBe('dealScored');
      actor.send({ type: 'fastForward' });
      s = await settle(actor);
      expect(top(s)).toBe('gameOver');
      expect(s.context.fastForward).toBe(false);
      actor.stop();
      return;
    }
    throw new Error('no position with the learner out and a game to finish');
  });
});

describe('table machine: resuming', () => {
  it('continues a saved game mid-deal where it stopped', async () => {
    const actor = start({ setup: { seed: 31 } });
    actor.send({ type: 'start' });
    let s = await settle(actor);
    for (let i = 0; i < 6; i++) {
      plainMove(actor, s);
      s = await settle(actor);
    }
    const g = s.context.game as GameState;
    actor.stop();
    const saved = parseGame(makeGame(g));
    if (!saved.ok) throw new Error('save did not replay');
    const again = start();
    again.send({ type: 'resume', game: saved.value, settings: { level: 'strong' } });
    const r = await settle(again);
    expect(r.context.game?.actions.length).toBeGreaterThanOrEqual(g.actions.length);
    expect(r.context.game?.actions.slice(0, g.actions.length)).toEqual(g.actions);
    expect(r.context.settings.level).toBe('strong');
    expect(r.context.setup.seed).toBe(31);
    again.stop();
  });

  it('closes a game the engine cannot read, with a notice', async () => {
    const g = startGame({ seed: 1, schleipfen: false, tariff: 1 }, { ...DEFAULT_RULES }) as GameState;
    const actor = start();
    actor.send({ type: 'resume', game: { ...g, stage: 'nonsense' } as unknown as GameState });
    const s = actor.getSnapshot();
    expect(top(s)).toBe('setup');
    expect(s.context.dropped).toBe(true);
    expect(s.context.game).toBeNull();
    actor.stop();
  });

  it('starts in setup without a game, and a new game can be chosen at any time', async () => {
    const actor = start();
    expect(top(actor.getSnapshot())).toBe('setup');
    actor.send({ type: 'setup', setup: { seed: 5, tariff: 0.5 } });
    actor.send({ type: 'start' });
    await settle(actor);
    expect(actor.getSnapshot().context.game?.options.tariff).toBe(0.5);
    actor.send({ type: 'newGame' });
    expect(top(actor.getSnapshot())).toBe('setup');
    expect(actor.getSnapshot().context.game).toBeNull();
    actor.stop();
  });
});
