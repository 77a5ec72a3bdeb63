/** The bots client of the play page: the platform's (src/shared/worker/botClient.ts) with this game's worker. */
import { botClients, type BotClient as Client, type BotRequestOptions } from '../../../shared/worker/botClient';
import type { BotWorkerLike } from '../../../shared/worker/protocol';
import type { Bots } from './protocol';

export type RequestOptions = BotRequestOptions<Bots>;
export type BotClient = Client<Bots>;
export type WorkerLike = BotWorkerLike<Bots>;

export const { createBotClient, createSyncBotClient, createWorkerBotClient } = botClients<Bots>({
  handler: () => import('./protocol').then((m) => m.handleRequest),
  worker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
});
