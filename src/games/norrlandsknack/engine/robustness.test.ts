import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as engine from './index';
import { exportedFunctions, itNeverThrows } from '../../../shared/engine/testing/neverThrows';

/**
 * The engine's promise: no exported function throws, whatever it is given. Every exported function of the public
 * API is fed fc.anything() and JSON-like garbage, plus near-miss values (cards, suits, seats, states).
 */
const fns = exportedFunctions({ '': engine });

const g = engine.newGame({ seed: 3, players: 4 });
const state = g.ok ? g.value : null;
const dealt = state ? engine.apply(state, { type: 'deal' }) : null;

const arg = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.constantFrom({ toString: '' }, { valueOf: '', toString: 0 }, 'S', 'H', 'AS', 'KH', 'P1', 0, 3, 5, 6, -1, Infinity, NaN, 1e9, [], ['AS', 'KS'], [['P0', 'AS']], { trump: 'S' }, { trump: 'S', rules: { x: 1 } }, { dealNo: 2 }, null, undefined, state, dealt && dealt.ok ? dealt.value : null, { ...(state ?? {}), deal: {} }, { ...(state ?? {}), stage: 'playing' }),
);

describe('exported functions never throw on bad input', () => {
  it('covers the public API', () => {
    expect(fns.length).toBeGreaterThan(40);
  });
  itNeverThrows(fns, arg, { maxArgs: 5, numRuns: 100 });
});
