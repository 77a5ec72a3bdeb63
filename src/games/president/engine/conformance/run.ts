/**
 * President's evaluator for the shared conformance runner (spec §13). Every `input.op` of the spec's test-case
 * section: valid_combo, beats, simulate_round_play, deal_points, next_deal_setup, deal_sizes, exchange, game_end.
 * Field names follow the cases (snake_case); answers carry extra keys (reason codes) that the runner ignores.
 * Errors come back as `{ error: { code, ... } }`; nothing throws.
 */
import { runCases as runShared, type Evaluator } from '../../../../shared/conformance/runner';
import { isJoker, isPCard, type PCard } from '../cards';
import { beats, classifyCombo, packHasJokers } from '../combos';
import { dealSizes, exchange, nextDealSetup } from '../deal';
import { makeRules, type Rules } from '../rules';
import { finishingBoard, gameEnd, placePoints } from '../scoring';
import { newTable, tablePass, tablePlay, type TableEvent } from '../table';

export { compare, deepEqual, parseCases, runCase, type CaseReport, type Evaluator, type RunReport } from '../../../../shared/conformance/runner';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);
const fail = (code: string, data: Obj = {}): Obj => ({ error: { code, ...data } });

/** Normalises a variant name: 'Trouduc', 'two-card exchange', 'V2', ... */
function variantKey(v: unknown): string[] {
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return list.map((x) => String(x).toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** The rules a case asks for: its `variant`(s), `rank_order`, `rules`, and a few loose spellings. */
export function rulesForCase(input: Obj): { ok: true; value: Rules } | { ok: false; error: unknown } {
  const partial: Partial<Rules> = {};
  for (const v of variantKey(input.variant ?? input.variants)) {
    if (v === 'trouduc' || v === 'v4') partial.variant = 'trouduc';
    else if (v === 'sequences' || v === 'sequence' || v === 'runs' || v === 'ladders' || v === 'v2') partial.sequences = true;
    else if (v.startsWith('twocard') || v === 'v1' || v === 'exchange2') partial.exchangeCards = 2;
    else if (v === 'titles' || v === 'v3') partial.titles = 'by-place';
    else if (v === 'base' || v === 'classic' || v === 'standard' || v === 'default' || v === 'none' || v === '') continue;
    else return { ok: false, error: { code: 'case.unknown-variant', variant: v } };
  }
  const ro = input.rank_order;
  if (typeof ro === 'string') {
    const k = ro.toLowerCase().replace(/\s/g, '');
    if (k.startsWith('joker-2') || k.startsWith('2-') || k.includes('two-high') || k.includes('2high') || k.startsWith('joker>2') || k.startsWith('2>')) partial.rankOrder = 'two-high';
    else partial.rankOrder = 'ace-high';
  }
  if (input.high_joker === 'red' || input.high_joker === 'JKR') partial.highJoker = 'red';
  if (input.high_joker === 'black' || input.high_joker === 'JKB') partial.highJoker = 'black';
  if (typeof input.target === 'number') partial.target = input.target;
  if (input.tie_break === 'last-deal' || input.tie_break === 'last_deal' || input.tie_break === 'last-deal-points') partial.tieBreak = 'last-deal';
  if (input.president_returns === 'after-receiving' || input.president_returns === 'lowest-after-receiving') partial.presidentReturns = 'lowest-after-receiving';
  if (input.jokers_in_runs === true) partial.jokersInRuns = true;
  if (input.run_min_length === 3) partial.runMinLength = 3;
  if (input.pass_when_able === 'forbidden') partial.passWhenAble = 'forbidden';
  const extra = isObj(input.rules) ? input.rules : {};
  return makeRules({ ...partial, ...extra });
}

function comboAnswer(input: Obj, rules: Rules): Obj {
  const c = classifyCombo(input.cards, rules, input.declared_rank ?? input.rank);
  if (!c.ok) return { valid: false, reason: c.error };
  const v = c.value;
  return { valid: true, type: v.type, count: v.count, rank: v.rank, low: v.low ?? undefined, jokers: v.jokers, combo: v };
}

function beatsAnswer(input: Obj, rules: Rules): Obj {
  const r = beats(input.previous, input.new, rules, { previous: input.previous_declared_rank, next: input.new_declared_rank });
  if (!r.ok) {
    // An invalid new play does not beat; an invalid previous play is a malformed case.
    if (r.error.code === 'beats.bad-new') return { beats: false, reason: { code: 'beat.invalid-combo', error: r.error.error } };
    return fail(r.error.code, { detail: r.error.error });
  }
  return { beats: r.value.beats, reason: r.value.reason };
}

function simulateAnswer(input: Obj, rules: Rules): Obj {
  const order = input.order;
  if (!Array.isArray(order) || order.length < 2 || order.length > 12 || !order.every((x) => typeof x === 'string' || typeof x === 'number')) return fail('case.bad-order');
  const names = order.map(String);
  if (new Set(names).size !== names.length) return fail('case.bad-order');
  const hands: PCard[][] = [];
  const handsIn = isObj(input.hands) ? input.hands : Array.isArray(input.hands) ? Object.fromEntries((input.hands as unknown[]).map((h, i) => [names[i], h])) : null;
  if (!handsIn) return fail('case.bad-hands');
  const seen = new Set<string>();
  for (const n of names) {
    const h = handsIn[n] ?? [];
    if (!Array.isArray(h) || !h.every(isPCard)) return fail('case.bad-hands', { player: n });
    for (const c of h as PCard[]) {
      if (seen.has(c)) return fail('case.duplicate-card', { card: c });
      seen.add(c);
    }
    hands.push([...(h as PCard[])]);
  }
  const leader = input.leader === undefined ? 0 : names.indexOf(String(input.leader));
  if (leader < 0) return fail('case.bad-leader');
  const idx = names.map((_, i) => i);
  const t = newTable(idx, hands, leader);
  const events: TableEvent[] = [];
  const actions = input.actions;
  if (!Array.isArray(actions)) return fail('case.bad-actions');
  for (let i = 0; i < actions.length; i++) {
    const a: unknown = actions[i];
    const seat = t.turn;
    if (seat === null) return fail('play.deal-over', { index: i });
    let e;
    if (typeof a === 'string' && a.toUpperCase() === 'PASS') e = tablePass(t, seat, rules, events);
    else if (Array.isArray(a)) e = tablePlay(t, seat, a, undefined, rules, events);
    else if (isObj(a) && Array.isArray(a.cards)) e = tablePlay(t, seat, a.cards, a.declared_rank ?? a.rank, rules, events);
    else return fail('case.bad-action', { index: i });
    if (e) return { error: { ...e, index: i, player: names[seat] } };
  }
  const out: unknown[] = [];
  for (const ev of events) {
    if (ev.type === 'played') out.push([names[ev.seat], [...ev.cards]]);
    else if (ev.type === 'passed') out.push([names[ev.seat], 'PASS']);
    else if (ev.type === 'went-out') out.push([names[ev.seat], 'OUT']);
    // The notation's ['CLEAR', next_leader]: the one who leads the next round (the round's winner, or the next
    // player with cards when the winner has gone out), not the winner.
    else if (ev.type === 'round-cleared') out.push(['CLEAR', names[ev.leader]]);
    else out.push(['DEAL_END', t.order.filter((p) => (t.hands[p]?.length ?? 0) > 0).map((p) => names[p])]);
  }
  return {
    events: out,
    finish_order: t.finishOrder.map((p) => names[p]),
    bottom: t.bottom === null ? null : names[t.bottom],
    next_to_act: t.turn === null ? null : names[t.turn],
    hands: Object.fromEntries(names.map((n, i) => [n, t.hands[i]])),
  };
}

function dealPointsAnswer(input: Obj, rules: Rules): Obj {
  const fo = input.finish_order;
  if (!Array.isArray(fo)) return fail('points.bad-finish-order', { problem: 'not-a-list' });
  const n = typeof input.players === 'number' ? input.players : fo.length;
  let order = fo.map(String);
  if (Array.isArray(input.order) && order.length === n - 1) {
    const missing = (input.order as unknown[]).map(String).filter((p) => !order.includes(p));
    if (missing.length === 1) order = [...order, missing[0] as string];
  }
  if (order.length === n - 1 && new Set(order).size === order.length && n >= 3) {
    // Only those who went out are listed: the Bottom (0 points, or 0 in Trouduc) is the one not named.
    const points = Object.fromEntries(order.map((p, place) => [p, placePoints(place, n, rules.scoring)]));
    return { points, president: order[0], bottom: null, target: rules.target };
  }
  const b = finishingBoard(order, rules, n);
  if (!b.ok) return fail(b.error.code, { problem: b.error.problem });
  return {
    points: Object.fromEntries(b.value.map((e) => [e.player, e.points])),
    president: order[0],
    bottom: order[order.length - 1],
    roles: Object.fromEntries(b.value.map((e) => [e.player, e.role])),
    target: rules.target,
  };
}

function setupAnswer(input: Obj): Obj {
  const fo = Array.isArray(input.finish_order) ? (input.finish_order as unknown[]).map(String) : input.finish_order;
  const r = nextDealSetup(fo as string[]);
  if (!r.ok) return fail(r.error.code, { problem: r.error.problem });
  const v = r.value;
  return {
    seating_clockwise: v.seatingClockwise,
    dealer: v.dealer,
    first_card_to: v.firstCardTo,
    leader_after_exchange: v.leaderAfterExchange,
    president: v.president,
    bottom: v.bottom,
  };
}

function dealSizesAnswer(input: Obj, rules: Rules): Obj {
  const jokers = typeof input.jokers === 'number' ? input.jokers : rules.jokers;
  const r = dealSizes(input.players, jokers);
  if (!r.ok) return fail(r.error.code);
  return { sizes_from_first_receiver: r.value, pack: 52 + (jokers as number) };
}

function exchangeAnswer(input: Obj, rules: Rules): Obj {
  const bh = input.bottom_hand;
  const ph = input.president_hand;
  if (!Array.isArray(bh) || !bh.every(isPCard)) return fail('exchange.bad-hand', { hand: 'bottom' });
  if (!Array.isArray(ph) || !ph.every(isPCard)) return fail('exchange.bad-hand', { hand: 'president' });
  // The base game's pack has no Joker (spec §1, §8 V4).
  if (!packHasJokers(rules) && [...bh, ...ph].some(isJoker)) return fail('exchange.no-jokers', { hand: bh.some(isJoker) ? 'bottom' : 'president' });
  const k = typeof input.k === 'number' && Number.isInteger(input.k) && input.k >= 0 && input.k <= 13 ? input.k : rules.exchangeCards;
  const r = exchange(bh as PCard[], ph as PCard[], k, rules);
  return { bottom_gives: r.bottomGives, president_gives: r.presidentGives, bottom_hand_after: r.bottomHandAfter, president_hand_after: r.presidentHandAfter };
}

function gameEndAnswer(input: Obj, rules: Rules): Obj {
  const target = typeof input.target === 'number' ? input.target : rules.target;
  const r = gameEnd(input.totals, input.last_deal_points, target, rules.tieBreak);
  if (!r.ok) return fail(r.error.code, { field: r.error.field });
  return { ended: r.value.ended, winner: r.value.winner, reached: r.value.reached, reason: r.value.reason };
}

/** Answers one case. */
export const evaluateCase: Evaluator = (_topic, input) => {
  try {
    if (!isObj(input)) return fail('case.bad-input');
    const rules = rulesForCase(input);
    if (!rules.ok) return { error: rules.error };
    switch (input.op) {
      case 'valid_combo':
        return comboAnswer(input, rules.value);
      case 'beats':
        return beatsAnswer(input, rules.value);
      case 'simulate_round_play':
        return simulateAnswer(input, rules.value);
      case 'deal_points':
        return dealPointsAnswer(input, rules.value);
      case 'next_deal_setup':
        return setupAnswer(input);
      case 'deal_sizes':
        return dealSizesAnswer(input, rules.value);
      case 'exchange':
        return exchangeAnswer(input, rules.value);
      case 'game_end':
        return gameEndAnswer(input, rules.value);
      default:
        return fail('case.unknown-op', { op: input.op });
    }
  } catch (e) {
    return fail('case.internal', { detail: e instanceof Error ? e.message : typeof e });
  }
};

/** Runs every case of a cases file (its text or its parsed JSON). */
export function runCases(contents: string | unknown): ReturnType<typeof runShared> {
  return runShared(contents, evaluateCase);
}
