import { describe, expect, it } from 'vitest';
import { checkGive, dealSizes, exchange, giveRequirement, nextDealSetup } from './deal';
import { makeRules, type Rules } from './rules';
import { finishingBoard, gameEnd } from './scoring';

const rules = (p: Partial<Rules> = {}): Rules => {
  const r = makeRules(p);
  if (!r.ok) throw new Error('rules');
  return r.value;
};

describe('deal sizes (spec 3)', () => {
  it('matches the table and adds up to the pack', () => {
    expect(dealSizes(3)).toEqual({ ok: true, value: [18, 17, 17] });
    expect(dealSizes(4)).toEqual({ ok: true, value: [13, 13, 13, 13] });
    expect(dealSizes(5)).toEqual({ ok: true, value: [11, 11, 10, 10, 10] });
    expect(dealSizes(6)).toEqual({ ok: true, value: [9, 9, 9, 9, 8, 8] });
    for (const n of [3, 4, 5, 6]) for (const j of [0, 1, 2]) {
      const s = dealSizes(n, j);
      expect(s.ok && s.value.reduce((a, b) => a + b, 0)).toBe(52 + j);
    }
    expect(dealSizes(7)).toMatchObject({ ok: false, error: { code: 'deal.bad-players' } });
  });
});

describe('re-seating (spec 2)', () => {
  it('seats in finishing order; the Bottom deals from the President; the President leads', () => {
    expect(nextDealSetup(['C', 'A', 'E', 'B', 'D'])).toEqual({
      ok: true,
      value: { seatingClockwise: ['C', 'A', 'E', 'B', 'D'], president: 'C', bottom: 'D', dealer: 'D', firstCardTo: 'C', leaderAfterExchange: 'C' },
    });
  });
});

describe('the exchange (spec 4, V1, V4)', () => {
  const r = rules();
  it('Bottom gives his highest, President his lowest from his own hand (OP6)', () => {
    const x = exchange(['AS', 'AH', 'KD', '9C', '7S'], ['2S', '3H', '3C', 'JD', 'QS'], 3, r);
    expect(x.bottomGives).toEqual(['AS', 'AH', 'KD']);
    expect(x.presidentGives).toEqual(['2S', '3H', '3C']);
    expect(x.presidentHandAfter.sort()).toEqual(['AH', 'AS', 'JD', 'KD', 'QS'].sort());
  });
  it('after-receiving variant may hand back received cards', () => {
    const x = exchange(['5S', '4H', '3D'], ['AS', 'KS', 'QS'], 2, rules({ presidentReturns: 'lowest-after-receiving' }));
    expect(x.presidentGives).toEqual(['4H', '5S']);
  });
  it('ties at the cut: the giver chooses the suit', () => {
    const q = giveRequirement(['AS', 'KD', 'KH', '9C'], 2, 'bottom', r);
    expect(q).toMatchObject({ forced: ['AS'], tied: ['KD', 'KH'] });
    expect(checkGive(['AS', 'KD', 'KH', '9C'], ['AS', 'KH'], 2, 'bottom', r).ok).toBe(true);
    expect(checkGive(['AS', 'KD', 'KH', '9C'], ['KD', 'KH'], 2, 'bottom', r)).toMatchObject({ ok: false, error: { code: 'exchange.not-highest', kept: 'AS' } });
    expect(checkGive(['2S', '3H', 'KS'], ['3H'], 1, 'president', r)).toMatchObject({ ok: false, error: { code: 'exchange.not-lowest', kept: '2S' } });
    expect(checkGive(['2S', '3H', 'KS'], ['2S', '3H'], 1, 'president', r)).toMatchObject({ ok: false, error: { code: 'exchange.wrong-count' } });
  });
  it('a Joker is never handed over; 2-high order counts 2 as high (OP13)', () => {
    const t = rules({ variant: 'trouduc' });
    expect(giveRequirement(['JK', 'AS', '9C'], 1, 'bottom', t).choice).toEqual(['AS']);
    expect(checkGive(['JK', 'AS', '9C'], ['JK'], 1, 'bottom', t)).toMatchObject({ ok: false, error: { code: 'exchange.joker-never-given' } });
    expect(giveRequirement(['JK', 'AS', '2C'], 1, 'bottom', rules({ variant: 'trouduc', rankOrder: 'two-high' })).choice).toEqual(['2C']);
  });
});

describe('points and game end (spec 6, 7)', () => {
  it('n-1 ... 0 and the Trouduc 2/1/0', () => {
    const b = finishingBoard(['C', 'A', 'E', 'B', 'D'], rules());
    expect(b.ok && b.value.map((e) => [e.player, e.points, e.role])).toEqual([
      ['C', 4, 'president'],
      ['A', 3, 'citizen'],
      ['E', 2, 'citizen'],
      ['B', 1, 'citizen'],
      ['D', 0, 'bottom'],
    ]);
    const t = finishingBoard(['B', 'E', 'A', 'D', 'C'], rules({ variant: 'trouduc' }));
    expect(t.ok && t.value.map((e) => e.points)).toEqual([2, 1, 0, 0, 0]);
  });
  it('tie-break: highest total, then last-deal points', () => {
    expect(gameEnd({ A: 16, B: 15, C: 12 }, { A: 1, B: 2, C: 0 }, 15)).toMatchObject({ ok: true, value: { winner: 'A', reason: { code: 'end.highest-total' } } });
    expect(gameEnd({ A: 15, B: 15, C: 9 }, { A: 1, B: 2, C: 0 }, 15)).toMatchObject({ ok: true, value: { winner: 'B', reason: { code: 'end.last-deal-points' } } });
    expect(gameEnd({ A: 16, B: 15 }, { A: 1, B: 2 }, 15, 'last-deal')).toMatchObject({ ok: true, value: { winner: 'B' } });
    expect(gameEnd({ A: 3 }, {}, 15)).toMatchObject({ ok: true, value: { ended: false, reason: { code: 'end.not-yet' } } });
  });
});
