/**
 * Public entry point of the Handjass rules engine: plain functions over plain data, no UI, no i18n.
 * Import from here rather than from the individual modules.
 */
export * from './cards';
export * from './rules';
export * from './play';
export * from './weis';
export * from './scoring';
export * from './deal';
export * from './game';
export * from './notation';
export * from './fast';
export { evaluateCase } from './conformance';
