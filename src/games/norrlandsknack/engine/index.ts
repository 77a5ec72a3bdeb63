/**
 * Public entry point of the Norrlandsknack rules engine: plain functions over plain JSON data, no UI, no i18n.
 * Import from here rather than from the individual modules.
 */
export * from './types';
export * from './rules';
export * from './cards';
export * from './deal';
export * from './bidding';
export * from './play';
export * from './scoring';
export * from './game';
export * from './notation';
export * from './drills';
export { evaluateCase } from './conformance';
