/**
 * The computer players for the table in the browser: the bots' client (and through it the worker) is loaded with a
 * dynamic import on first use, so none of the bots' code is part of the page's first load; if the worker fails, the
 * same requests are answered in the page's thread.
 */
import type { BotClient } from '../bots/client';
import type { GameState } from '../engine';
import type { TableBots } from '../machines/table';
import { lazyBots } from '../../../shared/worker/lazy';
import { hintMemo } from '../../../shared/worker/hintMemo';

/** Thinking budgets in ms. */
export const BUDGETS = { strongMove: 200, hint: 300 } as const;

/** The bots never read the event log: leave it behind when the state crosses to the worker. */
export const lean = (s: GameState): GameState => ({ ...s, log: [] });

export function browserBots(): TableBots & { prefetchHint(state: GameState, seat: Parameters<TableBots['hint']>[1]): void; preload(): void; terminate(): void } {
  const bots = lazyBots<BotClient>(() => import('../bots/client').then((m) => ({ threaded: m.createBotClient, inThread: m.createSyncBotClient })));
  // The coach's answer is computed once per decision: ahead while the learner looks (prefetchHint), or when asked.
  const hints = hintMemo((state: GameState, seat: Parameters<TableBots['hint']>[1]) => bots.run((c) => c.hint(lean(state), seat, { budgetMs: BUDGETS.hint })));
  return {
    preload: bots.preload,
    move: (state, seat, level) => bots.run((c) => c.move(lean(state), seat, { level, ...(level === 'strong' ? { budgetMs: BUDGETS.strongMove } : {}) })),
    hint: hints.ask,
    prefetchHint: hints.prefetch,
    terminate: bots.terminate,
  };
}
