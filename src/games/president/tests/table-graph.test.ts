/**
 * Path coverage of the play page's machine with xstate/graph, without a browser and without bots: the computer
 * players' promises never resolve, and a computer player's answer is modelled by its actor's completion event (the
 * Steady move, or once an unusable answer or a failure that the machine replaces by a safe move). The learner's
 * events are offered accepted and refused, and a game near its end is resumed so that the traversal reaches the
 * review of a deal and the end of the game. The resting states and the handlers are read from the machine itself:
 * every resting state is reached by a shortest path that replays on a real actor, and every handler (each branch of
 * each event, each eventless branch) is taken somewhere in the graph.
 */
import { describe, expect, it } from 'vitest';
import { createActor, getMicrosteps, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { replayOnActor } from '../../../../tests/support/machineGraph';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { chooseAction } from '../bots/bot';
import { apply, legalActions, newGame, nextDecision, type GameAction, type GameState } from '../engine/game';
import { DEFAULT_RULES } from '../engine/rules';
import { LEARNER, readSettings, tableMachine, type TableBots, type TableContext, type TableSettings } from '../machines/table';

const never = () => new Promise<never>(() => {});
const bots: TableBots = { move: never };
type Ev = EventObject & Record<string, unknown>;
type Snap = { value: unknown; context: TableContext; status: string };
type Adjacency = Record<string, { state: Snap; transitions: Record<string, { event: Ev; state: Snap }> }>;

const machine = tableMachine as unknown as AnyStateMachine;
const steady = (g: GameState, seat: number) => chooseAction(g, seat, { level: 'steady' });
const seatToAct = (g: GameState) => {
  const d = nextDecision(g);
  return d.kind === 'play' || d.kind === 'give' ? d.seat : null;
};
/** A state's name: `learnerTurn.idle` for an inner state. */
const name = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}.${name(x)}`)[0] ?? '');

// ---- The machine's own definition: resting states and handlers -------------------------------------------------

const nodes: AnyStateNode[] = [];
(function walk(n: AnyStateNode) {
  nodes.push(n);
  for (const c of Object.values(n.states) as AnyStateNode[]) walk(c);
})(machine.root);
/** Atomic states without eventless transitions: where the machine waits for an event. */
const RESTING = nodes.filter((n) => n.type === 'atomic' && !(n.always?.length ?? 0)).map((n) => n.path.join('.'));
/** The state that waits for the computer player, and its actor's completion and failure events. */
const botNode = nodes.find((n) => n.key === 'computerThinking') as AnyStateNode;
const HINT_DONE = 'xstate.done.actor.hint';
const HINT_ERROR = 'xstate.error.actor.hint';
const BOT_ID = botNode.invoke[0]!.id;
const DONE = `xstate.done.actor.${BOT_ID}`;
const ERROR = `xstate.error.actor.${BOT_ID}`;

const handlerId = (t: AnyTransitionDefinition, eventType: string) => {
  const list: AnyTransitionDefinition[] = eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(eventType) ?? []);
  return `${t.source.id}:${eventType || 'always'}#${list.indexOf(t)}`;
};
/** Every handler the machine declares: each guarded branch of each event of each state, each eventless branch. */
const HANDLERS = nodes.flatMap((n) => [
  ...[...n.transitions.entries()].flatMap(([type, ts]) => ts.map((t) => handlerId(t, type))),
  ...(n.always ?? []).map((t) => handlerId(t, '')),
]);

/** The eventless branch taken from a snapshot: the first whose guard holds, as xstate chooses it. */
function alwaysTaken(s: Snap): AnyTransitionDefinition | undefined {
  const node = nodes.find((n) => n.path.join('.') === name(s.value));
  const guards = (machine.implementations.guards ?? {}) as Record<string, (a: { context: TableContext; event: EventObject }, params?: unknown) => boolean>;
  return node?.always?.find((t) => {
    if (!t.guard) return true;
    // A guard with parameters (the shown step's index) is called with them, as xstate calls it.
    const guard = t.guard as { type?: string; params?: unknown };
    const g = guards[guard.type ?? (t.guard as unknown as string)];
    return g!({ context: s.context, event: { type: '' } }, guard.params);
  });
}

