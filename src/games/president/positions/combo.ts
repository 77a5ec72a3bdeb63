/**
 * Combination-builder positions (spec §12.1): a hand and the combination to build from it ("make a pair", "a
 * triple", "a run of three" when runs are on). Every position is checked with the engine: the wanted combination
 * can be made from the hand.
 */
import { enumeratePlays, type PlayOption } from '../engine/combos';
import type { PCard } from '../engine/cards';
import type { Rules } from '../engine/rules';
import { below, pick, rng, shuffledPack, sortHand } from './common';

export interface ComboWant {
  type: 'set' | 'run';
  count: number;
}

export interface ComboQuestion {
  hand: PCard[];
  want: ComboWant;
}

/** The plays of `hand` that are the wanted combination (a lead: anything goes). */
export function wantedPlays(hand: readonly PCard[], want: ComboWant, rules: Rules): PlayOption[] {
  return enumeratePlays(hand, null, rules, { limit: 5000 }).filter((p) => p.combo.type === want.type && p.combo.count === want.count);
}

function wantFor(g: ReturnType<typeof rng>, level: number, rules: Rules): ComboWant {
  if (level === 1) return { type: 'set', count: 2 };
  if (level === 2) return { type: 'set', count: pick(g, [3, 3, 4]) };
  if (rules.sequences) return { type: 'run', count: Math.min(rules.runMinLength + below(g, 3), rules.runMaxLength || 13) };
  return { type: 'set', count: pick(g, [2, 3, 4]) };
}

export function comboQuestion(seed: number, level: number, rules: Rules): ComboQuestion {
  const size = level === 1 ? 8 : level === 2 ? 10 : 12;
  for (let attempt = 0; attempt < 400; attempt++) {
    const g = rng(seed, attempt);
    const want = wantFor(g, level, rules);
    const hand = sortHand(shuffledPack(g, rules).slice(0, size), rules);
    const plays = wantedPlays(hand, want, rules).filter((p) => p.cards.some((c) => !c.startsWith('JK')));
    // With wrap-around on, half the run positions are ones where a run round the corner (K-A-2) can be made.
    const wrapWanted = want.type === 'run' && rules.runWrap === 'allowed' && attempt < 300 && below(rng(seed, 998), 2) === 0;
    if (wrapWanted ? plays.some((p) => p.combo.power < p.combo.count - 1) : plays.length > 0) return { hand, want };
  }
  // Never reached in practice (a pair turns up in a few tries); a fixed, valid position keeps the drill working.
  return { hand: sortHand(['3S', '3H', '5D', '7C', '9S', 'JD', 'QH', 'AS'], rules), want: { type: 'set', count: 2 } };
}
