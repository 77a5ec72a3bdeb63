/**
 * Judging functions for the drills (spec section 11): each answers with a verdict plus a reason code and data, so a
 * drill can explain every right and wrong answer. All validate their input and never throw.
 */
import type { CardVerdict } from '../../../shared/engine/play';
import type { Card, Suit } from '../../../shared/cards/model';
import { bidChoices, type BidChoices } from './bidding';
import { aceOf, checkCardList, isSuitLetter } from './cards';
import { buyCheck, type BuyCheck } from './deal';
import { legalPlays, type LegalPlay, type PlayReason } from './play';
import { makeRules } from './rules';
import { scoreDealOf, trumfmantFor, type DealScore } from './scoring';
import type { DrillPosition } from './notation';
import { START_SCORE, err, guard, isPlayerCount, ok, type Result, type Seat } from './types';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);

export type BuyVerdict =
  | { code: 'buy.ok'; discard: number; receive: number; handAfter: number; dealer: boolean }
  | { code: 'buy.dealer-must-discard-one'; }
  | { code: 'buy.too-many'; max: number }
  | { code: 'buy.not-in-hand'; card: Card }
  | { code: 'buy.turnup-must-stay'; card: Card };

/**
 * The buying drill: may this player discard these cards, and what does he get? The dealer (6 cards) discards one
 * more than he buys; the others buy as many as they discard (spec 4.3).
 */
export function judgeBuy(input: unknown): Result<{ allowed: boolean; verdict: BuyVerdict; check: BuyCheck | null }> {
  return guard((): Result<{ allowed: boolean; verdict: BuyVerdict; check: BuyCheck | null }> => {
    if (!isObj(input)) return err({ code: 'drill.bad-input', field: '*' });
    const dealer = input.isDealer === true;
    const hand = checkCardList(input.hand, dealer ? 6 : 5);
    if (!hand.ok) return err({ code: 'drill.bad-input', field: 'hand' });
    const discard = checkCardList(input.discard, 6);
    if (!discard.ok) return err({ code: 'drill.bad-input', field: 'discard' });
    const rules = makeRules(input.rules ?? {});
    if (!rules.ok) return err({ code: 'drill.bad-input', field: 'rules' });
    for (const c of discard.value) if (!hand.value.includes(c)) return ok({ allowed: false, verdict: { code: 'buy.not-in-hand', card: c }, check: null });
    const up = input.upcard;
    if (dealer && typeof up === 'string' && !rules.value.dealer_may_discard_turnup && discard.value.includes(up as Card)) return ok({ allowed: false, verdict: { code: 'buy.turnup-must-stay', card: up as Card }, check: null });
    const c = buyCheck(dealer, discard.value.length);
    if (!c.ok) {
      if (c.error.code === 'buy.dealer-must-discard') return ok({ allowed: false, verdict: { code: 'buy.dealer-must-discard-one' }, check: null });
      return ok({ allowed: false, verdict: { code: 'buy.too-many', max: dealer ? 6 : 5 }, check: null });
    }
    return ok({ allowed: true, verdict: { code: 'buy.ok', discard: c.value.discard, receive: c.value.receive, handAfter: c.value.hand_after, dealer }, check: c.value });
  });
}

/** One card judged: legal or not, and why; with the whole legal set for greying out the others. */
export interface PlayVerdict extends CardVerdict<Card, PlayReason> {
  breach: boolean;
  legalCards: Card[];
  plays: LegalPlay[];
}

/**
 * The opening-lead check and the follow-or-trump drill: is `card` a legal play from `hand` to `trick`? Context as
 * in `legalPlays` (`trump`, `openingLead`, `leaderIsForehand`, `trumfmant`, `rules`).
 */
export function judgePlay(hand: unknown, trick: unknown, ctx: unknown, card: unknown): Result<PlayVerdict> {
  return guard((): Result<PlayVerdict> => {
    const r = legalPlays(hand, trick, ctx);
    if (!r.ok) return err(r.error);
    const p = r.value.find((x) => x.card === card);
    if (!p) return err({ code: 'drill.card-not-in-hand', card });
    return ok({ card: p.card, legal: p.legal, reason: p.reason, breach: p.breach === true, legalCards: r.value.filter((x) => x.legal).map((x) => x.card), plays: r.value });
  });
}

