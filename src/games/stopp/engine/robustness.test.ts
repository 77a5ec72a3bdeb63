import fc from 'fast-check';
import { describe } from 'vitest';
import { exportedFunctions, itNeverThrows } from '../../../shared/engine/testing/neverThrows';
import * as engine from './index';
import { newGame, apply, legalActions } from './game';

/**
 * Every exported function of the engine answers garbage with a value, never an exception. The in-place deal
 * helpers (playInPlace, stoppInPlace, dealCards, startDeal, cloneDeal) work on a state the engine made itself and
 * are still covered here, wrapped the same way: they must not throw either on what `step` hands them.
 */
const fns = exportedFunctions({ '': engine });

const g = newGame({ seed: 1, players: 4 });
const sample = g.ok ? g.value : null;
const dealt = sample ? apply(sample, { type: 'deal' }) : null;
const mid = dealt && dealt.ok ? dealt.value : null;
const midAction = mid ? legalActions(mid)[0] : null;

const json = fc.jsonValue();
const arg = fc.oneof(
  fc.anything(),
  json,
  fc.constantFrom({ toString: '' }, { valueOf: '', toString: 0 }, 'S', 'H', 'AS', 'KH', 'STOPP', 0, 3, -1, Infinity, NaN, 1e9, [], ['AS', 'KS'], [['AS'], ['KS']], { solo_continue: true }, null, undefined, sample, mid, midAction, { hands: [['AS'], []], top: 'KS', topPlayer: 1 }),
);


describe('public functions never throw on bad input', () => {
  itNeverThrows(fns, arg, { maxArgs: 5, numRuns: 120 });
});
