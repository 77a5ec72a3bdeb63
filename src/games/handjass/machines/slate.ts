/**
 * The Handjass slate's flow: the platform's slate machine (src/shared/slate/machine.ts) made from Handjass's slate
 * engine (loading, the setup, entering each deal, refusals kept beside what was typed, undo, import, the loser).
 */
import { createSlateMachine } from '../../../shared/slate/machine';
import { HANDJASS_SLATE } from '../engine/slate';

export const slateMachine = createSlateMachine(HANDJASS_SLATE);
