/**
 * Follow-or-trump positions: a moment of a real deal (seeded, played forward by the engine with legal cards) where
 * the learner must play to a trick somebody has already led. Targeted generators steer the play towards one kind of
 * moment (the Little Man led, a trump led, the partner suit led to a hand whose only card of that colour is the
 * Little Man, a void hand) and stop at the first such moment; every card before it was a legal play.
 */
import { SUITS, partnerSuit, type Card, type Suit } from '../../../shared/cards/model';
import { HS_RANKS, effectiveSuit, isTrump, littleMan } from '../engine/cards';
import type { TrickPlay } from '../engine/play';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import { nextBelow, type RandomGenerator } from '../engine/rng';
import type { Seat } from '../engine/types';
import { searchPlayouts, type Chooser, type PlayoutMoment } from './playout';
import { genFromSeed, pick } from './random';

export type FollowTarget =
  /** A plain suit led; the learner holds it and also a card that may not be played. */
  | 'must-follow'
  /** A trump (not the Little Man) led; the learner holds trumps and other cards. */
  | 'trump-led'
  /** The Little Man led (a trump lead); the learner holds cards of its printed suit. */
  | 'little-man-led'
  /** The partner suit led; the learner's only card of that printed suit is the Little Man. */
  | 'partner-suit-only-little-man'
  /** A plain suit led that the learner does not hold; the learner holds trumps and other cards. */
  | 'void';

export const FOLLOW_TARGETS: readonly FollowTarget[] = ['must-follow', 'trump-led', 'little-man-led', 'partner-suit-only-little-man', 'void'];

export interface FollowPosition {
  target: FollowTarget;
  trump: Suit;
  upcard: Card;
  dealer: Seat;
  /** Active players in turn order, forehand first. */
  order: Seat[];
  /** The learner: the player to move. */
  seat: Seat;
  /** 1-based number of the trick being played. */
  trickNumber: number;
  /** The learner's cards, sorted as a player holds them: trump suit, its partner suit, then the other two. */
  hand: Card[];
  /** The trick so far, lead first. */
  trick: TrickPlay[];
}

export interface FollowOptions {
  target: FollowTarget;
  rules?: Pick<Rules, 'VP01' | 'VP05'>;
}

/** Does `hand`, facing `trick`, make the moment a `target`? Physical facts only (legality comes from the engine). */
export function matchesTarget(target: FollowTarget, hand: readonly Card[], trick: readonly TrickPlay[], trump: Suit, legal: readonly Card[]): boolean {
  const lead = trick[0]?.card;
  if (!lead || hand.length < 2) return false;
  const led = effectiveSuit(lead, trump);
  const lm = littleMan(trump);
  const partner = partnerSuit(trump);
  const hasTrump = hand.some((c) => isTrump(c, trump));
  const hasPlain = hand.some((c) => !isTrump(c, trump));
  const holdsLed = hand.some((c) => effectiveSuit(c, trump) === led);
  switch (target) {
    case 'must-follow':
      return led !== 'trump' && holdsLed && legal.length < hand.length;
    case 'trump-led':
      return led === 'trump' && lead !== lm && hasTrump && hasPlain;
    case 'little-man-led':
      return lead === lm && hand.some((c) => c[1] === partner);
    case 'partner-suit-only-little-man':
      return led === partner && hand.includes(lm) && !holdsLed && hasPlain;
    case 'void':
      return led !== 'trump' && !holdsLed && hasTrump && hasPlain && !(led === partner && hand.includes(lm));
  }
}

