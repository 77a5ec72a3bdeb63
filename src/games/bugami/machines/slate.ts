/**
 * The table slate's flow for Bugami: the platform's slate machine (loading -> setup -> playing -> over, with undo,
 * import and new) made from Bugami's slate engine, which scores each entered deal or refuses it with a code.
 */
import { createSlateMachine } from '../../../shared/slate/machine';
import { BUGAMI_SLATE } from '../engine/slate';

export const slateMachine = createSlateMachine(BUGAMI_SLATE);
