import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { packOf, type PCard } from './cards';
import { beats, cardStatuses, classifyCombo, enumeratePlays, judgeBeat, type Combo } from './combos';
import { DEFAULT_RULES, makeRules, type Rules } from './rules';

// Property tests play many whole games: give them room on a busy machine (the default 5 s is for unit tests).
vi.setConfig({ testTimeout: 60_000 });

const rules = (p: Partial<Rules> = {}): Rules => {
  const r = makeRules(p);
  if (!r.ok) throw new Error('rules');
  return r.value;
};
const base = rules();
const trouduc = rules({ variant: 'trouduc' });
const seq = rules({ sequences: true });
const combo = (cards: string[], r: Rules = base, d?: string): Combo => {
  const c = classifyCombo(cards, r, d);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  return c.value;
};

describe('combination builder (spec 5.2)', () => {
  it('accepts 1-4 cards of one rank', () => {
    expect(combo(['7S'])).toMatchObject({ type: 'set', count: 1, rank: '7' });
    expect(combo(['7S', '7H', '7D', '7C'])).toMatchObject({ count: 4, rank: '7' });
  });
  it('rejects mixed ranks, empty plays, duplicates and non-cards with codes', () => {
    expect(classifyCombo(['7S', '8S'], base)).toMatchObject({ ok: false, error: { code: 'combo.mixed-ranks', ranks: ['7', '8'] } });
    expect(classifyCombo([], base)).toMatchObject({ ok: false, error: { code: 'combo.empty' } });
    expect(classifyCombo(['7S', '7S'], base)).toMatchObject({ ok: false, error: { code: 'combo.duplicate-card' } });
    expect(classifyCombo(['XX'], base)).toMatchObject({ ok: false, error: { code: 'combo.not-a-card' } });
  });
  it('runs only with sequences: consecutive, no wrap, no repeated rank', () => {
    expect(combo(['5S', '6H', '7D'], seq)).toMatchObject({ type: 'run', count: 3, rank: '7', low: '5' });
    expect(classifyCombo(['5S', '6H'], base)).toMatchObject({ ok: false, error: { code: 'combo.mixed-ranks' } });
    expect(classifyCombo(['KS', 'AH', '2D'], seq)).toMatchObject({ ok: false, error: { code: 'combo.run-wraps' } });
    expect(classifyCombo(['KS', 'AH', '3D'], seq)).toMatchObject({ ok: false, error: { code: 'combo.run-gap' } });
    expect(classifyCombo(['5S', '5H', '6D'], seq)).toMatchObject({ ok: false, error: { code: 'combo.run-repeated-rank' } });
    expect(classifyCombo(['5S', '6H'], rules({ sequences: true, runMinLength: 3 }))).toMatchObject({ ok: false, error: { code: 'combo.run-too-short' } });
  });
  it('under the 2-high order K-A-2 is a run (OP11)', () => {
    expect(combo(['AS', '2H'], rules({ sequences: true, rankOrder: 'two-high' }))).toMatchObject({ type: 'run', rank: '2', low: 'A' });
    expect(classifyCombo(['2S', '3H'], rules({ sequences: true, rankOrder: 'two-high' }))).toMatchObject({ ok: false, error: { code: 'combo.run-wraps' } });
    expect(combo(['KS', 'AH', '2D'], rules({ sequences: true, rankOrder: 'two-high' }))).toMatchObject({ type: 'run', rank: '2' });
  });
  it('Joker: highest single; wild in sets; Joker-only sets name a rank (OP12)', () => {
    expect(combo(['JK'], trouduc)).toMatchObject({ rank: 'JK', power: 13 });
    expect(combo(['TS', 'JK'], trouduc)).toMatchObject({ rank: 'T', jokers: 1 });
    expect(classifyCombo(['JKR', 'JKB'], trouduc)).toMatchObject({ ok: false, error: { code: 'combo.joker-needs-rank' } });
    expect(combo(['JKR', 'JKB'], trouduc, '9')).toMatchObject({ rank: '9', jokers: 2 });
    expect(classifyCombo(['TS', 'JK'], trouduc, '9')).toMatchObject({ ok: false, error: { code: 'combo.declared-rank-mismatch' } });
  });
  it('Jokers in runs only when the house allows it', () => {
    expect(classifyCombo(['5S', 'JK', '7D'], rules({ variant: 'trouduc', sequences: true }))).toMatchObject({ ok: false, error: { code: 'combo.joker-in-run' } });
    expect(combo(['5S', 'JK', '7D'], rules({ variant: 'trouduc', sequences: true, jokersInRuns: true }))).toMatchObject({ type: 'run', rank: '7', jokers: 1 });
  });
});

