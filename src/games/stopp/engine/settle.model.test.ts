/**
 * The engine's settlement against a slow, obviously-correct model written straight from the rules
 * (`shared/rules/stopp/spec.md` sections 2, 4, 5 and open points 2, 5, 7, 8), on random inputs:
 * - `settle` alone: 1 unit per card held, short payment (OP5 both readings), the pot, elimination;
 * - `nextDeal` alone: the deal passes left skipping eliminated players, forehand on the new dealer's left;
 * - whole games played with random legal cards: after every deal the capital, the pot, who is eliminated, who
 *   wins, who deals next and who leads the next deal, including the two-player end game (our decision: the game
 *   goes on with the same deal and the same payments until one player has capital left).
 * The model never looks at the engine's settlement; it only takes the cards left in each hand when a deal ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, type GameState } from './game';
import { nextDeal, settle } from './settle';
import type { Rules } from './rules';

// ---------------------------------------------------------------------------------------------
// The model (spec text -> code, one rule per line)

interface ModelSettlement {
  paid: number[];
  capital: number[];
  pot: number;
  eliminated: number[];
}

/** Spec 4: everyone still in the game who holds cards pays 1 unit per card into the pot. */
function modelSettle(capital: number[], cards: number[], pot: number, shortPayment: Rules['short_payment']): ModelSettlement {
  const paid: number[] = [];
  const after: number[] = [];
  const eliminated: number[] = [];
  let newPot = pot;
  for (let p = 0; p < capital.length; p++) {
    const has = capital[p] as number;
    const held = cards[p] as number;
    if (has <= 0) {
      // Already out of the game: takes no part (spec 4).
      paid.push(0);
      after.push(has);
      continue;
    }
    const due = held * 1;
    // OP5: pay what is left (default), or pay in full and go below zero.
    const pays = shortPayment === 'go-negative' ? due : Math.min(due, has);
    paid.push(pays);
    after.push(has - pays);
    newPot += pays;
    // Spec 4: a player whose capital reaches 0 is eliminated.
    if (has - pays <= 0) eliminated.push(p);
  }
  return { paid, capital: after, pot: newPot, eliminated };
}

/** OP2: the next dealer is the first player to the left (clockwise) still in the game; forehand is on his left. */
function modelNextDeal(dealer: number, inGame: boolean[]): { dealer: number; forehand: number; players: number[] } {
  const n = inGame.length;
  const leftOf = (s: number): number => {
    let t = s;
    do t = (t + 1) % n;
    while (!inGame[t]);
    return t;
  };
  const next = leftOf(dealer);
  const players: number[] = [];
  let s = next;
  do {
    s = leftOf(s);
    players.push(s);
  } while (s !== next);
  return { dealer: next, forehand: players[0] as number, players };
}

// ---------------------------------------------------------------------------------------------

