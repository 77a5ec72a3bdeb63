/**
 * The public Bugami conformance cases (a copy of ../shared/rules/bugami/cases.json), one test per case, checked
 * the same way as `npm run conformance`; then our own cases for every op of the spec's test-case section
 * (§12), including the ops and branches the public file does not exercise.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCases, runCase } from '../../src/shared/conformance/runner';
import { evaluateCase } from '../../src/games/bugami/tools';

const parsed = parseCases(readFileSync(new URL('./bugami-cases.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(`cannot read the cases: ${parsed.error.detail}`);
const cases = parsed.value;

describe('Bugami conformance cases', () => {
  it('has the public cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });
  cases.forEach((c, i) => {
    const { id, topic } = c as { id: string; topic: string };
    it(`${id} (${topic})`, () => {
      const report = runCase(c, i, evaluateCase);
      expect(report.diffs).toEqual([]);
    });
  });
});

const own = [
  // deal_layout: every table size, with and without Jokers, and refusals.
  { id: 'X-01', input: { op: 'deal_layout', players: 3, jokers: 0 }, expected: { hand_size: 17, remainder: 1 } },
  { id: 'X-02', input: { op: 'deal_layout', players: 6, jokers: 1 }, expected: { hand_size: 8, remainder: 5 } },
  { id: 'X-03', input: { op: 'deal_layout', players: 7, jokers: 0 }, expected: { hand_size: 7, remainder: 3 } },
  { id: 'X-04', input: { op: 'deal_layout', players: 8, jokers: 0 }, expected: { error: 'too many players' } },
  { id: 'X-05', input: { op: 'deal_layout', players: 4, options: { jokers: 2 } }, expected: { hand_size: 13, remainder: 2 } },
  // legal_plays without Jokers.
  { id: 'X-10', input: { op: 'legal_plays', trick: ['9S'], hand: ['AS', '2S', 'KH', '3C'] }, expected: { legal: ['AS', '2S'] } },
  { id: 'X-11', input: { op: 'legal_plays', trick: ['9S'], hand: ['KH', '3C'] }, expected: { legal: ['KH', '3C'] } },
  { id: 'X-12', input: { op: 'legal_plays', trick: [], hand: ['KH', '3C'] }, expected: { legal: ['KH', '3C'] } },
  { id: 'X-13', input: { op: 'legal_plays', options: { jokers: 1 }, trick: ['5H'], hand: ['JK', 'KH', '2S'] }, expected: { legal: ['KH'] } },
  { id: 'X-14', input: { op: 'legal_plays', options: { jokers: 1 }, trick: ['JK'], hand: ['AH', '2S'] }, expected: { legal: ['AH', '2S'] } },
  { id: 'X-15', input: { op: 'legal_plays', trick: [['P0', '5H']], hand: ['3H', 'AS'] }, expected: { legal: ['3H'] } },
  { id: 'X-16', input: { op: 'legal_plays', trick: ['5H'], hand: ['5H'] }, expected: { error: 'card in hand and trick' } },
  // trick_winner.
  { id: 'X-20', input: { op: 'trick_winner', plays: [['P2', 'TD'], ['P3', 'JD'], ['P0', 'AC'], ['P1', '9D']] }, expected: { winner: 'P3' } },
  { id: 'X-21', input: { op: 'trick_winner', options: { jokers: 2 }, plays: [['P0', 'JK1'], ['P1', 'JK2'], ['P2', 'AS']] }, expected: { winner: 'P0' } },
  { id: 'X-22', input: { op: 'trick_winner', plays: [['P0', 'AS'], ['P1', 'AS']] }, expected: { error: 'duplicate card' } },
  // unit_score.
  { id: 'X-30', input: { op: 'unit_score', bid: 'NULL', tricks: 0, bad: 0 }, expected: { score: 100 } },
  { id: 'X-31', input: { op: 'unit_score', bid: 'H', tricks: 1, bad: 4 }, expected: { score: 2 } },
  { id: 'X-32', input: { op: 'unit_score', bid: 'S', tricks: 2, captured: ['AH', 'KH', '2C', '3C', '4D', '5D', '6D', '7D'] }, expected: { score: 40 } },
  { id: 'X-33', input: { op: 'unit_score', bid: 'Q', tricks: 2, bad: 0 }, expected: { error: 'bad bid' } },
  // deal_score.
  {
    id: 'X-40',
    input: { op: 'deal_score', total_tricks: 13, players: { P0: { bid: 'NULL', tricks: 13, bad: 0 }, P1: { bid: 'S', tricks: 0, bad: 0 }, P2: { bid: 'H', tricks: 0, bad: 0 } } },
    expected: { scores: { P0: 0, P1: 0, P2: 0 } },
  },
  {
    id: 'X-41',
    input: { op: 'deal_score', total_tricks: 13, options: { null_when_other_takes_all: 100 }, players: { P0: { bid: 'NULL', tricks: 0, bad: 0 }, P1: { bid: 'S', tricks: 13, bad: 4 }, P2: { bid: 'H', tricks: 0, bad: 0 } } },
    expected: { scores: { P0: 100, P1: 100, P2: 0 } },
  },
  {
    id: 'X-42',
    input: { op: 'deal_score', total_tricks: 13, options: { zwangshochzeit: true }, players: { P0: { bid: 'D', tricks: 5, bad: 1 }, P1: { bid: 'D', tricks: 4, bad: 2 }, P2: { bid: 'D', tricks: 4, bad: 0 }, P3: { bid: 'S', tricks: 0, bad: 0 } } },
    expected: { scores: { P0: 100, P1: 100, P2: 100, P3: 0 } },
  },
  {
    id: 'X-43',
    input: { op: 'deal_score', total_tricks: 13, options: { zwangshochzeit: true }, players: { P0: { bid: 'D', tricks: 0, bad: 0 }, P1: { bid: 'D', tricks: 0, bad: 0 }, P2: { bid: 'S', tricks: 6, bad: 2 }, P3: { bid: 'C', tricks: 7, bad: 0 } } },
    expected: { scores: { P0: 30, P1: 30, P2: 30, P3: 140 } },
  },
  {
    id: 'X-44',
    input: { op: 'deal_score', total_tricks: 7, remainder: ['JK', '2S', '3S', '4S'], last_trick_winner: 'P1', options: { jokers: 1 }, players: { P0: { bid: 'H', tricks: 3, captured: ['AH', 'KS', 'QS', 'JS', 'TS', '9S', '8S', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', 'TD', 'JD', 'QD', 'KD', 'AD', '2C'] }, P1: { bid: 'S', tricks: 4, bad: 0 } } },
    expected: { scores: { P0: 30, P1: 10 } },
  },
  // game_end.
  { id: 'X-50', input: { op: 'game_end', target: 250, totals: { P0: 260, P1: 260, P2: 100 } }, expected: { ended: true, winners: ['P0', 'P1'] } },
  { id: 'X-51', input: { op: 'game_end', target: 250, options: { play_off: true }, totals: { P0: 260, P1: 260, P2: 100 } }, expected: { ended: false, winner: null } },
  { id: 'X-52', input: { op: 'game_end', target: 250, totals: { P0: 250, P1: 100, P2: 100 } }, expected: { ended: true, winner: 'P0' } },
  { id: 'X-53', input: { op: 'nonsense' }, expected: { error: 'unknown op' } },
];

describe('our own cases for every op', () => {
  own.forEach((c, i) => {
    it(`${c.id} (${c.input.op})`, () => {
      const report = runCase({ ...c, topic: c.input.op }, i, evaluateCase);
      expect(report.diffs).toEqual([]);
    });
  });
});
