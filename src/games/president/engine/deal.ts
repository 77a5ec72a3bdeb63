/**
 * Dealing (spec §3), re-seating (§2) and the card exchange (§4, V1, V4, OP6, OP13), as plain functions with
 * reason codes. Players are any ids (numbers at the table, names in the conformance cases).
 */
import { err, ok, type Result } from '../../../shared/result';
import { isJoker, isPCard, packOf, singlePower, type PCard } from './cards';
import type { Rules } from './rules';
import { badInput, emptyList, guard } from './safe';

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;

export function isPlayerCount(n: unknown): n is 3 | 4 | 5 | 6 {
  return n === 3 || n === 4 || n === 5 || n === 6;
}

/** Cards each player receives, in dealing order from the first receiver (spec §3: the extra cards go first). */
function dealSizes_(players: unknown, jokers: unknown = 0): Result<number[], { code: 'deal.bad-players'; players: unknown } | { code: 'deal.bad-jokers'; jokers: unknown }> {
  if (!isPlayerCount(players)) return err({ code: 'deal.bad-players', players });
  if (jokers !== 0 && jokers !== 1 && jokers !== 2) return err({ code: 'deal.bad-jokers', jokers });
  const total = 52 + jokers;
  const base = Math.floor(total / players);
  const extra = total % players;
  return ok(Array.from({ length: players }, (_, i) => base + (i < extra ? 1 : 0)));
}

/** Deals `pack` (top first) one card at a time to `order` (clockwise, first receiver first): hands in `order`'s order. */
function dealOut_(pack: readonly PCard[], players: number): PCard[][] {
  const hands: PCard[][] = Array.from({ length: players }, () => []);
  pack.forEach((c, i) => (hands[i % players] as PCard[]).push(c));
  return hands;
}

export type PackError = { code: 'deal.bad-pack'; problem: 'not-a-list' | 'wrong-size' | 'not-a-card' | 'duplicate' | 'not-in-pack'; card?: unknown };

/** Checks a stacked pack: exactly the cards of the pack for `jokers` Jokers, each once. */
function validatePack_(pack: unknown, jokers: 0 | 1 | 2): Result<PCard[], PackError> {
  if (!Array.isArray(pack)) return err({ code: 'deal.bad-pack', problem: 'not-a-list' });
  const full = new Set<PCard>(packOf(jokers));
  if (pack.length !== full.size) return err({ code: 'deal.bad-pack', problem: 'wrong-size' });
  const seen = new Set<string>();
  for (const c of pack as unknown[]) {
    if (!isPCard(c)) return err({ code: 'deal.bad-pack', problem: 'not-a-card', card: c });
    if (!full.has(c)) return err({ code: 'deal.bad-pack', problem: 'not-in-pack', card: c });
    if (seen.has(c)) return err({ code: 'deal.bad-pack', problem: 'duplicate', card: c });
    seen.add(c);
  }
  return ok([...(pack as PCard[])]);
}

export interface NextDealSetup<P> {
  /** Clockwise from the President's chair: the finishing order. */
  seatingClockwise: P[];
  president: P;
  bottom: P;
  /** The Bottom deals ... */
  dealer: P;
  /** ... starting with the President. */
  firstCardTo: P;
  /** The President leads once the exchange is done. */
  leaderAfterExchange: P;
}

/** Re-seating and roles for the next deal from a complete finishing order (President first, Bottom last; spec §2, §3, §5.1). */
function nextDealSetup_<P>(finishOrder: readonly P[]): Result<NextDealSetup<P>, { code: 'setup.bad-finish-order'; problem: 'not-a-list' | 'too-short' | 'duplicate' }> {
  if (!Array.isArray(finishOrder)) return err({ code: 'setup.bad-finish-order', problem: 'not-a-list' });
  if (finishOrder.length < 2) return err({ code: 'setup.bad-finish-order', problem: 'too-short' });
  if (new Set(finishOrder).size !== finishOrder.length) return err({ code: 'setup.bad-finish-order', problem: 'duplicate' });
  const president = finishOrder[0] as P;
  const bottom = finishOrder[finishOrder.length - 1] as P;
  return ok({ seatingClockwise: [...finishOrder], president, bottom, dealer: bottom, firstCardTo: president, leaderAfterExchange: president });
}

/**
 * The first deal (spec §3, OP2): the chosen dealer deals, and forehand (the next player clockwise from the dealer)
 * gets the first card and leads. There are no roles and no exchange yet (OP7).
 */
