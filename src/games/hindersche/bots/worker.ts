/**
 * The bots' module worker: answers every request of the platform's bots protocol with this game's bots. Created by
 * client.ts with `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`, so the bundler emits it
 * as its own chunk, loaded only when a computer player first thinks.
 */
import { serve } from '../../../shared/worker/rpc';
import { warmUp } from './bot';
import { handleRequest } from './protocol';

// Compile the hot paths before the first request arrives (requests sent meanwhile wait in the queue).
warmUp(150);
serve(handleRequest);
