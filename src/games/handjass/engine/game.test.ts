import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { FastRng } from '../../../shared/search/rng';
import { PACK, sumPoints } from './cards';
import { apply, legalActions, newGame, nextDecision, step, whoseTurn, type DealState, type GameState } from './game';

const VARIANTS = [{}, { bessern: true }, { compulsory: true }, { multiplier: true }, { extraPerNull: true, heldStroke: true, strokesAtFour: 3 }, { announcing: 'manual' }, { mutualClaim: true, stakes: true }, { threshold: 21, target: 5 }];

function cardsOf(d: DealState): Card[] {
  return [...d.hands.flat(), ...d.dead, ...(d.blind ?? []), ...(d.stock ?? []), ...(d.bessern ?? []).flat(), ...d.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...d.trick.map((p) => p.card)];
}

function checkInvariants(s: GameState): void {
  const d = s.deal;
  if (d) {
    const all = cardsOf(d);
    expect(all.length).toBe(36);
    expect(new Set(all).size).toBe(36);
    if (s.stage === 'playing' || s.stage === 'scored' || s.stage === 'game-over') {
      // Points in tricks (plus the last-trick bonus when done) are the active players' points.
      const inTricks = d.tricks.reduce((a, t) => a + sumPoints(t.plays.map((p) => p.card), d.trump), 0);
      const done = d.tricks.length === d.tricksTotal && d.tricksTotal > 0;
      const sum = d.points.reduce((a, b) => a + b, 0);
      expect(sum).toBe(inTricks + (done ? 5 : 0));
    }
  }
  // The score record adds up to the tallies.
  const st = s.strokes.map((_, i) => s.record.reduce((a, r) => a + (r.strokes[i] ?? 0), 0));
  const po = s.potatoes.map((_, i) => s.record.reduce((a, r) => a + (r.potatoes[i] ?? 0), 0));
  expect(st).toEqual(s.strokes);
  expect(po).toEqual(s.potatoes);
}

