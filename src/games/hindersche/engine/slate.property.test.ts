/**
 * Property of the slate's starting standing: every standing a rubber reaches at a regular deal is accepted as a start,
 * and a slate started there, fed the rest of the rubber's entries, scores them exactly as the slate that played from
 * the first deal (marks, players still in, dealer, frame marks and settlement), under random rule sets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_OPTIONS, type Rules } from './rules';
import { awaiting, checkSetup, enterResult, newSlate, replaySlate, type SlateState } from './slate';
import type { Seat } from './types';
import { prng, randomResult } from './testing/results';

const rulesArb: fc.Arbitrary<Rules> = fc.record(
  Object.fromEntries(Object.entries(RULE_OPTIONS).map(([k, v]) => [k, fc.constantFrom(...(k === 'VP22' ? [1, 2, 4] : v))])) as {
    [K in keyof Rules]: fc.Arbitrary<Rules[K]>;
  },
);

const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora'];

/** A whole rubber entered on a slate from random valid results, with every state it passed through. */
function playRubber(seed: number, rules: Rules, first: Seat): SlateState[] {
  const rng = prng(seed);
  const setup = checkSetup({ names: NAMES, firstDealer: first, rules, stake: 1 });
  if (!setup.ok) throw new Error('setup');
  const states = [newSlate(setup.value)];
  for (let i = 0; i < 3000; i++) {
    const s = states[states.length - 1] as SlateState;
    const next = awaiting(s);
    if (next.kind === 'over') return states;
    const r = enterResult(s, { ...randomResult(rng, next.players), march: null });
    if (!r.ok) throw new Error(`the slate refused a valid result: ${JSON.stringify(r.error)}`);
    states.push(r.value);
  }
  throw new Error('the rubber did not end');
}

/** What a table sees of a slate (the deal number counts the deals entered on this slate, so it is left out). */
function view(s: SlateState) {
  const next = awaiting(s);
  const { dealNumber: _counted, ...rest } = next.kind === 'regular' ? next : { ...next, dealNumber: 0 };
  return { game: s.game, slate: s.slate, active: s.active, phase: s.phase, dealer: s.dealer, frame: s.frame, settlement: s.settlement, next: rest };
}

describe('the slate from a starting standing', () => {
  it('takes any standing a rubber reaches at a regular deal and continues it exactly as the whole rubber does', () => {
    fc.assert(
      fc.property(fc.integer(), rulesArb, fc.constantFrom<Seat>(0, 1, 2, 3), fc.double({ min: 0, max: 1, noNaN: true }), (seed, rules, first, where) => {
        const states = playRubber(seed, rules, first);
        const at = states.map((s, i) => [s, i] as const).filter(([s]) => s.pending === null && awaiting(s).kind === 'regular');
        const [from, index] = at[Math.min(at.length - 1, Math.floor(where * at.length))] as readonly [SlateState, number];
        const setup = checkSetup({
          names: NAMES,
          firstDealer: from.dealer,
          rules,
          stake: 1,
          start: { game: from.game, frame: from.frame, phase: from.phase, active: from.active, slate: from.slate },
        });
        if (!setup.ok) throw new Error(`a reachable standing was refused: ${JSON.stringify({ error: setup.error, standing: view(from) })}`);
        const all = states[states.length - 1] as SlateState;
        const rest = all.entries.slice(index);
        // Every entry after the start scores to the same standing, step by step, and the record replays to the end.
        let s = newSlate(setup.value);
        for (let k = 0; k < rest.length; k++) {
          expect(view(s)).toEqual(view(states[index + k] as SlateState));
          const r = enterResult(s, rest[k]);
          if (!r.ok) throw new Error(`entry ${k} refused: ${JSON.stringify(r.error)}`);
          s = r.value;
        }
        expect(view(s)).toEqual(view(all));
        const replayed = replaySlate(setup.value, rest);
        expect(replayed.ok && view(replayed.value)).toEqual(view(all));
      }),
      { numRuns: 60 },
    );
  });
});
