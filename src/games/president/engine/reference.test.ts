/**
 * The engine against a slow, obviously-correct re-implementation written straight from the spec
 * (../shared/rules/president/spec.md), on random inputs (issue 25):
 *  - points by finishing order (§6, V4 scoring), roles (§2) and the next deal's setup (§2, §3, §5.1);
 *  - the exchange rule (§4, V1, V4, OP6, OP13): which ranks the Bottom and the President must give;
 *  - combination validity and what beats what (§5.2, §5.3, V2 runs without Jokers, V4 Jokers, OP12).
 * The reference reads each rule sentence as code, with no shared helper from the engine except the card list.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { packOf, type PCard } from './cards';
import { beats, classifyCombo } from './combos';
import { exchange, nextDealSetup } from './deal';
import { makeRules, type Rules } from './rules';
import { finishingBoard } from './scoring';

vi.setConfig({ testTimeout: 60_000 });

const rulesOf = (p: Partial<Rules>): Rules => {
  const r = makeRules(p);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

// ---------------------------------------------------------------------------------------------
// The reference, from the spec's sentences.

/** §1 / V4: ranks low to high. "Many groups also use Joker > 2 > A > K > ... > 3." */
function refRankValue(rank: string, order: Rules['rankOrder']): number {
  const low = order === 'ace-high' ? '23456789TJQKA' : '3456789TJQKA2';
  return low.indexOf(rank);
}
const refIsJoker = (c: string): boolean => c.startsWith('JK');
/** V4: "the higher Joker beats the lower": black is higher by default, or red; a lone 'JK' is just the Joker. */
function refJokerValue(c: string, highJoker: Rules['highJoker']): number {
  if (c === 'JK') return 13;
  return (highJoker === 'black' ? c === 'JKB' : c === 'JKR') ? 14 : 13;
}

type RefCombo = { kind: 'set' | 'run'; count: number; value: number; jokers: number; high: boolean };

/** Is `cards` a play under `rules`, and what is it? null = not a play. */
function refCombo(cards: string[], rules: Rules, declared?: string): RefCombo | null {
  // A play is 1-4 cards of the same rank (§5.2), each card once.
  if (cards.length === 0 || new Set(cards).size !== cards.length) return null;
  const jokers = cards.filter(refIsJoker);
  const naturals = cards.filter((c) => !refIsJoker(c));
  // §1: one 52-card pack: no Joker unless Trouduc adds one (V4).
  if (jokers.length > 0 && rules.jokers === 0) return null;
  const high = jokers.some((j) => refJokerValue(j, rules.highJoker) === 14);
  // V4: "The Joker is the highest single card"; our OP12 decision: it names no rank.
  if (cards.length === 1 && jokers.length === 1) return declared === undefined ? { kind: 'set', count: 1, value: refJokerValue(jokers[0] as string, rules.highJoker), jokers: 1, high } : null;
  const ranks = new Set(naturals.map((c) => c[0] as string));
  if (ranks.size <= 1 && cards.length <= 4) {
    // V4: a Joker stands in for any rank inside a set; a Joker-only set must name its rank (OP12).
    const rank = ranks.size === 1 ? ([...ranks][0] as string) : declared;
    if (rank === undefined) return null;
    if (ranks.size === 1 && declared !== undefined && declared !== rank) return null;
    return { kind: 'set', count: cards.length, value: refRankValue(rank, rules.rankOrder), jokers: jokers.length, high };
  }
  // V2: a run of 2 or more cards of consecutive rank, suits free; no wrap-around; no Joker in runs (OP10, OP12).
  if (!rules.sequences || jokers.length > 0 || cards.length < 2) return null;
  const values = naturals.map((c) => refRankValue(c[0] as string, rules.rankOrder)).sort((a, b) => a - b);
  for (let i = 1; i < values.length; i++) if (values[i] !== (values[i - 1] as number) + 1) return null;
  return { kind: 'run', count: cards.length, value: values[values.length - 1] as number, jokers: 0, high: false };
}

/** §5.3, V2, V4: does `next` beat `prev`? */
function refBeats(prev: RefCombo, next: RefCombo): boolean {
  // "exactly as many cards as the round's lead"; runs and sets never answer each other (OP10).
  if (prev.kind !== next.kind || prev.count !== next.count) return false;
  // "of strictly higher rank"; a run by its top card.
  if (next.value !== prev.value) return next.value > prev.value;
  // Equal rank does not beat, except (V4) a stronger set of the same size and rank:
  // all-natural beats any set with a Joker; fewer Jokers beat more; then the set with the higher Joker.
  if (prev.jokers === 0) return false;
  if (next.jokers === 0) return true;
  if (next.jokers !== prev.jokers) return next.jokers < prev.jokers;
  return next.high && !prev.high;
}

