import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { cardIndex } from '../engine/cards';
import { apply, newGame, nextDecision, type GameState } from '../engine/game';
import { nextBelow, rngFromSeed, toGenerator } from '../engine/rng';
import type { Seat } from '../engine/types';
import { viewOf, type View } from './knowledge';
import { makeSampler, sampleInto } from './sample';
import { makeSim, type Sim } from './sim';
import { BITPOS, ESUIT, FastRng, LITTLE_MAN_POS } from './tables';

/** A phase-1 deal played with random legal cards for `plays` cards. */
function position(seed: number, plays: number, rules: object = {}): GameState {
  const g = newGame({ seed, firstDealer: (seed & 3) as Seat, rules });
  if (!g.ok) throw new Error('newGame');
  let s = g.value;
  const d0 = apply(s, { type: 'deal' });
  if (!d0.ok) throw new Error('deal');
  s = d0.value;
  const gen = toGenerator(rngFromSeed(seed * 31 + 7));
  for (let k = 0; k < plays; k++) {
    const d = nextDecision(s);
    if (d.kind !== 'play') break;
    const card = d.legal[nextBelow(gen, d.legal.length)] as Card;
    const r = apply(s, { type: 'play', seat: d.seat, card });
    if (!r.ok) throw new Error('play');
    s = r.value;
  }
  return s;
}

function has(sim: Sim, slot: number, c: number): boolean {
  const k = sim.t * 36 + c;
  return ((sim.hands[slot * 4 + (ESUIT[k] as number)] as number) & (1 << (BITPOS[k] as number))) !== 0;
}

function mayHold(sim: Sim, slot: number, c: number): boolean {
  const k = sim.t * 36 + c;
  const v = sim.voids[slot] as number;
  if ((v & (1 << (ESUIT[k] as number))) !== 0) return false;
  return !((v & 16) !== 0 && ESUIT[k] === sim.t && BITPOS[k] === LITTLE_MAN_POS);
}

function checkSample(state: GameState, view: View, sim: Sim): void {
  const deal = state.deal;
  if (!deal) throw new Error('no deal');
  const seen = new Set<number>();
  for (let j = 0; j < view.order.length; j++) {
    let count = 0;
    for (let c = 0; c < 36; c++) {
      if (!has(sim, j, c)) continue;
      count++;
      expect(seen.has(c)).toBe(false);
      seen.add(c);
      // Never a card of a suit the player has shown to be void in.
      if (j !== view.mySlot) expect(mayHold(sim, j, c) || !view.unknown.includes(c)).toBe(true);
    }
    expect(count).toBe(sim.lens[j]);
  }
  // My own hand is exactly my real hand; played cards are nowhere.
  for (const c of deal.hands[view.seat]) expect(has(sim, view.mySlot, cardIndex(c))).toBe(true);
  for (const tr of deal.tricks) for (const p of tr.plays) expect(seen.has(cardIndex(p.card))).toBe(false);
  for (const p of deal.trick) expect(seen.has(cardIndex(p.card))).toBe(false);
  // The turned card, while its holder still has it, is where everyone knows it is.
  if (deal.upcardHolder !== null && deal.hands[deal.upcardHolder].includes(deal.upcard)) {
    expect(has(sim, view.order.indexOf(deal.upcardHolder), cardIndex(deal.upcard))).toBe(true);
  }
}

