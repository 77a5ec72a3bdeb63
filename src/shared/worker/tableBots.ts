/**
 * The computer players of every game's table in the browser. The game's bots client (and through it its worker) is
 * loaded with a dynamic import on first use, so none of the bots' code is part of the page's first load; if the
 * worker fails, the same requests are answered in the page's thread (lazy.ts). Moves and hints share one worker; an
 * analysis runs in a second one, so a long analysis never holds up the next card (a new analysis replaces one still
 * running). The coach's answer is computed once per decision: ahead while the learner looks (`prefetchHint`), or
 * when asked (hintMemo.ts). The bots never read the event log, so it is left behind when a state crosses to the
 * worker.
 *
 *   export const BUDGETS = { strongMove: 250, hint: 300 } as const;
 *   export const browserBots = (load = () => import('../bots/client')) => tableBots(load, BUDGETS);
 */
import type { BotClient } from './botClient';
import { hintMemo } from './hintMemo';
import { lazyBots } from './lazy';
import type { AnalysisOf, BotRequestOptions, BotTypes, ExtraOf } from './protocol';

/** Thinking budgets in ms: a Strong player's move, a hint, and an analysis (games that have one). */
export interface TableBudgets {
  strongMove: number;
  hint: number;
  analysis?: number;
}

/** What a game's bots client module exports. */
export interface BotClientModule<T extends BotTypes> {
  createBotClient(): BotClient<T>;
  createSyncBotClient(): BotClient<T>;
}

/** How a table asks for a move: the level, or the level with the game's other move options. */
export type MoveAsk<T extends BotTypes> = T['level'] | ({ level: T['level'] } & Partial<ExtraOf<T>>);

export interface TableBotsOf<T extends BotTypes> {
  /** Starts loading the bots' code (while the learner is still choosing). */
  preload(): void;
  move(state: T['state'], seat: T['seat'], how: MoveAsk<T>): Promise<T['action'] | null>;
  hint(state: T['state'], seat: T['seat']): Promise<T['hint'] | null>;
  /** Starts the coach's search for the learner's decision while the learner is still looking. */
  prefetchHint(state: T['state'], seat: T['seat']): void;
  analyse(state: T['state'], seat: T['seat']): Promise<AnalysisOf<T> | null>;
  terminate(): void;
}

/** A state without its event log (the bots never read it). */
export const lean = <S>(s: S): S => ({ ...s, log: [] });

export function tableBots<T extends BotTypes>(load: () => Promise<BotClientModule<T>>, budgets: TableBudgets): TableBotsOf<T> {
  const ask = (o: { level?: T['level']; budgetMs: number | undefined }) => o as BotRequestOptions<T>;
  const bots = lazyBots<BotClient<T>>(() => load().then((m) => ({ threaded: m.createBotClient, inThread: m.createSyncBotClient })));
  const hints = hintMemo((state: T['state'] & object, seat: T['seat']) => bots.run((c) => c.hint(lean(state), seat, ask({ budgetMs: budgets.hint }))));
  return {
    preload: bots.preload,
    move: (state, seat, how) => {
      const opts = (typeof how === 'object' ? how : { level: how }) as { level: T['level'] } & Partial<ExtraOf<T>>;
      return bots.run((c) => c.move(lean(state), seat, ask({ ...opts, budgetMs: opts.level === 'strong' ? budgets.strongMove : undefined })));
    },
    hint: (state, seat) => hints.ask(state as T['state'] & object, seat),
    prefetchHint: (state, seat) => hints.prefetch(state as T['state'] & object, seat),
    analyse: (state, seat) => bots.background((c) => c.analyse(lean(state), seat, ask({ budgetMs: budgets.analysis }))),
    terminate: bots.terminate,
  };
}
