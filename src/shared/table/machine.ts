/**
 * The platform's table machine (xstate): one flow for every game's table, made from the game's engine contract
 * (`engine.ts`), its computer players and its settings. A game supplies only what is its own (`TableGame`): the
 * engine adapter, how its bots are asked, its defaults and pauses.
 *
 *   setup ─start─▶ route ─▶ learnerTurn ─act─▶ route            (a refused act stays, with the engine's coded error)
 *                       ├─▶ computerThinking ─bot's action─▶ route  (an unusable answer: the seat's first legal action)
 *                       │     └─ with `onBotFailure: 'retry'`: an unusable answer ─▶ failed ─retry─▶ route (asked again)
 *                       ├─▶ trickShown ─pause or continue─▶ route  (a finished trick stays until the next lead or a tap;
 *                       │                                           with `stepWaits`, while it holds, only a tap or an act ends it)
 *                       ├─▶ <shown step> ─pause or continue─▶ route (the game's own named pauses: `shownSteps`)
 *                       ├─▶ dealScored ─continue─▶ route           (the deal's result waits for the learner)
 *                       ├─▶ gameOver ─newGame─▶ setup
 *                       └─ the table's own steps (dealing, moving on) are taken in `route` at once.
 *
 * Options a game may pass (none of them changes a table that does not pass it):
 *   - `optional`: moves nobody must make (object to a haul, ask for hübscher): the computer players who may make one are
 *     asked before anyone's turn (once per position, in `computerThinking`), the learner may make one or `decline`;
 *   - `fastForward`: a learner who is out may let the table play on without stopping (no thinking, no trick pauses,
 *     results of deals without the learner passed over) until a result with the learner in it;
 *   - `analyse`: a deal's result (and the game's end) runs an analysis of the learner's plays, kept in `analysis`;
 *   - a shown step with `acts` takes the learner's action while it is shown (haul the trick on show);
 *   - a shown step with `waits` is not ended by its pause while the game says the learner has a choice there: it stays
 *     until the learner acts or taps `continue` (a trick the learner may haul).
 *
 * Events: setup, start, resume, settings, rules, act, hint, continue, newGame, dismiss, retry, decline, fastForward.
 * `resume` takes a saved or replayed game; `newGame` goes back to the setup with the game's next seed.
 */
import { assign, fromPromise, setup as setupMachine } from 'xstate';
import { firstLegal, type GameEngine } from './engine';

