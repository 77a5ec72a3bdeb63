/**
 * Every game's slate flow, made from the game's slate engine (`SlateGame`, see engine.ts):
 * loading the saved slate (with a notice: discarded, newer, saved elsewhere) -> the setup -> entering results
 * (scored by the engine, or refused with a coded reason while what was typed stays in the form) -> over.
 * Undo takes back the last entry any number of times (from the first entry it returns to the setup, names kept);
 * a file can be imported at any point and replaces the slate only when the engine replays it (nothing is lost
 * otherwise); "new" goes back to the setup. The island saves `context.slate` whenever it changes (see store.ts).
 */
import { assign, setup } from 'xstate';
import { enterTyped, readFile, undo, type SlateBase, type SlateCoreError, type SlateFileError, type SlateGame } from './engine';

/** Told once at the top of the slate (a key of the platform's `slate.` strings). */
export type SlateNotice = 'slate.saved.discarded' | 'slate.saved.newer' | 'slate.saved.elsewhere' | 'slate.imported' | null;

export interface SlateContext<Setup, State, E> {
  slate: State | null;
  /** The setup the form starts from (the last slate's, after "new" or undoing the first entry). */
  lastSetup: Setup | null;
  /** Why the last entry, setup or import was refused (cleared by the next accepted step). */
  refusal: E | SlateCoreError | SlateFileError<E> | null;
  notice: SlateNotice;
}

export type SlateEvent<State = unknown> =
  /** The stored slate (null: none, at the setup), on load or when another tab saved. */
  | { type: 'loaded'; slate: State | null; notice?: SlateNotice }
  | { type: 'start'; setup: unknown }
  /** One entry as typed; the game's `prepare` makes it the entry to store (blanks filled in...). */
  | { type: 'enter'; entry: unknown }
  | { type: 'undo' }
  /** A file's text; `tooBig` when the file was larger than the import reads (its text is not read). */
  | { type: 'import'; text: string; tooBig?: boolean }
  | { type: 'new' }
  | { type: 'dismiss' };

export type SlateStateValue = 'loading' | 'setup' | 'playing' | 'over';

