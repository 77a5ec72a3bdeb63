import { describe, expect, it } from 'vitest';
import type { PCard } from './cards';
import { makeRules } from './rules';
import { newTable, roundView, tablePass, tablePlay, type TableEvent } from './table';

const r = makeRules({});
if (!r.ok) throw new Error('rules');
const rules = r.value;

describe('a round (spec 5.3-5.6)', () => {
  it('replays the source example: three passes do not close the round while C has not passed', () => {
    const hands: PCard[][] = [
      ['5S', '5H', '3C', '4D'],
      ['2C', '6D', '7H'],
      ['9S', '9H', 'AS', 'AH', '8C', '4C'],
      ['QS', 'QH', 'TC', '3D'],
      ['QD', '2D', '7C'],
    ];
    const t = newTable([0, 1, 2, 3, 4], hands, 0);
    const ev: TableEvent[] = [];
    expect(tablePlay(t, 0, ['5S', '5H'], undefined, rules, ev)).toBeNull();
    expect(tablePass(t, 1, rules, ev)).toBeNull();
    expect(tablePlay(t, 2, ['9S', '9H'], undefined, rules, ev)).toBeNull();
    expect(tablePlay(t, 3, ['QS', 'QH'], undefined, rules, ev)).toBeNull();
    for (const p of [4, 0, 1]) expect(tablePass(t, p, rules, ev)).toBeNull();
    expect(t.last?.player).toBe(3);
    expect(roundView(t)).toMatchObject({ waitingOn: [2], turn: 2, passCloses: true });
    expect(tablePlay(t, 2, ['AS', 'AH'], undefined, rules, ev)).toBeNull();
    for (const p of [3, 4, 0, 1]) expect(tablePass(t, p, rules, ev)).toBeNull();
    expect(ev[ev.length - 1]).toMatchObject({ type: 'round-cleared', winner: 2, leader: 2 });
    expect(t.turn).toBe(2);
    expect(t.cleared).toHaveLength(8);
  });
  it('refuses a pass on the lead, a play out of turn, a wrong count and an equal rank', () => {
    const t = newTable([0, 1, 2], [['KS', 'KH'], ['KD', 'AS', 'AH', 'AD'], ['4C']], 0);
    const ev: TableEvent[] = [];
    expect(tablePass(t, 0, rules, ev)).toEqual({ code: 'play.must-lead' });
    expect(tablePlay(t, 1, ['KD'], undefined, rules, ev)).toMatchObject({ code: 'play.not-your-turn' });
    expect(tablePlay(t, 0, ['KS', 'KH'], undefined, rules, ev)).toBeNull();
    expect(tablePlay(t, 1, ['AS', 'AH', 'AD'], undefined, rules, ev)).toMatchObject({ code: 'play.does-not-beat', reason: { code: 'beat.wrong-count' } });
    expect(tablePlay(t, 1, ['KD'], undefined, rules, ev)).toMatchObject({ code: 'play.does-not-beat' });
    expect(tablePlay(t, 1, ['2S'], undefined, rules, ev)).toMatchObject({ code: 'play.card-not-in-hand' });
  });
  it('OP3 forbidden: must play when able', () => {
    const f = makeRules({ passWhenAble: 'forbidden' });
    if (!f.ok) throw new Error('rules');
    const t = newTable([0, 1, 2], [['5S', '6S'], ['9D', 'AS'], ['4C', '3C']], 0);
    const ev: TableEvent[] = [];
    tablePlay(t, 0, ['5S'], undefined, f.value, ev);
    expect(tablePass(t, 1, f.value, ev)).toEqual({ code: 'play.must-play' });
  });
});

