/**
 * The frame of every game's slate island (Preact): the root with its state, the notices at the top, the setup while
 * there is no slate, then the game's board, result and entry form, the actions row (undo, export, import, new) and
 * the history, and the privacy line under a fresh setup. Also what each island needs around it: where a refusal is
 * told (`refusalAt`), the players of the setup form (`usePlayers`), and the result of the latest entry with the
 * focus moved to it (`useResultFocus`, `ResultSection`). The game supplies its own board, forms and wording.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, Ref } from 'preact';
import type { AnyStateMachine } from 'xstate';
import type { Messages, T } from '../../i18n/client';
import { useT } from '../ui/widget';
import { fileName, fileText, type AnySlateGame, type SlateBase, type SlateGame } from './engine';
import type { SlateStore } from './store';
import { useSlate } from './useSlate';
import type { SlateEvent, SlateNotice, SlateStateValue } from './machine';
import { History, ImportButton, SlateActions, SlateNotices, downloadText, type HistoryItem } from './parts';

/** What an island reads of its machine's snapshot. */
export interface SlateSnap {
  value: unknown;
  context: { slate: unknown; refusal: unknown; notice: SlateNotice };
}

/** Where a refusal is told: at the top, beside the setup form or beside the entry form (null: nowhere). */
export interface RefusalPlaces<E> {
  top: E | null;
  setup: E | null;
  entry: E | null;
}

/**
 * Where the machine's refusal stands. By default: a file's at the top; otherwise beside the setup form at the setup,
 * beside the entry form while playing (kept with what was typed, for correction), at the top once the game is over.
 * `filesInSetup`: at the setup a file's refusal too stands beside the setup form. `atEntry`: which refusals, while
 * playing, stand beside the entry form (the others at the top). `hiddenWhenOver`: once over only a file's is told.
 */
export function refusalAt<E extends { code: string }>(
  state: SlateStateValue,
  refusal: E | null,
  o: { filesInSetup?: boolean; atEntry?: (code: string) => boolean; hiddenWhenOver?: boolean } = {},
): RefusalPlaces<E> {
  const at = (place: keyof RefusalPlaces<E> | null): RefusalPlaces<E> => {
    const out: RefusalPlaces<E> = { top: null, setup: null, entry: null };
    if (place) out[place] = refusal;
    return out;
  };
  if (!refusal) return at(null);
  const file = refusal.code.startsWith('slate-file.');
  switch (state) {
    case 'setup':
      return at(file && !o.filesInSetup ? 'top' : 'setup');
    case 'playing':
      return at((o.atEntry ? o.atEntry(refusal.code) : !file) ? 'entry' : 'top');
    case 'over':
      return at(o.hiddenWhenOver && !file ? null : 'top');
    default:
      return at('top');
  }
}

/** Where the refusal stands (`refusalAt`), in words: `say` words a refusal (at the setup with the names as typed there). */
export function refusalTexts<E extends { code: string }, Named = (seat: number) => string>(
  state: SlateStateValue,
  refusal: E | null,
  say: (e: E, named?: Named) => string,
  o: Parameters<typeof refusalAt>[2] = {},
) {
  const at = refusalAt(state, refusal, o);
  return { top: at.top ? say(at.top) : '', entry: at.entry ? say(at.entry) : '', setup: (named?: Named) => (at.setup ? say(at.setup, named) : '') };
}

/**
 * The players of the setup form: their count (4 unless the last slate had another), names and first dealer, as the
 * last setup left them. `fields` goes to `PlayersForm`; `players()` is what the setup sends (one name per seat, a
 * blank for a seat not typed in; the first dealer one of the seats).
 */
export function usePlayers(t: T, initial: { names: readonly string[]; firstDealer: number } | null, { blank = [], seatLabel }: { blank?: readonly string[]; seatLabel?: (seat: number) => string } = {}) {
  const [count, setCount] = useState<number>(initial?.names.length ?? 4);
  const [names, setNames] = useState<string[]>(initial ? [...initial.names] : [...blank]);
  const [dealer, setDealer] = useState<number>(initial?.firstDealer ?? 0);
  return {
    count,
    names,
    dealer,
    /** A seat by the name typed for it, else by its place ("Player 3"). */
    label: (seat: number) => names[seat]?.trim() || (seatLabel ? seatLabel(seat) : t('slate.setup.seat', { n: seat + 1 })),
    fields: { names, count, dealer, onNames: setNames, onCount: setCount, onDealer: setDealer },
    players: () => ({ names: Array.from({ length: count }, (_, i) => names[i] ?? ''), firstDealer: Math.min(dealer, count - 1) }),
  };
}

/**
 * After an entry is scored the table reads what it gives: focus (and so the view) moves to the result's heading.
 * `onLoad` false: not when a saved slate is loaded (the page then opens at its top).
 */
