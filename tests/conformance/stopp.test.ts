/**
 * The public Stopp conformance cases (a copy of ../shared/rules/stopp/cases.json), one test per case, checked the
 * same way as `npm run conformance -- --game stopp`; then cases of our own (`own`) for every op of spec 11
 * (variants, errors, edges the public file does not reach, and the two-player end game we decided on).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCases, runCase } from '../../src/shared/conformance/runner';
import { evaluateCase } from '../../src/games/stopp/engine/conformance';

const parsed = parseCases(readFileSync(new URL('./stopp-cases.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(`cannot read the cases: ${parsed.error.detail}`);
const cases = parsed.value;

const own = [
  { id: 'X-01', topic: 'legal: several beaters, any may be played', input: { op: 'legal_actions', top: '5H', hand: ['9H', '7H', 'AS', '4H'] }, expected: { legal: ['7H', '9H'] } },
  { id: 'X-02', topic: 'legal: other suit never beats', input: { op: 'legal_actions', top: '5H', hand: ['AS', 'KD'] }, expected: { legal: ['STOPP'] } },
  { id: 'X-03', topic: 'legal: Ace low (OP1 option)', input: { op: 'legal_actions', top: 'KH', hand: ['AH', '3H'], rules: { ranking: 'ace-low' } }, expected: { legal: ['STOPP'] } },
  { id: 'X-04', topic: 'legal: lowest beater only (OP4 option)', input: { op: 'legal_actions', top: '5H', hand: ['9H', '7H'], rules: { beat_choice: 'lowest-higher' } }, expected: { legal: ['7H'] } },
  { id: 'X-05', topic: 'legal: bad card', input: { op: 'legal_actions', top: 'ZZ', hand: ['9H'] }, expected: { error: 'bad top card' } },
  { id: 'X-06', topic: 'sim: solo_continue reads the rule literally (OP6)', input: { op: 'simulate_deal', order: ['P0', 'P1'], leader: 'P0', hands: { P0: ['8S'], P1: ['QS', '4H'] }, choices: ['8S', 'QS', '4H'], solo_continue: true }, expected: { events: [['P0', '8S'], ['P0', 'OUT'], ['P1', 'QS'], ['P1', 'TURN', 2], ['P1', '4H'], ['P1', 'OUT'], ['DEAL_END']], cards_left: { P0: 0, P1: 0 }, status: 'deal_end' } },
  { id: 'X-07', topic: 'sim: a beaten last card, play goes on', input: { op: 'simulate_deal', order: ['P0', 'P1', 'P2'], leader: 'P0', hands: { P0: ['7C'], P1: ['9C', '5H'], P2: ['KD', '3D'] }, choices: ['7C', '9C'] }, expected: { events: [['P0', '7C'], ['P0', 'OUT'], ['P1', '9C'], ['P2', 'STOPP'], ['P1', 'TURN', 2]], cards_left: { P0: 0, P1: 1, P2: 2 }, status: 'script_end' } },
  { id: 'X-08', topic: 'sim: refusing to beat is illegal', input: { op: 'simulate_deal', order: ['P0', 'P1'], leader: 'P0', hands: { P0: ['8S', '2D'], P1: ['QS', '4H'] }, choices: ['8S', '4H'] }, expected: { error: 'P1 must beat' } },
  { id: 'X-09', topic: 'sim: card not held', input: { op: 'simulate_deal', order: ['P0', 'P1'], leader: 'P0', hands: { P0: ['8S'], P1: ['QS'] }, choices: ['AS'] }, expected: { error: 'not in hand' } },
  { id: 'X-10', topic: 'sim: choices after the end', input: { op: 'simulate_deal', order: ['P0', 'P1', 'P2'], leader: 'P0', hands: { P0: ['7C'], P1: ['2C'], P2: ['3D'] }, choices: ['7C', '2C'] }, expected: { error: 'deal already over' } },
  { id: 'X-11', topic: 'sim: leader other than forehand', input: { op: 'simulate_deal', order: ['A', 'B', 'C'], leader: 'C', hands: { A: ['2H'], B: ['3H'], C: ['AH', '5D'] }, choices: ['AH'] }, expected: { events: [['C', 'AH'], ['A', 'STOPP'], ['B', 'STOPP'], ['C', 'TURN', 1]], status: 'script_end' } },
  { id: 'X-12', topic: 'settle: nobody short', input: { op: 'settle', capital: { P0: 10, P1: 10, P2: 10, P3: 10 }, cards_left: { P0: 3, P1: 0, P2: 6, P3: 1 }, pot: 0 }, expected: { paid: { P0: 3, P1: 0, P2: 6, P3: 1 }, capital: { P0: 7, P1: 10, P2: 4, P3: 9 }, pot: 10, eliminated: [] } },
  { id: 'X-13', topic: 'settle: go-negative (OP5 option)', input: { op: 'settle', capital: { P0: 2, P1: 5 }, cards_left: { P0: 4, P1: 0 }, pot: 3, rules: { short_payment: 'go-negative' } }, expected: { paid: { P0: 4, P1: 0 }, capital: { P0: -2, P1: 5 }, pot: 7, eliminated: ['P0'] } },
  { id: 'X-14', topic: 'status: play goes on', input: { op: 'game_status', capital: { P0: 6, P1: 1, P2: 0 }, pot: 23 }, expected: { game_over: false } },
  { id: 'X-15', topic: 'layout: 3 players', input: { op: 'deal_layout', players: 3 }, expected: { hand_size: 6, dealt: 18, set_aside: 34 } },
  { id: 'X-16', topic: 'layout: too many players', input: { op: 'deal_layout', players: 7 }, expected: { error: '3-6 players' } },
  { id: 'X-17', topic: 'rotation: wraps round', input: { op: 'next_deal', seats_clockwise: ['A', 'B', 'C', 'D'], dealer: 'D', eliminated: [] }, expected: { dealer: 'A', forehand: 'B' } },
  { id: 'X-18', topic: 'rotation: forehand skips the eliminated', input: { op: 'next_deal', seats_clockwise: ['A', 'B', 'C', 'D'], dealer: 'B', eliminated: ['D', 'A'] }, expected: { dealer: 'C', forehand: 'B' } },
  { id: 'X-19', topic: 'unknown op', input: { op: 'shuffle' }, expected: { error: 'unknown op' } },
  // Two players left (our decision, issue 25): the game goes on with the same deal, lead and payments.
  { id: 'X-20', topic: 'two left: six cards each, the rest aside', input: { op: 'deal_layout', players: 2 }, expected: { hand_size: 6, dealt: 12, set_aside: 40 } },
  { id: 'X-21', topic: 'two left: the deal alternates, the other player is forehand', input: { op: 'next_deal', seats_clockwise: ['A', 'B', 'C', 'D'], dealer: 'A', eliminated: ['C', 'D'] }, expected: { dealer: 'B', forehand: 'A' } },
  { id: 'X-22', topic: 'two left: the game is not over', input: { op: 'game_status', capital: { P0: 0, P1: 4, P2: 9 }, pot: 17 }, expected: { game_over: false } },
  { id: 'X-23', topic: 'two left: a short payment ends the game', input: { op: 'settle', capital: { P0: 0, P1: 3, P2: 10 }, cards_left: { P0: 0, P1: 5, P2: 0 }, pot: 17 }, expected: { paid: { P0: 0, P1: 3, P2: 0 }, capital: { P0: 0, P1: 0, P2: 10 }, pot: 20, eliminated: ['P1'] } },
  { id: 'X-24', topic: 'two left: a deal played out under the default rules', input: { op: 'simulate_deal', order: ['P0', 'P1'], leader: 'P0', hands: { P0: ['8S', '2D'], P1: ['QS', '4H'] }, choices: ['8S', 'QS', '4H'] }, expected: { events: [['P0', '8S'], ['P1', 'QS'], ['P0', 'STOPP'], ['P1', 'TURN', 2], ['P1', '4H'], ['P1', 'OUT'], ['P0', 'STOPP'], ['DEAL_END']], cards_left: { P0: 1, P1: 0 }, status: 'deal_end' } },
];

describe('Stopp conformance cases', () => {
  it('has the public cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(13);
  });
  cases.forEach((c, i) => {
    const { id, topic } = c as { id: string; topic: string };
    it(`${id} (${topic})`, () => {
      expect(runCase(c, i, evaluateCase).diffs).toEqual([]);
    });
  });
});

describe('Stopp: our own cases for every op', () => {
  own.forEach((c, i) => {
    it(`${c.id} (${c.topic})`, () => {
      expect(runCase(c, i, evaluateCase).diffs).toEqual([]);
    });
  });
});
