/**
 * The platform's transport to every game's computer players (src/shared/worker/rpc.ts) and the lazily loaded client
 * with its fall-back to the page's thread (src/shared/worker/lazy.ts), over fake workers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { botTransport, resultOf, syncTransport, workerTransport, type RpcReply, type WorkerLike } from '../../src/shared/worker/rpc';
import { lazyBots } from '../../src/shared/worker/lazy';

type Req = { n: number };
type Res = { kind: 'double'; value: number } | { kind: 'error'; error: { code: string } };

/** A worker that answers each message when `flush` is called, in the order given. */
function fakeWorker() {
  const inbox: (Req & { id: number })[] = [];
  const w: WorkerLike<Res> & { inbox: typeof inbox; answer(i: number): void; crash(): void; terminated: boolean } = {
    inbox,
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage: (m) => inbox.push(m as Req & { id: number }),
    terminate() {
      w.terminated = true;
    },
    answer(i) {
      const m = inbox[i]!;
      w.onmessage?.({ data: { id: m.id, result: { kind: 'double', value: m.n * 2 } } });
    },
    crash() {
      w.onerror?.(new Error('boom'));
    },
  };
  return w;
}

const handle = (req: Req & { id: number }): RpcReply<Res> => ({ id: req.id, result: req.n < 0 ? { kind: 'error', error: { code: 'bots.bad-request' } } : { kind: 'double', value: req.n * 2 } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('workerTransport', () => {
  it('matches replies to requests by id, whatever their order', async () => {
    const w = fakeWorker();
    const t = workerTransport<Req, Res>(w);
    const a = t.request({ n: 1 });
    const b = t.request({ n: 5 });
    expect(w.inbox.map((m) => m.id)).toEqual([1, 2]);
    w.answer(1);
    w.answer(0);
    await expect(a).resolves.toEqual({ kind: 'double', value: 2 });
    await expect(b).resolves.toEqual({ kind: 'double', value: 10 });
    expect(t.threaded).toBe(true);
  });

  it('rejects what is pending when the worker fails or is stopped', async () => {
    const w = fakeWorker();
    const t = workerTransport<Req, Res>(w);
    const a = t.request({ n: 1 });
    w.crash();
    await expect(a).rejects.toThrow('boom');
    const b = t.request({ n: 2 });
    t.terminate();
    await expect(b).rejects.toThrow('bots.terminated');
    expect(w.terminated).toBe(true);
  });

  it('ignores a reply nobody waits for', async () => {
    const w = fakeWorker();
    const t = workerTransport<Req, Res>(w);
    w.onmessage?.({ data: { id: 99, result: { kind: 'double', value: 0 } } });
    const a = t.request({ n: 3 });
    w.answer(0);
    await expect(a).resolves.toEqual({ kind: 'double', value: 6 });
  });
});

describe('syncTransport and botTransport', () => {
  it('loads the handler once, on the first request', async () => {
    const load = vi.fn(async () => handle);
    const t = syncTransport<Req, Res>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(t.request({ n: 2 })).resolves.toEqual({ kind: 'double', value: 4 });
    await t.request({ n: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(t.threaded).toBe(false);
  });

  it('answers in this thread where there is no Worker, or when asked to', async () => {
    const worker = vi.fn(() => fakeWorker());
    const none = botTransport<Req, Res>({ worker, handler: async () => handle });
    expect(none.threaded).toBe(false);
    await expect(none.request({ n: 4 })).resolves.toEqual({ kind: 'double', value: 8 });
    vi.stubGlobal('Worker', class {});
    expect(botTransport<Req, Res>({ sync: true, worker, handler: async () => handle }).threaded).toBe(false);
    expect(worker).not.toHaveBeenCalled();
  });

  it('uses the worker where there is one, and this thread when creating it fails', async () => {
    vi.stubGlobal('Worker', class {});
    const w = fakeWorker();
    const threaded = botTransport<Req, Res>({ worker: () => w, handler: async () => handle });
    expect(threaded.threaded).toBe(true);
    const a = threaded.request({ n: 6 });
    w.answer(0);
    await expect(a).resolves.toEqual({ kind: 'double', value: 12 });
    const failing = botTransport<Req, Res>({
      worker: () => {
        throw new Error('module workers unsupported');
      },
      handler: async () => handle,
    });
    expect(failing.threaded).toBe(false);
    await expect(failing.request({ n: 1 })).resolves.toEqual({ kind: 'double', value: 2 });
  });
});

describe('resultOf', () => {
  const value = resultOf<Res, 'double', number>('double', (r) => r.value);
  it('takes the part asked for', () => {
    expect(value({ kind: 'double', value: 7 })).toBe(7);
  });
  it('throws the bots’ error value as botError, and a reply of another kind as unexpected', () => {
    let caught: unknown;
    try {
      value({ kind: 'error', error: { code: 'bots.bad-request' } });
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ message: 'bots.bad-request', botError: { code: 'bots.bad-request' } });
    expect(() => resultOf<{ kind: 'a' } | { kind: 'b' }, 'a', number>('a', () => 1)({ kind: 'b' })).toThrow('bots.unexpected-reply');
  });
});

describe('lazyBots', () => {
  type Client = { double(n: number): Promise<number>; terminate(): void; threaded: boolean };
  const client = (threaded: boolean, fail = false): Client => ({
    threaded,
    terminate: vi.fn(),
    double: async (n) => {
      if (fail) throw new Error('worker crashed');
      const r = handle({ n, id: 0 }).result;
      return resultOf<Res, 'double', number>('double', (x) => x.value)(r);
    },
  });

  it('loads nothing until the first request', async () => {
    const load = vi.fn(async () => ({ threaded: () => client(true), inThread: () => client(false) }));
    const bots = lazyBots<Client>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(bots.run((c) => c.double(2))).resolves.toBe(4);
    await bots.run((c) => c.double(3));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers in the page’s thread from then on when the worker fails', async () => {
    const inThread = vi.fn(() => client(false));
    const bots = lazyBots<Client>(async () => ({ threaded: () => client(true, true), inThread }));
    await expect(bots.run((c) => c.double(5))).resolves.toBe(10);
    await expect(bots.run((c) => c.double(6))).resolves.toBe(12);
    expect(inThread).toHaveBeenCalledTimes(1);
  });

  it('passes an error the bots give on, without retrying it', async () => {
    const inThread = vi.fn(() => client(false));
    const bots = lazyBots<Client>(async () => ({ threaded: () => client(true), inThread }));
    await expect(bots.run((c) => c.double(-1))).rejects.toMatchObject({ botError: { code: 'bots.bad-request' } });
    expect(inThread).not.toHaveBeenCalled();
  });

  it('a new background request replaces one still running', async () => {
    const made: Client[] = [];
    const bots = lazyBots<Client>(async () => ({
      threaded: () => {
        const c = client(true);
        made.push(c);
        return c;
      },
      inThread: () => client(false),
    }));
    let release!: () => void;
    const slow = bots.background((c) => new Promise<number>((r) => (release = () => r(c === made[0] ? 1 : 2))));
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const fast = bots.background((c) => c.double(4));
    await expect(fast).resolves.toBe(8);
    expect(made).toHaveLength(2);
    expect(made[0]!.terminate).toHaveBeenCalled();
    release();
    await expect(slow).resolves.toBe(1);
  });
});