/** What a game gives the platform's table machine. */
export interface TableGame<State, Action, Rules, Setup extends { seed: number }, Settings, Error extends { code: string }, Bots, Hint, Analysis = never> {
  /** The machine's id, e.g. `presidentTable`. */
  id: string;
  engine: GameEngine<State, Action, Rules, Setup, Settings, Error>;
  /** The learner's seat (0 unless told). */
  learner?: number;
  setup: Setup;
  settings: Settings;
  rules: Rules;
  /** A computer player's action (null: it could not decide). */
  move(bots: Bots, state: State, seat: number, settings: Settings): Promise<Action | null>;
  /** The coach's hint for the learner (none: the table has no hint in the machine). */
  hint?(bots: Bots, state: State, seat: number): Promise<Hint | null>;
  /** The safe move made for a computer player that cannot decide; default: the seat's first legal action. */
  safeAction?(state: State, seat: number): Action | null;
  /**
   * What the table does when a computer player cannot decide (its bots fail or answer with no usable action):
   * 'safeMove' (default) makes the safe move for it and sets `botFailed`; 'retry' stops in `failed` with `botFailed`
   * set, and the `retry` event asks the bots again.
   */
  onBotFailure?: 'safeMove' | 'retry';
  /** How long a computer player seems to think, in ms. */
  thinkMs(settings: Settings, state: State): number;
  /** The last action finished a step the table shows for a moment (a trick); none: nothing is held. */
  stepShown?(state: State): boolean;
  /** How long a finished step stays, in ms (a tap moves on at once). */
  stepMs?(settings: Settings): number;
  /**
   * Further named pauses the table shows after certain actions (e.g. the cards just dealt, the bids just turned
   * over), each its own state, ended by its pause or a tap (`continue`). Checked in order, before the finished trick
   * of `stepShown` (which is the step `trickShown`).
   */
  shownSteps?: readonly ShownStep<State, Settings>[];
  /** New settings from an event; default: the fields given replace the current ones. */
  mergeSettings?(current: Settings, given: Partial<Settings>): Settings;
  /** The setup of the next game (`newGame`): e.g. the next seed. */
  nextSetup(setup: Setup, game: State | null): Setup;
  /** The setup a resumed game stands for. */
  setupOf?(game: State, setup: Setup): Setup;
  /** A resumed game whose deal's result waits to be read shows it (true), or goes on (false). */
  resumeShowsResult: boolean;
  /** The finished trick of `stepShown` takes the learner's action while it is shown (e.g. haul it). */
  stepActs?: boolean;
  /**
   * The finished trick of `stepShown` waits for the learner (its pause does not end it; an act or `continue` does)
   * while this holds, e.g. while the learner may haul it. None: the pause always ends it.
   */
  stepWaits?(state: State, learner: number, settings: Settings): boolean;
  /** Moves nobody must make, asked of the computer players before anyone's turn and offered to the learner. */
  optional?: OptionalMoves<State, Action, Settings, Bots>;
  /** A learner who is out may have the table play on without stopping. */
  fastForward?: FastForward<State>;
  /** The analysis of the learner's plays when a deal's result (or the game's end) is shown. */
  analyse?: Analyse<State, Bots, Analysis>;
}

/** Optional moves (no seat must make them): the machine asks the computer players once per position, the learner may decline. */
export interface OptionalMoves<State, Action, Settings, Bots> {
  /** Computer players may make an optional move now (e.g. object to a haul). */
  botsMay(state: State, learner: number, settings: Settings): boolean;
  /** Asks them in turn: the first optional move one of them makes, or null when all decline. */
  ask(bots: Bots, state: State, learner: number, settings: Settings): Promise<Action | null>;
  /** The pause after a computer player's optional move, in ms. */
  askMs(settings: Settings, state: State): number;
  /** The learner may make an optional move now (the `decline` event passes on it). */
  learnerMay(state: State, learner: number): boolean;
}

/** Playing on without stopping while the learner is out (the `fastForward` event). */
export interface FastForward<State> {
  /** The learner may ask for it now (e.g. dropped out of this game). */
  may(state: State, learner: number): boolean;
  /** A deal's result passed over while fast-forwarding (one without the learner, not the end of a game). */
  passes(state: State, learner: number): boolean;
}

/** An analysis of the learner's plays, run when a deal's result or the game's end is shown. */
export interface Analyse<State, Bots, Analysis> {
  /** Whether there is anything to analyse (e.g. the learner played in the deal). */
  when(state: State, learner: number): boolean;
  run(bots: Bots, state: State, learner: number): Promise<Analysis | null>;
}

/** A named pause of the table: the state the machine rests in, when it begins, how long it lasts. */
export interface ShownStep<State, Settings> {
  /** The state's name, as the page's `data-state` shows it (e.g. `revealShown`). */
  state: string;
  /** The last action has just brought the game to this step. */
  shown(state: State): boolean;
  /** How long the step stays, in ms (a tap moves on at once). */
  ms(settings: Settings): number;
  /** The learner may act while it is shown. */
  acts?: boolean;
  /** While this holds the step waits for the learner: its pause does not end it, only an act or `continue` does. */
  waits?(state: State, learner: number, settings: Settings): boolean;
  /** Shown even while fast-forwarding (else passed over). */
  whileFast?: boolean;
}

/** An analysis asked for at one position. */
export interface AnalysisState<Analysis> {
  at: number;
  status: 'loading' | 'ready' | 'failed';
  value: Analysis | null;
}

