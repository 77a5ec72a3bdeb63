/**
 * The conformance evaluator: answers the spec's test-case ops (§12) in the cases' own field names.
 *
 *   deal_layout  { players, jokers }                         -> { hand_size, remainder, tricks, pack_size }
 *   legal_plays  { hand, trick, options? }                   -> { legal }
 *   trick_winner { plays: [[seat, card]...], options? }      -> { winner }
 *   unit_score   { bid, tricks, bad | captured, options? }   -> { score }
 *   deal_score   { players: { Pn: { bid, tricks, bad | captured } }, total_tricks?, remainder?, last_trick_winner?, options? }
 *                                                            -> { scores: { Pn: score } }
 *   game_end     { totals: { Pn: total }, target?, options? } -> { ended, winner, winners }
 *
 * Errors are `{ error: { code, ... } }`. `options` use the rule names of rules.ts (snake_case spellings are
 * accepted too; options that do not concern the op are ignored).
 */
import { dealLayout, jokerNames, isJoker, type GameCard } from './cards';
import { legalPlays, trickWinner } from './play';
import { RULE_OPTIONS, makeRules, type Rules } from './rules';
import { gameEnd, scoreDeal, unitScore } from './scoring';
import { parseSeatName, seatName } from './types';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);
const error = (code: string, extra: Obj = {}): Obj => ({ error: { code, ...extra } });

const camel = (k: string): string => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Case options -> rules. Known options only; booleans accepted for the 0/100 switches. */
function caseRules(input: Obj, extra: Obj = {}): { ok: true; value: Rules } | { ok: false; error: unknown } {
  const partial: Obj = {};
  const src: Obj = { ...(isObj(input.options) ? input.options : {}), ...(isObj(input.rules) ? input.rules : {}), ...extra };
  for (const [k0, v0] of Object.entries(src)) {
    let k = camel(k0);
    let v = v0;
    if (k === 'joker') k = 'jokers';
    if (k === 'jokers' && typeof v === 'boolean') v = v ? 1 : 0;
    if (k === 'nullSucceedsWhenOtherTakesAll' || k === 'nullOtherTakesAll') k = 'nullWhenOtherTakesAll';
    if ((k === 'nullAllTricks' || k === 'nullWhenOtherTakesAll') && typeof v === 'boolean') v = v ? 100 : 0;
    if (k === 'ranking' && v === 'A-high') v = 'ace-high';
    if (!Object.prototype.hasOwnProperty.call(RULE_OPTIONS, k)) continue;
    partial[k] = v;
  }
  const r = makeRules(partial);
  return r.ok ? r : { ok: false, error: r.error };
}

/** Names the cases use for Jokers ('JK' and 'JK1'... are the same Joker in a one-Joker pack). */
function normaliseCards(list: unknown, jokers: number): unknown {
  if (!Array.isArray(list)) return list;
  let next = 0;
  const names = jokerNames(Math.max(jokers, 1));
  return list.map((c) => (isJoker(c) && jokers <= 1 ? 'JK' : isJoker(c) && jokers > 1 && c === 'JK' ? (names[next++] ?? c) : c));
}

/** The number of Jokers a case needs: its option, or at least as many as the cards name. */
function jokersIn(...lists: unknown[]): number {
  let n = 0;
  for (const l of lists) if (Array.isArray(l)) n += l.filter((c) => isJoker(c)).length;
  return n;
}

function withJokers(input: Obj, ...lists: unknown[]): { ok: true; value: Rules } | { ok: false; error: unknown } {
  const r = caseRules(input);
  if (!r.ok) return r;
  const need = jokersIn(...lists);
  if (need > r.value.jokers) return { ok: true, value: { ...r.value, jokers: Math.min(4, need) as Rules['jokers'] } };
  return r;
}

export function evaluateCase(_topic: unknown, input: unknown): unknown {
  try {
    return evaluate(input);
  } catch (e) {
    return error('case.internal', { detail: String(e) });
  }
}