/** §6 and V4: the points of each place. */
function refPoints(players: number, scoring: Rules['scoring']): number[] {
  const out: number[] = [];
  for (let place = 0; place < players; place++) {
    if (scoring === 'trouduc') out.push(place === 0 ? 2 : place === 1 ? 1 : 0);
    else out.push(players - 1 - place);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Random inputs.

/** A small pool of cards so that ranks repeat: three ranks in every suit, plus the Jokers. */
const SMALL_RANKS = ['2', '3', '9', 'T', 'A'];
const pool: PCard[] = packOf(0).filter((c) => SMALL_RANKS.includes(c[0] as string));
const jokerPool: PCard[] = ['JK', 'JKR', 'JKB'];
const cardsArb = fc.uniqueArray(fc.constantFrom<PCard>(...pool, ...jokerPool, ...jokerPool), { minLength: 1, maxLength: 5 });
const rulesArb = fc.record({
  variant: fc.constantFrom<Rules['variant']>('classic', 'trouduc'),
  rankOrder: fc.constantFrom<Rules['rankOrder']>('ace-high', 'two-high'),
  highJoker: fc.constantFrom<Rules['highJoker']>('black', 'red'),
  sequences: fc.boolean(),
});
const declaredArb = fc.option(fc.constantFrom(...SMALL_RANKS), { nil: undefined });

/** Declare a rank only where one may be needed: a set made only of Jokers. */
const declaredFor = (cards: PCard[], d: string | undefined): string | undefined => (cards.every((c) => c.startsWith('JK')) ? d : undefined);

describe('the engine against a re-implementation from the spec (property)', () => {
  it('combination validity, count and strength', () => {
    fc.assert(
      fc.property(rulesArb, cardsArb, declaredArb, (p, cards, d) => {
        const rules = rulesOf(p);
        const decl = declaredFor(cards, d);
        const ref = refCombo(cards, rules, decl);
        const got = classifyCombo(cards, rules, decl);
        expect(got.ok, JSON.stringify({ p, cards, decl, ref, got })).toBe(ref !== null);
        if (got.ok && ref) {
          expect(got.value.count).toBe(ref.count);
          expect(got.value.type).toBe(ref.kind);
          expect(got.value.jokers).toBe(ref.jokers);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('what beats what', () => {
    fc.assert(
      fc.property(rulesArb, cardsArb, declaredArb, cardsArb, declaredArb, (p, a, da, b, db) => {
        const rules = rulesOf(p);
        const pa = declaredFor(a, da);
        const pb = declaredFor(b, db);
        const ra = refCombo(a, rules, pa);
        const rb = refCombo(b, rules, pb);
        const got = beats(a, b, rules, { previous: pa, next: pb });
        if (!ra) {
          expect(got).toMatchObject({ ok: false, error: { code: 'beats.bad-previous' } });
          return;
        }
        if (!rb) {
          expect(got).toMatchObject({ ok: false, error: { code: 'beats.bad-new' } });
          return;
        }
        expect(got.ok && got.value.beats, JSON.stringify({ p, a, pa, b, pb, ra, rb })).toBe(refBeats(ra, rb));
      }),
      { numRuns: 3000 },
    );
  });

  it('points by finishing order, roles and the next deal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.constantFrom<Rules['scoring']>('places', 'trouduc'), fc.integer(), (n, scoring, seed) => {
        // A random finishing order of the players P0..Pn-1.
        const order = Array.from({ length: n }, (_, i) => `P${i}`);
        let s = seed >>> 0;
        for (let i = n - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) >>> 0;
          const j = s % (i + 1);
          [order[i], order[j]] = [order[j] as string, order[i] as string];
        }
        const board = finishingBoard(order, { scoring, titles: 'none' }, n);
        expect(board.ok).toBe(true);
        if (!board.ok) return;
        const pts = refPoints(n, scoring);
        board.value.forEach((e, place) => {
          expect(e.player).toBe(order[place]);
          expect(e.points).toBe(pts[place]);
          // §2: first out President, last with cards Bottom, everyone in between a citizen.
          expect(e.role).toBe(place === 0 ? 'president' : place === n - 1 ? 'bottom' : 'citizen');
        });
        // §6: the points of one deal all differ under places scoring, and they add up to n(n-1)/2.
        if (scoring === 'places') expect(new Set(board.value.map((e) => e.points)).size).toBe(n);
        // §2, §3, §5.1: seats in finishing order; the Bottom deals, starting with the President, who leads.
        const setup = nextDealSetup(order);
        expect(setup).toMatchObject({ ok: true, value: { seatingClockwise: order, dealer: order[n - 1], firstCardTo: order[0], leaderAfterExchange: order[0] } });
      }),
      { numRuns: 500 },
    );
  });

  it('the exchange: the Bottom\'s k highest, the President\'s k lowest of his own hand, never a Joker', () => {
    const full = packOf(2);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(full, { minLength: 8, maxLength: 24 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom<Rules['rankOrder']>('ace-high', 'two-high'),
        fc.boolean(),
        (cards, k, rankOrder, trouduc) => {
          const rules = rulesOf({ variant: trouduc ? 'trouduc' : 'classic', rankOrder, jokers: trouduc ? 2 : 0 });
          const usable = trouduc ? cards : cards.filter((c) => !c.startsWith('JK'));
          const half = Math.floor(usable.length / 2);
          const bottom = usable.slice(0, half);
          const president = usable.slice(half);
          const r = exchange(bottom, president, k, rules);
          // Reference: rank values of the non-Joker cards, sorted; the Bottom's k highest, the President's k lowest.
          const val = (c: PCard): number => refRankValue(c[0] as string, rankOrder);
          const natural = (h: PCard[]): number[] => h.filter((c) => !c.startsWith('JK')).map(val);
          const wantBottom = natural(bottom).sort((a, b) => b - a).slice(0, k);
          const wantPresident = natural(president).sort((a, b) => a - b).slice(0, k);
          // Ties at the cut: the giver picks the suit (§4.3), so compare the ranks given.
          expect(r.bottomGives.map(val).sort((a, b) => b - a)).toEqual(wantBottom);
          expect(r.presidentGives.map(val).sort((a, b) => a - b)).toEqual(wantPresident);
          expect([...r.bottomGives, ...r.presidentGives].some((c) => c.startsWith('JK'))).toBe(false);
          // Every card is still somewhere, once.
          expect([...r.bottomHandAfter, ...r.presidentHandAfter].sort()).toEqual([...bottom, ...president].sort());
        },
      ),
      { numRuns: 500 },
    );
  });
});
