import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUITS, type Card, type Suit } from '../../../shared/cards/model';
import { PACK, cardAt, cardIndex, pilePoints, pointsInPlay, suitIndex } from './cards';
import {
  legalCards,
  legalPlays,
  legalSlotMask,
  makeSimScratch,
  marcherSlot,
  mayHaul,
  resolveHaul,
  simulateRandomDeal,
  trickWinner,
  trickWinnerSlot,
  type TrickPlay,
} from './play';
import { DEFAULT_RULES } from './rules';
import { nextBelow, rngFromSeed, toGenerator } from './rng';
import { dealFromSeed } from './deal';
import type { Seat } from './types';

const printed = { VP05: 'follows-printed-suit' as const };

describe('legal plays', () => {
  it('gives a reason for every card', () => {
    const r = legalPlays(['KH', '7H', '9S', 'JC', 'AD'], ['8H'], 'S');
    expect(r).toEqual({
      ok: true,
      value: [
        { card: 'KH', legal: true, reason: { code: 'play.follows-suit', led: 'H' } },
        { card: '7H', legal: true, reason: { code: 'play.follows-suit', led: 'H' } },
        { card: '9S', legal: true, reason: { code: 'play.trumps', led: 'H' } },
        { card: 'JC', legal: true, reason: { code: 'play.trumps', led: 'H', littleMan: true } },
        { card: 'AD', legal: false, reason: { code: 'play.must-follow-or-trump', led: 'H' } },
      ],
    });
  });
  it('explains leads, voids and trump leads', () => {
    expect(legalPlays(['AD'], [], 'S')).toMatchObject({ value: [{ legal: true, reason: { code: 'play.lead' } }] });
    expect(legalPlays(['JC', '7H'], ['7C'], 'S')).toMatchObject({
      value: [
        { legal: true, reason: { code: 'play.void', led: 'C', littleMan: true, littleManNotLedSuit: true } },
        { legal: true, reason: { code: 'play.void', led: 'C' } },
      ],
    });
    expect(legalPlays(['AC', '6S'], ['JC'], 'S')).toMatchObject({
      value: [
        { legal: false, reason: { code: 'play.must-play-trump', led: 'trump' } },
        { legal: true, reason: { code: 'play.follows-suit', led: 'trump' } },
      ],
    });
  });
  it('VP05 follows-printed-suit: the Little Man counts as its printed suit when testing for a void', () => {
    expect(legalCards(['JC', '7H', 'AD'], ['7C'], 'S', DEFAULT_RULES)).toEqual({ ok: true, value: ['JC', '7H', 'AD'] });
    expect(legalCards(['JC', '7H', 'AD'], ['7C'], 'S', printed)).toEqual({ ok: true, value: ['JC'] });
    expect(legalPlays(['JC', '7H'], ['7C'], 'S', printed)).toMatchObject({
      value: [{ legal: true }, { legal: false, reason: { code: 'play.must-follow-or-trump', led: 'C', printedLittleMan: true } }],
    });
  });
  it('rejects malformed input without throwing', () => {
    expect(legalPlays(['KH'], ['8H'], 'X' as Suit)).toMatchObject({ ok: false, error: { code: 'play.bad-trump' } });
    expect(legalPlays(['KH', 'KH'], [], 'S')).toMatchObject({ ok: false, error: { code: 'play.bad-hand', problem: 'duplicate' } });
    expect(legalPlays(['KH'], ['KH'], 'S')).toMatchObject({ ok: false, error: { code: 'play.bad-trick', problem: 'card-in-hand' } });
    expect(legalPlays(null as unknown as Card[], [], 'S')).toMatchObject({ ok: false });
    expect(legalPlays(['5H' as Card], [], 'S')).toMatchObject({ ok: false, error: { problem: 'bad-card' } });
  });
});

