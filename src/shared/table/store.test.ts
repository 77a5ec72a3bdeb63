/** The saved-record helpers every table's save.ts uses: the replay codec and the settings reader. */
import { describe, expect, it } from 'vitest';
import { isBoolean, oneOf, replayCodec, settingsReader } from './store';

describe('replayCodec', () => {
  const parse = (r: unknown) => (typeof r === 'string' && r.startsWith('g') ? { ok: true as const, value: { n: r.length } } : { ok: false as const });
  it('stores the record made (a text or an engine result) and none when the engine cannot write it', () => {
    expect(replayCodec({ make: () => 'g12', parse }).encode({ n: 3 })).toBe('g12');
    expect(replayCodec({ make: () => ({ ok: true, value: 'g1' }), parse }).encode({ n: 2 })).toBe('g1');
    expect(replayCodec({ make: () => ({ ok: false }), parse }).encode({ n: 2 })).toBeNull();
  });
  it('reads back only what replays, at its version when one is given', () => {
    const c = replayCodec({ version: 2, make: () => 'g', parse });
    expect(c.decode('g123', 2)).toEqual({ ok: true, value: { n: 4 } });
    expect(c.decode('g123', 1)).toEqual({ ok: false });
    expect(c.decode('x', 2)).toEqual({ ok: false });
    expect(replayCodec({ make: () => 'g', parse }).decode('g1', 7)).toEqual({ ok: true, value: { n: 2 } });
  });
});

describe('settingsReader', () => {
  const read = settingsReader({ level: 'steady', showLegal: true }, { level: oneOf(['steady', 'strong']), showLegal: isBoolean });
  it('keeps each valid field and gives every other its default', () => {
    expect(read({ level: 'strong', showLegal: false })).toEqual({ level: 'strong', showLegal: false });
    expect(read({ level: 'wild', showLegal: 'yes', extra: 1 })).toEqual({ level: 'steady', showLegal: true });
    expect(read(null)).toEqual({ level: 'steady', showLegal: true });
  });
});
