import { describe, expect, it } from 'vitest';
import { cardVerdicts, goingOut, judgePress, pileOutcome } from './drills';
import type { Card } from './types';

describe('beat-or-Stopp drill', () => {
  it('explains every card and the Stopp button', () => {
    const v = cardVerdicts('8H', ['JH', '5H', 'AS']);
    expect(v.ok && v.value.legal).toEqual(['JH']);
    expect(v.ok && v.value.cards.map((c) => c.reason.code)).toEqual(['play.beats', 'play.not-higher', 'play.wrong-suit']);
    expect(v.ok && v.value.stopp).toEqual({ legal: false, reason: { code: 'stopp.must-beat', top: '8H', beaters: ['JH'] } });
  });
  it('judges presses with reasons', () => {
    expect(judgePress('8H', ['JH', '5H'], 'STOPP')).toMatchObject({ ok: true, value: { correct: false, reason: { code: 'stopp.must-beat' } } });
    expect(judgePress('8H', ['5H'], 'STOPP')).toMatchObject({ ok: true, value: { correct: true, reason: { code: 'stopp.no-higher-card' } } });
    expect(judgePress('8H', ['5H', 'AS'], 'AS')).toMatchObject({ ok: true, value: { correct: false, reason: { code: 'play.wrong-suit' } } });
    expect(judgePress(null, ['5H'], 'STOPP')).toMatchObject({ ok: true, value: { correct: false, reason: { code: 'stopp.cannot-on-lead' } } });
    expect(judgePress('8H', ['5H'], 'KD')).toMatchObject({ ok: true, value: { correct: false, reason: { code: 'press.not-in-hand' } } });
    expect(judgePress('8H', 'x', 'KD').ok).toBe(false);
  });
});

describe('pile tracker', () => {
  it('finds who must beat, who stops, who closes the pile', () => {
    const hands: Card[][] = [['QH', '2S'], ['KH'], ['4S'], ['3H', '9S']];
    expect(pileOutcome({ hands, top: 'JH', topPlayer: 2 })).toMatchObject({ ok: true, value: { code: 'pile.must-beat', seat: 0, beaters: ['QH'], stopps: [3] } });
    expect(pileOutcome({ hands: [['2S'], ['3C'], ['4S'], ['3H']], top: 'KH', topPlayer: 1, pileSize: 5 })).toEqual({ ok: true, value: { code: 'pile.turned', seat: 1, cards: 5, stopps: [2, 3, 0], nextLeader: 1 } });
    expect(pileOutcome({ hands: [[], ['4H'], []], top: 'QS', topPlayer: 1 })).toMatchObject({ ok: true, value: { code: 'deal.sole-holder', seat: 1, cardsHeld: 1 } });
    expect(pileOutcome({ hands: [[], ['4H'], []], top: 'QS', topPlayer: 1, rules: { solo_continue: true } })).toMatchObject({ ok: true, value: { code: 'pile.turned' } });
    expect(pileOutcome({ hands: [['2C'], [], ['3D']], top: '7C', topPlayer: 1 })).toMatchObject({ ok: true, value: { code: 'deal.last-card-stands', seat: 1, stopps: [2, 0] } });
  });
});

describe('going-out simulator', () => {
  it('can anybody beat the last card?', () => {
    expect(goingOut({ hands: [['7C'], ['2C', '5H'], ['KD']], seat: 0, card: '7C' })).toEqual({ ok: true, value: { code: 'out.nobody-can-beat', endsDeal: true, stopps: [1, 2] } });
    expect(goingOut({ hands: [[], ['2C', '5H'], ['KC'], ['AC']], seat: 0, card: '7C' })).toMatchObject({ ok: true, value: { code: 'out.can-be-beaten', endsDeal: false, seat: 2, canBeat: [2, 3], stopps: [1] } });
    expect(goingOut({ hands: [['7C', '2D'], ['2C']], seat: 0, card: '7C' }).ok).toBe(false);
  });
});