export interface TrumfmantSwitch {
  normal: LegalPlay[];
  trumfmant: LegalPlay[];
  /** Cards legal without Trumfmant but not with it. */
  lost: Card[];
  /** Cards legal only with Trumfmant (trumps that could not be played while holding the led suit). */
  gained: Card[];
  reason: { code: 'switch.no-change-leading' } | { code: 'switch.no-trump-in-hand' } | { code: 'switch.led-trump' } | { code: 'switch.must-trump'; trumps: Card[] };
}

/** The follow-or-trump drill's Trumfmant toggle: the legal set with and without Trumfmant, and what changes. */
export function trumfmantSwitch(hand: unknown, trick: unknown, trump: unknown, rules?: unknown): Result<TrumfmantSwitch> {
  return guard((): Result<TrumfmantSwitch> => {
    const a = legalPlays(hand, trick, { trump, rules });
    if (!a.ok) return err(a.error);
    const b = legalPlays(hand, trick, { trump, rules, trumfmant: true });
    if (!b.ok) return err(b.error);
    const legalA = new Set(a.value.filter((p) => p.legal).map((p) => p.card));
    const legalB = new Set(b.value.filter((p) => p.legal).map((p) => p.card));
    const lost = [...legalA].filter((c) => !legalB.has(c));
    const gained = [...legalB].filter((c) => !legalA.has(c));
    const t = trump as Suit;
    const trumps = (hand as Card[]).filter((c) => c[1] === t);
    let reason: TrumfmantSwitch['reason'];
    if (!Array.isArray(trick) || trick.length === 0) reason = { code: 'switch.no-change-leading' };
    else if (trumps.length === 0) reason = { code: 'switch.no-trump-in-hand' };
    else if (b.value.some((p) => p.reason.code === 'play.follows-suit' && p.card[1] === t)) reason = { code: 'switch.led-trump' };
    else reason = { code: 'switch.must-trump', trumps };
    return ok({ normal: a.value, trumfmant: b.value, lost, gained, reason });
  });
}

/** Must the opening leader lead the trump ace? */
export interface OpeningLead {
  mustLead: Card | null;
  reason: { code: 'lead.trump-ace-compulsory'; ace: Card } | { code: 'lead.free'; ace: Card };
}

export function openingLeadRule(hand: unknown, trump: unknown, rules?: unknown): Result<OpeningLead> {
  return guard((): Result<OpeningLead> => {
    if (!isSuitLetter(trump)) return err({ code: 'drill.bad-input', field: 'trump' });
    const r = legalPlays(hand, [], { trump, openingLead: true, rules });
    if (!r.ok) return err(r.error);
    const ace = aceOf(trump);
    const bound = r.value.some((p) => p.reason.code === 'play.trump-ace-lead');
    return ok(bound ? { mustLead: ace, reason: { code: 'lead.trump-ace-compulsory', ace } } : { mustLead: null, reason: { code: 'lead.free', ace } });
  });
}

/**
 * The countdown score sheet drill: scores one deal from plain input `{ dealNo, knocker, participants, scores,
 * tricks, breaches?, rules? }` (seats as numbers, arrays by seat), with reason codes per seat.
 */
export function scoreDeal(input: unknown): Result<DealScore> {
  return guard((): Result<DealScore> => {
    if (!isObj(input)) return err({ code: 'score.bad-input', field: '*' });
    const { dealNo, knocker, participants, scores, tricks } = input;
    if (!Array.isArray(scores) || !isPlayerCount(scores.length) || !scores.every((v) => Number.isInteger(v) && v <= START_SCORE && v >= 1)) return err({ code: 'score.bad-input', field: 'scores' });
    const n = scores.length;
    const seatOk = (s: unknown): s is Seat => Number.isInteger(s) && (s as number) >= 0 && (s as number) < n;
    if (!Number.isInteger(dealNo) || (dealNo as number) < 1) return err({ code: 'score.bad-input', field: 'dealNo' });
    if (!seatOk(knocker)) return err({ code: 'score.bad-input', field: 'knocker' });
    if (!Array.isArray(participants) || !participants.every(seatOk) || new Set(participants).size !== participants.length || !participants.includes(knocker)) return err({ code: 'score.bad-input', field: 'participants' });
    if (!Array.isArray(tricks) || tricks.length !== n || !tricks.every((t, s) => Number.isInteger(t) && t >= 0 && (t === 0 || participants.includes(s)))) return err({ code: 'score.bad-input', field: 'tricks' });
    if ((tricks as number[]).reduce((a, b) => a + b, 0) > 5) return err({ code: 'score.bad-input', field: 'tricks' });
    const breaches = input.breaches ?? [];
    if (!Array.isArray(breaches) || !breaches.every((s) => seatOk(s) && participants.includes(s))) return err({ code: 'score.bad-input', field: 'breaches' });
    const rules = makeRules(input.rules ?? {});
    if (!rules.ok) return err({ code: 'score.bad-input', field: 'rules' });
    return scoreDealOf({ dealNo: dealNo as number, knocker, participants: participants as Seat[], scores: scores as number[], tricks: tricks as number[], breaches: breaches as Seat[], rules: rules.value });
  });
}

