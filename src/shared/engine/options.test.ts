import { describe, expect, it } from 'vitest';
import { err, ok } from '../result';
import { optionsFrom } from './options';

const DEFAULTS = { pace: 'slow', target: 10 } as const satisfies { pace: string; target: number };
const OPTIONS = { pace: ['slow', 'fast'], target: [10, 20] } as const;

describe('rule sets from untrusted options', () => {
  it('gives the defaults for nothing, and null only when told', () => {
    expect(optionsFrom(undefined, DEFAULTS, OPTIONS)).toEqual(ok(DEFAULTS));
    expect(optionsFrom(null, DEFAULTS, OPTIONS)).toEqual(err({ code: 'rules.not-an-object', value: null }));
    expect(optionsFrom(null, DEFAULTS, OPTIONS, { nullIsDefaults: true })).toEqual(ok(DEFAULTS));
    expect(optionsFrom([], DEFAULTS, OPTIONS)).toEqual(err({ code: 'rules.not-an-object', value: [] }));
  });

  it('sets listed values and refuses unknown options and values', () => {
    expect(optionsFrom({ pace: 'fast' }, DEFAULTS, OPTIONS)).toEqual(ok({ pace: 'fast', target: 10 }));
    expect(optionsFrom({ toString: 'x' }, DEFAULTS, OPTIONS)).toEqual(err({ code: 'rules.unknown-option', option: 'toString' }));
    expect(optionsFrom({ pace: 'x' }, DEFAULTS, OPTIONS)).toEqual(err({ code: 'rules.bad-value', option: 'pace', value: 'x' }));
    expect(optionsFrom({ pace: 'x' }, DEFAULTS, OPTIONS, { listAllowed: true })).toEqual(err({ code: 'rules.bad-value', option: 'pace', value: 'x', allowed: ['slow', 'fast'] }));
  });

  it('lets the game accept values outside a list', () => {
    const accepts = (k: string, v: unknown) => (k === 'target' ? typeof v === 'number' && v > 0 : undefined);
    expect(optionsFrom({ target: 15 }, DEFAULTS, OPTIONS, { accepts })).toEqual(ok({ pace: 'slow', target: 15 }));
    expect(optionsFrom({ target: -1 }, DEFAULTS, OPTIONS, { accepts })).toEqual(err({ code: 'rules.bad-value', option: 'target', value: -1 }));
  });

  it('answers an object whose keys cannot be read with an error', () => {
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('no'); } });
    expect(optionsFrom(hostile, DEFAULTS, OPTIONS)).toEqual(err({ code: 'rules.not-an-object', value: null }));
  });
});
