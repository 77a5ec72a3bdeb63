import fc from 'fast-check';
import { describe, it } from 'vitest';
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

const modules = { cards, conformance, deal, game, notation, play, rules, scoring, weis };
const fns: [string, (...a: unknown[]) => unknown][] = [];
for (const [m, mod] of Object.entries(modules)) {
  for (const [name, v] of Object.entries(mod)) {
    if (typeof v === 'function' && !UNCHECKED.has(name)) fns.push([`${m}.${name}`, v as (...a: unknown[]) => unknown]);
  }
}

const g = game.newGame({ seed: 1, players: 3 });
const state = g.ok ? g.value : null;
const arg = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.constantFrom({ toString: '' }, { valueOf: '', toString: 0 }, 'S', 'H', 'JS', 'AC', '5S', 0, 3, 9, -1, Infinity, NaN, [], ['AS', 'KS'], ['AS', 'AS'], { op: 'legal_plays' }, { op: 'deal_strokes', totals: 5 }, { type: 'deal' }, { type: 'play', seat: 0, card: 'AS' }, null, undefined, state, { ...state, deal: {} }, { ...state, stage: 'playing' }),
);

describe('exported engine functions never throw', () => {
  for (const [name, f] of fns) {
    it(name, () => {
      fc.assert(
        fc.property(fc.array(arg, { maxLength: 4 }), (args) => {
          f(...args);
        }),
        { numRuns: 120 },
      );
    });
  }
});
