/**
 * The transport between a page and a game's computer players in a Web Worker, shared by every game: requests carry
 * an id, replies come back with the same id, and the same handler answers in the calling thread where workers are
 * unavailable (tests, server rendering, old browsers). A game supplies only its request and result types and the
 * handler (its bots' protocol); the worker itself must be created by the game with a literal
 * `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })` so the bundler emits it as a chunk.
 */

export interface RpcReply<Res> {
  id: number | string;
  result: Res;
}

/** What a client needs from a Worker (so tests can pass a fake). */
export interface WorkerLike<Res> {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((e: { data: RpcReply<Res> }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export interface RpcTransport<Req, Res> {
  /** Sends one request (without id) and resolves with its result. */
  request(req: Req): Promise<Res>;
  /** Stops the worker; pending requests are rejected. */
  terminate(): void;
  /** True when requests run in a worker. */
  readonly threaded: boolean;
}

/** A transport over a worker (or anything that speaks the protocol). */
export function workerTransport<Req extends object, Res>(worker: WorkerLike<Res>): RpcTransport<Req, Res> {
  let next = 0;
  const pending = new Map<number | string, { resolve: (r: Res) => void; reject: (e: unknown) => void }>();
  worker.onmessage = (e) => {
    const reply = e.data;
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    p.resolve(reply.result);
  };
  worker.onerror = (e) => {
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  return {
    request: (req) =>
      new Promise<Res>((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...req, id });
      }),
    terminate: () => {
      worker.terminate();
      for (const p of pending.values()) p.reject(new Error('bots.terminated'));
      pending.clear();
    },
    threaded: true,
  };
}

/**
 * A transport that answers in the calling thread. `load` imports the handler on the first request, so a page that
 * only uses the worker never loads the bots' code in the main thread.
 */
export function syncTransport<Req extends object, Res>(load: () => Promise<(req: Req & { id: number }) => RpcReply<Res>>): RpcTransport<Req, Res> {
  let id = 0;
  let handler: Promise<(req: Req & { id: number }) => RpcReply<Res>> | null = null;
  return {
    request: (req) => {
      handler ??= load();
      return handler.then((h) => h({ ...req, id: ++id }).result);
    },
    terminate: () => {},
    threaded: false,
  };
}

/** The worker side: answers every message with the handler's reply. */
export function serve<Req, Res>(handle: (req: Req) => RpcReply<Res>): void {
  const scope = self as unknown as { onmessage: ((e: { data: Req }) => void) | null; postMessage(message: unknown): void };
  scope.onmessage = (e) => {
    scope.postMessage(handle(e.data));
  };
}

/**
 * A game's bots transport: requests go to a module worker when the environment has one (`worker` must be the
 * game's literal `() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`, so the bundler
 * emits the worker), and are answered in the calling thread otherwise (tests, server rendering) or when `sync` asks
 * for it, through the same handler imported on first use.
 */
export function botTransport<Req extends object, Res>(opts: {
  sync?: boolean;
  worker: () => unknown;
  handler: () => Promise<(req: Req & { id: number }) => RpcReply<Res>>;
}): RpcTransport<Req, Res> {
  if (!opts.sync && typeof Worker !== 'undefined') {
    try {
      return workerTransport<Req, Res>(opts.worker() as WorkerLike<Res>);
    } catch {
      // no module workers here: answer in this thread
    }
  }
  return syncTransport(opts.handler);
}

/** What a game's bots answer: a result of some kind, or an error value with a code. */
export interface BotResultLike {
  kind: string;
}

/**
 * Reads a bots reply of `kind`: the part `pick` takes from it. An error value from the bots is thrown as an Error
 * carrying it as `botError` (the table shows its code, and `lazyBots` does not retry it); a reply of another kind
 * throws `bots.unexpected-reply`.
 */
export function resultOf<R extends BotResultLike, K extends R['kind'], T>(kind: K, pick: (r: Extract<R, { kind: K }>) => T): (r: R) => T {
  return (r) => {
    if (r.kind === 'error') {
      const error = (r as unknown as { error: { code: string } }).error;
      throw Object.assign(new Error(error.code), { botError: error });
    }
    if (r.kind !== kind) throw new Error('bots.unexpected-reply');
    return pick(r as Extract<R, { kind: K }>);
  };
}
