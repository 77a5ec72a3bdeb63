/**
 * The table slate's flow: loading the saved slate -> setting up a rubber -> entering results (scored by the engine,
 * refused with a coded reason when they cannot happen) -> the rubber's settlement. Undo takes back the last entry any
 * number of times (from the first deal it returns to the setup, names kept); a file can be imported at any point and
 * replaces the slate only when the engine replays it. The island saves `context.slate` whenever it changes.
 */
import { assign, setup } from 'xstate';
import {
  awaiting,
  checkSetup,
  completeEntry,
  enterResult,
  newSlate,
  readSlateFile,
  undoLast,
  type SlateError,
  type SlateFileError,
  type SlateSetup,
  type SlateState,
} from '../engine/slate';
import type { Result, Seat } from '../engine/types';

/** Why the saved slate could not be resumed (told once, on load). */
export type SlateNotice = 'slate.saved.discarded' | 'slate.saved.newer' | 'slate.saved.elsewhere' | 'slate.imported' | null;

export interface SlateContext {
  slate: SlateState | null;
  /** The setup the form starts from (the last rubber's, after "new rubber" or undoing the first deal). */
  lastSetup: SlateSetup | null;
  /** Why the last entry, setup or import was refused (cleared by the next accepted step). */
  refusal: SlateError | SlateFileError | null;
  notice: SlateNotice;
}

export type SlateEvent =
  | { type: 'loaded'; slate: SlateState | null; notice?: SlateNotice }
  | { type: 'start'; setup: unknown }
  /** One deal's result as typed: a null is a blank the engine fills in (one player's tricks, or points with four). */
  | { type: 'enter'; points: (number | null)[]; tricks: (number | null)[]; march: Seat | null }
  | { type: 'undo' }
  | { type: 'import'; text: string }
  | { type: 'new' }
  | { type: 'dismiss' };

/** The engine's answer to an entry event. */
export function tryEntry(slate: SlateState | null, e: Extract<SlateEvent, { type: 'enter' }>): Result<SlateState, SlateError> {
  if (!slate) return { ok: false, error: { code: 'slate.over' } };
  const next = awaiting(slate);
  if (next.kind === 'over') return { ok: false, error: { code: 'slate.over' } };
  const filled = completeEntry(next.players, e.points, e.tricks);
  if (!filled.ok) return filled;
  return enterResult(slate, { ...filled.value, march: e.march });
}

const trySetup = (raw: unknown) => {
  const r = checkSetup(raw);
  return r.ok ? ({ ok: true, value: newSlate(r.value) } as const) : r;
};

const isOver = (s: SlateState | null) => s !== null && s.settlement !== null;

export const slateMachine = setup({
  types: {
    context: {} as SlateContext,
    events: {} as SlateEvent,
  },
  guards: {
    loadedOver: ({ event }) => event.type === 'loaded' && isOver(event.slate),
    loadedSlate: ({ event }) => event.type === 'loaded' && event.slate !== null,
    setupOk: ({ event }) => event.type === 'start' && trySetup(event.setup).ok,
    entryOk: ({ context, event }) => event.type === 'enter' && tryEntry(context.slate, event).ok,
    entryEndsRubber: ({ context, event }) => {
      if (event.type !== 'enter') return false;
      const r = tryEntry(context.slate, event);
      return r.ok && isOver(r.value);
    },
    hasEntries: ({ context }) => (context.slate?.entries.length ?? 0) > 0,
    importOver: ({ event }) => {
      if (event.type !== 'import') return false;
      const r = readSlateFile(event.text);
      return r.ok && isOver(r.value);
    },
    importOk: ({ event }) => event.type === 'import' && readSlateFile(event.text).ok,
  },
  actions: {
    load: assign(({ context, event }) =>
      event.type === 'loaded'
        ? { slate: event.slate, lastSetup: event.slate?.setup ?? context.lastSetup, notice: event.notice ?? null, refusal: null }
        : {},
    ),
    start: assign(({ context, event }) => {
      if (event.type !== 'start') return {};
      const r = trySetup(event.setup);
      return r.ok ? { slate: r.value, lastSetup: r.value.setup, refusal: null, notice: null } : {};
    }),
    refuseSetup: assign(({ event }) => {
      if (event.type !== 'start') return {};
      const r = checkSetup(event.setup);
      return r.ok ? {} : { refusal: r.error };
    }),
    enter: assign(({ context, event }) => {
      if (event.type !== 'enter') return {};
      const r = tryEntry(context.slate, event);
      return r.ok ? { slate: r.value, refusal: null, notice: null } : {};
    }),
    refuseEntry: assign(({ context, event }) => {
      if (event.type !== 'enter') return {};
      const r = tryEntry(context.slate, event);
      return r.ok ? {} : { refusal: r.error };
    }),
    undo: assign(({ context }) => {
      if (!context.slate) return {};
      const r = undoLast(context.slate);
      return r.ok ? { slate: r.value, refusal: null, notice: null } : {};
    }),
    backToSetup: assign(({ context }) => ({ lastSetup: context.slate?.setup ?? context.lastSetup, slate: null, refusal: null, notice: null })),
    importFile: assign(({ context, event }) => {
      if (event.type !== 'import') return {};
      const r = readSlateFile(event.text);
      return r.ok ? { slate: r.value, lastSetup: r.value.setup, refusal: null, notice: 'slate.imported' as const } : {};
    }),
    refuseImport: assign(({ event }) => {
      if (event.type !== 'import') return {};
      const r = readSlateFile(event.text);
      return r.ok ? {} : { refusal: r.error };
    }),
    dismiss: assign({ refusal: null, notice: null }),
  },
}).createMachine({
  id: 'slate',
  context: { slate: null, lastSetup: null, refusal: null, notice: null },
  initial: 'loading',
  // Another tab saved a slate: follow it (its state is replayed by the island before it is sent).
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
          { guard: 'entryEndsRubber', target: 'over', actions: 'enter' },
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
