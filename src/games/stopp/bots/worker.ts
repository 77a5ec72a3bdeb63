/**
 * The bots' module worker: every message is a `BotRequest`, every reply a `BotReply` with the same id. Created by
 * client.ts with `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`, so the bundler emits it
 * as its own chunk, loaded only when a computer player is needed.
 */
import { serve } from '../../../shared/worker/rpc';
import { handleRequest } from './protocol';

serve(handleRequest);
