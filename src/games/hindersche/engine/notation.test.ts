import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { SUITS } from '../../../shared/cards/model';
import { PACK } from './cards';
import { apply, legalActions, newGame, type GameState } from './game';
import { makeDrill, makeGame, makeRulesCode, parseDrill, parseGame, parseRulesCode, type DrillPosition } from './notation';
import { nextBelow } from './rng';
import { DEFAULT_RULES, RULE_OPTIONS, makeRules, type Rules } from './rules';
import type { Seat } from './types';

const URL_SAFE = /^[A-Za-z0-9\-._~]*$/;

const drillArb: fc.Arbitrary<DrillPosition> = fc
  .record({
    active: fc.subarray<Seat>([0, 1, 2, 3], { minLength: 2, maxLength: 4 }),
    seatI: fc.nat(3),
    leaderI: fc.nat(3),
    cards: fc.shuffledSubarray([...PACK], { minLength: 36, maxLength: 36 }),
    h: fc.integer({ min: 0, max: 9 }),
    k: fc.integer({ min: 0, max: 4 }),
    x: fc.integer({ min: 0, max: 20 }),
    trump: fc.constantFrom(...SUITS),
    upcard: fc.option(fc.constantFrom(...PACK), { nil: undefined }),
  })
  .map(({ active, seatI, leaderI, cards, h, k, x, trump, upcard }) => {
    const leader = active[leaderI % active.length] as Seat;
    const rot = [...active.filter((s) => s >= leader), ...active.filter((s) => s < leader)];
    const kk = Math.min(k, active.length);
    const trick = cards.slice(h, h + kk).map((card, i) => ({ seat: rot[i] as Seat, card }));
    const p: DrillPosition = { trump, seat: active[seatI % active.length] as Seat, active, leader, hand: cards.slice(0, h), trick, played: cards.slice(h + kk, h + kk + x) };
    if (upcard !== undefined) p.upcard = upcard;
    return p;
  });

