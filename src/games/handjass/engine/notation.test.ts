import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { FastRng } from '../../../shared/search/rng';
import { PACK } from './cards';
import { apply, legalActions, newGame } from './game';
import { makeGameNotation, makePosition, parseGameNotation, parsePosition, type DrillPosition } from './notation';

describe('drill positions', () => {
  it('parses the documented example', () => {
    const p = parsePosition('p1~tH~n4~s2~l0~hJH.AS.7C~k0-7H.1-8H~xAD.KS~uQD');
    expect(p).toMatchObject({ ok: true, value: { trump: 'H', players: 4, seat: 2, leader: 0, hand: ['JH', 'AS', '7C'], trick: [{ seat: 0, card: '7H' }, { seat: 1, card: '8H' }], turned: 'QD' } });
  });
  it('refuses bad positions with codes', () => {
    expect(parsePosition('p1~tH~n4~s2~l0~hJH~k1-7H')).toMatchObject({ ok: false, error: { code: 'notation.bad-position' } });
    expect(parsePosition('p1~tH~n4~s2~l0~hJH.JH')).toMatchObject({ ok: false, error: { code: 'notation.duplicate-card' } });
    expect(parsePosition('x')).toMatchObject({ ok: false, error: { code: 'notation.bad-version' } });
    expect(parsePosition(5)).toMatchObject({ ok: false, error: { code: 'notation.not-a-string' } });
  });
  it('parse(make(p)) = p', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...PACK], { minLength: 36, maxLength: 36 }), fc.constantFrom(2, 3, 4), fc.nat(), fc.nat(), fc.nat(), fc.nat(9), fc.boolean(), (pack, n, a, b, c, hl, withTurned) => {
        const leader = a % n;
        const tl = b % n;
        let seat = (leader + tl) % n;
        const trick = Array.from({ length: tl }, (_, i) => ({ seat: (leader + i) % n, card: pack[i] as Card }));
        if (trick.some((t) => t.seat === seat)) seat = (leader + tl) % n;
        const p: DrillPosition = { trump: (['S', 'H', 'D', 'C'] as const)[c % 4] as 'S', players: n, seat, leader, hand: pack.slice(5, 5 + hl) as Card[], trick, played: pack.slice(20, 20 + (c % 8)) as Card[] };
        if (withTurned) p.turned = pack[35] as Card;
        const text = makePosition(p);
        if (!text.ok) throw new Error(JSON.stringify(text.error));
        expect(parsePosition(text.value)).toEqual({ ok: true, value: p });
      }),
      { numRuns: 150 },
    );
  });
});

describe('whole games', () => {
  it('parse(make(game)) replays the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.constantFrom(2, 3, 4), fc.constantFrom({}, { bessern: true }, { announcing: 'manual', threshold: 21 }, { mutualClaim: true }), fc.boolean(), fc.integer({ min: 0, max: 120 }), (seed, players, rules, given, steps) => {
        const g = newGame({ seed, players, rules, ...(given ? { firstDealer: 0 } : {}) });
        if (!g.ok) throw new Error();
        let s = g.value;
        const rng = new FastRng(seed);
        for (let i = 0; i < steps && s.stage !== 'game-over'; i++) {
          const acts = legalActions(s);
          const r = apply(s, i === 0 ? { type: 'deal', pack: [...PACK].reverse() } : acts[rng.below(acts.length)]);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          s = r.value;
        }
        const text = makeGameNotation(s);
        if (!text.ok) throw new Error();
        expect(parseGameNotation(text.value)).toEqual({ ok: true, value: s });
      }),
      { numRuns: 100 },
    );
  });
  it('refuses an illegal action with its index', () => {
    expect(parseGameNotation('g1~n1~p4~f0~aD.C3p')).toMatchObject({ ok: false, error: { code: 'notation.illegal-action', index: 1 } });
    expect(parseGameNotation('g1~n1~p4~rnope_1')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'r' } });
  });
});
