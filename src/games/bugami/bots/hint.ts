/**
 * Hints for the learner: the Strong choice for the learner's seat with a reason as a code plus data (never
 * English; the UI translates the code). Bids: the advisor's safest option. Cards: what the Strong card does in the
 * trick, in the terms of Steady's habits (steady.ts).
 */
import type { GameCard, Suit } from '../engine/cards';
import type { GameState } from '../engine/game';
import type { Bid, Seat } from '../engine/types';
import { decisionSeed, strongBidAdvice } from './bot';
import type { BidOption } from './advisor';
import { viewOf, type View } from './knowledge';
import { FULL_SUIT, JOKER_BASE, NULL_BID, SUIT_AT, cardOfCode, highBit, lowBit, popcount } from './sim';
import { strongEvaluate } from './strong';
import { STRONG_BUDGET_MS, type BotHint, type HintOptions as BaseHintOptions } from '../../../shared/worker/bots';

export type HintReason =
  /** Bidding: the bad suit that did best over the sampled deals. */
  | { code: 'hint.bid-safest-suit'; bid: Bid; mean: number; se: number; next: Bid | null; nextMean: number | null }
  /** Bidding: Null did best (the hand is unlikely to take a trick). */
  | { code: 'hint.bid-null'; mean: number; se: number; successRate: number }
  /** Only one legal card. */
  | { code: 'hint.only-card'; card: GameCard }
  /** Several legal cards, all of which play the same. */
  | { code: 'hint.all-same'; card: GameCard }
  /** Leading the highest card still out in a suit that is not your bad suit: a clean trick. */
  | { code: 'hint.cash-winner'; card: GameCard }
  /** Leading a small card of your own bad suit under higher ones: someone else takes that trick. */
  | { code: 'hint.lead-low-bad-suit'; card: GameCard; suit: Suit }
  /** Leading a small card to lose the lead cheaply. */
  | { code: 'hint.lead-low'; card: GameCard }
  /** Leading a middling or high card that may still be beaten (to set up the suit). */
  | { code: 'hint.lead-high'; card: GameCard }
  /** Leading a Joker: it wins the trick whatever is played (and counts as one of your bad cards). */
  | { code: 'hint.lead-joker'; card: GameCard }
  /** Taking the trick with the cheapest card that wins it. */
  | { code: 'hint.win-cheaply'; card: GameCard; bad: number }
  /** Taking the trick with a high card (a later player could still go over a lower one). */
  | { code: 'hint.win-high'; card: GameCard; bad: number }
  /** Staying under the winning card, though you could beat it: the trick already holds `bad` (1 or more) of your bad cards. */
  | { code: 'hint.duck-under'; card: GameCard; under: GameCard; bad: number }
  /** Staying under, though you could beat it, with none of your bad cards in the trick yet: players after you may still add some. */
  | { code: 'hint.duck-later'; card: GameCard; under: GameCard }
  /** Staying under, though you could beat it, as the last to play to a clean trick: winning would put you on lead. */
  | { code: 'hint.duck-lead'; card: GameCard; under: GameCard }
  /** No card you hold of the led suit beats the winning card: play under it and keep the higher ones. */
  | { code: 'hint.cannot-beat'; card: GameCard; under: GameCard }
  /** Playing the highest card that still loses: it could win a worse trick later. */
  | { code: 'hint.shed-highest-loser'; card: GameCard; under: GameCard }
  /** Going over the winning card when every card you hold of the suit wins anyway: take it with the highest. */
  | { code: 'hint.forced-over'; card: GameCard }
  /** Letting a partner's winning card stand. */
  | { code: 'hint.partner-wins'; card: GameCard; partner: Seat }
  /** Discarding a Joker on an opponent's trick: a bad card for whoever takes it. */
  | { code: 'hint.dump-joker'; card: GameCard; to: Seat }
  /** Discarding a card of the trick winner's bad suit. */
  | { code: 'hint.dump-their-bad-suit'; card: GameCard; to: Seat; suit: Suit }
  /** Discarding a card of your own bad suit: it can no longer end up in your tricks. */
  | { code: 'hint.shed-own-bad-suit'; card: GameCard; suit: Suit }
  /** Discarding a high card that could win an unwanted trick later (Null). */
  | { code: 'hint.discard-danger'; card: GameCard }
  /** Discarding a small card. */
  | { code: 'hint.discard-low'; card: GameCard }
  /** Null still kept, leading: a card someone else should beat. */
  | { code: 'hint.null-lead'; card: GameCard }
  /** Null still kept, following: stay under the card that is winning. */
  | { code: 'hint.null-duck'; card: GameCard; under: GameCard }
  /** Null still kept: the highest card that stays under, so it cannot win a trick later. */
  | { code: 'hint.null-shed'; card: GameCard; under: GameCard }
  /** Null still kept, no card of the led suit stays under the winner, players after: the lowest, for them to go over. */
  | { code: 'hint.null-over-low'; card: GameCard; under: GameCard }
  /** Null still kept, the card goes over the winner with players after: the Null hangs on one of them going over it. */
  | { code: 'hint.null-over'; card: GameCard }
  /** Null still kept, but it breaks whatever the learner plays (every card scores the same). */
  | { code: 'hint.null-doomed'; card: GameCard }
  /** Null already broken: every card scores the same (0). */
  | { code: 'hint.null-broken'; card: GameCard }
  /** Null already broken, but the rules still pay a Null bidder who takes every trick, and every trick so far is his. */
  | { code: 'hint.null-sweep'; card: GameCard };