describe('drill notation', () => {
  it('reads the documented example', () => {
    expect(parseDrill('v1~tS~s2~a0123~l0~hJS.AC.7H~k0-8H.1-9H~xAS.KS.QS.TS~uQD')).toEqual({
      ok: true,
      value: {
        trump: 'S',
        seat: 2,
        active: [0, 1, 2, 3],
        leader: 0,
        hand: ['JS', 'AC', '7H'],
        trick: [
          { seat: 0, card: '8H' },
          { seat: 1, card: '9H' },
        ],
        played: ['AS', 'KS', 'QS', 'TS'],
        upcard: 'QD',
      },
    });
  });
  it('round-trips: parse(make(x)) = x, and make gives URL-safe text', () => {
    fc.assert(
      fc.property(drillArb, (p) => {
        const text = makeDrill(p);
        expect(text).toMatch(URL_SAFE);
        expect(parseDrill(text)).toEqual({ ok: true, value: p });
      }),
      { numRuns: 500 },
    );
  });
  it('refuses malformed text with a notation error', () => {
    const bad: [string, string][] = [
      ['', 'notation.bad-version'],
      ['v2~tS', 'notation.bad-version'],
      ['v1~tS~s2~a0123~l0~h~tH', 'notation.duplicate-field'],
      ['v1~tS~s2~a0123~l0', 'notation.missing-field'],
      ['v1~tX~s2~a0123~l0~h', 'notation.bad-field'],
      ['v1~tS~s2~a0213~l0~h', 'notation.bad-field'],
      ['v1~tS~s2~a01~l0~h', 'notation.bad-field'],
      ['v1~tS~s2~a0123~l0~hAS.AS', 'notation.duplicate-card'],
      ['v1~tS~s2~a0123~l0~hAS~k1-8H', 'notation.bad-trick-order'],
      ['v1~tS~s2~a0123~l0~hAS~z1', 'notation.unknown-field'],
      ['v1 tS', 'notation.bad-characters'],
    ];
    for (const [text, code] of bad) expect(parseDrill(text)).toMatchObject({ ok: false, error: { code } });
    expect(parseDrill(42)).toMatchObject({ ok: false, error: { code: 'notation.not-a-string' } });
  });
  it('never throws on fuzzed input', () => {
    const valid = makeDrill({ trump: 'H', seat: 1, active: [0, 1, 3], leader: 3, hand: ['JH', '6D'], trick: [{ seat: 3, card: '9C' }], played: ['AC'] });
    const mutated = fc.tuple(fc.nat(valid.length), fc.nat(valid.length), fc.string({ maxLength: 6 })).map(([a, b, ins]) => valid.slice(0, Math.min(a, b)) + ins + valid.slice(Math.max(a, b)));
    fc.assert(
      fc.property(fc.oneof(fc.string(), mutated, fc.anything()), (text) => {
        const r = parseDrill(text);
        if (r.ok) expect(parseDrill(makeDrill(r.value))).toEqual(r);
        else expect(r.error.code).toMatch(/^notation\./);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('rules code', () => {
  it('gives each option of each switch its own code', () => {
    for (const [k, opts] of Object.entries(RULE_OPTIONS)) {
      if (k === 'VP22') continue;
      for (const v of opts as readonly unknown[]) {
        const r = makeRules({ [k]: v });
        if (!r.ok) throw new Error();
        expect({ ...DEFAULT_RULES, ...parseRulesCode(makeRulesCode(r.value)) }).toEqual(r.value);
      }
    }
    expect(makeRulesCode({ ...DEFAULT_RULES })).toBe('');
    expect(makeRulesCode({ ...DEFAULT_RULES, VP01: 'B', VP05: 'follows-printed-suit', VP22: 12 } as Rules)).toBe('01B.05F.2212');
    expect(parseRulesCode('99A')).toBeNull();
    expect(parseRulesCode('01B.01A')).toBeNull();
  });
});

function randomStates(seed: number, count: number, opts: Partial<Parameters<typeof newGame>[0]>): GameState[] {
  const g = newGame({ seed, firstDealer: (seed % 4) as Seat, ...opts });
  if (!g.ok) throw new Error();
  const gen = xoroshiro128plus(seed);
  let s = g.value;
  const out: GameState[] = [s];
  while (s.stage !== 'rubber-over' && out.length < count) {
    const acts = legalActions(s);
    const a = acts[nextBelow(gen, acts.length)];
    const r = apply(s, a);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
    out.push(s);
  }
  return out;
}

describe('game notation', () => {
  it('round-trips game states: parse(make(s)) = s', () => {
    const opts = [
      {},
      { rules: { VP01: 'B', VP13: 'B', VP22: 1 }, schleipfen: true, tariff: 2.5 },
      { rules: { VP05: 'follows-printed-suit', VP09: 'A', VP08: 'B' }, tariff: 0 },
    ] as const;
    opts.forEach((o, i) => {
      const states = randomStates(17 + i, 700, o as Partial<Parameters<typeof newGame>[0]>);
      for (const s of [states[0], states[1], states[40], states[states.length - 1]]) {
        if (!s) continue;
        const text = makeGame(s);
        expect(text).toMatch(URL_SAFE);
        expect(parseGame(text)).toEqual({ ok: true, value: s });
      }
    });
  });
  it('round-trips stacked-pack deals and negative seeds', () => {
    const g = newGame({ seed: -5, firstDealer: 3 });
    if (!g.ok) throw new Error();
    const r = apply(g.value, { type: 'deal', pack: [...PACK].reverse() });
    if (!r.ok) throw new Error();
    const text = makeGame(r.value);
    expect(text.startsWith('g1~n-5~f3~aD6C7C')).toBe(true);
    expect(parseGame(text)).toEqual({ ok: true, value: r.value });
  });
  it('refuses malformed or illegal records', () => {
    expect(parseGame('g1~n1')).toMatchObject({ ok: false, error: { code: 'notation.missing-field', field: 'f' } });
    expect(parseGame('g1~n01~f0')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'n' } });
    expect(parseGame('g1~n1~f0~p1')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'p' } });
    expect(parseGame('g1~n1~f0~aD.2AS')).toMatchObject({ ok: false, error: { code: 'notation.illegal-action', index: 1 } });
    expect(parseGame('g1~n1~f0~aD.Q')).toMatchObject({ ok: false, error: { code: 'notation.bad-action', index: 1 } });
    expect(parseGame('g1~n1~f0~r01Z')).toMatchObject({ ok: false, error: { code: 'notation.bad-field', field: 'r' } });
  });
  it('never throws on fuzzed input', () => {
    const states = randomStates(5, 60, { schleipfen: true });
    const valid = makeGame(states[states.length - 1] as GameState);
    const mutated = fc.tuple(fc.nat(valid.length), fc.nat(valid.length), fc.string({ maxLength: 6 })).map(([a, b, ins]) => valid.slice(0, Math.min(a, b)) + ins + valid.slice(Math.max(a, b)));
    fc.assert(
      fc.property(fc.oneof(fc.string(), mutated, fc.anything()), (text) => {
        const r = parseGame(text);
        if (r.ok) expect(parseGame(makeGame(r.value))).toEqual(r);
        else expect(r.error.code).toMatch(/^notation\./);
      }),
      { numRuns: 300 },
    );
  });
});
