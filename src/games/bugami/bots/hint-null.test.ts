/**
 * A Null bidder's play hints give Null reasons (review: "A high lead sets up the suit" for a Five in a Null): while
 * the Null holds, a lead is "a card someone else should beat" and a card under the winner "stays under"; never the
 * suit-contract reasons about setting up a suit, a clean trick or bad cards.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, type GameState } from '../engine/game';
import { hint } from './hint';

const SUIT_REASONS = ['hint.lead-high', 'hint.lead-low', 'hint.cash-winner', 'hint.lead-low-bad-suit', 'hint.duck-under', 'hint.shed-highest-loser'];

describe('hints for a Null bidder', () => {
  it('give Null reasons while the Null holds', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      let s = newGame({ seed, players: 4, firstDealer: 3 });
      if (!s.ok) throw new Error('no game');
      let st: GameState = s.value;
      for (let i = 0; i < 200 && st.stage !== 'scored' && st.stage !== 'game-over'; i++) {
        const la = legalActions(st);
        let a = la[0]!;
        if (a.type === 'bid') a = { ...a, bid: a.seat === 0 ? 'NULL' : 'S' };
        if (a.type === 'play' && a.seat === 0 && st.deal!.tricksWon[0] === 0) {
          const h = hint(st, 0, { budgetMs: Infinity, maxSamples: 8, seed });
          if (h) {
            seen.add(h.reason.code);
            expect(SUIT_REASONS, `seed ${seed}`).not.toContain(h.reason.code);
          }
        }
        const next = apply(st, a);
        if (!next.ok) throw new Error('refused');
        st = next.value;
      }
    }
    expect([...seen].some((c) => c.startsWith('hint.null-'))).toBe(true);
  });
});
