/**
 * The open points that used to be decided and now have a second reading as a rule option (spec §10): OP6 how a Null
 * is shown, OP14 whether a thrown-off Joker wins, OP18 the partnership special cases. Each test fails under the
 * other reading.
 */
import { describe, expect, it } from 'vitest';
import { FULL_PACK } from '../../../shared/cards/model';
import type { GameCard } from './cards';
import { apply, newGame, seatView, step, type GameState } from './game';
import { makeGameRecord, parseGameRecord } from './notation';
import { trickWinner } from './play';
import { DEFAULT_RULES, makeRules } from './rules';
import { scoreDeal } from './scoring';

const P = (seat: number, card: string) => ({ seat, card });
const must = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('the new options carry the spec defaults', () => {
  it('defaults and second readings', () => {
    expect(DEFAULT_RULES).toMatchObject({ nullReveal: 'simultaneous', jokerDiscard: 'never-wins', partnershipSpecials: 'pooled' });
    expect(makeRules({ nullReveal: 'face-up', jokerDiscard: 'wins', partnershipSpecials: 'per-partner' })).toMatchObject({ ok: true });
    expect(makeRules({ nullReveal: 'open' })).toMatchObject({ ok: false, error: { code: 'rules.bad-value', option: 'nullReveal' } });
    expect(makeRules({ jokerDiscard: true })).toMatchObject({ ok: false, error: { code: 'rules.bad-value', option: 'jokerDiscard' } });
    expect(makeRules({ partnershipSpecials: 'split' })).toMatchObject({ ok: false, error: { code: 'rules.bad-value', option: 'partnershipSpecials' } });
  });
});

describe('OP14: a Joker thrown off', () => {
  const plays = [P(0, '5H'), P(1, 'JK'), P(2, '9H'), P(3, '2H')];
  it('never wins by default (BG-22)', () => {
    const r = must(trickWinner(plays, { jokers: 1 }));
    expect(r.winner).toBe(2);
  });
  it('wins the trick under jokerDiscard = wins, every other card beaten by it', () => {
    const r = must(trickWinner(plays, { jokers: 1, jokerDiscard: 'wins' }));
    expect(r.winner).toBe(1);
    expect(r.reason).toEqual({ code: 'trick.joker-discard-wins', card: 'JK' });
    expect(r.led).toBe('H');
    expect(r.beaten.map((b) => b.why)).toEqual(['beaten-by-joker', 'beaten-by-joker', 'beaten-by-joker']);
  });
  it('the first Joker played wins when two are thrown off; a led Joker still wins', () => {
    expect(must(trickWinner([P(0, '5H'), P(1, 'JK2'), P(2, 'JK1')], { jokers: 2, jokerDiscard: 'wins' })).winner).toBe(1);
    expect(must(trickWinner([P(0, 'JK1'), P(1, 'JK2'), P(2, 'AS')], { jokers: 2, jokerDiscard: 'wins' })).reason.code).toBe('trick.joker-led');
  });
  it('without a Joker in the trick nothing changes', () => {
    expect(must(trickWinner([P(0, '5H'), P(1, 'AS'), P(2, '9H')], { jokerDiscard: 'wins' })).winner).toBe(2);
  });
});

