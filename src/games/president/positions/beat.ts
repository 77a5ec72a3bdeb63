/**
 * Beat-or-pass positions (spec §12.2): the play to beat and the learner's hand. Level 1 answers singles, level 2
 * pairs and triples, level 3 any size (and runs when the learner plays with runs). Half of the positions have an
 * answer and half do not, so passing is sometimes right.
 */
import { canBeat, classifyCombo, enumeratePlays, type Combo } from '../engine/combos';
import type { PCard, Rank } from '../engine/cards';
import type { Rules } from '../engine/rules';
import { below, pick, rng, shuffledPack, sortHand } from './common';

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

export function beatQuestion(seed: number, level: number, rules: Rules): BeatQuestion {
  const wantAnswer = below(rng(seed, 999), 2) === 0;
  for (let attempt = 0; attempt < 400; attempt++) {
    const g = rng(seed, attempt);
    const pack = shuffledPack(g, rules);
    const hand = sortHand(pack.slice(0, level === 1 ? 7 : 10), rules);
    const rest = pack.slice(20);
    const count = level === 1 ? 1 : level === 2 ? pick(g, [2, 2, 3]) : pick(g, [1, 2, 3, 4]);
    const runs = level === 3 && rules.sequences && below(g, 2) === 0;
    const options = enumeratePlays(rest, null, rules, { limit: 4000 }).filter((p) =>
      runs ? p.combo.type === 'run' && p.combo.count <= rules.runMinLength + 1 : p.combo.type === 'set' && p.combo.count === count,
    );
    if (options.length === 0) continue;
    const play = pick(g, options);
    const q: BeatQuestion = { hand, last: { cards: play.cards, declared: play.declared }, lastSeat: 1 + below(g, 3) };
    const combo = lastCombo(q, rules);
    if (!combo) continue;
    if (canBeat(hand, combo, rules) === wantAnswer) return q;
  }
  return { hand: sortHand(['4S', '4H', '8D', '9C', 'KS'], rules), last: { cards: ['7S'], declared: null }, lastSeat: 1 };
}
