import { describe, expect, it } from 'vitest';
import { legalCards, legalPlays, trickWinner } from './play';
import { makeRules } from './rules';

const rules = (x: object) => {
  const r = makeRules(x);
  if (!r.ok) throw new Error('rules');
  return r.value;
};
const legal = (hand: string[], trick: string[], ctx: object) => {
  const r = legalCards(hand, trick, ctx);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('opening lead and the trump ace (spec 5, OP8)', () => {
  it('the opening leader holding the trump ace must lead it', () => {
    expect(legal(['AS', 'KH', '7D', '2C', '9S'], [], { trump: 'S', openingLead: true })).toEqual(['AS']);
    const r = legalPlays(['AS', 'KH'], [], { trump: 'S', openingLead: true });
    expect(r.ok && r.value.map((p) => p.reason.code)).toEqual(['play.trump-ace-lead', 'play.must-lead-trump-ace']);
  });
  it('without the ace, or on a later lead, any card', () => {
    expect(legal(['KS', 'KH', '7D'], [], { trump: 'S', openingLead: true })).toEqual(['KS', 'KH', '7D']);
    expect(legal(['AS', 'KH', '7D'], [], { trump: 'S', openingLead: false })).toEqual(['AS', 'KH', '7D']);
  });
  it('forehand-only binds only forehand; off binds nobody', () => {
    expect(legal(['AS', 'KH'], [], { trump: 'S', openingLead: true, leaderIsForehand: false, rules: rules({ trump_ace_rule: 'forehand-only' }) })).toEqual(['AS', 'KH']);
    expect(legal(['AS', 'KH'], [], { trump: 'S', openingLead: true, leaderIsForehand: true, rules: rules({ trump_ace_rule: 'forehand-only' }) })).toEqual(['AS']);
    expect(legal(['AS', 'KH'], [], { trump: 'S', openingLead: true, rules: rules({ trump_ace_rule: 'off' }) })).toEqual(['AS', 'KH']);
  });
});

describe('following (spec 5)', () => {
  it('must follow suit; no obligation to beat', () => {
    expect(legal(['2H', 'KH', 'AS', '3D'], ['5H'], { trump: 'S' })).toEqual(['2H', 'KH']);
    const r = legalPlays(['2H', 'AS'], ['5H'], { trump: 'S' });
    expect(r.ok && r.value.map((p) => p.reason.code)).toEqual(['play.follows-suit', 'play.must-follow-suit']);
  });
  it('void: discard or trump freely', () => {
    expect(legal(['AS', '3D'], ['5H'], { trump: 'S' })).toEqual(['AS', '3D']);
    const r = legalPlays(['AS', '3D'], ['5H'], { trump: 'S' });
    expect(r.ok && r.value.map((p) => p.reason.code)).toEqual(['play.void-trumps', 'play.void-discards']);
  });
  it('trick given as [seat, card] pairs works too', () => {
    expect(legal(['AS', '3H'], [['P0', '5H']] as unknown as string[], { trump: 'S' })).toEqual(['3H']);
  });
});

describe('Trumfmant (spec 7, OP10, OP12)', () => {
  it('holding a trump you must trump even when you could follow', () => {
    expect(legal(['2H', 'KH', '3S', '9S'], ['5H'], { trump: 'S', trumfmant: true })).toEqual(['3S', '9S']);
  });
  it('without a trump the normal rule applies (default) or anything goes (free)', () => {
    expect(legal(['2H', 'KH', '3D'], ['5H'], { trump: 'S', trumfmant: true })).toEqual(['2H', 'KH']);
    expect(legal(['2H', 'KH', '3D'], ['5H'], { trump: 'S', trumfmant: true, rules: rules({ trumfmant_no_trump: 'free' }) })).toEqual(['2H', 'KH', '3D']);
  });
  it('a trump lead is simply followed with trumps', () => {
    expect(legal(['2H', '3S'], ['5S'], { trump: 'S', trumfmant: true })).toEqual(['3S']);
  });
  it('the leader is free by default; must-lead-trump binds him', () => {
    expect(legal(['2H', '3S'], [], { trump: 'S', trumfmant: true })).toEqual(['2H', '3S']);
    expect(legal(['2H', '3S'], [], { trump: 'S', trumfmant: true, rules: rules({ trumfmant_lead: 'must-lead-trump' }) })).toEqual(['3S']);
  });
  it('penalty mode lets a breach stand (flagged) but still enforces following suit', () => {
    const r = legalPlays(['2H', '3S', '4D'], ['5H'], { trump: 'S', trumfmant: true, rules: rules({ trumfmant_breach: 'penalty' }) });
    if (!r.ok) throw new Error();
    expect(r.value.map((p) => [p.card, p.legal, p.breach === true, p.reason.code])).toEqual([
      ['2H', true, true, 'play.trumfmant-breach'],
      ['3S', true, false, 'play.trumfmant-trump'],
      ['4D', false, false, 'play.trumfmant-must-trump'],
    ]);
  });
});

describe('trick winner', () => {
  it('any trump beats the led suit; the highest trump wins', () => {
    const r = trickWinner([['P0', 'KH'], ['P1', 'AH'], ['P2', '2S'], ['P3', 'QH']], 'S');
    expect(r.ok && r.value.winner).toBe(2);
    expect(r.ok && r.value.beaten.map((b) => b.why)).toEqual(['trumped', 'trumped', 'trumped']);
    const r2 = trickWinner([{ seat: 0, card: '3S' }, { seat: 1, card: '2S' }, { seat: 2, card: 'AH' }], 'S');
    expect(r2.ok && [r2.value.winner, r2.value.beaten.map((b) => b.why)]).toEqual([0, ['lower-trump', 'off-suit']]);
  });
  it('no trump: highest of the led suit; an off-suit ace is a discard', () => {
    const r = trickWinner([['P0', 'KH'], ['P1', 'AH'], ['P2', 'AD']], 'S');
    expect(r.ok && r.value.winner).toBe(1);
    expect(r.ok && r.value.reason.code).toBe('trick.highest-of-led-suit');
  });
  it('ace-low ranking', () => {
    const r = trickWinner([['P0', 'KH'], ['P1', 'AH']], 'S', { ranking: 'ace-low' });
    expect(r.ok && r.value.winner).toBe(0);
  });
  it('refuses bad input with codes', () => {
    expect(trickWinner([], 'S').ok).toBe(false);
    expect(trickWinner([['P0', 'KH'], ['P1', 'KH']], 'S').ok).toBe(false);
    expect(trickWinner([['P0', 'KH']], 'X').ok).toBe(false);
  });
});
