/**
 * Beat-or-Stopp positions: a top card and the hand of the player to answer it. Level 1: six cards, with beaters or
 * without, about half each. Level 2: near misses (higher cards of other suits, lower cards of the same suit) and
 * hands of every size. Level 3, the rare cases on demand: an empty pile (you lead, Stopp is wrong), an Ace or a Two
 * on top, and a hand with just one beater among cards of the same suit. Every position is checked by the engine's
 * `cardVerdicts` before it is used.
 */
import { FULL_PACK, rankOf, suitOf } from '../../../shared/cards/model';
import { nextSeed } from '../../../shared/quiz/seeds';
import { beatersOf, sortHand } from '../engine/cards';
import { cardVerdicts } from '../engine/drills';
import type { Rules } from '../engine/rules';
import type { Card } from '../engine/types';
import { between, genFromSeed, pick, sample, type Gen } from './random';

export interface BeatQuestion {
  level: number;
  /** The top card of the pile, or null when the pile is empty and the player leads. */
  top: Card | null;
  hand: Card[];
  /** Which of the table's seats played the top card (for the picture), and whose hand it is. */
  topPlayer: number;
  seat: number;
  /** The kind of position, for tests and for the hint. */
  kind: 'stopp' | 'beat' | 'lead' | 'single-beater' | 'edge';
}

function candidate(gen: Gen, level: number, rules: Rules): BeatQuestion {
  const seat = between(gen, 0, 3);
  const topPlayer = (seat + 3) % 4;
  if (level >= 3) {
    const kind = pick(gen, ['lead', 'single-beater', 'edge', 'stopp', 'beat'] as const);
    if (kind === 'lead') return { level, top: null, hand: sortHand(sample(gen, FULL_PACK, between(gen, 2, 6)), rules.ranking), topPlayer, seat, kind };
    if (kind === 'edge') {
      const high = rules.ranking === 'ace-low' ? 'K' : 'A';
      const low = rules.ranking === 'ace-low' ? 'A' : '2';
      const top = pick(gen, FULL_PACK.filter((c) => rankOf(c) === high || rankOf(c) === low));
      const sameSuit = FULL_PACK.filter((c) => c !== top && suitOf(c) === suitOf(top));
      const rest = FULL_PACK.filter((c) => c !== top && suitOf(c) !== suitOf(top));
      const hand = [...sample(gen, sameSuit, between(gen, 1, 3)), ...sample(gen, rest, between(gen, 1, 3))];
      return { level, top, hand: sortHand(hand, rules.ranking), topPlayer, seat, kind };
    }
    if (kind === 'single-beater') {
      const top = pick(gen, FULL_PACK);
      const sameSuit = sample(gen, FULL_PACK.filter((c) => c !== top && suitOf(c) === suitOf(top)), between(gen, 3, 5));
      return { level, top, hand: sortHand(sameSuit, rules.ranking), topPlayer, seat, kind };
    }
    const top = pick(gen, FULL_PACK);
    return { level, top, hand: sortHand(sample(gen, FULL_PACK.filter((c) => c !== top), between(gen, 1, 6)), rules.ranking), topPlayer, seat, kind };
  }
  const top = pick(gen, FULL_PACK);
  const rest = FULL_PACK.filter((c) => c !== top);
  const size = level === 1 ? 6 : between(gen, 2, 6);
  if (level === 2) {
    // Near misses: a lower card of the suit and a higher card of another suit in every hand.
    const lower = rest.filter((c) => suitOf(c) === suitOf(top) && beatersOf([top], c, rules.ranking).length === 1);
    const otherHigh = rest.filter((c) => suitOf(c) !== suitOf(top) && 'AKQJT'.includes(rankOf(c)));
    const seed: Card[] = [];
    if (lower.length > 0) seed.push(pick(gen, lower));
    seed.push(pick(gen, otherHigh));
    const more = sample(gen, rest.filter((c) => !seed.includes(c)), Math.max(0, size - seed.length));
    return { level, top, hand: sortHand([...seed, ...more], rules.ranking), topPlayer, seat, kind: 'beat' };
  }
  return { level, top, hand: sortHand(sample(gen, rest, size), rules.ranking), topPlayer, seat, kind: 'beat' };
}

/** The kind the engine gives a candidate (null when the candidate does not fit the kind asked for). */
function classify(q: BeatQuestion, rules: Rules): BeatQuestion['kind'] | null {
  const v = cardVerdicts(q.top, q.hand, rules);
  if (!v.ok) return null;
  if (q.top === null) return 'lead';
  if (v.value.stopp.legal) return q.kind === 'edge' ? 'edge' : 'stopp';
  const beaters = v.value.cards.filter((c) => c.reason.code === 'play.beats');
  if (q.kind === 'single-beater') return beaters.length === 1 ? 'single-beater' : null;
  return q.kind === 'edge' ? 'edge' : 'beat';
}

/** The question for a seed and level: the same seed, level and rules always give the same question. */
export function beatQuestion(seed: number, level: number, rules: Rules): BeatQuestion {
  let s = seed;
  const gen = genFromSeed(seed);
  // Levels 1 and 2: Stopp is the answer about half of the time.
  const wantStopp = level < 3 ? pick(gen, [true, false]) : null;
  for (let i = 0; i < 400; i++) {
    const q = candidate(genFromSeed(s), level, rules);
    const kind = classify(q, rules);
    s = nextSeed(s);
    if (kind === null) continue;
    if (wantStopp !== null && (kind === 'stopp') !== wantStopp) continue;
    return { ...q, kind };
  }
  throw new Error(`no beat-or-Stopp position for seed ${seed}, level ${level}`);
}
