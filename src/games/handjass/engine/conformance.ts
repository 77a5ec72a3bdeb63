/**
 * The conformance evaluator: answers a case of `shared/rules/handjass/cases.json` (spec §15) through the engine.
 * Ops: deck_points, trick_winner, legal_plays, weis_declaration, weis_compare, deal_strokes, rotate. Seats in
 * cases are labels "P0".."P3" (play order, P0 = Vorhand); answers use the same labels and the spec's field names.
 * Errors come back as `{ error: { code } }`.
 */
import type { Card } from '../../../shared/cards/model';
import { deckPoints, isHjCard } from './cards';
import { legalCards, trickWinner } from './play';
import { DEFAULT_RULES, retireTarget, type Rules } from './rules';
import { dealStrokes, mergeHeld, rotate, type HeldStroke } from './scoring';
import { compareWeis, weisDeclaration, type Combo } from './weis';

const isObj = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);
const fail = (code: string, extra: Record<string, unknown> = {}): { error: { code: string } } => ({ error: { code, ...extra } });

/** "P2" -> 2. */
function seatOf(label: unknown): number | null {
  if (typeof label === 'number' && Number.isInteger(label) && label >= 0 && label < 4) return label;
  if (typeof label !== 'string') return null;
  const m = /^P([0-3])$/.exec(label);
  return m ? Number(m[1]) : null;
}
const label = (seat: number): string => `P${seat}`;

/** Options of a case (snake_case names as in the cases) to engine rules. Unknown names are ignored. */
function rulesFrom(options: unknown): Partial<Rules> {
  const out: Partial<Rules> = {};
  if (!isObj(options)) return out;
  for (const [k, v] of Object.entries(options)) {
    switch (k) {
      case 'threshold':
      case 'null_threshold':
        if (v === 21 || v === 26) out.threshold = v;
        break;
      case 'target':
      case 'retire_target':
        if (v === 5 || v === 7 || v === 9) out.target = v;
        break;
      case 'extra_per_null':
      case 'extraPerNull':
        out.extraPerNull = v === true;
        break;
      case 'multiplier_variant':
      case 'multiplier':
        out.multiplier = v === true;
        break;
      case 'held_stroke':
      case 'heldStroke':
      case 'hold_stroke':
        out.heldStroke = v === true;
        break;
      case 'strokes_at_four':
      case 'historic_strokes':
      case 'strokes_per_deal':
      case 'strokes_players_minus_one':
        if (v === true || v === 3) out.strokesAtFour = 3;
        else if (v === 2 || v === false) out.strokesAtFour = 2;
        break;
      default:
        break;
    }
  }
  return out;
}

function cardsOfTrick(x: unknown): { seats: (number | null)[]; cards: unknown[] } | null {
  if (!Array.isArray(x)) return null;
  const seats: (number | null)[] = [];
  const cards: unknown[] = [];
  for (const p of x) {
    if (Array.isArray(p) && p.length === 2) {
      seats.push(seatOf(p[0]));
      cards.push(p[1]);
    } else if (isObj(p)) {
      seats.push(seatOf(p.seat ?? p.player));
      cards.push(p.card);
    } else {
      seats.push(null);
      cards.push(p);
    }
  }
  return { seats, cards };
}

const comboOut = (c: Combo): [string, Card[]] => [c.kind, c.cards];

function byLabel<T>(entries: [number, T][]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [s, v] of entries) out[label(s)] = v;
  return out;
}

/**
 * What is actually announced with the first card (§7.5; the `announcements` key, our decision): in play order, each
 * player's best combination's value, unless an earlier player already announced a higher one (then he stays
 * silent). Players with nothing to announce are left out.
 */
function announced(declarations: readonly { seat: number; declaration: { announce: number } }[]): [number, number][] {
  const out: [number, number][] = [];
  let highest = 0;
  for (const d of declarations) {
    const a = d.declaration.announce;
    if (a <= 0 || a < highest) continue;
    out.push([d.seat, a]);
    highest = a;
  }
  return out;
}

