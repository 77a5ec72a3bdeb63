import { describe, expect, it } from 'vitest';
import { compare, deepEqual, evaluateCase, parseCases, runCase, runCases } from './run';

describe('conformance runner', () => {
  it('compares every expected key; extra actual keys are fine', () => {
    expect(compare({ a: 1, b: { x: [1, 2] } }, { a: 1, b: { x: [1, 2] }, c: 3 })).toEqual([]);
    expect(compare({ a: 1 }, { a: 2 })).toEqual(['a: expected 1, got 2']);
    expect(compare({ a: {} }, { a: { P1: 0 } })).toHaveLength(1);
    expect(compare({ a: 1 }, null)).toEqual(['expected an object, got null']);
  });
  it('compares legal as a set', () => {
    expect(compare({ legal: ['AS', 'KS'] }, { legal: ['KS', 'AS'] })).toEqual([]);
    expect(compare({ legal: ['AS', 'KS'] }, { legal: ['KS'] })).toHaveLength(1);
  });
  it('an expected error text is met by any engine error code', () => {
    expect(compare({ valid: false, error: 'points sum to 139' }, { valid: false, error: { code: 'deal.points-sum' } })).toEqual([]);
    expect(compare({ valid: false, error: 'points sum to 139' }, { valid: true })).toHaveLength(2);
  });
  it('names an unexpected engine error first', () => {
    expect(compare({ march: null }, { error: { code: 'x' } })[0]).toBe('engine error {"code":"x"}');
  });
  it('deep equality ignores key order', () => {
    expect(deepEqual({ erase: 1, add: 1 }, { add: 1, erase: 1 })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
  });
  it('reads files leniently and reports unreadable ones', () => {
    expect(parseCases('nope')).toMatchObject({ ok: false, error: { code: 'conformance.unreadable' } });
    expect(parseCases('{"x":1}')).toMatchObject({ ok: false });
    expect(parseCases('[]')).toEqual({ ok: true, value: [] });
  });
  it('runs a case and reports what differed', async () => {
    const c = { id: 'S', topic: 'settlement', input: { frame_marks: { P0: 1, P1: 0, P2: 0, P3: 0 }, tariff: 2 }, expected: { net: { P0: -6, P1: 2, P2: 2, P3: 2 } } };
    expect(runCase(c, 0, evaluateCase)).toMatchObject({ id: 'S', passed: true });
    const wrong = { ...c, expected: { net: { P0: 0, P1: 0, P2: 0, P3: 0 } } };
    expect(runCase(wrong, 0, evaluateCase).diffs[0]).toMatch(/^net: expected/);
    const throwing = () => {
      throw new Error('boom');
    };
    expect(runCase({ id: 'L', topic: 'legality', input: {}, expected: { legal: [] } }, 0, throwing)).toMatchObject({ passed: false });
    const all = runCases({ cases: [c, wrong] });
    expect(all).toMatchObject({ ok: true, value: { passed: 1, failed: 1 } });
  });
});

describe('scoring adapter', () => {
  it('ignores variant points that have no switch', async () => {
    const { evaluateScoringCase } = await import('./scoring');
    const input = {
      phase: 1,
      phase1_deal_number: 1,
      slate_before: { P0: 0, P1: 0, P2: 0, P3: 0 },
      active: ['P0', 'P1', 'P2', 'P3'],
      dealer: 'P0',
      variants: { VP15: 'B', VP19: 'A' },
      deal: { trump: 'S', out_of_play: [], points_in_play: 140, points: { P0: 20, P1: 50, P2: 30, P3: 40 }, tricks: { P0: 2, P1: 3, P2: 2, P3: 2 } },
    };
    expect(evaluateScoringCase('phase1', input)).toMatchObject({ added: { P1: 1 }, next_dealer: 'P1' });
    expect(evaluateScoringCase('phase1', { ...input, variants: { VP13: 'Z' } })).toMatchObject({ error: { code: 'rules.bad-value' } });
    expect(evaluateScoringCase('phase1', { ...input, dealer: 'P9' })).toMatchObject({ error: { code: 'conformance.bad-input', field: 'dealer' } });
  });
});
