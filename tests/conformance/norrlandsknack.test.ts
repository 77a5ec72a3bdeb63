/**
 * The public Norrlandsknack conformance cases (a copy of ../shared/rules/norrlandsknack/cases.json), one test per
 * case, checked the same way as `npm run conformance`; then our own cases for every op of the spec's test-case
 * section that the public file does not exercise fully (the dealer's buy, following suit, Trumfmant with trumps,
 * errors, the other rule readings).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCases, runCase } from '../../src/shared/conformance/runner';
import { evaluateCase } from '../../src/games/norrlandsknack/tools';

const parsed = parseCases(readFileSync(new URL('./norrlandsknack-cases.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(`cannot read the cases: ${parsed.error.detail}`);
const cases = parsed.value;

describe('Norrlandsknack conformance cases', () => {
  it('has the public cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(18);
  });
  cases.forEach((c, i) => {
    const { id, topic } = c as { id: string; topic: string };
    it(`${id} (${topic})`, () => {
      const report = runCase(c, i, evaluateCase);
      expect(report.diffs).toEqual([]);
    });
  });
});

const OWN = [
  { id: 'OWN-01', topic: 'deal layout, 3 players', input: { op: 'deal_layout', players: 3 }, expected: { hand_size: 5, dealer_hand_size: 6, talon: 36, max_buy_demand: 15 } },
  { id: 'OWN-02', topic: 'deal layout: too many players', input: { op: 'deal_layout', players: 6 }, expected: { error: 'players' } },
  { id: 'OWN-03', topic: 'buying: dealer', input: { op: 'buy', is_dealer: true, discard: 3 }, expected: { receive: 2, hand_after: 5 } },
  { id: 'OWN-04', topic: 'buying: dealer must discard', input: { op: 'buy', is_dealer: true, discard: 0 }, expected: { error: 'dealer discards one more' } },
  { id: 'OWN-05', topic: 'buying: too many', input: { op: 'buy', is_dealer: false, discard: 6 }, expected: { error: 'at most 5' } },
  { id: 'OWN-06', topic: 'buying: dealer keeps nothing', input: { op: 'buy', is_dealer: true, discard: 6 }, expected: { receive: 5, hand_after: 5 } },
  { id: 'OWN-07', topic: 'legal: follow suit', input: { op: 'legal', trump: 'S', trick: ['5H'], hand: ['AS', '2H', 'KH', '3D'] }, expected: { legal: ['2H', 'KH'] } },
  { id: 'OWN-08', topic: 'legal: Trumfmant with trumps', input: { op: 'legal', trump: 'S', trumfmant: true, trick: ['5H'], hand: ['AS', '2H', '9S', '3D'] }, expected: { legal: ['AS', '9S'] } },
  { id: 'OWN-09', topic: 'legal: trump lead under Trumfmant', input: { op: 'legal', trump: 'S', trumfmant: true, trick: ['5S'], hand: ['AS', '2H'] }, expected: { legal: ['AS'] } },
  { id: 'OWN-10', topic: 'legal: Trumfmant leader free', input: { op: 'legal', trump: 'S', trumfmant: true, trick: [], hand: ['AS', '2H'] }, expected: { legal: ['AS', '2H'] } },
  { id: 'OWN-11', topic: 'legal: bad card', input: { op: 'legal', trump: 'S', trick: [], hand: ['ZZ'] }, expected: { error: 'bad card' } },
  { id: 'OWN-12', topic: 'trick winner: trump lead', input: { op: 'trick_winner', trump: 'H', plays: [['P0', '2H'], ['P1', 'AS'], ['P2', '3H']] }, expected: { winner: 'P2' } },
  { id: 'OWN-13', topic: 'trick winner: over-trump', input: { op: 'trick_winner', trump: 'D', plays: [['P2', 'AC'], ['P3', '4D'], ['P0', '9D'], ['P1', 'KC']] }, expected: { winner: 'P0' } },
  { id: 'OWN-14', topic: 'score: deal 2, knocker blank', input: { op: 'score_deal', deal_no: 2, knocker: 'P0', participants: ['P0', 'P1', 'P2'], scores: { P0: 4, P1: 9, P2: 8, P3: 5 }, tricks: { P0: 0, P1: 3, P2: 2 } }, expected: { scores: { P0: 9, P1: 6, P2: 6, P3: 5 }, limpa: ['P0'], extra_stakes: { P0: 1 } } },
  { id: 'OWN-15', topic: 'score: deal 1, non-knocker blank', input: { op: 'score_deal', deal_no: 1, knocker: 'P2', participants: ['P0', 'P1', 'P2'], scores: { P0: 10, P1: 10, P2: 10 }, tricks: { P0: 4, P1: 0, P2: 1 } }, expected: { scores: { P0: 6, P1: 10, P2: 9 }, limpa: [], extra_stakes: {} } },
  { id: 'OWN-16', topic: 'score: Trumfmant breach', input: { op: 'score_deal', deal_no: 5, knocker: 'P0', participants: ['P0', 'P1', 'P2'], scores: { P0: 5, P1: 1, P2: 8 }, tricks: { P0: 2, P1: 0, P2: 3 }, breaches: ['P1'] }, expected: { scores: { P0: 3, P1: 6, P2: 5 }, limpa: ['P1'], extra_stakes: { P1: 1 } } },
  { id: 'OWN-17', topic: 'score: too many tricks', input: { op: 'score_deal', deal_no: 2, knocker: 'P0', participants: ['P0', 'P1', 'P2'], scores: { P0: 5, P1: 5, P2: 5 }, tricks: { P0: 4, P1: 3 } }, expected: { error: 'tricks' } },
  { id: 'OWN-18', topic: 'bidding: all lurk later', input: { op: 'bidding_outcome', deal_no: 3, order: ['P0', 'P1', 'P2'], bids: { P0: 'lurk', P1: 'lurk', P2: 'lurk' } }, expected: { result: 'redeal', same_dealer: true, new_stakes: false } },
  { id: 'OWN-19', topic: 'bidding: all fold', input: { op: 'bidding_outcome', deal_no: 2, order: ['P0', 'P1', 'P2'], bids: { P0: 'lurk', P1: 'lurk', P2: 'knock' }, responses: { P0: 'fold', P1: 'fold' } }, expected: { result: 'play', knocker: 'P2', participants: ['P2'], unopposed: true, knocker_tricks: 5 } },
  { id: 'OWN-20', topic: 'bidding: missing response', input: { op: 'bidding_outcome', deal_no: 2, order: ['P0', 'P1', 'P2'], bids: { P0: 'knock' }, responses: { P1: 'fold' } }, expected: { error: 'P2 must answer' } },
  { id: 'OWN-21', topic: 'bidding: knock by forehand, deal 1', input: { op: 'bidding_outcome', deal_no: 1, order: ['P0', 'P1', 'P2', 'P3', 'P4'], bids: { P0: 'knock' } }, expected: { result: 'play', knocker: 'P0', participants: ['P0', 'P1', 'P2', 'P3', 'P4'] } },
  { id: 'OWN-22', topic: 'Trumfmant sequence', input: { op: 'trumfmant_sequence', scores_after_deals: [{ P0: 1, P1: 1, P2: 9 }, { P0: 6, P1: 1, P2: 9 }, { P0: 6, P1: 6, P2: 9 }, { P0: 6, P1: 6, P2: 1 }] }, expected: { trumfmant_in_next_deal: [true, true, false, true] } },
  { id: 'OWN-23', topic: 'first to zero: nobody', input: { op: 'first_to_zero', scores: { P0: 5, P1: 6, P2: 7 }, trick_winners: ['P0', 'P1', 'P2', 'P0', 'P0'] }, expected: { winner: null, after_trick: null } },
  { id: 'OWN-24', topic: 'first to zero: last trick', input: { op: 'first_to_zero', scores: { P0: 5, P1: 6, P2: 1, P3: 9 }, trick_winners: ['P0', 'P1', 'P3', 'P0', 'P2'] }, expected: { winner: 'P2', after_trick: 5 } },
  { id: 'OWN-25', topic: 'unknown op', input: { op: 'nonsense' }, expected: { error: 'unknown op' } },
  { id: 'OWN-26', topic: 'house rule: ace low', input: { op: 'trick_winner', trump: 'S', rules: { ranking: 'ace-low' }, plays: [['P0', 'AH'], ['P1', '2H']] }, expected: { winner: 'P1' } },
  {
    id: 'OWN-28',
    topic: 'bidding: all lurk later, the deal passes on and nobody stakes again (a stake every deal)',
    input: { op: 'bidding_outcome', deal_no: 4, order: ['P0', 'P1', 'P2', 'P3'], bids: { P0: 'lurk', P1: 'lurk', P2: 'lurk', P3: 'lurk' }, rules: { all_lurk_later: 'pass-deal', ante_each_deal: true } },
    expected: { result: 'redeal', same_dealer: false, new_stakes: false },
  },
  { id: 'OWN-27', topic: 'house rule: unknown option', input: { op: 'deal_layout', players: 4, rules: { jokers: true } }, expected: { error: 'unknown rule' } },
];

describe('our own cases', () => {
  OWN.forEach((c, i) => {
    it(`${c.id} (${c.topic})`, () => {
      const report = runCase(c, i, evaluateCase);
      expect(report.diffs).toEqual([]);
    });
  });
  it('covers every op of the spec', () => {
    const ops = new Set([...cases, ...OWN].map((c) => (c as { input: { op: string } }).input.op));
    for (const op of ['deal_layout', 'buy', 'legal', 'trick_winner', 'score_deal', 'bidding_outcome', 'trumfmant_sequence', 'first_to_zero']) expect(ops.has(op)).toBe(true);
  });
});
