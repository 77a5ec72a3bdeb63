/**
 * The bots' module worker: every message is a `BotRequest`, every reply a `BotReply` with the same id. Created with
 * `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })` (see client.ts) so the bundler emits it
 * as its own chunk, loaded only when a computer player first has to decide.
 */
import { serve } from '../../../shared/worker/rpc';
import { handleRequest } from './protocol';

serve(handleRequest);
