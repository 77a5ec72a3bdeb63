import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportedFunctions, itNeverThrows } from '../../../shared/engine/testing/neverThrows';
import * as cards from './cards';
import * as deal from './deal';
import * as game from './game';
import * as notation from './notation';
import * as play from './play';
import * as playoff from './playoff';
import * as ranking from './ranking';
import * as rng from './rng';
import * as rules from './rules';
import * as scoring from './scoring';
import * as seats from './seats';
import * as settlement from './settlement';
import * as slate from './slate';
import * as validate from './validate';

/**
 * The index-level hot path trusts its callers (typed arrays, indices in range) by design; everything else must
 * answer garbage with a value, never an exception.
 */
const UNCHECKED = new Set([
  'legalSlotMask',
  'trickWinnerSlot',
  'simulateRandomDeal',
  'dealIndicesInto',
  'shuffledIndicesInto',
  'shuffleInPlace',
  'nextBelow',
  'nextInt',
  'popcount',
  'marcherSlot',
  'legalPlaysUnchecked',
  'trickWinnerUnchecked',
  'mayHaulUnchecked',
  'toGenerator',
  'fromGenerator',
  // The engine's own fast paths behind checked versions (nextDealerAfterDeal, firstDealerOfNextGame).
  'nextDealerAfterDealUnchecked',
  'firstDealerOfNextGameUnchecked',
  // Takes a callback (code, never data from outside).
  'bySeat',
]);

/** Every module of the engine but its index (which only re-exports). */
const modules = { cards, deal, game, notation, play, playoff, ranking, rng, rules, scoring, seats, settlement, slate, validate };
const fns = exportedFunctions(modules, UNCHECKED);

const arg = fc.oneof(
  fc.anything(),
  fc.constantFrom({ toString: '' }, { valueOf: '', toString: 0 }, 'S', 'H', 'JS', 'AC', 0, 3, 9, -1, Infinity, NaN, 1e9, [], ['AS', 'KS'], [0, 1], { VP01: 'B' }, null, undefined),
);

describe('public functions never throw on bad input', () => {
  itNeverThrows(fns, arg, { maxArgs: 6, numRuns: 150 });
});

describe('the engine has no module the property above leaves out', () => {
  it('names every module of the engine folder', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'types.ts');
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(modules).sort());
  });
});

describe('rule sets named after object properties', () => {
  it('are refused with a code, not a TypeError', () => {
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const r = rules.makeRules(JSON.parse(`{"${key}":"A"}`));
      expect(r).toMatchObject({ ok: false, error: { code: 'rules.unknown-variant' } });
    }
  });
});
