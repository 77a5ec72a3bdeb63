import { describe, expect, it } from 'vitest';
import { buildCombination, exchangeDrill, finishingOrder, judgeResponse, replayRound } from './drills';

describe('teaching widgets', () => {
  it('combination builder', () => {
    expect(buildCombination(['7S', '7H'], {})).toMatchObject({ ok: true, value: { valid: true, combo: { count: 2, rank: '7' } } });
    expect(buildCombination(['7S', '8H'], {})).toMatchObject({ ok: true, value: { valid: false, reason: { code: 'combo.mixed-ranks' } } });
    expect(buildCombination(['7S', '8H'], { sequences: true })).toMatchObject({ ok: true, value: { valid: true, combo: { type: 'run' } } });
    expect(buildCombination(['7S'], { nope: 1 })).toMatchObject({ ok: false, error: { code: 'rules.unknown-option' } });
  });
  it('beat-or-pass flags wrong counts and equal ranks', () => {
    const hand = ['9D', 'QS', 'QH', 'KS', 'KH', 'KD'];
    expect(judgeResponse(hand, { cards: ['9S', '9H'] }, ['KS', 'KH', 'KD'], {})).toMatchObject({ ok: true, value: { legal: false, verdict: { code: 'response.does-not-beat', reason: { code: 'beat.wrong-count' } } } });
    expect(judgeResponse(['9D', '9C'], ['9S', '9H'], ['9D', '9C'], {})).toMatchObject({ ok: true, value: { legal: false, verdict: { reason: { code: 'beat.equal-rank' } }, canBeat: false } });
    expect(judgeResponse(hand, ['9S', '9H'], ['QS', 'QH'], {})).toMatchObject({ ok: true, value: { legal: true, verdict: { code: 'response.beats' } } });
    expect(judgeResponse(hand, ['9S', '9H'], 'PASS', {})).toMatchObject({ ok: true, value: { legal: true, verdict: { code: 'response.pass' }, canBeat: true } });
    expect(judgeResponse(hand, null, 'PASS', {})).toMatchObject({ ok: true, value: { legal: false, verdict: { code: 'response.pass-on-lead' } } });
  });
  it('round-closure replay shows who the round waits on', () => {
    const r = replayRound([['4S', '9C', '2H'], ['JD', '3C', '3D'], ['6H', '5D', '8S']], 0, [['4S'], 'PASS', ['6H'], ['9C'], ['JD'], 'PASS', 'PASS'], {});
    if (!r.ok) throw new Error('refused');
    expect(r.value.refused).toBeNull();
    expect(r.value.steps[1]?.view).toMatchObject({ passed: [1], waitingOn: [2] });
    expect(r.value.steps[6]?.events.map((e) => e.type)).toEqual(['passed', 'round-cleared']);
    expect(r.value.steps[6]?.view).toMatchObject({ last: null, turn: 1 });
  });
  it('finishing order and exchange drill', () => {
    expect(finishingOrder(['C', 'A', 'B'], {})).toMatchObject({ ok: true, value: [{ player: 'C', points: 2, role: 'president' }, { role: 'citizen' }, { role: 'bottom', points: 0 }] });
    expect(exchangeDrill(['AS', 'KD', '9C', '7S'], 'bottom', 2, {}, ['AS', '9C'])).toMatchObject({ ok: true, value: { requirement: { choice: ['AS', 'KD'] }, check: { ok: false, error: { code: 'exchange.not-highest' } } } });
    expect(exchangeDrill(['JK', 'AS', '9C'], 'bottom', undefined, { variant: 'trouduc' })).toMatchObject({ ok: true, value: { requirement: { count: 1, choice: ['AS'] } } });
  });
});
