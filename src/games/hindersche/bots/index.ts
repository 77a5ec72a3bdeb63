/**
 * Public entry point of the Hindersche computer players: Steady (rule-based), Strong (perfect-information Monte
 * Carlo with Steady playouts), hints, post-deal analysis, the worker protocol and its client.
 */
export {
  chooseAction,
  chooseCard,
  autoplay,
  nextBotAction,
  tableAction,
  wantsHuebscher,
  agreesToHuebscher,
  wantsHaul,
  objectsToHaul,
  ownerValue,
  handBurden,
  decisionSeed,
  warmUp,
  HUEBSCHER,
  SCHLEIPFEN,
  type BotConfig,
  type BotLevel,
  type AutoplayOptions,
} from './bot';
export { hint, classify, type Hint, type HintReason, type HintCandidate, type HintOptions } from './hint';
export { analyseDeal, type DealAnalysis, type PlayAnalysis, type AnalysisOptions } from './analysis';
export { handleRequest, type BotRequest, type BotReply, type BotResult, type BotError, type BotRequestKind } from './protocol';
export { createBotClient, createSyncBotClient, createWorkerBotClient, type BotClient, type RequestOptions, type WorkerLike } from './client';
export { viewOf, type View } from './knowledge';
export { strongEvaluate, type StrongOptions, type StrongResult } from './strong';
export { steadyPick, STEADY } from './steady';
export { makeSampler, sampleInto } from './sample';
