/** The computer players for the play page: the platform's table bots (src/shared/worker/tableBots.ts) with Handjass's budgets. */
import { tableBots } from '../../../shared/worker/tableBots';

/** Thinking budgets in ms. */
export const BUDGETS = { strongMove: 250, hint: 300 } as const;

export const browserBots = (load = () => import('../bots/client')) => tableBots(load, BUDGETS);
