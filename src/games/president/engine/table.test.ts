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
