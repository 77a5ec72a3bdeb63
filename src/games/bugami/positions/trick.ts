/**
 * Finished tricks for the trick-winner drill, cut from real deals (3 to 7 players). Level 1: the plain pack, often a
 * trick where someone could not follow and threw a high card of another suit. Level 2: the Joker pack, a trick with
 * a Joker in it (led, so it wins; or thrown off, so it cannot win, unless jokerDiscard = 'wins' says it does, and
 * then mostly a thrown-off one).
 */
import { nextSeed } from '../../../shared/quiz/seeds';
import { isJoker, suitOf } from '../engine/cards';
import type { TrickPlay } from '../engine/play';
import type { Rules } from '../engine/rules';
import { playDeal } from './deal';
import { below, genFromSeed, pick } from './random';

export interface TrickScene {
  level: number;
  dealSeed: number;
  players: number;
  rules: Rules;
  /** Which trick of the deal (1-based). */
  number: number;
  plays: TrickPlay[];
}

const PLAYERS = [3, 4, 4, 5, 6, 7];

export function trickScene(seed: number, level: number, base: Rules): TrickScene {
  const gen = genFromSeed(seed);
  const rules: Rules = level >= 2 ? { ...base, jokers: base.jokers > 0 ? base.jokers : 1 } : { ...base, jokers: 0 };
  const preferOff = below(gen, 3) > 0;
  // OP14 with jokerDiscard = 'wins': mostly a trick where a Joker was thrown off, so the reading shows.
  const preferDiscard = level >= 2 && rules.jokerDiscard === 'wins' && below(gen, 4) > 0;
  let dealSeed = seed;
  for (let attempt = 0; attempt < 60; attempt++) {
    const players = pick(gen, PLAYERS);
    const p = playDeal(dealSeed, players, rules);
    const all = p.tricks.map((t, i) => ({ t, i }));
    const offSuit = all.filter(({ t }) => t.plays.some((x) => suitOf(x.card) !== suitOf(t.plays[0]!.card)));
    const jokerTricks = all.filter(({ t }) => t.plays.some((x) => isJoker(x.card)));
    const thrownOff = jokerTricks.filter(({ t }) => t.plays.slice(1).some((x) => isJoker(x.card)));
    const pool = level >= 2 ? (preferDiscard && thrownOff.length > 0 ? thrownOff : jokerTricks) : preferOff && offSuit.length > 0 ? offSuit : all;
    if (pool.length > 0) {
      const { t, i } = pick(gen, pool);
      return { level, dealSeed, players, rules, number: i + 1, plays: t.plays.map((x) => ({ ...x })) };
    }
    dealSeed = nextSeed(dealSeed);
  }
  throw new Error(`no trick scene for seed ${seed}`);
}
