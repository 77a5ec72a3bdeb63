/**
 * Stopp's computer players as the platform's bots protocol (src/shared/worker/protocol.ts) runs them. The worker runs
 * `handleRequest` on every message; the page's thread calls it directly where module workers are unavailable.
 */
import { botHandler, type BotTypesOf } from '../../../shared/worker/protocol';
import { chooseAction } from './bot';
import { hint } from './hint';

export const handleRequest = botHandler({ defaultLevel: 'steady', isState: (s) => s.v === 1 && s.game === 'stopp', move: chooseAction, hint });
export type Bots = BotTypesOf<typeof handleRequest>;
