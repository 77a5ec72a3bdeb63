/**
 * The evaluator of the spec's test cases (spec section 12) for the shared conformance runner: one adapter per
 * `input.op` (deal_layout, buy, legal, trick_winner, score_deal, bidding_outcome, trumfmant_sequence,
 * first_to_zero). Seats are "P0".."Pn-1" in the cases (P0 = forehand, the last seat = the dealer). Answers carry
 * the case's field names plus reason codes; errors are `{ error: { code } }`. Never throws.
 */
import { biddingOutcomeOf } from './bidding';
import { buyCheck, dealLayout } from './deal';
import { legalPlays, trickWinner } from './play';
import { makeRules, type Rules } from './rules';
import { firstToZeroOf, scoreDealOf, trumfmantFor } from './scoring';
import { parseSeatName, seatName, type Seat } from './types';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);
const fail = (code: string, data: Obj = {}) => ({ error: { code, ...data } });

function rulesOf(input: Obj): Rules | { error: { code: string } } {
  const r = makeRules(input.rules ?? input.variants ?? {});
  return r.ok ? r.value : fail(r.error.code, { detail: r.error });
}

/** A { P0: v, P1: v, ... } map as an array by seat (keys must be P0..Pn-1, all present). */
function byPlayer(m: unknown): number[] | null {
  if (!isObj(m)) return null;
  const keys = Object.keys(m);
  const n = keys.length;
  if (n < 1 || n > 5) return null;
  const out: number[] = [];
  for (let s = 0; s < n; s++) {
    const v = m[seatName(s)];
    if (typeof v !== 'number' || !Number.isInteger(v)) return null;
    out.push(v);
  }
  return out;
}

function seatList(x: unknown, players: number): Seat[] | null {
  if (!Array.isArray(x)) return null;
  const out: Seat[] = [];
  for (const v of x) {
    const s = parseSeatName(v, players);
    if (s === null || out.includes(s)) return null;
    out.push(s);
  }
  return out;
}

const toMap = (vals: readonly number[]): Obj => Object.fromEntries(vals.map((v, s) => [seatName(s), v]));