export interface HintState<Hint> {
  /** The engine's progress when the hint was asked (a hint belongs to one position). */
  at: number;
  status: 'loading' | 'done';
  value: Hint | null;
}

export interface TableContext<State, Rules, Setup, Settings, Error, Bots, Hint, Analysis = never> {
  bots: Bots;
  game: State | null;
  setup: Setup;
  settings: Settings;
  rules: Rules;
  /** The learner's seat. */
  learner: number;
  /** The learner's last action, refused by the engine (its coded error). */
  refused: Error | null;
  /** A computer player could not decide: a safe legal action was taken for it. */
  botFailed: boolean;
  /** The game on the table could not go on (the engine refused its setup or the table's own step) and was dropped:
   * the page says so beside the setup. */
  dropped: boolean;
  /** Scored deals whose result the learner has read. */
  read: number;
  /** The engine's progress when the last finished step (trick) was shown. */
  shown: number;
  hint: HintState<Hint> | null;
  /** The engine's progress at which the computer players were asked for optional moves and all declined. */
  consulted: number;
  /** The engine's progress at which the learner passed on an optional move. */
  declined: number;
  /** Playing on without stopping while the learner is out. */
  fastForward: boolean;
  analysis: AnalysisState<Analysis> | null;
}

export type TableEvent<State, Action, Rules, Setup, Settings> =
  | { type: 'setup'; setup: Partial<Setup> }
  | { type: 'start' }
  | { type: 'resume'; game: State; settings?: Partial<Settings> }
  | { type: 'settings'; settings: Partial<Settings> }
  | { type: 'rules'; rules: Rules }
  | { type: 'act'; action: Action }
  | { type: 'hint' }
  | { type: 'continue' }
  | { type: 'newGame' }
  | { type: 'dismiss' }
  | { type: 'retry' }
  | { type: 'decline' }
  | { type: 'fastForward' };

/** The machine's resting states, as the page's `data-state` shows them. */
export type TableStateName = 'setup' | 'learnerTurn' | 'computerThinking' | 'trickShown' | 'dealScored' | 'gameOver' | 'failed';

const wait = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()));

/** The top state's name of a table snapshot (the learner's turn has inner states for the hint). */
export function tableState(value: unknown): string {
  return typeof value === 'string' ? value : Object.keys(value as object)[0] ?? '';
}

