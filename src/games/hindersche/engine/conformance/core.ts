/**
 * Conformance adapter for the core topics of `cases.json` (spec section 16): ranking, points (except
 * validate_deal_points, which belongs to the scoring side), legality, trick-winner and deal.
 * It translates a case's input into engine calls and the engine's answer into the case's `expected` shape
 * (seats as "P0".."P3"). Anything it cannot evaluate comes back as `{ error: { code, ... } }`, never a throw.
 */
import type { Card, Suit } from '../../../../shared/cards/model';
import { SUITS } from '../../../../shared/cards/model';
import { cardPoints, effectiveSuit, isPackCard, pilePoints, pointsInPlay, suitRanking, suitSizes, trumpRanking, PACK } from '../cards';
import { dealFromPack, huebscherVerdict, phase1DealerSequence, seating } from '../deal';
import { legalCards, resolveHaul, trickWinner, type TrickPlay } from '../play';
import { makeRules, type Rules } from '../rules';
import { parseSeatId, seatId } from '../seats';
import type { Seat } from '../types';

type Out = Record<string, unknown>;
const fail = (code: string, data: Out = {}): Out => ({ error: { code, ...data } });

const isSuit = (x: unknown): x is Suit => typeof x === 'string' && (SUITS as readonly string[]).includes(x);

function seats(list: unknown): Seat[] | null {
  if (!Array.isArray(list)) return null;
  const out: Seat[] = [];
  for (const x of list) {
    const s = parseSeatId(x);
    if (s === null) return null;
    out.push(s);
  }
  return out;
}

function bySeatObject<T>(entries: [Seat, T][]): Record<string, T> {
  const o: Record<string, T> = {};
  for (const [s, v] of entries) o[seatId(s)] = v;
  return o;
}

function cards(list: unknown): Card[] | null {
  return Array.isArray(list) && list.every(isPackCard) ? (list as Card[]) : null;
}

export function evaluateCoreCase(topic: string, input: any): unknown {
  try {
    const r = makeRules(input?.variants ?? {});
    if (!r.ok) return fail('conformance.bad-variants', { detail: r.error });
    switch (topic) {
      case 'ranking':
        return ranking(input);
      case 'points':
        return points(input);
      case 'legality':
        return legality(input, r.value);
      case 'trick-winner':
        return trick(input, r.value);
      case 'deal':
        return deal(input, r.value);
      default:
        return fail('conformance.unknown-topic', { topic });
    }
  } catch (e) {
    // The engine is meant never to throw; report it as data so the runner shows the case instead of crashing.
    return fail('conformance.threw', { message: String(e) });
  }
}

function ranking(input: any): unknown {
  const trump = input.trump;
  if (!isSuit(trump)) return fail('conformance.bad-input', { field: 'trump' });
  switch (input.query) {
    case 'trump_ranking':
      return { ranking: trumpRanking(trump) };
    case 'suit_ranking':
      if (!isSuit(input.suit)) return fail('conformance.bad-input', { field: 'suit' });
      return { ranking: suitRanking(input.suit, trump) };
    case 'trump_ranking_and_suit':
      if (!isSuit(input.suit)) return fail('conformance.bad-input', { field: 'suit' });
      return { trump_ranking: trumpRanking(trump), suit_ranking: suitRanking(input.suit, trump) };
    case 'effective_suit': {
      const cs = cards(input.cards);
      if (!cs) return fail('conformance.bad-input', { field: 'cards' });
      const o: Record<string, string> = {};
      for (const c of cs) o[c] = effectiveSuit(c, trump);
      return { effective_suit: o };
    }
    case 'suit_sizes':
      return { sizes: suitSizes(trump) };
    default:
      return fail('conformance.unknown-query', { query: input.query });
  }
}

function points(input: any): unknown {
  switch (input.query) {
    case 'card_values': {
      const cs = cards(input.cards);
      if (!isSuit(input.trump) || !cs) return fail('conformance.bad-input');
      const o: Record<string, number> = {};
      for (const c of cs) o[c] = cardPoints(c, input.trump);
      return { values: o };
    }
    case 'pile_points': {
      const cs = cards(input.cards);
      if (!isSuit(input.trump) || !cs) return fail('conformance.bad-input');
      return { points: pilePoints(cs, input.trump) };
    }
    case 'jack_value_by_trump': {
      if (!isPackCard(input.card)) return fail('conformance.bad-input', { field: 'card' });
      const o: Record<string, number> = {};
      for (const s of SUITS) o[s] = cardPoints(input.card, s);
      return { values: o };
    }
    case 'pack_total_by_trump': {
      const o: Record<string, number> = {};
      for (const s of SUITS) o[s] = pilePoints(PACK, s);
      return { totals: o };
    }
    case 'points_in_play': {
      const cs = cards(input.out_of_play);
      if (!isSuit(input.trump) || !cs) return fail('conformance.bad-input');
      return { points_out_of_play: pilePoints(cs, input.trump), points_in_play: pointsInPlay(cs, input.trump) };
    }
    default:
      return fail('conformance.unknown-query', { query: input.query });
  }
}

