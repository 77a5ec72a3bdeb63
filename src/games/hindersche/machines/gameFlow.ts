/**
 * The phase flow of one rubber of Hindersche as an XState machine: phase 1 (Vier-Strich), the scoring of each deal,
 * playoffs, the end of phase 1, Butzen, the end of a game and the settlement.
 *
 * The machine decides nothing by itself: every guard asks the engine's `scoreDeal` (or another engine function) about
 * the deal in its context, so the flow cannot drift from the rules. It is also what the reference page draws as a
 * diagram (src/components/reference/FlowDiagram.astro reads `gameFlowMachine.root`), with one label per state and
 * transition in the i18n files: `flow.state.<state>`, `flow.guard.<guard>`, `flow.event.<event>` and
 * `flow.otherwise.<state>` (see `edgeLabelKey`).
 *
 * Protocol: in 'phase1' and 'butzen' send `deal.played` with the regular deal's points and tricks per seat. The machine
 * scores it in the transient state 'deal'. If a tie decides a mark it waits in 'playoff' for `playoff.played` (the
 * result of the first playoff the engine asks for, see `context.score`), then scores the deal again with that result.
 * Input the engine rejects leaves the state unchanged and sets `context.error`.
 */
import { assign, setup } from 'xstate';
import {
  DEFAULT_RULES,
  huebscherVerdict,
  makeRules,
  rubberComplete,
  scoreDeal,
  settle,
  type DealScore,
  type DealToScore,
  type EngineError,
  type PlayoffDealResult,
  type Rules,
  type Seat,
} from '../engine';

const ALL: Seat[] = [0, 1, 2, 3];

export interface GameFlowContext {
  rules: Rules;
  /** Marks on the slate per seat in the current game. */
  slate: number[];
  /** Frame marks (lost games) per seat in this rubber. */
  frame: number[];
  /** Seats still in the current game, in seat order. */
  active: Seat[];
  /** The phase the next regular deal belongs to. */
  phase: 1 | 2;
  /** Dealer of the next (or current) regular deal. */
  dealer: Seat;
  /** Regular phase-1 deals scored in this game. */
  phase1Deals: number;
  /** Who received marks in each phase-1 deal of this game (VP12). */
  phase1Receivers: Seat[][];
  /** The regular deal being scored, with the playoffs played for it so far; kept until the next deal. */
  pending: DealToScore | null;
  /** The engine's answer for `pending`: the playoff to play next, or the resolved outcome. */
  score: DealScore | null;
  /** Games finished in this rubber. */
  games: number;
  /** Settlement stake per frame mark and opponent. */
  tariff: number;
  /** Net result per seat once the rubber is over (in stakes with the default tariff of 1). */
  settlement: number[] | null;
  /** The engine's error for the last event it rejected, or null. */
  error: EngineError | null;
}

export interface GameFlowInput {
  /** Partial rule set; missing variant points take their defaults. */
  rules?: Partial<Rules>;
  firstDealer?: Seat;
  /** Settlement stake per frame mark and opponent (1 = results in stakes). */
  tariff?: number;
}

/** A deal's result: points and tricks per seat (length 4, 0 for players not in it). */
export interface DealPlayed {
  points: number[];
  tricks: number[];
}

export type GameFlowEvent =
  | ({ type: 'deal.played' } & DealPlayed)
  | ({ type: 'playoff.played' } & DealPlayed)
  /** Hübscher: every other active player agreed to throw the cards in; the same dealer deals again. */
  | { type: 'deal.redealt'; requester: Seat }
  | { type: 'game.next' };

// ---------------------------------------------------------------------------------------------------------------
// Engine questions (pure functions of the context and event; the guards below are one-line wrappers around them)

