/**
 * Trick scenes for the trick-winner drill, cut from real deals: a seeded deal is dealt by the engine and played
 * forward with seeded random legal cards (the shared playout), and one finished trick is chosen from it.
 * Level 1: a trick without trumps. Level 2: a trick with trumps, often with the Old Man or the Little Man.
 * Level 3: a schleipfen scene: after a finished trick one player picks it up (usually not their own trick).
 */
import type { Suit } from '../../../shared/cards/model';
import { nextSeed } from '../../../shared/quiz/seeds';
import { effectiveSuit, isLittleMan, isOldMan, isTrump } from '../engine/cards';
import { mayHaulUnchecked, type TrickPlay } from '../engine/play';
import type { Rules } from '../engine/rules';
import type { Seat } from '../engine/types';
import { playout } from './playout';
import { genFromSeed, pick, type Gen } from './random';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

export interface PlayedTrick {
  /** 1..9 */
  number: number;
  leader: Seat;
  /** Lead first. */
  plays: TrickPlay[];
  winner: Seat;
}

export interface PlayedDeal {
  seed: number;
  dealer: Seat;
  trump: Suit;
  tricks: PlayedTrick[];
}

/**
 * A whole four-player deal from the shared playout: dealt by the engine from `seed` (the dealer drawn from the same
 * seed), every card a seeded random choice among the cards the engine says are legal.
 */
export function playDeal(seed: number, rules: Pick<Rules, 'VP01' | 'VP05'>): PlayedDeal {
  const dealer = pick(genFromSeed(nextSeed(seed)), SEATS);
  const p = playout(seed, { dealer, rules: { VP01: rules.VP01, VP05: rules.VP05 } });
  if (!p || !p.finished) throw new Error(`playout failed for seed ${seed}`);
  const tricks = p.tricks.map((t) => ({ number: t.index + 1, leader: t.leader, plays: t.plays.map((x) => ({ ...x })), winner: t.winner }));
  return { seed, dealer, trump: p.trump, tricks };
}

export interface TrickScene {
  level: number;
  /** The seed of the deal the trick comes from. */
  dealSeed: number;
  trump: Suit;
  dealer: Seat;
  /** Which trick of the deal (1..9); the ninth has no next lead. */
  number: number;
  plays: TrickPlay[];
  /** Level 3 only: who picks the trick up. */
  claimant?: Seat;
}

const hasTrump = (t: PlayedTrick, trump: Suit) => t.plays.some((p) => isTrump(p.card, trump));
const hasJack = (t: PlayedTrick, trump: Suit) => t.plays.some((p) => isOldMan(p.card, trump) || isLittleMan(p.card, trump));

function scene(deal: PlayedDeal, t: PlayedTrick, level: number, claimant?: Seat): TrickScene {
  return {
    level,
    dealSeed: deal.seed,
    trump: deal.trump,
    dealer: deal.dealer,
    number: t.number,
    plays: t.plays.map((p) => ({ ...p })),
    ...(claimant === undefined ? {} : { claimant }),
  };
}

/** A schleipfen scene: who picks up which trick. Under VP06-B half the scenes show a haul that rule allows. */
function haulScene(gen: Gen, deal: PlayedDeal, rules: Rules): TrickScene | null {
  const trump = deal.trump;
  const roll = pick(gen, [0, 1, 2, 3, 4, 5, 6, 7]);
  // One scene in eight: the player who picks the trick up has really won it.
  if (roll === 0) {
    const t = pick(gen, deal.tricks);
    return scene(deal, t, 3, t.winner);
  }
  // Under VP06-B, often show the one haul that rule permits: by the highest card of a plain led suit, in a trumped trick.
  if (rules.VP06 === 'B' && roll <= 4) {
    const allowed = deal.tricks.flatMap((t) =>
      SEATS.filter((s) => mayHaulUnchecked(t.plays, trump, s, t.winner, rules).allowed).map((s) => ({ t, s })),
    );
    if (allowed.length === 0) return null;
    const { t, s } = pick(gen, allowed);
    return scene(deal, t, 3, s);
  }
  // The ninth trick a quarter of the time: objections to it follow VP07.
  const t = roll >= 6 ? (deal.tricks[8] as PlayedTrick) : pick(gen, deal.tricks);
  const others = t.plays.map((p) => p.seat).filter((s) => s !== t.winner);
  return scene(deal, t, 3, pick(gen, others));
}

function chooseTrick(gen: Gen, deal: PlayedDeal, level: number, rules: Rules): TrickScene | null {
  const trump = deal.trump;
  if (level >= 3) return haulScene(gen, deal, rules);
  if (level === 2) {
    const trumped = deal.tricks.filter((t) => hasTrump(t, trump));
    const jacks = trumped.filter((t) => hasJack(t, trump));
    // Half the time a trick with the Old Man or the Little Man; otherwise any trick with a trump.
    const pool = jacks.length > 0 && pick(gen, [true, false]) ? jacks : trumped;
    return pool.length > 0 ? scene(deal, pick(gen, pool), 2) : null;
  }
  const plain = deal.tricks.filter((t) => !hasTrump(t, trump));
  // Prefer tricks where someone could not follow suit, now and then, so discards come up.
  const offSuit = plain.filter((t) => t.plays.some((p) => effectiveSuit(p.card, trump) !== effectiveSuit((t.plays[0] as TrickPlay).card, trump)));
  const pool = offSuit.length > 0 && pick(gen, [true, false, false]) ? offSuit : plain;
  return pool.length > 0 ? scene(deal, pick(gen, pool), 1) : null;
}

/** The scene for a seed and level: the same seed, level and rules always give the same scene. */
export function trickScene(seed: number, level: number, rules: Rules): TrickScene {
  const gen = genFromSeed(seed);
  let dealSeed = seed;
  // A deal without a fitting trick (rare) moves on to the next seeded deal.
  for (let i = 0; i < 100; i++) {
    const s = chooseTrick(gen, playDeal(dealSeed, rules), level, rules);
    if (s) return s;
    dealSeed = nextSeed(dealSeed);
  }
  throw new Error(`no trick scene for seed ${seed}, level ${level}`);
}
