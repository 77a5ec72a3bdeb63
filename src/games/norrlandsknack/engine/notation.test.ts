import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, type GameAction, type GameState } from './game';
import { makeGame, makePosition, parseGame, parsePosition, type DrillPosition } from './notation';
import { RULE_KEYS, RULE_OPTIONS } from './rules';
import { PACK } from './cards';

describe('drill positions', () => {
  it('parses the documented example and makes it back', () => {
    const text = 'v1~n4~d3~tS~s2~g2~k1~a012~hAS.KH.7D~c0-8H.1-9H~xQS.KS~m1~z7.6.1.9~uTS';
    const p = parsePosition(text);
    if (!p.ok) throw new Error(JSON.stringify(p.error));
    expect(p.value).toMatchObject({ players: 4, dealer: 3, trump: 'S', seat: 2, dealNo: 2, knocker: 1, participants: [0, 1, 2], trumfmant: true, scores: [7, 6, 1, 9] });
    expect(makePosition(p.value)).toEqual({ ok: true, value: text });
  });
  it('refuses inconsistent positions with codes', () => {
    expect(parsePosition('v1~n4~d3~tS~s2~hAS.AS')).toMatchObject({ ok: false, error: { code: 'notation.duplicate-card' } });
    expect(parsePosition('v1~n4~d3~tS~s2~hAS~c0-8H.2-9H')).toMatchObject({ ok: false, error: { code: 'notation.bad-trick-order' } });
    expect(parsePosition('v2~n4')).toMatchObject({ ok: false, error: { code: 'notation.bad-version' } });
    expect(parsePosition(42)).toMatchObject({ ok: false, error: { code: 'notation.not-a-string' } });
  });
  it('property: parse(make(p)) = p', () => {
    const pos = fc
      .record({
        players: fc.constantFrom(3, 4, 5),
        dealer: fc.nat(4),
        trump: fc.constantFrom('S', 'H', 'D', 'C'),
        dealNo: fc.integer({ min: 1, max: 30 }),
        cards: fc.shuffledSubarray([...PACK], { minLength: 12, maxLength: 12 }),
        handLen: fc.integer({ min: 0, max: 5 }),
        trickLen: fc.integer({ min: 0, max: 2 }),
        playedLen: fc.integer({ min: 0, max: 4 }),
        flags: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
        scores: fc.array(fc.integer({ min: -3, max: 10 }), { minLength: 5, maxLength: 5 }),
      })
      .map((r): DrillPosition => {
        const n = r.players as 3 | 4 | 5;
        const participants = Array.from({ length: n }, (_, i) => i);
        const trickLen = Math.min(r.trickLen, n - 1);
        const seat = (r.dealer % n + 1 + trickLen) % n;
        const lead = (seat - trickLen + n) % n;
        return {
          players: n,
          dealer: r.dealer % n,
          trump: r.trump as DrillPosition['trump'],
          seat,
          dealNo: r.dealNo,
          knocker: r.flags[0] ? lead : null,
          participants,
          hand: r.cards.slice(0, r.handLen),
          trick: r.cards.slice(5, 5 + trickLen).map((card, i) => ({ seat: (lead + i) % n, card })),
          played: r.flags[1] ? [] : r.cards.slice(8, 8 + r.playedLen),
          openingLead: r.flags[1] && trickLen === 0,
          trumfmant: r.flags[2],
          scores: r.flags[2] ? r.scores.slice(0, n) : null,
          upcard: null,
        };
      });
    fc.assert(
      fc.property(pos, (p) => {
        const m = makePosition(p);
        if (!m.ok) throw new Error(JSON.stringify(m.error));
        expect(parsePosition(m.value)).toEqual({ ok: true, value: p });
      }),
      { numRuns: 150 },
    );
  });
});

describe('whole games', () => {
  it('property: parse(make(game)) replays to the same state (random rules, random play)', () => {
    const rulesArb = fc.record(Object.fromEntries(RULE_KEYS.map((k) => [k, fc.constantFrom(...(RULE_OPTIONS[k] as readonly unknown[]))])));
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(3, 4, 5), rulesArb, fc.integer({ min: 0, max: 120 }), fc.boolean(), (seed, players, rules, steps, stacked) => {
        const g = newGame({ seed, players, rules, ...(stacked ? { start: { scores: Array.from({ length: players }, () => 3), dealsPlayed: 4 } } : {}) });
        if (!g.ok) throw new Error(JSON.stringify(g.error));
        let s: GameState = g.value;
        let x = seed;
        for (let i = 0; i < steps && s.stage !== 'game-over'; i++) {
          const acts = legalActions(s);
          x = (Math.imul(x, 1103515245) + 12345) | 0;
          let a = acts[(x >>> 8) % acts.length] as GameAction;
          if (a.type === 'deal' && stacked && i === 0) a = { type: 'deal', pack: [...PACK].reverse() };
          const r = apply(s, a);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          s = r.value;
        }
        const text = makeGame(s);
        if (!text.ok) throw new Error();
        expect(parseGame(text.value)).toEqual({ ok: true, value: s });
      }),
      { numRuns: 100 },
    );
  });
  it('refuses illegal action lists with the index', () => {
    expect(parseGame('g1~n1~p4~d3~aD.K2')).toMatchObject({ ok: false, error: { code: 'notation.illegal-action', index: 1 } });
    expect(parseGame('g1~n1~p4~d3~aD.X')).toMatchObject({ ok: false, error: { code: 'notation.bad-action', index: 1 } });
    expect(parseGame('g1~n1~p7~d3')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'p' } });
  });
});