describe('sampling hidden cards', () => {
  it('every sample is consistent with the hand, the cards played, the voids shown and the turned card', { timeout: 120_000 }, () => {
    const out = makeSim();
    const rng = new FastRng(5);
    let withVoids = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const state = position(seed, (seed * 7) % 34, seed % 3 === 0 ? { VP05: 'follows-printed-suit' } : {});
      const deal = state.deal;
      if (!deal || deal.turn === null) continue;
      for (const seat of deal.order) {
        const v = viewOf(state, seat);
        if (!v.ok) throw new Error('view');
        const view = v.value;
        // The real deal satisfies the constraints the sampler uses.
        for (const h of view.holders) {
          if (h.slot < 0) continue;
          for (const c of deal.hands[view.order[h.slot] as Seat]) expect(mayHold(view.sim, h.slot, cardIndex(c))).toBe(true);
        }
        if (view.sim.voids.some((x) => x !== 0)) withVoids++;
        const sp = makeSampler(view);
        expect(sp.count).toBeGreaterThan(0);
        for (let i = 0; i < 8; i++) {
          expect(sampleInto(sp, out, rng)).toBe(true);
          checkSample(state, view, out);
        }
      }
    }
    expect(withVoids).toBeGreaterThan(20);
  });

  it('handles two- and three-player deals: hidden cards out of play, the turned card (VP01 A and B)', { timeout: 120_000 }, () => {
    const out = makeSim();
    const rng = new FastRng(9);
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 40 && kinds.size < 4; seed++) {
      const vp01 = seed % 2 === 0 ? 'A' : 'B';
      const g = newGame({ seed, firstDealer: 0, rules: { VP01: vp01 } });
      if (!g.ok) throw new Error('newGame');
      let s = g.value;
      const gen = toGenerator(rngFromSeed(seed));
      for (let i = 0; i < 3000; i++) {
        const d = nextDecision(s);
        if (d.kind === 'rubber-over') break;
        const deal = s.deal;
        if (d.kind === 'play' && deal && deal.order.length < 4 && deal.tricks.length >= 2 && nextBelow(gen, 4) === 0) {
          const v = viewOf(s, d.seat);
          if (!v.ok) throw new Error('view');
          const pile = v.value.holders.find((h) => h.slot < 0);
          expect(pile?.cap).toBe(36 - 9 * deal.order.length - (vp01 === 'A' ? 1 : 0));
          const sp = makeSampler(v.value);
          for (let k = 0; k < 8; k++) {
            expect(sampleInto(sp, out, rng)).toBe(true);
            checkSample(s, v.value, out);
          }
          kinds.add(`${deal.order.length}${vp01}`);
        }
        const acts = d.kind === 'play' ? d.legal.map((card) => ({ type: 'play' as const, seat: d.seat, card })) : null;
        const a = acts ? acts[nextBelow(gen, acts.length)] : d.kind === 'deal' ? { type: 'deal' as const } : d.kind === 'continue' ? { type: 'continue' as const } : null;
        if (!a) break;
        const r = apply(s, a);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.value;
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  it('draws every consistent deal with the same probability (against brute-force enumeration)', { timeout: 120_000 }, () => {
    // Find a late position with a shown void and few hidden cards.
    let found: View | null = null;
    for (let seed = 1; seed < 400 && !found; seed++) {
      const state = position(seed, 26);
      const deal = state.deal;
      if (!deal || deal.turn === null) continue;
      const v = viewOf(state, deal.turn);
      if (!v.ok) continue;
      const others = v.value.holders.map((h) => (h.slot >= 0 ? (v.value.sim.voids[h.slot] as number) : 0));
      if (others.some((x) => x !== 0) && v.value.unknown.length >= 5 && v.value.unknown.length <= 8) found = v.value;
    }
    expect(found).not.toBeNull();
    const view = found as View;
    const unknown = view.unknown;
    const H = view.holders.length;
    // Exact marginals P(card c goes to holder h) by enumeration.
    const counts = new Float64Array(36 * H);
    let total = 0;
    const caps = view.holders.map((h) => h.cap);
    const assign: number[] = [];
    const rec = (i: number): void => {
      if (i === unknown.length) {
        total++;
        assign.forEach((h, k) => (counts[(unknown[k] as number) * H + h] = (counts[(unknown[k] as number) * H + h] as number) + 1));
        return;
      }
      const c = unknown[i] as number;
      for (let h = 0; h < H; h++) {
        const slot = (view.holders[h] as { slot: number }).slot;
        if ((caps[h] as number) === 0 || (slot >= 0 && !mayHold(view.sim, slot, c))) continue;
        caps[h] = (caps[h] as number) - 1;
        assign.push(h);
        rec(i + 1);
        assign.pop();
        caps[h] = (caps[h] as number) + 1;
      }
    };
    rec(0);
    const sp = makeSampler(view);
    expect(sp.count).toBe(total);
    const out = makeSim();
    const rng = new FastRng(11);
    const N = 20000;
    const freq = new Float64Array(36 * H);
    for (let i = 0; i < N; i++) {
      sampleInto(sp, out, rng);
      for (const c of unknown) {
        for (let h = 0; h < H; h++) {
          const slot = (view.holders[h] as { slot: number }).slot;
          if (slot >= 0 && has(out, slot, c)) freq[c * H + h] = (freq[c * H + h] as number) + 1;
        }
      }
    }
    for (const c of unknown) {
      for (let h = 0; h < H; h++) {
        if ((view.holders[h] as { slot: number }).slot < 0) continue;
        const p = (counts[c * H + h] as number) / total;
        expect(Math.abs((freq[c * H + h] as number) / N - p)).toBeLessThan(0.02);
      }
    }
  });
});
