import fc from 'fast-check';
import { describe } from 'vitest';
import * as engine from './index';
import { exportedFunctions, itNeverThrows } from '../../../shared/engine/testing/neverThrows';

/** Every exported function of the engine answers garbage with a value, never an exception. */
const fns = exportedFunctions({ '': engine });

const g = engine.newGame({ seed: 1, players: 4 });
const state = g.ok ? g.value : null;
const dealt = state ? engine.apply(state, { type: 'deal' }) : null;

const arg = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.constantFrom({ toString: '' }, { valueOf: '', toString: 0 }, 'S', 'NULL', 'JK', 'AS', 'v1~n4~s0~l0~h', 'g1~n1~p4~f0~aD', 0, 3, 7, -1, Infinity, NaN, [], ['AS', 'KS'], [{ seat: 0, card: 'AS' }], { jokers: 1 }, { bid: 'H', tricks: 2, bad: 1 }, null, undefined),
  fc.constant(state),
  fc.constant(dealt && dealt.ok ? dealt.value : null),
  fc.constant({ ...(state ?? {}), deal: { hands: 5 }, stage: 'playing' }),
);

describe('engine functions never throw', () => {
  itNeverThrows(fns, arg, { maxArgs: 4, numRuns: 120 });
});
