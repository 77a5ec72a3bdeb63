import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badCount, gameEnd, scoreDeal, unitScore, unitsOf } from './scoring';

const score = (x: object, rules?: object) => {
  const r = unitScore(x, rules);
  return r.ok ? r.value.score : r.error;
};

describe('unit score (spec §7, rules 2-5)', () => {
  it('divides 10 per trick by the bad cards, rounded down (source example 40/3 = 13)', () => {
    expect(score({ bid: 'H', tricks: 4, bad: 3 })).toBe(13);
    expect(score({ bid: 'D', tricks: 5, bad: 1 })).toBe(50);
    expect(score({ bid: 'C', tricks: 5, bad: 6 })).toBe(8);
    const r = unitScore({ bid: 'H', tricks: 4, bad: 3 });
    expect(r.ok && r.value.reason).toEqual({ code: 'score.divided', tricks: 4, bad: 3, points: 40, exact: 40 / 3, remainder: 1 });
  });
  it('clean tricks: 20 each; no trick: 30; Null 100 or 0', () => {
    expect(score({ bid: 'S', tricks: 3, bad: 0 })).toBe(60);
    expect(score({ bid: 'S', tricks: 0, bad: 0 })).toBe(30);
    expect(score({ bid: 'NULL', tricks: 0, bad: 0 })).toBe(100);
    expect(score({ bid: 'NULL', tricks: 2, bad: 0 })).toBe(0);
  });
  it('counts bad cards from captured cards, Jokers included (BG-23)', () => {
    const captured = ['AS', '2S', '3S', '4S', 'KH', '5H', '6H', '7H', 'AC', '2C', '3C', 'JK', 'QD', '8C', '9C', 'TC'];
    expect(score({ bid: 'D', tricks: 4, captured }, { jokers: 1 })).toBe(20);
    expect(badCount(['JK', 'QD', 'AS'], 'D')).toBe(2);
    expect(badCount(['JK', 'QD'], 'NULL')).toBe(0);
  });
  it('refuses impossible input', () => {
    expect(score({ bid: 'X', tricks: 1, bad: 0 })).toMatchObject({ code: 'score.bad-input', field: 'bid' });
    expect(score({ bid: 'S', tricks: -1, bad: 0 })).toMatchObject({ code: 'score.bad-input', field: 'tricks' });
    expect(score({ bid: 'S', tricks: 0, bad: 2 })).toMatchObject({ code: 'score.bad-input', field: 'bad' });
  });
  it('one extra bad card never raises the score (what-if slider)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 17 }), fc.integer({ min: 0, max: 40 }), (t, b) => {
        const a = score({ bid: 'S', tricks: t, bad: b }) as number;
        const c = score({ bid: 'S', tricks: t, bad: b + 1 }) as number;
        expect(c).toBeLessThanOrEqual(a);
        expect(a).toBe(b === 0 ? 20 * t : Math.floor((10 * t) / b));
      }),
      { numRuns: 150 },
    );
  });
});

