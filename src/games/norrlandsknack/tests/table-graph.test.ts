/**
 * Path coverage of the table machine with xstate/graph, without a browser and without the bots: the traversal plays
 * the computer players' answers itself (xstate's actor events, with the Steady player's action, or nothing so the
 * table must fall back), the learner's actions (legal and refused), hints that answer or fail, the review after
 * each deal and the end of the game. Every transition the machine defines must be taken, and the shortest path to
 * each state must replay to the same state.
 */
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, type EventObject } from 'xstate';
import { replayPure, shortestByValue } from '../../../../tests/support/machineGraph';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { chooseAction } from '../bots/bot';
import { nextDecision, type GameState } from '../engine';
import { LEARNER, tableMachine, type TableBots, type TableContext } from '../machines/table';

const never = () => new Promise<never>(() => {});
const bots: TableBots = { move: never, hint: never };

type Snap = { value: unknown; context: TableContext };
type Ev = EventObject & Record<string, unknown>;

const top = (v: unknown) => (typeof v === 'string' ? v : Object.keys(v as object)[0]!);
const early = (g: GameState | null) => !!g && g.dealsPlayed === 0 && g.actions.length < 12;

function events(s: Snap): Ev[] {
  const g = s.context.game;
  const state = top(s.value);
  switch (state) {
    case 'setup':
      if (s.context.settings.speed !== 'instant') return [{ type: 'settings', settings: { players: 3, level: 'steady', showLegal: true, speed: 'instant' } }];
      if (s.context.setup.seed !== 4) return [{ type: 'setup', setup: { seed: 4 } }];
      return [{ type: 'start' }];
    case 'learnerTurn': {
      const sub = (s.value as Record<string, string>).learnerTurn;
      if (sub === 'hinting') return [{ type: 'xstate.done.actor.hint', output: null }, ...(early(g) ? [{ type: 'xstate.error.actor.hint', error: new Error('hint') }] : [])];
      const a = chooseAction(g!, LEARNER, { level: 'steady', seed: g!.actions.length });
      const out: Ev[] = [{ type: 'act', action: a! }];
      if (early(g)) {
        out.push({ type: 'act', action: { type: 'play', seat: LEARNER, card: '2C' } }, { type: 'hint' }, { type: 'dismiss' });
        out.push({ type: 'settings', settings: { players: 3, level: 'strong', showLegal: false, speed: 'instant' } }, { type: 'rules', rules: { game_end: 'per-trick' } });
      }
      return out;
    }
    case 'computerThinking': {
      const d = nextDecision(g!);
      const seat = 'seat' in d ? d.seat : 0;
      const out: Ev[] = [{ type: 'xstate.done.actor.botMove', output: chooseAction(g!, seat, { level: 'steady', seed: 1 }) }];
      if (early(g)) out.push({ type: 'xstate.done.actor.botMove', output: null }, { type: 'xstate.error.actor.botMove', error: new Error('worker') });
      return out;
    }
    case 'dealScored':
    case 'trickShown':
      return [{ type: 'continue' }];
    case 'gameOver':
      return [{ type: 'newGame' }];
    default:
      return [];
  }
}

const serialise = (s: Snap) =>
  JSON.stringify([s.value, s.context.game?.actions.length ?? -1, s.context.refused, s.context.hint?.status ?? null, s.context.botFailed, s.context.settings.level, !!s.context.rules.game_end, s.context.settings.speed, s.context.setup.seed]);

function handlerKey(from: Snap, event: EventObject, to: Snap): string {
  const name = top(from.value);
  const sub = typeof from.value === 'object' ? `.${(from.value as Record<string, string>)[name]}` : '';
  let outcome = 'ok';
  if (event.type === 'act') outcome = to.context.refused ? 'refused' : 'ok';
  if (event.type.startsWith('xstate.') && event.type.includes('botMove')) outcome = to.context.botFailed && !from.context.botFailed ? 'fallback' : 'ok';
  return `${name}${sub}:${event.type}:${outcome}`;
}

const REQUIRED = [
  'setup:start:ok',
  'learnerTurn.idle:act:ok',
  'learnerTurn.idle:act:refused',
  'learnerTurn.idle:hint:ok',
  'learnerTurn.idle:dismiss:ok',
  'learnerTurn.idle:settings:ok',
  'learnerTurn.idle:rules:ok',
  'learnerTurn.hinting:xstate.done.actor.hint:ok',
  'learnerTurn.hinting:xstate.error.actor.hint:ok',
  'computerThinking:xstate.done.actor.botMove:ok',
  'computerThinking:xstate.done.actor.botMove:fallback',
  'computerThinking:xstate.error.actor.botMove:fallback',
  'dealScored:continue:ok',
  'gameOver:newGame:ok',
];

const options = { input: { bots }, events, serializeState: serialise as never };

describe('table machine: path coverage (xstate/graph)', () => {
  it('takes every transition the machine defines, over a whole game', { timeout: 120_000 }, () => {
    const adjacency = getAdjacencyMap(tableMachine as AnyStateMachine, options as never) as unknown as Record<string, { state: Snap; transitions: Record<string, { event: EventObject; state: Snap }> }>;
    const taken = new Set<string>();
    for (const v of Object.values(adjacency)) for (const { event, state } of Object.values(v.transitions)) taken.add(handlerKey(v.state, event, state));
    expect(REQUIRED.filter((h) => !taken.has(h))).toEqual([]);
    expect(Object.values(adjacency).some((v) => top(v.state.value) === 'gameOver')).toBe(true);
  });

  it('the shortest path to every state replays to that state', { timeout: 120_000 }, () => {
    const paths = getShortestPaths(tableMachine as AnyStateMachine, options as never);
    const byValue = shortestByValue(paths);
    expect([...byValue.keys()].map((k) => top(JSON.parse(k))).sort()).toEqual(['computerThinking', 'dealScored', 'gameOver', 'learnerTurn', 'learnerTurn', 'setup', 'trickShown']);
    for (const [value, path] of byValue) {
      const snap = replayPure(tableMachine as AnyStateMachine, options.input, path);
      expect(JSON.stringify(snap.value)).toBe(value);
      expect(serialise(snap as unknown as Snap)).toBe(serialise(path.state as unknown as Snap));
    }
  });
});