// ---- Two lines of play: the start of a new game, and a game resumed near its end --------------------------------

/** Plays Steady everywhere (the table's deal included) from `g`, at most `limit` actions; every state on the way. */
function line(g: GameState, limit = 5000): GameState[] {
  const out = [g];
  let s = g;
  for (let i = 0; i < limit && s.stage !== 'game-over'; i++) {
    const d = nextDecision(s);
    const a: GameAction | null = d.kind === 'deal' ? { type: 'deal' } : seatToAct(s) !== null ? steady(s, seatToAct(s)!) : null;
    if (!a) break;
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
    out.push(s);
  }
  return out;
}

const created = newGame({ seed: 21, players: 3, rules: DEFAULT_RULES });
if (!created.ok) throw new Error(created.error.code);
const WHOLE = line(created.value);
const LAST_DEAL = WHOLE[WHOLE.length - 1]!.dealNo;
/** The learner's last decision in the deal before the last one, preferably one where passing is allowed. */
const NEAR_END = [...WHOLE].reverse().find((x) => x.dealNo === LAST_DEAL - 1 && seatToAct(x) === LEARNER && legalActions(x).some((a) => a.type === 'pass'))!;
const RESUME_SETTINGS: TableSettings = readSettings({ players: 3, level: 'steady', speed: 'instant', showLegal: true });
const START_SETTINGS = createActor(tableMachine, { input: { bots } }).getSnapshot().context;
const startGame = newGame({ seed: START_SETTINGS.setup.seed, players: START_SETTINGS.settings.players, rules: START_SETTINGS.rules });
if (!startGame.ok) throw new Error(startGame.error.code);
/** The new game's line is followed for its first actions only (the deal and a few plays). */
const START_ACTIONS = 14;

const actionKeys = (g: GameState) => g.actions.map((a) => JSON.stringify(a));
const LINES = [
  { seed: startGame.value.seed, players: startGame.value.players, settings: START_SETTINGS.settings, actions: actionKeys(line(startGame.value, START_ACTIONS).at(-1)!) },
  { seed: NEAR_END.seed, players: NEAR_END.players, settings: RESUME_SETTINGS, actions: actionKeys(WHOLE.at(-1)!) },
];

/** A snapshot on one of the two lines (the same game so far, the line's settings, no notice): play goes on there. */
function onLine(c: TableContext): boolean {
  const g = c.game;
  if (!g || c.botFailed) return false;
  return LINES.some(
    (l) =>
      l.seed === g.seed &&
      l.players === g.players &&
      g.actions.length < l.actions.length + (g.stage === 'game-over' ? 1 : 0) &&
      JSON.stringify(c.settings) === JSON.stringify(l.settings) &&
      g.actions.every((a, i) => JSON.stringify(a) === l.actions[i]),
  );
}

// ---- The events offered in each snapshot -------------------------------------------------------------------------

const offered = new Set<string>();
const once = (k: string) => (offered.has(k) ? false : (offered.add(k), true));
/** The traversal offers only the events of `events` (xstate/graph would add a bare event for any other handler). */
const mine = new WeakSet<object>();

