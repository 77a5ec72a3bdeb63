/**
 * The engine's deal scoring against a slow, obviously-correct re-implementation written straight from the
 * specification (`shared/rules/bugami/spec.md` §6.4, §7, §9.1, §9.2 and the open points 7, 9, 10, 17, 18), on
 * random deals: who won which trick, which cards were in it, the undealt cards, the bids, Jokers and every scoring
 * option. Two ways in: `scoreDeal` (what the conformance cases and drills use) and whole deals played through the
 * game engine (what the table uses).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packOf, type GameCard } from './cards';
import { apply, legalActions, newGame, type GameAction, type GameState } from './game';
import { scoreDeal } from './scoring';
import type { Bid } from './types';

interface RefRules {
  zwangshochzeit: boolean;
  partnershipSpecials: 'pooled' | 'per-partner';
  remainderIsTrick: boolean;
  nullAllTricks: 0 | 100;
  nullWhenOtherTakesAll: 0 | 100;
}

/** A card's suit letter, or null for a Joker (written JK, JK1, ...). */
const suitLetter = (c: string): string | null => (c.startsWith('JK') ? null : c.slice(-1));

/**
 * The spec, read line by line. `trickWinners[i]` took `trickCards[i]`; the undealt `remainder` goes to the winner of
 * the last trick (§6.4); a card is bad for a player when it is of his bid suit or a Joker (§9.1); Null counts only
 * tricks. Returns each seat's score.
 */
function referenceScores(bids: Bid[], trickWinners: number[], trickCards: string[][], remainder: string[], rules: RefRules, seen?: Set<string>): number[] {
  const hit = (rule: string) => seen?.add(rule);
  const n = bids.length;
  // What each player took.
  const tricks = bids.map(() => 0);
  const taken: string[][] = bids.map(() => []);
  trickWinners.forEach((w, i) => {
    tricks[w]! += 1;
    taken[w]!.push(...trickCards[i]!);
  });
  let totalTricks = trickWinners.length;
  if (trickWinners.length > 0) {
    const last = trickWinners[trickWinners.length - 1]!;
    taken[last]!.push(...remainder);
    // OP7: the remainder is no trick by default; as a variant it is one more trick for its taker.
    if (rules.remainderIsTrick && remainder.length > 0) {
      tricks[last]! += 1;
      totalTricks += 1;
    }
  }
  const badOf = (seat: number): number => {
    if (bids[seat] === 'NULL') return 0;
    let b = 0;
    for (const c of taken[seat]!) if (suitLetter(c) === null || suitLetter(c) === bids[seat]) b++;
    return b;
  };
  // §9.2: the scoring units. Without the variant, everyone alone. With it, every non-Null player who named the same
  // suit as another is in one partnership with all of them (OP17); Null bidders are always alone.
  const units: number[][] = [];
  for (let seat = 0; seat < n; seat++) {
    const mates = rules.zwangshochzeit && bids[seat] !== 'NULL' ? [...Array(n).keys()].filter((o) => bids[o] === bids[seat]) : [seat];
    if (mates[0] === seat) units.push(mates);
  }
  const unitOf = (seat: number) => units.find((u) => u.includes(seat))!;
  const unitTricks = (u: number[]) => u.reduce((a, s) => a + tricks[s]!, 0);
  const unitBad = (u: number[]) => u.reduce((a, s) => a + badOf(s), 0);
  // Rule 1: did one unit take every trick? Pooled (OP18 default): the unit's tricks together; per partner: one
  // player of the unit took them all himself.
  const sweeper = totalTricks === 0 ? undefined : units.find((u) => (rules.partnershipSpecials === 'pooled' ? unitTricks(u) === totalTricks : u.some((s) => tricks[s] === totalTricks)));
  const unitScore = (u: number[]): number => {
    const bid = bids[u[0]!]!;
    if (sweeper) {
      hit(u === sweeper ? `1 sweep${bid === 'NULL' ? ' by Null' : ''}${u.length > 1 ? ' by partners' : ''}` : `1 other${bid === 'NULL' ? ' Null' : ''}`);
      if (u === sweeper) return bid === 'NULL' ? rules.nullAllTricks : 100; // OP9
      return bid === 'NULL' ? rules.nullWhenOtherTakesAll : 0; // rule 1, OP10
    }
    const t = unitTricks(u);
    if (u.length > 1) hit('partners');
    if (bid === 'NULL') return hit(t === 0 ? '2 Null kept' : '2 Null broken'), t === 0 ? 100 : 0; // rule 2
    if (t === 0) return hit('3 no trick'), 30; // rule 3
    const b = unitBad(u);
    if (b === 0) return hit('4 clean'), 20 * t; // rule 4
    return hit(b > t ? '5 divided below 10 a trick' : '5 divided'), Math.floor((10 * t) / b); // rule 5
  };
  return bids.map((bid, seat) => {
    const u = unitOf(seat);
    // OP18 per partner: a partner who took no trick himself is judged alone by rule 3 (not in a sweep, not a Null).
    if (rules.partnershipSpecials === 'per-partner' && !sweeper && u.length > 1 && bid !== 'NULL' && tricks[seat] === 0) return hit('OP18 partner alone'), 30;
    return unitScore(u);
  });
}

