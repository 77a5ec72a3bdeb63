/** The numbers Handjass's lessons take from the engine (lesson/figures.ts), checked against the spec's own figures. */
import { describe, expect, it } from 'vitest';
import { expectEveryEngineValueAnswered } from '../../../../tests/support/lessonNumbers';
import { HJ_SUITS } from '../engine/cards';
import { lessonFigure, type FigureQuery } from '../lesson/figures';

const value = (q: FigureQuery) => {
  const r = lessonFigure(q);
  if (!r.ok) throw new Error(r.error.detail);
  return r.value;
};

describe('Handjass lesson figures', () => {
  it('gives the pack and the deal for every table size (spec 3, 5, 10, 11)', () => {
    expect(value({ of: 'pack-cards' })).toBe(36);
    expect(value({ of: 'deal-packet' })).toBe(3);
    for (const players of [2, 3, 4]) expect(value({ of: 'hand', players })).toBe(9);
    expect(value({ of: 'hand' })).toBe(9);
    expect([value({ of: 'packets', players: 3 }), value({ of: 'packets', players: 2 })]).toEqual([4, 4]);
    expect([value({ of: 'blind', players: 3 }), value({ of: 'blind', players: 2 }), value({ of: 'stock', players: 2 })]).toEqual([9, 9, 9]);
    expect(value({ of: 'bessern-packet' })).toBe(3);
    // V3 at two: 36 less two hands of 9, two packets of 3 and the turned card.
    expect(value({ of: 'bessern-dead' })).toBe(11);
  });

  it('gives the card points of the table in the ranking lesson, under every trump', () => {
    // Spec 4: plain A 11, T 10, K 4, Q 3, J 2, 9 8 7 6 nothing; trumps J (Buur) 20, 9 (Nell) 14.
    const plain = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0, '6': 0 };
    const trumps = { ...plain, J: 20, '9': 14 };
    for (const trump of HJ_SUITS) {
      const other = HJ_SUITS.find((s) => s !== trump)!;
      for (const [rank, points] of Object.entries(plain)) expect(value({ of: 'card-points', cards: `${rank}${other}`, trump })).toBe(points);
      for (const [rank, points] of Object.entries(trumps)) expect(value({ of: 'card-points', cards: `${rank}${trump}`, trump })).toBe(points);
      expect([value({ of: 'trump-suit-points', trump }), value({ of: 'plain-suit-points', trump }), value({ of: 'pack-points', trump })]).toEqual([62, 30, 152]);
      expect([value({ of: 'last-trick', trump }), value({ of: 'deal-total', trump })]).toEqual([5, 157]);
    }
    expect(lessonFigure({ of: 'buur-alone' })).toEqual({ ok: true, value: 25, terms: [20, 5] });
  });

  it('gives the line, the strokes and the target of the default rules (spec 8, V1, V2)', () => {
    expect([value({ of: 'threshold' }), value({ of: 'old-threshold' })]).toEqual([26, 21]);
    expect([4, 3, 2].map((players) => value({ of: 'strokes', players }))).toEqual([2, 2, 1]);
    expect([value({ of: 'lone-qualifier' }), value({ of: 'lone-qualifier', players: 3 })]).toEqual([2, 2]);
    expect([value({ of: 'unplayed' }), value({ of: 'unplayed', players: 3 }), value({ of: 'unplayed', players: 2 })]).toEqual([2, 2, 1]);
    expect(value({ of: 'target' })).toBe(7);
    // Nobody of two active players reaches 26: the passers hold more than 157 - 2 x 26.
    expect(value({ of: 'passers-for-no-stroke' })).toBe(105);
    expect(value({ of: 'passers-for-no-stroke', players: 3 })).toBe(79);
  });

  it('gives the Weis values of spec 7 and works the lessons examples', () => {
    expect(value({ of: 'stoeck' })).toBe(20);
    expect(value({ of: 'shortest-run' })).toBe(3);
    const weis = (cards: string) => value({ of: 'weis', cards });
    expect(weis('JS JH JD JC')).toBe(200);
    for (const r of ['A', 'K', 'Q', 'T']) expect(weis(`${r}S ${r}H ${r}D ${r}C`)).toBe(100);
    for (const r of ['9', '8', '7', '6']) expect(weis(`${r}S ${r}H ${r}D ${r}C`)).toBe(0);
    expect([weis('6H 7H 8H'), weis('6H 7H 8H 9H'), weis('6H 7H 8H 9H TH'), weis('6H 7H 8H 9H TH JH')]).toEqual([20, 50, 100, 100]);
    expect([weis('AS AH AD AC KH QH'), weis('AS AH AD AC KH QH JH'), weis('AH KH QH JH'), weis('8S 7S 6S')]).toEqual([100, 120, 50, 20]);
    // Spec 7.5's worked example (HJ-13): a four-card run in trumps, 8-7-6 of another suit and Stöck.
    expect(lessonFigure({ of: 'weis-and-stoeck', cards: 'KH QH JH TH 8S 7S 6S', trump: 'H' })).toEqual({ ok: true, value: 90, terms: [50, 20, 20] });
    expect(value({ of: 'weis-and-stoeck', cards: 'KH QH JH TH 8S 7S 6S', trump: 'S' })).toBe(70);
  });

  it('refuses a question it cannot answer with a coded error, never a number', () => {
    for (const q of [
      { of: 'hand', players: 5 },
      { of: 'blind', players: 4 },
      { of: 'stock', players: 3 },
      { of: 'bessern-packet', players: 4 },
      { of: 'card-points', cards: 'AS KS' },
      { of: 'card-points', cards: '2S' },
      { of: 'weis' },
      { of: 'weis', cards: 'AS AS' },
      { of: 'strokes', players: 1 },
      { of: 'lone-qualifier', players: 2 },
      { of: 'bessern-dead', players: 5 },
      { of: 'passers-for-no-stroke', players: 1 },
      { of: 'deal-total', trump: 'X' },
      { of: 'nonsense' },
    ] as FigureQuery[]) {
      const r = lessonFigure(q);
      expect(r.ok, JSON.stringify(q)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('figure.bad-query');
    }
  });

  it('every <EngineValue> in every Handjass lesson asks a question the engine answers', () => {
    expectEveryEngineValueAnswered('handjass', lessonFigure, 300);
  });
});
