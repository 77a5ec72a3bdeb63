/**
 * Public entry point of the Bugami computer players: random, Steady (rule-based), Strong (bid advisor + PIMC
 * search with Steady playouts), hints with reason codes, and the bid advisor for drills.
 */
export { chooseAction, tableAction, autoplay, decisionSeed, mixSeed, steadyBidFor, strongBidAdvice, type BotConfig, type BotLevel, type AutoplayOptions } from './bot';
export { hint, classify, type Hint, type HintReason, type HintCandidate, type HintOptions } from './hint';
export { bidAdvice, type BidAdvice, type BidOption, type BidAdviceOptions, type AdviceError } from './advisor';
export { viewOf, makeSampler, sampleInto, type View } from './knowledge';
export { strongEvaluate, equivalentGroups, BUGAMI_SEARCH, type StrongOptions } from './strong';
export { steadyPick, steadyBid, steadyPlayout, randomPlayout, estimateHand } from './steady';
