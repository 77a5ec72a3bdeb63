/**
 * President's table slate flow: the platform's slate machine (src/shared/slate/machine.ts) made from President's
 * slate engine. Entries are finishing orders as chosen in the form (`{ order }`, the last place may be blank).
 */
import { createSlateMachine } from '../../../shared/slate/machine';
import { PRESIDENT_SLATE } from '../engine/slate';

export const slateMachine = createSlateMachine(PRESIDENT_SLATE);