function learnerEvents(g: GameState): Ev[] {
  const out: Ev[] = [];
  const d = nextDecision(g);
  const a = steady(g, LEARNER);
  if (a) out.push({ type: 'act', action: a });
  const kind = d.kind === 'give' ? 'give' : d.kind === 'play' && d.lead ? 'lead' : 'answer';
  const hand = g.table?.hands[LEARNER] ?? [];
  const legal = new Set(legalActions(g).map((x) => JSON.stringify(x)));
  // Refused: a card the rules do not allow now, a pass when leading, a move for another seat, a wrong give.
  if (kind !== 'give' && once(`illegal-play:${kind}`)) {
    const bad = hand.map((c) => ({ type: 'play', seat: LEARNER, cards: [c] }) as GameAction).find((x) => !legal.has(JSON.stringify(x)));
    out.push({ type: 'act', action: bad ?? { type: 'play', seat: LEARNER, cards: hand.slice(0, 2).concat(hand.slice(0, 1)) } });
  }
  if (kind === 'lead' && once('pass-when-leading')) out.push({ type: 'act', action: { type: 'pass', seat: LEARNER } });
  if (kind === 'answer' && a?.type !== 'pass' && legal.has(JSON.stringify({ type: 'pass', seat: LEARNER })) && once('pass')) out.push({ type: 'act', action: { type: 'pass', seat: LEARNER } });
  if (once('other-seat')) out.push({ type: 'act', action: { type: 'pass', seat: 1 } });
  if (kind === 'give' && once('wrong-give')) out.push({ type: 'act', action: { type: 'give', seat: LEARNER, cards: [] } });
  return out;
}

function events(snap: Snap): Ev[] {
  const c = snap.context;
  const g = c.game;
  const state = name(snap.value);
  const out: Ev[] = [];
  const going = onLine(c);
  switch (state) {
    case 'setup':
      out.push({ type: 'start' });
      if (once('seed')) out.push({ type: 'setup', setup: { seed: 5 } });
      if (once('resume')) out.push({ type: 'resume', game: NEAR_END, settings: RESUME_SETTINGS });
      // Rules the engine refuses: the game cannot be created.
      if (once('bad-rules')) out.push({ type: 'rules', rules: { ...DEFAULT_RULES, target: -1 } });
      break;
    case 'learnerTurn.idle':
      if (g && going) out.push(...learnerEvents(g));
      if (once('hint')) out.push({ type: 'hint' });
      break;
    case 'learnerTurn.hinting':
      out.push({ type: HINT_DONE, output: null });
      if (once('hint-error')) out.push({ type: HINT_ERROR, error: new Error('worker died') });
      break;
    case 'computerThinking': {
      const seat = g ? seatToAct(g) : null;
      if (g && going && seat !== null) out.push({ type: DONE, output: steady(g, seat) });
      if (g && seat !== null && once(`bot-unusable:${nextDecision(g).kind}`)) out.push({ type: DONE, output: null }, { type: DONE, output: { type: 'pass', seat: LEARNER } });
      if (once('bot-error')) out.push({ type: ERROR, error: new Error('worker died') });
      break;
    }
    case 'dealScored':
      if (going) out.push({ type: 'continue' });
      break;
    case 'trickShown':
      // A round just cleared: it ends by its pause or by a tap.
      if (going) out.push({ type: `xstate.after.stepPause0.${machine.id}.trickShown` }, { type: 'continue' });
      break;
  }
  // The page's other controls, once from each resting state: settings (one refused value), rules, a new seed,
  // the notice dismissed, a new game.
  if (once(`settings:${state}`)) out.push({ type: 'settings', settings: { speed: 'fast' } }, { type: 'settings', settings: { players: 9 as never } });
  if (once(`rules:${state}`)) out.push({ type: 'rules', rules: { ...DEFAULT_RULES, target: 11 } });
  if (once(`setup:${state}`)) out.push({ type: 'setup', setup: { seed: 3 } });
  if ((c.botFailed && once(`dismiss:${state}:notice`)) || once(`dismiss:${state}`)) out.push({ type: 'dismiss' });
  if (once(`new:${state}`)) out.push({ type: 'newGame' });
  for (const e of out) mine.add(e);
  return out;
}

