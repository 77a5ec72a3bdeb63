/**
 * Public entry point of the Norrlandsknack rules engine: plain functions over plain JSON data, no UI, no i18n.
 * Import from here rather than from the individual modules. Every function exported here answers any input with a
 * value (coded errors for garbage) and never throws; the unchecked hot-path helpers stay inside their modules.
 */
export { MIN_PLAYERS, MAX_PLAYERS, START_SCORE, LIMPA_POINTS, TRICKS_PER_DEAL, HAND_SIZE, isPlayerCount, isSeatOf, parseSeatName, seatName, type Seat, type Card, type Suit, type Result, type CodedError } from './types';
export { DEFAULT_RULES, RULE_OPTIONS, RULE_KEYS, makeRules, isRules, type Rules, type RulesError } from './rules';
export { PACK, isPackCard, power, aceOf, suitOfCard, cardId, cardOf, sortHand } from './cards';
export { dealLayout, buyCheck, dealFromPack, validatePack, seatOrder, shuffledPack, packOfSeed, type DealLayout, type BuyCheck, type BuyReason, type DealtCards } from './deal';
export { biddingOutcomeOf, responseOrder, bidChoices, type Bid, type Response, type BidReason, type BiddingOutcome, type BiddingError, type BiddingInput, type BidChoice, type BidChoices } from './bidding';
export { legalPlays, legalCards, trickWinner, type PlayReason, type LegalPlay, type PlayContext, type PlayError, type TrickPlay, type TrickReason, type TrickResult, type CannotWinWhy } from './play';
export { scoreDealOf, trumfmantFor, firstToZeroOf, newSheet, sheetAfterDeal, sheetAnte, type ScoreReason, type DealScore, type DealScoreInput, type SeatScore, type FirstToZero, type TrumfmantReason, type ScoreSheet, type SheetEntry } from './scoring';
export {
  newGame,
  apply,
  step,
  applyAll,
  legalActions,
  nextDecision,
  whoseTurn,
  isGameState,
  scoreSheet,
  dealResult,
  trumpAceOf,
  type NewGameInput,
  type GameState,
  type GameAction,
  type GameEvent,
  type GameError,
  type NextDecision,
  type DealState,
  type DealSummary,
  type TrickRecord,
  type Stage,
} from './game';
export { parsePosition, makePosition, checkPosition, parseGame, makeGame, parseAction, makeAction, type DrillPosition, type NotationError } from './notation';
export { judgeCall, CALLS, type Call, type CallVerdict, judgeBuy, judgePlay, trumfmantSwitch, openingLeadRule, scoreDeal, trumfmantNext, positionPlays, type BuyVerdict, type PlayVerdict, type TrumfmantSwitch, type OpeningLead } from './drills';
export { evaluateCase } from './conformance';