export interface HintCandidate {
  /** The bid or card. */
  choice: Bid | GameCard;
  /** Choices that play the same. */
  same: GameCard[];
  /** Expected score of the deal after this choice. */
  value: number;
  se: number;
  /** Why the card would be played, as `classify` says it (cards only): a review can tell whether the learner's card
   *  had the coach's reason too, so that the difference lies in the tricks to come. */
  reason?: HintReason['code'];
}

export type Hint = BotHint<{ type: 'bid'; seat: Seat; bid: Bid } | { type: 'play'; seat: Seat; card: GameCard }, HintReason, HintCandidate>;

export interface HintOptions extends BaseHintOptions {
  /** Sampled deals of the bid advice (default 120). */
  bidSamples?: number;
}

/**
 * Why card code `c` is a good play for the view's seat, as a code plus data, always in the terms of the seat's bid
 * (a Null bidder hears about keeping the Null, never about bad cards). `groups`: how many choices play differently;
 * `same`: every choice scores the same (the search found nothing to tell them apart).
 */
export function classify(view: View, c: number, groups: number, same = false): HintReason {
  const sim = view.sim;
  const me = view.mySlot;
  const rk = view.rules.ranking;
  const J = view.rules.jokers;
  const card = cardOfCode(c, rk, J);
  const name = (x: number): GameCard => cardOfCode(x, rk, J);
  if (groups <= 1) return view.legal.length <= 1 ? { code: 'hint.only-card', card } : { code: 'hint.all-same', card };
  const bid = sim.bid[me] as number;
  const nullAlive = bid === NULL_BID && (sim.tricksWon[me] as number) === 0;
  if (bid === NULL_BID && same) return nullAlive ? { code: 'hint.null-doomed', card } : { code: 'hint.null-broken', card };
  // A broken Null that still scores: only a Null bidder who took every trick so far can get there (taking all).
  if (bid === NULL_BID && !nullAlive) return sim.rules.nullAll > 0 ? { code: 'hint.null-sweep', card } : { code: 'hint.null-broken', card };
  const isJ = c >= JOKER_BASE;
  const s = isJ ? 4 : (c / 13) | 0;
  const p = isJ ? -1 : c - s * 13;
  const last = sim.trickLen === sim.n - 1;
  if (sim.trickLen === 0) {
    if (isJ) return { code: 'hint.lead-joker', card };
    if (nullAlive) return { code: 'hint.null-lead', card };
    const out = FULL_SUIT & ~(sim.played[s] as number) & ~(sim.hands[me * 5 + s] as number);
    if (s !== bid && out >>> (p + 1) === 0) return { code: 'hint.cash-winner', card };
    if (s === bid) return { code: 'hint.lead-low-bad-suit', card, suit: SUIT_AT[s] as Suit };
    const mine = sim.hands[me * 5 + s] as number;
    return p === lowBit(mine) ? { code: 'hint.lead-low', card } : { code: 'hint.lead-high', card };
  }
  const winSeat = view.order[sim.winSlot] as Seat;
  const winCode = sim.trick[(sim.winSlot - sim.leader + sim.n) % sim.n] as number;
  const winCard = name(winCode);
  const myBad = bid === NULL_BID ? -1 : bid;
  const badInTrick = myBad < 0 ? 0 : (sim.trickCount[myBad] as number) + (sim.trickCount[4] as number) + (s === myBad ? 1 : 0);
  if (sim.led < 4 && s === sim.led) {
    const mine = sim.hands[me * 5 + s] as number;
    const under = mine & ((1 << sim.winPow) - 1);
    if (p > sim.winPow) {
      // Over the winner: for a Null bidder, the Null now hangs on someone after going over (were he last, it would
      // break whatever he played: `same`, above).
      if (nullAlive) return under === 0 && p === lowBit(mine) ? { code: 'hint.null-over-low', card, under: winCard } : { code: 'hint.null-over', card };
      if (under === 0 && p === highBit(mine) && popcount(mine) > 1) return { code: 'hint.forced-over', card };
      const beat = mine & ~((1 << (sim.winPow + 1)) - 1);
      return p === lowBit(beat) ? { code: 'hint.win-cheaply', card, bad: badInTrick } : { code: 'hint.win-high', card, bad: badInTrick };
    }
    if (sim.winSlot !== me && sim.unit[sim.winSlot] === sim.unit[me]) return { code: 'hint.partner-wins', card, partner: winSeat };
    if (nullAlive) return p === highBit(under) && popcount(under) > 1 ? { code: 'hint.null-shed', card, under: winCard } : { code: 'hint.null-duck', card, under: winCard };
    if (p === highBit(under) && popcount(under) > 1) return { code: 'hint.shed-highest-loser', card, under: winCard };
    if (mine >>> (sim.winPow + 1) === 0) return { code: 'hint.cannot-beat', card, under: winCard };
    if (badInTrick > 0) return { code: 'hint.duck-under', card, under: winCard, bad: badInTrick };
    return last ? { code: 'hint.duck-lead', card, under: winCard } : { code: 'hint.duck-later', card, under: winCard };
  }
  // A discard (void, or anything after a led Joker).
  const w = sim.led === 4 ? sim.leader : sim.winSlot;
  const to = view.order[w] as Seat;
  if (isJ) return { code: 'hint.dump-joker', card, to };
  const wb = sim.bid[w] as number;
  if (w !== me && sim.unit[w] !== sim.unit[me] && wb !== NULL_BID && s === wb && s !== myBad) return { code: 'hint.dump-their-bad-suit', card, to, suit: SUIT_AT[s] as Suit };
  if (s === myBad) return { code: 'hint.shed-own-bad-suit', card, suit: SUIT_AT[s] as Suit };
  const out = FULL_SUIT & ~(sim.played[s] as number) & ~(sim.hands[me * 5 + s] as number);
  if (popcount(out >>> (p + 1)) <= 1 && out !== 0) return { code: 'hint.discard-danger', card };
  return { code: 'hint.discard-low', card };
}