const deal = (players: object[], extra: object = {}, rules?: object) => {
  const r = scoreDeal({ players, ...extra }, rules);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('deal score (spec §7, §9.2)', () => {
  it('one player takes every trick: 100, everyone else 0, Null included (BG-14)', () => {
    const d = deal(
      [
        { seat: 0, bid: 'S', tricks: 0, bad: 0 },
        { seat: 1, bid: 'NULL', tricks: 0, bad: 0 },
        { seat: 2, bid: 'D', tricks: 13, bad: 13 },
        { seat: 3, bid: 'C', tricks: 0, bad: 0 },
      ],
      { totalTricks: 13 },
    );
    expect(d.seats.map((s) => s.score)).toEqual([0, 0, 100, 0]);
    expect(d.allTricks).toEqual([2]);
    expect(d.units[1]?.reason).toEqual({ code: 'score.other-took-all', by: [2], null: true });
  });
  it('OP9/OP10 switches', () => {
    const players = [
      { seat: 0, bid: 'NULL', tricks: 0 },
      { seat: 1, bid: 'H', tricks: 13, bad: 3 },
      { seat: 2, bid: 'S', tricks: 0 },
    ];
    expect(deal(players, {}, { nullWhenOtherTakesAll: 100 }).seats.map((s) => s.score)).toEqual([100, 100, 0]);
    const sweepNull = [
      { seat: 0, bid: 'NULL', tricks: 13 },
      { seat: 1, bid: 'H', tricks: 0 },
      { seat: 2, bid: 'S', tricks: 0 },
    ];
    expect(deal(sweepNull).seats.map((s) => s.score)).toEqual([0, 0, 0]);
    expect(deal(sweepNull, {}, { nullAllTricks: 100 }).units[0]?.reason.code).toBe('score.null-all-tricks');
    expect(deal(sweepNull, {}, { nullAllTricks: 100 }).seats.map((s) => s.score)).toEqual([100, 0, 0]);
  });
  it('the remainder goes to the last-trick winner as cards, not a trick (BG-15)', () => {
    const d = deal([{ seat: 3, bid: 'H', tricks: 3, captured: ['AS', '2S', '5S', '9S', 'KS', 'AD', '3D', '6D', 'TD', '4H', 'AC', '2C', '8C', 'JC', 'QC'] }], {
      totalTricks: 10,
      remainder: ['7H', 'QS'],
      lastTrickWinner: 3,
    });
    expect(d.seats[0]).toMatchObject({ score: 15, bad: 2, tricks: 3 });
    const asTrick = deal([{ seat: 3, bid: 'H', tricks: 3, bad: 1 }], { totalTricks: 10, remainder: ['7H', 'QS'], lastTrickWinner: 3 }, { remainderIsTrick: true });
    expect(asTrick.seats[0]).toMatchObject({ score: 20, bad: 2, tricks: 4 });
  });
  it('Zwangshochzeit pools same-suit bidders, never Null bidders (BG-16, BG-17)', () => {
    const d16 = deal(
      [
        { seat: 0, bid: 'H', tricks: 3, bad: 2 },
        { seat: 1, bid: 'S', tricks: 8, bad: 1 },
        { seat: 2, bid: 'H', tricks: 2, bad: 1 },
        { seat: 3, bid: 'NULL', tricks: 0, bad: 0 },
      ],
      { totalTricks: 13 },
      { zwangshochzeit: true },
    );
    expect(d16.seats.map((s) => s.score)).toEqual([16, 80, 16, 100]);
    expect(d16.units.map((u) => u.seats)).toEqual([[0, 2], [1], [3]]);
    const d17 = deal(
      [
        { seat: 0, bid: 'NULL', tricks: 1 },
        { seat: 1, bid: 'NULL', tricks: 0 },
        { seat: 2, bid: 'C', tricks: 7, bad: 2 },
        { seat: 3, bid: 'C', tricks: 5, bad: 0 },
      ],
      { totalTricks: 13 },
      { zwangshochzeit: true },
    );
    expect(d17.seats.map((s) => s.score)).toEqual([0, 100, 60, 60]);
    expect(unitsOf([{ seat: 0, bid: 'S' }, { seat: 1, bid: 'S' }, { seat: 2, bid: 'S' }], true)).toEqual([[0, 1, 2]]);
  });
  it('a partnership that takes every trick together scores 100 each (OP18)', () => {
    const d = deal(
      [
        { seat: 0, bid: 'H', tricks: 6, bad: 4 },
        { seat: 1, bid: 'H', tricks: 7, bad: 2 },
        { seat: 2, bid: 'S', tricks: 0 },
      ],
      {},
      { zwangshochzeit: true },
    );
    expect(d.seats.map((s) => s.score)).toEqual([100, 100, 0]);
  });
  it('partners share one score; every unit is scored once', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ bid: fc.constantFrom('S', 'H', 'D', 'C', 'NULL'), tricks: fc.integer({ min: 0, max: 5 }), bad: fc.integer({ min: 0, max: 6 }) }), { minLength: 3, maxLength: 7 }), (ps) => {
        const players = ps.map((p, seat) => ({ seat, ...p, bad: p.tricks === 0 ? 0 : p.bad }));
        const d = deal(players, {}, { zwangshochzeit: true });
        for (const s of d.seats) expect(s.score).toBe(d.units[s.unit]?.score);
        expect(d.units.flatMap((u) => u.seats).sort()).toEqual(players.map((p) => p.seat));
        for (const u of d.units) expect(u.score).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });
});

describe('game end (spec §8)', () => {
  it('ends after a deal where someone has 250; the highest total wins (BG-24, BG-25)', () => {
    expect(gameEnd([255, 262, 240])).toMatchObject({ ok: true, value: { ended: true, winners: [1] } });
    expect(gameEnd([249, 200, 130])).toMatchObject({ ok: true, value: { ended: false, winners: [] } });
  });
  it('equal highest totals: shared win, or a play-off (OP13)', () => {
    expect(gameEnd([260, 260, 100])).toMatchObject({ ok: true, value: { ended: true, winners: [0, 1], reason: { shared: true } } });
    expect(gameEnd([260, 260, 100], { playOff: true })).toMatchObject({ ok: true, value: { ended: false, reason: { code: 'end.play-off', tied: [0, 1] } } });
    expect(gameEnd([300, 260, 100], { target: 300 })).toMatchObject({ ok: true, value: { ended: true, winners: [0] } });
  });
});

describe('Zwangshochzeit detector', () => {
  it('pairs same-suit bidders only with the variant on', async () => {
    const { partnerships } = await import('./scoring');
    expect(partnerships(['H', 'S', 'H', 'NULL'], { zwangshochzeit: true })).toEqual({ ok: true, value: { units: [[0, 2], [1], [3]], partnerships: [[0, 2]] } });
    expect(partnerships(['NULL', 'NULL', 'C'], { zwangshochzeit: true })).toEqual({ ok: true, value: { units: [[0], [1], [2]], partnerships: [] } });
    expect(partnerships(['H', 'H', 'H'])).toEqual({ ok: true, value: { units: [[0], [1], [2]], partnerships: [] } });
    expect(partnerships(['X'])).toMatchObject({ ok: false, error: { code: 'score.bad-input' } });
  });
});