function firstDealSetup_<P>(seatingClockwise: readonly P[], dealer: P): Result<{ seatingClockwise: P[]; dealer: P; firstCardTo: P; leader: P }, { code: 'setup.bad-dealer' }> {
  const i = Array.isArray(seatingClockwise) ? seatingClockwise.indexOf(dealer) : -1;
  if (i < 0) return err({ code: 'setup.bad-dealer' });
  const forehand = seatingClockwise[(i + 1) % seatingClockwise.length] as P;
  return ok({ seatingClockwise: [...seatingClockwise], dealer, firstCardTo: forehand, leader: forehand });
}

// ---------------------------------------------------------------------------------------------
// The exchange

export type ExchangeRole = 'bottom' | 'president';

/** What a giver must give: cards forced by rank, plus a free choice of suits among the cards tied at the cut. */
export interface GiveRequirement {
  role: ExchangeRole;
  count: number;
  /** The cards that must be given (strictly beyond the cut). */
  forced: PCard[];
  /** Cards of the cut rank: choose `count - forced.length` of them (the giver chooses the suits; spec §4.3). */
  tied: PCard[];
  /** Free choice (OP6 'free-choice', President only): any `count` cards from `tied` (all his non-Joker cards). */
  free: boolean;
  /** The default choice: forced, then the first tied cards in hand order. */
  choice: PCard[];
}

export type ExchangeRules = Pick<Rules, 'rankOrder' | 'highJoker' | 'presidentReturns'>;

/**
 * The cards `role` must give from `hand` (spec §4): the Bottom his `count` highest, the President his `count`
 * lowest (under OP6 'free-choice', any). Jokers are never given (V4). If the hand has fewer non-Joker cards than
 * `count`, all of them.
 */
function giveRequirement_(hand: readonly PCard[], count: number, role: ExchangeRole, rules: ExchangeRules): GiveRequirement {
  const order = rules.rankOrder;
  const cards = hand.filter((c) => !isJoker(c));
  const k = Math.max(0, Math.min(count, cards.length));
  if (role === 'president' && rules.presidentReturns === 'free-choice') {
    return { role, count: k, forced: [], tied: [...cards], free: true, choice: lowestFirst(cards, order, rules.highJoker).slice(0, k) };
  }
  const sorted = role === 'bottom' ? highestFirst(cards, order, rules.highJoker) : lowestFirst(cards, order, rules.highJoker);
  const choice = sorted.slice(0, k);
  if (k === 0) return { role, count: 0, forced: [], tied: [], free: false, choice: [] };
  const cut = singlePower(choice[k - 1] as PCard, order, rules.highJoker);
  const beyond = (c: PCard): boolean => (role === 'bottom' ? singlePower(c, order, rules.highJoker) > cut : singlePower(c, order, rules.highJoker) < cut);
  const forced = sorted.filter(beyond);
  const tied = cards.filter((c) => singlePower(c, order, rules.highJoker) === cut);
  return { role, count: k, forced, tied, free: false, choice };
}

