/**
 * The slate keeps the engine's score: a game played by the bots under random house rules, entered into the slate
 * dealing by dealing (only what a table tells: who knocked, went along or folded, each player's tricks, the Trumfmant
 * breaches that stood), ends with the same scores, pot, stakes, dealers and winners as the engine's game, step by step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileText, readFile } from '../../../shared/slate/engine';
import { autoplay, type BotConfig } from '../bots';
import { apply, newGame, type GameState } from './game';
import { RULE_OPTIONS, type Rules } from './rules';
import { checkSetup, enterResult, newSlate, NK_SLATE, type NkCall, type NkSlateState } from './slate';

const rulesArb: fc.Arbitrary<Rules> = fc.record(
  Object.fromEntries(Object.entries(RULE_OPTIONS).map(([k, v]) => [k, fc.constantFrom(...(v as unknown[]))])) as { [K in keyof Rules]: fc.Arbitrary<Rules[K]> },
);

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const NAMES = ['Ada', 'Bo', 'Cem', 'Dag', 'Eli'];

/** Plays on until the dealing is over (all lurked, scored, or the game won). */
function playDealing(g: GameState, bots: BotConfig[]): GameState {
  let s = g;
  for (let i = 0; i < 500; i++) {
    if (s.stage === 'awaiting-deal' || s.stage === 'scored' || s.stage === 'game-over') return s;
    s = autoplay(s, bots, 1);
  }
  throw new Error('the dealing did not end');
}

describe('the slate against the engine', () => {
  it('a bots\' game entered dealing by dealing ends with the engine\'s scores, pot and winners', () => {
    const seen = { lurked: 0, unopposed: 0, cutShort: 0, breach: 0, capped: 0, ante: 0, afterDeal: 0 };
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 5 }), rulesArb, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (seed, n, rules, steady) => {
        const bots: BotConfig[] = steady.slice(0, n).map((st, i) => (st ? { level: 'steady' } : { level: 'random', seed: seed ^ i }));
        let g: GameState = must(newGame({ seed, players: n, rules }));
        let slate: NkSlateState = newSlate(must(checkSetup({ names: NAMES.slice(0, n), firstDealer: g.dealer, rules })));
        for (let k = 0; k < 400; k++) {
          expect(slate.next?.dealer).toBe(g.dealer);
          g = must(apply(g, { type: 'deal' }));
          const d = g.deal!;
          expect(slate.next).toMatchObject({ dealNo: d.dealNo, redeal: d.redeal, forehand: d.forehand, trumfmant: d.trumfmant });
          g = playDealing(g, bots);
          const calls: (NkCall | null)[] = Array.from({ length: n }, () => null);
          if (d.dealNo === 1 || g.deal!.knocker === null) for (const b of g.deal!.bids) calls[b.seat] = b.bid;
          for (const r of g.deal!.responses) calls[r.seat] = r.response === 'go_along' ? 'along' : 'fold';
          const fin = g.deal!;
          if (fin.knocker !== null) calls[fin.knocker] = 'knock';
          const tricks = fin.knocker === null ? calls.map(() => null) : fin.tricksWon.map((t, s) => (fin.participants.includes(s) ? t : null));
          slate = must(enterResult(slate, { calls, tricks, breaches: g.stage === 'game-over' && g.lastDeal?.cutShort ? [] : fin.breaches }));
          const step = slate.steps[slate.steps.length - 1]!;
          if (step.kind === 'all-lurked') seen.lurked++;
          if (step.unopposed) seen.unopposed++;
          if (step.cutShort) seen.cutShort++;
          if (fin.breaches.length > 0 && !step.cutShort) seen.breach++;
          if (step.seats.some((x) => x.reasons.some((r) => 'capped' in r && r.capped))) seen.capped++;
          if (step.ante) seen.ante++;
          expect(slate.scores).toEqual(g.scores);
          expect(slate.sheet).toEqual(g.sheet);
          if (g.stage === 'game-over') {
            if (step.end?.code === 'end.lowest-at-zero') seen.afterDeal++;
            expect(slate.winners).toEqual(g.winners);
            expect(slate.next).toBeNull();
            const back = must(readFile(NK_SLATE, fileText(NK_SLATE, slate)));
            expect(back.steps).toEqual(slate.steps);
            return;
          }
          if (g.stage === 'scored') g = must(apply(g, { type: 'continue' }));
        }
        throw new Error('the game did not end');
      }),
      // A fixed seed: the check below asks that these 60 games met every rare case (a Trumfmant breach is rare
      // enough that now and then a random run met none and failed for that alone).
      { numRuns: 60, seed: 20261128 },
    );
    expect(Object.values(seen).every((x) => x > 0), JSON.stringify(seen)).toBe(true);
  });
});
