import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateCoreCase } from './core';

// The project's copy of the public cases (../shared/rules/hindersche/cases.json; CI clones have no ../shared).
const casesUrl = new URL('../../../../../tests/conformance/hindersche-cases.json', import.meta.url);
const all = (JSON.parse(readFileSync(casesUrl, 'utf8')) as { cases: { id: string; topic: string; input: any; expected: any }[] }).cases;

const CORE_TOPICS = new Set(['ranking', 'points', 'legality', 'trick-winner', 'deal']);
const mine = all.filter((c) => CORE_TOPICS.has(c.topic) && c.input.query !== 'validate_deal_points');

describe('core conformance cases', () => {
  it('finds the core cases', () => {
    expect(mine.length).toBeGreaterThan(50);
  });
  for (const c of mine) {
    it(`${c.id} (${c.topic})`, () => {
      const actual = evaluateCoreCase(c.topic, c.input) as any;
      if (c.topic === 'legality') {
        expect(new Set(actual.legal)).toEqual(new Set(c.expected.legal));
        expect(actual.legal).toHaveLength(c.expected.legal.length);
      } else {
        expect(actual).toEqual(c.expected);
      }
    });
  }
  it('reports bad input as data', () => {
    expect(evaluateCoreCase('legality', { trump: 'X', hand: [], trick_so_far: [] })).toMatchObject({ error: { code: 'play.bad-trump' } });
    expect(evaluateCoreCase('nope', {})).toMatchObject({ error: { code: 'conformance.unknown-topic' } });
    expect(evaluateCoreCase('deal', null)).toMatchObject({ error: {} });
  });
});
