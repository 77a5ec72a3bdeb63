/**
 * The public Hindersche conformance cases (a copy of ../shared/rules/hindersche/cases.json), one test per case,
 * checked the same way as `npm run conformance`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateCase, parseCases, runCase } from '../../src/games/hindersche/engine/conformance/run';

const parsed = parseCases(readFileSync(new URL('./hindersche-cases.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(`cannot read the cases: ${parsed.error.detail}`);
const cases = parsed.value;

describe('Hindersche conformance cases', () => {
  it('has the public cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(125);
  });
  cases.forEach((c, i) => {
    const { id, topic } = c as { id: string; topic: string };
    it(`${id} (${topic})`, () => {
      const report = runCase(c, i, evaluateCase);
      expect(report.diffs).toEqual([]);
    });
  });
});
