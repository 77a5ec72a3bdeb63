/**
 * Public entry point of the Hindersche rules engine: plain functions over plain data, no UI, no i18n.
 * Import from here rather than from the individual modules.
 */
export * from './types';
export * from './rules';
export * from './seats';
export * from './cards';
export * from './rng';
export * from './deal';
export * from './play';
export * from './game';
export * from './notation';
export * from './scoring';
export * from './playoff';
export * from './settlement';
export * from './validate';
export * from './slate';
