import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { PACK, cardAt, pilePoints } from './cards';
import { dealFromPack, dealFromRng, dealIndicesInto, huebscherVerdict, phase1DealerSequence, seating, shuffledIndicesInto, shuffledPack, validatePack } from './deal';
import { DEFAULT_RULES, makeRules } from './rules';
import { rngFromSeed, toGenerator } from './rng';
import type { Seat } from './types';

const activeArb = fc.subarray<Seat>([0, 1, 2, 3], { minLength: 2, maxLength: 4 });
const vp01Arb = fc.constantFrom<'A' | 'B'>('A', 'B');

describe('seating', () => {
  it('starts with forehand right of the dealer and skips dropped-out players', () => {
    expect(seating(0, [0, 1, 2, 3])).toEqual({ ok: true, value: { forehand: 1, dealOrder: [1, 2, 3, 0], nextDealer: 1 } });
    expect(seating(2, [0, 2])).toEqual({ ok: true, value: { forehand: 0, dealOrder: [0, 2], nextDealer: 0 } });
  });
  it('refuses an inactive dealer or bad seat lists', () => {
    expect(seating(1, [0, 2, 3])).toMatchObject({ ok: false, error: { code: 'deal.bad-seats', problem: 'dealer-not-active' } });
    expect(seating(0, [0])).toMatchObject({ ok: false, error: { code: 'deal.bad-seats' } });
    expect(seating(0, [0, 0, 1] as Seat[])).toMatchObject({ ok: false });
  });
  it('rotates the phase-1 deal one seat each time', () => {
    expect(phase1DealerSequence(2, 4)).toEqual({ dealers: [2, 3, 0, 1], forehands: [3, 0, 1, 2] });
  });
});

describe('dealing', () => {
  it('deals every seeded pack correctly to 2, 3 or 4 players', () => {
    fc.assert(
      fc.property(fc.integer(), activeArb, fc.nat(3), vp01Arb, (seed, active, di, vp01) => {
        const dealer = active[di % active.length] as Seat;
        const r = dealFromRng(rngFromSeed(seed), dealer, active, { VP01: vp01 });
        if (!r.ok) throw new Error('deal failed');
        const { deal, pack } = r.value;
        const n = active.length;
        for (const s of [0, 1, 2, 3] as Seat[]) expect(deal.hands[s]).toHaveLength(active.includes(s) ? 9 : 0);
        const inHands = deal.hands.flat();
        expect(new Set([...inHands, ...deal.outOfPlay]).size).toBe(36);
        expect(deal.outOfPlay).toHaveLength(36 - 9 * n);
        expect(deal.pointsInPlay).toBe(pilePoints(inHands, deal.trump));
        expect(deal.trump).toBe(deal.upcard[1]);
        expect(deal.order[n - 1]).toBe(dealer);
        if (n === 4) {
          expect(deal.upcard).toBe(pack[35]);
          expect(deal.pointsInPlay).toBe(140);
        }
        if (deal.upcardLocation === 'dealer_hand') expect(deal.hands[dealer]).toContain(deal.upcard);
        else expect(deal.outOfPlay[0]).toBe(deal.upcard);
      }),
      { numRuns: 300 },
    );
  });
  it('matches the index-level deal', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 4 }), fc.boolean(), (seed, n, b) => {
        const gen = toGenerator(rngFromSeed(seed));
        const idx = new Uint8Array(36);
        shuffledIndicesInto(idx, gen);
        const sp = shuffledPack(rngFromSeed(seed));
        if (!sp.ok) throw new Error();
        const pack = sp.value.pack;
        expect(Array.from(idx, cardAt)).toEqual(pack);
        const hands = new Uint8Array(36);
        const t = dealIndicesInto(idx, n, b, hands);
        const active = ([0, 1, 2, 3] as Seat[]).slice(0, n);
        const d = dealFromPack(pack, (n - 1) as Seat, active, { VP01: b ? 'B' : 'A' });
        if (!d.ok) throw new Error('deal failed');
        expect(['S', 'H', 'D', 'C'][t]).toBe(d.value.trump);
        for (let j = 0; j < n; j++) expect(Array.from(hands.subarray(j * 9, j * 9 + 9), cardAt)).toEqual(d.value.hands[d.value.order[j] as Seat]);
      }),
      { numRuns: 100 },
    );
  });
  it('never mutates the pack and rejects bad packs', () => {
    const pack = [...PACK];
    const frozen = Object.freeze([...pack]);
    expect(dealFromPack(frozen, 0, [0, 1, 2, 3], DEFAULT_RULES).ok).toBe(true);
    expect(validatePack(pack.slice(1))).toMatchObject({ ok: false, error: { problem: 'wrong-size' } });
    expect(validatePack([...pack.slice(1), pack[0], 'XX'].slice(1))).toMatchObject({ ok: false });
    expect(validatePack([...pack.slice(1), pack[1]])).toMatchObject({ ok: false, error: { problem: 'duplicate' } });
    expect(validatePack('nope')).toMatchObject({ ok: false, error: { problem: 'not-an-array' } });
    expect(dealFromPack(pack as Card[], 1, [0, 2], DEFAULT_RULES)).toMatchObject({ ok: false, error: { code: 'deal.bad-seats' } });
  });
});

describe('hübscher', () => {
  const base = { phase: 2 as const, playoff: false, cardsPlayed: 0, active: [0, 1, 2] as Seat[], requester: 2 as Seat };
  const rules = DEFAULT_RULES;
  it('redeals only when every other active player agrees', () => {
    expect(huebscherVerdict({ ...base, answers: [{ seat: 0, agree: true }, { seat: 1, agree: true }] }, rules)).toMatchObject({ allowed: true, redeal: true });
    expect(huebscherVerdict({ ...base, answers: [{ seat: 0, agree: true }] }, rules)).toMatchObject({ redeal: false, reason: { code: 'huebscher.waiting', for: [1] } });
    expect(huebscherVerdict({ ...base, answers: [{ seat: 1, agree: false }] }, rules)).toMatchObject({ redeal: false, reason: { code: 'huebscher.refused', by: [1] } });
  });
  it('is refused in phase 1, in playoffs, after the first card, and under VP21-B with three players', () => {
    expect(huebscherVerdict({ ...base, phase: 1, answers: [] }, rules).reason.code).toBe('huebscher.phase-1');
    expect(huebscherVerdict({ ...base, playoff: true, answers: [] }, rules).reason.code).toBe('huebscher.playoff');
    expect(huebscherVerdict({ ...base, cardsPlayed: 1, answers: [] }, rules).reason.code).toBe('huebscher.play-started');
    const b = makeRules({ VP21: 'B' });
    if (!b.ok) throw new Error();
    expect(huebscherVerdict({ ...base, answers: [] }, b.value).reason.code).toBe('huebscher.needs-two-players');
    expect(huebscherVerdict({ ...base, active: [0, 2], answers: [{ seat: 0, agree: true }] }, b.value).redeal).toBe(true);
  });
});
