/**
 * Hindersche's computer players as the platform's bots protocol (src/shared/worker/protocol.ts) runs them: a move
 * (with the schleipfen setting: bots may haul tricks now and then when it helps them), a hint and the after-deal
 * analysis. The worker runs `handleRequest` on every message; the page's thread calls it directly where module
 * workers are unavailable.
 */
import { botHandler, type BotError, type BotReply as Reply, type BotRequest as Request, type BotRequestKind, type BotResult as Result, type BotTypesOf } from '../../../shared/worker/protocol';
import { isSeat } from '../engine/seats';
import { analyseDeal } from './analysis';
import { chooseAction, type BotConfig } from './bot';
import { hint } from './hint';

export const handleRequest = botHandler({
  levels: ['steady', 'strong'],
  defaultLevel: 'strong',
  isState: (s) => s.v === 1,
  isSeat: (seat) => isSeat(seat),
  moveDefaults: { schleipfen: 'never' } as Pick<BotConfig, 'schleipfen'>,
  move: chooseAction,
  hint,
  analyse: analyseDeal,
});
export type Bots = BotTypesOf<typeof handleRequest>;
export type { BotError, BotRequestKind };
export type BotRequest = Request<Bots>;
export type BotResult = Result<Bots>;
export type BotReply = Reply<Bots>;
