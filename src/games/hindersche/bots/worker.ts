/**
 * The bots' module worker: every message is a `BotRequest`, every reply a `BotReply` with the same id. Create it
 * with `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })` (see client.ts) so the bundler
 * emits it as its own chunk, loaded only when a bot is needed.
 */
import { warmUp } from './bot';
import { handleRequest, type BotRequest } from './protocol';

interface WorkerScope {
  onmessage: ((e: { data: BotRequest }) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
// Compile the hot paths before the first request arrives (requests sent meanwhile wait in the queue).
warmUp(150);
scope.onmessage = (e) => {
  scope.postMessage(handleRequest(e.data));
};
