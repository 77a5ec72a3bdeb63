/**
 * Conformance adapter for the scoring topics of `cases.json` (spec 16): phase1, phase2, playoff (scoring and
 * `playoff_seating`), settlement, and points with `query: validate_deal_points`.
 *
 * It translates a case's `input` (seats "P0".."P3", objects keyed by seat) into engine calls and the engine's answer
 * back into the shape of the case's `expected`. Invalid input comes back as `{ error: { code, ... } }` (or
 * `{ valid: false, error }` for validate_deal_points). Never throws.
 */
import { isSuit, type Card, type Suit } from '../../../../shared/cards/model';
import { RULE_OPTIONS, makeRules, type Rules } from '../rules';
import { scoreDeal, playoffSeating, type DealToScore, type PlayoffDealResult } from '../scoring';
import { parseSeatId, seatId } from '../seats';
import { frameMarksFromGames, settle, type GameResult } from '../settlement';
import { SEATS, type EngineError, type Seat } from '../types';
import { validateDealPoints } from '../validate';

type Obj = Record<string, unknown>;

class InputError extends Error {
  constructor(readonly error: EngineError) {
    super(error.code);
  }
}

const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);

function bad(field: string, value?: unknown): never {
  throw new InputError({ code: 'conformance.bad-input', field, value });
}

function seatOf(x: unknown, field: string): Seat {
  const s = parseSeatId(x);
  return s === null ? bad(field, x) : s;
}

function seats(x: unknown, field: string): Seat[] {
  return Array.isArray(x) ? x.map((s) => seatOf(s, field)) : bad(field, x);
}

/** `{ P0: 3, P2: 1 }` -> [3, 0, 1, 0]; seats not listed count 0. */
function perSeat(x: unknown, field: string): number[] {
  if (!isObj(x)) return bad(field, x);
  const out = [0, 0, 0, 0];
  for (const [k, v] of Object.entries(x)) {
    const s = seatOf(k, field);
    if (typeof v !== 'number') bad(field, v);
    out[s] = v;
  }
  return out;
}

/** [3, 0, 1, 0] -> `{ P0: 3, P2: 1 }` (only non-zero entries, as the cases write erased/added/frame marks). */
function nonZero(xs: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of SEATS) if ((xs[s] ?? 0) !== 0) out[seatId(s)] = xs[s] ?? 0;
  return out;
}

/** [3, 0, 1, 0] -> `{ P0: 3, P1: 0, P2: 1, P3: 0 }`. */
function allSeats(xs: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of SEATS) out[seatId(s)] = xs[s] ?? 0;
  return out;
}

const ids = (xs: readonly Seat[]): string[] => xs.map(seatId);

function rulesOf(input: Obj): Rules {
  // The spec numbers some variant points that change no outcome and so have no switch (VP03, VP04, VP15, VP19, VP24);
  // a case may still name them, so they are dropped here rather than rejected.
  const variants = isObj(input.variants) ? Object.fromEntries(Object.entries(input.variants).filter(([k]) => k in RULE_OPTIONS)) : (input.variants ?? {});
  const r = makeRules(variants);
  if (!r.ok) throw new InputError(r.error);
  return r.value;
}

function cards(x: unknown, field: string): Card[] {
  return Array.isArray(x) ? (x as Card[]) : bad(field, x);
}

/** Checks a deal's points against its out-of-play cards when the case gives them (spec 13.2). */
function checkPoints(deal: Obj, players: Seat[], points: number[], tricks: number[]): void {
  if (deal.trump === undefined || deal.out_of_play === undefined) return;
  if (!isSuit(deal.trump)) bad('trump', deal.trump);
  const v = validateDealPoints({ active: players, trump: deal.trump as Suit, outOfPlay: cards(deal.out_of_play, 'out_of_play'), points, tricks });
  if (!v.ok) throw new InputError(v.error);
}

