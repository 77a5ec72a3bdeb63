import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packOf } from './cards';
import { makeRules, RULE_OPTIONS, type Rules } from './rules';
import { makeDrill, makeGame, makeRulesCode, parseDrill, parseGame, parseRulesCode, type DrillPosition } from './notation';
import { apply, legalActions, newGame, type GameAction, type GameState } from './game';

const rulesArb: fc.Arbitrary<Rules> = fc
  .record({
    variant: fc.constantFrom(...RULE_OPTIONS.variant),
    rankOrder: fc.constantFrom(...RULE_OPTIONS.rankOrder),
    jokers: fc.constantFrom(...RULE_OPTIONS.jokers),
    sequences: fc.boolean(),
    target: fc.integer({ min: 1, max: 1000 }),
    tieBreak: fc.constantFrom(...RULE_OPTIONS.tieBreak),
    presidentReturns: fc.constantFrom(...RULE_OPTIONS.presidentReturns),
    runMinLength: fc.constantFrom(...RULE_OPTIONS.runMinLength),
    runWrap: fc.constantFrom(...RULE_OPTIONS.runWrap),
    runMaxLength: fc.constantFrom(...RULE_OPTIONS.runMaxLength),
    runSetAnswers: fc.constantFrom(...RULE_OPTIONS.runSetAnswers),
    runOrder: fc.constantFrom(...RULE_OPTIONS.runOrder),
    jokersInRuns: fc.boolean(),
  })
  .map((p) => {
    const r = makeRules(p);
    if (!r.ok) throw new Error('rules');
    return r.value;
  });

describe('notation', () => {
  it('rules code round trip', () => {
    fc.assert(fc.property(rulesArb, (r) => {
        expect(parseRulesCode(makeRulesCode(r))).toEqual({ ok: true, value: r });
      }), { numRuns: 150 });
    const t = makeRules({ variant: 'trouduc' });
    expect(t.ok && makeRulesCode(t.value)).toBe('V1');
  });
  it('rules code of the run options (OP10, OP11): A wrap, G longest run, Q runs and sets, N run order', () => {
    const r = makeRules({ sequences: true, runWrap: 'allowed', runMaxLength: 4, runSetAnswers: 'same-size', runOrder: 'natural', rankOrder: 'two-high' });
    if (!r.ok) throw new Error('rules');
    expect(makeRulesCode(r.value)).toBe('O1.S1.A1.G1.Q1.N1');
    expect(parseRulesCode('O1.S1.A1.G1.Q1.N1')).toEqual({ ok: true, value: r.value });
    expect(parseRulesCode('A2')).toMatchObject({ ok: false, error: { code: 'notation.bad-rules' } });
    expect(parseRulesCode('S1.A1.A0')).toMatchObject({ ok: false, error: { code: 'notation.bad-rules' } });
  });
  it('whole-game round trip under the other run readings', () => {
    const all: Partial<Rules>[] = [
      { sequences: true, runWrap: 'allowed' },
      { sequences: true, runMaxLength: 4 },
      { sequences: true, runSetAnswers: 'same-size' },
      { sequences: true, rankOrder: 'two-high', runOrder: 'natural' },
    ];
    for (const [i, rules] of all.entries()) {
      const g = newGame({ seed: 40 + i, players: 4, rules });
      if (!g.ok) throw new Error('game');
      let s: GameState = g.value;
      for (let k = 0; k < 60; k++) {
        const acts = legalActions(s, { distinct: true });
        if (acts.length === 0) break;
        // Prefer the longest play, so runs (and, with the options, wrapped or mixed answers) turn up.
        const act = [...acts].sort((a, b) => (b.type === 'play' ? b.cards.length : 0) - (a.type === 'play' ? a.cards.length : 0))[0] as GameAction;
        const r = apply(s, act);
        if (!r.ok) throw new Error('refused');
        s = r.value;
      }
      const text = makeGame(s);
      expect(text).toContain(`~r${makeRulesCode(s.rules)}~`);
      const back = parseGame(text);
      expect(back.ok && back.value).toEqual(s);
    }
  });
  it('drill position round trip: parse(make(x)) = x', () => {
    const drill: fc.Arbitrary<DrillPosition> = fc
      .tuple(fc.constantFrom(3, 4, 5, 6), fc.shuffledSubarray(packOf(2), { minLength: 2, maxLength: 30 }), rulesArb, fc.nat(), fc.boolean())
      .map(([players, cards, rules, k, withLast]) => {
        const seat = k % players;
        const seating = Array.from({ length: players }, (_, i) => (i + k) % players);
        const hand = cards.slice(0, Math.min(10, cards.length - 1));
        const lastCards = cards.slice(hand.length, hand.length + 1);
        const played = cards.slice(hand.length + 1);
        const counts = Array.from({ length: players }, (_, i) => (i === seat ? hand.length : (i * 3 + k) % 13));
        const lastSeat = (seat + 1) % players;
        return {
          players,
          seat,
          seating,
          hand,
          counts,
          last: withLast ? { seat: lastSeat, cards: lastCards, declared: null } : null,
          passed: withLast ? [(seat + 2) % players].filter((p) => p !== lastSeat) : [],
          played,
          rules,
        };
      });
    fc.assert(fc.property(drill, (d) => {
        expect(parseDrill(makeDrill(d))).toEqual({ ok: true, value: d });
      }), { numRuns: 150 });
  });
  it('refuses bad drills with codes', () => {
    expect(parseDrill('v1~n4~s2')).toMatchObject({ ok: false, error: { code: 'notation.missing-field' } });
    expect(parseDrill('v2~n4')).toMatchObject({ ok: false, error: { code: 'notation.bad-version' } });
    expect(parseDrill('v1~n4~s2~q0123~hAS.AS~c1.1.2.1')).toMatchObject({ ok: false });
    expect(parseDrill(42)).toMatchObject({ ok: false, error: { code: 'notation.not-a-string' } });
    expect(parseDrill('v1~n4~s0~q0123~hAS~c1.3.3.3~l1-9S.9H-9')).toMatchObject({ ok: true, value: { last: { seat: 1, declared: '9' } } });
  });
});