/** The Strong choice for `seat` with its reason, or null when `seat` has nothing to decide. Never throws. */
export function hint(state: GameState, seat: Seat, opts: HintOptions = {}): Hint | null {
  try {
    const d = state.deal;
    if (!d) return null;
    const seed = opts.seed ?? decisionSeed(state, seat, 0);
    if (state.stage === 'bidding') {
      if (d.bids[seat] !== null || seat < 0 || seat >= state.players) return null;
      const a = strongBidAdvice(state, seat, seed, opts.bidSamples ?? 120);
      if (!a) return null;
      const best = a.options[0] as BidOption;
      const next = a.options.find((o) => o.bid !== best.bid && o.bid !== 'NULL') ?? null;
      const reason: HintReason =
        best.bid === 'NULL'
          ? { code: 'hint.bid-null', mean: best.mean, se: best.se, successRate: best.noTrickRate }
          : { code: 'hint.bid-safest-suit', bid: best.bid, mean: best.mean, se: best.se, next: next ? next.bid : null, nextMean: next ? next.mean : null };
      return { action: { type: 'bid', seat, bid: best.bid }, reason, candidates: a.options.map((o) => ({ choice: o.bid, same: [], value: o.mean, se: o.se })), samples: a.samples };
    }
    if (state.stage !== 'playing' || d.turn !== seat) return null;
    const v = viewOf(state, seat);
    if (!v.ok || v.value.legal.length === 0) return null;
    const view = v.value;
    const r = strongEvaluate(view, { seed, budgetMs: opts.budgetMs ?? STRONG_BUDGET_MS, maxSamples: opts.maxSamples });
    const rk = state.rules.ranking;
    const J = state.rules.jokers;
    const code = r.action ?? (view.legal[0] as number);
    const groups = r.candidates.length;
    const same = groups > 1 && r.candidates.every((x) => x.mean === r.candidates[0]?.mean);
    const candidates: HintCandidate[] = r.candidates.map((x) => ({ choice: cardOfCode(x.action, rk, J), same: x.same.map((c) => cardOfCode(c, rk, J)), value: Math.round(x.mean * 100) / 100, se: Math.round(x.se * 100) / 100, reason: classify(view, x.action, groups, same).code }));
    candidates.sort((a, b) => b.value - a.value);
    return { action: { type: 'play', seat, card: cardOfCode(code, rk, J) }, reason: classify(view, code, groups, same), candidates, samples: r.samples };
  } catch {
    return null;
  }
}