describe('beat-or-pass (spec 5.3, V2, V4)', () => {
  const v = (p: string[], n: string[], r: Rules = base, d: { previous?: string; next?: string } = {}) => {
    const x = beats(p, n, r, d);
    if (!x.ok) throw new Error(JSON.stringify(x.error));
    return x.value;
  };
  it('same count, higher rank beats; equal rank does not; wrong counts are flagged', () => {
    expect(v(['9S', '9H'], ['QS', 'QH'])).toMatchObject({ beats: true, reason: { code: 'beat.higher-rank' } });
    expect(v(['9S'], ['9H'])).toMatchObject({ beats: false, reason: { code: 'beat.equal-rank' } });
    expect(v(['9S', '9H'], ['KS', 'KH', 'KD'])).toMatchObject({ beats: false, reason: { code: 'beat.wrong-count', need: 2, got: 3 } });
    expect(v(['9S', '9H', '9D'], ['KS', 'KH'])).toMatchObject({ beats: false, reason: { code: 'beat.wrong-count' } });
    expect(v(['9S'], ['3H'])).toMatchObject({ beats: false, reason: { code: 'beat.lower-rank' } });
  });
  it('four of a kind only by a higher four (OP15)', () => {
    expect(v(['4S', '4H', '4D', '4C'], ['5S', '5H', '5D', '5C']).beats).toBe(true);
    expect(v(['4S', '4H', '4D', '4C'], ['AS']).beats).toBe(false);
  });
  it('runs: same length, higher top; overlap allowed; sets and runs never answer each other', () => {
    expect(v(['TS', 'JH'], ['JD', 'QC'], seq).beats).toBe(true);
    expect(v(['TS', 'JH'], ['KD', 'AC'], seq).beats).toBe(true);
    expect(v(['TS', 'JH'], ['KS', 'KH'], seq)).toMatchObject({ beats: false, reason: { code: 'beat.set-on-run' } });
    expect(v(['KS', 'KH'], ['TS', 'JH'], seq)).toMatchObject({ beats: false, reason: { code: 'beat.run-on-set' } });
    expect(v(['TS', 'JH'], ['9D', 'TC', 'JC'], seq)).toMatchObject({ beats: false, reason: { code: 'beat.wrong-count' } });
  });
  it('Trouduc: Joker over Ace, 2 high option, natural over wild, two Jokers', () => {
    expect(v(['AS'], ['JK'], trouduc).beats).toBe(true);
    expect(v(['JK'], ['AS'], trouduc).beats).toBe(false);
    expect(v(['AS'], ['2C'], rules({ variant: 'trouduc', rankOrder: 'two-high' })).beats).toBe(true);
    expect(v(['AS'], ['2C'], trouduc).beats).toBe(false);
    expect(v(['TS', 'JK'], ['TH', 'TD'], trouduc, { previous: 'T' })).toMatchObject({ beats: true, reason: { code: 'beat.natural-over-wild' } });
    expect(v(['TH', 'TD'], ['TS', 'JK'], trouduc)).toMatchObject({ beats: false, reason: { code: 'beat.weaker-wild' } });
    expect(v(['8S', '8H', 'JKR'], ['8D', '8C', 'JKB'], trouduc)).toMatchObject({ beats: true, reason: { code: 'beat.higher-joker' } });
    expect(v(['8S', '8H', 'JKR'], ['8D', '8C', 'JKB'], rules({ variant: 'trouduc', highJoker: 'red' })).beats).toBe(false);
    expect(v(['JKR'], ['JKB'], trouduc).beats).toBe(true);
    expect(v(['8S', 'JKR', 'JKB'], ['8D', '8C', 'JKR'], trouduc, { previous: '8' })).toMatchObject({ beats: true, reason: { code: 'beat.fewer-jokers' } });
  });
  it('bad previous or new plays are coded errors', () => {
    expect(beats(['9S', '8S'], ['QS'], base)).toMatchObject({ ok: false, error: { code: 'beats.bad-previous' } });
    expect(beats(['9S'], 'x', base)).toMatchObject({ ok: false, error: { code: 'beats.bad-new' } });
  });
});

