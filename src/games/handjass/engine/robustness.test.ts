import fc from 'fast-check';
import { describe } from 'vitest';
import { exportedFunctions, itNeverThrows } from '../../../shared/engine/testing/neverThrows';
import * as cards from './cards';
import * as conformance from './conformance';
import * as deal from './deal';
import * as game from './game';
import * as notation from './notation';
import * as play from './play';
import * as rules from './rules';
import * as scoring from './scoring';
import * as weis from './weis';

/**
 * The index-level hot path (`fast.ts`) and the `*Unchecked` helpers trust their callers by design; every other
 * exported function must answer garbage with a value, never an exception.
 */
const UNCHECKED = new Set(['legalPlaysUnchecked', 'trickWinnerUnchecked', 'declarationUnchecked', 'contestUnchecked', 'compareCombos', 'cardIndex', 'cardAt', 'suitIndex', 'suitOfIndex', 'rankOfIndex', 'pointsOf', 'isBuur', 'holdsStoeck', 'sumPoints', 'retireTarget', 'strokesPerDeal', 'rulesDiff', 'dealTotals', 'pointsOfCards', 'settle', 'dealMode']);

const fns = exportedFunctions({ cards, conformance, deal, game, notation, play, rules, scoring, weis }, UNCHECKED);

const g = game.newGame({ seed: 1, players: 3 });
const state = g.ok ? g.value : null;
const arg = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.constantFrom({ toString: '' }, { valueOf: '', toString: 0 }, 'S', 'H', 'JS', 'AC', '5S', 0, 3, 9, -1, Infinity, NaN, [], ['AS', 'KS'], ['AS', 'AS'], { op: 'legal_plays' }, { op: 'deal_strokes', totals: 5 }, { type: 'deal' }, { type: 'play', seat: 0, card: 'AS' }, null, undefined, state, { ...state, deal: {} }, { ...state, stage: 'playing' }),
);

describe('exported engine functions never throw', () => {
  itNeverThrows(fns, arg, { maxArgs: 4, numRuns: 120 });
});
