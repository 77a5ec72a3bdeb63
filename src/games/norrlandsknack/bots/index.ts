/**
 * Public entry point of the Norrlandsknack computer players: random, Steady (rule-based), Strong (perfect-
 * information Monte Carlo over the deal simulator with Steady playouts) and hints.
 */
export { chooseAction, randomAction, autoplay, tableAction, decisionSeed, mixSeed, toGameAction, steadySimAction, type BotConfig, type BotLevel } from './bot';
export { hint, classify, type Hint, type HintReason, type HintCandidate, type HintOptions } from './hint';
export { viewOf, makeSampler, sampleInto, type View } from './knowledge';
export { strongEvaluate, cardGroups, candidatesOf, NORRLANDSKNACK_SEARCH, type StrongOptions } from './strong';
export { STEADY, steadyAction, steadyBid, steadyRespond, steadyBuyMask, steadyCard, handEstimate, type SteadyParams } from './steady';
