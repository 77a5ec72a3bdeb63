/**
 * The computer players for the table in the browser, loaded on first use (a dynamic import of the client, which
 * starts the worker), so none of the bots' code is part of the play page's first load.
 */
import { lazyBots } from '../../../shared/worker/lazy';
import { hintMemo } from '../../../shared/worker/hintMemo';
import type { GameState } from '../engine/game';
import type { BotClient } from '../bots/client';
import type { TableBots } from '../machines/table';

export const BUDGETS = { strongMove: 250, hint: 300 } as const;

/** The bots never read the event log: leave it behind when the state crosses to the worker. */
export const lean = (s: GameState): GameState => ({ ...s, log: [] });

export function browserBots(load: () => Promise<typeof import('../bots/client')> = () => import('../bots/client')): TableBots & { prefetchHint(state: GameState, seat: Parameters<TableBots['hint']>[1]): void; preload(): void; terminate(): void } {
  const bots = lazyBots<BotClient>(() => load().then((m) => ({ threaded: m.createBotClient, inThread: m.createSyncBotClient })));
  // The coach's answer is computed once per decision: ahead while the learner looks (prefetchHint), or when asked.
  const hints = hintMemo((state: GameState, seat: Parameters<TableBots['hint']>[1]) => bots.run((c) => c.hint(lean(state), seat, { budgetMs: BUDGETS.hint })));
  return {
    preload: bots.preload,
    move: (state, seat, level) => bots.run((c) => c.move(lean(state), seat, { level, budgetMs: level === 'strong' ? BUDGETS.strongMove : undefined })),
    hint: hints.ask,
    prefetchHint: hints.prefetch,
    terminate: bots.terminate,
  };
}
