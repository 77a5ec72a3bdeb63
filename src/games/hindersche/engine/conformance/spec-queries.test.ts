/**
 * Every query the specification's test-case section (spec 16) lists is evaluated by the conformance runner, whether
 * or not the public cases use it: each gets a plain input and must come back as an answer, not an error. The list
 * is read from the specification beside the project when it is there (`../shared/rules/hindersche/spec.md`) and must
 * then match the copy below, so a query added to the spec fails here until the runner answers it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateCase } from './run';

/** topic -> query -> a plain input for it. */
const QUERIES: Record<string, Record<string, Record<string, unknown>>> = {
  ranking: {
    trump_ranking: { trump: 'H' },
    suit_ranking: { trump: 'H', suit: 'D' },
    trump_ranking_and_suit: { trump: 'C', suit: 'S' },
    effective_suit: { trump: 'S', cards: ['JS', 'JC', 'JH', '7C'] },
    suit_sizes: { trump: 'D' },
  },
  points: {
    card_values: { trump: 'S', cards: ['JS', 'JC', 'JD', 'AH', 'TD', 'KS', 'QC', '9S'] },
    pack_total_by_trump: {},
    pile_points: { trump: 'S', cards: ['JC', 'AH', 'TH', '6D'] },
    jack_value_by_trump: { card: 'JH' },
    points_in_play: { trump: 'S', active_players: 3, out_of_play: ['7S', 'AC', 'KD', 'QH', '9H', '8D', '7C', '6C', 'JH'] },
    validate_deal_points: { active_players: 4, trump: 'S', out_of_play: [], points: { P0: 35, P1: 40, P2: 30, P3: 34 }, tricks: { P0: 2, P1: 3, P2: 2, P3: 2 } },
  },
  deal: {
    seating: { dealer: 'P2', active: ['P0', 'P1', 'P2', 'P3'] },
    deal_from_stacked_pack: {
      dealer: 'P0',
      active: ['P0', 'P1', 'P2', 'P3'],
      pack_top_to_bottom: ['S', 'H', 'D', 'C'].flatMap((s) => ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6'].map((r) => r + s)),
    },
    phase1_dealer_sequence: { first_dealer: 'P1', deals: 4 },
    huebscher: { phase: 2, active: ['P0', 'P2'], dealer: 'P0', requester: 'P2', responses: { P0: 'agree' }, slate_before: { P0: 2, P2: 2 } },
  },
  playoff: {
    playoff_seating: { tied_deal_dealer: 'P3', tied_players: ['P0', 'P1', 'P2'] },
  },
};

/** The queries spec 16 lists for each topic: "`input.query` is one of:" lists, and "`query: x`" for playoff seating. */
function specQueries(text: string): Record<string, string[]> {
  const section = text.slice(text.indexOf('## 16.'));
  const out: Record<string, string[]> = {};
  let topic: string | null = null;
  for (const line of section.split('\n')) {
    const head = /^\* \*\*([a-z-]+)(?: \([a-z]+\))?\*\*: `input\.query` is one of:/.exec(line);
    if (head) {
      topic = head[1] as string;
      continue;
    }
    const item = /^ {2}\* `([a-z_0-9]+)`/.exec(line);
    if (item && topic) {
      (out[topic] ??= []).push(item[1] as string);
      continue;
    }
    const inline = /^\* \*\*([a-z-]+)(?: \([a-z]+\))?\*\*: `query: ([a-z_0-9]+)`/.exec(line);
    if (inline) (out[inline[1] as string] ??= []).push(inline[2] as string);
    if (/^\* /.test(line)) topic = null;
  }
  return out;
}

const SPEC = new URL('../../../../../../shared/rules/hindersche/spec.md', import.meta.url);

describe('the conformance runner answers every query of the specification', () => {
  it.skipIf(!existsSync(SPEC))('the list here is the specification’s', () => {
    const listed = specQueries(readFileSync(SPEC, 'utf8'));
    const here = Object.fromEntries(Object.entries(QUERIES).map(([t, qs]) => [t, Object.keys(qs).sort()]));
    expect(Object.fromEntries(Object.entries(listed).map(([t, qs]) => [t, [...qs].sort()]))).toEqual(here);
  });

  for (const [topic, queries] of Object.entries(QUERIES)) {
    for (const [query, input] of Object.entries(queries)) {
      it(`${topic}: ${query}`, () => {
        const answer = evaluateCase(topic, { query, ...input }) as Record<string, unknown>;
        expect(answer).toBeTypeOf('object');
        // validate_deal_points answers an invalid deal with { valid: false, error }; everything else has no error.
        if (query === 'validate_deal_points') expect(answer).toMatchObject({ valid: false, error: expect.anything() });
        else expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
        expect(Object.keys(answer).length).toBeGreaterThan(0);
      });
    }
  }

  it('spot checks: the sizes of the suits and the pack total under every trump', () => {
    expect(evaluateCase('ranking', { query: 'suit_sizes', trump: 'D' })).toEqual({ sizes: { trump: 10, H: 8, S: 9, C: 9 } });
    expect(evaluateCase('points', { query: 'pack_total_by_trump' })).toEqual({ totals: { S: 140, H: 140, D: 140, C: 140 } });
    expect(evaluateCase('ranking', { query: 'no_such_query', trump: 'S' })).toMatchObject({ error: { code: 'conformance.unknown-query' } });
  });
});