/** The regular deal the context is waiting for, with this result. */
export function dealToScore(c: GameFlowContext, e: DealPlayed): DealToScore {
  const phase = c.phase;
  return {
    phase,
    phase1DealNumber: c.phase1Deals + 1,
    slate: [...c.slate],
    active: [...c.active],
    dealer: c.dealer,
    points: [...e.points],
    tricks: [...e.tricks],
    playoffs: [],
    ...(phase === 1 ? { phase1Receivers: c.phase1Receivers.map((r) => [...r]) } : {}),
  };
}

/** The pending deal with one more playoff result: the players are those of the first playoff the engine asked for. */
function withPlayoff(c: GameFlowContext, e: DealPlayed): DealToScore | null {
  if (!c.pending || c.score?.status !== 'playoff-needed') return null;
  const call = c.score.playoffs[0];
  if (!call) return null;
  const result: PlayoffDealResult = { players: [...call.players], points: [...e.points], tricks: [...e.tricks] };
  return { ...c.pending, playoffs: [...c.pending.playoffs, result] };
}

/** Scores of pending deals. A pending deal is never changed (a playoff makes a new one), so its score can be kept. */
const SCORES = new WeakMap<DealToScore, DealScore | null>();

function scored(c: GameFlowContext): DealScore | null {
  if (!c.pending) return null;
  let s = SCORES.get(c.pending);
  if (s === undefined) {
    const r = scoreDeal(c.pending, c.rules);
    s = r.ok ? r.value : null;
    SCORES.set(c.pending, s);
  }
  return s;
}

function resolved(c: GameFlowContext): (DealScore & { status: 'resolved' }) | null {
  const s = scored(c);
  return s?.status === 'resolved' ? s : null;
}

const dealEvent = (e: GameFlowEvent): DealPlayed => ('points' in e ? e : { points: [], tricks: [] });

// ---------------------------------------------------------------------------------------------------------------
// The machine

