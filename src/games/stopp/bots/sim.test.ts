import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBelow, rngFromSeed, toGenerator } from '../../../shared/random/rng';
import { FastRng } from '../../../shared/search/rng';
import { apply, newGame, nextDecision, type GameState } from '../engine/game';
import { RULE_OPTIONS } from '../engine/rules';
import { legalInto, makeSim, playCard } from './sim';
import { cardOf, codeOf, makeSampler, simOfDeal, viewOf } from './view';

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('the simulator plays by the engine rules', () => {
  it('random deals: same legal cards and the same end, card for card', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 6 }), fc.boolean(), fc.constantFrom(...RULE_OPTIONS.ranking), fc.constantFrom(...RULE_OPTIONS.beat_choice), (seed, players, solo, ranking, beat) => {
        const rules = { solo_continue: solo, ranking, beat_choice: beat };
        let s = must(apply(must(newGame({ seed, players, rules }) as ReturnType<typeof apply>), { type: 'deal' }));
        const d0 = s.deal;
        if (!d0) throw new Error('no deal');
        const { sim } = simOfDeal(d0, s.rules, null, true);
        const gen = toGenerator(rngFromSeed(seed));
        const buf = new Int8Array(52);
        while (s.stage === 'playing') {
          const d = nextDecision(s);
          if (d.kind !== 'lead' && d.kind !== 'beat') throw new Error(d.kind);
          expect(sim.turn).toBe(s.deal?.players.indexOf(d.seat));
          const k = legalInto(sim, buf);
          const simLegal = Array.from(buf.subarray(0, k), (c) => cardOf(c, s.rules.ranking)).sort();
          expect(simLegal).toEqual([...d.legal].sort());
          const card = d.legal[nextBelow(gen, d.legal.length)] as (typeof d.legal)[number];
          playCard(sim, codeOf(card, s.rules.ranking));
          s = must(apply(s, { type: 'play', seat: d.seat, card }));
        }
        expect(sim.ended).toBe(true);
        const deal = s.deal;
        if (!deal) throw new Error('no deal');
        deal.players.forEach((p, pos) => expect(sim.count[pos]).toBe(deal.hands[p]?.length));
      }),
      { numRuns: 100 },
    );
  });
});

describe('the sampler', () => {
  it('deals hidden cards consistently with the view: counts, no seen card, Stopps respected', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 6 }), fc.integer({ min: 0, max: 20 }), (seed, players, steps) => {
        let s = must(apply(must(newGame({ seed, players }) as ReturnType<typeof apply>), { type: 'deal' }));
        const gen = toGenerator(rngFromSeed(seed ^ 77));
        for (let i = 0; i < steps && s.stage === 'playing'; i++) {
          const d = nextDecision(s);
          if (d.kind !== 'lead' && d.kind !== 'beat') break;
          s = must(apply(s, { type: 'play', seat: d.seat, card: d.legal[nextBelow(gen, d.legal.length)] }));
        }
        const d = nextDecision(s);
        if (d.kind !== 'lead' && d.kind !== 'beat') return;
        const view = viewOf(s, d.seat);
        expect(view).not.toBeNull();
        if (!view) return;
        const sample = makeSampler(view);
        const into = makeSim();
        const rng = new FastRng(seed);
        for (let k = 0; k < 5; k++) {
          expect(sample(into, rng)).toBe(true);
          const seen = new Set<number>();
          for (let pos = 0; pos < into.n; pos++) {
            let cnt = 0;
            for (let su = 0; su < 4; su++) {
              const m = into.hands[pos * 4 + su] as number;
              // Never above what the player's Stopps allow, never a played card.
              expect(m & ~(into.caps[pos * 4 + su] as number)).toBe(0);
              expect(m & (into.played[su] as number)).toBe(0);
              for (let p = 0; p < 13; p++) if (m & (1 << p)) {
                expect(seen.has(su * 13 + p)).toBe(false);
                seen.add(su * 13 + p);
                cnt++;
              }
            }
            expect(cnt).toBe(into.count[pos]);
            expect(cnt).toBe(s.deal?.hands[view.seats[pos] as number]?.length);
          }
          // The seat's own hand is its real hand.
          for (let su = 0; su < 4; su++) expect(into.hands[view.me * 4 + su]).toBe(view.sim.hands[view.me * 4 + su]);
        }
      }),
      { numRuns: 80 },
    );
  });
});