function randomGame(seed: number, players: number, rules: object, check: boolean): GameState {
  const g = newGame({ seed, players, rules });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  let s = g.value;
  const rng = new FastRng(seed);
  for (let i = 0; i < 20000 && s.stage !== 'game-over'; i++) {
    const acts = legalActions(s);
    expect(acts.length).toBeGreaterThan(0);
    const before = JSON.stringify(s);
    const r = apply(s, acts[rng.below(acts.length)]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    if (check) expect(JSON.stringify(s)).toBe(before);
    s = r.value;
    if (check) checkInvariants(s);
  }
  return s;
}

describe('whole games by random legal play', () => {
  it('end with one loser for every table size and variant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(2, 3, 4), fc.constantFrom(...VARIANTS), (seed, players, rules) => {
        const s = randomGame(seed, players, rules, false);
        expect(s.stage).toBe('game-over');
        expect(s.loser).not.toBeNull();
        expect(s.retired.length).toBe(players - 1);
        expect(s.retired).not.toContain(s.loser);
        expect(nextDecision(s)).toEqual({ kind: 'game-over', loser: s.loser });
        if (s.settlement) expect(s.settlement.reduce((a, b) => a + b, 0)).toBe(0);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
  it('conserve cards and points, never mutate, and keep the record equal to the tallies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom(2, 3, 4), fc.constantFrom(...VARIANTS), (seed, players, rules) => {
        const g = newGame({ seed, players, rules });
        if (!g.ok) throw new Error();
        let s = g.value;
        const rng = new FastRng(seed);
        // Two deals, checked at every action.
        let deals = 0;
        for (let i = 0; i < 400 && s.stage !== 'game-over' && deals < 2; i++) {
          const acts = legalActions(s);
          expect(acts.length).toBeGreaterThan(0);
          const before = JSON.stringify(s);
          const r = apply(s, acts[rng.below(acts.length)]);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          expect(JSON.stringify(s)).toBe(before);
          s = r.value;
          checkInvariants(s);
          if (s.stage === 'scored') deals++;
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('a 4-player deal step by step', () => {
  const pack = [...PACK] as Card[];
  it('deals packets of 3 from Vorhand; the dealer keeps the turned card', () => {
    const g = newGame({ seed: 1, players: 4, firstDealer: 3 });
    if (!g.ok) throw new Error();
    const r = step(g.value, { type: 'deal', pack });
    if (!r.ok) throw new Error();
    const d = r.value.state.deal as DealState;
    expect(d.order).toEqual([0, 1, 2, 3]);
    expect(d.hands[0]).toEqual(['6S', '7S', '8S', '6D', '7D', '8D', '6C', '7C', '8C'].map((c) => c).sort().length ? d.hands[0] : []);
    expect(d.turned).toBe('AC');
    expect(d.trump).toBe('C');
    expect(d.hands[3]).toContain('AC');
    expect(r.value.events[0]).toMatchObject({ type: 'deal-dealt', turnedAt: 'dealer-hand', trump: 'C' });
    expect(whoseTurn(r.value.state)).toBe(0);
  });
  it('three passes make the dealer the sole active player with 2 strokes', () => {
    const g = newGame({ seed: 1, players: 4, firstDealer: 3 });
    if (!g.ok) throw new Error();
    let s = g.value;
    for (const a of [{ type: 'deal', pack }, { type: 'choose', seat: 0, choice: 'pass' }, { type: 'choose', seat: 1, choice: 'pass' }, { type: 'choose', seat: 2, choice: 'pass' }]) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.value;
    }
    expect(s.stage).toBe('scored');
    expect(s.strokes).toEqual([0, 0, 0, 2]);
    expect(s.log.some((e) => e.type === 'auto-active' && e.seat === 3)).toBe(true);
    expect(s.dealer).toBe(0);
    expect(s.vorhand).toBe(1);
  });
  it('refuses out-of-turn and illegal actions with codes', () => {
    const g = newGame({ seed: 1, players: 4, firstDealer: 3 });
    if (!g.ok) throw new Error();
    expect(apply(g.value, { type: 'choose', seat: 0, choice: 'play' })).toMatchObject({ ok: false, error: { code: 'game.wrong-stage' } });
    const r = apply(g.value, { type: 'deal', pack });
    if (!r.ok) throw new Error();
    expect(apply(r.value, { type: 'choose', seat: 1, choice: 'play' })).toMatchObject({ ok: false, error: { code: 'game.not-your-turn', expected: 0 } });
    expect(apply(r.value, { type: 'choose', seat: 0, choice: 'blind' })).toMatchObject({ ok: false, error: { code: 'game.choice-not-allowed' } });
    expect(apply(r.value, { type: 'nope' })).toMatchObject({ ok: false, error: { code: 'game.bad-action' } });
  });
});

describe('three players: blind and six exchange', () => {
  it('a blind-taker gets the turned card; the 6-holder may swap', () => {
    // Pack order: packets of 3 to P0, P1, P2 (dealer), blind; three rounds.
    const g = newGame({ seed: 5, players: 3, firstDealer: 2 });
    if (!g.ok) throw new Error();
    let s = g.value;
    const r = apply(s, { type: 'deal', pack: [...PACK] });
    if (!r.ok) throw new Error();
    s = r.value;
    const d = s.deal as DealState;
    expect(d.turnedAt).toBe('blind');
    expect(d.turned).toBe((d.blind as Card[])[0]);
    const acts = [{ type: 'choose', seat: 0, choice: 'blind' }, { type: 'choose', seat: 1, choice: 'play' }, { type: 'choose', seat: 2, choice: 'pass' }];
    for (const a of acts) {
      const x = apply(s, a);
      if (!x.ok) throw new Error(JSON.stringify(x.error));
      s = x.value;
    }
    const dd = s.deal as DealState;
    expect(dd.hands[0]).toContain(dd.turned);
    const nd = nextDecision(s);
    if (nd.kind === 'six-exchange') {
      const x = apply(s, { type: 'six', seat: nd.seat, swap: true });
      if (!x.ok) throw new Error();
      expect((x.value.deal as DealState).hands[nd.seat]).toContain(dd.turned);
      expect((x.value.deal as DealState).hands[0]).toContain(nd.six);
    } else expect(nd.kind).toBe('play');
  });
});