export const gameFlowMachine = setup({
  types: {
    context: {} as GameFlowContext,
    events: {} as GameFlowEvent,
    input: {} as GameFlowInput,
  },
  guards: {
    /** The engine accepts this regular deal (its points and tricks fit the players and the slate). */
    dealAccepted: ({ context, event }) => scoreDeal(dealToScore(context, dealEvent(event)), context.rules).ok,
    /** The engine accepts this playoff result for the playoff it asked for. */
    playoffAccepted: ({ context, event }) => {
      const next = withPlayoff(context, dealEvent(event));
      return next !== null && scoreDeal(next, context.rules).ok;
    },
    /** A tie decides who receives, erases or adds a mark: the tied players play off (spec 9). */
    tieDecidesMark: ({ context }) => scored(context)?.status === 'playoff-needed',
    /** Phase 1 goes on: fewer than four marks on the slate (spec 6). */
    underFourMarks: ({ context }) => resolved(context)?.phaseAfter === 1,
    /** A phase-1 deal brought the slate to four or more marks (spec 7). */
    fourMarksReached: ({ context }) => context.pending?.phase === 1 && resolved(context) !== null,
    /** In Butzen only one player is left with marks: the game is over (spec 8.3). */
    lastPlayerIn: ({ context }) => resolved(context)?.phaseAfter === 'game_over',
    /** At the end of phase 1 only one player holds marks: he loses the game with two frame marks (spec 7, VP12). */
    shutOut: ({ context }) => resolved(context)?.phaseAfter === 'game_over',
    /** Hübscher: allowed now (spec 3.7, VP21) and every other active player agreed. */
    huebscherAgreed: ({ context, event }) => {
      if (event.type !== 'deal.redealt') return false;
      const others = context.active.filter((s) => s !== event.requester).map((seat) => ({ seat, agree: true }));
      return huebscherVerdict(
        { phase: 2, playoff: false, cardsPlayed: 0, active: context.active, requester: event.requester, answers: others },
        context.rules,
      ).redeal;
    },
    /** The rubber has had all its games (VP22). */
    rubberComplete: ({ context }) => rubberComplete(context.games, context.rules),
  },
  actions: {
    takeDeal: assign(({ context, event }) => {
      const pending = dealToScore(context, dealEvent(event));
      return { pending, score: null, error: null };
    }),
    takePlayoff: assign(({ context, event }) => ({ pending: withPlayoff(context, dealEvent(event)), error: null })),
    rejectDeal: assign(({ context, event }) => {
      const r = scoreDeal(dealToScore(context, dealEvent(event)), context.rules);
      return { error: r.ok ? null : r.error };
    }),
    rejectPlayoff: assign(({ context, event }) => {
      const next = withPlayoff(context, dealEvent(event));
      const r = next ? scoreDeal(next, context.rules) : null;
      return { error: r === null ? { code: 'flow.no-playoff-expected' } : r.ok ? null : r.error };
    }),
    /** Keeps the engine's call for a playoff, so that the UI can seat it. */
    askForPlayoff: assign(({ context }) => ({ score: scored(context) })),
    /** Writes a resolved deal onto the slate and the frame, and moves the deal on. */
    applyScore: assign(({ context }) => {
      const s = resolved(context);
      if (!s || !context.pending) return {};
      const over = s.phaseAfter === 'game_over';
      const phase1 = context.pending.phase === 1;
      return {
        score: s,
        phase: s.phaseAfter === 1 ? 1 : 2,
        slate: over ? [0, 0, 0, 0] : [...s.slateAfter],
        active: over ? [] : [...s.activeAfter],
        frame: context.frame.map((m, i) => m + (s.frameMarksAdded[i] ?? 0)),
        dealer: s.nextDealer,
        phase1Deals: phase1 ? context.phase1Deals + 1 : context.phase1Deals,
        phase1Receivers: phase1 ? [...context.phase1Receivers, ALL.filter((p) => (s.added[p] ?? 0) > 0)] : context.phase1Receivers,
        games: over ? context.games + 1 : context.games,
      };
    }),
    startNextGame: assign(() => ({
      phase: 1 as const,
      slate: [0, 0, 0, 0],
      active: [...ALL],
      phase1Deals: 0,
      phase1Receivers: [],
      pending: null,
      score: null,
      error: null,
    })),
    settleRubber: assign(({ context }) => {
      const r = settle(context.frame, context.tariff);
      return { settlement: r.ok ? r.value : null };
    }),
  },
}).createMachine({
  id: 'gameFlow',
  context: ({ input }) => {
    const rules = makeRules(input?.rules ?? {});
    return {
      rules: rules.ok ? rules.value : { ...DEFAULT_RULES },
      slate: [0, 0, 0, 0],
      frame: [0, 0, 0, 0],
      active: [...ALL],
      phase: 1,
      dealer: input?.firstDealer ?? 0,
      phase1Deals: 0,
      phase1Receivers: [],
      pending: null,
      score: null,
      games: 0,
      tariff: input?.tariff ?? 1,
      settlement: null,
      error: rules.ok ? null : rules.error,
    };
  },
  initial: 'phase1',
  states: {
    /** Vier-Strich: all four play; each deal gives at least one mark. */
    phase1: {
      meta: { diagram: { row: 0, col: 1 } },
      tags: ['phase1'],
      on: {
        'deal.played': [{ guard: 'dealAccepted', target: 'deal', actions: 'takeDeal' }, { actions: 'rejectDeal' }],
      },
    },
    /** A regular deal has been played: the engine scores it and says where the game goes. */
    deal: {
      meta: { diagram: { row: 1, col: 1 } },
      always: [
        { guard: 'tieDecidesMark', target: 'playoff', actions: 'askForPlayoff' },
        { guard: 'underFourMarks', target: 'phase1', actions: 'applyScore' },
        { guard: 'fourMarksReached', target: 'phase1End', actions: 'applyScore' },
        { guard: 'lastPlayerIn', target: 'gameOver', actions: 'applyScore' },
        { target: 'butzen', actions: 'applyScore' },
      ],
    },
    /** Only the tied players play a deal; its result settles the tie and nothing else. */
    playoff: {
      meta: { diagram: { row: 1, col: 0 } },
      tags: ['playoff'],
      on: {
        'playoff.played': [{ guard: 'playoffAccepted', target: 'deal', actions: 'takePlayoff' }, { actions: 'rejectPlayoff' }],
      },
    },
    /** Four or more marks: players without marks drop out, unless one player holds them all. */
    phase1End: {
      meta: { diagram: { row: 2, col: 2 } },
      always: [{ guard: 'shutOut', target: 'gameOver' }, { target: 'butzen' }],
    },
    /** Butzen: marks are erased (and at four marks passed on) until one player is left. */
    butzen: {
      meta: { diagram: { row: 2, col: 1 } },
      tags: ['phase2'],
      on: {
        'deal.played': [{ guard: 'dealAccepted', target: 'deal', actions: 'takeDeal' }, { actions: 'rejectDeal' }],
        'deal.redealt': { guard: 'huebscherAgreed', target: 'butzen' },
      },
    },
    /** The loser has his frame mark(s); the slate is wiped. */
    gameOver: {
      meta: { diagram: { row: 1, col: 3 } },
      tags: ['gameOver'],
      always: [{ guard: 'rubberComplete', target: 'settlement', actions: 'settleRubber' }],
      on: {
        'game.next': { target: 'phase1', actions: 'startNextGame' },
      },
    },
    /** Every frame mark is paid to each of the other three players. */
    settlement: {
      meta: { diagram: { row: 2, col: 3 } },
      type: 'final',
    },
  },
});

