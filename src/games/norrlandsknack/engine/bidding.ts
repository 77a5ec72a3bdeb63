/**
 * Bidding (spec section 4): knock or lurk from forehand until the first knock; in deal 1 everybody then plays, from
 * deal 2 on every other player goes along or folds. Everyone lurking is a redeal without new stakes.
 */
import { DEFAULT_RULES, makeRules, type Rules } from './rules';
import { LIMPA_POINTS, START_SCORE, err, guard, ok, type Result, type Seat } from './types';

export type Bid = 'knock' | 'lurk';
export type Response = 'go_along' | 'fold';

export type BidReason =
  | { code: 'bid.knocked'; seat: Seat }
  | { code: 'bid.lurked'; seat: Seat }
  /** After the first knock nobody else is asked. */
  | { code: 'bid.not-asked'; seat: Seat; knocker: Seat }
  /** Deal 1: everybody plays after a knock, lurkers included. */
  | { code: 'bid.plays-first-deal'; seat: Seat }
  | { code: 'bid.went-along'; seat: Seat }
  | { code: 'bid.folded'; seat: Seat };

export type BiddingOutcome =
  | { result: 'redeal'; same_dealer: boolean; new_stakes: false; reason: { code: 'bidding.all-lurked' }; reasons: BidReason[] }
  | {
      result: 'play';
      knocker: Seat;
      /** Participants in seat order from forehand. */
      participants: Seat[];
      folded: Seat[];
      /** Nobody went along: the knocker plays alone and is credited `knocker_tricks`. */
      unopposed: boolean;
      knocker_tricks?: number;
      /** Who answered go-along/fold, in the order they were asked (empty in deal 1). */
      response_order: Seat[];
      reasons: BidReason[];
    };

export type BiddingError =
  | { code: 'bidding.bad-input'; field: string }
  | { code: 'bidding.missing-bid'; seat: Seat }
  | { code: 'bidding.bad-bid'; seat: Seat; bid: unknown }
  | { code: 'bidding.missing-response'; seat: Seat }
  | { code: 'bidding.bad-response'; seat: Seat; response: unknown };

export interface BiddingInput {
  dealNo: number;
  /** Seats clockwise from forehand to the dealer. */
  order: readonly Seat[];
  bids: ReadonlyMap<Seat, unknown>;
  responses?: ReadonlyMap<Seat, unknown>;
  rules?: Rules;
}

/** The order in which the other players answer a knock (OP4). */
export function responseOrder(order: readonly Seat[], knocker: Seat, rule: Rules['response_order'] = 'after-knocker'): Seat[] {
  if (!Array.isArray(order) || order.length > 5 || !order.includes(knocker)) return [];
  const i = order.indexOf(knocker);
  if (rule === 'from-forehand') return order.filter((s) => s !== knocker);
  return [...order.slice(i + 1), ...order.slice(0, i)];
}

/** The outcome of a whole bidding round. Bids after the first knock are ignored (those players are not asked). */
export function biddingOutcomeOf(input: BiddingInput): Result<BiddingOutcome, BiddingError> {
  return guard((): Result<BiddingOutcome, BiddingError> => {
    const rules = input.rules ?? DEFAULT_RULES;
    const reasons: BidReason[] = [];
    let knocker: Seat | null = null;
    for (const s of input.order) {
      if (knocker !== null) {
        reasons.push({ code: 'bid.not-asked', seat: s, knocker });
        continue;
      }
      if (!input.bids.has(s)) return err({ code: 'bidding.missing-bid', seat: s });
      const b = input.bids.get(s);
      if (b === 'knock') {
        knocker = s;
        reasons.push({ code: 'bid.knocked', seat: s });
      } else if (b === 'lurk') reasons.push({ code: 'bid.lurked', seat: s });
      else return err({ code: 'bidding.bad-bid', seat: s, bid: b });
    }
    if (knocker === null) {
      const same = input.dealNo <= 1 || rules.all_lurk_later === 'redeal';
      return ok({ result: 'redeal', same_dealer: same, new_stakes: false, reason: { code: 'bidding.all-lurked' }, reasons });
    }
    const k = knocker;
    if (input.dealNo <= 1) {
      for (const s of input.order) if (s !== k) reasons.push({ code: 'bid.plays-first-deal', seat: s });
      return ok({ result: 'play', knocker: k, participants: [...input.order], folded: [], unopposed: false, response_order: [], reasons });
    }
    const ro = responseOrder(input.order, k, rules.response_order);
    const along = new Set<Seat>([k]);
    const folded: Seat[] = [];
    for (const s of ro) {
      const r = input.responses?.get(s);
      if (r === undefined) return err({ code: 'bidding.missing-response', seat: s });
      if (r === 'go_along') {
        along.add(s);
        reasons.push({ code: 'bid.went-along', seat: s });
      } else if (r === 'fold') {
        folded.push(s);
        reasons.push({ code: 'bid.folded', seat: s });
      } else return err({ code: 'bidding.bad-response', seat: s, response: r });
    }
    const participants = input.order.filter((s) => along.has(s));
    const unopposed = participants.length === 1;
    const out: BiddingOutcome = { result: 'play', knocker: k, participants, folded: input.order.filter((s) => folded.includes(s)), unopposed, response_order: ro, reasons };
    if (unopposed) out.knocker_tricks = rules.unopposed_knock_tricks;
    return ok(out);
  });
}

