import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packOf, type GameCard } from './cards';
import { apply, legalActions, newGame } from './game';
import { makeGameRecord, makePosition, parseGameRecord, parsePosition, type DrillPosition } from './notation';
import type { Bid } from './types';

describe('drill positions', () => {
  it('parses the documented example', () => {
    const r = parsePosition('v1~n4~s2~l0~bHSNC~hJS.AC.7H~k0-8H.1-9H~xAS.KS~t1.0.2.0~j1');
    expect(r).toEqual({
      ok: true,
      value: { players: 4, seat: 2, leader: 0, bids: ['H', 'S', 'NULL', 'C'], hand: ['JS', 'AC', '7H'], trick: [{ seat: 0, card: '8H' }, { seat: 1, card: '9H' }], played: ['AS', 'KS'], tricks: [1, 0, 2, 0], jokers: 1 },
    });
  });
  it('refuses broken positions with codes', () => {
    expect(parsePosition('v2~n4')).toMatchObject({ ok: false, error: { code: 'notation.bad-version' } });
    expect(parsePosition('v1~n4~s2~l0~hAS~k1-8H')).toMatchObject({ ok: false, error: { code: 'notation.bad-trick-order' } });
    expect(parsePosition('v1~n4~s2~l0~hAS~xAS')).toMatchObject({ ok: false, error: { code: 'notation.duplicate-card' } });
    expect(parsePosition('v1~n9~s2~l0~h')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'n' } });
    expect(parsePosition('v1~n4~s2~l0~hJK')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'h' } });
    expect(parsePosition('v1 n4')).toMatchObject({ ok: false, error: { code: 'notation.bad-characters' } });
  });
  it('parse(make(x)) = x', () => {
    const arb = fc.record({ players: fc.integer({ min: 3, max: 7 }), jokers: fc.integer({ min: 0, max: 3 }), seed: fc.nat(), k: fc.nat(), hasBids: fc.boolean(), hasTricks: fc.boolean() }).map(({ players, jokers, seed, k, hasBids, hasTricks }) => {
      const pack = [...packOf(jokers)];
      let x = seed + 1;
      const rnd = (m: number) => {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        return x % m;
      };
      for (let i = pack.length - 1; i > 0; i--) {
        const j = rnd(i + 1);
        [pack[i], pack[j]] = [pack[j] as GameCard, pack[i] as GameCard];
      }
      const seat = k % players;
      const leader = rnd(players);
      const trickLen = rnd(players);
      const trick = [];
      for (let i = 0; i < trickLen; i++) {
        const s = (leader + i) % players;
        if (s === seat) break;
        trick.push({ seat: s, card: pack.pop() as GameCard });
      }
      const hand = pack.splice(0, rnd(12));
      const played = pack.splice(0, rnd(20));
      const bids: (Bid | null)[] = Array.from({ length: players }, () => (hasBids ? ((['S', 'H', 'D', 'C', 'NULL', null] as const)[rnd(6)] ?? null) : null));
      const tricks = hasTricks ? Array.from({ length: players }, () => rnd(5)) : [];
      return { players, seat, leader, bids, hand, trick, played, tricks, jokers } as DrillPosition;
    });
    fc.assert(
      fc.property(arb, (p) => {
        const t = makePosition(p);
        if (!t.ok) throw new Error(JSON.stringify(t.error));
        expect(parsePosition(t.value)).toEqual({ ok: true, value: p });
      }),
      { numRuns: 150 },
    );
  });
});

describe('game records', () => {
  it('parse(make(state)) replays to the same state', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 7 }), fc.integer({ min: 0, max: 2 }), fc.boolean(), fc.integer({ min: 0, max: 150 }), (seed, players, jokers, zw, steps) => {
        let s = newGame({ seed, players, rules: { jokers, zwangshochzeit: zw, ranking: seed % 2 ? 'ace-low' : 'ace-high' } });
        if (!s.ok) throw new Error('newGame');
        let st = s.value;
        let x = seed >>> 0;
        for (let i = 0; i < steps; i++) {
          const la = legalActions(st);
          if (la.length === 0) break;
          x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
          const r = apply(st, la[x % la.length]);
          if (!r.ok) throw new Error('apply');
          st = r.value;
        }
        const text = makeGameRecord(st);
        if (!text.ok) throw new Error('make');
        const back = parseGameRecord(text.value);
        expect(back.ok && JSON.stringify(back.value)).toBe(JSON.stringify(st));
      }),
      { numRuns: 60 },
    );
  });
  it('stacked deals round-trip too', () => {
    const g = newGame({ seed: 5, players: 5, firstDealer: 0, rules: { jokers: 2 } });
    if (!g.ok) throw new Error('newGame');
    const r = apply(g.value, { type: 'deal', pack: [...packOf(2)].reverse() });
    if (!r.ok) throw new Error('deal');
    const t = makeGameRecord(r.value);
    expect(t.ok && t.value.startsWith('g1~n5~p5~f0~rJ2~aD-JK2-JK1-2C-3C')).toBe(true);
    const back = parseGameRecord(t.ok ? t.value : '');
    expect(back.ok && back.value.deal?.hands).toEqual(r.value.deal?.hands);
  });
  it('refuses broken records', () => {
    expect(parseGameRecord('g1~n1~p4~f0~aX')).toMatchObject({ ok: false, error: { code: 'notation.bad-action', index: 0 } });
    expect(parseGameRecord('g1~n1~p4~f0~aD.0AS')).toMatchObject({ ok: false, error: { code: 'notation.illegal-action', index: 1 } });
    expect(parseGameRecord('g1~n1~p4~f0~rJ9')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'r' } });
    expect(parseGameRecord('g1~n1~p4')).toMatchObject({ ok: false, error: { code: 'notation.missing-field', field: 'f' } });
  });
});
