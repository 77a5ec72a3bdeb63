/**
 * The wiring every game's table has in common, in one place: the computer players (made once), the platform's table
 * machine (src/shared/table/machine.ts) running with them, its state name, whether the learner decides now, the hint
 * computed ahead for that decision, the page's session (saved game, rules, seed, other tabs), the saved game the
 * setup offers, the review of the learner's play after a deal, and the props of the frame (TableShell) and the setup
 * (TableSetup) that do not depend on the game. A game's table passes its machine, bots and texts, then adds only its
 * own parts (setup fields, status, turn line, felt, prompt, record, commentary):
 *
 *   const table = useGameTable(tableMachine, browserBots, { t, lang, session: { store, rules }, review: { spec: REVIEW, texts } });
 *   <TableShell {...table.shell} decision={...} live={...} setup={<TableSetup {...table.setup}>...</TableSetup>} ... />
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Actor, AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import type { T } from '../../i18n/client';
import type { RuleSpec } from '../game';
import type { RuleSet } from '../settings/rulesSetting';
import { useActor } from '../ui/useActor';
import { tableState } from './machine';
import { useHintPrefetch } from './prefetch';
import { PlayReview, usePlayReview, type PlayReviewGame, type PlayReviewTexts } from './PlayReview';
import type { Card, JokerCode } from '../cards/model';
import type { HandPlay } from './Hand';
import { sessionEvents, useTableSession, type Session, type SessionOptions } from './session';
import { machineNotice, type SetupOffer } from './TableShell';
import type { TableStore } from './store';

type Ctx<M extends AnyStateMachine> = ContextFrom<M>;

/** The notice shown while the learner plays a reviewed decision again (with "Back to my game"). */
const PRACTICE_NOTICE = 'shell.notice.practice';
type GameOf<M extends AnyStateMachine> = NonNullable<Ctx<M>['game']>;
type SettingsOf<M extends AnyStateMachine> = Ctx<M>['settings'];

/** The session's moments (session.ts) a game wires itself, given the setter of the setup's offer. */
export type SessionWiring<M extends AnyStateMachine> = (
  setOffer: (o: SetupOffer<GameOf<M>, SettingsOf<M>> | null) => void,
) => Pick<SessionOptions<GameOf<M>, SettingsOf<M>>, 'onRules' | 'onStart' | 'onResume'>;

export interface GameTableOptions<M extends AnyStateMachine, A, H> {
  t: T;
  lang: string;
  /** The root's id prefix (default `gt-<lang>`). */
  id?: string;
  /** The state name the page shows (default: the machine's top state). */
  stateOf?: (value: unknown, game: GameOf<M> | null) => string;
  /** The learner decides now (default: the machine is in its learner's turn). */
  learnerDecides?: (game: GameOf<M>, state: string) => boolean;
  session: {
    store: TableStore<GameOf<M>, SettingsOf<M>>;
    rules?: RuleSpec;
    /** The learner's rules as the game's machine reads them. */
    rulesOf?: (rules: RuleSet) => unknown;
    /** Rule changes during a game apply from the next; `newGame` defaults to the table's own (`newGame` below). */
    rulesLater?: Omit<NonNullable<SessionOptions<GameOf<M>, SettingsOf<M>>['rulesLater']>, 'newGame'> & { newGame?: () => void };
    /** A game's own session moments, instead of the platform machine's (sessionEvents). */
    events?: SessionWiring<M>;
  };
  /** The review of the learner's play after a deal (PlayReview.tsx); its cost is said with `table.playReview.cost`. */
  review?: { spec: PlayReviewGame<GameOf<M>, A, H>; texts: Pick<PlayReviewTexts<GameOf<M>, A, H>, 'chose' | 'coach'> };
  /** A game's own wording of the machine's notice (see machineNotice). */
  notice?: Parameters<typeof machineNotice>[3];
}

export interface GameTable<M extends AnyStateMachine, B> {
  id: string;
  bots: B;
  snap: SnapshotFrom<M>;
  send: Actor<M>['send'];
  c: Ctx<M>;
  game: GameOf<M> | null;
  learner: number;
  state: string;
  /** The learner decides now (root `data-awaiting="learner"`, the hint computed ahead). */
  learnerDecides: boolean;
  rootRef: { current: HTMLElement | null };
  offer: SetupOffer<GameOf<M>, SettingsOf<M>> | null;
  setOffer: (o: SetupOffer<GameOf<M>, SettingsOf<M>> | null) => void;
  session: Session;
  /**
   * Play a past decision again, as practice: the game as it was stays saved, and a notice offers to go back to it
   * (the review's "Play decision N again" does this; a game's own analysis may too).
   */
  replay: (state: GameOf<M>) => void;
  /** A new game: the setup, with the game in play (unless over) offered to continue. */
  newGame: () => void;
  /** The review of the learner's play, with its id's suffix (`-last` when two reviews could be on the page). */
  playReview: (suffix?: string) => ComponentChildren;
  /** The learner's hand as the page decides about it now: its id (`<id>-hand`) and "show legal" from the settings. */
  handPlay: <C extends Card | JokerCode>(p: Pick<HandPlay<C>, 'canPlay' | 'legal' | 'hinted' | 'onPick'>) => HandPlay<C>;
  /** The frame's props every table sets alike; spread first, then the game's own. */
  shell: {
    t: T;
    id: string;
    rootRef: { current: HTMLElement | null };
    state: string;
    awaiting: boolean;
    seed: number | null;
    session: Session;
    machineNotice: ReturnType<typeof machineNotice>;
    liveKey: number;
    playing: boolean;
    newGameLabel: string;
  };
  /** The setup's props (TableSetup): the offered saved game, its dismissal, the machine's `send`. */
  setup: {
    t: T;
    id: string;
    offer: SetupOffer<GameOf<M>, SettingsOf<M>> | null;
    clearOffer: () => void;
    send: (e: { type: 'start' } | { type: 'resume'; game: GameOf<M>; settings: SettingsOf<M> }) => void;
  };
}

