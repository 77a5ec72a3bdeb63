import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as cards from './cards';
import * as combos from './combos';
import * as deal from './deal';
import * as drills from './drills';
import * as game from './game';
import * as notation from './notation';
import * as rules from './rules';
import * as scoring from './scoring';
import * as table from './table';
import { evaluateCase } from './conformance/run';
import { exportedFunctions, itNeverThrows } from '../../../shared/engine/testing/neverThrows';

/** Every exported function answers garbage with a value, never an exception. */
const TRUSTED = new Set<string>(['guard']);

const fns = exportedFunctions({ cards, combos, deal, drills, game, notation, rules, scoring, table }, TRUSTED);

const arg = fc.oneof(
  fc.anything(),
  fc.constantFrom({ toString: '' }, { valueOf: '', toString: 0 }, 'AS', 'JK', 'JKB', 'PASS', 0, 3, 4, 9, -1, Infinity, NaN, [], ['AS', 'AH'], ['JK'], { variant: 'trouduc' }, { sequences: true }, null, undefined, { type: 'deal' }, { type: 'pass', seat: 0 }),
);

describe('public functions never throw on bad input', () => {
  itNeverThrows(fns, arg, { maxArgs: 5, numRuns: 120 });
  it('game functions on garbage states', () => {
    const fnsOnState = [game.apply, game.step, game.legalActions, game.nextDecision, game.whoseTurn, game.applyAll];
    fc.assert(
      fc.property(arg, arg, (s, a) => {
        for (const f of fnsOnState) (f as (...x: unknown[]) => unknown)(s, a);
      }),
      { numRuns: 200 },
    );
  });
  it('functions that trust their arguments still survive well-typed odd input', () => {
    const r = rules.DEFAULT_RULES;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...cards.packOf(2)), { maxLength: 8 }), fc.array(fc.constantFrom(...cards.packOf(2)), { maxLength: 4 }), fc.nat(6), (hand, last, k) => {
        const c = combos.classifyCombo(last, r, 'Q');
        combos.cardStatuses(hand, c.ok ? c.value : null, r);
        deal.checkGive(hand, last, k, k % 2 ? 'bottom' : 'president', r);
        deal.exchange(hand, last, k, r);
      }),
      { numRuns: 150 },
    );
  });
  it('the conformance evaluator', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.anything(), fc.record({ op: fc.constantFrom('valid_combo', 'beats', 'simulate_round_play', 'deal_points', 'next_deal_setup', 'deal_sizes', 'exchange', 'game_end'), cards: arg, previous: arg, new: arg, order: arg, hands: arg, actions: arg, finish_order: arg, players: arg, k: arg, bottom_hand: arg, president_hand: arg, totals: arg, last_deal_points: arg, target: arg, variant: arg })), (t, i) => {
        void evaluateCase(t, i);
      }),
      { numRuns: 300 },
    );
  });
});
