/**
 * Weis positions. The builder: one 9-card hand with combinations in it (level 1 a single one, level 2 several that
 * do not touch, level 3 a four-of-a-kind that shares a card with a run, so a choice has to be made, now and then
 * with the trump Under, Nell and Ace that look like a run in the trump order and are none). The
 * comparison: a four-player deal where at least two players have a Weis (level 1 settled by value, level 2 by
 * length or top card, level 3 by the trump suit or the seat order). Built cards first, the rest dealt at random;
 * the engine decides whether the result fits the level.
 */
import type { Card, Suit } from '../../../shared/cards/model';
import { cardAt, HJ_SUITS, PACK, suitIndex } from '../engine/cards';
import { contestUnchecked, declarationUnchecked, holdsStoeck, type ComboWhy } from '../engine/weis';
import { below, firstFound, pick, pickSuit, sample, shuffled, type Gen } from './random';

export interface WeisHandScene {
  trump: Suit;
  hand: Card[];
}

const run = (suit: Suit, lo: number, len: number): Card[] => Array.from({ length: len }, (_, i) => cardAt(suitIndex(suit) * 9 + lo + i));
const quartet = (r: number): Card[] => HJ_SUITS.map((s) => cardAt(suitIndex(s) * 9 + r));

function fill(gen: Gen, fixed: Card[], size = 9): Card[] {
  const set = [...new Set(fixed)];
  const rest = sample(gen, PACK.filter((c) => !set.includes(c)), size - set.length);
  return [...set, ...rest];
}

function buildHand(gen: Gen, level: number, trump: Suit): Card[] {
  if (level >= 3) {
    // A four-of-a-kind (T to A) and a run of one suit through that rank.
    const r = 4 + below(gen, 5);
    const suit = pickSuit(gen);
    const len = 3 + below(gen, 2);
    const lo = Math.max(0, Math.min(r - below(gen, len), 9 - len));
    const fixed = [...quartet(r), ...run(suit, lo, len)];
    // Now and then the trap of the trump order: the Under, Nell and Ace of trumps, in a row as trumps rank but no run.
    const trap = new Set([...fixed, ...(['J', '9', 'A'] as const).map((x) => `${x}${trump}` as Card)]);
    if (below(gen, 3) === 0 && trap.size <= 9) return fill(gen, [...trap]);
    return fill(gen, fixed);
  }
  if (level === 2) {
    const [a, b] = sample(gen, HJ_SUITS, 2) as [Suit, Suit];
    const la = 3 + below(gen, 2);
    return fill(gen, [...run(a, below(gen, 10 - la), la), ...run(b, below(gen, 7), 3)]);
  }
  if (below(gen, 4) === 0) return fill(gen, quartet(4 + below(gen, 5)));
  const len = 3 + below(gen, 3);
  return fill(gen, run(pickSuit(gen), below(gen, 10 - len), len));
}

export function weisHandScene(seed: number, level: number): WeisHandScene {
  return firstFound(
    seed,
    200,
    (gen) => {
      const trump = pickSuit(gen);
      const hand = buildHand(gen, level, trump);
      const d = declarationUnchecked(hand, trump);
      const ok =
        level >= 3
          ? d.reason.code === 'weis.highest-total' || d.reason.code === 'weis.stronger-best-combo'
          : level === 2
            ? d.combos.length >= 2 && d.reason.code === 'weis.single-option'
            : d.combos.length === 1 && d.reason.code === 'weis.single-option';
      return ok ? { trump, hand: sample(gen, hand, hand.length) } : null;
    },
    (gen) => ({ trump: pickSuit(gen), hand: fill(gen, [...quartet(8), ...run('H', 6, 3)]) }),
  );
}

export interface WeisContestScene {
  trump: Suit;
  /** Hands by seat in play order (0 = Vorhand, 3 = the dealer). */
  hands: Card[][];
}

const LEVEL_WHYS: Record<number, ComboWhy[]> = {
  1: ['weis.higher-value'],
  2: ['weis.more-cards', 'weis.higher-top'],
  3: ['weis.trump-run', 'weis.seat-order'],
};

function dealAround(gen: Gen, fixed: Card[][]): Card[][] {
  const used = new Set(fixed.flat());
  const rest = shuffled(gen).filter((c) => !used.has(c));
  return fixed.map((f) => {
    const h = [...f];
    while (h.length < 9) h.push(rest.pop() as Card);
    return h;
  });
}

function contestFixed(gen: Gen, level: number, trump: Suit): Card[][] {
  const fixed: Card[][] = [[], [], [], []];
  const [x, y] = sample(gen, [0, 1, 2, 3], 2) as [number, number];
  if (level === 1) return fixed;
  if (level === 2) {
    if (below(gen, 2) === 0) {
      const len = 3 + below(gen, 2);
      const [a, b] = sample(gen, HJ_SUITS, 2) as [Suit, Suit];
      const ta = below(gen, 10 - len);
      let tb = below(gen, 10 - len);
      if (tb === ta) tb = (tb + 1) % (10 - len);
      fixed[x] = run(a, ta, len);
      fixed[y] = run(b, tb, len);
    } else {
      // A run of five (6 to the Banner) against four Obers, Kings or Aces: both 100, the run has more cards.
      fixed[x] = quartet(6 + below(gen, 3));
      fixed[y] = run(pick(gen, HJ_SUITS), 0, 5);
    }
    return fixed;
  }
  // Level 3: the same run length and top card in two suits; sometimes one of them is trumps.
  const len = 3 + below(gen, 2);
  const lo = below(gen, 10 - len);
  const others = HJ_SUITS.filter((s) => s !== trump);
  const a = below(gen, 2) === 0 ? trump : pick(gen, others);
  const b = pick(gen, HJ_SUITS.filter((s) => s !== a));
  fixed[x] = run(a, lo, len);
  fixed[y] = run(b, lo, len);
  return fixed;
}

export function weisContestScene(seed: number, level: number): WeisContestScene {
  const wanted = LEVEL_WHYS[Math.min(Math.max(level, 1), 3)] as ComboWhy[];
  return firstFound(
    seed,
    300,
    (gen) => {
      const trump = pickSuit(gen);
      const hands = dealAround(gen, contestFixed(gen, level, trump));
      const entries = hands.map((h, seat) => ({ seat, best: declarationUnchecked(h, trump).best }));
      if (entries.filter((e) => e.best).length < 2) return null;
      const c = contestUnchecked(entries);
      return c.losers.some((l) => wanted.includes(l.why)) && c.losers.every((l) => l.why === 'weis.higher-value' || wanted.includes(l.why)) ? { trump, hands } : null;
    },
    (gen) => {
      const trump: Suit = 'H';
      return { trump, hands: dealAround(gen, [run('S', 4, 4), run('D', 1, 3), [], []]) };
    },
  );
}

export const stoeckSeats = (s: WeisContestScene): number[] => s.hands.flatMap((h, i) => (holdsStoeck(h, s.trump) ? [i] : []));
