/**
 * Public entry point of the Bugami rules engine: plain functions over plain data, no UI, no i18n. Every function
 * exported here answers any input with a value (coded errors), never an exception. The `...Unchecked` hot-path
 * helpers stay inside the engine.
 */
export { ok, err, isBid, isPlayerCount, isSeatOf, parseSeatName, seatName, BIDS, MIN_PLAYERS, MAX_PLAYERS, type Seat, type Bid, type Result, type CodedError } from './types';
export {
  MAX_JOKERS,
  SUIT_LETTERS,
  jokerNames,
  isJoker,
  isPackCard,
  isAnyCard,
  packOf,
  suitOf,
  powerOf,
  dealLayout,
  sortCards,
  checkCardList,
  type Card,
  type Suit,
  type Rank,
  type Joker,
  type GameCard,
  type DealLayout,
  type LayoutError,
  type CardListError,
} from './cards';
export { DEFAULT_RULES, RULE_OPTIONS, RULE_KEYS, makeRules, rulesDiff, type Rules, type RulesError } from './rules';
export { legalPlays, legalCards, trickWinner, type PlayReason, type LegalPlay, type PlayError, type TrickPlay, type TrickReason, type CannotWinWhy, type TrickResult, type TrickError } from './play';
export {
  badCount,
  unitScore,
  scoreDeal,
  gameEnd,
  partnerships,
  type ScoreReason,
  type UnitScoreInput,
  type ScoringError,
  type DealEntry,
  type ScoredUnit,
  type SeatScore,
  type DealScore,
  type DealScoreInput,
  type GameEndReason,
  type GameEnd,
} from './scoring';
export {
  newGame,
  apply,
  step,
  applyAll,
  nextDecision,
  whoseTurn,
  legalActions,
  badCounter,
  nextSeat,
  playingOrder,
  checkPack,
  seatView,
  type SeatView,
  type NewGameInput,
  type Stage,
  type TrickRecord,
  type DealInPlay,
  type ScoreRow,
  type GameState,
  type GameAction,
  type GameEvent,
  type GameError,
  type NextDecision,
  type BadCounterRow,
} from './game';
export { parsePosition, makePosition, parseGameRecord, makeGameRecord, type DrillPosition, type NotationError } from './notation';
export { evaluateCase } from './conformance';
export * from './slate';
