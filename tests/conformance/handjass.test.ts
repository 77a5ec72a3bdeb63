/**
 * The public Handjass conformance cases (a copy of ../shared/rules/handjass/cases.json), one test per case, checked
 * the same way as `npm run conformance`, plus extra cases of our own for situations the public file leaves out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCases, runCase } from '../../src/shared/conformance/runner';
import { evaluateCase } from '../../src/games/handjass/tools';

const parsed = parseCases(readFileSync(new URL('./handjass-cases.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(`cannot read the cases: ${parsed.error.detail}`);

/** Our own cases, for situations the public file leaves out. */
const OWN = [
  { id: 'X-01', topic: 'legal play: must trump on a trump lead', input: { op: 'legal_plays', trump: 'S', trick: ['6S'], hand: ['7S', 'JS', 'AH', 'KD'] }, expected: { legal: ['7S', 'JS'] } },
  { id: 'X-02', topic: 'legal play: lead', input: { op: 'legal_plays', trump: 'S', trick: [], hand: ['7S', 'AH'] }, expected: { legal: ['7S', 'AH'] } },
  { id: 'X-03', topic: 'trick winner without trumps (ten below jack)', input: { op: 'trick_winner', trump: 'H', plays: [['P0', 'TS'], ['P1', 'JS'], ['P2', 'AD']] }, expected: { winner: 'P1', card_points: 23 } },
  { id: 'X-04', topic: 'Weis: four Aces + K-Q-J = 120', input: { op: 'weis_declaration', trump: 'C', hand: ['AS', 'AH', 'AD', 'AC', 'KH', 'QH', 'JH', '8D', '9C'] }, expected: { total: 120, combos: [['quartet', ['AC', 'AD', 'AH', 'AS']], ['run', ['JH', 'KH', 'QH']]] } },
  {
    id: 'X-05',
    topic: 'Weis: the source example, 50 + 20 + Stoeck 20 = 90',
    input: {
      op: 'weis_compare',
      trump: 'H',
      hands: {
        P0: ['KS', 'QS', 'JS', 'TS', '6S', '8C', 'AD', '9H', '7C'],
        P1: ['AS', '9S', '7S', 'AH', '6H', 'KD', 'TD', 'AC', 'QC'],
        P2: ['KH', 'QH', 'JH', 'TH', '8D', '7D', '6D', '8S', '9C'],
        P3: ['8H', '7H', 'QD', 'JD', 'KC', 'JC', 'TC', '9D', '6C'],
      },
    },
    expected: { weis_winner: 'P2', weis_points: { P2: 70 }, stoeck: { P2: 20 }, totals: { P2: 90 } },
  },
  { id: 'X-06', topic: 'two players: one stroke', input: { op: 'deal_strokes', table_size: 2, active: ['P0', 'P1'], totals: { P0: 90, P1: 67 } }, expected: { strokes: { P0: 1, P1: 0 }, potatoes: { P0: 0, P1: 0 } } },
  { id: 'X-07', topic: 'sole active player', input: { op: 'deal_strokes', table_size: 4, active: ['P2'], totals: { P2: 0 } }, expected: { strokes: { P2: 2 }, potatoes: { P2: 0 } } },
  { id: 'X-08', topic: 'rotation: nobody retires', input: { op: 'rotate', seats_ccw: ['A', 'B', 'C', 'D'], dealer: 'D', vorhand: 'A', retired: [] }, expected: { vorhand: 'B', dealer: 'A' } },
  { id: 'X-09', topic: 'rotation: three to two', input: { op: 'rotate', seats_ccw: ['A', 'B', 'C'], dealer: 'A', vorhand: 'B', retired: ['A'] }, expected: { vorhand: 'C', dealer: 'B' } },
  { id: 'X-10', topic: 'deck points, spades trump', input: { op: 'deck_points', trump: 'S' }, expected: { card_points: 152, last_trick_bonus: 5, total: 157 } },
  { id: 'X-11', topic: 'V8: three strokes at four players', input: { op: 'deal_strokes', table_size: 4, active: ['P0', 'P1', 'P2', 'P3'], totals: { P0: 70, P1: 50, P2: 20, P3: 17 }, options: { strokes_at_four: 3 } }, expected: { strokes: { P0: 2, P1: 1, P2: 0, P3: 0 } } },
  {
    id: 'X-13',
    topic: 'V9 held stroke: a repeated tie holds it again (OP25)',
    input: { op: 'deal_strokes', table_size: 3, active: ['P0', 'P1', 'P2'], totals: { P0: 60, P1: 60, P2: 37 }, held: [{ between: ['P0', 'P1'], strokes: 1 }], options: { held_stroke: true } },
    expected: { strokes: { P0: 1, P1: 1, P2: 0 }, potatoes: { P0: 0, P1: 0, P2: 0 }, held: { between: ['P0', 'P1'], strokes: 1 } },
  },
  {
    id: 'X-14',
    topic: 'V9 held stroke: a new tie of the same pair adds to the held one (OP25)',
    input: { op: 'deal_strokes', table_size: 4, active: ['P0', 'P1', 'P2', 'P3'], totals: { P0: 70, P1: 40, P2: 40, P3: 7 }, held: [{ between: ['P1', 'P2'], strokes: 1 }], options: { held_stroke: true } },
    expected: { strokes: { P0: 1, P1: 0, P2: 0, P3: 0 }, potatoes: { P0: 0, P1: 0, P2: 0, P3: 1 }, held: { between: ['P1', 'P2'], strokes: 2 } },
  },
  {
    id: 'X-15',
    topic: 'V9 held stroke: it waits while one of the pair passes',
    input: { op: 'deal_strokes', table_size: 4, active: ['P0', 'P2', 'P3'], totals: { P0: 50, P2: 40, P3: 60 }, held: [{ between: ['P0', 'P1'], strokes: 1 }], options: { held_stroke: true } },
    expected: { strokes: { P0: 1, P2: 0, P3: 1 }, held: { between: ['P0', 'P1'], strokes: 1 } },
  },
  {
    id: 'X-16',
    topic: 'V9 held stroke among three (our reading): one place each from the top, a tie at the cut held again',
    input: { op: 'deal_strokes', table_size: 4, active: ['P0', 'P1', 'P2', 'P3'], totals: { P0: 60, P1: 30, P2: 30, P3: 40 }, held: [{ between: ['P0', 'P1', 'P2'], strokes: 2 }], options: { held_stroke: true } },
    expected: { strokes: { P0: 2, P1: 0, P2: 0, P3: 1 }, held: { between: ['P1', 'P2'], strokes: 1 } },
  },
  {
    id: 'X-17',
    topic: 'announcements (our decision): only what is said; a lower value after a higher one stays silent',
    input: {
      op: 'weis_compare',
      trump: 'H',
      hands: {
        P0: ['7S', '8S', '9S', 'AD', 'KC', '6D', 'QD', 'TC', 'JD'],
        P1: ['AS', 'KS', 'QS', 'JS', '6H', '7H', '9D', 'TD', '6C'],
        P2: ['7C', '8C', '9C', 'AH', 'QH', 'TH', 'KD', '8D', '7D'],
        P3: ['6S', 'TS', '8H', '9H', 'JH', 'KH', 'QC', 'JC', 'AC'],
      },
    },
    expected: { weis_winner: 'P1', announcements: { P0: 20, P1: 50 } },
  },
  { id: 'X-12', topic: 'bad input gives an error code', input: { op: 'legal_plays', trump: 'X', trick: [], hand: ['AS'] }, expected: { error: 'bad trump' } },
];

describe('Handjass conformance cases', () => {
  it('has the public cases', () => {
    expect(parsed.value.length).toBeGreaterThanOrEqual(20);
  });
  parsed.value.forEach((c, i) => {
    const { id, topic } = c as { id: string; topic: string };
    it(`${id} (${topic})`, () => {
      expect(runCase(c, i, evaluateCase).diffs).toEqual([]);
    });
  });
  OWN.forEach((c, i) => {
    it(`${c.id} (${c.topic})`, () => {
      expect(runCase(c, i, evaluateCase).diffs).toEqual([]);
    });
  });
});
