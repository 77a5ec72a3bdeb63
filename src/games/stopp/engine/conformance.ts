/**
 * Stopp's evaluator for the shared conformance runner (spec 11). Each case names its `op`:
 * legal_actions, simulate_deal, settle, game_status, deal_layout, next_deal. Players are named in the cases
 * (P0.., or the source's A, B, C, D); the engine works on seat numbers in the same clockwise order.
 * Errors answer `{ error: { code } }`. Rule options may be given as `rules` or `variants` (or, for OP6, a bare
 * `solo_continue`).
 */
import { asCardList, isCard } from './cards';
import { cardsLeft, playInPlace, startDeal, type DealState } from './deal';
import { cardVerdicts } from './drills';
import type { GameEvent } from './events';
import { makeRules, type Rules } from './rules';
import { gameStatus, nextDeal, settle } from './settle';
import { isObj, type Card, HAND_SIZE, PACK_SIZE } from './types';

type Answer = Record<string, unknown>;
const fail = (code: string, detail?: unknown): Answer => ({ error: detail === undefined ? { code } : { code, detail } });

function rulesFrom(input: Record<string, unknown>): Rules | Answer {
  const partial: Record<string, unknown> = {};
  for (const k of ['rules', 'variants', 'options']) {
    const v = input[k];
    if (v === undefined) continue;
    if (!isObj(v)) return fail('rules.not-an-object');
    Object.assign(partial, v);
  }
  if (input.solo_continue !== undefined) partial.solo_continue = input.solo_continue;
  const r = makeRules(partial);
  return r.ok ? r.value : fail(r.error.code, r.error);
}

const isRulesAnswer = (x: Rules | Answer): x is Answer => 'error' in x;

function names(x: unknown, min: number): string[] | null {
  if (!Array.isArray(x) || x.length < min || x.length > 6 || !x.every((s) => typeof s === 'string' && s.length > 0)) return null;
  return new Set(x).size === x.length ? (x as string[]) : null;
}

/** Answers one case. */
export function evaluateCase(topic: string, input: unknown): unknown {
  void topic;
  try {
    if (!isObj(input)) return fail('case.bad-input');
    switch (input.op) {
      case 'legal_actions':
        return legalActionsCase(input);
      case 'simulate_deal':
        return simulateDealCase(input);
      case 'settle':
        return settleCase(input);
      case 'game_status':
        return gameStatusCase(input);
      case 'deal_layout':
        return dealLayoutCase(input);
      case 'next_deal':
        return nextDealCase(input);
      default:
        return fail('case.unknown-op', input.op);
    }
  } catch (e) {
    return fail('case.internal', String(e));
  }
}

function legalActionsCase(input: Record<string, unknown>): Answer {
  const rules = rulesFrom(input);
  if (isRulesAnswer(rules)) return rules;
  const top = input.top === undefined ? null : input.top;
  const v = cardVerdicts(top, input.hand, rules);
  if (!v.ok) return fail(v.error.code, v.error);
  return { legal: v.value.legal, verdicts: v.value.cards, stopp: v.value.stopp };
}

function eventRow(e: GameEvent, nm: string[]): unknown[] | null {
  switch (e.type) {
    case 'play':
      return [nm[e.seat], e.card];
    case 'stopp':
      return [nm[e.seat], 'STOPP'];
    case 'out':
      return [nm[e.seat], 'OUT'];
    case 'turn':
      return [nm[e.seat], 'TURN', e.cards];
    case 'deal-end':
      return ['DEAL_END'];
    default:
      return null;
  }
}

function simulateDealCase(input: Record<string, unknown>): Answer {
  const r = rulesFrom(input);
  if (isRulesAnswer(r)) return r;
  const rules: Rules = { ...r, stopp_call: 'automatic' };
  const order = names(input.order, 2);
  if (!order) return fail('sim.bad-order');
  const handsIn = input.hands;
  if (!isObj(handsIn)) return fail('sim.bad-hands');
  for (const k of Object.keys(handsIn)) if (!order.includes(k)) return fail('sim.unknown-player', k);
  const hands: Card[][] = [];
  const seen = new Set<string>();
  for (const p of order) {
    const h = handsIn[p] === undefined ? [] : asCardList(handsIn[p]);
    if (!h) return fail('sim.bad-hands', p);
    for (const c of h) {
      if (seen.has(c)) return fail('sim.duplicate-card', c);
      seen.add(c);
    }
    hands.push([...h]);
  }
  const leaderName = input.leader === undefined ? order[0] : input.leader;
  const leader = order.indexOf(leaderName as string);
  if (leader < 0) return fail('sim.bad-leader');
  if ((hands[leader] as Card[]).length === 0) return fail('sim.leader-has-no-cards');
  const choices = input.choices === undefined ? [] : input.choices;
  if (!Array.isArray(choices) || choices.length > 400) return fail('sim.bad-choices');
  const seats = order.map((_, i) => i);
  const d: DealState = startDeal({ dealer: seats.length - 1, players: seats, hands, setAside: [], leader });
  const ev: GameEvent[] = [];
  let used = 0;
  while (!d.ended && used < choices.length) {
    const c = choices[used];
    used++;
    if (c === 'STOPP') {
      if (d.top === null) return fail('deal.stopp-on-lead', { index: used - 1 });
      return fail('deal.must-beat', { index: used - 1 });
    }
    if (!isCard(c)) return fail('sim.bad-choice', { index: used - 1 });
    const e = playInPlace(d, d.turn as number, c, rules, ev);
    if (e) return fail(e.code, { ...e, index: used - 1 });
  }
  if (used < choices.length) return fail('sim.choices-after-end', { index: used });
  const left = cardsLeft(d);
  const cl: Record<string, number> = {};
  order.forEach((p, i) => (cl[p] = left[i] as number));
  return {
    events: ev.map((e) => eventRow(e, order)).filter((x) => x !== null),
    cards_left: cl,
    status: d.ended ? 'deal_end' : 'script_end',
    next_player: d.turn === null ? null : order[d.turn],
    top: d.top,
    end_reason: d.endReason,
  };
}

