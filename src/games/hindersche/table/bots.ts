/** The computer players for the play page: the platform's table bots (src/shared/worker/tableBots.ts) with Hindersche's budgets (an analysis runs in a second worker). */
import { tableBots } from '../../../shared/worker/tableBots';

/** Thinking budgets in ms. */
export const BUDGETS = { strongMove: 250, hint: 400, analysis: 1500 } as const;

export const browserBots = (load = () => import('../bots/client')) => tableBots(load, BUDGETS);
