/** The bots client of the play page: the platform's (src/shared/worker/botClient.ts) with this game's worker. */
import { botClients } from '../../../shared/worker/botClient';
import type { Bots } from './protocol';

export const { createBotClient, createSyncBotClient, createWorkerBotClient } = botClients<Bots>({
  handler: () => import('./protocol').then((m) => m.handleRequest),
  worker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
});