/** The slate machine of one game. */
export function createSlateMachine<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }>(game: SlateGame<Setup, Entry, State, E>) {
  type Ctx = SlateContext<Setup, State, E>;
  type Ev = SlateEvent<State>;
  const isOver = (s: State | null): boolean => {
    if (s === null) return false;
    try {
      return game.isOver(s);
    } catch {
      return true;
    }
  };
  const trySetup = (raw: unknown) => {
    const r = game.checkSetup(raw);
    if (!r.ok) return r;
    try {
      return { ok: true as const, value: game.newSlate(r.value) };
    } catch {
      return { ok: false as const, error: { code: 'slate.bad-state' } as SlateCoreError };
    }
  };
  const tryEntry = (slate: State | null, e: Ev) => (e.type === 'enter' ? enterTyped(game, slate, e.entry) : null);
  const tryImport = (e: Ev) => (e.type !== 'import' ? null : e.tooBig ? { ok: false as const, error: { code: 'slate-file.too-big' } as SlateFileError<E> } : readFile(game, e.text));

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
    },
    guards: {
      loadedOver: ({ event }) => event.type === 'loaded' && isOver(event.slate),
      loadedSlate: ({ event }) => event.type === 'loaded' && event.slate !== null,
      setupOk: ({ event }) => event.type === 'start' && trySetup(event.setup).ok,
      entryOk: ({ context, event }) => tryEntry(context.slate, event)?.ok === true,
      entryEnds: ({ context, event }) => {
        const r = tryEntry(context.slate, event);
        return r !== null && r.ok && isOver(r.value);
      },
      hasEntries: ({ context }) => (context.slate?.entries.length ?? 0) > 0,
      importOver: ({ event }) => {
        const r = tryImport(event);
        return r !== null && r.ok && isOver(r.value);
      },
      importOk: ({ event }) => tryImport(event)?.ok === true,
    },
    actions: {
      load: assign(({ context, event }) =>
        event.type === 'loaded' ? { slate: event.slate, lastSetup: event.slate?.setup ?? context.lastSetup, notice: event.notice ?? null, refusal: null } : {},
      ),
      start: assign(({ event }) => {
        if (event.type !== 'start') return {};
        const r = trySetup(event.setup);
        return r.ok ? { slate: r.value, lastSetup: r.value.setup, refusal: null, notice: null } : {};
      }),
      refuseSetup: assign(({ event }) => {
        if (event.type !== 'start') return {};
        const r = trySetup(event.setup);
        return r.ok ? {} : { refusal: r.error };
      }),
      enter: assign(({ context, event }) => {
        const r = tryEntry(context.slate, event);
        return r?.ok ? { slate: r.value, refusal: null, notice: null } : {};
      }),
      refuseEntry: assign(({ context, event }) => {
        const r = tryEntry(context.slate, event);
        return r && !r.ok ? { refusal: r.error } : {};
      }),
      undo: assign(({ context }) => {
        if (!context.slate) return {};
        const r = undo(game, context.slate);
        return r.ok ? { slate: r.value, refusal: null, notice: null } : {};
      }),
      backToSetup: assign(({ context }) => ({ lastSetup: context.slate?.setup ?? context.lastSetup, slate: null, refusal: null, notice: null })),
      importFile: assign(({ event }) => {
        const r = tryImport(event);
        return r?.ok ? { slate: r.value, lastSetup: r.value.setup, refusal: null, notice: 'slate.imported' as const } : {};
      }),
      refuseImport: assign(({ event }) => {
        const r = tryImport(event);
        return r && !r.ok ? { refusal: r.error } : {};
      }),
      dismiss: assign({ refusal: null, notice: null }),
    },
  }).createMachine({
    id: 'slate',
    context: { slate: null, lastSetup: null, refusal: null, notice: null } as Ctx,
    initial: 'loading',
    // Another tab saved a slate: follow it (the island replays it before sending it).
    on: {
      loaded: [
        { guard: 'loadedOver', target: '.over', actions: 'load' },
        { guard: 'loadedSlate', target: '.playing', actions: 'load' },
        { target: '.setup', actions: 'load' },
      ],
    },
    states: {
      loading: {
        on: {
          loaded: [
            { guard: 'loadedOver', target: 'over', actions: 'load' },
            { guard: 'loadedSlate', target: 'playing', actions: 'load' },
            { target: 'setup', actions: 'load' },
          ],
        },
      },
      setup: {
        on: {
          start: [{ guard: 'setupOk', target: 'playing', actions: 'start' }, { actions: 'refuseSetup' }],
          import: [
            { guard: 'importOver', target: 'over', actions: 'importFile' },
            { guard: 'importOk', target: 'playing', actions: 'importFile' },
            { actions: 'refuseImport' },
          ],
          dismiss: { actions: 'dismiss' },
        },
      },
      playing: {
        on: {
          enter: [
            { guard: 'entryEnds', target: 'over', actions: 'enter' },
            { guard: 'entryOk', actions: 'enter' },
            { actions: 'refuseEntry' },
          ],
          undo: [{ guard: 'hasEntries', actions: 'undo' }, { target: 'setup', actions: 'backToSetup' }],
          import: [
            { guard: 'importOver', target: 'over', actions: 'importFile' },
            { guard: 'importOk', actions: 'importFile' },
            { actions: 'refuseImport' },
          ],
          new: { target: 'setup', actions: 'backToSetup' },
          dismiss: { actions: 'dismiss' },
        },
      },
      over: {
        on: {
          undo: { target: 'playing', actions: 'undo' },
          import: [
            { guard: 'importOver', actions: 'importFile' },
            { guard: 'importOk', target: 'playing', actions: 'importFile' },
            { actions: 'refuseImport' },
          ],
          new: { target: 'setup', actions: 'backToSetup' },
          dismiss: { actions: 'dismiss' },
        },
      },
    },
  });
}

export type SlateMachine<Setup, Entry, State extends SlateBase<Setup, Entry>, E extends { code: string }> = ReturnType<typeof createSlateMachine<Setup, Entry, State, E>>;