describe('settlement equals the model written from the spec', () => {
  it('settle: payments, short payment, pot and elimination', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 6 })), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom<Rules['short_payment']>('pay-what-is-left', 'go-negative'),
        (rows, pot, mode) => {
          const cap = rows.map((r) => r[0]);
          const cards = rows.map((r) => r[1]);
          const r = settle(cap, cards, pot, { short_payment: mode });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const m = modelSettle(cap, cards, pot, mode);
          expect({ paid: r.value.paid, capital: r.value.capital, pot: r.value.pot, eliminated: r.value.eliminated }).toEqual(m);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('nextDeal: the deal passes left, skipping players who are out', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 2, maxLength: 6 }), fc.nat(), (act, d) => {
        fc.pre(act.filter(Boolean).length >= 2);
        const dealer = d % act.length;
        const r = nextDeal(dealer, act);
        expect(r.ok).toBe(true);
        if (r.ok) expect({ dealer: r.value.dealer, forehand: r.value.forehand, players: r.value.players }).toEqual(modelNextDeal(dealer, act));
      }),
      { numRuns: 300 },
    );
  });

  it('whole games: after every deal the money, eliminations, winner, next dealer and leader match the model', () => {
    let twoPlayerDeals = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 3, max: 6 }),
        fc.constantFrom<Rules['short_payment']>('pay-what-is-left', 'go-negative'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
        (seed, players, mode, picks) => {
          const g = newGame({ seed, players, rules: { short_payment: mode } });
          expect(g.ok).toBe(true);
          if (!g.ok) return;
          let s: GameState = g.value;
          // The model's own books.
          let capital = Array.from({ length: players }, () => 10);
          let pot = 0;
          let dealer = s.dealer;
          let k = 0;
          for (let guard = 0; guard < 20000 && s.stage !== 'game-over'; guard++) {
            const acts = legalActions(s);
            expect(acts.length).toBeGreaterThan(0);
            if (s.stage === 'awaiting-deal') {
              const inGame = capital.map((c) => c > 0);
              // Spec 2 / OP2 / OP7: the dealer as the model expects; forehand (his left) gets the first card and leads.
              expect(s.dealer).toBe(dealer);
              const r = apply(s, acts[0]);
              expect(r.ok).toBe(true);
              if (!r.ok) return;
              s = r.value;
              const d = s.deal;
              expect(d).not.toBeNull();
              if (!d) return;
              // Everyone still in the game, clockwise from the dealer's left; the dealer gets the last card.
              const expectedPlayers: number[] = [];
              for (let j = 1; j <= players; j++) if (inGame[(dealer + j) % players]) expectedPlayers.push((dealer + j) % players);
              expect(d.players).toEqual(expectedPlayers);
              expect(d.leader).toBe(expectedPlayers[0]);
              expect(d.players.every((p) => (d.hands[p] ?? []).length === 6)).toBe(true);
              if (expectedPlayers.length === 2) twoPlayerDeals++;
              continue;
            }
            if (s.stage === 'playing') {
              const pick = acts[(picks[k++ % picks.length] as number) % acts.length];
              const before = s;
              const r = apply(s, pick);
              expect(r.ok).toBe(true);
              if (!r.ok) return;
              s = r.value;
              if (s.stage === 'playing') continue;
              // The deal just ended: settle it by the model from the cards left in hand.
              const hands = (before.deal ? s.record[s.record.length - 1]?.cardsLeft : undefined) ?? [];
              const m = modelSettle(capital, hands, pot, mode);
              // Spec 4 property: the one whose last card ended the deal pays nothing, so somebody keeps capital.
              expect(hands.some((c, i) => c === 0 && capital[i] as number > 0)).toBe(true);
              capital = m.capital;
              pot = m.pot;
              const rec = s.record[s.record.length - 1];
              expect(rec?.paid).toEqual(m.paid);
              expect(rec?.eliminated).toEqual(m.eliminated);
              const left = capital.map((c, i) => (c > 0 ? i : -1)).filter((i) => i >= 0);
              if (left.length === 1) {
                // Spec 5: the last player with capital takes the whole pot.
                const w = left[0] as number;
                expect(s.stage).toBe('game-over');
                expect(s.winner).toEqual({ seat: w, pot });
                capital[w] = (capital[w] as number) + pot;
                pot = 0;
                expect(s.capital).toEqual(capital);
                expect(s.pot).toBe(0);
                expect(capital.reduce((a, b) => a + b, 0)).toBe(10 * players);
              } else {
                expect(s.stage).toBe('deal-over');
                expect(s.capital).toEqual(capital);
                expect(s.pot).toBe(pot);
                expect(s.active).toEqual(capital.map((c) => c > 0));
              }
              continue;
            }
            // deal-over: continue, and the deal passes left (OP2).
            const r = apply(s, acts[0]);
            expect(r.ok).toBe(true);
            if (!r.ok) return;
            s = r.value;
            dealer = modelNextDeal(dealer, capital.map((c) => c > 0)).dealer;
          }
          expect(s.stage).toBe('game-over');
        },
      ),
      { numRuns: 40 },
    );
    // The two-player end game was reached and checked too.
    expect(twoPlayerDeals).toBeGreaterThan(0);
  });
});
