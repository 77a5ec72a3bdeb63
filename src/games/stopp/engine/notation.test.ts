import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_PACK } from '../../../shared/cards/model';
import { nextBelow, rngFromSeed, toGenerator } from '../../../shared/random/rng';
import { apply, legalActions, newGame } from './game';
import { makeGame, makePosition, makeRulesText, parseGame, parsePosition, parseRulesText, type DrillPosition } from './notation';
import { RULE_KEYS, RULE_OPTIONS, type Rules } from './rules';

const rulesArb = fc.record(Object.fromEntries(RULE_KEYS.map((k) => [k, fc.constantFrom(...(RULE_OPTIONS[k] as unknown[]))]))) as fc.Arbitrary<Rules>;

describe('drill positions', () => {
  it('the documented example parses', () => {
    const p = parsePosition('s1~n4~m0~hAH.3H.2C-6-5-4~t1~p0-5H~xKD.QD~rf1');
    expect(p.ok && p.value).toEqual({ players: 4, seat: 0, hands: [['AH', '3H', '2C'], 6, 5, 4], turn: 1, pile: [{ seat: 0, card: '5H' }], stoppedSince: [], turned: ['KD', 'QD'], rules: { solo_continue: true } });
  });
  it('refuses malformed text with codes', () => {
    for (const t of ['', 's2~n4', 's1~n4~hAH-1-1-1', 's1~n4~hAH-1-1-1~t9', 's1~n4~hAH.AH-1-1-1~t0', 's1~n2~hAH-1~t0~p0-5H.1-4H', 's1~n2~hAH-1~t0~q', 's1 x']) {
      expect(parsePosition(t).ok).toBe(false);
    }
  });
  it('parse(make(x)) = x', () => {
    const arb = fc.record({ n: fc.integer({ min: 2, max: 6 }), perm: fc.shuffledSubarray([...FULL_PACK], { minLength: 52, maxLength: 52 }), sizes: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 6, maxLength: 6 }), hidden: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), pileLen: fc.integer({ min: 0, max: 4 }), turned: fc.integer({ min: 0, max: 5 }), seat: fc.option(fc.integer({ min: 0, max: 5 })), rules: rulesArb });
    fc.assert(
      fc.property(arb, (a) => {
        let k = 0;
        const take = (m: number) => a.perm.slice(k, (k += m));
        const hands = Array.from({ length: a.n }, (_, i) => {
          const size = a.sizes[i] as number;
          return a.hidden[i] && size > 0 ? size : take(size);
        });
        // A pile: one suit, rising.
        const suit = 'H';
        const pileCards = FULL_PACK.filter((c) => c[1] === suit && !a.perm.slice(0, k).includes(c)).reverse().slice(0, a.pileLen);
        const pile = pileCards.map((card, i) => ({ seat: i % a.n, card }));
        const used = new Set([...a.perm.slice(0, k), ...pileCards]);
        const turned = FULL_PACK.filter((c) => !used.has(c) && c[1] === 'S').slice(0, a.turned);
        const pos: DrillPosition = { players: a.n, seat: a.seat === null ? null : a.seat % a.n, hands, turn: 0, pile, stoppedSince: pile.length > 0 && a.n > 2 ? [1] : [], turned, rules: {} };
        const t = makePosition(pos);
        expect(t.ok).toBe(true);
        if (!t.ok) return;
        const back = parsePosition(t.value);
        expect(back).toEqual({ ok: true, value: pos });
      }),
      { numRuns: 150 },
    );
  });
  it('rule options round-trip', () => {
    fc.assert(
      fc.property(rulesArb, (r) => {
        const p = parseRulesText(makeRulesText(r));
        expect(p.ok).toBe(true);
        if (p.ok) for (const k of RULE_KEYS) expect(p.value[k] ?? RULE_OPTIONS[k][0]).toEqual(r[k]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('whole games', () => {
  it('parse(make(game)) replays to the same state', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 6 }), fc.option(fc.integer({ min: 0, max: 5 })), rulesArb, fc.integer({ min: 0, max: 200 }), fc.boolean(), (seed, players, fd, rules, steps, stacked) => {
        const g = newGame({ seed, players, rules, ...(fd === null ? {} : { firstDealer: fd % players }) });
        expect(g.ok).toBe(true);
        if (!g.ok) return;
        let s = g.value;
        const gen = toGenerator(rngFromSeed(seed));
        for (let i = 0; i < steps && s.stage !== 'game-over'; i++) {
          const acts = legalActions(s);
          let a = acts[nextBelow(gen, acts.length)];
          if (stacked && a?.type === 'deal') a = { type: 'deal', pack: [...FULL_PACK].reverse() };
          const r = apply(s, a);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          s = r.value;
        }
        const t = makeGame(s);
        expect(t.ok).toBe(true);
        if (t.ok) expect(parseGame(t.value)).toEqual({ ok: true, value: s });
      }),
      { numRuns: 80 },
    );
  });
  it('refuses illegal action lists with the index', () => {
    expect(parseGame('g1~n1~p4~f0~aD.1AS')).toMatchObject({ ok: false, error: { code: 'notation.illegal-action', index: 1 } });
    expect(parseGame('g1~n1~p9')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'p' } });
    expect(parseGame('g1~n1~p4~aX')).toMatchObject({ ok: false, error: { code: 'notation.bad-action', index: 0 } });
  });
});
