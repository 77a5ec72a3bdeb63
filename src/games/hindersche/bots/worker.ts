/**
 * The bots' module worker: every message is a `BotRequest`, every reply a `BotReply` with the same id. Create it
 * with `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })` (see client.ts) so the bundler
 * emits it as its own chunk, loaded only when a bot is needed.
 */
import { serve } from '../../../shared/worker/rpc';
import { warmUp } from './bot';
import { handleRequest } from './protocol';

// Compile the hot paths before the first request arrives (requests sent meanwhile wait in the queue).
warmUp(150);
serve(handleRequest);
