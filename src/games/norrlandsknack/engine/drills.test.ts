import { describe, expect, it } from 'vitest';
import { judgeCall, judgeBuy, judgePlay, openingLeadRule, positionPlays, scoreDeal, trumfmantSwitch } from './drills';
import { parsePosition } from './notation';

describe('drill judges', () => {
  it('buying: the dealer discards one more than he buys', () => {
    expect(judgeBuy({ isDealer: true, hand: ['AS', 'KS', '2H', '3H', '4D', '5C'], discard: ['2H', '3H'] })).toMatchObject({ ok: true, value: { allowed: true, verdict: { code: 'buy.ok', receive: 1, handAfter: 5 } } });
    expect(judgeBuy({ isDealer: true, hand: ['AS', 'KS', '2H', '3H', '4D', '5C'], discard: [] })).toMatchObject({ ok: true, value: { allowed: false, verdict: { code: 'buy.dealer-must-discard-one' } } });
    expect(judgeBuy({ isDealer: true, hand: ['AS', 'KS', '2H', '3H', '4D', '5C'], discard: ['AS'], upcard: 'AS', rules: { dealer_may_discard_turnup: false } })).toMatchObject({ ok: true, value: { allowed: false, verdict: { code: 'buy.turnup-must-stay' } } });
    expect(judgeBuy({ isDealer: false, hand: ['AS'], discard: ['KS'] })).toMatchObject({ ok: true, value: { verdict: { code: 'buy.not-in-hand' } } });
  });
  it('opening lead and follow-or-trump', () => {
    expect(openingLeadRule(['AS', 'KH'], 'S')).toMatchObject({ ok: true, value: { mustLead: 'AS', reason: { code: 'lead.trump-ace-compulsory' } } });
    expect(judgePlay(['AS', 'KH'], [], { trump: 'S', openingLead: true }, 'KH')).toMatchObject({ ok: true, value: { legal: false, reason: { code: 'play.must-lead-trump-ace' }, legalCards: ['AS'] } });
    const sw = trumfmantSwitch(['2H', 'KH', '3S'], ['5H'], 'S');
    expect(sw).toMatchObject({ ok: true, value: { lost: ['2H', 'KH'], gained: ['3S'], reason: { code: 'switch.must-trump' } } });
    expect(trumfmantSwitch(['2H', '3D'], ['5H'], 'S')).toMatchObject({ ok: true, value: { lost: [], gained: [], reason: { code: 'switch.no-trump-in-hand' } } });
  });
  it('countdown score sheet', () => {
    const r = scoreDeal({ dealNo: 2, knocker: 0, participants: [0, 1, 2], scores: [7, 4, 6], tricks: [0, 3, 2] });
    expect(r.ok && r.value.scores).toEqual([10, 1, 4]);
    expect(scoreDeal({ dealNo: 2, knocker: 0, participants: [0], scores: [7, 4, 6], tricks: [0, 3, 2] }).ok).toBe(false);
  });
  it('legal plays of a drill position', () => {
    const p = parsePosition('v1~n4~d3~tS~s1~hAS.KH.7H~c0-8H~m1');
    if (!p.ok) throw new Error();
    const r = positionPlays(p.value);
    expect(r.ok && r.value.filter((x) => x.legal).map((x) => x.card)).toEqual(['AS']);
  });
  it('knock/lurk/go-along/fold: the calls bidChoices offers are legal, the others refused with a reason', () => {
    expect(judgeCall({ dealNo: 1 }, 'knock')).toMatchObject({ ok: true, value: { legal: true, verdict: { code: 'call.ok' } } });
    expect(judgeCall({ dealNo: 1 }, 'fold')).toMatchObject({ ok: true, value: { legal: false, verdict: { code: 'call.first-deal-no-answer' } } });
    expect(judgeCall({ dealNo: 3, score: 6 }, 'go_along')).toMatchObject({ ok: true, value: { legal: false, verdict: { code: 'call.nothing-to-answer' } } });
    expect(judgeCall({ dealNo: 3, score: 6 }, 'lurk')).toMatchObject({ ok: true, value: { legal: true } });
    expect(judgeCall({ dealNo: 3, score: 6, knocker: 2 }, 'knock')).toMatchObject({ ok: true, value: { legal: false, verdict: { code: 'call.must-answer-knock', knocker: 2 } } });
    expect(judgeCall({ dealNo: 3, score: 6, knocker: 2 }, 'fold')).toMatchObject({ ok: true, value: { legal: true, choices: { decision: 'respond' } } });
    expect(judgeCall({ dealNo: 3 }, 'pass')).toMatchObject({ ok: true, value: { legal: false, verdict: { code: 'call.unknown' } } });
    expect(judgeCall({ dealNo: 0 }, 'knock').ok).toBe(false);
    expect(judgeCall(null, 'knock').ok).toBe(false);
  });
});
