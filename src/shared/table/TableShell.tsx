/**
 * The frame of every game's table: notices, the screen-reader announcements, the setup form before a game, and during
 * one the status line and whose turn it is, the felt, the prompt (what the learner may do now), the game's own score
 * record, the commentary of the deal, the whole game's history and the settings. The game fills the slots; the frame
 * knows no game. Its root carries `data-widget="game-table"` and the state the browser tests wait for.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Session } from './session';
import { showDecision } from './scroll';
import './table.css';

import type { T, Values } from '../../i18n/client';

export interface TableShellProps {
  t: T;
  id: string;
  /** The table machine's state name (data-state) and the learner's decision (data-decision). */
  state: string;
  decision?: string | null;
  /** The table waits for the learner's decision (root `data-awaiting="learner"`). */
  awaiting?: boolean;
  seed?: number | null;
  rootRef?: { current: HTMLElement | null };
  /** The page's session (session.ts): whether it is ready (`data-ready`), its notices and their dismissal. */
  session: Pick<Session, 'ready' | 'notices' | 'dismiss'>;
  /** A notice of the game's machine (already translated), with its dismissal. */
  machineNotice?: { text: string; onDismiss: () => void } | null;
  /** What to announce now (the newest events, the learner's turn); `liveKey` changes with each batch. */
  live: readonly string[];
  liveKey: string | number;
  /** Shown while no game is on: the setup form. */
  setup?: ComponentChildren;
  /** True once a game is on: the table is drawn. */
  playing: boolean;
  status?: string;
  turn?: string;
  felt?: ComponentChildren;
  /** A refusal of the learner's last action, already translated. */
  refused?: string | null;
  prompt?: ComponentChildren;
  /** The game's own score record (slate, Strich list, protokoll, capital...), with its caption. */
  record?: { content: ComponentChildren; caption: string };
  /** The commentary of the deal on the table, oldest first. */
  commentary: readonly string[];
  /** The whole game so far, one entry per event; asked for only while the history is open. */
  history?: (open: boolean) => readonly string[];
  /** Fields inside the settings panel (changeable during a game), and a line about the game (seed, stake...). */
  settings?: ComponentChildren;
  settingsLine?: string;
  newGameLabel: string;
  onNewGame?: () => void;
  sideLabel?: string;
}

/**
 * The notice of a table on the platform's machine: the game was dropped (it could not go on), or a computer player
 * could not decide; dismissed with the machine's `dismiss`. `keys` gives a game's own wording (`botFailed: null`: a
 * table that shows its failing computer player elsewhere, e.g. with a Retry).
 */
export function machineNotice(
  t: T,
  c: { dropped: boolean; botFailed: boolean },
  send: (e: { type: 'dismiss' }) => void,
  keys: { dropped?: string; botFailed?: string | null } = {},
): { text: string; onDismiss: () => void } | null {
  const bots = keys.botFailed === undefined ? 'shell.notice.bots' : keys.botFailed;
  const key = c.dropped ? (keys.dropped ?? 'shell.notice.dropped') : c.botFailed && bots ? bots : null;
  return key ? { text: t(key), onDismiss: () => send({ type: 'dismiss' }) } : null;
}

/**
 * The table's primary action (`data-primary`, focused after each step). `keys`: a keyboard shortcut the table listens
 * for (announced to screen readers as aria-keyshortcuts). `unavailable`: the action waits for the learner's choice
 * (the cards to play, hand over or put away): marked `aria-disabled`, it stays focusable and is announced as
 * unavailable, looks so, and a press does nothing.
 */
export function PrimaryButton({ label, onClick, action, keys, unavailable = false }: { label: string; onClick: () => void; action: string; keys?: string; unavailable?: boolean }) {
  return (
    <button type="button" class="button" data-primary="" data-action={action} aria-keyshortcuts={keys} aria-disabled={unavailable ? 'true' : undefined} onClick={() => !unavailable && onClick()}>
      {label}
    </button>
  );
}

export function QuietButton({ label, onClick, action, disabled }: { label: string; onClick: () => void; action: string; disabled?: boolean }) {
  return (
    <button type="button" class="button button--quiet" data-action={action} aria-disabled={disabled ? 'true' : undefined} onClick={onClick}>
      {label}
    </button>
  );
}

