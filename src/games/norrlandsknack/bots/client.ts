/**
 * The bots client of the play page: the platform's (src/shared/worker/botClient.ts) with this game's protocol, its
 * worker and its default level.
 */
import type { GameAction, GameState } from '../engine';
import type { BotLevel } from './bot';
import type { Hint } from './hint';
import { botClients, type BotClient as PlatformBotClient, type BotRequestOptions } from '../../../shared/worker/botClient';
import type { WorkerLike as RpcWorkerLike } from '../../../shared/worker/rpc';
import type { BotReply } from './protocol';
export type RequestOptions = BotRequestOptions<BotLevel>;
export type BotClient = PlatformBotClient<GameState, GameAction, Hint, BotLevel, number>;
export type WorkerLike = RpcWorkerLike<BotReply['result']>;

export const { createBotClient, createSyncBotClient, createWorkerBotClient } = botClients<GameState, GameAction, Hint, BotLevel, number>({
  defaultLevel: 'strong',
  handler: () => import('./protocol').then((m) => m.handleRequest),
  worker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
});
