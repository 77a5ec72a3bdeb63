/**
 * The Stopp slate's flow: the platform's slate machine (src/shared/slate/machine.ts) made from Stopp's slate engine
 * (loading, the setup, entering each deal's cards still held, refusals kept beside what was typed, undo, import,
 * the end of the game).
 */
import { createSlateMachine } from '../../../shared/slate/machine';
import { STOPP_SLATE } from '../engine/slate';

export const slateMachine = createSlateMachine(STOPP_SLATE);
