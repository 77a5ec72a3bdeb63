/**
 * Public entry point of the Stopp computer players: random, Steady (rule-based), Strong (perfect-information
 * Monte Carlo with Steady playouts) and hints.
 */
export { chooseAction, tableAction, autoplay, decisionSeed, mixSeed, steadyCard, strongResult, type BotConfig, type BotLevel, type AutoplayOptions } from './bot';
export { hint, classify, type Hint, type HintReason, type HintCandidate, type HintOptions } from './hint';
export { randomAction } from './random';
export { strongEvaluate, equivalentGroups, STOPP_SEARCH, type StrongOptions, type StrongResult, type CandidateStats } from './strong';
export { steadyPick, isSureWinner, losersOf, standChance } from './steady';
export { viewOf, makeSampler, simOfDeal, codeOf, cardOf, type View } from './view';
export { makeSim, copySim, playCard, legalInto, type Sim } from './sim';