describe('the run options at the table (OP10, OP11)', () => {
  const make = (p: object) => {
    const m = makeRules({ sequences: true, ...p });
    if (!m.ok) throw new Error('rules');
    return m.value;
  };
  const hands = (): PCard[][] => [
    ['KS', 'AS', '2S', '9C'],
    ['AH', '2H', '3H', 'TD', 'TC'],
    ['5S', '6S', '7S', '8S', '9S'],
  ];
  it('a wrapped run is refused by default and played with runWrap allowed', () => {
    const ev: TableEvent[] = [];
    expect(tablePlay(newTable([0, 1, 2], hands(), 0), 0, ['KS', 'AS', '2S'], undefined, make({}), ev)).toMatchObject({ code: 'play.bad-combo', error: { code: 'combo.run-wraps' } });
    const t = newTable([0, 1, 2], hands(), 0);
    const wrap = make({ runWrap: 'allowed' });
    expect(tablePlay(t, 0, ['KS', 'AS', '2S'], undefined, wrap, ev)).toBeNull();
    expect(tablePlay(t, 1, ['AH', '2H', '3H'], undefined, wrap, ev)).toBeNull();
    expect(tablePlay(t, 2, ['5S', '6S', '7S'], undefined, wrap, ev)).toBeNull();
  });
  it('a five-card run is refused with runMaxLength 4', () => {
    const ev: TableEvent[] = [];
    expect(tablePlay(newTable([0, 1, 2], hands(), 2), 2, ['5S', '6S', '7S', '8S', '9S'], undefined, make({ runMaxLength: 4 }), ev)).toMatchObject({ code: 'play.bad-combo', error: { code: 'combo.run-too-long' } });
    expect(tablePlay(newTable([0, 1, 2], hands(), 2), 2, ['5S', '6S', '7S', '8S', '9S'], undefined, make({}), ev)).toBeNull();
  });
  it('with runSetAnswers same-size a pair answers a run of two, and a player who must play may have to do so', () => {
    const ev: TableEvent[] = [];
    const pairs: PCard[][] = [['KS', 'KH', '4C'], ['AH', '3H'], ['8S', '9S', '2C']];
    const t = newTable([0, 1, 2], pairs.map((h) => [...h]), 2);
    const mixed = make({ runSetAnswers: 'same-size', passWhenAble: 'forbidden' });
    expect(tablePlay(t, 2, ['8S', '9S'], undefined, mixed, ev)).toBeNull();
    expect(tablePass(t, 0, mixed, ev)).toMatchObject({ code: 'play.must-play' });
    expect(tablePlay(t, 0, ['KS', 'KH'], undefined, mixed, ev)).toBeNull();
    const strict = newTable([0, 1, 2], pairs.map((h) => [...h]), 2);
    const never = make({ passWhenAble: 'forbidden' });
    expect(tablePlay(strict, 2, ['8S', '9S'], undefined, never, ev)).toBeNull();
    expect(tablePass(strict, 0, never, ev)).toBeNull();
    const t2 = newTable([0, 1, 2], hands(), 2);
    expect(tablePlay(t2, 2, ['8S', '9S'], undefined, make({}), ev)).toBeNull();
    expect(tablePlay(t2, 0, ['KS', 'AS'], undefined, make({}), ev)).toBeNull();
    expect(tablePlay(t2, 1, ['TD', 'TC'], undefined, make({}), ev)).toMatchObject({ code: 'play.does-not-beat', reason: { code: 'beat.set-on-run' } });
  });
  it('under the 2-high order runs follow it by default, or the natural order with runOrder natural', () => {
    const ev: TableEvent[] = [];
    expect(tablePlay(newTable([0, 1, 2], hands(), 1), 1, ['AH', '2H'], undefined, make({ rankOrder: 'two-high' }), ev)).toBeNull();
    expect(tablePlay(newTable([0, 1, 2], hands(), 1), 1, ['2H', '3H'], undefined, make({ rankOrder: 'two-high', runOrder: 'natural' }), ev)).toBeNull();
    expect(tablePlay(newTable([0, 1, 2], hands(), 1), 1, ['AH', '2H'], undefined, make({ rankOrder: 'two-high', runOrder: 'natural' }), ev)).toMatchObject({ code: 'play.bad-combo' });
  });
});

describe('the round-cleared event (issue 25)', () => {
  it('names the next leader, not the winner who went out', () => {
    const t = newTable([0, 1, 2], [['5S'], ['6S', '2C'], ['3C', '4D']], 0);
    const ev: TableEvent[] = [];
    expect(tablePlay(t, 0, ['5S'], undefined, rules, ev)).toBeNull();
    expect(tablePass(t, 1, rules, ev)).toBeNull();
    expect(tablePass(t, 2, rules, ev)).toBeNull();
    expect(ev[ev.length - 1]).toMatchObject({ type: 'round-cleared', winner: 0, leader: 1 });
    expect(t.turn).toBe(1);
  });
  it('refuses a Joker on an Ace in the base game', () => {
    const t = newTable([0, 1, 2], [['AS', '3C'], ['JK', '4C'], ['5C', '6C']], 0);
    const ev: TableEvent[] = [];
    expect(tablePlay(t, 0, ['AS'], undefined, rules, ev)).toBeNull();
    expect(tablePlay(t, 1, ['JK'], undefined, rules, ev)).toMatchObject({ code: 'play.bad-combo', error: { code: 'combo.no-jokers' } });
    expect(t.turn).toBe(1);
  });
});