/**
 * One of the learner's choices between buttons (knock or lurk, play or pass, a bid): each has the same weight, so the
 * look never suggests an answer; the hint's choice is marked as a hinted card is (a yellow ring and a star,
 * `data-hinted`). A choice the learner may make is `data-legal`; `unavailable`: marked `aria-disabled`, a press does
 * nothing.
 */
export function ChoiceButton({ action, hinted, unavailable = false, onClick, children }: { action: string; hinted: boolean; unavailable?: boolean; onClick: () => void; children: ComponentChildren }) {
  return (
    <button
      type="button"
      class={`button button--quiet${hinted ? ' gt-choice--hinted' : ''}`}
      data-action={action}
      data-choice=""
      data-legal={unavailable ? undefined : 'true'}
      data-hinted={hinted ? 'true' : undefined}
      aria-disabled={unavailable ? 'true' : undefined}
      onClick={() => !unavailable && onClick()}
    >
      {children}
    </button>
  );
}

/** The hint's answer under the prompt: thinking, the advice with its one-line reason, or none. */
export function HintLine({ t, status, text, marked }: { t: T; status: 'loading' | 'done'; text: string | null; marked?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // The advice is read whole: once it is shown, the page scrolls (only if needed) to show it with the hand. After the
  // paint, so that the advice itself comes at once.
  useEffect(() => {
    const root = ref.current?.closest<HTMLElement>('[data-widget="game-table"]');
    if (status === 'done' && root?.getAttribute('data-awaiting') === 'learner') showDecision(root);
  }, [status, text]);
  return (
    <p ref={ref} class="gt-hint" role="status" data-hint={marked ?? ''} data-hint-state={status}>
      {status === 'loading' ? t('shell.hint.loading') : text ?? t('shell.hint.none')}
    </p>
  );
}

export function TableShell(p: TableShellProps) {
  const { t, id } = p;
  const commentaryRef = useRef<HTMLDivElement>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  useEffect(() => {
    const el = commentaryRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [p.commentary.length]);
  const history = historyOpen && p.history ? p.history(true) : [];
  return (
    <section
      ref={p.rootRef as never}
      class="widget gt"
      data-widget="game-table"
      data-state={p.state}
      data-decision={p.decision ?? ''}
      data-ready={p.session.ready ? 'true' : 'false'}
      data-seed={p.seed ?? ''}
      data-awaiting={p.awaiting ? 'learner' : undefined}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} class="visually-hidden">
        {t('shell.title')}
      </h2>
      {p.session.notices.map((n) => (
        <div class="quiz__notice" role="alert" key={n.key} data-notice={n.key}>
          <p>{t(n.key, n.params)}</p>
          {n.actions?.map((a) => (
            <button key={a.action} type="button" class="link-button" data-action={a.action} onClick={a.run}>
              {t(a.label)}
            </button>
          ))}
          {!n.sticky && (
            <button type="button" class="link-button" onClick={() => p.session.dismiss(n.key)}>
              {t('quiz.dismiss')}
            </button>
          )}
        </div>
      ))}
      {p.machineNotice && (
        <div class="quiz__notice" role="alert">
          <p>{p.machineNotice.text}</p>
          <button type="button" class="link-button" onClick={p.machineNotice.onDismiss}>
            {t('quiz.dismiss')}
          </button>
        </div>
      )}
      <div class="visually-hidden" aria-live="polite" data-live="">
        {p.live.map((line, i) => (
          <p key={`${p.liveKey}-${i}`}>{line}</p>
        ))}
      </div>
      {!p.playing ? (
        p.setup
      ) : (
        <div class="gt-layout">
          <div class="gt-main" data-flow="">
            <div class="gt-status" data-status="">
              <p class="gt-status__game">{p.status}</p>
              <p class="gt-status__turn" data-turn="">
                {p.turn}
              </p>
            </div>
            {p.felt}
            <div class={`gt-prompt gt-prompt--${p.state}`} data-flow="" data-actions="">
              {p.refused && (
                <p class="gt-refused" role="alert">
                  {p.refused}
                </p>
              )}
              {p.prompt}
            </div>
          </div>
          <aside class="gt-side" aria-label={p.sideLabel ?? t('shell.side')}>
            {p.record && (
              <figure class="gt-slate gt-record">
                {p.record.content}
                <figcaption>{p.record.caption}</figcaption>
              </figure>
            )}
            <section class="gt-commentary" aria-labelledby={`${id}-commentary`}>
              <h3 id={`${id}-commentary`}>{t('shell.commentary')}</h3>
              <div class="gt-commentary__lines" ref={commentaryRef} tabIndex={0} aria-label={t('shell.commentary')}>
                {p.commentary.map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
              </div>
            </section>
            {p.history && (
              <details class="gt-history" onToggle={(e) => setHistoryOpen((e.currentTarget as HTMLDetailsElement).open)}>
                <summary>{t('shell.history')}</summary>
                {historyOpen && (
                  <ol class="gt-history__list" tabIndex={0} aria-label={t('shell.history')}>
                    {history.map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ol>
                )}
              </details>
            )}
          </aside>
        </div>
      )}
      {p.playing && (
        <details class="gt-settings">
          <summary>{t('shell.settings')}</summary>
          {p.settings}
          {p.settingsLine && <p class="gt-settings__game">{p.settingsLine}</p>}
          {p.onNewGame && (
            <div class="gt-actions">
              <QuietButton label={p.newGameLabel} onClick={p.onNewGame} action="new-game" />
            </div>
          )}
        </details>
      )}
    </section>
  );
}

/** The setup form before a game: the game's own fields, then start (and continue a saved game, when there is one). */
export function SetupForm({ t, id, title, intro, startLabel, resumeLabel, canResume, onStart, onResume, children }: { t: T; id: string; title: string; intro?: string; startLabel: string; resumeLabel: string; canResume: boolean; onStart: () => void; onResume: () => void; children?: ComponentChildren }) {
  void t;
  // The page's HTML comes before its script: until the island runs, start is disabled, so that an early tap cannot
  // send the form as a plain page request (which reloaded the page back to this setup).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <form
      class="gt-setup"
      aria-labelledby={`${id}-setup`}
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <h2 id={`${id}-setup`} class="widget__title">
        {title}
      </h2>
      {intro && <p>{intro}</p>}
      {children}
      <div class="gt-actions">
        <button type="submit" class="button" data-action="start" data-start="" disabled={!live}>
          {startLabel}
        </button>
        {canResume && (
          <button type="button" class="button button--quiet" data-action="resume" onClick={onResume}>
            {resumeLabel}
          </button>
        )}
      </div>
    </form>
  );
}

/** The message prefixes the shell's parts read (add them to the island's picked messages). */
export const SHELL_MESSAGES = ['shell.', 'quiz.dismiss', 'notice.rules.'] as const;

/** A saved game the setup offers to continue (another tab's, or the one left for a new game). */
export interface SetupOffer<G, S> {
  game: G;
  settings: S;
}

/**
 * The setup before a game with the game's own `table.setup.*` strings (title, intro with `introValues`, start, resume):
 * "start" sends `start`, "continue" resumes the offered game; either way the offer is gone.
 */
export function TableSetup<G, S>({ t, id, offer, clearOffer, send, beforeStart, introValues, children }: { t: T; id: string; offer: SetupOffer<G, S> | null; clearOffer: () => void; send: (e: { type: 'start' } | { type: 'resume'; game: G; settings: S }) => void; beforeStart?: () => void; introValues?: Values; children?: ComponentChildren }) {
  return (
    <SetupForm
      t={t}
      id={id}
      title={t('table.setup.title')}
      intro={t('table.setup.intro', introValues)}
      startLabel={t('table.setup.start')}
      resumeLabel={t('table.setup.resume')}
      canResume={!!offer}
      onStart={() => {
        beforeStart?.();
        clearOffer();
        send({ type: 'start' });
      }}
      onResume={() => {
        if (offer) send({ type: 'resume', game: offer.game, settings: offer.settings });
        clearOffer();
      }}
    >
      {children}
    </SetupForm>
  );
}
