/**
 * Path coverage of the play page's machine with xstate/graph, without a browser and without bots: a computer
 * player's answer is modelled by its actor's completion event (the Steady move, or an unusable answer that the
 * machine replaces by a safe card), the learner's events are offered accepted and refused, and a game two deals from
 * its end is resumed so the traversal reaches the review of a deal and the end of the game. Every resting state is
 * reached by a shortest path that replays on a real actor, and every handler is taken.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { replayOnActor } from '../../../../tests/support/machineGraph';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { chooseAction } from '../bots/bot';
import { apply, newGame, nextDecision, type GameState } from '../engine/game';
import { DEFAULT_RULES } from '../engine/rules';
import { seatToAct, tableMachine, type TableBots, type TableContext } from '../machines/table';

const never = () => new Promise<never>(() => {});
const bots: TableBots = { move: never, hint: never };
type Ev = EventObject & Record<string, unknown>;
type Snap = { value: unknown; context: TableContext };

const steady = (g: GameState, seat: number) => chooseAction(g, seat, { level: 'steady' });

/** Plays a game with Steady everywhere; returns the learner's last decision in the deal before the last one. */
function nearEnd(): GameState {
  const g = newGame({ seed: 21, players: 3, rules: DEFAULT_RULES });
  if (!g.ok) throw new Error(g.error.code);
  let s = g.value;
  const learnerTurns: GameState[] = [];
  for (let i = 0; i < 20000 && s.stage !== 'game-over'; i++) {
    const d = nextDecision(s);
    const a = d.kind === 'deal' ? { type: 'deal' as const } : d.kind === 'continue' ? { type: 'continue' as const } : seatToAct(s) !== null ? steady(s, seatToAct(s)!) : null;
    if (!a) break;
    if (seatToAct(s) === 0) learnerTurns.push(s);
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  const last = s.dealNo;
  const pick = [...learnerTurns].reverse().find((x) => x.dealNo === last - 1 && x.rules.stopp_call === 'automatic');
  if (!pick) throw new Error('no near-end position');
  return pick;
}

const NEAR_END = nearEnd();
const offered = new Set<string>();
const once = (k: string) => (offered.has(k) ? false : (offered.add(k), true));
const inReach = (g: GameState) => g.seed === NEAR_END.seed && g.actions.length >= NEAR_END.actions.length;

function events(snap: Snap): Ev[] {
  const c = snap.context;
  const g = c.game;
  const value = typeof snap.value === 'string' ? snap.value : Object.keys(snap.value as object)[0];
  const out: Ev[] = [];
  switch (value) {
    case 'setup':
      if (once('setup')) out.push({ type: 'setup', setup: { players: 3, seed: 21 } }, { type: 'settings', settings: { speed: 'instant' } }, { type: 'rules', rules: { ...DEFAULT_RULES } });
      if (once('start')) out.push({ type: 'start' });
      if (once('resume')) out.push({ type: 'resume', game: NEAR_END, settings: { level: 'steady', speed: 'instant', showLegal: true } });
      break;
    case 'computerThinking': {
      if (!g || !(inReach(g) || g.actions.length < 12)) break;
      const seat = seatToAct(g);
      if (seat !== null) out.push({ type: 'xstate.done.actor.botMove', output: steady(g, seat) });
      if (once('bot-unusable')) out.push({ type: 'xstate.done.actor.botMove', output: null });
      break;
    }
    case 'learnerTurn': {
      if (!g) break;
      if ((snap.value as { learnerTurn?: string }).learnerTurn === 'hinting') {
        out.push({ type: 'xstate.done.actor.hint', output: null });
        break;
      }
      const d = nextDecision(g);
      const a = steady(g, 0);
      if (inReach(g) || g.actions.length < 12) {
        if (a) out.push({ type: 'act', action: a });
      }
      if (once('refused-card') && (d.kind === 'lead' || d.kind === 'beat')) {
        const wrong = (g.deal?.hands[0] ?? []).find((x) => !d.legal.includes(x)) ?? '2C';
        out.push({ type: 'act', action: { type: 'play', seat: 0, card: wrong } });
      }
      if (once('refused-stopp')) out.push({ type: 'act', action: { type: 'stopp', seat: 0 } });
      if (once('hint')) out.push({ type: 'hint' });
      if (once('dismiss')) out.push({ type: 'dismiss' });
      break;
    }
    case 'trickShown':
      // A pile just turned away: it ends by its pause or by a tap.
      if (g && (inReach(g) || g.actions.length < 12)) out.push({ type: 'xstate.after.stepPause0.stoppTable.trickShown' }, { type: 'continue' });
      break;
    case 'dealScored':
      out.push({ type: 'continue' });
      break;
    case 'gameOver':
      out.push({ type: 'newGame' });
      break;
  }
  return out;
}

const options = { events: events as never, input: { bots } } as never;
const key = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const replay = (evs: Ev[]) => replayOnActor(tableMachine, { bots }, evs);

describe('table machine path coverage', () => {
  it('reaches every resting state by a path that replays on a real actor, and takes every handler', { timeout: 120_000 }, () => {
    offered.clear();
    const paths = getShortestPaths(tableMachine, options);
    const states = new Set<string>();
    for (const [i, p] of paths.entries()) {
      const evs = p.steps.map((s) => s.event as Ev).filter((e) => !e.type.startsWith('xstate.init'));
      states.add(key(p.state.value));
      // Every path to a review or the end, and every fifth of the others, replays on a real actor.
      if (['gameOver', 'dealScored'].includes(key(p.state.value)) || i % 5 === 0) {
        const snap = replay(evs);
        expect(snap.value).toEqual(p.state.value);
        expect(snap.context.game?.actions).toEqual(p.state.context.game?.actions);
      }
    }
    expect([...states].sort()).toEqual(['computerThinking', 'dealScored', 'gameOver', 'setup', 'trickShown', '{"learnerTurn":"hinting"}', '{"learnerTurn":"idle"}'].sort());
    offered.clear();
    const adj = getAdjacencyMap(tableMachine, options) as unknown as Record<string, { state: Snap; transitions: Record<string, { event: Ev; state: Snap }> }>;
    const taken = new Set<string>();
    let refused = 0;
    let fallback = 0;
    for (const v of Object.values(adj)) {
      for (const tr of Object.values(v.transitions)) {
        taken.add(`${key(v.state.value)}:${tr.event.type}`);
        if (tr.state.context.refused) refused++;
        if (tr.state.context.botFailed) fallback++;
      }
    }
    for (const h of ['setup:setup', 'setup:start', 'setup:resume', 'setup:settings', 'setup:rules', 'computerThinking:xstate.done.actor.botMove', '{"learnerTurn":"idle"}:act', '{"learnerTurn":"idle"}:hint', '{"learnerTurn":"hinting"}:xstate.done.actor.hint', 'trickShown:xstate.after.stepPause0.stoppTable.trickShown', 'trickShown:continue', 'dealScored:continue', 'gameOver:newGame']) {
      expect(taken, h).toContain(h);
    }
    expect(refused).toBeGreaterThan(0);
    expect(fallback).toBeGreaterThan(0);
  });
});