function evalOp(input: Obj): unknown {
  const rules = rulesOf(input);
  if ('error' in rules) return rules;
  switch (input.op) {
    case 'deal_layout': {
      const r = dealLayout(input.players);
      return r.ok ? r.value : fail(r.error.code);
    }
    case 'buy': {
      const d = Array.isArray(input.discard) ? input.discard.length : input.discard;
      const r = buyCheck(input.is_dealer === true, d);
      return r.ok ? r.value : fail(r.error.code, { ...r.error });
    }
    case 'legal': {
      const r = legalPlays(input.hand, input.trick ?? [], {
        trump: input.trump,
        openingLead: input.first_lead === true || input.opening_lead === true,
        leaderIsForehand: input.leader_is_forehand !== false,
        trumfmant: input.trumfmant === true,
        rules,
      });
      if (!r.ok) return fail(r.error.code, { ...r.error });
      return {
        legal: r.value.filter((p) => p.legal).map((p) => p.card),
        reasons: r.value.map((p) => ({ card: p.card, legal: p.legal, ...p.reason, ...(p.breach ? { breach: true } : {}) })),
      };
    }
    case 'trick_winner': {
      const r = trickWinner(input.plays, input.trump, rules);
      if (!r.ok) return fail(r.error.code, { ...r.error });
      return {
        winner: seatName(r.value.winner),
        card: r.value.card,
        reason: r.value.reason,
        beaten: r.value.beaten.map((b) => ({ ...b, seat: seatName(b.seat) })),
      };
    }
    case 'score_deal': {
      const scores = byPlayer(input.scores);
      if (!scores || scores.length < 3) return fail('score.bad-scores');
      const n = scores.length;
      const dealNo = input.deal_no;
      if (typeof dealNo !== 'number' || !Number.isInteger(dealNo) || dealNo < 1) return fail('score.bad-deal-no');
      const knocker = parseSeatName(input.knocker, n);
      if (knocker === null) return fail('score.bad-knocker');
      const participants = seatList(input.participants, n);
      if (!participants || participants.length === 0) return fail('score.bad-participants');
      if (!participants.includes(knocker)) return fail('score.knocker-not-participant');
      if (!isObj(input.tricks)) return fail('score.bad-tricks');
      const tricks = Array.from({ length: n }, () => 0);
      for (const [k, v] of Object.entries(input.tricks)) {
        const s = parseSeatName(k, n);
        if (s === null || typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 5) return fail('score.bad-tricks');
        if (v > 0 && !participants.includes(s)) return fail('score.tricks-for-non-participant', { seat: k });
        tricks[s] = v;
      }
      const total = tricks.reduce((a, b) => a + b, 0);
      if (total > 5) return fail('score.too-many-tricks', { total });
      const br = input.breaches ?? input.trumfmant_breaches ?? [];
      const breaches = seatList(br, n);
      if (!breaches) return fail('score.bad-breaches');
      const r = scoreDealOf({ dealNo, knocker, participants, scores, tricks, breaches, rules });
      if (!r.ok) return fail(r.error.code);
      const low = Math.min(...r.value.scores);
      return {
        scores: toMap(r.value.scores),
        limpa: r.value.limpa.map(seatName),
        extra_stakes: Object.fromEntries([...r.value.extraStakes].map(([s, v]) => [seatName(s), v])),
        reasons: Object.fromEntries(r.value.seats.map((x) => [seatName(x.seat), x.reasons])),
        reached_zero: r.value.scores.map((v, s) => (v <= 0 && v === low ? seatName(s) : null)).filter((x) => x !== null),
      };
    }
    case 'bidding_outcome': {
      const dealNo = input.deal_no;
      if (typeof dealNo !== 'number' || !Number.isInteger(dealNo) || dealNo < 1) return fail('bidding.bad-deal-no');
      if (!Array.isArray(input.order) || input.order.length < 3 || input.order.length > 5) return fail('bidding.bad-order');
      const n = input.order.length;
      const order = seatList(input.order, n);
      if (!order) return fail('bidding.bad-order');
      const toMapOf = (x: unknown): Map<Seat, unknown> | null => {
        if (x === undefined) return new Map();
        if (!isObj(x)) return null;
        const m = new Map<Seat, unknown>();
        for (const [k, v] of Object.entries(x)) {
          const s = parseSeatName(k, n);
          if (s === null) return null;
          m.set(s, v);
        }
        return m;
      };
      const bids = toMapOf(input.bids);
      const responses = toMapOf(input.responses);
      if (!bids) return fail('bidding.bad-bids');
      if (!responses) return fail('bidding.bad-responses');
      const r = biddingOutcomeOf({ dealNo, order, bids, responses, rules });
      if (!r.ok) return fail(r.error.code, { ...r.error });
      const v = r.value;
      const reasons = v.reasons.map((x) => ({ ...x, seat: seatName(x.seat), ...('knocker' in x ? { knocker: seatName(x.knocker) } : {}) }));
      if (v.result === 'redeal') return { result: 'redeal', same_dealer: v.same_dealer, new_stakes: false, reason: v.reason, reasons };
      const out: Obj = {
        result: 'play',
        knocker: seatName(v.knocker),
        participants: v.participants.map(seatName),
        folded: v.folded.map(seatName),
        unopposed: v.unopposed,
        reasons,
      };
      if (v.knocker_tricks !== undefined) out.knocker_tricks = v.knocker_tricks;
      return out;
    }
    case 'trumfmant_sequence': {
      const list = input.scores_after_deals;
      if (!Array.isArray(list)) return fail('trumfmant.bad-scores');
      const flags: boolean[] = [];
      const onOne: string[][] = [];
      for (const row of list) {
        const sc = byPlayer(row);
        if (!sc) return fail('trumfmant.bad-scores');
        const t = trumfmantFor(sc);
        flags.push(t.on);
        onOne.push(t.onOne.map(seatName));
      }
      return { trumfmant_in_next_deal: flags, on_one: onOne };
    }
    case 'first_to_zero': {
      const scores = byPlayer(input.scores);
      if (!scores) return fail('zero.bad-scores');
      const n = scores.length;
      if (!Array.isArray(input.trick_winners)) return fail('zero.bad-trick-winners');
      const winners: Seat[] = [];
      for (const w of input.trick_winners) {
        const s = parseSeatName(w, n);
        if (s === null) return fail('zero.bad-trick-winners');
        winners.push(s);
      }
      if (rules.game_end === 'after-deal') {
        // OP9 alternative: the deal is finished; the lowest score at 0 or below wins, ties share.
        const fin = [...scores];
        for (const w of winners) fin[w] = (fin[w] as number) - 1;
        const low = Math.min(...fin);
        const ws = low <= 0 ? fin.map((v, i) => (v === low ? seatName(i) : null)).filter((x) => x !== null) : [];
        return { winner: ws.length === 1 ? ws[0] : ws.length === 0 ? null : ws, winners: ws, after_trick: null, scores: toMap(fin), reason: { code: ws.length ? 'zero.lowest-after-deal' : 'zero.not-reached' } };
      }
      const r = firstToZeroOf(scores, winners);
      return {
        winner: r.winner === null ? null : seatName(r.winner),
        after_trick: r.afterTrick,
        scores: toMap(r.scoresAfter[r.scoresAfter.length - 1] ?? scores),
        reason: r.reason.code === 'zero.reached' ? { ...r.reason, seat: seatName(r.reason.seat) } : r.reason,
      };
    }
    default:
      return fail('case.unknown-op', { op: input.op });
  }
}

/** Answers one case (any topic; the op decides). */
export function evaluateCase(_topic: unknown, input: unknown): unknown {
  try {
    if (!isObj(input)) return fail('case.bad-input');
    return evalOp(input);
  } catch (x) {
    return fail('case.crashed', { detail: x instanceof Error ? x.message : typeof x });
  }
}