describe('OP18: special cases for partners', () => {
  // Zwangshochzeit: seats 0 and 1 named hearts, seat 2 spades, seat 3 Null; 13 tricks in all.
  const split = { players: [{ seat: 0, bid: 'H', tricks: 7, bad: 0 }, { seat: 1, bid: 'H', tricks: 6, bad: 0 }, { seat: 2, bid: 'S', tricks: 0 }, { seat: 3, bid: 'NULL', tricks: 0 }], totalTricks: 13 };
  it('pooled (default): the partners together took every trick, so they sweep', () => {
    const d = must(scoreDeal(split, { zwangshochzeit: true }));
    expect(d.allTricks).toEqual([0, 1]);
    expect(d.seats.map((s) => s.score)).toEqual([100, 100, 0, 0]);
  });
  it('per partner: no one took every trick alone, so everyone scores normally', () => {
    const d = must(scoreDeal(split, { zwangshochzeit: true, partnershipSpecials: 'per-partner' }));
    expect(d.allTricks).toBeNull();
    expect(d.seats.map((s) => s.score)).toEqual([260, 260, 30, 100]);
  });
  it('per partner: one player taking every trick still sweeps for the partnership', () => {
    const one = { ...split, players: [{ seat: 0, bid: 'H', tricks: 13, bad: 2 }, { seat: 1, bid: 'H', tricks: 0 }, { seat: 2, bid: 'S', tricks: 0 }, { seat: 3, bid: 'NULL', tricks: 0 }] };
    const d = must(scoreDeal(one, { zwangshochzeit: true, partnershipSpecials: 'per-partner' }));
    expect(d.allTricks).toEqual([0, 1]);
    expect(d.seats.map((s) => s.score)).toEqual([100, 100, 0, 0]);
  });
  it('per partner: a partner without a trick scores 30 alone; pooled, he shares the division', () => {
    const part = { players: [{ seat: 0, bid: 'H', tricks: 5, bad: 2 }, { seat: 1, bid: 'H', tricks: 0 }, { seat: 2, bid: 'S', tricks: 4, bad: 1 }, { seat: 3, bid: 'C', tricks: 4, bad: 0 }], totalTricks: 13 };
    const pooled = must(scoreDeal(part, { zwangshochzeit: true }));
    expect(pooled.seats.map((s) => s.score)).toEqual([25, 25, 40, 80]);
    const per = must(scoreDeal(part, { zwangshochzeit: true, partnershipSpecials: 'per-partner' }));
    expect(per.seats.map((s) => s.score)).toEqual([25, 30, 40, 80]);
    expect(per.seats[1]?.reason).toEqual({ code: 'score.no-trick' });
    expect(per.seats[0]?.reason).toBeUndefined();
  });
  it('changes nothing without partners', () => {
    const solo = { players: [{ seat: 0, bid: 'H', tricks: 13, bad: 0 }, { seat: 1, bid: 'S', tricks: 0 }, { seat: 2, bid: 'D', tricks: 0 }] };
    expect(must(scoreDeal(solo, { partnershipSpecials: 'per-partner' }))).toEqual(must(scoreDeal(solo)));
  });
});

describe('OP6: showing a Null', () => {
  const pack: GameCard[] = [];
  for (let r = 0; r < 13; r++) for (let s = 0; s < 4; s++) pack.push(FULL_PACK[s * 13 + r] as GameCard);
  const dealt = (rules: object): GameState => must(apply(must(newGame({ seed: 1, players: 4, firstDealer: 3, rules })), { type: 'deal', pack }));
  it('by default a Null stays hidden until every bid is in', () => {
    const r = must(step(dealt({}), { type: 'bid', seat: 2, bid: 'NULL' }));
    expect(r.events).toEqual([{ type: 'bid-made', seat: 2 }]);
    expect(must(seatView(r.state, 0)).deal?.bids).toEqual([null, null, null, null]);
  });
  it('face up: the Null is seen at once by the players still to choose; a suit bid stays hidden', () => {
    const r = must(step(dealt({ nullReveal: 'face-up' }), { type: 'bid', seat: 2, bid: 'NULL' }));
    expect(r.events).toEqual([{ type: 'bid-made', seat: 2, faceUpNull: true }]);
    expect(must(seatView(r.state, 0)).deal?.bids).toEqual([null, null, 'NULL', null]);
    const s = must(step(r.state, { type: 'bid', seat: 1, bid: 'S' }));
    expect(s.events).toEqual([{ type: 'bid-made', seat: 1 }]);
    expect(must(seatView(s.state, 0)).deal?.bids).toEqual([null, null, 'NULL', null]);
  });
});

describe('the new options in the game record', () => {
  it('round-trip and are refused when repeated or unknown', () => {
    const g = must(newGame({ seed: 3, players: 4, firstDealer: 0, rules: { jokers: 1, nullReveal: 'face-up', jokerDiscard: 'wins', partnershipSpecials: 'per-partner', zwangshochzeit: true } }));
    const text = must(makeGameRecord(g));
    expect(text).toContain('U1');
    expect(text).toContain('K1');
    expect(text).toContain('Y1');
    expect(must(parseGameRecord(text)).rules).toMatchObject({ nullReveal: 'face-up', jokerDiscard: 'wins', partnershipSpecials: 'per-partner' });
    expect(parseGameRecord(text.replace('K1', 'K2'))).toMatchObject({ ok: false });
    expect(parseGameRecord(text.replace('K1', 'K0'))).toMatchObject({ ok: false });
  });
});