function legality(input: any, rules: Rules): unknown {
  const r = legalCards(input.hand, input.trick_so_far ?? [], input.trump, rules);
  return r.ok ? { legal: r.value } : fail(r.error.code, { detail: r.error });
}

function toPlays(raw: unknown): TrickPlay[] | null {
  if (!Array.isArray(raw)) return null;
  const out: TrickPlay[] = [];
  for (const p of raw) {
    if (!Array.isArray(p) || p.length !== 2) return null;
    const seat = parseSeatId(p[0]);
    if (seat === null || !isPackCard(p[1])) return null;
    out.push({ seat, card: p[1] });
  }
  return out;
}

function trick(input: any, rules: Rules): unknown {
  const plays = toPlays(input.plays);
  if (!plays) return fail('conformance.bad-input', { field: 'plays' });
  if (input.schleipfen) {
    const claimant = parseSeatId(input.schleipfen.claimant);
    if (claimant === null) return fail('conformance.bad-input', { field: 'schleipfen.claimant' });
    const h = resolveHaul(plays, input.trump, claimant, input.schleipfen.objection === true, rules);
    if (!h.ok) return fail(h.error.code, { detail: h.error });
    return {
      rightful_winner: seatId(h.value.rightfulWinner),
      trick_owner: seatId(h.value.trickOwner),
      next_leader: seatId(h.value.nextLeader),
      haul_recognised: h.value.haulRecognised,
    };
  }
  const w = trickWinner(plays, input.trump);
  return w.ok ? { winner: seatId(w.value.winner) } : fail(w.error.code, { detail: w.error });
}

function deal(input: any, rules: Rules): unknown {
  switch (input.query) {
    case 'seating': {
      const dealer = parseSeatId(input.dealer);
      const active = seats(input.active);
      if (dealer === null || !active) return fail('conformance.bad-input');
      const s = seating(dealer, active);
      if (!s.ok) return fail(s.error.code, { detail: s.error });
      return { forehand: seatId(s.value.forehand), deal_order: s.value.dealOrder.map(seatId), next_dealer: seatId(s.value.nextDealer) };
    }
    case 'deal_from_stacked_pack': {
      const dealer = parseSeatId(input.dealer);
      const active = seats(input.active);
      if (dealer === null || !active) return fail('conformance.bad-input');
      const d = dealFromPack(input.pack_top_to_bottom, dealer, active, rules);
      if (!d.ok) return fail(d.error.code, { detail: d.error });
      const v = d.value;
      return {
        hands: bySeatObject(v.order.map((s) => [s, v.hands[s]])),
        upcard: v.upcard,
        upcard_location: v.upcardLocation,
        trump: v.trump,
        out_of_play: v.outOfPlay,
        points_in_play: v.pointsInPlay,
      };
    }
    case 'phase1_dealer_sequence': {
      const first = parseSeatId(input.first_dealer);
      const n = input.deals;
      if (first === null || !Number.isInteger(n) || n < 0 || n > 100) return fail('conformance.bad-input');
      const s = phase1DealerSequence(first, n);
      return { dealers: s.dealers.map(seatId), forehands: s.forehands.map(seatId) };
    }
    case 'huebscher': {
      const active = seats(input.active);
      const dealer = parseSeatId(input.dealer);
      const requester = parseSeatId(input.requester);
      if (!active || dealer === null || requester === null) return fail('conformance.bad-input');
      const answers: { seat: Seat; agree: boolean }[] = [];
      for (const [k, v] of Object.entries((input.responses ?? {}) as Record<string, unknown>)) {
        const s = parseSeatId(k);
        if (s === null) return fail('conformance.bad-input', { field: 'responses' });
        answers.push({ seat: s, agree: v === 'agree' || v === true });
      }
      const v = huebscherVerdict(
        {
          phase: input.phase === 2 ? 2 : 1,
          playoff: input.playoff === true || input.deal_kind === 'playoff',
          cardsPlayed: Number.isInteger(input.cards_played) ? input.cards_played : 0,
          active,
          requester,
          answers,
        },
        rules,
      );
      const slate = input.slate_before ?? {};
      return {
        allowed: v.allowed,
        redeal: v.redeal,
        redeal_dealer: v.redeal ? seatId(dealer) : null,
        slate_after: { ...slate },
      };
    }
    default:
      return fail('conformance.unknown-query', { query: input.query });
  }
}
