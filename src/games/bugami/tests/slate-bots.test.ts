/**
 * The slate against the game engine: a game played by the bots, entered into the slate deal by deal from what a
 * table would count (bids, tricks, bad cards, who took the last trick), gives the same scores and totals after every
 * deal and the same winners at the end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoplay, type BotConfig } from '../bots';
import { dealLayout } from '../engine/cards';
import { newGame, type GameState } from '../engine/game';
import type { Rules } from '../engine/rules';
import { awaiting, checkSetup, enterDeal, newSlate, type SlateEntry, type SlateState } from '../engine/slate';

function entriesOf(game: GameState, claim: (i: number) => boolean): SlateEntry[] {
  return game.record.map((row, k) => {
    const layout = dealLayout(game.players, game.rules.jokers);
    const extra = game.rules.remainderIsTrick && layout.ok && layout.value.remainder > 0;
    const tricks = row.tricks.map((t, i) => t - (extra && i === row.remainderTo ? 1 : 0));
    // Who took the last trick: the table always knows it; say it on every other deal only (the slate works it out
    // when one player took every trick, and needs it only when cards were set aside).
    const last = k % 2 === 0 || tricks.filter((t) => t > 0).length > 1 ? row.remainderTo : null;
    return {
      bids: [...row.bids],
      tricks,
      bad: [...row.bad],
      last,
      nullKept: row.bids.map((b, i) => (b === 'NULL' && claim(k * 7 + i) ? (tricks[i] as number) === 0 : null)),
    };
  });
}

const rulesArb: fc.Arbitrary<Partial<Rules>> = fc.record({
  jokers: fc.constantFrom(0, 0, 1, 2) as fc.Arbitrary<Rules['jokers']>,
  zwangshochzeit: fc.boolean(),
  partnershipSpecials: fc.constantFrom('pooled', 'per-partner') as fc.Arbitrary<Rules['partnershipSpecials']>,
  remainderIsTrick: fc.boolean(),
  nullAllTricks: fc.constantFrom(0, 100) as fc.Arbitrary<Rules['nullAllTricks']>,
  nullWhenOtherTakesAll: fc.constantFrom(0, 100) as fc.Arbitrary<Rules['nullWhenOtherTakesAll']>,
  playOff: fc.boolean(),
  direction: fc.constantFrom('clockwise', 'counterclockwise') as fc.Arbitrary<Rules['direction']>,
  target: fc.constantFrom(60, 100, 150),
});

describe('the slate keeps the same score as the engine', () => {
  it('for games played by the bots and entered deal by deal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.integer({ min: 1, max: 2 ** 30 }), rulesArb, fc.constantFrom<BotConfig['level']>('random', 'random', 'steady'), fc.integer({ min: 0, max: 6 }), (players, seed, rules, level, dealerPick) => {
        const firstDealer = dealerPick % players;
        const g = newGame({ seed, players, rules, firstDealer });
        if (!g.ok) throw new Error(JSON.stringify(g.error));
        const game = autoplay(g.value, { bots: Array.from({ length: players }, (_, i) => ({ level, seed: i })), maxActions: 20000 });
        expect(game.stage).toBe('game-over');
        const setup = checkSetup({ names: Array.from({ length: players }, (_, i) => `P${i}`), firstDealer, rules });
        if (!setup.ok) throw new Error(JSON.stringify(setup.error));
        let s: SlateState = newSlate(setup.value);
        const entries = entriesOf(game, (i) => (seed >> i % 30) % 2 === 1);
        for (let k = 0; k < entries.length; k++) {
          const row = game.record[k]!;
          const next = awaiting(s);
          expect(next).toMatchObject({ kind: 'deal', deal: row.deal, dealer: row.dealer });
          const r = enterDeal(s, entries[k]);
          if (!r.ok) throw new Error(`deal ${k + 1} refused: ${JSON.stringify(r.error)} ${JSON.stringify(entries[k])}`);
          s = r.value;
          const step = s.steps[k]!;
          expect(step.scores).toEqual(row.scores);
          expect(step.totalsAfter).toEqual(row.totals);
          expect(step.score.units).toEqual(row.units);
          expect(step.score.allTricks).toEqual(row.allTricks);
        }
        expect(s.totals).toEqual(game.totals);
        expect(s.winners).toEqual(game.winners);
        expect(awaiting(s)).toEqual({ kind: 'over' });
        expect(s.end).toEqual(game.end);
      }),
      { numRuns: 40, seed: 20261128 },
    );
  }, 120_000);
});