/** Trumfmant for the next deal from the scores (validated). */
export function trumfmantNext(scores: unknown): Result<ReturnType<typeof trumfmantFor>> {
  if (!Array.isArray(scores) || scores.length < 3 || scores.length > 5 || !scores.every((v) => Number.isInteger(v))) return err({ code: 'trumfmant.bad-scores' });
  return ok(trumfmantFor(scores as number[]));
}

/** The learner's legal plays in a drill position (from `parsePosition`). */
export function positionPlays(pos: unknown, rules?: unknown): Result<LegalPlay[]> {
  return guard((): Result<LegalPlay[]> => {
    if (!isObj(pos)) return err({ code: 'drill.bad-input', field: 'position' });
    const p = pos as unknown as DrillPosition;
    const parts = Array.isArray(p.participants) ? p.participants : [];
    const forehand = ((p.dealer as number) + 1) % (p.players as number);
    return legalPlays(p.hand, (p.trick ?? []).map((t) => t.card), {
      trump: p.trump,
      openingLead: p.openingLead === true,
      leaderIsForehand: parts.includes(forehand),
      trumfmant: p.trumfmant === true,
      rules,
    });
  });
}

export type Call = 'knock' | 'lurk' | 'go_along' | 'fold';
export const CALLS: readonly Call[] = ['knock', 'lurk', 'go_along', 'fold'];

export type CallVerdict =
  | { code: 'call.ok'; call: Call }
  /** Deal 1: nobody goes along or folds; after a knock everyone plays. */
  | { code: 'call.first-deal-no-answer'; call: Call }
  /** Deal 2 on, nobody has knocked yet: there is nothing to go along with or fold against. */
  | { code: 'call.nothing-to-answer'; call: Call }
  /** Deal 2 on, someone knocked: the others now go along or fold; knocking and lurking are over. */
  | { code: 'call.must-answer-knock'; call: Call; knocker: Seat }
  | { code: 'call.unknown'; call: unknown };

/**
 * The knock/lurk/go-along/fold trainer: may a player make `call` at this decision? Input as for `bidChoices`
 * (`{ dealNo, score?, knocker? }`, `knocker` only when answering a knock from deal 2 on). The legal set is
 * `bidChoices`'s; a call outside it gets the reason why it is not offered here.
 */
export function judgeCall(input: unknown, call: unknown): Result<{ legal: boolean; verdict: CallVerdict; choices: BidChoices }> {
  return guard((): Result<{ legal: boolean; verdict: CallVerdict; choices: BidChoices }> => {
    const c = bidChoices(input);
    if (!c.ok) return err(c.error);
    const choices = c.value;
    if (typeof call !== 'string' || !(CALLS as readonly string[]).includes(call)) return ok({ legal: false, verdict: { code: 'call.unknown', call }, choices });
    const k = call as Call;
    if (choices.choices.some((x) => x.choice === k)) return ok({ legal: true, verdict: { code: 'call.ok', call: k }, choices });
    let verdict: CallVerdict;
    if (choices.reason.code === 'choices.respond-to-knock') verdict = { code: 'call.must-answer-knock', call: k, knocker: choices.reason.knocker };
    else if (choices.firstDeal) verdict = { code: 'call.first-deal-no-answer', call: k };
    else verdict = { code: 'call.nothing-to-answer', call: k };
    return ok({ legal: false, verdict, choices });
  });
}