function evaluate(input: unknown): unknown {
  if (!isObj(input)) return error('case.bad-input');
  switch (input.op) {
    case 'deal_layout': {
      const r = caseRules(input);
      const jokers = input.jokers ?? (r.ok ? r.value.jokers : 0);
      const l = dealLayout(input.players, jokers);
      if (!l.ok) return { error: l.error };
      return { hand_size: l.value.handSize, remainder: l.value.remainder, tricks: l.value.handSize, pack_size: l.value.packSize };
    }
    case 'legal_plays': {
      const trickIn = Array.isArray(input.trick) ? input.trick.map((x: unknown) => (Array.isArray(x) ? x[1] : isObj(x) ? x.card : x)) : input.trick ?? [];
      const r = withJokers(input, input.hand, trickIn);
      if (!r.ok) return error('case.bad-options', { detail: r.error });
      const j = r.value.jokers;
      const hand = normaliseCards(input.hand, j);
      const lp = legalPlays(hand, normaliseCards(trickIn, j), r.value);
      if (!lp.ok) return { error: lp.error };
      const back = (c: GameCard, i: number): unknown => (Array.isArray(input.hand) ? input.hand[i] : c);
      return {
        legal: lp.value.flatMap((p, i) => (p.legal ? [back(p.card, i)] : [])),
        illegal: lp.value.flatMap((p, i) => (p.legal ? [] : [back(p.card, i)])),
        reasons: lp.value.map((p) => p.reason),
      };
    }
    case 'trick_winner': {
      if (!Array.isArray(input.plays)) return error('case.bad-input', { field: 'plays' });
      const plays: { seat: unknown; card: unknown }[] = input.plays.map((p: unknown, i: number) =>
        Array.isArray(p) ? { seat: parseSeatName(p[0]), card: p[1] } : isObj(p) ? { seat: parseSeatName(p.seat), card: p.card } : { seat: i, card: p },
      );
      const r = withJokers(input, plays.map((p) => p.card));
      if (!r.ok) return error('case.bad-options', { detail: r.error });
      const cards = normaliseCards(plays.map((p) => p.card), r.value.jokers) as unknown[];
      const t = trickWinner(plays.map((p, i) => ({ seat: p.seat, card: cards[i] })), r.value);
      if (!t.ok) return { error: t.error };
      return { winner: seatName(t.value.winner), card: (plays.find((p) => p.seat === t.value.winner) as { card: unknown }).card, reason: t.value.reason };
    }
    case 'unit_score': {
      const r = withJokers(input, input.captured);
      if (!r.ok) return error('case.bad-options', { detail: r.error });
      const u = unitScore({ bid: input.bid, tricks: input.tricks, bad: input.bad, captured: normaliseCards(input.captured, r.value.jokers) }, r.value);
      if (!u.ok) return { error: u.error };
      return { score: u.value.score, bad: u.value.bad, reason: u.value.reason };
    }
    case 'deal_score': {
      if (!isObj(input.players)) return error('case.bad-input', { field: 'players' });
      const names = Object.keys(input.players);
      const lists: unknown[] = [input.remainder];
      for (const n of names) {
        const p = input.players[n];
        if (isObj(p)) lists.push(p.captured);
      }
      const r = withJokers(input, lists.flatMap((l) => (Array.isArray(l) ? l : [])));
      if (!r.ok) return error('case.bad-options', { detail: r.error });
      const players: unknown[] = [];
      for (const n of names) {
        const seat = parseSeatName(n);
        const p = input.players[n];
        if (seat === null || !isObj(p)) return error('case.bad-input', { field: 'players', seat: n });
        players.push({ seat, bid: p.bid, tricks: p.tricks, bad: p.bad, captured: p.captured === undefined ? undefined : normaliseCards(p.captured, r.value.jokers) });
      }
      const ltw = input.last_trick_winner === undefined ? undefined : parseSeatName(input.last_trick_winner);
      if (ltw === null) return error('case.bad-input', { field: 'last_trick_winner' });
      const d = scoreDeal({ players, totalTricks: input.total_tricks, remainder: input.remainder === undefined ? undefined : normaliseCards(input.remainder, r.value.jokers), lastTrickWinner: ltw }, r.value);
      if (!d.ok) return { error: d.error };
      const scores: Obj = {};
      const bad: Obj = {};
      for (const s of d.value.seats) {
        scores[seatName(s.seat)] = s.score;
        bad[seatName(s.seat)] = s.bad;
      }
      return { scores, bad, units: d.value.units.map((u) => ({ ...u, seats: u.seats.map(seatName) })), all_tricks: d.value.allTricks ? d.value.allTricks.map(seatName) : null };
    }
    case 'game_end': {
      if (!isObj(input.totals)) return error('case.bad-input', { field: 'totals' });
      const entries = Object.entries(input.totals).map(([k, v]) => [parseSeatName(k), v] as const);
      if (entries.some(([s]) => s === null)) return error('case.bad-input', { field: 'totals' });
      const size = Math.max(...entries.map(([s]) => (s as number) + 1));
      const totals: number[] = new Array<number>(size).fill(-1e9);
      for (const [s, v] of entries) totals[s as number] = v as number;
      if (entries.some(([, v]) => typeof v !== 'number' || !Number.isFinite(v))) return error('case.bad-input', { field: 'totals' });
      const extra: Obj = {};
      if (input.target !== undefined) extra.target = input.target;
      if (input.play_off !== undefined) extra.playOff = input.play_off;
      const r = caseRules(input, extra);
      if (!r.ok) return error('case.bad-options', { detail: r.error });
      const g = gameEnd(totals, r.value);
      if (!g.ok) return { error: g.error };
      const winners = g.value.winners.map(seatName);
      return {
        ended: g.value.ended,
        winner: winners.length === 0 ? null : winners.length === 1 ? winners[0] : winners,
        winners,
        shared: winners.length > 1,
        play_off: g.value.reason.code === 'end.play-off',
        reason: g.value.reason,
      };
    }
    default:
      return error('case.unknown-op', { op: input.op });
  }
}