describe('legal plays and greyed-out cards', () => {
  it('lists every suit choice of a higher rank with the right count', () => {
    const hand: PCard[] = ['3S', 'QS', 'QH', 'QD', 'KS', 'AS', 'AH'];
    const last = combo(['9S', '9H']);
    const plays = enumeratePlays(hand, last, base);
    expect(plays.map((p) => p.cards.join(' '))).toEqual(['QS QH', 'QS QD', 'QH QD', 'AS AH']);
    expect(enumeratePlays(hand, last, base, { distinct: true }).map((p) => p.combo.rank)).toEqual(['Q', 'A']);
  });
  it('explains every card that cannot be played', () => {
    const s = cardStatuses(['3S', '9D', 'KS', 'QS', 'QH', 'AS'], combo(['9S', '9H']), base);
    expect(s.map((x) => [x.card, x.reason.code])).toEqual([
      ['3S', 'card.too-low'],
      ['9D', 'card.equal-rank'],
      ['KS', 'card.not-enough-cards'],
      ['QS', 'card.can-beat'],
      ['QH', 'card.can-beat'],
      ['AS', 'card.not-enough-cards'],
    ]);
  });
  it('every enumerated play is valid and beats; no distinct shape is missed (property)', () => {
    const pack = packOf(1);
    fc.assert(
      fc.property(fc.shuffledSubarray(pack, { minLength: 1, maxLength: 14 }), fc.shuffledSubarray(pack, { minLength: 1, maxLength: 3 }), fc.boolean(), (hand, prev, s) => {
        const r = rules({ variant: 'trouduc', sequences: s });
        const p = classifyCombo(prev, r, '9');
        const last = p.ok ? p.value : null;
        const all = enumeratePlays(hand, last, r);
        for (const x of all) {
          const c = classifyCombo(x.cards, r, x.declared);
          expect(c.ok).toBe(true);
          if (c.ok && last) expect(judgeBeat(last, c.value).beats).toBe(true);
          for (const card of x.cards) expect(hand).toContain(card);
        }
        const distinct = enumeratePlays(hand, last, r, { distinct: true });
        const keys = new Set(all.map((x) => `${x.combo.type}${x.combo.count}${x.combo.power}${x.combo.quality}`));
        expect(new Set(distinct.map((x) => `${x.combo.type}${x.combo.count}${x.combo.power}${x.combo.quality}`))).toEqual(keys);
      }),
      { numRuns: 150 },
    );
  });
  it('defaults are the spec defaults', () => {
    expect(DEFAULT_RULES).toMatchObject({ rankOrder: 'ace-high', jokers: 0, exchangeCards: 3, sequences: false, target: 15 });
    expect(trouduc).toMatchObject({ jokers: 1, exchangeCards: 1, scoring: 'trouduc', target: 11 });
  });
});

