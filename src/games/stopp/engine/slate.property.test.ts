/**
 * The slate keeps the engine's score: a game played by the bots under random house rules, entered into the slate deal
 * by deal (only what a table tells: the cards each player still held, and who went out last when the rules ask),
 * ends with the same capital, pot, drop-outs, dealers, leaders and winner as the engine's game, step by step; and the
 * record replays to the same slate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoplay, type BotConfig } from '../bots';
import { apply, newGame, type GameState } from './game';
import { RULE_OPTIONS, type Rules } from './rules';
import { fileText, readFile } from '../../../shared/slate/engine';
import { awaiting, checkSetup, enterResult, newSlate, slateTotal, STOPP_SLATE, type SlateState } from './slate';

const rulesArb: fc.Arbitrary<Rules> = fc.record(
  Object.fromEntries(Object.entries(RULE_OPTIONS).map(([k, v]) => [k, fc.constantFrom(...(v as unknown[]))])) as { [K in keyof Rules]: fc.Arbitrary<Rules[K]> },
);

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const NAMES = ['Ada', 'Bo', 'Cem', 'Dag', 'Eli', 'Fay'];

describe('the slate against the engine', () => {
  it('a bots\' game entered deal by deal ends with the engine\'s capital, pot and winner', () => {
    // The rare cases the games went through (checked below: the property is not vacuous).
    const seen = { short: 0, debt: 0, lastOutTold: 0, potTaken: 0, loserDeals: 0 };
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 6 }), rulesArb, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (seed, n, rules, steady) => {
        const players: BotConfig[] = steady.slice(0, n).map((st, i) => (st ? { level: 'steady' } : { level: 'random', seed: seed ^ i }));
        let g: GameState = must(newGame({ seed, players: n, rules }));
        let slate: SlateState = newSlate(must(checkSetup({ names: NAMES.slice(0, n), firstDealer: g.dealer, rules })));
        const total = slateTotal(slate);
        for (let deal = 1; deal < 500; deal++) {
          const next = awaiting(slate);
          if (next.kind !== 'deal') throw new Error('the slate ended before the game');
          expect(next.dealer).toBe(g.dealer);
          g = must(apply(g, { type: 'deal' }));
          const d = g.deal;
          if (!d) throw new Error('no deal');
          expect(next.players).toEqual(d.players);
          expect(next.leader).toBe(d.leader);
          g = autoplay(g, { players, stopAtDealEnd: true });
          const rec = g.record[g.record.length - 1];
          if (!rec || rec.deal !== deal) throw new Error('the deal did not end');
          const held = rec.cardsLeft.map((c, s) => (rec.players.includes(s) ? c : null));
          const lastOut = rec.out.length > 0 ? rec.out[rec.out.length - 1] : null;
          // A table tells who went out last only when the slate asks (the rules use him and several went out).
          const several = rec.players.filter((p) => rec.cardsLeft[p] === 0).length > 1;
          slate = must(enterResult(slate, { held, lastOut: next.needsLastOut && several ? lastOut : null }));
          expect(slate.capital).toEqual(g.capital);
          expect(slate.pot).toBe(g.pot);
          expect(slate.active).toEqual(g.active);
          expect(slateTotal(slate)).toBe(total);
          const step = slate.steps[slate.steps.length - 1];
          if (step?.lines.some((l) => l.reason === 'settle.pays-all-it-has')) seen.short++;
          if (step?.lines.some((l) => l.reason === 'settle.pays-into-debt')) seen.debt++;
          if (step?.winnerReason === 'winner.told') seen.lastOutTold++;
          if (step?.potTaken) seen.potTaken++;
          if (slate.next?.dealerReason === 'rotation.loser-deals') seen.loserDeals++;
          expect(step?.eliminated).toEqual(rec.eliminated);
          expect(step?.lines.map((l) => l.paid)).toEqual(rec.paid);
          expect(step?.potTaken).toEqual(rec.potTaken);
          if (g.stage === 'game-over') {
            expect(slate.winner).toEqual(g.winner);
            expect(awaiting(slate).kind).toBe('over');
            const back = must(readFile(STOPP_SLATE, fileText(STOPP_SLATE, slate)));
            expect(back.capital).toEqual(slate.capital);
            expect(back.steps).toEqual(slate.steps);
            return;
          }
          g = must(apply(g, { type: 'continue' }));
        }
        throw new Error('the game did not end');
      }),
      { numRuns: 40 },
    );
    expect(Object.values(seen).every((n) => n > 0), JSON.stringify(seen)).toBe(true);
  }, 120_000);
});