export function createTableMachine<State, Action, Rules, Setup extends { seed: number }, Settings, Error extends { code: string }, Bots, Hint, Analysis = never>(
  game: TableGame<State, Action, Rules, Setup, Settings, Error, Bots, Hint, Analysis>,
) {
  type Ctx = TableContext<State, Rules, Setup, Settings, Error, Bots, Hint, Analysis>;
  type Ev = TableEvent<State, Action, Rules, Setup, Settings>;
  const { engine } = game;
  const learner = game.learner ?? 0;
  const merge = game.mergeSettings ?? ((s: Settings, given: Partial<Settings>) => ({ ...s, ...given }));
  const toAct = (g: State | null) => (g ? engine.toAct(g) : null);
  const tryApply = (g: State, a: Action): State | null => {
    const r = engine.apply(g, a);
    return r.ok ? r.value : null;
  };
  const isAction = (a: unknown) => typeof a === 'object' && a !== null;
  /** The state after a computer player's action, or after the safe move made for it; `failed` when that was needed. */
  const botOutcome = (g: State, seat: number, action: Action | null): { game: State; botFailed?: boolean } => {
    const chosen = action && isAction(action) && engine.seatOf(action) === seat ? tryApply(g, action) : null;
    if (chosen) return { game: chosen };
    const safe = game.safeAction ? game.safeAction(g, seat) : firstLegal(engine, g, seat);
    return { game: (safe && tryApply(g, safe)) ?? g, botFailed: true };
  };
  // What a learner's accepted action clears; a new or resumed game clears the rest as well.
  const cleared = { refused: null, hint: null };
  const fresh = { ...cleared, consulted: -1, declined: -1, fastForward: false, analysis: null };
  const opt = game.optional;
  const ff = game.fastForward;
  const an = game.analyse;
  // The named pauses: the game's own steps, then the finished trick (`stepShown`).
  const steps: ShownStep<State, Settings>[] = [
    ...(game.shownSteps ?? []),
    ...(game.stepShown
      ? [{ state: 'trickShown', shown: game.stepShown, ms: (s: Settings) => game.stepMs?.(s) ?? 0, acts: game.stepActs, ...(game.stepWaits ? { waits: game.stepWaits } : {}) }]
      : []),
  ];
  const learnerActs = [{ guard: 'accepted' as const, target: 'route' as const, actions: 'apply' as const }, { actions: 'refuse' as const }];
  // A step's pause ends it, unless the step waits for the learner now (then only an act or `continue` does).
  const shownStates = Object.fromEntries(
    steps.map((s, i) => [
      s.state,
      {
        entry: 'showStep' as const,
        after: { [`stepPause${i}`]: s.waits ? { guard: { type: 'stepPauseEnds' as const, params: { step: i } }, target: 'route' as const } : ('route' as const) },
        on: { continue: 'route' as const, ...(s.acts ? { act: learnerActs } : {}) },
      },
    ]),
  );
  const trickShown = { entry: 'showStep' as const, after: { stepPause0: 'route' as const }, on: { continue: 'route' as const } };
  const failed = { on: { retry: { target: 'route' as const, actions: 'dismiss' as const } } };
  const progressOf = (c: Ctx) => (c.game ? engine.progress(c.game) : -1);
  /** The computer players are to be asked for optional moves now. */
  const consulting = (c: Ctx) => !!opt && !!c.game && c.consulted !== progressOf(c) && opt.botsMay(c.game, c.learner, c.settings);
  // With optional moves: an answer of the computer players asked is applied, none marks the position as asked.
  const consultDone = opt
    ? [
        { guard: 'consultAnswered' as const, target: 'route' as const, actions: 'optionalActs' as const },
        { guard: 'consulting' as const, target: 'route' as const, actions: 'markConsulted' as const },
      ]
    : [];
  const consultError = opt ? [{ guard: 'consulting' as const, target: 'route' as const, actions: ['markConsulted' as const, 'markFailed' as const] }] : [];
  // The analysis, where the game has one: asked for when a result is shown, kept until the learner reads on.
  const analysing = an
    ? {
        invoke: {
          id: 'analyse',
          src: 'analyse' as const,
          input: ({ context }: { context: Ctx }) => ({ bots: context.bots, game: context.game as State, seat: context.learner, run: context.analysis?.status === 'loading' }),
          onDone: { actions: 'analysisDone' as const },
          onError: { actions: 'analysisFailed' as const },
        },
      }
    : {};
  const resultEntry = [...(ff ? ['fastForwardOff' as const] : []), ...(an ? ['analysisStart' as const] : [])];

  return setupMachine({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as { bots: Bots; seed?: number; settings?: Partial<Settings> },
    },
    actors: {
      botMove: fromPromise<Action | null, { bots: Bots; game: State; seat: number; settings: Settings; learner: number; consult: boolean; fast: boolean }>(async ({ input }) => {
        if (input.consult && opt) {
          const a = await opt.ask(input.bots, input.game, input.learner, input.settings);
          if (a) await wait(input.fast ? 0 : opt.askMs(input.settings, input.game));
          return a;
        }
        const [action] = await Promise.all([
          game.move(input.bots, input.game, input.seat, input.settings).catch(() => null),
          wait(input.fast ? 0 : game.thinkMs(input.settings, input.game)),
        ]);
        return action;
      }),
      hint: fromPromise<Hint | null, { bots: Bots; game: State; seat: number }>(async ({ input }) => (game.hint ? game.hint(input.bots, input.game, input.seat).catch(() => null) : null)),
      analyse: fromPromise<Analysis | null, { bots: Bots; game: State; seat: number; run: boolean }>(async ({ input }) => (an && input.run ? an.run(input.bots, input.game, input.seat) : null)),
    },
    delays: {
      ...(Object.fromEntries(steps.map((s, i) => [`stepPause${i}`, ({ context }: { context: Ctx }) => s.ms(context.settings)])) as Record<string, ({ context }: { context: Ctx }) => number>),
    },
    guards: {
      stepJustShown: ({ context }, params: { step: number }) => {
        const step = steps[params.step];
        return !!context.game && !!step?.shown(context.game) && context.shown !== engine.progress(context.game) && (!context.fastForward || !!step.whileFast);
      },
      stepPauseEnds: ({ context }, params: { step: number }) => {
        const waits = steps[params.step]?.waits;
        return !waits || !context.game || context.fastForward || !waits(context.game, context.learner, context.settings);
      },
      resultUnread: ({ context }) => {
        if (!context.game) return false;
        const r = engine.result(context.game);
        return r.showScored && r.scored > context.read;
      },
      resultPassed: ({ context }) => {
        if (!ff || !context.fastForward || !context.game) return false;
        const r = engine.result(context.game);
        return r.showScored && r.scored > context.read && ff.passes(context.game, context.learner);
      },
      over: ({ context }) => !!context.game && engine.result(context.game).over,
      tableStep: ({ context }) => !!context.game && engine.tableStep(context.game) !== null,
      consulting: ({ context }) => consulting(context),
      learnerMay: ({ context }) => !!opt && !!context.game && context.declined !== progressOf(context) && opt.learnerMay(context.game, context.learner),
      learnerToAct: ({ context }) => toAct(context.game) === context.learner,
      botToAct: ({ context }) => toAct(context.game) !== null,
      botAnswerUsable: ({ context, event }) => {
        const a = (event as unknown as { output: Action | null }).output;
        const seat = toAct(context.game);
        return !!context.game && !!a && isAction(a) && engine.seatOf(a) === seat && tryApply(context.game, a) !== null;
      },
      consultAnswered: ({ context, event }) => {
        const a = (event as unknown as { output: Action | null }).output;
        return consulting(context) && !!a && isAction(a) && tryApply(context.game as State, a) !== null;
      },
      mayFastForward: ({ context }) => !!ff && !!context.game && ff.may(context.game, context.learner),
      accepted: ({ context, event }) => event.type === 'act' && !!context.game && isAction(event.action) && engine.seatOf(event.action) === context.learner && tryApply(context.game, event.action) !== null,
    },
    actions: {
      startGame: assign(({ context }) => {
        const g = engine.newGame(context.setup, context.settings, context.rules);
        return { game: g.ok ? g.value : null, ...fresh, botFailed: false, dropped: false, read: 0, shown: -1 };
      }),
      resume: assign(({ context, event }) => {
        if (event.type !== 'resume') return {};
        const g = event.game;
        const r = engine.result(g);
        return {
          game: g,
          setup: game.setupOf ? game.setupOf(g, context.setup) : { ...context.setup, seed: engine.seed(g) },
          settings: event.settings ? merge(context.settings, event.settings) : context.settings,
          read: r.scored - (game.resumeShowsResult && r.showScored ? 1 : 0),
          shown: engine.progress(g),
          ...fresh,
          botFailed: false,
          dropped: false,
        };
      }),
      // A table step the engine refuses would loop: the game is dropped (the table goes back to its setup).
      tableStep: assign(({ context }) => {
        const g = context.game;
        const a = g ? engine.tableStep(g) : null;
        return { game: g && a ? tryApply(g, a) : null };
      }),
      apply: assign(({ context, event }) => (event.type === 'act' && context.game ? { game: tryApply(context.game, event.action) ?? context.game, ...cleared } : {})),
      refuse: assign(({ context, event }) => {
        if (event.type !== 'act' || !context.game) return {};
        const r = engine.apply(context.game, event.action);
        return { refused: r.ok ? null : r.error };
      }),
      botActs: assign(({ context, event }) => {
        const g = context.game;
        const seat = toAct(g);
        if (!g || seat === null) return {};
        return botOutcome(g, seat, (event as unknown as { output: Action | null }).output);
      }),
      botFails: assign(({ context }) => {
        const g = context.game;
        const seat = toAct(g);
        return g && seat !== null ? botOutcome(g, seat, null) : {};
      }),
      optionalActs: assign(({ context, event }) => {
        const a = (event as unknown as { output: Action }).output;
        return context.game ? { game: tryApply(context.game, a) ?? context.game, ...cleared } : {};
      }),
      markConsulted: assign(({ context }) => ({ consulted: progressOf(context) })),
      decline: assign(({ context }) => ({ declined: progressOf(context), refused: null })),
      fastForwardOn: assign({ fastForward: true }),
      fastForwardOff: assign({ fastForward: false }),
      showStep: assign(({ context }) => ({ shown: context.game ? engine.progress(context.game) : -1 })),
      read: assign(({ context }) => ({ read: context.game ? engine.result(context.game).scored : 0, analysis: null })),
      hintLoading: assign(({ context }) => ({ hint: context.game ? { at: engine.progress(context.game), status: 'loading' as const, value: null } : null })),
      hintDone: assign(({ context, event }) => ({
        hint: context.hint ? { ...context.hint, status: 'done' as const, value: (event as unknown as { output: Hint | null }).output ?? null } : null,
      })),
      analysisStart: assign(({ context }) => ({
        analysis: an && context.game && an.when(context.game, context.learner) ? { at: engine.progress(context.game), status: 'loading' as const, value: null } : null,
      })),
      analysisDone: assign(({ context, event }) => ({
        analysis: context.analysis?.status === 'loading' ? { ...context.analysis, status: 'ready' as const, value: (event as unknown as { output: Analysis | null }).output ?? null } : context.analysis,
      })),
      analysisFailed: assign(({ context }) => ({ analysis: context.analysis?.status === 'loading' ? { ...context.analysis, status: 'failed' as const } : context.analysis })),
      setSetup: assign(({ context, event }) => (event.type === 'setup' ? { setup: { ...context.setup, ...event.setup } } : {})),
      setSettings: assign(({ context, event }) => (event.type === 'settings' && event.settings !== null && typeof event.settings === 'object' ? { settings: merge(context.settings, event.settings) } : {})),
      setRules: assign(({ event }) => (event.type === 'rules' ? { rules: event.rules } : {})),
      clearGame: assign({ game: null, ...fresh, botFailed: false, dropped: false, read: 0, shown: -1 }),
      dropGame: assign({ game: null, ...fresh, botFailed: false, dropped: true, read: 0, shown: -1 }),
      nextSetup: assign(({ context }) => ({ setup: game.nextSetup(context.setup, context.game) })),
      dismiss: assign({ botFailed: false, dropped: false }),
      markFailed: assign({ botFailed: true }),
    },
  }).createMachine({
    id: game.id,
    context: ({ input }) => ({
      bots: input.bots,
      game: null,
      setup: { ...game.setup, ...(input.seed === undefined ? {} : { seed: input.seed }) },
      settings: input.settings ? merge(game.settings, input.settings) : game.settings,
      rules: game.rules,
      learner,
      refused: null,
      botFailed: false,
      dropped: false,
      read: 0,
      shown: -1,
      hint: null,
      consulted: -1,
      declined: -1,
      fastForward: false,
      analysis: null,
    }),
    initial: 'setup',
    on: {
      resume: { target: '.route', actions: 'resume' },
      setup: { target: '.setup', actions: ['clearGame', 'setSetup'] },
      settings: { actions: 'setSettings' },
      rules: { actions: 'setRules' },
      dismiss: { actions: 'dismiss' },
      newGame: { target: '.setup', actions: ['nextSetup', 'clearGame'] },
      ...(ff ? { fastForward: { guard: 'mayFastForward' as const, actions: 'fastForwardOn' as const } } : {}),
    },
    states: {
      setup: {
        on: { start: { target: 'route', actions: 'startGame' } },
      },
      route: {
        always: [
          ...steps.map((s, i) => ({ guard: { type: 'stepJustShown' as const, params: { step: i } }, target: s.state })),
          // Fast-forwarding: a result without the learner in it is passed over.
          ...(ff ? [{ guard: 'resultPassed' as const, target: 'route' as const, reenter: true, actions: 'read' as const }] : []),
          { guard: 'resultUnread', target: 'dealScored' },
          { guard: 'over', target: 'gameOver' },
          // Optional moves come before anyone's turn: the computer players are asked first, then the learner.
          ...(opt ? [{ guard: 'consulting' as const, target: 'computerThinking' as const }, { guard: 'learnerMay' as const, target: 'learnerTurn' as const }] : []),
          { guard: 'tableStep', target: 'route', reenter: true, actions: 'tableStep' },
          { guard: 'learnerToAct', target: 'learnerTurn' },
          { guard: 'botToAct', target: 'computerThinking' },
          // No game (the engine refused the setup), or one that cannot go on: back to the setup, saying so.
          { target: 'setup', actions: 'dropGame' },
        ],
      },
      learnerTurn: {
        initial: 'idle',
        on: {
          act: learnerActs,
          ...(opt ? { decline: { guard: 'learnerMay' as const, target: 'route' as const, actions: 'decline' as const } } : {}),
        },
        states: {
          idle: { on: { hint: { target: 'hinting', actions: 'hintLoading' } } },
          hinting: {
            invoke: {
              id: 'hint',
              src: 'hint',
              input: ({ context }) => ({ bots: context.bots, game: context.game as State, seat: context.learner }),
              onDone: { target: 'idle', actions: 'hintDone' },
              onError: { target: 'idle', actions: 'hintDone' },
            },
          },
        },
      },
      computerThinking: {
        invoke: {
          id: 'botMove',
          src: 'botMove',
          input: ({ context }) => ({
            bots: context.bots,
            game: context.game as State,
            seat: toAct(context.game) ?? 0,
            settings: context.settings,
            learner: context.learner,
            consult: consulting(context),
            fast: context.fastForward,
          }),
          ...(game.onBotFailure === 'retry'
            ? {
                onDone: [...consultDone, { guard: 'botAnswerUsable' as const, target: 'route', actions: 'botActs' as const }, { target: 'failed', actions: 'markFailed' as const }],
                onError: [...consultError, { target: 'failed', actions: 'markFailed' as const }],
              }
            : {
                onDone: [...consultDone, { target: 'route', actions: 'botActs' as const }],
                onError: [...consultError, { target: 'route', actions: 'botFails' as const }],
              }),
        },
      },
      // The named pauses (`trickShown` only for a game that holds a finished trick; typed as always there).
      ...(shownStates as { trickShown: typeof trickShown }),
      // Only a game whose failing computer player waits for a retry has this state (typed as always there).
      ...((game.onBotFailure === 'retry' ? { failed } : {}) as { failed: typeof failed }),
      dealScored: {
        entry: resultEntry,
        ...analysing,
        on: {
          continue: { target: 'route', actions: 'read' },
          ...(ff ? { fastForward: { guard: 'mayFastForward' as const, target: 'route' as const, actions: ['fastForwardOn' as const, 'read' as const] } } : {}),
        },
      },
      gameOver: { entry: resultEntry, ...analysing },
    },
  });
}

export type TableMachine<State, Action, Rules, Setup extends { seed: number }, Settings, Error extends { code: string }, Bots, Hint, Analysis = never> = ReturnType<
  typeof createTableMachine<State, Action, Rules, Setup, Settings, Error, Bots, Hint, Analysis>
>;