describe('run details (OP10) and the order of runs (OP11)', () => {
  const wrap = rules({ sequences: true, runWrap: 'allowed' });
  it('wrap-around: K-A-2 is a run only with runWrap, and ranks by its top card (the 2) as the lowest run of three', () => {
    expect(classifyCombo(['KS', 'AH', '2D'], seq)).toMatchObject({ ok: false, error: { code: 'combo.run-wraps' } });
    expect(combo(['KS', 'AH', '2D'], wrap)).toMatchObject({ type: 'run', rank: '2', low: 'K', count: 3 });
    expect(combo(['QS', 'KS', 'AH', '2D', '3C'], wrap)).toMatchObject({ rank: '3', low: 'Q' });
    expect(beats(['KS', 'AH', '2D'], ['AS', '2H', '3D'], wrap)).toMatchObject({ ok: true, value: { beats: true } });
    expect(beats(['2S', '3H', '4D'], ['KS', 'AH', '2D'], wrap)).toMatchObject({ ok: true, value: { beats: false, reason: { code: 'beat.lower-rank' } } });
    expect(beats(['KS', 'AH', '2D'], ['QS', 'KH', 'AD'], wrap)).toMatchObject({ ok: true, value: { beats: true } });
    // Still no repeated rank and no gap, corner or not.
    expect(classifyCombo(['KS', 'AH', '3D'], wrap)).toMatchObject({ ok: false, error: { code: 'combo.run-gap' } });
    const leads = enumeratePlays(['KS', 'AS', '2S'], null, wrap).map((p) => p.combo).filter((c) => c.type === 'run');
    expect(leads.map((c) => `${c.low}-${c.rank}`).sort()).toEqual(['A-2', 'K-2', 'K-A']);
    expect(enumeratePlays(['KS', 'AS', '2S'], null, seq).filter((p) => p.combo.type === 'run').map((p) => `${p.combo.low}-${p.combo.rank}`)).toEqual(['K-A']);
  });
  it('wrap-around with a Joker in the run', () => {
    const r = rules({ sequences: true, runWrap: 'allowed', jokers: 1, jokersInRuns: true });
    expect(combo(['AS', '2S', 'JK'], r, '2')).toMatchObject({ type: 'run', rank: '2', low: 'K', jokers: 1 });
    expect(combo(['2S', '3S', 'JK'], r, '3')).toMatchObject({ type: 'run', rank: '3', low: 'A' });
    expect(classifyCombo(['2S', '3S', 'JK'], rules({ sequences: true, jokers: 1, jokersInRuns: true }), '3')).toMatchObject({ ok: false });
  });
  it('maximum length: with runMaxLength 4 a run has at most four cards, like a set', () => {
    const four = rules({ sequences: true, runMaxLength: 4 });
    expect(combo(['5S', '6H', '7D', '8C'], four)).toMatchObject({ count: 4 });
    expect(classifyCombo(['5S', '6H', '7D', '8C', '9S'], four)).toMatchObject({ ok: false, error: { code: 'combo.run-too-long', count: 5, max: 4 } });
    expect(combo(['5S', '6H', '7D', '8C', '9S'], seq)).toMatchObject({ count: 5 });
    const hand = ['5S', '6H', '7D', '8C', '9S', 'TS'] as PCard[];
    expect(Math.max(...enumeratePlays(hand, null, four).map((p) => p.combo.count))).toBe(4);
    expect(Math.max(...enumeratePlays(hand, null, seq).map((p) => p.combo.count))).toBe(6);
  });
  it('runs and sets answer each other only with runSetAnswers same-size: same number of cards, higher top card', () => {
    const mixed = rules({ sequences: true, runSetAnswers: 'same-size' });
    expect(beats(['9S', '9H'], ['TS', 'JS'], seq)).toMatchObject({ ok: true, value: { beats: false, reason: { code: 'beat.run-on-set' } } });
    expect(beats(['9S', '9H'], ['TS', 'JS'], mixed)).toMatchObject({ ok: true, value: { beats: true, reason: { code: 'beat.higher-rank', rank: 'J', over: '9' } } });
    expect(beats(['TS', 'JS'], ['QS', 'QH'], mixed)).toMatchObject({ ok: true, value: { beats: true } });
    expect(beats(['TS', 'JS'], ['JD', 'JH'], mixed)).toMatchObject({ ok: true, value: { beats: false, reason: { code: 'beat.equal-rank' } } });
    expect(beats(['9S', '9H'], ['TS', 'JS', 'QS'], mixed)).toMatchObject({ ok: true, value: { beats: false, reason: { code: 'beat.wrong-count' } } });
    const last = combo(['8S', '8H'], mixed);
    const answers = enumeratePlays(['KS', 'AS', '9D', '9C', '4H'], last, mixed, { distinct: true }).map((p) => p.combo.type);
    expect(answers.sort()).toEqual(['run', 'set']);
    expect(enumeratePlays(['KS', 'AS', '4H'], last, seq)).toEqual([]);
    const run = combo(['5S', '6H', '7D'], mixed);
    expect(enumeratePlays(['8S', '8H', '8D', '2C'], run, mixed).map((p) => p.combo.type)).toEqual(['set']);
  });
  it('runs under the 2-high order: the active order by default, the natural order with runOrder natural', () => {
    const active = rules({ sequences: true, rankOrder: 'two-high' });
    const natural = rules({ sequences: true, rankOrder: 'two-high', runOrder: 'natural' });
    expect(combo(['AS', '2H'], active)).toMatchObject({ type: 'run', rank: '2' });
    expect(classifyCombo(['AS', '2H'], natural)).toMatchObject({ ok: false, error: { code: 'combo.run-wraps' } });
    expect(combo(['2S', '3H', '4D'], natural)).toMatchObject({ type: 'run', rank: '4', low: '2' });
    expect(beats(['2S', '3H', '4D'], ['3S', '4H', '5D'], natural)).toMatchObject({ ok: true, value: { beats: true } });
    expect(beats(['QS', 'KH', 'AD'], ['2S', '3H', '4D'], natural)).toMatchObject({ ok: true, value: { beats: false } });
    // Sets still follow the 2-high order.
    expect(beats(['AS'], ['2S'], natural)).toMatchObject({ ok: true, value: { beats: true } });
    expect(enumeratePlays(['2S', '3H', 'AD'], null, natural).filter((p) => p.combo.type === 'run').map((p) => `${p.combo.low}-${p.combo.rank}`)).toEqual(['2-3']);
    // Under the Ace-high order the option changes nothing.
    expect(combo(['KS', 'AH'], rules({ sequences: true, runOrder: 'natural' }))).toMatchObject({ rank: 'A' });
  });
});

