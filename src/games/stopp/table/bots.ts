/**
 * The computer players for the play page. The bots' client (and through it the worker) is loaded with a dynamic
 * import on first use, so none of the bots' code is part of the page's first load; if the worker fails, the same
 * requests are answered in the page's thread (src/shared/worker/lazy.ts).
 */
import type { BotClient } from '../bots/client';
import type { GameState } from '../engine/game';
import type { TableBots } from '../machines/table';
import { lazyBots } from '../../../shared/worker/lazy';
import { hintMemo } from '../../../shared/worker/hintMemo';

type ClientModule = typeof import('../bots/client');

/** Thinking budgets in ms: the Strong player per card, and a hint (p95 within 100 ms on the bench). */
export const BUDGETS = { strongMove: 200, hint: 60 } as const;

/** The bots never read the event log: leave it behind when the state crosses to the worker. */
export const lean = (s: GameState): GameState => ({ ...s, log: [] });

export function browserBots(load: () => Promise<ClientModule> = () => import('../bots/client')): TableBots & { prefetchHint(state: GameState, seat: Parameters<TableBots['hint']>[1]): void; preload(): void; terminate(): void } {
  const bots = lazyBots<BotClient>(() => load().then((m) => ({ threaded: m.createBotClient, inThread: m.createSyncBotClient })));
  // The coach's answer is computed once per decision: ahead while the learner looks (prefetchHint), or when asked.
  const hints = hintMemo((state: GameState, seat: Parameters<TableBots['hint']>[1]) => bots.run((c) => c.hint(lean(state), seat, { budgetMs: BUDGETS.hint })));
  return {
    preload: bots.preload,
    move: (state, seat, opts) => bots.run((c) => c.move(lean(state), seat, { level: opts.level, budgetMs: opts.level === 'strong' ? BUDGETS.strongMove : undefined })),
    hint: hints.ask,
    prefetchHint: hints.prefetch,
    terminate: bots.terminate,
  };
}
