import { describe, expect, it } from 'vitest';
import { cardInfo, deckPoints, PACK, rankLadders, sortHand } from './cards';
import { DEFAULT_RULES, makeRules, RULE_OPTIONS, retireTarget, strokesPerDeal } from './rules';

describe('cards', () => {
  it('has 36 distinct cards', () => {
    expect(new Set(PACK).size).toBe(36);
  });
  it('counts 152 + 5 = 157 for every trump suit', () => {
    for (const t of ['S', 'H', 'D', 'C']) expect(deckPoints(t)).toEqual({ ok: true, value: { cardPoints: 152, lastTrickBonus: 5, total: 157 } });
  });
  it('builds the two ladders with running counters', () => {
    const l = rankLadders('H');
    if (!l.ok) throw new Error();
    expect(l.value.trumpLadder.map((r) => r.card)).toEqual(['JH', '9H', 'AH', 'KH', 'QH', 'TH', '8H', '7H', '6H']);
    expect(l.value.trumpLadder.map((r) => r.running)).toEqual([20, 34, 45, 49, 52, 62, 62, 62, 62]);
    expect(l.value.plainLadders[0]?.rungs.map((r) => r.card)).toEqual(['AS', 'KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S']);
    expect(l.value.trumpPoints).toBe(62);
    expect(l.value.plainPointsEach).toBe(30);
    expect(l.value.total).toBe(157);
  });
  it('explains card points', () => {
    expect(cardInfo('JH', 'H')).toMatchObject({ ok: true, value: { points: 20, place: 1, reason: { code: 'points.buur' } } });
    expect(cardInfo('9H', 'H')).toMatchObject({ ok: true, value: { points: 14, place: 2, reason: { code: 'points.nell' } } });
    expect(cardInfo('JS', 'H')).toMatchObject({ ok: true, value: { points: 2, place: 4, reason: { code: 'points.jack' } } });
    expect(cardInfo('TS', 'H')).toMatchObject({ ok: true, value: { points: 10, place: 5 } });
    expect(cardInfo('5S', 'H').ok).toBe(false);
  });
  it('sorts a hand by suit and ladder', () => {
    expect(sortHand(['6H', 'JH', 'AS', '9H'], 'H')).toEqual(['AS', 'JH', '9H', '6H']);
  });
});

describe('rules', () => {
  it('defaults and validation', () => {
    expect(makeRules({})).toEqual({ ok: true, value: DEFAULT_RULES });
    expect(makeRules({ threshold: 21 }).ok).toBe(true);
    expect(makeRules({ threshold: 20 })).toMatchObject({ ok: false, error: { code: 'rules.bad-value' } });
    expect(makeRules({ nope: 1 })).toMatchObject({ ok: false, error: { code: 'rules.unknown-option' } });
    expect(makeRules({ loserStake: 1, nullStake: 2 })).toMatchObject({ ok: false, error: { code: 'rules.stakes-order' } });
    expect(makeRules(null).ok).toBe(false);
    for (const [k, vals] of Object.entries(RULE_OPTIONS)) expect(vals[0]).toBe((DEFAULT_RULES as unknown as Record<string, unknown>)[k]);
  });
  it('targets and strokes per deal', () => {
    expect(retireTarget(DEFAULT_RULES)).toBe(7);
    expect(retireTarget({ ...DEFAULT_RULES, multiplier: true })).toBe(27);
    expect(strokesPerDeal(DEFAULT_RULES, 4)).toBe(2);
    expect(strokesPerDeal({ ...DEFAULT_RULES, strokesAtFour: 3 }, 4)).toBe(3);
    expect(strokesPerDeal({ ...DEFAULT_RULES, strokesAtFour: 3 }, 3)).toBe(2);
    expect(strokesPerDeal(DEFAULT_RULES, 2)).toBe(1);
  });
});
