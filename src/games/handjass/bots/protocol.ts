/**
 * Handjass's computer players as the platform's bots protocol (src/shared/worker/protocol.ts) runs them. The worker runs
 * `handleRequest` on every message; the page's thread calls it directly where module workers are unavailable.
 */
import { botHandler, type BotTypesOf } from '../../../shared/worker/protocol';
import { chooseAction } from './bot';
import { hint } from './hint';

// A hint thinks 300 ms unless told otherwise, on the decision's own seed.
const coach: typeof hint = (state, seat, o) => hint(state, seat, { budgetMs: o?.budgetMs ?? 300 });

export const handleRequest = botHandler({ defaultLevel: 'steady', isState: (s) => s.v === 1, move: chooseAction, hint: coach });
export type Bots = BotTypesOf<typeof handleRequest>;