describe('no Joker outside Trouduc (spec 1, 8 V4; issue 25)', () => {
  it('refuses a Joker in every check of the base game, with a reason code', () => {
    expect(classifyCombo(['3H', 'JK'], base, '3')).toMatchObject({ ok: false, error: { code: 'combo.no-jokers', card: 'JK' } });
    expect(classifyCombo(['JK'], base)).toMatchObject({ ok: false, error: { code: 'combo.no-jokers' } });
    expect(beats(['AS'], ['JK'], base)).toMatchObject({ ok: false, error: { code: 'beats.bad-new', error: { code: 'combo.no-jokers' } } });
    expect(beats(['JK'], ['AS'], base)).toMatchObject({ ok: false, error: { code: 'beats.bad-previous' } });
    expect(enumeratePlays(['JK', 'AS', 'AH'], combo(['KS']), base).every((p) => !p.cards.includes('JK'))).toBe(true);
    // A rule set without a Joker count (untrusted input) has Jokers only as Trouduc.
    const { jokers: _omit, ...loose } = base;
    expect(classifyCombo(['JK'], loose as unknown as Rules).ok).toBe(false);
    expect(classifyCombo(['JK'], { ...loose, variant: 'trouduc' } as unknown as Rules).ok).toBe(true);
  });
  it('accepts the Joker in Trouduc: the highest single, and wild in a set', () => {
    expect(beats(['AS'], ['JK'], trouduc)).toMatchObject({ ok: true, value: { beats: true } });
    expect(classifyCombo(['3H', 'JK'], trouduc)).toMatchObject({ ok: true, value: { rank: '3', jokers: 1 } });
  });
  it('a lone Joker names no rank (our decision on OP12)', () => {
    expect(classifyCombo(['JK'], trouduc, '9')).toMatchObject({ ok: false, error: { code: 'combo.single-joker-rank', declared: '9' } });
    expect(classifyCombo(['JKR', 'JKB'], trouduc, '9')).toMatchObject({ ok: true, value: { rank: '9', jokers: 2 } });
  });
});
