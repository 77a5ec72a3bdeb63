/**
 * Computer players loaded on first use, for every game's table: the game's client module (and through it its
 * worker) is imported with a dynamic import the first time a move, hint or analysis is asked for, so none of the
 * bots' code is part of the page's first load. If the worker fails (module workers unsupported, a crash), the same
 * request is answered in the page's thread from then on. An answer the bots give as an error (a value with
 * `botError`) is passed on, not retried.
 *
 *   const bots = lazyBots(() => import('../bots/client').then((m) => ({ threaded: m.createBotClient, inThread: m.createSyncBotClient })));
 *   const action = await bots.run((c) => c.move(state, seat));
 */
export interface LazyClient {
  terminate(): void;
  readonly threaded: boolean;
}

export interface LazyBots<C extends LazyClient> {
  /** Starts loading the client's code (while the learner is still choosing). */
  preload(): void;
  /** Runs a request on the moves-and-hints client. */
  run<T>(request: (client: C) => Promise<T>): Promise<T>;
  /**
   * Runs a long request (an analysis) on a second client, so it never holds up the next move; a new one replaces
   * one still running.
   */
  background<T>(request: (client: C) => Promise<T>): Promise<T>;
  terminate(): void;
}

const isBotError = (e: unknown) => !!e && typeof e === 'object' && 'botError' in e;

export function lazyBots<C extends LazyClient>(load: () => Promise<{ threaded: () => C; inThread: () => C }>): LazyBots<C> {
  let mod: Promise<{ threaded: () => C; inThread: () => C }> | null = null;
  const module = () => (mod ??= load());
  let main: C | null = null;
  let side: C | null = null;
  let running = 0;

  return {
    preload() {
      void module().catch(() => {
        mod = null;
      });
    },
    async run(request) {
      const m = await module();
      main ??= m.threaded();
      try {
        return await request(main);
      } catch (e) {
        if (isBotError(e) || !main.threaded) throw e;
        main.terminate();
        main = m.inThread();
        return request(main);
      }
    },
    async background(request) {
      const m = await module();
      if (running > 0 && side) {
        side.terminate();
        side = null;
      }
      side ??= m.threaded();
      const mine = side;
      running++;
      try {
        return await request(mine);
      } catch (e) {
        if (isBotError(e) || !mine.threaded || mine !== side) throw e;
        side = m.inThread();
        return request(side);
      } finally {
        running--;
      }
    },
    terminate() {
      main?.terminate();
      side?.terminate();
      main = null;
      side = null;
    },
  };
}