interface HintingBots<G> {
  prefetchHint(game: G, seat: number): void;
  hint(game: G, seat: number): Promise<unknown>;
}

/** `machine`: the game's table machine (createTableMachine); `makeBots`: its computer players (made once, passed to the machine). */
export function useGameTable<M extends AnyStateMachine, B, A = never, H = never>(machine: M, makeBots: () => B, o: GameTableOptions<M, A, H>): GameTable<M, B> {
  const { t, lang } = o;
  const id = o.id ?? `gt-${lang}`;
  const bots = useMemo(makeBots, []);
  const [snap, send] = useActor(machine, { bots } as never);
  const view = snap as unknown as { context: { game: GameOf<M> | null; learner: number; settings: SettingsOf<M>; dropped: boolean; botFailed: boolean }; value: unknown };
  const c = view.context;
  const game = c.game ?? null;
  const learner = c.learner;
  const state = o.stateOf ? o.stateOf(view.value, game) : tableState(view.value);
  const learnerDecides = !!game && (o.learnerDecides ? o.learnerDecides(game, state) : state === 'learnerTurn');
  const rootRef = useRef<HTMLElement>(null);
  const [offer, setOffer] = useState<SetupOffer<GameOf<M>, SettingsOf<M>> | null>(null);
  const post = send as unknown as (e: unknown) => void;
  const coach = bots as unknown as HintingBots<GameOf<M>>;

  useHintPrefetch(learnerDecides, game as object | null, (g) => coach.prefetchHint(g as GameOf<M>, learner));
  const over = state === 'dealScored' || state === 'gameOver';
  const review = usePlayReview(game, learner, over, o.review?.spec ?? null, (s) => coach.hint(s, learner) as Promise<H | null>);

  // Playing a reviewed decision again is practice: the game as it was stays saved (a reload or "Back to my game"
  // returns to it), and the practice line is never saved over it.
  const [practice, setPractice] = useState<GameOf<M> | null>(null);
  const s = o.session;
  const session = useTableSession<GameOf<M>, SettingsOf<M>>({
    store: s.store,
    rules: s.rules,
    game: practice ?? game,
    settings: c.settings,
    seedOf: (g) => (g as { seed: number }).seed,
    rulesLater: s.rulesLater && { ...s.rulesLater, newGame: s.rulesLater.newGame ?? newGame },
    ...(s.events ? s.events(setOffer) : sessionEvents<GameOf<M>, SettingsOf<M>, unknown>(post, setOffer, s.rulesOf)),
  });

  const texts: PlayReviewTexts<GameOf<M>, A, H> | null = o.review
    ? {
        ...o.review.texts,
        cost: (loss) => t('table.playReview.cost', { count: Math.round(loss * 10) / 10, amount: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(loss) }),
      }
    : null;
  const endPractice = () => {
    session.dismiss(PRACTICE_NOTICE);
    setPractice(null);
  };
  // A new game (the setup again) ends the practice.
  useEffect(() => {
    if (practice && state === 'setup') endPractice();
  }, [state]);
  const replay = (g: GameOf<M>) => {
    const real = practice ?? game;
    if (real && !practice) {
      setPractice(real);
      session.addNotice({
        key: PRACTICE_NOTICE,
        sticky: true,
        actions: [
          {
            label: 'shell.notice.practice.back',
            action: 'back-to-game',
            run: () => {
              endPractice();
              post({ type: 'resume', game: real, settings: now.current.settings });
            },
          },
        ],
      });
    }
    post({ type: 'resume', game: g, settings: c.settings });
  };
  // The table as it is when a notice's button or a rules event acts, later than this render.
  const now = useRef({ game, state, practice, settings: c.settings });
  now.current = { game, state, practice, settings: c.settings };
  /**
   * A new game from the settings (or a rules notice): the game in play, unless it is over, is offered beside the
   * setup ("Continue the saved game"), so that nothing is lost by a tap.
   */
  function newGame(): void {
    const { game: g, state: st, practice: real, settings } = now.current;
    const keep = real ?? g;
    if (keep && st !== 'gameOver') setOffer({ game: keep, settings });
    session.dismiss('table.notice.rulesLater');
    if (real) endPractice();
    post({ type: 'newGame' });
  }
  const playReview = (suffix = '') => texts && <PlayReview t={t} id={`${id}${suffix}`} review={review} texts={texts} onReplay={replay} />;

  const log = (game as { log?: readonly unknown[] } | null)?.log;
  return {
    id,
    bots,
    snap,
    send,
    c: c as Ctx<M>,
    game,
    learner,
    state,
    learnerDecides,
    rootRef,
    offer,
    setOffer,
    session,
    replay,
    newGame,
    playReview,
    handPlay: (p) => ({ id: `${id}-hand`, showLegal: !!(c.settings as { showLegal?: boolean }).showLegal, ...p }),
    shell: {
      t,
      id,
      rootRef,
      state,
      awaiting: learnerDecides,
      seed: game ? (game as { seed: number }).seed : null,
      session,
      machineNotice: machineNotice(t, c, post, o.notice),
      liveKey: log?.length ?? 0,
      playing: !!game,
      newGameLabel: t('table.newGame'),
    },
    setup: { t, id, offer, clearOffer: () => setOffer(null), send: post },
  };
}
