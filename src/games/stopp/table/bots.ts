/** The computer players for the play page: the platform's table bots (src/shared/worker/tableBots.ts) with Stopp's budgets. */
import { tableBots } from '../../../shared/worker/tableBots';

/** Thinking budgets in ms: the Strong player per card, and a hint (p95 within 100 ms on the bench). */
export const BUDGETS = { strongMove: 200, hint: 60 } as const;

export const browserBots = (load = () => import('../bots/client')) => tableBots(load, BUDGETS);