function lowestFirst(cards: readonly PCard[], order: Rules['rankOrder'], hj: Rules['highJoker']): PCard[] {
  return cards
    .map((c, i) => ({ c, i, p: singlePower(c, order, hj) }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map((x) => x.c);
}

function highestFirst(cards: readonly PCard[], order: Rules['rankOrder'], hj: Rules['highJoker']): PCard[] {
  return cards
    .map((c, i) => ({ c, i, p: singlePower(c, order, hj) }))
    .sort((a, b) => b.p - a.p || a.i - b.i)
    .map((x) => x.c);
}

export type GiveError =
  | { code: 'exchange.not-a-list' }
  | { code: 'exchange.wrong-count'; need: number; got: number }
  | { code: 'exchange.not-in-hand'; card: unknown }
  | { code: 'exchange.duplicate-card'; card: PCard }
  | { code: 'exchange.joker-never-given'; card: PCard }
  /** The Bottom kept a card higher than one he gave. */
  | { code: 'exchange.not-highest'; gave: PCard; kept: PCard }
  /** The President kept a card lower than one he gave. */
  | { code: 'exchange.not-lowest'; gave: PCard; kept: PCard };

/** Is giving `cards` from `hand` a correct give for `role` (the exchange drill's check, with the reason)? */
function checkGive_(hand: readonly PCard[], cards: unknown, count: number, role: ExchangeRole, rules: ExchangeRules): Result<PCard[], GiveError> {
  if (!Array.isArray(cards)) return err({ code: 'exchange.not-a-list' });
  const req = giveRequirement(hand, count, role, rules);
  const seen = new Set<string>();
  for (const c of cards as unknown[]) {
    if (!isPCard(c) || !hand.includes(c)) return err({ code: 'exchange.not-in-hand', card: c });
    if (seen.has(c)) return err({ code: 'exchange.duplicate-card', card: c });
    seen.add(c);
    if (isJoker(c)) return err({ code: 'exchange.joker-never-given', card: c });
  }
  if (cards.length !== req.count) return err({ code: 'exchange.wrong-count', need: req.count, got: cards.length });
  const given = cards as PCard[];
  if (req.free) return ok([...given]);
  const kept = hand.filter((c) => !isJoker(c) && !given.includes(c));
  const p = (c: PCard): number => singlePower(c, rules.rankOrder, rules.highJoker);
  // The clearest pair to explain: the Bottom's lowest card given against his highest card kept (the President's
  // highest given against his lowest kept), not merely the first pair out of order.
  const byPower = (cs: PCard[]): PCard[] => [...cs].sort((a, b) => p(a) - p(b));
  const g = role === 'bottom' ? byPower(given)[0] : byPower(given)[given.length - 1];
  const k = role === 'bottom' ? byPower(kept)[kept.length - 1] : byPower(kept)[0];
  if (g !== undefined && k !== undefined) {
    if (role === 'bottom' && p(k) > p(g)) return err({ code: 'exchange.not-highest', gave: g, kept: k });
    if (role === 'president' && p(k) < p(g)) return err({ code: 'exchange.not-lowest', gave: g, kept: k });
  }
  return ok([...given]);
}

export interface ExchangeResult {
  bottomGives: PCard[];
  presidentGives: PCard[];
  bottomHandAfter: PCard[];
  presidentHandAfter: PCard[];
}

/** The whole exchange with the default choices (spec §4; OP6 decides which hand the President's cards come from). */
function exchange_(bottomHand: readonly PCard[], presidentHand: readonly PCard[], count: number, rules: ExchangeRules): ExchangeResult {
  const bottomGives = giveRequirement(bottomHand, count, 'bottom', rules).choice;
  const presFrom = rules.presidentReturns === 'lowest-after-receiving' ? [...presidentHand, ...bottomGives] : [...presidentHand];
  const presidentGives = giveRequirement(presFrom, count, 'president', rules).choice;
  const presidentHandAfter = presFrom.filter((c) => !presidentGives.includes(c));
  if (rules.presidentReturns !== 'lowest-after-receiving') presidentHandAfter.push(...bottomGives);
  const bottomHandAfter = bottomHand.filter((c) => !bottomGives.includes(c)).concat(presidentGives);
  return { bottomGives, presidentGives, bottomHandAfter, presidentHandAfter };
}

/**
 * Who gives whom how many cards before a deal (the rule, not the cards; spec §4, V1, V4, OP6, OP7, OP13): nothing
 * in the first deal or with the exchange switched off; otherwise the Bottom gives the President his `count`
 * highest cards, and the President gives the Bottom back `count` cards as `presidentReturns` says. With Jokers in
 * the pack, a Joker is never handed over.
 */
export type ExchangePlan<P> =
  | { kind: 'none'; cause: 'first-deal' | 'switched-off' }
  | { kind: 'exchange'; count: number; bottom: P; president: P; presidentReturns: Rules['presidentReturns']; jokersKept: boolean };

function exchangePlan_<P>(roles: { president: P; bottom: P } | null, rules: Pick<Rules, 'exchangeCards' | 'presidentReturns' | 'jokers'>): ExchangePlan<P> {
  if (!roles) return { kind: 'none', cause: 'first-deal' };
  if (rules.exchangeCards <= 0) return { kind: 'none', cause: 'switched-off' };
  return { kind: 'exchange', count: rules.exchangeCards, bottom: roles.bottom, president: roles.president, presidentReturns: rules.presidentReturns, jokersKept: rules.jokers > 0 };
}

export const dealSizes = guard(dealSizes_, badInput);
export const dealOut = guard(dealOut_, emptyList);
export const validatePack = guard(validatePack_, badInput);
export const nextDealSetup = guard(nextDealSetup_, badInput);
export const firstDealSetup = guard(firstDealSetup_, badInput);
export const exchangePlan = guard(exchangePlan_, () => ({ kind: 'none', cause: 'switched-off' }));
export const giveRequirement = guard(giveRequirement_, () => ({ role: 'bottom', count: 0, forced: [], tied: [], free: false, choice: [] }));
export const checkGive = guard(checkGive_, badInput);
export const exchange = guard(exchange_, () => ({ bottomGives: [], presidentGives: [], bottomHandAfter: [], presidentHandAfter: [] }));
