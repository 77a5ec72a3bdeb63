/**
 * The public President conformance cases (a copy of ../shared/rules/president/cases.json), one test per case,
 * checked the same way as `npm run conformance`, plus cases of our own for the ops the public file does not
 * exercise (or exercises only once).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateCase, parseCases, runCase } from '../../src/games/president/engine/conformance/run';

const parsed = parseCases(readFileSync(new URL('./president-cases.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(`cannot read the cases: ${parsed.error.detail}`);
const cases = parsed.value;

describe('President conformance cases', () => {
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
  { id: 'X-01', topic: 'deal sizes, 3 players', input: { op: 'deal_sizes', players: 3 }, expected: { sizes_from_first_receiver: [18, 17, 17] } },
  { id: 'X-02', topic: 'deal sizes, 4 players', input: { op: 'deal_sizes', players: 4 }, expected: { sizes_from_first_receiver: [13, 13, 13, 13] } },
  { id: 'X-03', topic: 'deal sizes, 6 players', input: { op: 'deal_sizes', players: 6 }, expected: { sizes_from_first_receiver: [9, 9, 9, 9, 8, 8] } },
  { id: 'X-04', topic: 'deal sizes, Trouduc 53 cards, 4 players', input: { op: 'deal_sizes', variant: 'trouduc', players: 4 }, expected: { sizes_from_first_receiver: [14, 13, 13, 13] } },
  { id: 'X-05', topic: 'deal sizes: 2 players refused', input: { op: 'deal_sizes', players: 2 }, expected: { error: 'too few players' } },
  { id: 'X-06', topic: 'mixed ranks', input: { op: 'valid_combo', cards: ['7S', '8H'] }, expected: { valid: false } },
  { id: 'X-07', topic: 'five cards', input: { op: 'valid_combo', variant: 'trouduc', cards: ['7S', '7H', '7D', '7C', 'JK'], declared_rank: '7' }, expected: { valid: false } },
  { id: 'X-08', topic: 'a run with sequences', input: { op: 'valid_combo', variant: 'sequences', cards: ['5S', '6H', '7D'] }, expected: { valid: true, count: 3, rank: '7', type: 'run' } },
  { id: 'X-09', topic: 'no wrap-around', input: { op: 'valid_combo', variant: 'sequences', cards: ['KS', 'AH', '2D'] }, expected: { valid: false } },
  { id: 'X-10', topic: 'four of a kind', input: { op: 'valid_combo', cards: ['4S', '4H', '4D', '4C'] }, expected: { valid: true, count: 4, rank: '4' } },
  { id: 'X-11', topic: 'equal rank does not beat', input: { op: 'beats', previous: ['9S'], new: ['9H'] }, expected: { beats: false } },
  { id: 'X-12', topic: 'pair on a triple', input: { op: 'beats', previous: ['5S', '5H', '5D'], new: ['AS', 'AH'] }, expected: { beats: false } },
  { id: 'X-13', topic: 'run needs a higher top', input: { op: 'beats', variant: 'sequences', previous: ['5S', '6H', '7D'], new: ['4S', '5H', '6D'] }, expected: { beats: false } },
  { id: 'X-14', topic: 'fewer Jokers beat more', input: { op: 'beats', variant: 'trouduc', previous: ['8S', 'JKR', 'JKB'], previous_declared_rank: '8', new: ['8D', '8C', 'JKR'] }, expected: { beats: true } },
  { id: 'X-15', topic: 'standard points, 3 players', input: { op: 'deal_points', players: 3, finish_order: ['B', 'C', 'A'] }, expected: { points: { B: 2, C: 1, A: 0 }, president: 'B', bottom: 'A' } },
  { id: 'X-16', topic: 'next deal, 4 players', input: { op: 'next_deal_setup', finish_order: ['P2', 'P0', 'P3', 'P1'] }, expected: { seating_clockwise: ['P2', 'P0', 'P3', 'P1'], dealer: 'P1', first_card_to: 'P2', leader_after_exchange: 'P2' } },
  { id: 'X-17', topic: 'two-card exchange', input: { op: 'exchange', k: 2, bottom_hand: ['2S', 'KD', '9C', 'AH'], president_hand: ['5S', '3H', 'QC', 'AC'] }, expected: { bottom_gives: ['AH', 'KD'], president_gives: ['3H', '5S'] } },
  { id: 'X-18', topic: 'Trouduc exchange under the 2-high order', input: { op: 'exchange', variant: 'trouduc', rank_order: 'joker-2-A-K-...-3', k: 1, bottom_hand: ['JK', 'AS', '2C', '9C'], president_hand: ['2S', '3H', 'KS'] }, expected: { bottom_gives: ['2C'], president_gives: ['3H'] } },
  { id: 'X-19', topic: 'game not over', input: { op: 'game_end', target: 15, totals: { A: 14, B: 10, C: 3 }, last_deal_points: { A: 2, B: 1, C: 0 } }, expected: { ended: false, winner: null } },
  { id: 'X-20', topic: 'one reaches the target', input: { op: 'game_end', target: 11, totals: { A: 11, B: 9 }, last_deal_points: { A: 2, B: 1 } }, expected: { ended: true, winner: 'A' } },
  {
    id: 'X-21',
    topic: 'round winner went out: next player with cards leads',
    input: { op: 'simulate_round_play', order: ['A', 'B', 'C'], leader: 'A', hands: { A: ['KS'], B: ['2H', '3H'], C: ['4C', '5C'] }, actions: [['KS'], 'PASS', 'PASS', ['2H']] },
    expected: { events: [['A', ['KS']], ['A', 'OUT'], ['B', 'PASS'], ['C', 'PASS'], ['CLEAR', 'B'], ['B', ['2H']]], finish_order: ['A'], next_to_act: 'C' },
  },
  {
    id: 'X-27',
    topic: 'CLEAR names the next leader, not the one who went out (issue 25)',
    input: { op: 'simulate_round_play', order: ['A', 'B', 'C'], leader: 'A', hands: { A: ['5S'], B: ['6S', '2C'], C: ['3C', '4D'] }, actions: [['5S'], 'PASS', 'PASS'] },
    expected: { events: [['A', ['5S']], ['A', 'OUT'], ['B', 'PASS'], ['C', 'PASS'], ['CLEAR', 'B']], finish_order: ['A'], next_to_act: 'B' },
  },
  {
    id: 'X-28',
    topic: 'CLEAR skips a neighbour who is out too: the next player with cards leads',
    input: {
      op: 'simulate_round_play',
      order: ['A', 'B', 'C', 'D'],
      leader: 'B',
      hands: { A: ['KS'], B: ['5S'], C: ['6S', '7S'], D: ['8S', '9S', 'TS'] },
      actions: [['5S'], 'PASS', 'PASS', 'PASS', ['6S'], 'PASS', ['KS'], 'PASS', 'PASS'],
    },
    expected: {
      events: [['B', ['5S']], ['B', 'OUT'], ['C', 'PASS'], ['D', 'PASS'], ['A', 'PASS'], ['CLEAR', 'C'], ['C', ['6S']], ['D', 'PASS'], ['A', ['KS']], ['A', 'OUT'], ['C', 'PASS'], ['D', 'PASS'], ['CLEAR', 'C']],
      finish_order: ['B', 'A'],
      next_to_act: 'C',
    },
  },
  { id: 'X-29', topic: 'no Joker in the base game: not a combination', input: { op: 'valid_combo', cards: ['3H', 'JK'] }, expected: { valid: false, reason: { code: 'combo.no-jokers', card: 'JK' } } },
  { id: 'X-30', topic: 'no Joker in the base game: a lone Joker is no card', input: { op: 'valid_combo', cards: ['JK'] }, expected: { valid: false, reason: { code: 'combo.no-jokers', card: 'JK' } } },
  { id: 'X-31', topic: 'no Joker in the base game: it does not beat an Ace', input: { op: 'beats', previous: ['AS'], new: ['JK'] }, expected: { beats: false, reason: { code: 'beat.invalid-combo', error: { code: 'combo.no-jokers', card: 'JK' } } } },
  {
    id: 'X-32',
    topic: 'no Joker in the base game: a simulated round refuses it on an Ace',
    input: { op: 'simulate_round_play', order: ['A', 'B', 'C'], leader: 'A', hands: { A: ['AS', '3C'], B: ['JK', '4C'], C: ['5C', '6C'] }, actions: [['AS'], ['JK']] },
    expected: { error: { code: 'play.bad-combo', error: { code: 'combo.no-jokers', card: 'JK' }, index: 1, player: 'B' } },
  },
  { id: 'X-33', topic: 'no Joker in the base game: two Jokers as a pair', input: { op: 'valid_combo', cards: ['JKR', 'JKB'], declared_rank: '9' }, expected: { valid: false, reason: { code: 'combo.no-jokers', card: 'JKR' } } },
  { id: 'X-34', topic: 'Trouduc: a lone Joker names no rank (our OP12 decision)', input: { op: 'valid_combo', variant: 'trouduc', cards: ['JK'], declared_rank: '9' }, expected: { valid: false, reason: { code: 'combo.single-joker-rank', declared: '9' } } },
  { id: 'X-35', topic: 'Trouduc: a lone Joker is the highest single, above a 2 in the 2-high order', input: { op: 'beats', variant: 'trouduc', rank_order: 'joker-2-A-K-...-3', previous: ['2S'], new: ['JK'] }, expected: { beats: true } },
  { id: 'X-37', topic: 'no Joker in the base game: the exchange refuses a hand with one', input: { op: 'exchange', k: 3, bottom_hand: ['JK', 'AS', 'KD', '9C'], president_hand: ['2S', '3H', '3C', 'JD'] }, expected: { error: { code: 'exchange.no-jokers', hand: 'bottom' } } },
  { id: 'X-36', topic: 'Trouduc: a Joker-only pair must name its rank', input: { op: 'valid_combo', variant: 'trouduc', cards: ['JKR', 'JKB'] }, expected: { valid: false, reason: { code: 'combo.joker-needs-rank' } } },
  { id: 'X-22', topic: 'the leader may not pass', input: { op: 'simulate_round_play', order: ['A', 'B', 'C'], leader: 'A', hands: { A: ['KS'], B: ['2H'], C: ['4C'] }, actions: ['PASS'] }, expected: { error: 'must lead' } },
  { id: 'X-23', topic: 'a wrong count is refused', input: { op: 'simulate_round_play', order: ['A', 'B', 'C'], leader: 'A', hands: { A: ['KS', 'KH'], B: ['AH', 'AS', 'AD'], C: ['4C'] }, actions: [['KS', 'KH'], ['AH', 'AS', 'AD']] }, expected: { error: 'wrong count' } },
  {
    id: 'X-25',
    topic: 'Trouduc round with a wild Joker and a natural answer',
    input: { op: 'simulate_round_play', variant: 'trouduc', order: ['A', 'B', 'C'], leader: 'A', hands: { A: ['9S', 'JK', '3C'], B: ['9H', '9D', '4C'], C: ['5C', '6C'] }, actions: [{ cards: ['9S', 'JK'], declared_rank: '9' }, ['9H', '9D'], 'PASS', 'PASS'] },
    expected: { events: [['A', ['9S', 'JK']], ['B', ['9H', '9D']], ['C', 'PASS'], ['A', 'PASS'], ['CLEAR', 'B']], finish_order: [] },
  },
  { id: 'X-26', topic: 'Joker alone is a valid single', input: { op: 'valid_combo', variant: 'trouduc', cards: ['JK'] }, expected: { valid: true, count: 1 } },
  { id: 'X-24', topic: 'last-deal tie-break reading (OP8 alternative)', input: { op: 'game_end', tie_break: 'last-deal', target: 15, totals: { A: 16, B: 15 }, last_deal_points: { A: 1, B: 2 } }, expected: { ended: true, winner: 'B' } },
];

describe('President: our own cases for every op', () => {
  own.forEach((c, i) => {
    it(`${c.id} (${c.topic})`, () => {
      const report = runCase(c, i, evaluateCase);
      expect(report.diffs).toEqual([]);
    });
  });
});
