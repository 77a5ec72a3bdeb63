/** The computer players for the play page: the platform's table bots (src/shared/worker/tableBots.ts) with President's budgets. */
import { tableBots } from '../../../shared/worker/tableBots';

/** Thinking budgets in ms. */
export const BUDGETS = { strongMove: 200, hint: 60 } as const;

export const browserBots = (load = () => import('../bots/client')) => tableBots(load, BUDGETS);
