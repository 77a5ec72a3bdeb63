/**
 * Path coverage of the table machine with xstate/graph, without a browser and without bots: the computer players are
 * modelled by their actor's completion events (the Steady move, a failure, an unusable answer), the learner's events
 * are offered both accepted and refused, a finished trick on show is tapped away, and a game near its end is resumed so the traversal also reaches the end.
 * Every resting state is reached by a shortest path that replays on a real actor, and every handler is taken.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { autoplay, chooseAction } from '../bots/bot';
import { apply, legalActions, newGame, nextDecision, type GameState } from '../engine/game';
import { tableState } from '../../../shared/table/machine';
import { botSeat, tableMachine, type TableBots, type TableContext } from '../machines/table';

const never = () => new Promise<never>(() => {});
const bots: TableBots = { move: never, hint: never };
type Ev = EventObject & Record<string, unknown>;
type Snap = { value: unknown; context: TableContext };

/** A two-player game one learner decision away from its last deal's end, played by Steady players. */
function nearEnd(): GameState {
  const g = newGame({ seed: 11, players: 2 });
  if (!g.ok) throw new Error(g.error.code);
  let s = g.value;
  const steady = [{ level: 'steady' as const }, { level: 'steady' as const }];
  for (let i = 0; i < 5000 && s.stage !== 'game-over'; i++) {
    const next = autoplay(s, steady, [], 1);
    if (next === s) break;
    // Stop on the learner's last card of the deal that ends the game.
    const d = nextDecision(next);
    if (d.kind === 'play' && d.seat === 0 && d.legal.length >= 1) {
      const done = autoplay(next, steady, [], 10_000);
      if (done.stage === 'game-over' && done.record.length === next.record.length + 1 && (next.deal?.hands[0]?.length ?? 0) === 1) return next;
    }
    s = next;
  }
  throw new Error('no near-end position');
}

const NEAR_END = nearEnd();
const offered = new Set<string>();
const once = (k: string) => (offered.has(k) ? false : (offered.add(k), true));

function events(snap: Snap): Ev[] {
  const c = snap.context;
  const g = c.game;
  const out: Ev[] = [];
  switch (tableState(snap.value)) {
    case 'setup':
      out.push({ type: 'setup', setup: { seed: 5 } }, { type: 'start' });
      if (once('settings')) out.push({ type: 'settings', settings: { players: 2, speed: 'instant' } });
      if (once('rules')) out.push({ type: 'rules', rules: { target: 5 } });
      if (once('resume')) out.push({ type: 'resume', game: NEAR_END, settings: { players: 2, level: 'steady', speed: 'instant', showLegal: true } });
      break;
    case 'learnerTurn': {
      const a = legalActions(g as GameState)[0];
      if (a && (g as GameState).actions.length < 24) out.push({ type: 'act', action: a });
      if (once('refused')) out.push({ type: 'act', action: { type: 'continue' } });
      if (g === NEAR_END && a) out.push({ type: 'act', action: a });
      break;
    }
    case 'computerThinking': {
      const gs = g as GameState;
      const seat = botSeat(gs);
      if (seat !== null && gs.actions.length < 24) out.push({ type: 'xstate.done.actor.botMove', output: chooseAction(gs, seat, { level: 'steady' }) });
      if (once('bot-error')) out.push({ type: 'xstate.error.actor.botMove', error: new Error('x') });
      if (once('bot-null')) out.push({ type: 'xstate.done.actor.botMove', output: null });
      if (gs.record.length >= NEAR_END.record.length && seat !== null) out.push({ type: 'xstate.done.actor.botMove', output: chooseAction(gs, seat, { level: 'steady' }) });
      break;
    }
    case 'trickShown':
    case 'dealScored':
      out.push({ type: 'continue' });
      break;
    case 'failed':
      out.push({ type: 'retry' });
      break;
    case 'gameOver':
      out.push({ type: 'newGame' });
      break;
  }
  return out;
}

const options = { events: events as never, input: { bots }, limit: 5000 } as never;

describe('table machine graph', () => {
  it('reaches every resting state by shortest paths that replay on a real actor', () => {
    offered.clear();
    const paths = getShortestPaths(tableMachine, options);
    const seen = new Set<string>();
    for (const p of paths) {
      const evs = p.steps.map((s) => s.event as Ev).filter((e) => e.type !== 'xstate.init');
      const actor = createActor(tableMachine, { input: { bots } }).start();
      for (const e of evs) actor.send(e as never);
      const snap = actor.getSnapshot();
      actor.stop();
      expect(snap.value).toEqual(p.state.value);
      expect(snap.context.game?.actions.length).toEqual((p.state.context as TableContext).game?.actions.length);
      seen.add(tableState(p.state.value));
    }
    expect([...seen].sort()).toEqual(['computerThinking', 'dealScored', 'failed', 'gameOver', 'learnerTurn', 'setup', 'trickShown']);
  }, 120_000);

  it('takes every handler: accepted and refused learner moves, bot answers, failures, review, retry and a new game', () => {
    offered.clear();
    const adjacency = getAdjacencyMap(tableMachine, options) as unknown as Record<string, { state: Snap; transitions: Record<string, { event: Ev; state: Snap }> }>;
    const taken = new Set<string>();
    for (const v of Object.values(adjacency)) {
      for (const e of Object.values(v.transitions)) {
        const from = tableState(v.state.value);
        const to = tableState(e.state.value);
        const refused = e.event.type === 'act' && from === to && !!e.state.context.refused;
        taken.add(`${from}:${e.event.type}->${to}${refused ? ' (refused)' : ''}`);
      }
    }
    for (const t of [
      'setup:start->learnerTurn',
      'setup:resume->learnerTurn',
      'learnerTurn:act->computerThinking',
      'learnerTurn:act->learnerTurn (refused)',
      'computerThinking:xstate.done.actor.botMove->learnerTurn',
      'computerThinking:xstate.done.actor.botMove->failed',
      'computerThinking:xstate.error.actor.botMove->failed',
      'failed:retry->computerThinking',
      'dealScored:continue->learnerTurn',
      'trickShown:continue->',
      'gameOver:newGame->setup',
    ])
      expect([...taken].some((x) => x.startsWith(t.replace(' (refused)', '')) && (!t.includes('refused') || x.includes('refused'))), t).toBe(true);
    expect([...taken].some((x) => x.endsWith('->dealScored'))).toBe(true);
    expect([...taken].some((x) => x.endsWith('->trickShown'))).toBe(true);
    expect([...taken].some((x) => x.endsWith('->gameOver'))).toBe(true);
  }, 120_000);
});

void apply;
