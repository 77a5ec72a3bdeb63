import { describe, expect, it } from 'vitest';
import { attachArrays, copyState, simState } from './simState';

const make = () => simState({ n: 4, led: -1, ended: false, rules: { solo: true } }, { hands: [Int32Array, 16], count: [Int8Array, 5], seen: [Uint8Array, 3], pts: [Int16Array, 4] }, { legal: [Int32Array, 8] });

describe('simState', () => {
  it('makes zero-filled arrays of the given types and lengths, each aligned on one buffer', () => {
    const s = make();
    expect(s.hands).toBeInstanceOf(Int32Array);
    expect(s.hands.length).toBe(16);
    expect(s.count).toBeInstanceOf(Int8Array);
    expect(s.pts.byteOffset % 2).toBe(0);
    expect(s.hands.buffer).toBe(s.pts.buffer);
    expect(s.legal.buffer).not.toBe(s.hands.buffer);
    expect([...s.hands, ...s.count, ...s.seen, ...s.pts, ...s.legal].every((x) => x === 0)).toBe(true);
    expect(Object.keys(s)).toEqual(['n', 'led', 'ended', 'rules']);
  });

  it('copies every field and array but not the scratch, and the two states stay apart', () => {
    const a = make();
    const b = make();
    b.n = 3;
    b.ended = true;
    b.hands[15] = -7;
    b.count[4] = 5;
    b.seen[2] = 200;
    b.pts[3] = -300;
    b.legal[0] = 9;
    copyState(a, b);
    expect(a.n).toBe(3);
    expect(a.ended).toBe(true);
    expect(a.rules).toBe(b.rules);
    expect([a.hands[15], a.count[4], a.seen[2], a.pts[3], a.legal[0]]).toEqual([-7, 5, 200, -300, 0]);
    expect(a.hands).not.toBe(b.hands);
    b.hands[15] = 1;
    expect(a.hands[15]).toBe(-7);
  });

  it('gives a class its arrays (declared fields), which cannot be replaced', () => {
    class S {
      turn = 0;
      declare readonly won: Int8Array;
      constructor() {
        attachArrays(this, { won: [Int8Array, 5] });
      }
    }
    const a = new S();
    const b = new S();
    b.turn = 2;
    b.won[1] = 3;
    copyState(a, b);
    expect([a.turn, a.won[1]]).toEqual([2, 3]);
    expect(() => {
      (a as { won: Int8Array }).won = new Int8Array(5);
    }).toThrow(TypeError);
  });
});
