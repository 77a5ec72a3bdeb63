import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/model';
import { cardIndex, PACK } from './cards';
import { legalMasks, makeSim, nthCard, playCard } from './fast';
import { legalPlays, legalPlaysUnchecked, trickWinner } from './play';

const codes = (hand: string[], trick: string[], trump = 'H') => {
  const r = legalPlays(hand, trick, trump);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return Object.fromEntries(r.value.map((v) => [v.card, [v.legal, v.reason.code]]));
};

describe('legal plays with reasons', () => {
  it('any card may be led', () => {
    expect(codes(['JH', 'AS'], [])).toEqual({ JH: [true, 'play.lead'], AS: [true, 'play.lead'] });
  });
  it('Buur exemption on a trump lead', () => {
    expect(codes(['JH', 'AS', 'KD', '6C'], ['7H'])).toEqual({
      JH: [true, 'play.buur-exemption'],
      AS: [true, 'play.buur-exemption'],
      KD: [true, 'play.buur-exemption'],
      '6C': [true, 'play.buur-exemption'],
    });
  });
  it('must play a trump on a trump lead (any trump)', () => {
    expect(codes(['JH', '6H', 'AS'], ['7H'])).toEqual({ JH: [true, 'play.follow-trump'], '6H': [true, 'play.follow-trump'], AS: [false, 'play.must-play-trump'] });
    expect(codes(['AS', 'KD'], ['7H'])).toEqual({ AS: [true, 'play.no-trump-free'], KD: [true, 'play.no-trump-free'] });
  });
  it('follow or trump; no discard', () => {
    expect(codes(['AS', '7S', '6H', 'KD'], ['TS'])).toEqual({ AS: [true, 'play.follow-suit'], '7S': [true, 'play.follow-suit'], '6H': [true, 'play.trump-in'], KD: [false, 'play.must-follow-or-trump'] });
  });
  it('undertrump ban while holding the led suit', () => {
    expect(codes(['AS', '7S', 'AH', 'JH', 'KD'], ['TS', '9H'])).toEqual({
      AS: [true, 'play.follow-suit'],
      '7S': [true, 'play.follow-suit'],
      AH: [false, 'play.undertrump-ban'],
      JH: [true, 'play.overtrump'],
      KD: [false, 'play.must-follow-or-trump'],
    });
  });
  it('void: anything but an undertrump', () => {
    expect(codes(['QH', '8H', '7C', 'AD', 'AH'], ['TS', 'KH'])).toEqual({
      QH: [false, 'play.undertrump-ban'],
      '8H': [false, 'play.undertrump-ban'],
      '7C': [true, 'play.void-discard'],
      AD: [true, 'play.void-discard'],
      AH: [true, 'play.overtrump'],
    });
  });
  it('all-trump exception', () => {
    expect(codes(['QH', '8H'], ['TS', 'KH'])).toEqual({ QH: [true, 'play.all-trumps-undertrump'], '8H': [true, 'play.all-trumps-undertrump'] });
  });
  it('refuses bad input with codes', () => {
    expect(legalPlays(['AS'], ['AS'], 'H')).toMatchObject({ ok: false, error: { code: 'play.duplicate-card' } });
    expect(legalPlays(['5S'], [], 'H')).toMatchObject({ ok: false, error: { code: 'play.bad-hand' } });
    expect(legalPlays(['AS'], [], 'X')).toMatchObject({ ok: false, error: { code: 'play.bad-trump' } });
  });
});

describe('trick winner', () => {
  it('Buur beats Nell; points counted', () => {
    const r = trickWinner(['JD', '9H', 'JH', 'AD'], 'H');
    expect(r).toMatchObject({ ok: true, value: { winnerIndex: 2, card: 'JH', points: 47, reason: { code: 'trick.highest-trump' } } });
    if (r.ok) expect(r.value.beaten.map((b) => b.why)).toEqual(['trick.trumped', 'trick.lower-trump', 'trick.trumped']);
  });
  it('ten ranks below the jack in a plain suit', () => {
    expect(trickWinner(['TS', 'JS', 'AD'], 'H')).toMatchObject({ ok: true, value: { winnerIndex: 1, points: 23, reason: { code: 'trick.highest-of-led-suit' } } });
  });
});

describe('the simulator agrees with the string rules', () => {
  it('legal masks = legal plays for random positions', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...PACK], { minLength: 36, maxLength: 36 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 9 }), (pack, t, tl, hl) => {
        const trick = pack.slice(0, tl) as Card[];
        const hand = pack.slice(10, 10 + hl) as Card[];
        const sim = makeSim();
        sim.n = 4;
        sim.t = t;
        sim.leader = 0;
        // Give the trick's cards to slots 0..tl-1 and play them.
        trick.forEach((c, i) => {
          const x = cardIndex(c);
          sim.hands[i * 4 + ((x / 9) | 0)] = (sim.hands[i * 4 + ((x / 9) | 0)] as number) | (1 << x % 9);
        });
        for (const c of hand) {
          const x = cardIndex(c);
          sim.hands[tl * 4 + ((x / 9) | 0)] = (sim.hands[tl * 4 + ((x / 9) | 0)] as number) | (1 << x % 9);
        }
        for (const c of trick) playCard(sim, cardIndex(c));
        const out = new Int32Array(4);
        const k = legalMasks(sim, tl, out);
        const fast = new Set(Array.from({ length: k }, (_, i) => PACK[nthCard(out, i)]));
        const slow = new Set(legalPlaysUnchecked(hand, trick, (['S', 'H', 'D', 'C'] as const)[t] as 'S').filter((v) => v.legal).map((v) => v.card));
        expect(fast).toEqual(slow);
        expect(k).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
