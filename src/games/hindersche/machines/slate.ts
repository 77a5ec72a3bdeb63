/**
 * The table slate's flow: the platform's slate machine (`src/shared/slate/machine.ts`: loading the saved slate ->
 * setting up a rubber -> entering results, refused with a coded reason when they cannot happen -> the rubber's
 * settlement; undo any number of times, import, new rubber) run on Hindersche's slate engine. An entry event carries
 * the deal as typed (`{ points, tricks, march }`, a null being a blank the engine fills in: one player's tricks, or
 * points with four players).
 */
import { createSlateMachine, type SlateEvent as PlatformSlateEvent, type SlateNotice } from '../../../shared/slate/machine';
import { enterTyped } from '../../../shared/slate/engine';
import { HINDERSCHE_SLATE, type SlateError, type SlateState } from '../engine/slate';
import type { Result, Seat } from '../engine/types';

export type { SlateNotice };
export type SlateEvent = PlatformSlateEvent<SlateState>;

/** A deal as the entry form types it. */
export interface TypedDeal {
  points: (number | null)[];
  tricks: (number | null)[];
  march: Seat | null;
}

/** The engine's answer to a typed deal. */
export function tryEntry(slate: SlateState | null, typed: TypedDeal): Result<SlateState, SlateError> {
  return enterTyped(HINDERSCHE_SLATE, slate, typed);
}

export const slateMachine = createSlateMachine(HINDERSCHE_SLATE);