/** Steers leads (half of the time) towards the target; followers play at random, except that the Little Man waits. */
function chooser(target: FollowTarget): Chooser {
  return (m: PlayoutMoment, gen: RandomGenerator) => {
    const lm = littleMan(m.trump);
    if (m.trick.length > 0) {
      if (target === 'partner-suit-only-little-man' || target === 'little-man-led') {
        const others = m.legal.filter((c) => c !== lm);
        return others.length > 0 ? (others[nextBelow(gen, others.length)] as Card) : undefined;
      }
      return undefined;
    }
    let wanted: Card[] = [];
    if (target === 'little-man-led') wanted = m.legal.filter((c) => c === lm);
    else if (target === 'trump-led') wanted = m.legal.filter((c) => isTrump(c, m.trump) && c !== lm);
    else if (target === 'partner-suit-only-little-man') wanted = m.legal.filter((c) => effectiveSuit(c, m.trump) === partnerSuit(m.trump));
    else wanted = m.legal.filter((c) => c !== lm);
    if (wanted.length === 0 || (target !== 'little-man-led' && nextBelow(gen, 2) === 0)) return undefined;
    return wanted[nextBelow(gen, wanted.length)] as Card;
  };
}

/** Sorts a hand as a player would hold it: trump suit first, then its partner suit, then the other two; high to low. */
export function sortHand(hand: readonly Card[], trump: Suit): Card[] {
  const partner = partnerSuit(trump);
  const suitOrder = [trump, partner, ...SUITS.filter((s) => s !== trump && s !== partner)];
  const key = (c: Card) => suitOrder.indexOf(c[1] as Suit) * 10 + HS_RANKS.indexOf(c[0] as (typeof HS_RANKS)[number]);
  return [...hand].sort((a, b) => key(a) - key(b));
}

const MAX_ATTEMPTS = 80;

/**
 * A position of the given kind from `seed`: deals are played forward (steered towards the target) and the first
 * matching moment is taken. Same seed, same position. If no deal in `MAX_ATTEMPTS` gives one (not seen in tests),
 * the first moment where someone must follow a lead is returned, with the target it really shows.
 */
export function followPosition(seed: number, { target, rules = DEFAULT_RULES }: FollowOptions): FollowPosition {
  const opts = { rules: { VP01: rules.VP01, VP05: rules.VP05 }, players: 4 as const };
  const found = searchPlayouts(seed, MAX_ATTEMPTS, { ...opts, choose: chooser(target), stopWhen: (m, gen) => matchesTarget(target, m.hands[m.toPlay], m.trick, m.trump, m.legal) && (m.trickIndex >= 2 || nextBelow(gen, 2) === 0) }, (p) =>
    p.finished || p.toPlay === null ? null : p,
  );
  const p = found ?? searchPlayouts(seed, 1, { ...opts, stopAt: { trick: 0, card: 1 } }, (x) => x);
  if (!p || p.toPlay === null) throw new Error('followPosition: the playout did not stop');
  const hand = p.hands[p.toPlay];
  let actual = target;
  if (!found) actual = FOLLOW_TARGETS.find((t) => matchesTarget(t, hand, p.trick, p.trump, [])) ?? 'void';
  return {
    target: actual,
    trump: p.trump,
    upcard: p.deal.upcard,
    dealer: p.deal.dealer,
    order: p.deal.order.slice(),
    seat: p.toPlay,
    trickNumber: p.trickIndex + 1,
    hand: sortHand(hand, p.trump),
    trick: p.trick,
  };
}

export type FollowKind = 'play-one' | 'mark-legal';

export interface FollowQuestion extends FollowPosition {
  kind: FollowKind;
  level: number;
}

/** Level 1: play one card where some card is not allowed. Level 2: mark every legal card. Level 3: the tricky cases. */
export function followQuestion(seed: number, level: number, rules: Pick<Rules, 'VP01' | 'VP05'> = DEFAULT_RULES): FollowQuestion {
  const gen = genFromSeed(seed ^ 0x5f0110);
  const target: FollowTarget =
    level <= 1
      ? pick(gen, ['must-follow', 'must-follow', 'trump-led'] as const)
      : level === 2
        ? pick(gen, ['must-follow', 'must-follow', 'trump-led', 'void'] as const)
        : pick(gen, ['trump-led', 'little-man-led', 'partner-suit-only-little-man', 'void'] as const);
  return { ...followPosition(seed, { target, rules }), kind: level <= 1 ? 'play-one' : 'mark-legal', level };
}
