/**
 * Beat-or-pass positions (spec §12.2): the play to beat and the learner's hand. Level 1 answers singles, level 2
 * pairs and triples, level 3 any size (and runs when the learner plays with runs). Half of the positions have an
 * answer and half do not, so passing is sometimes right.
 */
import { canBeat, classifyCombo, runOrderOf, type Combo } from '../engine/combos';
import { ASCENDING, isJoker, type PCard, type Rank } from '../engine/cards';
import type { Rules } from '../engine/rules';
import { below, pick, rng, shuffledPack, sortHand, type RandomGenerator } from './common';

export interface BeatQuestion {
  hand: PCard[];
  last: { cards: PCard[]; declared: Rank | null };
  /** The seat that made the last play (1..3; the learner is seat 0). */
  lastSeat: number;
}

/** The play to beat as the engine reads it (null if the engine refuses it, which a generated position never is). */
export function lastCombo(q: BeatQuestion, rules: Rules): Combo | null {
  const c = classifyCombo(q.last.cards, rules, q.last.declared ?? undefined);
  return c.ok ? c.value : null;
}

/** A random play of `count` cards of one natural rank from `cards` (null if no rank has that many). */
function randomSet(g: RandomGenerator, cards: readonly PCard[], count: number, rules: Rules): { cards: PCard[]; declared: Rank | null } | null {
  const byRank = new Map<string, PCard[]>();
  for (const c of cards) if (!isJoker(c)) byRank.set(c[0] as string, [...(byRank.get(c[0] as string) ?? []), c]);
  const ranks = ASCENDING[rules.rankOrder].filter((r) => (byRank.get(r)?.length ?? 0) >= count);
  if (ranks.length === 0) return null;
  return { cards: (byRank.get(pick(g, ranks)) as PCard[]).slice(0, count), declared: null };
}

/**
 * A random run of `length` consecutive natural ranks from `cards` in the order runs follow (OP11), round the corner
 * too when the rules allow it (OP10), or null if the cards hold none.
 */
function randomRun(g: RandomGenerator, cards: readonly PCard[], length: number, rules: Rules): { cards: PCard[]; declared: Rank | null } | null {
  const order = ASCENDING[runOrderOf(rules)];
  const n = order.length;
  const starts: PCard[][] = [];
  const lastStart = rules.runWrap === 'allowed' && length < n ? n - 1 : n - length;
  for (let i = 0; i <= lastStart; i++) {
    const run: PCard[] = [];
    for (let k = 0; k < length; k++) {
      const r = order[(i + k) % n];
      const c = cards.find((x) => !isJoker(x) && x[0] === r);
      if (!c) break;
      run.push(c);
    }
    if (run.length === length) starts.push(run);
  }
  return starts.length ? { cards: pick(g, starts), declared: null } : null;
}

export function beatQuestion(seed: number, level: number, rules: Rules): BeatQuestion {
  const wantAnswer = below(rng(seed, 999), 2) === 0;
  for (let attempt = 0; attempt < 400; attempt++) {
    const g = rng(seed, attempt);
    const pack = shuffledPack(g, rules);
    const hand = sortHand(pack.slice(0, level === 1 ? 7 : 10), rules);
    const rest = pack.slice(20);
    const count = level === 1 ? 1 : level === 2 ? pick(g, [2, 2, 3]) : pick(g, [1, 2, 3, 4]);
    const runs = level === 3 && rules.sequences && below(g, 2) === 0;
    const runLength = Math.min(rules.runMinLength + below(g, 2), rules.runMaxLength || 13);
    const last = runs ? randomRun(g, rest, runLength, rules) : randomSet(g, rest, count, rules);
    if (!last) continue;
    const q: BeatQuestion = { hand, last, lastSeat: 1 + below(g, 3) };
    const combo = lastCombo(q, rules);
    if (!combo) continue;
    if (canBeat(hand, combo, rules) === wantAnswer) return q;
  }
  return { hand: sortHand(['4S', '4H', '8D', '9C', 'KS'], rules), last: { cards: ['7S'], declared: null }, lastSeat: 1 };
}
