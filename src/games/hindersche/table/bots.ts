/**
 * The computer players for the table in the browser. The bots' client (and through it the worker) is loaded with a
 * dynamic import on first use, so none of the bots' code is part of the page's first load. Moves and hints share
 * one worker; the after-deal analysis runs in a second one, so a long analysis never holds up the next card (a new
 * analysis replaces one still running). If a worker fails, the same requests are answered in the page's thread.
 */
import type { BotClient } from '../bots/client';
import type { GameState } from '../engine/game';
import type { TableBots } from '../machines/table';

type ClientModule = typeof import('../bots/client');

/** Thinking budgets in ms. */
export const BUDGETS = { strongMove: 250, hint: 400, analysis: 1500 } as const;

/** The bots never read the event log: leave it behind when the state crosses to the worker. */
export const lean = (s: GameState): GameState => ({ ...s, log: [] });

const isBotError = (e: unknown) => !!e && typeof e === 'object' && 'botError' in e;

export function browserBots(load: () => Promise<ClientModule> = () => import('../bots/client')): TableBots & { preload(): void; terminate(): void } {
  let mod: Promise<ClientModule> | null = null;
  const module = () => (mod ??= load());
  let moves: BotClient | null = null;
  let analysis: BotClient | null = null;
  let analysing = 0;

  async function onMoves<T>(run: (c: BotClient) => Promise<T>): Promise<T> {
    const m = await module();
    moves ??= m.createBotClient();
    try {
      return await run(moves);
    } catch (e) {
      if (isBotError(e) || !moves.threaded) throw e;
      // The worker failed (e.g. module workers unsupported): answer in this thread from now on.
      moves.terminate();
      moves = m.createSyncBotClient();
      return run(moves);
    }
  }

  return {
    preload() {
      void module().catch(() => {
        mod = null;
      });
    },
    move: (state, seat, opts) =>
      onMoves((c) => c.move(lean(state), seat, { level: opts.level, schleipfen: opts.schleipfen, budgetMs: opts.level === 'strong' ? BUDGETS.strongMove : undefined })),
    hint: (state, seat) => onMoves((c) => c.hint(lean(state), seat, { budgetMs: BUDGETS.hint })),
    async analyse(state, seat) {
      const m = await module();
      // A new deal's analysis replaces one still running (the worker answers one request at a time).
      if (analysing > 0 && analysis) {
        analysis.terminate();
        analysis = null;
      }
      analysis ??= m.createBotClient();
      const mine = analysis;
      analysing++;
      try {
        return await mine.analyse(lean(state), seat, { budgetMs: BUDGETS.analysis });
      } catch (e) {
        if (isBotError(e) || !mine.threaded || mine !== analysis) throw e;
        analysis = m.createSyncBotClient();
        return analysis.analyse(lean(state), seat, { budgetMs: BUDGETS.analysis });
      } finally {
        analysing--;
      }
    },
    terminate() {
      moves?.terminate();
      analysis?.terminate();
      moves = null;
      analysis = null;
    },
  };
}