function evaluate(input: Record<string, unknown>): unknown {
  switch (input.op) {
    case 'deck_points': {
      const r = deckPoints(input.trump);
      if (!r.ok) return fail(r.error.code);
      return { card_points: r.value.cardPoints, last_trick_bonus: r.value.lastTrickBonus, total: r.value.total };
    }
    case 'trick_winner': {
      const t = cardsOfTrick(input.plays ?? input.trick);
      if (!t) return fail('case.bad-input');
      const r = trickWinner(t.cards, input.trump);
      if (!r.ok) return fail(r.error.code);
      const seat = t.seats[r.value.winnerIndex];
      const last = input.last_trick === true || input.last === true;
      return {
        winner: seat === null || seat === undefined ? r.value.card : label(seat),
        winning_card: r.value.card,
        card_points: r.value.points,
        ...(last ? { last_trick_bonus: 5, total: r.value.points + 5 } : {}),
        reason: r.value.reason.code,
      };
    }
    case 'legal_plays': {
      const t = cardsOfTrick(input.trick ?? []);
      if (!t) return fail('case.bad-input');
      const r = legalCards(input.hand, t.cards, input.trump);
      if (!r.ok) return fail(r.error.code);
      return { legal: r.value };
    }
    case 'weis_declaration': {
      const r = weisDeclaration(input.hand, input.trump);
      if (!r.ok) return fail(r.error.code);
      return { total: r.value.total, combos: r.value.combos.map(comboOut), announce: r.value.announce, best: r.value.best ? comboOut(r.value.best) : null };
    }
    case 'weis_compare': {
      if (!isObj(input.hands)) return fail('case.bad-input');
      const hands: { seat: number; hand: unknown }[] = [];
      for (const [k, v] of Object.entries(input.hands)) {
        const s = seatOf(k);
        if (s === null) return fail('case.bad-seat');
        hands.push({ seat: s, hand: v });
      }
      const r = compareWeis(hands, input.trump);
      if (!r.ok) return fail(r.error.code);
      const v = r.value;
      const weisPoints = v.winner === null ? {} : byLabel([[v.winner, v.points]]);
      const stoeck = byLabel(v.stoeck.map((s) => [s, 20] as [number, number]));
      const totals: Record<string, number> = {};
      for (const [k, p] of Object.entries(weisPoints)) totals[k] = (totals[k] ?? 0) + p;
      for (const [k, p] of Object.entries(stoeck)) totals[k] = (totals[k] ?? 0) + p;
      const winnerDecl = v.declarations.find((d) => d.seat === v.winner)?.declaration;
      return {
        weis_winner: v.winner === null ? null : label(v.winner),
        weis_points: weisPoints,
        stoeck,
        totals,
        announcements: byLabel(announced(v.declarations)),
        combos: winnerDecl ? winnerDecl.combos.map(comboOut) : [],
        reasons: byLabel(v.losers.map((l) => [l.seat, l.why] as [number, string])),
      };
    }
    case 'deal_strokes': {
      const activeIn = Array.isArray(input.active) ? input.active : isObj(input.totals) ? Object.keys(input.totals) : [];
      const active: number[] = [];
      for (const a of activeIn) {
        const s = seatOf(a);
        if (s === null) return fail('case.bad-seat');
        active.push(s);
      }
      active.sort((a, b) => a - b);
      const totals: Record<number, number> = {};
      if (isObj(input.totals)) {
        for (const [k, v] of Object.entries(input.totals)) {
          const s = seatOf(k);
          if (s !== null && typeof v === 'number') totals[s] = v;
        }
      }
      for (const s of active) if (totals[s] === undefined) totals[s] = 0;
      const drawCards: Record<number, Card[]> = {};
      if (isObj(input.draw_cards)) {
        for (const [k, v] of Object.entries(input.draw_cards)) {
          const s = seatOf(k);
          if (s === null) continue;
          const list = Array.isArray(v) ? v : [v];
          drawCards[s] = list.filter(isHjCard);
        }
      }
      const held: HeldStroke[] = [];
      if (Array.isArray(input.held)) {
        for (const h of input.held) {
          if (!isObj(h) || !Array.isArray(h.between)) continue;
          const between = h.between.map(seatOf).filter((x): x is number => x !== null);
          held.push({ between, strokes: typeof h.strokes === 'number' ? h.strokes : 1, ...(typeof h.each === 'number' ? { each: h.each } : {}) });
        }
      }
      const rules = { ...DEFAULT_RULES, ...rulesFrom(input.options) };
      const tableSize = typeof input.table_size === 'number' ? input.table_size : active.length;
      const r = dealStrokes({ tableSize, active, totals, trump: input.trump as never, rules, drawCards, held });
      if (!r.ok) return fail(r.error.code);
      const v = r.value;
      const out: Record<string, unknown> = {
        strokes: byLabel(v.seats.map((x) => [x.seat, x.strokes] as [number, number])),
        potatoes: byLabel(v.seats.map((x) => [x.seat, x.potatoes] as [number, number])),
        reasons: byLabel(v.seats.map((x) => [x.seat, x.reason.code] as [number, string])),
        strokes_available: v.available,
      };
      if (v.draw) out.draw = { between: v.draw.between.map(label), strokes: v.draw.strokes };
      if (v.pendingDraw) out.draw = { between: v.pendingDraw.between.map(label), strokes: v.pendingDraw.strokes, pending: true };
      // `held`: every stroke still held after this deal (OP25: a repeated tie holds it again; a pair with one
      // passer keeps waiting), summed by group; one object for one group, a list for several. `held_new`: the
      // stroke this deal's own tie held over.
      const after = mergeHeld(v.heldAfter).map((h) => ({ between: [...h.between].sort((a, b) => a - b).map(label), strokes: h.strokes }));
      if (after.length === 1) out.held = after[0];
      else if (after.length > 1) out.held = after;
      if (v.held) out.held_new = { between: v.held.between.map(label), strokes: v.held.strokes };
      if (rules.multiplier) {
        out.multiplier = v.multiplier;
        out.retire_target = retireTarget(rules);
      }
      return out;
    }
    case 'rotate': {
      const seats = input.seats_ccw;
      if (!Array.isArray(seats)) return fail('case.bad-input');
      const retired = Array.isArray(input.retired) ? input.retired : [];
      const r = rotate(seats as unknown[], input.vorhand, retired);
      if (!r.ok) {
        if (r.error.code === 'rotation.game-over') return { loser: r.error.loser, game_over: true, error: { code: r.error.code } };
        return fail(r.error.code);
      }
      return { vorhand: r.value.vorhand, dealer: r.value.dealer };
    }
    default:
      return fail('case.unknown-op', { op: input.op });
  }
}

/** The conformance runner's evaluator. Never throws. */
export function evaluateCase(_topic: string, input: unknown): unknown {
  try {
    if (!isObj(input)) return fail('case.bad-input');
    return evaluate(input);
  } catch (e) {
    return fail('case.internal', { detail: String(e) });
  }
}