/** One choice of the knock/lurk/go-along/fold trainer with what it leads to, as codes plus data. */
export interface BidChoice {
  choice: Bid | Response;
  consequence:
    | { code: 'choice.knock-first-deal'; limpaStakes: 1; limpaPoints: 0 }
    | { code: 'choice.lurk-first-deal' }
    | { code: 'choice.knock-later'; limpaStakes: 1; limpaPoints: number }
    | { code: 'choice.lurk-later' }
    | { code: 'choice.go-along'; limpaStakes: 1; limpaPoints: number }
    | { code: 'choice.fold'; scoreStays: number };
}

export interface BidChoices {
  decision: 'bid' | 'respond';
  firstDeal: boolean;
  choices: BidChoice[];
  reason: { code: 'choices.first-deal-all-play' } | { code: 'choices.later-deal-go-along-or-fold' } | { code: 'choices.respond-to-knock'; knocker: Seat };
}

/**
 * What a player may choose at a bidding decision and what each choice risks (spec 4 and 6): in deal 1 a lurker
 * still plays after a knock and only the knocker risks a limpa (a stake, no points); from deal 2 a knock commits
 * the knocker and forces the others to go along (risking a limpa: a stake and +5 capped at 10) or fold.
 */
export function bidChoices(input: unknown): Result<BidChoices> {
  return guard((): Result<BidChoices> => {
    if (input === null || typeof input !== 'object') return err({ code: 'bidding.bad-input', field: '*' });
    const i = input as { dealNo?: unknown; score?: unknown; knocker?: unknown };
    if (typeof i.dealNo !== 'number' || !Number.isInteger(i.dealNo) || i.dealNo < 1) return err({ code: 'bidding.bad-input', field: 'dealNo' });
    const score = i.score === undefined ? START_SCORE : i.score;
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > START_SCORE) return err({ code: 'bidding.bad-input', field: 'score' });
    const cost = Math.min(LIMPA_POINTS, START_SCORE - score);
    const first = i.dealNo === 1;
    if (i.knocker !== undefined) {
      if (first) return err({ code: 'bidding.bad-input', field: 'knocker' });
      if (typeof i.knocker !== 'number') return err({ code: 'bidding.bad-input', field: 'knocker' });
      return ok({
        decision: 'respond',
        firstDeal: false,
        choices: [
          { choice: 'go_along', consequence: { code: 'choice.go-along', limpaStakes: 1, limpaPoints: cost } },
          { choice: 'fold', consequence: { code: 'choice.fold', scoreStays: score } },
        ],
        reason: { code: 'choices.respond-to-knock', knocker: i.knocker },
      });
    }
    return ok({
      decision: 'bid',
      firstDeal: first,
      choices: first
        ? [
            { choice: 'knock', consequence: { code: 'choice.knock-first-deal', limpaStakes: 1, limpaPoints: 0 } },
            { choice: 'lurk', consequence: { code: 'choice.lurk-first-deal' } },
          ]
        : [
            { choice: 'knock', consequence: { code: 'choice.knock-later', limpaStakes: 1, limpaPoints: cost } },
            { choice: 'lurk', consequence: { code: 'choice.lurk-later' } },
          ],
      reason: first ? { code: 'choices.first-deal-all-play' } : { code: 'choices.later-deal-go-along-or-fold' },
    });
  });
}

export function parseRulesOr(x: unknown): Result<Rules> {
  const r = makeRules(x ?? {});
  return r.ok ? ok(r.value) : err(r.error);
}
