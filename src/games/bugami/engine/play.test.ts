import { describe, expect, it } from 'vitest';
import { legalCards, legalPlays, trickWinner } from './play';

const P = (seat: number, card: string) => ({ seat, card });

describe('legal plays (spec §6.2)', () => {
  it('anything may be led', () => {
    const r = legalPlays(['AS', '2H', '9C'], []);
    expect(r.ok && r.value.every((p) => p.legal && p.reason.code === 'play.lead')).toBe(true);
  });
  it('must follow suit with any card of it; no trumps', () => {
    const r = legalPlays(['AS', '2S', 'KH', '3C'], ['9S']);
    expect(r.ok && r.value).toEqual([
      { card: 'AS', legal: true, reason: { code: 'play.follows-suit', led: 'S' } },
      { card: '2S', legal: true, reason: { code: 'play.follows-suit', led: 'S' } },
      { card: 'KH', legal: false, reason: { code: 'play.must-follow', led: 'S', holding: 2 } },
      { card: '3C', legal: false, reason: { code: 'play.must-follow', led: 'S', holding: 2 } },
    ]);
  });
  it('void: any card', () => {
    expect(legalCards(['KH', '3C'], ['9S', 'AS'])).toEqual({ ok: true, value: ['KH', '3C'] });
    const r = legalPlays(['KH'], ['9S']);
    expect(r.ok && r.value[0]?.reason).toEqual({ code: 'play.void', led: 'S' });
  });
  it('Joker: only when void (BG-20), led at any time, after a led Joker anything', () => {
    const rules = { jokers: 1 };
    expect(legalCards(['JK', 'KS'], ['5H'], rules)).toEqual({ ok: true, value: ['JK', 'KS'] });
    const r = legalPlays(['JK', 'KH'], ['5H'], rules);
    expect(r.ok && r.value[0]).toEqual({ card: 'JK', legal: false, reason: { code: 'play.joker-only-when-void', led: 'H', holding: 1 } });
    const lead = legalPlays(['JK', 'KH'], [], rules);
    expect(lead.ok && lead.value[0]).toEqual({ card: 'JK', legal: true, reason: { code: 'play.lead-joker' } });
    expect(legalCards(['AH', '2C', 'KS'], ['JK'], rules)).toEqual({ ok: true, value: ['AH', '2C', 'KS'] });
    expect(legalCards(['JK2', '2C'], ['JK1'], { jokers: 2 })).toEqual({ ok: true, value: ['JK2', '2C'] });
  });
  it('jokerLead never: a Joker may be led only from a hand of Jokers', () => {
    const r = legalPlays(['JK', 'KH'], [], { jokers: 1, jokerLead: 'never' });
    expect(r.ok && r.value[0]).toEqual({ card: 'JK', legal: false, reason: { code: 'play.joker-lead-forbidden' } });
    expect(legalCards(['JK'], [], { jokers: 1, jokerLead: 'never' })).toEqual({ ok: true, value: ['JK'] });
  });
  it('refuses bad input with codes', () => {
    expect(legalPlays('AS', [])).toMatchObject({ ok: false, error: { code: 'play.bad-hand' } });
    expect(legalPlays(['AS', 'AS'], [])).toMatchObject({ ok: false, error: { code: 'play.bad-hand' } });
    expect(legalPlays(['JK'], [])).toMatchObject({ ok: false, error: { code: 'play.bad-hand' } });
    expect(legalPlays(['AS'], ['AS'])).toMatchObject({ ok: false, error: { code: 'play.card-in-hand-and-trick' } });
    expect(legalPlays(['AS'], [], { jokers: 7 })).toMatchObject({ ok: false, error: { code: 'play.bad-rules' } });
  });
});

describe('trick winner (spec §6.3, §9.1)', () => {
  it('highest card of the led suit; off-suit Ace is a discard (BG-05)', () => {
    const r = trickWinner([P(0, '5H'), P(1, 'AS'), P(2, '9H'), P(3, 'KH')]);
    expect(r.ok && r.value.winner).toBe(3);
    expect(r.ok && r.value.reason).toEqual({ code: 'trick.highest-of-led-suit', led: 'H', card: 'KH' });
    expect(r.ok && r.value.beaten).toEqual([
      { seat: 0, card: '5H', why: 'lower-in-led-suit' },
      { seat: 1, card: 'AS', why: 'off-suit' },
      { seat: 2, card: '9H', why: 'lower-in-led-suit' },
    ]);
  });
  it('the lone led card wins (BG-06)', () => {
    const r = trickWinner([P(0, '2C'), P(1, 'AH'), P(2, 'KD'), P(3, 'QS')]);
    expect(r.ok && r.value.winner).toBe(0);
  });
  it('a led Joker wins (BG-21); a discarded one never does (BG-22)', () => {
    const led = trickWinner([P(0, 'JK'), P(1, 'AS'), P(2, 'KS'), P(3, '2H')], { jokers: 1 });
    expect(led.ok && led.value.winner).toBe(0);
    expect(led.ok && led.value.reason.code).toBe('trick.joker-led');
    expect(led.ok && led.value.led).toBeNull();
    const dis = trickWinner([P(0, '5H'), P(1, 'JK'), P(2, '9H'), P(3, '2H')], { jokers: 1 });
    expect(dis.ok && dis.value.winner).toBe(2);
    expect(dis.ok && dis.value.beaten[1]).toEqual({ seat: 1, card: 'JK', why: 'joker-discard' });
    const two = trickWinner([P(1, 'JK2'), P(2, 'JK1'), P(0, 'AS')], { jokers: 2 });
    expect(two.ok && two.value.winner).toBe(1);
  });
  it('Ace low when the rules say so', () => {
    const r = trickWinner([P(0, 'AH'), P(1, '2H'), P(2, 'KH')], { ranking: 'ace-low' });
    expect(r.ok && r.value.winner).toBe(2);
  });
  it('refuses bad plays', () => {
    expect(trickWinner([])).toMatchObject({ ok: false, error: { code: 'trick.bad-plays' } });
    expect(trickWinner([P(0, 'AS'), P(0, 'KS')])).toMatchObject({ ok: false, error: { code: 'trick.bad-plays', problem: 'seat' } });
    expect(trickWinner([P(0, 'AS'), P(1, 'AS')])).toMatchObject({ ok: false, error: { code: 'trick.bad-plays', problem: 'card' } });
  });
});