function byName(x: unknown, keys: string[] | null): { keys: string[]; values: unknown[] } | null {
  if (!isObj(x)) return null;
  const ks = keys ?? Object.keys(x);
  if (ks.length === 0 || ks.length > 64) return null;
  for (const k of Object.keys(x)) if (!ks.includes(k)) return null;
  return { keys: ks, values: ks.map((k) => (x[k] === undefined ? 0 : x[k])) };
}

function toNamed<T>(keys: string[], values: readonly T[]): Record<string, T> {
  const o: Record<string, T> = {};
  keys.forEach((k, i) => (o[k] = values[i] as T));
  return o;
}

function settleCase(input: Record<string, unknown>): Answer {
  const rules = rulesFrom(input);
  if (isRulesAnswer(rules)) return rules;
  const cap = byName(input.capital, null);
  if (!cap) return fail('settle.bad-input', 'capital');
  const cards = byName(input.cards_left, cap.keys);
  if (!cards) return fail('settle.bad-input', 'cards_left');
  const r = settle(cap.values, cards.values, input.pot ?? 0, rules);
  if (!r.ok) return fail(r.error.code, r.error);
  const v = r.value;
  const st = gameStatus(v.capital, v.pot);
  return {
    paid: toNamed(cap.keys, v.paid),
    capital: toNamed(cap.keys, v.capital),
    pot: v.pot,
    eliminated: v.eliminated.map((s) => cap.keys[s]),
    reasons: toNamed(cap.keys, v.lines.map((l) => l.reason)),
    conserved: v.conserved,
    game_over: st.ok ? st.value.gameOver : false,
  };
}

function gameStatusCase(input: Record<string, unknown>): Answer {
  const cap = byName(input.capital, null);
  if (!cap) return fail('settle.bad-input', 'capital');
  const r = gameStatus(cap.values, input.pot ?? 0);
  if (!r.ok) return fail(r.error.code, r.error);
  const v = r.value;
  return {
    game_over: v.gameOver,
    winner: v.winner === null ? null : cap.keys[v.winner],
    winnings: v.winnings,
    players_left: v.playersLeft.map((s) => cap.keys[s]),
  };
}

function dealLayoutCase(input: Record<string, unknown>): Answer {
  const n = input.players;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > 6) return fail('layout.bad-players', n);
  return { hand_size: HAND_SIZE, dealt: HAND_SIZE * n, set_aside: PACK_SIZE - HAND_SIZE * n };
}

function nextDealCase(input: Record<string, unknown>): Answer {
  const rules = rulesFrom(input);
  if (isRulesAnswer(rules)) return rules;
  const seats = names(input.seats_clockwise ?? input.order, 2);
  if (!seats) return fail('rotation.bad-seats');
  const dealer = seats.indexOf(input.dealer as string);
  if (dealer < 0) return fail('rotation.bad-dealer');
  const elim = input.eliminated === undefined ? [] : input.eliminated;
  if (!Array.isArray(elim) || !elim.every((e) => typeof e === 'string' && seats.includes(e))) return fail('rotation.bad-eliminated');
  const active = seats.map((s) => !elim.includes(s));
  let lastPaid: number[] | undefined;
  if (input.last_paid !== undefined) {
    const lp = byName(input.last_paid, seats);
    if (!lp || !lp.values.every((v) => typeof v === 'number')) return fail('rotation.bad-last-paid');
    lastPaid = lp.values as number[];
  }
  const r = nextDeal(dealer, active, rules.dealer_rotation, lastPaid);
  if (!r.ok) return fail(r.error.code, r.error);
  return { dealer: seats[r.value.dealer], forehand: seats[r.value.forehand], players: r.value.players.map((s) => seats[s]) };
}
