import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as cards from './cards';
import * as deal from './deal';
import * as game from './game';
import * as notation from './notation';
import * as play from './play';
import * as rng from './rng';

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
]);

const modules = { cards, deal, game, notation, play, rng };
const fns: [string, (...a: unknown[]) => unknown][] = [];
for (const [m, mod] of Object.entries(modules)) {
  for (const [name, v] of Object.entries(mod)) {
    if (typeof v === 'function' && !UNCHECKED.has(name)) fns.push([`${m}.${name}`, v as (...a: unknown[]) => unknown]);
  }
}

const arg = fc.oneof(
  fc.anything(),
  fc.constantFrom('S', 'H', 'JS', 'AC', 0, 3, 9, -1, Infinity, NaN, 1e9, [], ['AS', 'KS'], [0, 1], { VP01: 'B' }, null, undefined),
);

describe('public functions never throw on bad input', () => {
  for (const [name, f] of fns) {
    it(name, () => {
      fc.assert(
        fc.property(fc.array(arg, { maxLength: 6 }), (args) => {
          f(...args);
        }),
        { numRuns: 150 },
      );
    });
  }
});
