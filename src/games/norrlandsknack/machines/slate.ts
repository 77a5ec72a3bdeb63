/**
 * The Norrlandsknack slate's flow: the platform's slate machine (src/shared/slate/machine.ts) made from the game's
 * slate engine (loading, the setup, entering each deal's calls and tricks, refusals kept beside what was typed, undo,
 * import, the end of the game).
 */
import { createSlateMachine } from '../../../shared/slate/machine';
import { NK_SLATE } from '../engine/slate';

export const slateMachine = createSlateMachine(NK_SLATE);
