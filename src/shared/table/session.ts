/**
 * The life of a game table in the page, for every game: the learner's rule variants, the address's `?seed=`, the
 * saved game (resumed, or offered when the address asks for another seed), saving after every change, keeping the
 * address on the game's seed, and two tabs of the same page (see store.ts). A Preact hook; the game's table widget
 * keeps its own machine and passes the game and settings in.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { freshSeed, parseSeed } from '../quiz/seeds';
import type { RuleSpec } from '../game';
import { browserStorage, loadRules, rulesEvent, saveRules, type RuleSet } from '../settings/rulesSetting';
import type { SavedTable, TableStore } from './store';
import type { Values } from '../../i18n/client';
import { RESULT_STATES, showDecision, showPlay, showResult } from './scroll';

export interface TableNotice {
  /** Message key (platform `shell.*` or the game's own). */
  key: string;
  params?: Values;
  /** Buttons under the message, e.g. "Continue from the other tab". */
  actions?: { label: string; run: () => void; action: string }[];
  /** Only an action closes it (no "OK"). */
  sticky?: boolean;
}

export interface SessionStart<G, S> {
  /** The seed to set up a new game with (from the address, or fresh). */
  seed: number;
  /** The saved game to continue at once (the address has no other seed), or null. */
  resume: SavedTable<G, S> | null;
  /** A saved game that the learner may continue instead of the new one, or null. */
  offer: SavedTable<G, S> | null;
}

export interface SessionOptions<G, S> {
  store: TableStore<G, S>;
  /** The game's rule options; the learner's saved choices are read (never written unless unreadable). */
  rules?: RuleSpec;
  onRules?: (rules: RuleSet, initial: boolean) => void;
  /**
   * Rule variants changed during a game apply from the next game: when the game in play has other rules, a notice
   * (`table.notice.rulesLater`, the game's own string) offers a new game (`table.newGame`).
   */
  rulesLater?: { inPlay: (game: G) => boolean; rulesOf: (game: G) => unknown; newGame: () => void };
  /** Called once on mount, with what to show first. */
  onStart: (start: SessionStart<G, S>) => void;
  /** Called when the learner takes another tab's newer save. */
  onResume: (saved: SavedTable<G, S>) => void;
  game: G | null;
  settings: S;
  seedOf: (game: G) => number;
}

export interface Session {
  ready: boolean;
  notices: TableNotice[];
  addNotice: (n: TableNotice) => void;
  dismiss: (key: string) => void;
}

/** The events the session's moments send to a table on the platform's machine (src/shared/table/machine.ts). */
export type SessionEvent<G, S, R> =
  | { type: 'resume'; game: G; settings: S }
  | { type: 'settings'; settings: S }
  | { type: 'setup'; setup: { seed: number } }
  | { type: 'rules'; rules: R };

/**
 * The session's moments for a table on the platform's machine: the learner's rules sent as the game reads them; at
 * the start a saved game resumed at once, or else a saved game offered (its settings taken) and the seed set up;
 * another tab's game resumed.
 */
export function sessionEvents<G, S, R = RuleSet>(
  send: (e: SessionEvent<G, S, R>) => void,
  offer: (saved: SavedTable<G, S>) => void,
  rulesOf: (rules: RuleSet) => R = (r) => r as unknown as R,
): Pick<SessionOptions<G, S>, 'onRules' | 'onStart' | 'onResume'> {
  return {
    onRules: (r) => send({ type: 'rules', rules: rulesOf(r) }),
    onStart: ({ seed, resume, offer: o }) => {
      if (resume) send({ type: 'resume', game: resume.game, settings: resume.settings });
      else {
        if (o) {
          offer(o);
          send({ type: 'settings', settings: o.settings });
        }
        send({ type: 'setup', setup: { seed } });
      }
    },
    onResume: (s) => send({ type: 'resume', game: s.game, settings: s.settings }),
  };
}