const BIDS: Bid[] = ['S', 'H', 'D', 'C', 'NULL'];

const rulesArb = fc.record({
  zwangshochzeit: fc.boolean(),
  partnershipSpecials: fc.constantFrom<'pooled' | 'per-partner'>('pooled', 'per-partner'),
  remainderIsTrick: fc.boolean(),
  nullAllTricks: fc.constantFrom<0 | 100>(0, 100),
  nullWhenOtherTakesAll: fc.constantFrom<0 | 100>(0, 100),
});

/**
 * A random deal: table size, Jokers, a shuffled pack cut into tricks, the winner of each trick (from a few favourite
 * seats, so sweeps, partner sweeps and players without tricks are common) and bids (from a few suits, so partners and
 * several Null bidders are common).
 */
const dealArb = fc
  .record({
    players: fc.integer({ min: 3, max: 7 }),
    jokers: fc.integer({ min: 0, max: 4 }),
    order: fc.array(fc.nat(), { minLength: 56, maxLength: 56 }),
    favourites: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
    winners: fc.array(fc.nat(), { minLength: 19, maxLength: 19 }),
    bidPool: fc.array(fc.constantFrom(...BIDS), { minLength: 1, maxLength: 3 }),
    bidPicks: fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
    rules: rulesArb,
  })
  .map(({ players, jokers, order, favourites, winners, bidPool, bidPicks, rules }) => {
    const pack = packOf(jokers) as string[];
    // A permutation from the random keys.
    const shuffled = pack.map((c, i) => ({ c, k: order[i]! })).sort((a, b) => a.k - b.k || a.c.localeCompare(b.c)).map((x) => x.c);
    const handSize = Math.floor(pack.length / players);
    const trickCards = [...Array(handSize).keys()].map((t) => shuffled.slice(t * players, (t + 1) * players));
    const remainder = shuffled.slice(handSize * players);
    const favs = favourites.map((f) => f % players);
    const trickWinners = [...Array(handSize).keys()].map((t) => favs[winners[t]! % favs.length]!);
    const bids = [...Array(players).keys()].map((s) => bidPool[bidPicks[s]! % bidPool.length]!);
    return { players, jokers, bids, trickWinners, trickCards, remainder, rules };
  });

describe('deal scoring against the specification, read line by line', () => {
  it('scoreDeal gives every seat the score the spec gives it (captured cards, the remainder, Jokers, every option)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(dealArb, ({ jokers, bids, trickWinners, trickCards, remainder, rules }) => {
        const players = bids.map((bid, seat) => ({
          seat,
          bid,
          tricks: trickWinners.filter((w) => w === seat).length,
          captured: trickCards.filter((_, i) => trickWinners[i] === seat).flat(),
        }));
        const r = scoreDeal({ players, totalTricks: trickWinners.length, remainder, lastTrickWinner: trickWinners[trickWinners.length - 1] }, { ...rules, jokers });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.seats.map((s) => s.score)).toEqual(referenceScores(bids, trickWinners, trickCards, remainder, rules, seen));
      }),
      { numRuns: 3000 },
    );
    // The random deals reach every rule and special case.
    expect([...seen].sort()).toEqual(
      ['1 other', '1 other Null', '1 sweep', '1 sweep by Null', '1 sweep by partners', '2 Null broken', '2 Null kept', '3 no trick', '4 clean', '5 divided', '5 divided below 10 a trick', 'OP18 partner alone', 'partners'].sort(),
    );
  });

  it('whole deals through the game engine score as the spec says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 0, max: 2 }),
        rulesArb,
        fc.array(fc.constantFrom(...BIDS), { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 3 }),
        (players, jokers, rules, bidPool, seed, greed) => {
          let s = newGame({ seed, players, rules: { ...rules, jokers } });
          expect(s.ok).toBe(true);
          if (!s.ok) return;
          let st: GameState = s.value;
          let x = seed;
          const rnd = (k: number) => {
            x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
            return Math.floor((x / 4294967296) * k);
          };
          for (let i = 0; i < 400 && st.stage !== 'scored' && st.stage !== 'game-over'; i++) {
            const la = legalActions(st);
            let a: GameAction = la[rnd(la.length)]!;
            if (a.type === 'bid') a = { ...a, bid: bidPool[rnd(bidPool.length)]! };
            // Now and then a greedy seat: seat 0 plays its highest card, so one player often sweeps.
            else if (a.type === 'play' && greed > 0 && a.seat === 0) a = la[la.length - 1]!;
            const next = apply(st, a);
            expect(next.ok).toBe(true);
            if (!next.ok) return;
            st = next.value;
          }
          const d = st.deal!;
          const row = st.record[st.record.length - 1]!;
          const expected = referenceScores(
            d.bids as Bid[],
            d.tricks.map((t) => t.winner),
            d.tricks.map((t) => t.plays.map((p) => p.card as GameCard as string)),
            d.remainder as string[],
            rules,
          );
          expect(row.scores).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