function scoring(input: Obj): unknown {
  const rules = rulesOf(input);
  const phase = input.phase;
  if (phase !== 1 && phase !== 2) return bad('phase', phase);
  const deal = isObj(input.deal) ? input.deal : bad('deal', input.deal);
  const active = seats(input.active, 'active');
  const slate = perSeat(input.slate_before, 'slate_before');
  const points = perSeat(deal.points, 'deal.points');
  const tricks = perSeat(deal.tricks, 'deal.tricks');
  checkPoints(deal, active, points, tricks);
  const playoffs: PlayoffDealResult[] = (Array.isArray(input.playoffs) ? input.playoffs : []).map((p: unknown, i: number) => {
    if (!isObj(p)) return bad(`playoffs[${i}]`, p);
    const players = seats(p.players, `playoffs[${i}].players`);
    const pp = perSeat(p.points, `playoffs[${i}].points`);
    const pt = perSeat(p.tricks, `playoffs[${i}].tricks`);
    checkPoints(p, players, pp, pt);
    return { players, points: pp, tricks: pt };
  });
  const marks = slate.reduce((a, b) => a + b, 0);
  const toScore: DealToScore = {
    phase,
    // Optional in the cases. Without a receiver history it only meets a range check, so any deal the slate allows
    // will do: with single-mark deals the slate's total plus one.
    phase1DealNumber: typeof input.phase1_deal_number === 'number' ? input.phase1_deal_number : Math.min(4, marks + 1),
    slate,
    active,
    dealer: seatOf(input.dealer, 'dealer'),
    points,
    tricks,
    playoffs,
  };
  const r = scoreDeal(toScore, rules);
  if (!r.ok) return { error: r.error };
  const v = r.value;
  const march = v.march === null ? null : seatId(v.march);
  if (v.status === 'playoff-needed') {
    return {
      march,
      playoffs_required: v.playoffs.map((p) => ({ players: ids(p.players), decides: p.decides, dealer: seatId(p.dealer), leader: seatId(p.leader) })),
      settled_changes: { erased: nonZero(v.settled.erased), added: nonZero(v.settled.added) },
    };
  }
  return {
    march,
    erased: nonZero(v.erased),
    added: nonZero(v.added),
    slate_after: allSeats(v.slateAfter),
    active_after: ids(v.activeAfter),
    dropped_out: ids(v.droppedOut),
    phase_after: v.phaseAfter,
    game_loser: v.gameLoser === null ? null : seatId(v.gameLoser),
    frame_marks_added: nonZero(v.frameMarksAdded),
    next_dealer: seatId(v.nextDealer),
    ...(v.playoffsPlayed.length > 0
      ? { playoffs_played: v.playoffsPlayed.map((p) => ({ players: ids(p.players), dealer: seatId(p.dealer), leader: seatId(p.leader) })) }
      : {}),
  };
}

function seating(input: Obj): unknown {
  const rules = rulesOf(input);
  const r = playoffSeating(seatOf(input.tied_deal_dealer, 'tied_deal_dealer'), seats(input.tied_players, 'tied_players'), rules);
  if (!r.ok) return { error: r.error };
  return { playoff_dealer: seatId(r.value.dealer), playoff_leader: seatId(r.value.leader) };
}

function settlement(input: Obj): unknown {
  let frame: number[];
  if (input.frame_marks !== undefined) {
    frame = perSeat(input.frame_marks, 'frame_marks');
  } else {
    const games = Array.isArray(input.games) ? input.games : bad('games', input.games);
    const list: GameResult[] = games.map((g: unknown, i: number) =>
      isObj(g) ? ({ loser: seatOf(g.loser, `games[${i}].loser`), frameMarks: g.frame_marks } as GameResult) : bad(`games[${i}]`, g),
    );
    const r = frameMarksFromGames(list);
    if (!r.ok) return { error: r.error };
    frame = r.value;
  }
  const tariff = typeof input.tariff === 'number' ? input.tariff : bad('tariff', input.tariff);
  const net = settle(frame, tariff);
  if (!net.ok) return { error: net.error };
  return { frame_marks: allSeats(frame), net: allSeats(net.value) };
}

function validatePoints(input: Obj): unknown {
  const points = perSeat(input.points, 'points');
  const tricks = perSeat(input.tricks, 'tricks');
  const active = Object.keys(isObj(input.points) ? input.points : {}).map((k) => seatOf(k, 'points')).sort((a, b) => a - b);
  if (typeof input.active_players === 'number' && input.active_players !== active.length) {
    return { valid: false, error: { code: 'deal.bad-active', value: input.active_players } };
  }
  const r = validateDealPoints({
    active,
    trump: input.trump as Suit,
    outOfPlay: cards(input.out_of_play ?? [], 'out_of_play'),
    points,
    tricks,
  });
  return r.ok ? { valid: true, points_in_play: r.value.pointsInPlay } : { valid: false, error: r.error };
}

/** The topics this adapter answers. */
export function isScoringCase(topic: unknown, input: unknown): boolean {
  const query = isObj(input) ? input.query : undefined;
  if (topic === 'phase1' || topic === 'phase2' || topic === 'playoff' || topic === 'settlement') return true;
  return topic === 'points' && query === 'validate_deal_points';
}

/** The engine's answer to one scoring case, in the shape of the case's `expected`. */
export function evaluateScoringCase(topic: string, input: unknown): unknown {
  try {
    if (!isObj(input)) return bad('input', input);
    if (topic === 'settlement') return settlement(input);
    if (topic === 'points' && input.query === 'validate_deal_points') return validatePoints(input);
    if (topic === 'playoff' && input.query === 'playoff_seating') return seating(input);
    if ((topic === 'phase1' || topic === 'phase2' || topic === 'playoff') && input.query === undefined) return scoring(input);
    return { error: { code: 'conformance.unknown-query', topic, query: input.query } };
  } catch (e) {
    if (e instanceof InputError) return topic === 'points' ? { valid: false, error: e.error } : { error: e.error };
    return { error: { code: 'conformance.internal', message: String(e) } };
  }
}