export function useResultFocus(entries: number, state: SlateStateValue, onLoad = true) {
  const ref = useRef<HTMLHeadingElement>(null);
  const seen = useRef<number | null>(onLoad ? entries : null);
  useEffect(() => {
    if (!onLoad && state === 'loading') return;
    if (seen.current !== null && entries > seen.current) ref.current?.focus();
    seen.current = entries;
  }, [entries, state]);
  return ref;
}

/** The result of the latest entry, read out when it changes; its heading takes the focus (`useResultFocus`). */
export function ResultSection({ title, headingRef, children }: { title: string; headingRef: Ref<HTMLHeadingElement>; children: ComponentChildren }) {
  return (
    <section class="tslate__result" aria-labelledby="slate-result-title" aria-live="polite">
      <h3 id="slate-result-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * What a game's island starts from: its strings, the machine's snapshot and `send` (the slate loaded from the
 * browser and saved after every change, see useSlate), the state, the slate, the last setup and the refusal, the
 * players' names (of the slate, else of the last setup, else `noNames`), the result heading's ref
 * (`useResultFocus`; `focusOnLoad` false: not when the saved slate is loaded) and `frame`, what `SlateIsland` takes
 * of all this.
 */
export function useSlateIsland<Setup extends { names: readonly string[] }, Entry, St extends SlateBase<Setup, Entry>, E extends { code: string }>(
  game: SlateGame<Setup, Entry, St, E>,
  machine: AnyStateMachine,
  store: SlateStore<unknown>,
  { lang, messages, focusOnLoad = true, noNames = [] }: { lang: string; messages: Messages; focusOnLoad?: boolean; noNames?: readonly string[] },
) {
  const t = useT(lang, messages);
  const [snap, sendEvent] = useSlate(machine, store);
  const ctx = (snap as unknown as SlateSnap).context as { slate: St | null; lastSetup: Setup | null; refusal: { code: string; [k: string]: unknown } | null; notice: SlateNotice };
  const state = (snap as unknown as SlateSnap).value as SlateStateValue;
  const slate = ctx.slate;
  const names: readonly string[] = slate?.setup.names ?? ctx.lastSetup?.names ?? noNames;
  const resultRef = useResultFocus(slate?.entries.length ?? 0, state, focusOnLoad);
  const send = sendEvent as unknown as (event: SlateEvent) => void;
  const view = snap as unknown as SlateSnap;
  return { t, snap: view, send, ctx, state, slate, names, resultRef, frame: { t, game: game as AnySlateGame, snap: view, send } };
}

/** What a game's setup form is given: the last setup, the house rules, the refusal beside it, start and import. */
export interface SetupProps<Setup, Rules, Said = (name: (seat: number) => string) => string> {
  t: T;
  initial: Setup | null;
  houseRules: Rules;
  /** The refusal beside the form (a function: worded with the names as typed in the form). */
  refusal: Said;
  onStart: (setup: unknown) => void;
  importButton: ComponentChildren;
}

/**
 * A game's slate island: `setup` while the table sets up (with the import button), `playing` once there is a slate
 * (its board, the latest result, the entry form...), then the actions row, `after` (anything between the actions and
 * the history) and the history. `topRefusal`: the refusal told at the top (see `refusalAt`).
 */
export function SlateIsland<St extends SlateBase>(props: {
  t: T;
  game: AnySlateGame;
  snap: SlateSnap;
  send(event: SlateEvent): void;
  /** The game's own class on the root, beside `tslate`. */
  class?: string;
  topRefusal: string;
  /** The setup form, given the import button and what starts the slate. */
  setup: (form: { importButton: ComponentChildren; onStart: (setup: unknown) => void }) => ComponentChildren;
  playing: (slate: St) => ComponentChildren;
  after?: (slate: St) => ComponentChildren;
  history: (slate: St) => readonly HistoryItem[];
}) {
  const { t, game, send } = props;
  const state = props.snap.value as SlateStateValue;
  const ctx = props.snap.context;
  const slate = ctx.slate as St | null;
  const importButton = <ImportButton t={t} onImport={(text, tooBig) => send({ type: 'import', text, tooBig })} />;
  return (
    <div class={props.class ? `tslate ${props.class}` : 'tslate'} data-widget="slate" data-state={state} data-ready={state === 'loading' ? 'false' : 'true'}>
      <SlateNotices t={t} notice={ctx.notice} refusal={props.topRefusal} />
      {state === 'setup' && props.setup({ importButton, onStart: (setup) => send({ type: 'start', setup }) })}
      {slate && (state === 'playing' || state === 'over') && (
        <>
          {props.playing(slate)}
          <SlateActions
            t={t}
            entries={slate.entries.length}
            canUndo={slate.entries.length > 0 || state === 'playing'}
            onUndo={() => send({ type: 'undo' })}
            onExport={() => downloadText(fileName(game), fileText(game, slate))}
            importButton={importButton}
            onNew={() => send({ type: 'new' })}
          />
          {props.after?.(slate)}
          <History t={t} items={props.history(slate)} />
        </>
      )}
      {state === 'setup' && ctx.refusal === null && !ctx.notice && <p class="tslate__privacy">{t('slate.privacy')}</p>}
    </div>
  );
}
