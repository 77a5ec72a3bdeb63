/**
 * Public entry point of the Bugami rules engine: plain functions over plain data, no UI, no i18n.
 * Import from here rather than from the individual modules.
 */
export * from './types';
export * from './cards';
export * from './rules';
export * from './play';
export * from './scoring';
export * from './game';
export * from './notation';
export { evaluateCase } from './conformance';