export function useTableSession<G, S>(o: SessionOptions<G, S>): Session {
  const [ready, setReady] = useState(false);
  const [notices, setNotices] = useState<TableNotice[]>([]);
  /** The stored text this tab last read or wrote. */
  const seen = useRef<string | null>(null);
  /** Saving waits while another tab's save is unanswered. */
  const held = useRef(false);
  const latest = useRef(o);
  latest.current = o;

  const addNotice = (n: TableNotice) => setNotices((xs) => [...xs.filter((x) => x.key !== n.key), n]);
  const dismiss = (key: string) => setNotices((xs) => xs.filter((x) => x.key !== key));

  const conflict = (saved: SavedTable<G, S> | null, text: string | null) => {
    held.current = true;
    const resolve = () => {
      held.current = false;
      dismiss('shell.notice.elsewhere');
    };
    addNotice({
      key: 'shell.notice.elsewhere',
      sticky: true,
      actions: [
        ...(saved
          ? [
              {
                label: 'shell.elsewhere.take',
                action: 'take-other',
                run: () => {
                  seen.current = text;
                  resolve();
                  latest.current.onResume(saved);
                },
              },
            ]
          : []),
        {
          label: 'shell.elsewhere.keep',
          action: 'keep-mine',
          run: () => {
            resolve();
            const { store, game, settings } = latest.current;
            if (!game) return;
            const r = store.save(browserStorage(), game, settings, seen.current, true);
            if (r.kind === 'saved') seen.current = r.text;
          },
        },
      ],
    });
  };

  useEffect(() => {
    const storage = browserStorage();
    const { store, rules: spec } = latest.current;
    let onRulesEvent: ((e: Event) => void) | null = null;
    if (spec) {
      const r = loadRules(spec, storage);
      latest.current.onRules?.(r.rules, true);
      if (r.reset) {
        addNotice({ key: 'notice.rules.reset' });
        saveRules(spec, storage, r.rules);
      } else if (r.newer) addNotice({ key: 'notice.rules.newer' });
      onRulesEvent = (e: Event) => {
        const rules = (e as CustomEvent<RuleSet>).detail;
        latest.current.onRules?.(rules, false);
        const { game, rulesLater } = latest.current;
        if (rulesLater && game && rulesLater.inPlay(game) && JSON.stringify(rulesLater.rulesOf(game)) !== JSON.stringify(rules)) {
          addNotice({ key: 'table.notice.rulesLater', actions: [{ label: 'table.newGame', action: 'new-game', run: () => latest.current.rulesLater?.newGame() }] });
        }
      };
      window.addEventListener(rulesEvent(spec), onRulesEvent);
    }
    const parsed = parseSeed(new URLSearchParams(window.location.search).get('seed'));
    if (parsed && !parsed.ok) addNotice({ key: 'shell.notice.seed' });
    const loaded = store.load(storage);
    if (loaded.kind === 'discarded') addNotice({ key: `shell.notice.save.${loaded.reason}` });
    if (loaded.kind === 'newer') addNotice({ key: 'shell.notice.save.newer' });
    seen.current = loaded.kind === 'ok' ? loaded.text : store.current(storage);
    const saved = loaded.kind === 'ok' ? loaded.saved : null;
    const resume = saved && (!parsed?.ok || parsed.value === latest.current.seedOf(saved.game)) ? saved : null;
    latest.current.onStart({ seed: parsed?.ok ? parsed.value : freshSeed(), resume, offer: resume ? null : saved });
    setReady(true);

    const onStorage = (e: StorageEvent) => {
      if (e.key !== store.key || e.newValue === seen.current) return;
      if (e.newValue === null) {
        seen.current = null;
        return;
      }
      const other = store.parse(e.newValue);
      if (other.kind === 'ok') conflict(other.saved, e.newValue);
      else if (other.kind === 'newer') addNotice({ key: 'shell.notice.save.newer' });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      if (onRulesEvent && spec) window.removeEventListener(rulesEvent(spec), onRulesEvent);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  // Save after every change, and keep the address on this game's seed.
  useEffect(() => {
    const { store, game, settings, seedOf } = o;
    if (!ready || !game || held.current) return;
    const r = store.save(browserStorage(), game, settings, seen.current);
    if (r.kind === 'saved') seen.current = r.text;
    else if (r.kind === 'newer') addNotice({ key: 'shell.notice.save.newer' });
    else if (r.kind === 'elsewhere') {
      const text = store.current(browserStorage());
      const other = store.parse(text);
      conflict(other.kind === 'ok' ? other.saved : null, text);
    }
    const url = new URL(window.location.href);
    const seed = String(seedOf(game));
    if (url.searchParams.get('seed') !== seed) {
      url.searchParams.set('seed', seed);
      window.history.replaceState(null, '', url);
    }
  }, [ready, o.game, o.settings]);

  return { ready, notices, addNotice, dismiss };
}

/**
 * Sends focus to what the learner does next when it was lost (the card played has gone) or still sits in the flow
 * of play (`[data-flow]`): the first playable card (`[data-legal="true"]`) when `preferLegal`, else the primary button,
 * else the first of the learner's choices (`<ChoiceButton>`).
 */
export function useTableFocus(root: { current: HTMLElement | null }, ready: boolean, preferLegal: boolean, deps: unknown[]): void {
  // A layout effect: focus and scroll happen in the same task as the new decision is drawn, never after a click on it
  // has been aimed (a later scroll moved cards away from a pointer about to press them).
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || !ready) return;
    const active = document.activeElement as HTMLElement | null;
    const lost = !active || active === document.body || !active.isConnected;
    const inFlow = !!active && el.contains(active) && !!active.closest('[data-flow]') && active.getAttribute('data-primary') === null;
    const awaiting = el.getAttribute('data-awaiting') === 'learner';
    if (lost || inFlow) {
      const target =
        (preferLegal ? el.querySelector<HTMLElement>('[data-legal="true"]') : null) ??
        el.querySelector<HTMLElement>('[data-primary]') ??
        el.querySelector<HTMLElement>('[data-actions] [data-choice][data-legal="true"]');
      // Never scrolled by the focus itself: the page stays where the learner was looking (a finished trick stays in
      // view); what should be seen is scrolled into view below.
      if (target && target !== active) target.focus({ preventScroll: true });
    }
    if (awaiting) showDecision(el);
    else if (RESULT_STATES.has(el.getAttribute('data-state') ?? '')) showResult(el);
    else showPlay(el);
  }, [ready, preferLegal, ...deps]);
}