export type GameFlowMachine = typeof gameFlowMachine;
export type { DealScore, Rules, Seat };

// ---------------------------------------------------------------------------------------------------------------
// The machine as a graph, for the diagram and its text alternative

export interface FlowState {
  id: string;
  /** Where the reference page's diagram draws the state (`meta.diagram` in the machine), if set. */
  grid: { row: number; col: number } | null;
  initial: boolean;
  final: boolean;
  /** Left by 'always' transitions only: the game passes through it without waiting for anything. */
  transient: boolean;
}

export interface FlowTransition {
  source: string;
  target: string;
  /** '' for an 'always' transition. */
  event: string;
  guard: string | null;
  /** i18n key of the transition's label. */
  labelKey: string;
}

/** The i18n key naming a transition: its guard if it has one, else its event, else the source state's "otherwise". */
export function edgeLabelKey(source: string, event: string, guard: string | null): string {
  if (guard) return `flow.guard.${guard}`;
  if (event) return `flow.event.${event}`;
  return `flow.otherwise.${source}`;
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  return null;
}

/**
 * The top-level states and every transition between them (with a target), read from the machine's own definition in
 * definition order. Targetless transitions (rejected input) change no state and are left out.
 */
export function flowGraph(machine: GameFlowMachine = gameFlowMachine): { states: FlowState[]; transitions: FlowTransition[] } {
  const root = machine.root;
  const states: FlowState[] = [];
  const transitions: FlowTransition[] = [];
  for (const [key, node] of Object.entries(root.states)) {
    const always = node.always ?? [];
    const onEvents = [...node.transitions.entries()].filter(([event]) => event !== '');
    const grid = (node.meta as { diagram?: { row: number; col: number } } | undefined)?.diagram ?? null;
    states.push({
      id: key,
      grid,
      initial: root.config.initial === key,
      final: node.type === 'final',
      transient: always.length > 0 && onEvents.length === 0,
    });
    const defs = [...onEvents.flatMap(([, ts]) => ts), ...always];
    for (const t of defs) {
      for (const target of t.target ?? []) {
        // 'always' transitions have the empty event type.
        const type = String(t.eventType);
        const event = type === '' || type.startsWith('xstate.always') ? '' : type;
        const guard = guardName(t.guard);
        transitions.push({ source: key, target: target.key, event, guard, labelKey: edgeLabelKey(key, event, guard) });
      }
    }
  }
  return { states, transitions };
}