/** A random position: trump, a hand of 1-9 cards and a trick of 0-3 other cards. */
const positionArb = fc
  .tuple(fc.shuffledSubarray([...PACK], { minLength: 36, maxLength: 36 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom(...SUITS), fc.boolean())
  .map(([cards, h, k, trump, vp05b]) => ({ hand: cards.slice(0, h), trick: cards.slice(h, h + k), trump, vp05b }));

describe('legal play properties', () => {
  it('a player always has a legal card, and the fast mask agrees', () => {
    fc.assert(
      fc.property(positionArb, ({ hand, trick, trump, vp05b }) => {
        const rules = vp05b ? printed : DEFAULT_RULES;
        const r = legalPlays(hand, trick, trump, rules);
        if (!r.ok) throw new Error('unexpected error');
        expect(r.value.some((p) => p.legal)).toBe(true);
        const idx = hand.map(cardIndex);
        const mask = legalSlotMask(idx, 0, idx.length, trick.length ? cardIndex(trick[0]) : -1, suitIndex(trump), vp05b);
        r.value.forEach((p, i) => expect(((mask >>> i) & 1) === 1).toBe(p.legal));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('trick winner', () => {
  const plays = (...xs: [Seat, Card][]): TrickPlay[] => xs.map(([seat, card]) => ({ seat, card }));
  it('explains the winner and the beaten cards', () => {
    const r = trickWinner(plays([0, 'AH'], [1, 'KH'], [2, '6S'], [3, 'AD']), 'S');
    expect(r).toEqual({
      ok: true,
      value: {
        winner: 2,
        card: '6S',
        led: 'H',
        reason: { code: 'trick.highest-trump', card: '6S' },
        beaten: [
          { seat: 0, card: 'AH', why: 'trumped' },
          { seat: 1, card: 'KH', why: 'trumped' },
          { seat: 3, card: 'AD', why: 'off-suit' },
        ],
        points: 26,
        plays: plays([0, 'AH'], [1, 'KH'], [2, '6S'], [3, 'AD']),
      },
    });
    expect(trickWinner(plays([2, '7D'], [3, 'AH']), 'S')).toMatchObject({ value: { winner: 2, reason: { code: 'trick.highest-of-led-suit', led: 'D' } } });
  });
  it('rejects malformed tricks', () => {
    expect(trickWinner([], 'S')).toMatchObject({ ok: false, error: { problem: 'empty' } });
    expect(trickWinner(plays([0, 'AH'], [0, 'KH']), 'S')).toMatchObject({ ok: false, error: { problem: 'duplicate-seat' } });
    expect(trickWinner(plays([0, 'AH'], [1, 'AH']), 'S')).toMatchObject({ ok: false, error: { problem: 'duplicate-card' } });
    expect(trickWinner([{ seat: 7, card: 'AH' }] as unknown as TrickPlay[], 'S')).toMatchObject({ ok: false, error: { problem: 'bad-seat' } });
    expect(trickWinner(plays([0, 'AH']), 'Q' as Suit)).toMatchObject({ ok: false, error: { code: 'trick.bad-trump' } });
  });
  it('agrees with the fast path', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...PACK], { minLength: 2, maxLength: 4 }), fc.constantFrom(...SUITS), (cards, trump) => {
        const r = trickWinner(cards.map((card, i) => ({ seat: i as Seat, card })), trump);
        if (!r.ok) throw new Error();
        expect(trickWinnerSlot(cards.map(cardIndex), 0, cards.length, suitIndex(trump))).toBe(r.value.winner);
        expect(r.value.points).toBe(pilePoints(cards, trump));
      }),
      { numRuns: 500 },
    );
  });
});

describe('schleipfen', () => {
  const trumped: TrickPlay[] = [
    { seat: 0, card: 'AH' },
    { seat: 1, card: 'KH' },
    { seat: 2, card: '6S' },
    { seat: 3, card: 'QH' },
  ];
  it('VP06-A: anyone but the rightful winner may haul', () => {
    expect(mayHaul(trumped, 'S', 1, { VP06: 'A' })).toMatchObject({ value: { allowed: true } });
    expect(mayHaul(trumped, 'S', 2, { VP06: 'A' })).toMatchObject({ value: { allowed: false, reason: { code: 'haul.own-trick' } } });
  });
  it('VP06-B: only the highest card of the led suit, only in trumped tricks', () => {
    expect(mayHaul(trumped, 'S', 0, { VP06: 'B' })).toMatchObject({ value: { allowed: true } });
    expect(mayHaul(trumped, 'S', 1, { VP06: 'B' })).toMatchObject({ value: { allowed: false, reason: { code: 'haul.only-highest-of-led-suit', highest: 0 } } });
    const plain: TrickPlay[] = [
      { seat: 0, card: '9H' },
      { seat: 1, card: 'AH' },
    ];
    expect(mayHaul(plain, 'S', 0, { VP06: 'B' })).toMatchObject({ value: { allowed: false, reason: { code: 'haul.only-trumped-tricks' } } });
  });
  it('resolves objections', () => {
    expect(resolveHaul(trumped, 'S', 0, false, { VP06: 'A' })).toMatchObject({ value: { trickOwner: 0, nextLeader: 0, haulRecognised: true } });
    expect(resolveHaul(trumped, 'S', 0, true, { VP06: 'A' })).toMatchObject({ value: { trickOwner: 2, nextLeader: 2, haulRecognised: false, reason: { code: 'haul.objected' } } });
    expect(mayHaul(trumped, 'S', 0, { VP06: 'A' }).ok).toBe(true);
  });
});

describe('random deals through the string API', () => {
  it('always end after nine tricks and hand out exactly the points in play (140 with four players)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.subarray<Seat>([0, 1, 2, 3], { minLength: 2, maxLength: 4 }),
        fc.nat(3),
        fc.constantFrom<'A' | 'B'>('A', 'B'),
        fc.boolean(),
        (seed, active, di, VP01, vp05b) => {
          const dealer = active[di % active.length] as Seat;
          const d = dealFromSeed(seed, dealer, active, { VP01 });
          if (!d.ok) throw new Error('deal failed');
          const deal = d.value;
          const hands = deal.hands.map((h) => [...h]);
          const gen = toGenerator(rngFromSeed(seed ^ 0x5bd1e995));
          const points = [0, 0, 0, 0];
          const tricks = [0, 0, 0, 0];
          let leader = deal.forehand;
          let plays = 0;
          while (hands.some((h) => h.length > 0)) {
            const order = [...deal.order.slice(deal.order.indexOf(leader)), ...deal.order.slice(0, deal.order.indexOf(leader))];
            const trick: TrickPlay[] = [];
            for (const seat of order) {
              const legal = legalCards(hands[seat] as Card[], trick.map((p) => p.card), deal.trump, vp05b ? printed : DEFAULT_RULES);
              if (!legal.ok || legal.value.length === 0) throw new Error('no legal card');
              const card = legal.value[nextBelow(gen, legal.value.length)] as Card;
              hands[seat] = (hands[seat] as Card[]).filter((c) => c !== card);
              trick.push({ seat, card });
              plays++;
            }
            const w = trickWinner(trick, deal.trump);
            if (!w.ok) throw new Error('bad trick');
            points[w.value.winner] = (points[w.value.winner] as number) + w.value.points;
            tricks[w.value.winner] = (tricks[w.value.winner] as number) + 1;
            leader = w.value.winner;
          }
          expect(plays).toBe(9 * active.length);
          expect(tricks.reduce((a, b) => a + b, 0)).toBe(9);
          expect(points.reduce((a, b) => a + b, 0)).toBe(deal.pointsInPlay);
          if (active.length === 4) expect(deal.pointsInPlay).toBe(140);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('random deals on the fast path', () => {
  it('hand out exactly the points in play and nine tricks', () => {
    const gen = toGenerator(rngFromSeed(99));
    const s = makeSimScratch();
    for (let i = 0; i < 3000; i++) {
      const n = 2 + (i % 3);
      const t = simulateRandomDeal(gen, n, i % 2 === 0, i % 5 === 0, s);
      // s.pack still holds the shuffled pack: everything after the 9n dealt cards is out of play.
      const out: Card[] = Array.from(s.pack.subarray(9 * n), cardAt);
      let pts = 0;
      let tricks = 0;
      for (let j = 0; j < 4; j++) {
        pts += s.points[j] as number;
        tricks += s.tricks[j] as number;
      }
      expect(tricks).toBe(9);
      expect(pts).toBe(pointsInPlay(out, SUITS[t] as Suit));
      const m = marcherSlot(s.points, s.tricks, n, true);
      if (m >= 0) expect((s.points[m] as number) >= 100 || s.tricks[m] === 9).toBe(true);
    }
  });
});