/** A snapshot's identity: the state, the context, and the game by its seed, players, rules and actions. */
function serialise(s: Snap): string {
  const { bots: _b, game, ...rest } = s.context;
  void _b;
  return JSON.stringify([s.value, rest, game && [game.seed, game.players, game.rules, game.actions]]);
}

const options = { events: events as never, filterEvents: (_s: unknown, e: object) => mine.has(e), serializeState: serialise as never, input: { bots } } as never;

const replay = (evs: Ev[]) => replayOnActor(tableMachine, { bots }, evs);

describe('table machine path coverage (xstate/graph)', () => {
  it('the resumed game reaches a review and the end within its line', () => {
    expect(NEAR_END).toBeDefined();
    expect(WHOLE.at(-1)!.stage).toBe('game-over');
    expect(RESTING.length).toBeGreaterThan(3);
    expect(HANDLERS.length).toBeGreaterThan(10);
  });

  it('reaches every resting state by a shortest path that replays on a real actor', { timeout: 120_000 }, () => {
    offered.clear();
    const paths = getShortestPaths(machine, options);
    const reached = new Map<string, number>();
    let replayed = 0;
    for (const [i, p] of paths.entries()) {
      const value = name(p.state.value);
      const first = !reached.has(value);
      reached.set(value, (reached.get(value) ?? 0) + 1);
      // The first path to each state, every path to a review or the end, and every seventh of the others.
      if (!first && !['dealScored', 'gameOver'].includes(value) && i % 7 !== 0) continue;
      const evs = p.steps.map((s) => s.event as Ev).filter((e) => !e.type.startsWith('xstate.init'));
      const snap = replay(evs);
      replayed++;
      expect(snap.status).toBe('active');
      expect(snap.value).toEqual(p.state.value);
      const { bots: _x, ...want } = (p.state as unknown as Snap).context;
      const { bots: _y, ...got } = snap.context;
      void _x;
      void _y;
      expect(got).toEqual(want);
    }
    expect([...reached.keys()].sort()).toEqual([...RESTING].sort());
    expect(reached.get('gameOver')).toBeGreaterThan(1);
    expect(replayed).toBeGreaterThan(20);
  });

  it('takes every handler the machine declares, each learner move accepted and refused', { timeout: 120_000 }, () => {
    offered.clear();
    const adj = getAdjacencyMap(machine, options) as unknown as Adjacency;
    const taken = new Set<string>();
    let refused = 0;
    let replaced = 0;
    let reviewsThenOver = 0;
    for (const v of Object.values(adj)) {
      for (const { event, state } of Object.values(v.transitions)) {
        for (const t of machine.getTransitionData(v.state as never, event as never)) taken.add(handlerId(t, event.type));
        // The eventless steps that follow, each checked against the state the machine actually went to.
        const steps = getMicrosteps(machine, v.state as never, event as never).map(([s]) => s as unknown as Snap);
        for (let k = 0; k + 1 < steps.length; k++) {
          const t = alwaysTaken(steps[k]!);
          expect(t, `no eventless branch from ${name(steps[k]!.value)}`).toBeDefined();
          expect(name(steps[k + 1]!.value).split('.')[0]).toBe(t!.target?.[0]?.key);
          taken.add(handlerId(t!, ''));
        }
        expect(name(steps.at(-1)!.value)).toBe(name(state.value));
        if (event.type === 'act' && state.context.refused && !v.state.context.refused) refused++;
        if (event.type === DONE && state.context.botFailed && !v.state.context.botFailed) replaced++;
        if (name(v.state.value) === 'dealScored' && event.type === 'continue' && name(state.value) === 'gameOver') reviewsThenOver++;
      }
    }
    expect(HANDLERS.filter((h) => !taken.has(h))).toEqual([]);
    expect([...taken].filter((h) => !HANDLERS.includes(h))).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(4);
    expect(replaced).toBeGreaterThanOrEqual(2);
    expect(reviewsThenOver).toBeGreaterThan(0);
  });
});
