/**
 * Public entry point of the Stopp rules engine: plain functions over plain JSON data, no UI, no i18n.
 * Import from here rather than from the individual modules. No exported function throws.
 */
export * from './types';
export * from './rules';
export * from './cards';
export * from './events';
export { cardReason, legalAnswers, cardsLeft, dealWinner, dealLegal, dealCardCount, validatePack, type DealState, type DealMove, type DealError, type CardReason } from './deal';
export * from './settle';
export * from './game';
export * from './drills';
export * from './notation';
export * from './view';
export { evaluateCase } from './conformance';
export * from './slate';
