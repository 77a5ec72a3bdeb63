import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, nextDecision, type GameState } from '../engine/game';
import { viewOf } from './knowledge';
import { FastRng, cardOfCode, codeOf, copySim, legalInto, makeSim, playCard, scoreSim, toPlay } from './sim';

function must(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('the simulator agrees with the engine', () => {
  it('legal cards, trick winners and scores over random deals (all table sizes, Jokers, Zwangshochzeit, Ace low)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.integer({ min: 0, max: 2 }), fc.boolean(), fc.boolean(), fc.integer(), (players, jokers, zw, low, seed) => {
        const rules = { jokers, zwangshochzeit: zw, ranking: low ? 'ace-low' : 'ace-high', jokerLead: seed % 3 === 0 ? 'never' : 'any-time', jokerDiscard: seed % 2 === 0 ? 'wins' : 'never-wins', partnershipSpecials: seed % 4 < 2 ? 'per-partner' : 'pooled' };
        const g = newGame({ seed, players, rules });
        if (!g.ok) throw new Error('newGame');
        let s = must(apply(g.value, { type: 'deal' }));
        const rng = new FastRng(seed);
        for (const a of legalActions(s).filter((_, i) => i % 5 === rng.below(5) || false)) void a;
        // Random bids.
        while (s.stage === 'bidding') {
          const la = legalActions(s);
          s = must(apply(s, la[rng.below(la.length)]));
        }
        // Full-information simulator of the deal: from the first seat's view plus the real hidden hands.
        const v = viewOf(s, 0);
        if (!v.ok) throw new Error('view');
        const sim = makeSim();
        copySim(sim, v.value.sim);
        const d = s.deal;
        if (!d) throw new Error('deal');
        d.order.forEach((seat, slot) => {
          for (const c of d.hands[seat] ?? []) {
            const code = codeOf(c, s.rules.ranking);
            const su = code >= 52 ? 4 : Math.floor(code / 13);
            const bit = code >= 52 ? code - 52 : code - su * 13;
            sim.hands[slot * 5 + su] = (sim.hands[slot * 5 + su] as number) | (1 << bit);
          }
        });
        for (const c of d.remainder) {
          const code = codeOf(c, s.rules.ranking);
          const su = code >= 52 ? 4 : Math.floor(code / 13);
          sim.rem[su] = (sim.rem[su] as number) + 1;
        }
        while (s.stage === 'playing') {
          const dec = nextDecision(s);
          if (dec.kind !== 'play') throw new Error('decision');
          const slot = toPlay(sim);
          expect(d.order[slot]).toBe(dec.seat);
          const k = legalInto(sim, slot);
          const simLegal = Array.from(sim.legal.slice(0, k), (c) => cardOfCode(c, s.rules.ranking, jokers)).sort();
          expect(simLegal).toEqual([...dec.legal].sort());
          const card = dec.legal[rng.below(dec.legal.length)];
          if (!card) throw new Error('card');
          playCard(sim, codeOf(card, s.rules.ranking));
          s = must(apply(s, { type: 'play', seat: dec.seat, card }));
        }
        const out = new Float64Array(8);
        scoreSim(sim, out);
        const row = s.record[0];
        if (!row) throw new Error('row');
        expect(d.order.map((_, slot) => out[slot])).toEqual(d.order.map((seat) => row.scores[seat]));
      }),
      { numRuns: 120 },
    );
  });
});
